// Every signed-in page fits the narrow widths the portal supports without the page scrolling sideways
// (docs/decisions/web-platform.md, "Narrow screens"): each supplier screen (as the Admin) and each console screen (as
// the operator), the routes of the axe sweep (fixtures/routes.ts). A wide table may scroll inside its own scroller; the
// document may not. A page that does names its route, by how much, and the widest element that sticks out of the
// window (not inside a scroller of its own), which is where its width comes from. Reads the demo data and adds an API
// token and a SCIM token (their lists are empty in the demo); lane A (e2e/lanes.ts).
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ADMIN, OPERATOR, startSession, tokenOf } from '../fixtures/session.ts';
import { CONSOLE, DIALOG_ON, openPage, settled, SUPPLIER } from '../fixtures/routes.ts';
import { sideways } from '../fixtures/sideways.ts';

/** A phone and a tablet (the spec's mobile breakpoint). */
const WIDTHS = [390, 768];

/**
 * A list that shows nothing cannot stick out: the demo has no API or SCIM token, so the sweep makes one of each when the
 * supplier has none (their tables are the widest of Settings).
 */
async function withTokens(request: APIRequestContext) {
  const headers = await tokenOf(request, ADMIN);
  const lists: [string, object][] = [
    ['/api/integrations/api-tokens', { name: 'Warehouse system', scopes: ['read', 'orders:write', 'accounting:write', 'support'] }],
    ['/api/scim/tokens', { name: 'Okta provisioning' }],
  ];
  for (const [path, body] of lists) {
    const listed = await request.get(path, { headers });
    expect(listed.ok(), await listed.text()).toBeTruthy();
    if (((await listed.json()) as unknown[]).length > 0) continue;
    const made = await request.post(path, { headers, data: body });
    expect(made.ok(), await made.text()).toBeTruthy();
  }
}

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    /** Opens each route's page once (a dialog's page is a route of its own) and lists the pages that scroll sideways. */
    async function sweep(page: Page, user: string, routes: string[]) {
      await startSession(page, user);
      const found: string[] = [];
      for (const route of routes.filter((r) => !DIALOG_ON[r])) {
        await settled(page, await openPage(page, route));
        const wide = await sideways(page);
        if (wide) found.push(`${route} (${page.url()}) scrolls sideways by ${wide.by} px: ${wide.element}`);
      }
      expect(found, `pages wider than ${width} px`).toEqual([]);
    }

    test(`every supplier screen fits ${width} px without scrolling sideways`, async ({ page, request }) => {
      test.setTimeout(90_000);
      await withTokens(request);
      await sweep(page, ADMIN, SUPPLIER);
    });

    test(`every console screen fits ${width} px without scrolling sideways`, async ({ page }) => {
      test.setTimeout(90_000);
      await sweep(page, OPERATOR, CONSOLE);
    });
  });
}

test('at 768 px a token’s status and Revoke are in view, who made it and when on lines under its name', async ({ page, request }) => {
  await withTokens(request);
  await page.setViewportSize({ width: 768, height: 900 });
  await startSession(page, ADMIN);
  await page.goto('/settings/integrations');
  const table = page.getByRole('table', { name: 'API tokens' });
  const row = table.getByRole('row').filter({ hasText: 'Warehouse system' }).first();
  await expect(row.getByRole('button', { name: 'Revoke Warehouse system' })).toBeInViewport({ ratio: 1 });
  await expect(row.getByText('Active')).toBeInViewport({ ratio: 1 });
  await expect(row.getByText('Created by: admin@acme.test')).toBeVisible();
  await expect(table.getByRole('columnheader', { name: 'Created by' })).toBeHidden();
  // the table itself does not scroll: nothing is out of view to the right
  expect(await table.evaluate((t) => t.parentElement!.scrollWidth - t.parentElement!.clientWidth)).toBeLessThanOrEqual(0);
});

test('on a phone the console’s bar keeps its whole title and one Sign out (the icon), which signs out', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 900 });
  await startSession(page, OPERATOR);
  await page.goto('/ops');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  const title = page.getByRole('banner').getByText('Operations console', { exact: true });
  await expect(title).toBeVisible();
  // not cut to "Operations co…": the title's text fits its box
  expect(await title.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
  const signOut = page.getByRole('button', { name: 'Sign out' });
  await expect(signOut).toHaveCount(1);
  await expect(signOut).toBeInViewport({ ratio: 1 });
  await signOut.click();
  await expect(page).toHaveURL(/\/login/);
});
