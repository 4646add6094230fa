// Why was I charged (docs/decisions/payments.md, "Why was I charged"): a seeded late shipment deduction, raised by the
// rules' engine from the demo's facts, says on its page which rule took how much from what and its evidence in words;
// a remittance names each deduction it held back, linked. Screenshots of both pages at 1440 and 768 px in both
// palettes are attached to the test's results.
import { expect, test, type Locator, type Page, type TestInfo } from '@playwright/test';
import { ADMIN, startSession } from '../fixtures/session.ts';

/** `ready`: what shows once the page's data is drawn (the live stream keeps the network busy: no idle to wait for). */
async function screenshots(page: Page, testInfo: TestInfo, name: string, ready: Locator) {
  for (const width of [1440, 768]) {
    await page.setViewportSize({ width, height: 900 });
    for (const mode of ['light', 'dark']) {
      await page.evaluate((m) => localStorage.setItem('palette-mode', m), mode);
      await page.reload();
      await expect(ready).toBeVisible({ timeout: 15_000 });
      const path = testInfo.outputPath(`${name}-${width}-${mode}.png`);
      await page.screenshot({ path, fullPage: true });
      await testInfo.attach(`${name}-${width}-${mode}.png`, { path, contentType: 'image/png' });
    }
  }
  await page.evaluate(() => localStorage.setItem('palette-mode', 'light'));
}

test("a rule deduction's page says which rule took how much from what, and its evidence in words", async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  await startSession(page, ADMIN);
  const filter = JSON.stringify({ type: { filterType: 'set', values: ['LateShipment'] } });
  await page.goto(`/payments/deductions?filter=${encodeURIComponent(filter)}`);
  const grid = page.getByRole('grid');
  const first = grid.getByRole('link', { name: /^DED-\d{6}$/ }).first();
  await expect(first).toBeVisible({ timeout: 15_000 });
  const number = (await first.textContent())!;
  await first.click();
  await expect(page.getByRole('heading', { level: 1, name: `Deduction ${number}` })).toBeVisible();
  // the rule and its basis, in one sentence
  await expect(
    page.getByText(/^The marketplace's late shipment rule took 3% of the order's items total of \$[\d,]+\.\d{2}: \$[\d,]+\.\d{2}\.$/),
  ).toBeVisible();
  // the evidence in words: the promised date against the ship date
  const evidence = page.getByRole('list', { name: 'Evidence in words' });
  await expect(
    evidence.getByText(/^Promised to ship by [A-Z][a-z]{2} \d{2}, \d{4}; shipped on [A-Z][a-z]{2} \d{2}, \d{4}: \d+ days? late\.$/),
  ).toBeVisible();
  // no made-up evidence
  await expect(page.getByText('Demo')).toHaveCount(0);
  await screenshots(page, testInfo, 'deduction', evidence);

  // a deduction a remittance held back: the remittance names it by number, linked (the deduction page's link opens
  // the remittances grid filtered to that remittance)
  const heldFilter = JSON.stringify({ heldBack: { filterType: 'set', values: ['HeldBack'] } });
  await page.goto(`/payments/deductions?filter=${encodeURIComponent(heldFilter)}`);
  await page
    .getByRole('grid')
    .getByRole('link', { name: /^DED-\d{6}$/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: /^Deduction DED-\d{6}$/ })).toBeVisible();
  const po = (await page.locator('main a[href^="/orders/"]').first().textContent())!;
  const held = page.getByRole('link', { name: /^RMT-\d{6}$/ }).first();
  const remittanceNumber = (await held.textContent())!;
  await held.click();
  await page.getByRole('grid').getByRole('link', { name: remittanceNumber }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Remittance RMT-\d{6}$/ })).toBeVisible();
  // its lines filtered to the deduction's order (the lines grid's URL state): the line that held it back
  const poFilter = JSON.stringify({ purchaseOrderNumber: { filterType: 'text', type: 'contains', filter: po } });
  await page.goto(`${new URL(page.url()).pathname}?filter=${encodeURIComponent(poFilter)}`);
  const lines = page.getByRole('grid', { name: 'Remittance lines' });
  const heldBack = lines.getByRole('link', { name: /^DED-\d{6}$/ }).first();
  await expect(heldBack).toBeVisible({ timeout: 15_000 });
  await screenshots(page, testInfo, 'remittance', heldBack);
});
