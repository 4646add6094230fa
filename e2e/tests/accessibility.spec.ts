// axe on every route of the portal in both palettes: the signed-out pages, every supplier screen (as the Admin), the
// operations console (as the operator). A serious or critical violation of WCAG 2 A/AA fails the test, naming the rule,
// the route, the palette and the elements.
import { expect, test, type Page } from '@playwright/test';
import { ADMIN, OPERATOR, signIn } from '../fixtures/session.ts';
import { animationsEnded, PALETTES, serious, switchPalette } from '../fixtures/axe.ts';
import { CONSOLE, DIALOG_ON, MENUS, openPage, settled, SUPPLIER } from '../fixtures/routes.ts';

const SIGNED_OUT = ['/login', '/login/sso', '/request-password-reset', '/no-such-page'];

/** Opens the menu's page, settles it, opens the menu, then runs axe in the light palette and, switched in place, the dark. */
async function checkMenu(page: Page, route: string, found: string[]) {
  const menu = MENUS[route]!;
  await openPage(page, route);
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

/** Opens a route in the light palette, runs axe, switches the same page to the dark palette and runs axe again. */
async function check(page: Page, route: string, found: string[]) {
  if (MENUS[route]) return checkMenu(page, route, found);
  const onDialog = DIALOG_ON[route];
  await openPage(page, route);
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
