// Dashboard and insights with the seeded demo: every panel renders; each panel shows its own error text when its
// call fails while the others render; the pending-credit card's link; a narrow screen.
import { expect, test, type Page } from '@playwright/test';
import { ADMIN, startSession } from '../fixtures/session.ts';

async function openSignedIn(page: Page, path: string) {
  await startSession(page, ADMIN);
  await page.goto(path);
}

const DASHBOARD_PANELS = [
  'Daily sales of this month against last month',
  'Units sold of the five best-selling items',
  'Share of sales by channel',
];
const INSIGHTS_PANELS = [
  ...DASHBOARD_PANELS,
  'Share of sales of the five top-selling items',
  'Orders by channel',
  'Damage, defect and return cases',
];

/** Each chart is drawn once its panel comes near the screen (docs/decisions/delivery.md): a reader scrolls to it. */
async function expectChartsDrawn(page: Page, names: string[]) {
  for (const name of names) {
    const figure = page.getByRole('figure', { name });
    await figure.scrollIntoViewIfNeeded();
    await expect(figure).toHaveAttribute('aria-busy', 'false');
    await expect(figure.locator('svg').first()).toBeVisible();
  }
}

/** Two boxes share any area. */
const overlap = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Every tick label of a chart (both axes) stands clear of the others. */
async function expectTickLabelsApart(page: Page, figureName: string) {
  const labels = page.getByRole('figure', { name: figureName }).locator('.MuiChartsAxis-tickLabel');
  await expect(labels.first()).toBeVisible();
  const boxes = (await labels.evaluateAll((nodes) => nodes.map((n) => n.getBoundingClientRect().toJSON() as Box))).filter(
    (b) => b.width > 0,
  );
  for (const [i, a] of boxes.entries())
    for (const b of boxes.slice(i + 1)) expect(overlap(a, b), `tick labels at ${JSON.stringify(a)} and ${JSON.stringify(b)}`).toBe(false);
}

test.describe('dashboard', () => {
  test('renders the greeting, six cards, unprocessed orders and every chart from the seeded data', async ({ page }) => {
    await openSignedIn(page, '/');
    await expect(page.getByRole('heading', { name: 'Welcome, Alice Admin' })).toBeVisible();
    for (const card of [
      'Orders this month',
      'Orders to ship',
      'Late shipments',
      'Month-to-date sales',
      'Pending credit requests',
      'Last inventory processed',
    ])
      await expect(page.getByRole('region', { name: card })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Orders this month' }).getByText(/^\d+$/)).toBeVisible();
    const grid = page.getByRole('region', { name: 'Unprocessed orders' });
    await expect(grid.getByRole('link', { name: /^PO-/ }).first()).toBeVisible();
    await expectChartsDrawn(page, DASHBOARD_PANELS);
    await grid.getByRole('link', { name: 'View all' }).click();
    await expect(page).toHaveURL(/\/orders/);
  });

  for (const width of [1440, 768])
    test(`Unprocessed orders: the true number waiting, no pager, five whole rows in its 240 px at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 1000 });
      // the orders list's total of the orders that need processing, as the panel asks for it
      const counted = page.waitForResponse((r) => r.url().includes('/api/order-summaries?') && r.ok());
      await openSignedIn(page, '/');
      const total = Number((await (await counted).headerValue('content-range'))!.split('/')[1]);
      expect(total).toBeGreaterThan(10);
      const panel = page.getByRole('region', { name: 'Unprocessed orders' });
      await expect(panel.getByText(`The 10 newest of ${total} orders need processing.`)).toBeVisible();
      await expect(panel.getByText(/\d+ to \d+ of \d+/)).toHaveCount(0);
      const table = panel.getByRole('table');
      await expect(table.getByRole('link', { name: /^PO-/ })).toHaveCount(10);
      // the scrolling box inside its border
      const view = await table.evaluate((t) => {
        const box = t.parentElement!;
        const top = box.getBoundingClientRect().top + box.clientTop;
        return { top, height: box.clientHeight, bottom: top + box.clientHeight, width: box.clientWidth, scrollWidth: box.scrollWidth };
      });
      expect(view.height).toBe(240);
      expect(view.scrollWidth).toBeLessThanOrEqual(view.width);
      const rows = table.locator('tbody tr');
      const fifth = (await rows.nth(4).boundingBox())!;
      const sixth = (await rows.nth(5).boundingBox())!;
      expect(fifth.y + fifth.height).toBeLessThanOrEqual(view.bottom + 0.5);
      expect(sixth.y).toBeGreaterThanOrEqual(view.bottom - 0.5);
    });

  test("the sales chart names today's point 'Today so far'; the top items read by name and in units sold", async ({ page }) => {
    await openSignedIn(page, '/');
    const sales = page.getByRole('figure', { name: 'Daily sales of this month against last month' });
    await sales.scrollIntoViewIfNeeded();
    await expect(sales.getByText('Today so far')).toBeVisible();
    const topItems = page.getByRole('figure', { name: 'Units sold of the five best-selling items' });
    await topItems.scrollIntoViewIfNeeded();
    await expect(topItems.locator('.MuiChartsAxis-label').getByText('Units sold')).toBeVisible();
    const names = topItems.getByRole('list', { name: 'Products' }).getByRole('listitem');
    await expect(names).toHaveCount(5);
    for (const item of await names.all()) {
      const caption = item.locator('.MuiTypography-root');
      await expect(caption).toBeVisible();
      expect(await caption.evaluate((n) => parseFloat(getComputedStyle(n).fontSize))).toBeGreaterThanOrEqual(12);
      expect((await caption.textContent())!.length).toBeGreaterThan(3);
    }
  });

  test('links pending credit requests to the credit requests route (CreditRequests is on in the demo)', async ({ page }) => {
    await openSignedIn(page, '/');
    await page.getByRole('region', { name: 'Pending credit requests' }).getByRole('link').click();
    await expect(page).toHaveURL(/\/accounting\/credit-requests$/);
  });

  const failures: [string, string][] = [
    ['**/api/suppliers/stats*', 'Unable to retrieve statistics.'],
    ['**/api/supplier-sales-metrics*', 'Unable to retrieve sales data.'],
    ['**/api/supplier-top-items', 'Unable to retrieve top items sold data.'],
    ['**/api/supplier-sales-by-channel', 'Unable to retrieve sales by channel data.'],
  ];
  for (const [route, text] of failures)
    test(`shows "${text}" when its call fails while the other panels render`, async ({ page }) => {
      await page.route(route, (r) =>
        r.fulfill({ status: 500, contentType: 'application/json', body: '{"title":"Internal Server Error","status":500}' }),
      );
      await openSignedIn(page, '/');
      await expect(page.getByText(text)).toBeVisible();
      for (const [, other] of failures.filter(([, t]) => t !== text)) await expect(page.getByText(other)).toHaveCount(0);
      await expect(page.getByRole('region', { name: 'Unprocessed orders' }).getByRole('link', { name: /^PO-/ }).first()).toBeVisible();
    });
});

test.describe('insights', () => {
  test('renders every panel with the seeded data', async ({ page }) => {
    await openSignedIn(page, '/insights');
    await expect(page.getByRole('heading', { name: 'Insights', level: 1 })).toBeVisible();
    await expectChartsDrawn(page, INSIGHTS_PANELS);
  });

  const failures: [string, string][] = [
    ['**/api/supplier-sales-metrics*', 'Unable to retrieve sales data.'],
    ['**/api/supplier-top-items', 'Unable to retrieve top items by count data.'],
    ['**/api/supplier-top-items-by-sales', 'Unable to retrieve top SKU data.'],
    ['**/api/supplier-sales-by-channel', 'Unable to retrieve sales by channel data.'],
    ['**/api/supplier-orders-by-channel', 'Unable to retrieve order count by channel data.'],
    ['**/api/supplier-damage-defect-return-statistics', 'Unable to retrieve DDR cases.'],
  ];
  for (const [route, text] of failures)
    test(`shows "${text}" when its call fails while the other panels render`, async ({ page }) => {
      await page.route(route, (r) =>
        r.fulfill({ status: 500, contentType: 'application/json', body: '{"title":"Internal Server Error","status":500}' }),
      );
      await openSignedIn(page, '/insights');
      await expect(page.getByText(text)).toBeVisible();
      const others = failures.filter(([, t]) => t !== text);
      for (const [, other] of others) await expect(page.getByText(other)).toHaveCount(0);
      await page.getByRole('figure', { name: 'Damage, defect and return cases' }).scrollIntoViewIfNeeded();
      await expect(
        page
          .getByRole('figure', { name: 'Damage, defect and return cases' })
          .or(page.getByRole('figure', { name: 'Orders by channel' }))
          .first()
          .locator('svg')
          .first(),
      ).toBeVisible();
    });

  for (const width of [1440, 768])
    test(`"Order count by channel" keeps every label clear of the others at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 1000 });
      await openSignedIn(page, '/insights');
      await expectChartsDrawn(page, ['Orders by channel']);
      await expectTickLabelsApart(page, 'Orders by channel');
    });

  test('stacks the panels on a narrow screen (768 px) without horizontal scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 768, height: 1000 });
    await openSignedIn(page, '/insights');
    await expectChartsDrawn(page, INSIGHTS_PANELS);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.goto('/');
    await expect(page.getByRole('region', { name: 'Late shipments' })).toBeVisible();
    await expectChartsDrawn(page, DASHBOARD_PANELS);
  });
});
