// EDI (docs/decisions/edi.md): the operator sets a supplier's trading partner up in the console (a bad id refused
// with the rules' words) and changes its SFTP sign-in; the supplier's Admin then sees, on its EDI page, the 850 the
// marketplace sent for a new order, the partner's 855 applied and the 997 answering it, opens the 855's raw file and
// downloads it, and switches test mode on and off.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { INTEGRATED, OPERATOR, operatorPage, readOutbox, signedIn, startSession, tokenOf } from '../fixtures/session.ts';
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

const KEY = 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIApdayT0RNCB60PvfQZVViOlYd9gXArWtk1xK8cs0sLq translator@integrated';

test('the operator changes the partner’s SFTP sign-in: a new password never shown back, a key, removed and set again', async ({
  page,
  request,
}) => {
  const supplierId = await integratedId(request);
  await startSession(page, OPERATOR);
  await page.goto(`/ops/suppliers/${supplierId}/edi`);
  // the demo's partner signs in with its password (seed/edi.ts)
  const form = page.getByRole('form', { name: 'SFTP sign-in' });
  await expect(form).toContainText('The partner signs in as integrated-edi with its password.');
  await expect(form.getByRole('textbox', { name: /^User name/ })).toHaveValue('integrated-edi');
  const password = form.getByLabel(/^New password/);
  await expect(password).toHaveValue('');
  await password.fill('Integrated-edi-2');
  await form.getByRole('textbox', { name: /^Public keys/ }).fill('ssh-ed25519 not-a-key');
  await form.getByRole('button', { name: 'Save SFTP sign-in' }).click();
  await expect(form.getByText(/^Enter an OpenSSH public key/)).toBeVisible();
  await form.getByRole('textbox', { name: /^Public keys/ }).fill(KEY);
  await form.getByRole('button', { name: 'Save SFTP sign-in' }).click();
  await expect(page.getByText('The SFTP sign-in is saved.')).toBeVisible();
  await page.reload();
  await expect(form).toContainText('The partner signs in as integrated-edi with its password or one of its 1 keys.');
  await expect(form.getByLabel(/^New password/)).toHaveValue('');
  await expect(form.getByRole('list', { name: 'Keys set' })).toContainText(/ssh-ed25519 SHA256:\S+/);
  // what the page sent is what the server holds, and the password is not in it
  const held = await request.get(`/api/ops/suppliers/${supplierId}/edi-partner/sftp-account`, {
    headers: await tokenOf(request, OPERATOR),
  });
  expect(await held.json()).toMatchObject({
    userName: 'integrated-edi',
    passwordSet: true,
    publicKeys: [{ line: KEY, type: 'ssh-ed25519' }],
  });
  expect(await held.text()).not.toContain('Integrated-edi-2');

  await form.getByRole('button', { name: 'Remove SFTP sign-in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Remove SFTP sign-in' });
  await dialog.getByRole('button', { name: 'Remove' }).click();
  await expect(dialog).toBeHidden();
  await expect(form).toContainText('The partner has no sign-in yet');
  await expect(form.getByRole('button', { name: 'Remove SFTP sign-in' })).toHaveCount(0);
  // the demo's sign-in back, for whoever tries the SFTP door next
  await form.getByRole('textbox', { name: /^User name/ }).fill('integrated-edi');
  await form.getByLabel(/^Password/).fill('Integrated-edi-1');
  await form.getByRole('button', { name: 'Save SFTP sign-in' }).click();
  await expect(form).toContainText('The partner signs in as integrated-edi with its password.');
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

  // a tablet (768 px): the state is on screen without scrolling the grid sideways
  await page.setViewportSize({ width: 768, height: 1000 });
  const gridBox = (await grid.boundingBox())!;
  const stateHeader = (await grid.getByRole('columnheader', { name: 'State' }).boundingBox())!;
  expect(stateHeader.x + stateHeader.width).toBeLessThanOrEqual(gridBox.x + gridBox.width);
  await expect(ack855.getByRole('gridcell').filter({ hasText: 'Accepted' })).toBeInViewport();

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
