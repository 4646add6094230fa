// One person, several suppliers (issue 43): the demo agent signs in, chooses a supplier, sees its orders and not the
// other's, switches from the profile menu without signing in again, and sees the other supplier's orders.
import { expect, test, type Page } from '@playwright/test';
import { signIn } from '../fixtures/session.ts';

const AGENT = 'agent@agency.test';
const ACME = 'Acme Home Goods';
const INTEGRATED = 'Integrated Outdoor Supply';
/** An order of Acme's (seed: PO-1000206, awaiting shipment with a label). */
const ACME_ORDER = '/orders/206';

async function choose(page: Page, supplier: string) {
  await expect(page.getByRole('heading', { name: 'Choose a supplier', level: 1 })).toBeVisible();
  await page
    .getByRole('list', { name: 'Suppliers' })
    .getByRole('button', { name: new RegExp(supplier) })
    .click();
}

async function currentSupplierIs(page: Page, supplier: string) {
  await page.getByRole('button', { name: 'Profile, Avery Agent' }).click();
  await expect(page.getByRole('menu').getByTestId('current-supplier')).toHaveText(supplier);
  await page.keyboard.press('Escape');
}

test('a person of two suppliers chooses one after signing in, then switches to the other without signing in again', async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto('/login?returnUrl=%2Forders');
  await signIn(page, AGENT);
  await expect(page).toHaveURL(/\/choose-supplier\?returnUrl=%2Forders$/);
  const suppliers = page.getByRole('list', { name: 'Suppliers' });
  await expect(suppliers.getByRole('button')).toHaveCount(2);
  await expect(suppliers).toContainText(ACME);
  await expect(suppliers).toContainText(INTEGRATED);

  await choose(page, INTEGRATED);
  await expect(page).toHaveURL(/\/orders$/);
  await expect(page.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible();
  await currentSupplierIs(page, INTEGRATED);
  // Acme's order is not the integrated supplier's: not found
  await page.goto(ACME_ORDER);
  await expect(page.getByRole('heading', { name: '404 - Not Found' })).toBeVisible();

  // the profile menu's switch: a new session for Acme, no password asked
  await page.goto('/');
  await page.getByRole('button', { name: 'Profile, Avery Agent' }).click();
  await page.getByRole('menuitem', { name: 'Switch supplier' }).click();
  await choose(page, ACME);
  await expect(page).toHaveURL(/\/$/);
  await currentSupplierIs(page, ACME);
  await page.goto(ACME_ORDER);
  await expect(page.getByRole('heading', { name: /^Order PO-1000206/ })).toBeVisible();

  // a reload keeps the chosen supplier (the stored session is Acme's)
  await page.reload();
  await expect(page.getByRole('heading', { name: /^Order PO-1000206/ })).toBeVisible();
});

test('a person of one supplier never sees the chooser nor the switch', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, 'clerk@acme.test');
  await expect(page.getByRole('heading', { name: 'Welcome, Carl Clerk', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Profile, Carl Clerk' }).click();
  await expect(page.getByRole('menu').getByTestId('current-supplier')).toHaveText(ACME);
  await expect(page.getByRole('menuitem', { name: 'Switch supplier' })).toHaveCount(0);
});
