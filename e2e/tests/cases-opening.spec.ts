// Opening a case from where the question arises (docs/decisions/cases.md, "Opening a case", "On the object's page"): a
// supplier's Admin opens a case about a deduction with a file from the deduction's page, lands on the case and finds it
// on the deduction's page and in Support; a case about an order shows in the order's Cases section and its activity.
import { expect, test, type Page } from '@playwright/test';
import { ADMIN, startSession } from '../fixtures/session.ts';

/** Fills the open dialog about `about` and opens the case; answers its number from the case page it lands on. */
async function openCase(
  page: Page,
  about: RegExp,
  category: string,
  subject: string,
  file?: { name: string; mimeType: string; buffer: Buffer },
) {
  const dialog = page.getByRole('dialog', { name: 'Open a case' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(about)).toBeVisible();
  await dialog.getByRole('combobox', { name: /^Category/ }).selectOption({ label: category });
  await dialog.getByRole('textbox', { name: /^Subject/ }).fill(subject);
  await dialog.getByRole('textbox', { name: /^Message/ }).fill('Please have a look: details attached.');
  if (file) {
    await dialog.getByLabel('Files (optional)').setInputFiles(file);
    await expect(dialog.getByText(file.name)).toBeVisible();
  }
  await dialog.getByRole('button', { name: 'Open case' }).click();
  await expect(page).toHaveURL(/\/support\/cases\/\d+$/);
  const heading = page.getByRole('heading', { level: 1, name: /^Case CASE-\d+$/ });
  await expect(heading).toBeVisible();
  return (await heading.textContent())!.replace('Case ', '').trim();
}

test('a supplier opens a case about a deduction with a file, and finds it on the deduction and in Support', async ({ page }) => {
  await startSession(page, ADMIN);
  await page.goto('/payments/deductions');
  await page
    .getByRole('link', { name: /^DED-\d+$/ })
    .first()
    .click();
  const title = page.getByRole('heading', { level: 1, name: /^Deduction DED-\d+$/ });
  await expect(title).toBeVisible();
  const deductionNumber = (await title.textContent())!.replace('Deduction ', '').trim();
  const deductionUrl = page.url();

  const cases = page.getByRole('region', { name: 'Cases' });
  await cases.getByRole('button', { name: 'Open a case' }).click();
  const caseNumber = await openCase(
    page,
    new RegExp(`^Deduction ${deductionNumber}$`),
    'Deduction question',
    'The late shipment was on time',
    {
      name: 'carrier-scan.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n%%EOF\n'),
    },
  );
  const messages = page.getByRole('list', { name: 'Messages' });
  await expect(messages.getByText('Please have a look: details attached.')).toBeVisible();
  await expect(messages.getByRole('button', { name: 'Download carrier-scan.pdf' })).toBeVisible();
  await expect(page.getByText(`Deduction ${deductionNumber}`)).toBeVisible();

  await page.goto(deductionUrl);
  const listed = page.getByRole('region', { name: 'Cases' }).getByRole('listitem').filter({ hasText: caseNumber });
  await expect(listed.getByRole('link', { name: caseNumber })).toBeVisible();
  await expect(listed.getByText('The late shipment was on time')).toBeVisible();
  await expect(listed.getByText('New', { exact: true })).toBeVisible();

  await page.getByRole('link', { name: 'Support' }).click();
  await expect(page.getByRole('heading', { name: 'Support', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: caseNumber })).toBeVisible();
});

test("a case opened from an order shows in the order's Cases section and in its activity", async ({ page }) => {
  await startSession(page, ADMIN);
  await page.goto('/orders');
  await page.getByRole('link', { name: /^PO-/ }).first().click();
  const title = page.getByRole('heading', { level: 1, name: /^Order PO-/ });
  await expect(title).toBeVisible();
  const po = (await title.textContent())!.replace('Order ', '').trim();
  const orderUrl = page.url();

  await page.getByRole('region', { name: 'Cases' }).getByRole('button', { name: 'Open a case' }).click();
  const caseNumber = await openCase(page, new RegExp(`^Order ${po}$`), 'Shipping and labels', 'Label shows the old address');

  await page.goto(orderUrl);
  const listed = page.getByRole('region', { name: 'Cases' }).getByRole('listitem').filter({ hasText: caseNumber });
  await expect(listed.getByRole('link', { name: caseNumber })).toHaveAttribute('href', /\/support\/cases\/\d+$/);
  await expect(listed.getByText('Label shows the old address')).toBeVisible();
  await expect(listed.getByText(/left to the first answer$/)).toBeVisible();
  const activity = page.getByRole('list', { name: 'Order activity' });
  await expect(activity.getByText(`Case ${caseNumber} opened — Alice Admin`)).toBeVisible();
  await expect(activity.getByText(/Subject: Label shows the old address/)).toBeVisible();
});
