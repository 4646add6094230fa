// Opening a case from where the question arises (docs/decisions/cases.md, "Opening a case", "On the object's page"): a
// case about an order shows in the order's Cases section and its activity. A case opened from a deduction's page with
// a file is the first step of the one flow (cases-console.spec.ts).
import { expect, test } from '@playwright/test';
import { openCaseInDialog } from '../fixtures/cases.ts';
import { ADMIN, startSession } from '../fixtures/session.ts';

test("a case opened from an order shows in the order's Cases section and in its activity", async ({ page }) => {
  await startSession(page, ADMIN);
  await page.goto('/orders');
  await page.getByRole('link', { name: /^PO-/ }).first().click();
  const title = page.getByRole('heading', { level: 1, name: /^Order PO-/ });
  await expect(title).toBeVisible();
  const po = (await title.textContent())!.replace('Order ', '').trim();
  const orderUrl = page.url();

  await page.getByRole('region', { name: 'Cases' }).getByRole('button', { name: 'Open a case' }).click();
  const { caseNumber } = await openCaseInDialog(page, `Order ${po}`, 'Shipping and labels', 'Label shows the old address');

  await page.goto(orderUrl);
  const listed = page.getByRole('region', { name: 'Cases' }).getByRole('listitem').filter({ hasText: caseNumber });
  await expect(listed.getByRole('link', { name: caseNumber })).toHaveAttribute('href', /\/support\/cases\/\d+$/);
  await expect(listed.getByText('Label shows the old address')).toBeVisible();
  await expect(listed.getByText(/left to the first answer$/)).toBeVisible();
  const activity = page.getByRole('list', { name: 'Order activity' });
  await expect(activity.getByText(`Case ${caseNumber} opened — Alice Admin`)).toBeVisible();
  await expect(activity.getByText(/Subject: Label shows the old address/)).toBeVisible();
});
