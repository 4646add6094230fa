// The order page (/orders/:id) and its workflows (spec 2.2-2.4, 4, 5, 8) in a real browser against the demo data.
// Each test claims its own demo order through the API, so no test depends on another's changes.
import { expect, test, type Page } from '@playwright/test';
import { ADMIN, CLERK, INTEGRATED, startSession } from '../fixtures/session.ts';
import { usDay } from '../fixtures/us-day.ts';

interface Summary {
  id: number;
  orderIdForSearch: string;
  fulfillmentStatus: string;
  hasInvoiceInReview: boolean;
  hasPriceChangeInReview: boolean;
}
interface Detail {
  id: number;
  purchaseOrderNumber: string;
  purchaseOrderStatus: string;
  shippingMethod: string[];
  hasLabel: boolean;
  hasPriceChangeRequest: boolean;
  needsPriceChangeRequestDecision: boolean;
  shipmentRequestStatus: string | null;
  bolFileName: string | null;
}
interface Item {
  id: number;
  productName: string;
  sku: string;
  pricePerUnit: string;
}

// orders already used by a test of this run (tests run in file order in one worker)
const claimed = new Set<number>();

/** The user's session (no login page, no dashboard: each test opens its order next). */
async function signedIn(page: Page, user: string): Promise<void> {
  await startSession(page, user);
}

async function api<T>(page: Page, path: string): Promise<T> {
  // a string, evaluated in the page: the e2e tsconfig has no DOM types
  const token = await page.evaluate<string | null>("localStorage.getItem('access-token')");
  const res = await page.request.get(`/api${path}`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.ok(), `${path}: ${res.status()}`).toBeTruthy();
  return (await res.json()) as T;
}

const statusFilter = (...values: string[]) => ({ fulfillmentStatus: { filterType: 'set', values } });
const poFilter = (po: string) => ({ orderIdForSearch: { filterType: 'text', type: 'equals', filter: po } });

async function summaries(page: Page, filterModel: object, limit = 200): Promise<Summary[]> {
  const query = encodeURIComponent(JSON.stringify({ filterModel, sortModel: [] }));
  return api<Summary[]>(page, `/order-summaries?limit=${limit}&offset=0&query=${query}`);
}

/** The first unclaimed order of the filter whose detail (and items) pass `accept`; claims it. */
async function claimOrder(
  page: Page,
  filterModel: object,
  accept: (d: Detail, items: Item[]) => boolean = () => true,
): Promise<{ detail: Detail; items: Item[] }> {
  for (const s of await summaries(page, filterModel)) {
    // the named scenarios (PO-3000001..) belong to the tests that open them by number
    if (claimed.has(s.id) || s.orderIdForSearch.startsWith('PO-3')) continue;
    const detail = await api<Detail>(page, `/orders/${s.id}`);
    const items = await api<Item[]>(page, `/orders/${s.id}/order-items`);
    if (items.length === 0 || !accept(detail, items)) continue;
    claimed.add(s.id);
    return { detail, items };
  }
  throw new Error(`no demo order matches ${JSON.stringify(filterModel)}`);
}

async function orderIdOf(page: Page, po: string): Promise<number> {
  const [row] = await summaries(page, poFilter(po), 1);
  expect(row, po).toBeTruthy();
  claimed.add(row!.id);
  return row!.id;
}

async function openOrder(page: Page, id: number, po: string): Promise<void> {
  await page.goto(`/orders/${id}`);
  await expect(page.getByRole('heading', { name: `Order ${po}` })).toBeVisible();
}

const daysFromNow = (n: number) => usDay(n);

test.describe('order detail workflows', () => {
  test('a NeedsProcessing order goes through all three steps to Complete', async ({ page }) => {
    await signedIn(page, ADMIN);
    const { detail, items } = await claimOrder(
      page,
      statusFilter('NeedsProcessing'),
      (d) => d.shippingMethod.length === 1 && d.shippingMethod[0] === 'SupplierGround' && !d.hasPriceChangeRequest,
    );
    await openOrder(page, detail.id, detail.purchaseOrderNumber);
    await page.getByRole('button', { name: 'Process Order', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Process order' });

    // step 1: the supplier order number is the Bison PO number
    await dialog.getByRole('checkbox', { name: 'Use Bison PO number' }).check();
    await expect(dialog.getByRole('textbox', { name: 'Supplier order number' })).toHaveValue(detail.purchaseOrderNumber);
    await dialog.getByRole('button', { name: 'Continue to shipping' }).click();

    // step 2: a carrier and a tracking number per item
    for (const [index, item] of items.entries()) {
      const group = dialog.getByRole('group', { name: `${item.productName} (${item.sku})` });
      await group.getByRole('combobox', { name: 'Carrier' }).click();
      await page.getByRole('option', { name: 'UPS', exact: true }).click();
      await group
        .getByRole('textbox', { name: 'Tracking number' })
        .fill(index === 0 ? 'BAD1' : `1ZE2E${String(detail.id).padStart(12, '0')}${index}`);
    }
    // a number not valid for its carrier: warned at entry and at save, where the supplier corrects it (or saves anyway)
    const first = dialog.getByRole('group', { name: `${items[0]!.productName} (${items[0]!.sku})` });
    await first.getByRole('textbox', { name: 'Tracking number' }).blur();
    await expect(first.getByText('"BAD1" is not a valid UPS tracking number: check it, or save it anyway.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Continue to invoice' }).click();
    const check = dialog.getByRole('alert').filter({ hasText: 'Check the tracking numbers' });
    await expect(check.getByRole('button', { name: 'Save anyway' })).toBeVisible();
    await first.getByRole('textbox', { name: 'Tracking number' }).fill(`1ZE2E${String(detail.id).padStart(12, '0')}0`);
    await expect(check).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Continue to invoice' }).click();

    // step 3: the invoice with its date and amounts
    const invoiceNumber = `E2E-INV-${detail.id}`;
    await dialog.getByRole('textbox', { name: 'Invoice number' }).fill(invoiceNumber);
    await dialog.getByLabel('Invoice date').fill(daysFromNow(0));
    await dialog.getByRole('textbox', { name: 'Shipping' }).fill('12.50');
    await dialog.getByRole('textbox', { name: 'Tax' }).fill('3.25');
    await dialog.getByRole('button', { name: 'Complete order' }).click();
    await expect(dialog.getByText('Order completed')).toBeVisible();
    await expect(dialog).toBeHidden();

    await expect(page.getByText('Complete', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Process Order' })).toHaveCount(0);
    const invoicesTable = page.getByRole('table', { name: 'Invoices' });
    await expect(invoicesTable.getByRole('row').filter({ hasText: invoiceNumber })).toBeVisible();
    const activity = page.getByRole('list', { name: 'Order activity' });
    for (const action of ['Process', 'Ship', 'Invoice'])
      await expect(activity.getByText(new RegExp(`^${action} — Alice Admin`))).toBeVisible();
  });

  test('cancelling with a restock date goes to review and back to the orders list', async ({ page }) => {
    await signedIn(page, ADMIN);
    const { detail } = await claimOrder(page, statusFilter('NeedsProcessing'), (d) => !d.hasPriceChangeRequest);
    await openOrder(page, detail.id, detail.purchaseOrderNumber);
    await page.getByRole('button', { name: 'Cancel Order', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel order' });
    await dialog.getByRole('combobox', { name: 'Reason' }).click();
    await page.getByRole('option', { name: 'Out of stock, will be restocked' }).click();
    await dialog.getByLabel('Restock date').fill(daysFromNow(14));
    await dialog.getByRole('button', { name: 'Cancel order', exact: true }).click();

    await expect(page.getByRole('dialog', { name: 'Order cancellation is being reviewed' })).toBeVisible();
    await expect(page).toHaveURL(/\/orders$/);
    await openOrder(page, detail.id, detail.purchaseOrderNumber);
    await expect(page.getByRole('alert').filter({ hasText: 'Order cancelled' })).toBeVisible();
  });

  test('a price change request shows the pending banner and disables another request', async ({ page }) => {
    await signedIn(page, ADMIN);
    const { detail, items } = await claimOrder(page, statusFilter('AwaitingShipment'), (d) => !d.hasPriceChangeRequest);
    await openOrder(page, detail.id, detail.purchaseOrderNumber);
    await expect(page.getByText('Pending price change approval')).toHaveCount(0);
    await page.getByRole('button', { name: 'Request price change' }).click();
    const dialog = page.getByRole('dialog', { name: 'Request price change' });
    const item = items[0]!;
    const lower = (Number(item.pricePerUnit) - 1).toFixed(2);
    await dialog.getByRole('textbox', { name: `New price of ${item.productName}` }).fill(lower);
    await dialog.getByRole('button', { name: 'Request price change' }).click();
    await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
    await expect(dialog).toBeHidden();

    await expect(page.getByRole('alert').filter({ hasText: 'Pending price change approval' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Request price change' })).toBeDisabled();
  });

  test('generating a FedEx label opens the PDF in a new tab and shows the Fedex label button', async ({ page, context }) => {
    await signedIn(page, ADMIN);
    const po = 'PO-3000007';
    const id = await orderIdOf(page, po);
    await openOrder(page, id, po);
    await expect(page.getByRole('button', { name: 'Fedex label' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Generate label' }).click();
    const dialog = page.getByRole('dialog', { name: 'Generate label' });
    await expect(dialog.getByRole('group', { name: 'Package 1' })).toBeVisible();
    const popup = context.waitForEvent('page');
    // the file answers as an attachment, so the new tab turns into a download and closes: read its response
    const labelResponse = context.waitForEvent('response', (r) => r.url().includes('/api/files/download?token='));
    await dialog.getByRole('button', { name: 'Generate label' }).click();
    await popup;
    const response = await labelResponse;
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('application/pdf');
    const pdf = await page.request.get(response.url());
    expect(pdf.ok()).toBeTruthy();
    expect((await pdf.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');

    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Fedex label' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Generate label' })).toHaveCount(0);
  });

  test('requesting an LTL shipment shows the shipping review banner and retires the button', async ({ page }) => {
    await signedIn(page, ADMIN);
    // the demo's LTL-ready order: its promised date leaves room for a shipping date from tomorrow on (spec 5)
    const po = 'PO-3000009';
    const detail = { id: await orderIdOf(page, po), purchaseOrderNumber: po };
    await openOrder(page, detail.id, detail.purchaseOrderNumber);
    await expect(page.getByText('Order is currently awaiting shipping review')).toHaveCount(0);
    await page.getByRole('button', { name: 'Request LTL shipment' }).click();
    const dialog = page.getByRole('dialog', { name: 'Request LTL shipment' });
    // the item's stored pallet fills the form
    await expect(dialog.getByRole('group', { name: 'Package 1 of HOME-BKC-10' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Request LTL shipment' }).click();
    await expect(dialog).toBeHidden();

    await expect(page.getByRole('alert').filter({ hasText: 'Order is currently awaiting shipping review' })).toBeVisible();
    // a request in review keeps the button, disabled (order-actions: ltlRequestEnabled)
    await expect(page.getByRole('button', { name: 'Request LTL shipment' })).toBeDisabled();
  });

  test('an additional invoice on a Complete order goes to review', async ({ page }) => {
    await signedIn(page, ADMIN);
    const { detail } = await claimOrder(page, statusFilter('Complete'));
    await openOrder(page, detail.id, detail.purchaseOrderNumber);
    await page.getByRole('button', { name: 'Add additional invoice' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add additional invoice' });
    const invoiceNumber = `E2E-ADD-${detail.id}`;
    await dialog.getByRole('textbox', { name: 'Invoice number' }).fill(invoiceNumber);
    await dialog.getByLabel('Invoice date').fill(daysFromNow(0));
    await dialog.getByRole('textbox', { name: 'Handling fee' }).fill('15.00');
    await dialog.getByRole('button', { name: 'Add additional invoice' }).click();

    await expect(page.getByText('Invoice has successfully been submitted for review.')).toBeVisible();
    await expect(dialog).toBeHidden();
    const row = page.getByRole('table', { name: 'Invoices' }).getByRole('row').filter({ hasText: invoiceNumber });
    await expect(row).toBeVisible();
    await expect(row.getByText('Invoice review')).toBeVisible();
  });

  test('the integrated supplier sees the integration banner and no manual actions', async ({ page }) => {
    await signedIn(page, INTEGRATED);
    const { detail } = await claimOrder(
      page,
      statusFilter('AwaitingShipment'),
      (d) => d.shippingMethod.includes('BisonFedex') && !d.hasLabel,
    );
    await openOrder(page, detail.id, detail.purchaseOrderNumber);
    await expect(
      page.getByText('Manual order management is unavailable for your company because it has an active integration.'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cancel Order', exact: true })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Process Order', exact: true })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Request price change' })).toBeDisabled();
    for (const name of ['Generate label', 'Fedex label', 'Request LTL shipment', 'Download BOL', 'Download label'])
      await expect(page.getByRole('button', { name })).toHaveCount(0);
  });

  test('a second page on the same order follows a step without reload (live updates)', async ({ page, browser }) => {
    await signedIn(page, ADMIN);
    const { detail } = await claimOrder(
      page,
      statusFilter('NeedsProcessing'),
      (d) => !d.hasPriceChangeRequest && !d.shippingMethod.includes('BisonLtl'),
    );
    const clerkContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    try {
      const clerk = await clerkContext.newPage();
      const streams: string[] = [];
      clerk.on('request', (r) => {
        if (new URL(r.url()).pathname === '/api/events') streams.push(r.url());
      });
      await signedIn(clerk, CLERK);
      await openOrder(clerk, detail.id, detail.purchaseOrderNumber);
      // survives only if the page is not reloaded
      await clerk.evaluate('window.__sameDocument = true');
      await expect.poll(() => streams.length, { message: 'the clerk page opens GET /api/events' }).toBeGreaterThan(0);
      await openOrder(page, detail.id, detail.purchaseOrderNumber);
      await expect(clerk.getByLabel('Needs processing', { exact: true })).toBeVisible();

      await page.getByRole('button', { name: 'Process Order', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Process order' });
      await dialog.getByRole('textbox', { name: 'Supplier order number' }).fill(`LIVE-${detail.id}`);
      await dialog.getByRole('button', { name: 'Save and exit' }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByLabel('Needs processing (done)')).toBeVisible();

      // no reload on the clerk's page: the event stream refreshes the order
      await expect(clerk.getByLabel('Needs processing (done)')).toBeVisible({ timeout: 15_000 });
      // the number in the order's fields (the activity's line names it too)
      await expect(clerk.getByText(`LIVE-${detail.id}`, { exact: true }).first()).toBeVisible();
      expect(await clerk.evaluate<boolean>('window.__sameDocument === true')).toBe(true);
    } finally {
      await clerkContext.close();
    }
  });

  test('a non-numeric or foreign order id shows not found', async ({ page, browser }) => {
    const integrated = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    let foreignId: number;
    try {
      const other = await integrated.newPage();
      await signedIn(other, INTEGRATED);
      [{ id: foreignId }] = (await summaries(other, {}, 1)) as [Summary];
    } finally {
      await integrated.close();
    }
    await signedIn(page, ADMIN);
    await page.goto('/orders/not-a-number');
    await expect(page.getByRole('heading', { name: '404 - Not Found' })).toBeVisible();
    await page.goto(`/orders/${foreignId}`);
    await expect(page.getByRole('heading', { name: '404 - Not Found' })).toBeVisible();
  });
});
