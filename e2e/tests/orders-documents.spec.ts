// Orders list documents in the browser: "Generate labels" with nothing selected (the import variant: PO numbers from
// a spreadsheet) and the Documents column (DownloadShippingFilesFromList, on in the demo) that opens an order's label
// or bill of lading. PDFs are checked with poppler (pdfinfo, pdftotext) as a user would open them.
// Each test picks its own Awaiting shipment orders through the API (PO descending, none with a label yet, so the
// orders list spec's picks, PO ascending, stay untouched); labelling leaves an order in Awaiting shipment.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type BrowserContext, type Locator, type Page } from '@playwright/test';
import * as XLSX from '@e965/xlsx';
import { bearer, openOrders, querySummaries, rowOf, signInAsAdmin, statusFilter, type Summary } from '../fixtures/orders.ts';

test.describe.configure({ timeout: 60_000 });

/** Demo scenario: a booked LTL order whose bill of lading the server stores at start (apps/api seed/order-scenarios.ts). */
const BOOKED_SCENARIO_PO_NUMBER = 'PO-3000005';
const PO_DESC = [{ colId: 'orderIdForSearch', sort: 'desc' }];
const ALL_STATUSES = ['New', 'NeedsProcessing', 'AwaitingShipment', 'Invoicing', 'Complete', 'Canceled', 'ProductNotAvailable'];

interface Tracking {
  trackingNumber: string;
  carrierName: string;
}
interface Item {
  quantity: number;
  trackings: Tracking[];
}

/** The last n Awaiting shipment Ground orders by PO (demo orders, not the named scenarios) without a label file. */
async function pickUnlabelled(page: Page, n: number): Promise<Summary[]> {
  const { rows } = await querySummaries(
    page,
    { fulfillmentStatus: statusFilter('AwaitingShipment'), shippingType: statusFilter('Ground') },
    PO_DESC,
    200,
  );
  const picked = rows
    .filter((o) => !o.orderIdForSearch.startsWith('PO-3') && !o.labelFileName && !o.hasPriceChangeInReview && !o.hasInvoiceInReview)
    .slice(0, n);
  expect(picked).toHaveLength(n);
  return picked;
}

async function itemsOf(page: Page, orderId: number): Promise<Item[]> {
  const res = await page.request.get(`/api/orders/${orderId}/order-items`, { headers: await bearer(page) });
  expect(res.ok()).toBeTruthy();
  return (await res.json()) as Item[];
}

const unitsOf = (items: Item[]) => items.reduce((sum, it) => sum + it.quantity, 0);
const trackingNumbersOf = (items: Item[]) => items.flatMap((it) => it.trackings.map((t) => t.trackingNumber));

async function summaryOf(page: Page, po: string): Promise<Summary> {
  const { rows } = await querySummaries(page, { orderIdForSearch: { filterType: 'text', type: 'equals', filter: po } });
  expect(rows).toHaveLength(1);
  return rows[0]!;
}

/** The list narrowed to one PO number (any status), so its row is on screen whatever other tests did. */
async function openOrderRow(page: Page, po: string): Promise<Locator> {
  await openOrders(page, {
    fulfillmentStatus: statusFilter(...ALL_STATUSES),
    orderIdForSearch: { filterType: 'text', type: 'startsWith', filter: po },
  });
  const row = rowOf(page, po);
  await expect(row).toBeVisible();
  return row;
}

interface OpenedPdf {
  pages: number;
  pageSize: string;
  /** The text of each page, in order. */
  pageTexts: string[];
}

/**
 * Clicks `action`, which opens a file in a new tab. The address is a signed download the tab requests; the test
 * fetches the same address and reads the PDF the way a user would open it (pdfinfo, pdftotext).
 */
async function pdfOpenedBy(page: Page, context: BrowserContext, action: () => Promise<void>): Promise<OpenedPdf> {
  const popup = context.waitForEvent('page');
  const fileRequest = context.waitForEvent('request', (r) => r.url().includes('/api/files/download'));
  await action();
  const tab = await popup;
  const res = await page.request.get((await fileRequest).url());
  await tab.close();
  expect(res.ok()).toBeTruthy();
  expect(res.headers()['content-type']).toBe('application/pdf');
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'orders-documents-')), 'opened.pdf');
  writeFileSync(file, await res.body());
  const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
  const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  return {
    pages: Number(/^Pages:\s+(\d+)$/m.exec(info)?.[1]),
    pageSize: /^Page size:\s+(.+)$/m.exec(info)?.[1] ?? '',
    // pdftotext ends every page with a form feed
    pageTexts: text.split('\f').slice(0, -1),
  };
}

/** Tracking numbers are printed in groups of four digits. */
const printedTracking = (n: string) => n.replace(/(\d{4})(?=\d)/g, '$1 ');

test.describe('orders list documents', () => {
  test.beforeEach(async ({ page }) => {
    await signInAsAdmin(page);
  });

  test('Generate labels with nothing selected imports PO numbers from a spreadsheet: one label page per package, the orders keep Awaiting shipment and get their label', async ({
    page,
    context,
  }) => {
    const picked = await pickUnlabelled(page, 2);
    const pos = picked.map((o) => o.orderIdForSearch);
    const before = new Map<string, Item[]>();
    for (const order of picked) before.set(order.orderIdForSearch, await itemsOf(page, order.id));
    const units = new Map(pos.map((po) => [po, unitsOf(before.get(po)!)]));

    const dir = mkdtempSync(path.join(tmpdir(), 'orders-documents-'));
    const writeSheet = (name: string, rows: Record<string, string>[]) => {
      const book = XLSX.utils.book_new();
      XLSX.utils.book_append_sheet(book, XLSX.utils.json_to_sheet(rows), 'Labels');
      const file = path.join(dir, name);
      writeFileSync(file, XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer);
      return file;
    };
    const unknownPo = 'PO-9999999';
    // the PO column is found by its name; the other column is only noise, a repeated PO is labelled once
    const withUnknown = writeSheet('labels-unknown.xlsx', [
      { 'Customer PO number': pos[0]!, Note: 'first' },
      { 'Customer PO number': unknownPo, Note: 'not ours' },
    ]);
    const good = writeSheet('labels.xlsx', [
      { 'Customer PO number': pos[0]!, Note: 'first' },
      { 'Customer PO number': pos[1]!, Note: 'second' },
      { 'Customer PO number': pos[0]!, Note: 'again' },
    ]);

    await openOrders(page);
    await expect(page.getByRole('region', { name: 'Selected orders' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Generate labels' }).click();
    const dialog = page.getByRole('dialog', { name: 'Generate labels' });
    // the import variant starts with the file; there is no selection to label
    await expect(dialog.getByText(/^Orders selected/)).toHaveCount(0);
    await expect(dialog.getByRole('button', { name: 'Generate' })).toBeDisabled();
    const chooseFile = async (file: string) => {
      const chooser = page.waitForEvent('filechooser');
      await dialog.getByRole('button', { name: 'Choose file' }).click();
      await (await chooser).setFiles(file);
    };
    const chooseFormat = async (format: string) => {
      await dialog.getByRole('combobox', { name: /^Format/ }).click();
      await page.getByRole('option', { name: format, exact: true }).click();
    };

    // a PO number that is not one of the supplier's orders stops the whole file; nothing is labelled
    await chooseFile(withUnknown);
    await expect(dialog.getByRole('button', { name: 'labels-unknown.xlsx (2 rows)' })).toBeVisible();
    await expect(dialog.getByRole('combobox', { name: /^PO number/ })).toHaveText('Customer PO number');
    await expect(dialog.getByLabel(/^Shipping date/)).toHaveValue(/^\d{4}-\d{2}-\d{2}$/);
    await chooseFormat('Stock4X6');
    await dialog.getByRole('button', { name: 'Generate' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(`No order found for PO number ${unknownPo}`);
    expect((await summaryOf(page, pos[0]!)).labelFileName).toBeNull();

    // removing the file returns to file selection; the good file labels both orders
    await dialog.getByRole('button', { name: 'labels-unknown.xlsx (2 rows)' }).press('Delete');
    await expect(dialog.getByRole('button', { name: 'Choose file' })).toBeVisible();
    await chooseFile(good);
    await expect(dialog.getByRole('button', { name: 'labels.xlsx (3 rows)' })).toBeVisible();
    await chooseFormat('Stock4X6');
    const pdf = await pdfOpenedBy(page, context, () => dialog.getByRole('button', { name: 'Generate' }).click());
    await expect(page.getByRole('dialog', { name: 'Labels generated successfully.' })).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Labels generated successfully.' })).toBeHidden();

    // one 4x6 in page (288 x 432 pt) per package: each unit of each line item is a package
    expect(pdf.pages).toBe(units.get(pos[0]!)! + units.get(pos[1]!)!);
    expect(pdf.pageTexts).toHaveLength(pdf.pages);
    expect(pdf.pageSize).toMatch(/^288 x 432 pts/);
    for (const po of pos) {
      const pagesOfOrder = pdf.pageTexts.filter((t) => t.includes(po));
      expect(pagesOfOrder, po).toHaveLength(units.get(po)!);
      const total = units.get(po)!;
      pagesOfOrder.forEach((t, i) => expect(t).toMatch(new RegExp(`PKG\\s+${i + 1} of ${total}\\b`)));
    }

    // afterwards: still Awaiting shipment, one FedEx tracking per package (printed on its page), the label in the list
    for (const po of pos) {
      const order = await summaryOf(page, po);
      expect(order).toMatchObject({ fulfillmentStatus: 'AwaitingShipment', hasGroundLabel: true });
      expect(order.labelFileName).toMatch(/^\d{14}__shipping-labels-[0-9a-f-]{36}\.pdf$/);
      const known = new Set(trackingNumbersOf(before.get(po)!));
      const added = (await itemsOf(page, order.id)).flatMap((it) => it.trackings).filter((t) => !known.has(t.trackingNumber));
      expect(added).toHaveLength(units.get(po)!);
      for (const t of added) {
        expect(t.carrierName).toBe('FedEx');
        expect(
          pdf.pageTexts.filter((p) => p.includes(po) && p.includes(printedTracking(t.trackingNumber))),
          t.trackingNumber,
        ).toHaveLength(1);
      }
    }
    expect((await summaryOf(page, pos[0]!)).labelFileName).toBe((await summaryOf(page, pos[1]!)).labelFileName);
    const row = await openOrderRow(page, pos[1]!);
    await expect(row.getByRole('gridcell', { name: 'Shipping', exact: true })).toBeVisible();
    await expect(row.getByRole('button', { name: 'Download label' })).toBeVisible();
  });

  test("Documents column: Download label and Download bill of lading open the order's own PDF; an order without files offers none", async ({
    page,
    context,
  }) => {
    // a label made through the API for an order of this test's own
    const [labelled, plain] = await pickUnlabelled(page, 2);
    const today = await page.evaluate(() => {
      const d = new Date();
      return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
    });
    const known = new Set(trackingNumbersOf(await itemsOf(page, labelled!.id)));
    const created = await page.request.post('/api/orders/bulk/shipping-labels', {
      headers: await bearer(page),
      data: { orderIds: [labelled!.id], format: 'PaperLetter', shippingDate: today },
    });
    expect(created.ok()).toBeTruthy();
    const items = await itemsOf(page, labelled!.id);
    const labelTrackings = trackingNumbersOf(items).filter((t) => !known.has(t));
    expect(labelTrackings).toHaveLength(unitsOf(items));

    await openOrders(page);
    await expect(page.getByRole('columnheader', { name: 'Documents' })).toBeVisible();

    // the label: one Letter page per package, each with the PO number and its tracking number
    let row = await openOrderRow(page, labelled!.orderIdForSearch);
    await expect(row.getByRole('button', { name: 'Download bill of lading' })).toHaveCount(0);
    const label = await pdfOpenedBy(page, context, () => row.getByRole('button', { name: 'Download label' }).click());
    expect(label.pages).toBe(labelTrackings.length);
    expect(label.pageSize).toMatch(/^612 x 792 pts/);
    for (const text of label.pageTexts) expect(text).toContain(labelled!.orderIdForSearch);
    for (const tracking of labelTrackings)
      expect(
        label.pageTexts.some((t) => t.includes(printedTracking(tracking))),
        tracking,
      ).toBe(true);

    // the booked LTL scenario's bill of lading, stored when the server started
    row = await openOrderRow(page, BOOKED_SCENARIO_PO_NUMBER);
    await expect(row.getByRole('button', { name: 'Download label' })).toHaveCount(0);
    const bol = await pdfOpenedBy(page, context, () => row.getByRole('button', { name: 'Download bill of lading' }).click());
    expect(bol.pages).toBeGreaterThanOrEqual(1);
    expect(bol.pageTexts[0]).toContain('BILL OF LADING');
    expect(bol.pageTexts[0]).toContain(BOOKED_SCENARIO_PO_NUMBER);

    // an order with neither file: the cell offers no action
    expect(await summaryOf(page, plain!.orderIdForSearch)).toMatchObject({ labelFileName: null, bolFileName: null });
    row = await openOrderRow(page, plain!.orderIdForSearch);
    await expect(row.getByRole('button', { name: /^Download/ })).toHaveCount(0);
  });
});
