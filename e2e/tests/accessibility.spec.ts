// axe on every route of the portal in both palettes: the signed-out pages, every supplier screen (as the Admin), the
// operations console (as the operator). A serious or critical violation of WCAG 2 A/AA fails the test, naming the rule,
// the route, the palette and the elements.
import { expect, test, type Page } from '@playwright/test';
import { ADMIN, signIn } from '../fixtures/session.ts';
import { animationsEnded, PALETTES, serious, switchPalette } from '../fixtures/axe.ts';

const OPERATOR = 'ops@marketplace.test';

const SIGNED_OUT = ['/login', '/login/sso', '/request-password-reset', '/no-such-page'];
const SUPPLIER = [
  '/',
  '/orders',
  'first order', // the order page of the first order in the list
  '/insights',
  '/accounting/credit-requests',
  '/accounting/credit-memos',
  '/users',
  '/settings/integrations',
  '/settings/scim',
  '/settings/edi',
  '/settings/single-sign-on',
  '/contacts',
  '/contacts/representatives',
  '/account/password',
  '/account/second-factor',
  '/account/sessions',
  '/choose-supplier',
  '/users/audit-log',
  '/web-design',
  '/products',
  '/payments/overview',
  '/payments/invoices',
  '/payments/remittances',
  'first remittance', // the remittance page of the first remittance in the list
  '/payments/deductions',
  'first deduction', // the deduction page of the first deduction in the list
  '/performance',
  '/support',
  'first case', // the case page of the first case in the list
  'the Change or undo menu', // open on a labelled order awaiting shipment: items disabled with their reasons
  'open a case', // the "Open a case" dialog, on the first deduction's page
];
const CONSOLE = [
  '/ops',
  '/ops/price-changes',
  '/ops/cancellations',
  '/ops/invoices',
  '/ops/ltl-shipments',
  'a queued order', // the console's order page of the first order in the invoices queue
  '/ops/orders/new',
  '/ops/credit-requests',
  '/ops/invitations',
  '/ops/applications',
  '/ops/suppliers',
  '/ops/suppliers/1', // Acme: its people with every supplier each belongs to
  '/ops/suppliers/1/edi',
  '/ops/suppliers/2/edi', // Integrated: the demo's partner with its SFTP sign-in (seed/edi.ts)
  '/ops/payment-terms',
  '/ops/deduction-rules',
  '/ops/payment-runs',
  '/ops/disputes',
  '/ops/performance',
  '/ops/performance/standards',
  '/ops/cases',
  'a console case', // the console's case page of the first case in the queue
  '/ops/cases/categories',
  '/ops/sso-domain-claims',
];

/** Routes that show progress indicators as their content (the design showcase). */
const SHOWS_PROGRESS = new Set(['/web-design']);

/** The page has drawn: its title is shown and nothing is loading any more. */
async function settled(page: Page, route: string) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  if (!SHOWS_PROGRESS.has(route)) await expect(page.getByRole('progressbar')).toHaveCount(0, { timeout: 15_000 });
  // a grid's Columns button is enabled once AG Grid has loaded (the showcase's grid loads beside its progress demos)
  // (counted as a whole: a grid that re-renders replaces its button, and a locator held by index would lose it)
  await expect(page.getByRole('button', { name: 'Columns', disabled: true })).toHaveCount(0);
  await animationsEnded(page);
}

/** Routes reached by a list's first link (a PO number unless `link` says otherwise): the list and the page it opens. */
const OPENED_FROM: Record<string, { list: string; page: RegExp; link?: RegExp }> = {
  'first order': { list: '/orders', page: /\/orders\/\d+/ },
  'a queued order': { list: '/ops/invoices', page: /\/ops\/orders\/\d+/ },
  'first remittance': { list: '/payments/remittances', page: /\/payments\/remittances\/\d+/, link: /^RMT-\d+$/ },
  'first deduction': { list: '/payments/deductions', page: /\/payments\/deductions\/\d+/, link: /^DED-\d+$/ },
  'first case': { list: '/support', page: /\/support\/cases\/\d+/, link: /^CASE-\d+$/ },
  'a console case': { list: '/ops/cases', page: /\/ops\/cases\/\d+/, link: /^CASE-\d+$/ },
};

/**
 * Menus checked open, on the page they belong to: their disabled items (MUI's faded look) and the reasons under them
 * are on screen. The order is PO-1000206, a demo order awaiting shipment with a label (seed/label-records.ts): its label
 * can be voided, its warehouse and its processing can no longer be changed (processed days ago, labelled).
 */
const MENUS: Record<string, { url: string; heading: RegExp; button: string }> = {
  'the Change or undo menu': { url: '/orders/206', heading: /^Order PO-/, button: 'Change or undo' },
};

/** Opens the menu's page, settles it, opens the menu, then runs axe in the light palette and, switched in place, the dark. */
async function checkMenu(page: Page, route: string, found: string[]) {
  const menu = MENUS[route]!;
  await page.goto(menu.url);
  await expect(page.getByRole('heading', { name: menu.heading })).toBeVisible();
  await settled(page, route);
  await page.getByRole('button', { name: menu.button }).click();
  const list = page.getByRole('menu');
  await expect(list).toBeVisible();
  // the sweep is about the disabled items: there must be one
  await expect(list.getByRole('menuitem', { disabled: true }).first()).toBeVisible();
  for (const palette of PALETTES) {
    if (palette !== 'light') await switchPalette(page, palette);
    await animationsEnded(page);
    // axe skips a disabled control's colours (WCAG exempts inactive components), but the reason under a disabled item
    // is what a person must read: the check sees the items as the text they are (the look stays: the Mui-disabled class)
    await list.evaluate((menu) => menu.querySelectorAll('[aria-disabled="true"]').forEach((item) => item.removeAttribute('aria-disabled')));
    for (const f of await serious(page)) found.push(`${palette} ${route}: ${f.impact} ${f.id} (${f.help}) at ${f.targets.join(', ')}`);
  }
}

/** Dialogs checked over their page: the page, the button that opens the dialog, the dialog's name. */
const DIALOG_ON: Record<string, { from: string; button: string; dialog: string }> = {
  'open a case': { from: 'first deduction', button: 'Open a case', dialog: 'Open a case' },
};

/** Opens a route in the light palette, runs axe, switches the same page to the dark palette and runs axe again. */
async function check(page: Page, route: string, found: string[]) {
  if (MENUS[route]) return checkMenu(page, route, found);
  const onDialog = DIALOG_ON[route];
  const opened = OPENED_FROM[onDialog?.from ?? route];
  if (opened) {
    await page.goto(opened.list);
    const link = page.getByRole('link', { name: opened.link ?? /^PO-/ }).first();
    await expect(link).toBeVisible();
    await link.click();
    await expect(page).toHaveURL(opened.page);
  } else {
    await page.goto(route);
  }
  if (onDialog) {
    await settled(page, onDialog.from);
    await page.getByRole('button', { name: onDialog.button }).first().click();
    // the page under a modal is hidden from the accessibility tree: the dialog is what is checked
    const dialog = page.getByRole('dialog', { name: onDialog.dialog });
    await expect(dialog).toBeVisible();
    // the categories arrived (the select's options after its placeholder)
    await expect(dialog.getByRole('option', { name: 'Other' })).toBeAttached();
    // the dialog fades in (a transition that may not have started when it first counts as visible: opacity 0 is
    // visible to Playwright): CI's axe read its labels half faded, a contrast finding gone on the retry
    await expect.poll(() => dialog.evaluate((el) => getComputedStyle(el.closest('.MuiDialog-container') ?? el).opacity)).toBe('1');
  }
  for (const palette of PALETTES) {
    if (palette !== 'light') await switchPalette(page, palette);
    if (!onDialog) await settled(page, route);
    // whatever still moves (the dialog's first field focused: its label's colour transition) ends before axe reads colours
    else await animationsEnded(page);
    for (const f of await serious(page)) found.push(`${palette} ${route}: ${f.impact} ${f.id} (${f.help}) at ${f.targets.join(', ')}`);
  }
}

// Each page is opened once and checked in both palettes (the dark one switched in place, as another tab switches it):
// a load per route instead of two (the sweep was four tests of 25-43 s).
test.describe('axe in the light and dark palettes', () => {
  test.beforeEach(async ({ context }) => {
    // every load starts light (addInitScript runs at each navigation), the check then switches the page to dark
    await context.addInitScript(() => localStorage.setItem('palette-mode', 'light'));
  });

  /** Signs in as `user` (unless null), waits for the landing heading, checks every route: no serious finding. */
  async function sweep(page: Page, user: { email: string; landing: RegExp } | null, routes: string[]) {
    if (user) {
      await page.goto('/login');
      await signIn(page, user.email);
      await expect(page.getByRole('heading', { name: user.landing })).toBeVisible();
    }
    const found: string[] = [];
    for (const route of routes) await check(page, route, found);
    expect(found).toEqual([]);
  }

  test('signed-out pages', async ({ page }) => sweep(page, null, SIGNED_OUT));

  test('every supplier screen', async ({ page }) => {
    test.setTimeout(165_000);
    await sweep(page, { email: ADMIN, landing: /Welcome/ }, SUPPLIER);
  });

  test('the operations console', async ({ page }) => {
    test.setTimeout(120_000);
    await sweep(page, { email: OPERATOR, landing: /^Operations$/ }, CONSOLE);
  });
});
