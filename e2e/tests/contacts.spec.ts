// Contacts: the company contacts table, both edit dialogs (a form error and a server error on the right accordion),
// and the representatives tab with the RepresentativesPage flag on and off.
import { expect, test, type Page } from '@playwright/test';
import { CLERK, startSession } from '../fixtures/session.ts';

async function openContacts(page: Page, path = '/contacts') {
  await startSession(page, CLERK);
  await page.goto(path);
  await expect(page.getByRole('heading', { name: 'Contacts', level: 1 })).toBeVisible();
}

const rowOf = (page: Page, table: string, label: string) =>
  page.getByRole('table', { name: table }).getByRole('row').filter({ hasText: label });

test.describe('company contacts', () => {
  test('shows the main and additional contacts and edits the main contacts', async ({ page }) => {
    await openContacts(page);
    await expect(page.getByRole('tab', { name: 'Company contacts' })).toHaveAttribute('aria-selected', 'true');
    const primary = rowOf(page, 'Main contacts', 'Primary contact');
    await expect(primary).toContainText('Paula Primary');
    await expect(primary).toContainText('paula@acme.test');
    await expect(primary).toContainText('owners@acme.test');
    await expect(primary).toContainText('(212) 555-0123');
    await expect(rowOf(page, 'Main contacts', 'Ordering handling/fulfillment')).toContainText('--');
    await expect(rowOf(page, 'Additional contacts', 'Owner of the company')).toContainText('Olga Owner');

    await page.getByRole('button', { name: 'Edit main contacts' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit main contacts' });
    await expect(dialog.getByRole('textbox', { name: 'Name' }).first()).toHaveValue('Paula Primary');
    await dialog.getByRole('button', { name: 'Account receivable' }).click();
    const receivable = dialog.getByRole('region', { name: 'Account receivable' });
    await receivable.getByRole('textbox', { name: 'Name' }).fill('Rick Receivable');
    await receivable.getByRole('textbox', { name: 'Email', exact: true }).fill('rick@acme.test');
    await receivable.getByRole('textbox', { name: 'Phone' }).fill('12');
    await receivable.getByRole('button', { name: 'Add CC email' }).click();
    const cc = `ar-${Date.now()}@acme.test`;
    await receivable.getByRole('textbox', { name: 'CC email' }).last().fill(cc);
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await expect(receivable.getByText('Invalid phone number')).toBeVisible();
    await expect(dialog.getByRole('img', { name: 'Account receivable has errors' })).toBeVisible();
    await expect(dialog.getByRole('img', { name: 'Primary contact has errors' })).toHaveCount(0);

    await receivable.getByRole('textbox', { name: 'Phone' }).fill('212 555 0188');
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Contacts updated successfully')).toBeVisible();
    await expect(dialog).toBeHidden();
    const row = rowOf(page, 'Main contacts', 'Account receivable');
    await expect(row).toContainText('Rick Receivable');
    await expect(row).toContainText(cc);
    await expect(row).toContainText('(212) 555-0188');
  });

  test("edits the additional contacts; the server's error lands on the right accordion", async ({ page }) => {
    await openContacts(page);
    await page.getByRole('button', { name: 'Edit additional contacts' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit additional contacts' });
    await expect(dialog.getByRole('region', { name: 'Additional contact (1)' })).toBeVisible();
    // three seeded contacts (more when the suite reuses a server): the new one is the last
    const count = await dialog.getByRole('button', { name: /^Additional contact \(\d+\)$/ }).count();
    const title = `Additional contact (${count + 1})`;
    await dialog.getByRole('button', { name: 'Add additional contact' }).click();
    const added = dialog.getByRole('region', { name: title });
    await expect(added.getByRole('combobox', { name: 'Contact type' })).toHaveText('Other');
    await added.getByRole('textbox', { name: 'Name' }).fill('Nina New');
    // the primary contact's e-mail: refused by the server only (main contacts may change meanwhile)
    await added.getByRole('textbox', { name: 'Email' }).fill('paula@acme.test');
    await added.getByRole('textbox', { name: 'Phone' }).fill('+1 646 555 0142');
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await expect(added.getByText('This email belongs to a main contact')).toBeVisible();
    await expect(dialog.getByRole('img', { name: `${title} has errors` })).toBeVisible();
    await expect(dialog.getByRole('img', { name: 'Additional contact (1) has errors' })).toHaveCount(0);

    await added.getByRole('textbox', { name: 'Email' }).fill('nina@acme.test');
    await added.getByRole('combobox', { name: 'Contact type' }).click();
    await page.getByRole('option', { name: 'Sales rep' }).click();
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Additional contacts updated successfully')).toBeVisible();
    await expect(rowOf(page, 'Additional contacts', 'Sales rep').last()).toContainText('Nina New');
    await expect(rowOf(page, 'Additional contacts', 'Sales rep').last()).toContainText('(646) 555-0142');
  });
});

test.describe('representatives', () => {
  test('the tab named after the commerce company shows the representative and the key contacts', async ({ page }) => {
    await openContacts(page);
    await page.getByRole('tab', { name: 'Bison' }).click();
    await expect(page).toHaveURL(/\/contacts\/representatives$/);
    const mine = page.getByRole('region', { name: 'Your representative' });
    await expect(mine.getByText('Rita Representative')).toBeVisible();
    await expect(mine.getByText('RR', { exact: true })).toBeVisible();
    await expect(mine.getByText('Senior Supplier Success Manager')).toBeVisible();
    await expect(mine.getByRole('link', { name: 'rita.representative@bison.test' })).toHaveAttribute(
      'href',
      'mailto:rita.representative@bison.test',
    );
    await expect(mine.getByText('(312) 555-0177')).toBeVisible();
    const keys = page.getByRole('region', { name: 'Key contacts' });
    await expect(keys.getByRole('link')).toHaveCount(7);
    await expect(keys.getByText('Tracking information')).toBeVisible();
    await expect(keys.getByRole('link', { name: 'shipping@bison.test' })).toHaveAttribute('href', 'mailto:shipping@bison.test');
  });

  test('without the RepresentativesPage flag there is no tab and its route goes to company contacts', async ({ page }) => {
    await page.route('**/api/feature-flags/values', async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, json: { ...(await response.json()), RepresentativesPage: false } });
    });
    await openContacts(page, '/contacts/representatives');
    await expect(page).toHaveURL(/\/contacts$/);
    await expect(page.getByRole('tab', { name: 'Company contacts' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Bison' })).toHaveCount(0);
  });
});
