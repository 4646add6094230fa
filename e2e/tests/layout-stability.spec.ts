// Pages that load their rows after their frame must not push what is already drawn (docs/decisions/delivery.md,
// "Nothing moves when the data arrives"). A PerformanceObserver records the page's layout shifts ('layout-shift',
// buffered) from its first paint; the page's data call is held until the frame is on screen, so the rows always
// arrive after it, as on a slow network; the summed shift must stay under 0.05, the Lighthouse bench's target (half of
// what Lighthouse calls "good"; before their fixes these pages shifted by 0.06-0.56 here). A layout measure, not a
// timing one.
import { expect, test, type Page } from '@playwright/test';
import { ADMIN, OPERATOR, signedIn, startSession } from '../fixtures/session.ts';

/** The bench's CLS target (e2e/bench/lighthouse.ts). */
const MAX_SHIFT = 0.05;

interface Shift {
  value: number;
  sources: string[];
}

/** Records every layout shift of the documents the page opens (without the shifts that follow an input). */
async function recordShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: { value: number; sources: string[] }[] = [];
    (window as unknown as { __shifts: typeof shifts }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        shifts.push({
          value: entry.value,
          sources: (entry.sources ?? []).map((s) => {
            const node =
              s.node instanceof Element
                ? `${s.node.tagName.toLowerCase()}.${Array.from(s.node.classList as unknown as ArrayLike<string>).join('.')}`
                : String(s.node?.nodeName);
            const r = (x: DOMRectReadOnly) => `${Math.round(x.x)},${Math.round(x.y)} ${Math.round(x.width)}x${Math.round(x.height)}`;
            return `${node}: ${r(s.previousRect)} -> ${r(s.currentRect)}`;
          }),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

const shiftsOf = (page: Page) => page.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts);

/**
 * Opens `path` with the answers of the calls matching `held` kept back until `frameShown` is visible, then lets them
 * through and waits for `loaded`; returns the summed layout shift and its entries.
 */
async function loadHeld(page: Page, path: string, held: RegExp, frameShown: () => Promise<void>, loaded: () => Promise<void>) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(held, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto(path);
  await frameShown();
  release();
  await loaded();
  // the last frame's shifts are reported after it is drawn: two animation frames later every entry is in
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  const shifts = await shiftsOf(page);
  return { total: shifts.reduce((sum, s) => sum + s.value, 0), shifts };
}

test.describe('the console', () => {
  test.beforeEach(async ({ page }) => {
    await signedIn(page, OPERATOR, /^Operations$/);
    await recordShifts(page);
  });

  for (const [path, title, call] of [
    ['/ops/invoices', 'Invoices in review', /\/api\/ops\/queues\/invoices/],
    ['/ops/credit-requests', 'Credit requests', /\/api\/ops\/credit-requests/],
    ['/ops/disputes', 'Disputes', /\/api\/ops\/payments\/disputes/],
    // a short list: fewer rows than the placeholders
    ['/ops/suppliers', 'Suppliers', /\/api\/ops\/suppliers/],
  ] as const)
    test(`${title}: the queue's rows arrive without moving the page`, async ({ page }) => {
      const table = page.getByRole('table', { name: title });
      const result = await loadHeld(
        page,
        path,
        call,
        () => expect(table.getByRole('columnheader').first()).toBeVisible(),
        () => expect(table.getByRole('row')).not.toHaveCount(1),
      );
      expect(result.total, JSON.stringify(result.shifts, null, 1)).toBeLessThan(MAX_SHIFT);
    });

  test('deduction rules: the rules arrive without moving the page', async ({ page }) => {
    const result = await loadHeld(
      page,
      '/ops/deduction-rules',
      /\/api\/ops\/payments\/rules/,
      () => expect(page.getByRole('heading', { level: 1 })).toBeVisible(),
      () => expect(page.getByRole('table').first().getByRole('row').nth(1)).toBeVisible(),
    );
    expect(result.total, JSON.stringify(result.shifts, null, 1)).toBeLessThan(MAX_SHIFT);
  });
});

test('the dashboard: the scorecard banner arrives without moving the cards', async ({ page }) => {
  await signedIn(page, ADMIN, /Welcome/);
  await recordShifts(page);
  const result = await loadHeld(
    page,
    '/',
    /\/api\/performance/,
    () => expect(page.getByRole('heading', { name: /Welcome/ })).toBeVisible(),
    () => expect(page.getByRole('alert').first()).toBeVisible(),
  );
  expect(result.total, JSON.stringify(result.shifts, null, 1)).toBeLessThan(MAX_SHIFT);
});

test("the console's sidebar runs the full height of a long page (its colour under a full-page capture)", async ({ page }) => {
  await startSession(page, OPERATOR);
  await page.goto('/ops/credit-requests');
  await expect(page.getByRole('table', { name: 'Credit requests' }).getByRole('row')).toHaveCount(26);
  const sizes = await page.evaluate(() => {
    const docked = document.querySelector('nav[aria-label="Operations"]')!.closest('.MuiDrawer-docked')!;
    return {
      sidebar: docked.getBoundingClientRect().height,
      page: document.documentElement.scrollHeight,
      colour: getComputedStyle(docked).backgroundColor,
      paper: getComputedStyle(docked.querySelector('.MuiDrawer-paper')!).backgroundColor,
    };
  });
  expect(sizes.page).toBeGreaterThan(1000);
  expect(sizes.sidebar).toBeGreaterThanOrEqual(sizes.page - 1);
  expect(sizes.colour).toBe(sizes.paper);
});
