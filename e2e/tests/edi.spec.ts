// EDI (docs/decisions/edi.md): the operator sets a supplier's trading partner up in the console (a bad id refused
// with the rules' words); the supplier's Admin then sees, on its EDI page, the 850 the marketplace sent for a new
// order, the partner's 855 applied and the 997 answering it, opens the 855's raw file and downloads it, and switches
// test mode on and off.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { INTEGRATED, OPERATOR, operatorPage, readOutbox, signedIn, tokenOf } from '../fixtures/session.ts';
import { usDay } from '../fixtures/us-day.ts';

const INTEGRATED_NAME = 'Integrated Outdoor Supply';
test.describe.configure({ mode: 'serial' });

async function integratedId(request: APIRequestContext): Promise<number> {
  const ops = await tokenOf(request, OPERATOR);
  const suppliers = (await (await request.get('/api/ops/supplier-options', { headers: ops })).json()) as { value: number; label: string }[];
  return suppliers.find((s) => s.label === INTEGRATED_NAME)!.value;
}

/** A new order of the integrated supplier through the intake call (the marketplace's systems), as the operator. */
async function intake(request: APIRequestContext, supplierId: number) {
  const po = `PO-E2E-EDI-${Date.now().toString(36)}`.toUpperCase();
  const res = await request.post('/api/ops/orders', {
    headers: await tokenOf(request, OPERATOR),
    data: {
      supplierId,
      purchaseOrderNumber: po,
      channel: 'Amazon',
      shippingMethod: 'SupplierGround',
      promisedShippingDate: usDay(10),
      customer: { firstName: 'Erin', lastName: 'Endtoend' },
      address: { address1: '9 Test Road', city: 'Dayton', state: 'OH', zip: '45402' },
      items: [{ productId: 7101, sku: 'E2E-EDI-1', productName: 'EDI planter', quantity: 2, pricePerUnit: '10.00' }],
    },
  });
  expect(res.status()).toBe(200);
  // the 850 follows the order's commit (a reaction): the dev outbox runs the waiting reactions before it answers
  await readOutbox(request, INTEGRATED);
  return po;
}

test('the operator sets the supplier’s trading partner up; a bad qualifier is refused with its rule', async ({ browser, request }) => {
  const supplierId = await integratedId(request);
  const { context, page } = await operatorPage(browser);
  await page.goto(`/ops/suppliers/${supplierId}`);
  await page.getByRole('link', { name: 'Set up EDI' }).click();
  await expect(page.getByRole('heading', { name: 'EDI trading partner' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Trading partner' });
  await form.getByLabel('ISA qualifier').fill('Z');
  await form.getByLabel('ISA id').fill('integrated');
  await form.getByLabel('GS id').fill('intgs');
  await form.getByRole('button', { name: 'Save trading partner' }).click();
  await expect(form.getByText('The ISA qualifier is two capital letters or digits (ZZ, 01, 12 ...).')).toBeVisible();
  await form.getByLabel('ISA qualifier').fill('zz');
  // a new partner starts in test mode: this one goes live
  await form.getByLabel(/^Test mode/).uncheck();
  await form.getByRole('button', { name: 'Save trading partner' }).click();
  await expect(page.getByText('The trading partner is saved.')).toBeVisible();
  await page.reload();
  await expect(form.getByLabel('ISA qualifier')).toHaveValue('ZZ');
  await expect(form.getByLabel('ISA id')).toHaveValue('INTEGRATED');
  await expect(form.getByLabel('GS id')).toHaveValue('INTGS');
  await expect(form.getByLabel(/^Test mode/)).not.toBeChecked();
  await expect(form.getByLabel(/^Enabled/)).toBeChecked();
  await context.close();
});

test('the supplier sees the 850 sent, the partner’s 855 applied and its 997, opens and downloads the raw file, switches test mode', async ({
  page,
  request,
}) => {
  const po = await intake(request, await integratedId(request));
  const arrived = await request.post('/api/dev/edi/partner-files', {
    headers: await tokenOf(request, INTEGRATED),
    data: { supplierOrderNumber: 'SO-E2E-855' },
  });
  expect(arrived.status()).toBe(200);
  const file = (await arrived.json()) as { purchaseOrderNumber: string; state: string; controlNumber: string };
  expect(file).toMatchObject({ purchaseOrderNumber: po, state: 'accepted' });

  await signedIn(page, INTEGRATED, /Welcome/);
  await page.getByRole('button', { name: /^Profile,/ }).click();
  await page.getByRole('menuitem', { name: 'EDI' }).click();
  await expect(page.getByRole('heading', { name: 'EDI', level: 1 })).toBeVisible();
  const partner = page.getByRole('region', { name: 'Trading partner' });
  await expect(partner.getByText('ZZ / INTEGRATED')).toBeVisible();
  await expect(partner.getByText('INTGS')).toBeVisible();

  const grid = page.getByRole('grid', { name: 'Interchanges' });
  const ack855 = grid.getByRole('row').filter({ hasText: '855 Purchase order acknowledgment' });
  await expect(ack855).toContainText('Accepted');
  await expect(ack855).toContainText('Received');
  await expect(grid.getByRole('row').filter({ hasText: '850 Purchase order' }).first()).toContainText('Sent');
  await expect(grid.getByRole('row').filter({ hasText: '997 Functional acknowledgment' }).first()).toContainText('Sent');

  await ack855.getByRole('link', { name: file.controlNumber }).click();
  await expect(page.getByRole('heading', { name: `Interchange ${file.controlNumber}` })).toBeVisible();
  await expect(page.getByText('855 Purchase order acknowledgment · Received · Accepted')).toBeVisible();
  const raw = page.getByRole('region', { name: 'Raw file' });
  await expect(raw).toContainText('ST*855*0001');
  await expect(raw).toContainText(`BAK*00*AD*${po}`);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download file' }).click();
  expect((await downloading).suggestedFilename()).toBe(`inbound-${file.controlNumber}.edi`);

  await page.getByRole('link', { name: 'EDI', exact: true }).click();
  const testMode = page.getByLabel('Test mode');
  await expect(testMode).not.toBeChecked();
  // the switch shows the partner as saved: it turns once the call answers
  await testMode.click();
  await expect(testMode).toBeChecked();
  await page.reload();
  await expect(page.getByLabel('Test mode')).toBeChecked();
  await page.getByLabel('Test mode').click();
  await expect(page.getByLabel('Test mode')).not.toBeChecked();
});
