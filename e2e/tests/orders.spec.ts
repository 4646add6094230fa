// Orders list in the browser: filter/sort/URL state, selection bar and its gates, mark as processing, export,
// invoice and tracking imports from real files, bulk labels (PDF in a new tab) and the print page.
// Each test picks its own orders through the API by status (PO ascending), so no test relies on another's changes.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import * as XLSX from '@e965/xlsx';
import { PDFDocument } from 'pdf-lib';
import {
  bar,
  bearer,
  openOrders,
  PO_ASC,
  querySummaries,
  rowOf,
  signInAsAdmin,
  statusFilter,
  type FilterModel,
  type Summary,
} from '../fixtures/orders.ts';
import { usDay } from '../fixtures/us-day.ts';

/** The export row (contracts orderExportRow), one row per order item. */
const EXPORT_COLUMNS = [
  'purchaseOrderNumber',
  'orderDate',
  'customerName',
  'customerPhone',
  'address1',
  'address2',
  'address3',
  'city',
  'state',
  'zip',
  'company',
  'sku',
  'productName',
  'productCost',
  'qtyNeeded',
  'uom',
  'shipForm',
  'supplierOrderNumber',
  'shippingMethod',
];

test.describe.configure({ timeout: 60_000 });

/** The first n orders (PO ascending) in a status, plain Ground orders without review chips. */
async function pickOrders(page: Page, status: string, n: number, filter: FilterModel = {}): Promise<Summary[]> {
  const { rows } = await querySummaries(page, { fulfillmentStatus: statusFilter(status), shippingType: statusFilter('Ground'), ...filter });
  const plain = rows.filter((o) => !o.hasPriceChangeInReview && !o.hasInvoiceInReview).slice(0, n);
  expect(plain).toHaveLength(n);
  return plain;
}

// AG Grid announces the page summary in a live region; a header announcement may precede it in the same text.
const pager = (page: Page) => page.getByText(/\d+ to \d+ of \d+\. Page \d+ of \d+$|^No records found$/);

async function selectOrders(page: Page, orders: readonly Summary[]): Promise<void> {
  for (const order of orders) await rowOf(page, order.orderIdForSearch).getByRole('checkbox').check();
  await expect(bar(page).getByText(`Orders selected (${orders.length})`)).toBeVisible();
}

/** The PO numbers of the rendered data rows, top to bottom. */
async function visiblePoNumbers(page: Page): Promise<string[]> {
  const links = page.getByRole('grid').getByRole('link', { name: /^PO-\d+/ });
  return (await links.allTextContents()).map((t) => t.split(' | ')[0]!);
}

/** AG Grid's header filter icon is aria-hidden; its keyboard route is Ctrl+Enter on the focused column header. */
async function openFilter(page: Page, column: string): Promise<void> {
  await page.getByRole('columnheader', { name: column }).focus();
  await page.keyboard.press('Control+Enter');
}

test.describe('orders list', () => {
  test.beforeEach(async ({ page }) => {
    await signInAsAdmin(page);
  });

  test('default status filter, PO starts-with filter, status set filter, sort by total cost and reload keep the view', async ({ page }) => {
    await openOrders(page, undefined, []);
    const defaults = await querySummaries(
      page,
      { fulfillmentStatus: statusFilter('NeedsProcessing', 'AwaitingShipment', 'Invoicing') },
      [],
    );
    const all = await querySummaries(page, {}, []);
    expect(defaults.total).toBeLessThan(all.total);
    await expect(pager(page)).toHaveText(new RegExp(`of ${defaults.total}\\.`));
    const shownStatuses = await page
      .getByRole('grid')
      .getByRole('gridcell', { name: /^(Preparing|Shipping|Invoice|Order Completed|Canceled|New|Product Not Available)$/ })
      .allTextContents();
    expect(shownStatuses.length).toBeGreaterThan(0);
    expect(new Set(shownStatuses)).toEqual(new Set(shownStatuses.filter((s) => ['Preparing', 'Shipping', 'Invoice'].includes(s))));

    // PO number: starts-with narrows the rows
    const prefix = 'PO-10001';
    const expected = await querySummaries(
      page,
      {
        fulfillmentStatus: statusFilter('NeedsProcessing', 'AwaitingShipment', 'Invoicing'),
        orderIdForSearch: { filterType: 'text', type: 'startsWith', filter: prefix },
      },
      [],
    );
    expect(expected.total).toBeGreaterThan(0);
    await openFilter(page, 'PO number');
    await expect(page.getByRole('textbox', { name: 'Filter value' })).toHaveAttribute('placeholder', 'Starts with');
    await page.getByRole('textbox', { name: 'Filter value' }).fill(prefix);
    await expect(pager(page)).toHaveText(new RegExp(`of ${expected.total}\\.`));
    for (const po of await visiblePoNumbers(page)) expect(po.startsWith(prefix)).toBe(true);
    // the URL carries the default status filter and the new PO filter
    await expect
      .poll(() => JSON.parse(new URL(page.url()).searchParams.get('filter') ?? '{}'))
      .toEqual({
        fulfillmentStatus: statusFilter('NeedsProcessing', 'AwaitingShipment', 'Invoicing'),
        orderIdForSearch: { filterType: 'text', type: 'startsWith', filter: prefix },
      });
    await page.keyboard.press('Escape');

    // Status set filter: 7 values, so no search box (spec 9: only above 7); Reset all then one status
    await openFilter(page, 'Status');
    const statusGroup = page.getByRole('group');
    for (const name of ['Needs processing', 'Awaiting shipment', 'Invoicing'])
      await expect(statusGroup.getByRole('checkbox', { name })).toBeChecked();
    await expect(statusGroup.getByRole('checkbox', { checked: true })).toHaveCount(3);
    await expect(page.getByRole('textbox', { name: 'Search values' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Reset all' }).click();
    await expect(statusGroup.getByRole('checkbox', { checked: true })).toHaveCount(0);
    const prefixOnly = await querySummaries(page, { orderIdForSearch: { filterType: 'text', type: 'startsWith', filter: prefix } }, []);
    await expect(pager(page)).toHaveText(new RegExp(`of ${prefixOnly.total}\\.`));
    await page.getByRole('checkbox', { name: 'Complete' }).check();
    const completeOnly = await querySummaries(
      page,
      {
        fulfillmentStatus: statusFilter('Complete'),
        orderIdForSearch: { filterType: 'text', type: 'startsWith', filter: prefix },
      },
      [],
    );
    await expect(pager(page)).toHaveText(new RegExp(`of ${completeOnly.total}\\.`));
    await page.keyboard.press('Escape');
    await expect(page.getByRole('grid').getByRole('gridcell', { name: 'Order Completed' }).first()).toBeVisible();
    await expect(page.getByRole('grid').getByRole('gridcell', { name: 'Preparing', exact: true })).toHaveCount(0);

    // sort by Total cost: ascending money order
    await page.getByRole('columnheader', { name: 'Total cost' }).getByText('Total cost').click();
    await expect(page).toHaveURL(/sort=/);
    const sorted = await querySummaries(
      page,
      {
        fulfillmentStatus: statusFilter('Complete'),
        orderIdForSearch: { filterType: 'text', type: 'startsWith', filter: prefix },
      },
      [{ colId: 'supplierTotal', sort: 'asc' }],
      5,
    );
    await expect.poll(async () => (await visiblePoNumbers(page)).slice(0, 5)).toEqual(sorted.rows.map((r) => r.orderIdForSearch));
    const totals = sorted.rows.map((r) => Number(r.supplierTotal));
    expect([...totals].sort((a, b) => a - b)).toEqual(totals);

    // reload: the URL keeps filter and sort
    const url = page.url();
    await page.reload();
    await expect(pager(page)).toHaveText(new RegExp(`of ${completeOnly.total}\\.`));
    await expect.poll(async () => (await visiblePoNumbers(page)).slice(0, 5)).toEqual(sorted.rows.map((r) => r.orderIdForSearch));
    expect(page.url()).toBe(url);
  });

  test('opening Orders and coming back ask the server for the first page once each', async ({ page }) => {
    const pages: string[] = [];
    // the orders grid's calls only: the dashboard asks the same call with limit 1 for its count of waiting orders, and
    // on a slow machine that call may leave after the click on Orders (told apart by what it asks, not by the URL then)
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (url.pathname === '/api/order-summaries' && url.searchParams.get('limit') !== '1')
        pages.push(url.searchParams.get('offset') ?? '');
    });
    await openOrders(page, undefined, []);
    await expect(pager(page)).toBeVisible();
    await page.waitForTimeout(1500);
    expect(pages).toEqual(['0']);
    await page.getByRole('link', { name: 'Dashboard' }).click();
    await page.getByRole('link', { name: 'Orders' }).click();
    await expect(pager(page)).toBeVisible();
    await page.waitForTimeout(1500);
    expect(pages).toEqual(['0', '0']);
  });

  test('a cold load of Orders asks its first block with the page, before AG Grid exists, and draws its rows from it', async ({ page }) => {
    // when the grid's element appears (the first block's request is in the page's resource timings)
    await page.addInitScript(() => {
      const w = window as unknown as { gridDrawnAt?: number };
      new MutationObserver((_, observer) => {
        if (!document.querySelector('.ag-root-wrapper')) return;
        w.gridDrawnAt = performance.now();
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    });
    const blocks: string[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (url.pathname === '/api/order-summaries' && url.searchParams.get('limit') !== '1') blocks.push(url.search);
    });
    await openOrders(page, undefined, []);
    await expect(pager(page)).toBeVisible();
    await expect(
      page
        .getByRole('grid')
        .getByRole('link', { name: /^PO-\d+/ })
        .first(),
    ).toBeVisible();
    const { sentAt, gridDrawnAt } = await page.evaluate(() => ({
      sentAt: performance.getEntriesByType('resource').find((e) => new URL(e.name).pathname === '/api/order-summaries')?.startTime,
      gridDrawnAt: (window as unknown as { gridDrawnAt?: number }).gridDrawnAt,
    }));
    expect(sentAt).toBeDefined();
    expect(gridDrawnAt).toBeDefined();
    expect(sentAt!).toBeLessThan(gridDrawnAt!);
    expect(blocks).toHaveLength(1);
    expect(new URLSearchParams(blocks[0]).get('offset')).toBe('0');
  });

  test('selection bar counts the selection, gates Mark as Processing and clears', async ({ page }) => {
    const [needs] = await pickOrders(page, 'NeedsProcessing', 1);
    const [shipping] = await pickOrders(page, 'AwaitingShipment', 1);
    await openOrders(page, { fulfillmentStatus: statusFilter('NeedsProcessing', 'AwaitingShipment') });
    await expect(bar(page)).toHaveCount(0);
    await selectOrders(page, [needs!]);
    const markButton = bar(page).getByRole('button', { name: 'Mark as Processing' });
    await expect(markButton).toBeEnabled();
    await selectOrders(page, [needs!, shipping!]);
    await expect(markButton).toBeDisabled();
    await markButton.locator('..').hover();
    await expect(
      page.getByRole('tooltip', { name: 'Only orders that are in `Needs Processing` status can be marked as processing.' }),
    ).toBeVisible();
    await expect(bar(page).getByRole('button', { name: 'Print' })).toBeEnabled();
    await expect(bar(page).getByRole('button', { name: 'Export' })).toBeEnabled();
    // Generate labels in the header: not all Awaiting shipment
    await expect(page.getByRole('button', { name: 'Generate labels' })).toBeDisabled();
    await page.getByRole('button', { name: 'Generate labels' }).locator('..').hover();
    await expect(page.getByRole('tooltip', { name: 'All orders must be in Awaiting shipment status.' })).toBeVisible();
    await bar(page).getByRole('button', { name: 'Clear Selection' }).click();
    await expect(bar(page)).toHaveCount(0);
    await expect(rowOf(page, needs!.orderIdForSearch).getByRole('checkbox')).not.toBeChecked();
    await expect(page.getByRole('button', { name: 'Generate labels' })).toBeEnabled();
  });

  test('Mark as Processing moves the selected Needs processing orders to Awaiting shipment', async ({ page }) => {
    const picked = await pickOrders(page, 'NeedsProcessing', 2);
    await openOrders(page, { fulfillmentStatus: statusFilter('NeedsProcessing', 'AwaitingShipment') });
    await selectOrders(page, picked);
    await bar(page).getByRole('button', { name: 'Mark as Processing' }).click();
    await expect(page.getByText('Orders marked as processing.')).toBeVisible();
    await expect(bar(page)).toHaveCount(0);
    for (const order of picked) await expect(rowOf(page, order.orderIdForSearch).getByRole('gridcell', { name: 'Shipping' })).toBeVisible();
    const after = await querySummaries(page, {
      orderIdForSearch: { filterType: 'text', type: 'equals', filter: picked[0]!.orderIdForSearch },
    });
    expect(after.rows[0]!.fulfillmentStatus).toBe('AwaitingShipment');
  });

  test('Export writes the selected orders to csv and xlsx files named Orders-…', async ({ page }) => {
    const picked = await pickOrders(page, 'Invoicing', 2);
    await openOrders(page, { fulfillmentStatus: statusFilter('Invoicing') });
    await selectOrders(page, picked);
    const pos = picked.map((o) => o.orderIdForSearch);

    const exportAs = async (label: 'CSV' | 'Excel') => {
      await bar(page).getByRole('button', { name: 'Export' }).click();
      const dialog = page.getByRole('dialog', { name: 'Export' });
      await dialog.getByRole('combobox', { name: /File type/ }).click();
      await page.getByRole('option', { name: label }).click();
      const download = page.waitForEvent('download');
      await dialog.getByRole('button', { name: 'Export' }).click();
      const file = await download;
      await expect(dialog).toBeHidden();
      return { name: file.suggestedFilename(), path: (await file.path())! };
    };

    const csv = await exportAs('CSV');
    expect(csv.name).toMatch(/^Orders-\d{4}-\d{2}-\d{2} \d{2}-\d{2}\.csv$/);
    // SheetJS starts a csv with a UTF-8 byte order mark (Excel reads the names right with it)
    const text = readFileSync(csv.path, 'utf8').replace(/^\uFEFF/, '');
    expect(text.split(/\r?\n/)[0]).toBe(EXPORT_COLUMNS.join(','));
    for (const po of pos) expect(text).toContain(po);

    const xlsx = await exportAs('Excel');
    expect(xlsx.name).toMatch(/^Orders-\d{4}-\d{2}-\d{2} \d{2}-\d{2}\.xlsx$/);
    const book = XLSX.read(readFileSync(xlsx.path));
    expect(book.SheetNames).toEqual(['Orders']);
    const rows = XLSX.utils.sheet_to_json<Record<string, unknown>>(book.Sheets.Orders!);
    const headerRow = XLSX.utils.sheet_to_json<string[]>(book.Sheets.Orders!, { header: 1 })[0];
    expect(headerRow).toEqual(EXPORT_COLUMNS);
    expect(new Set(rows.map((r) => r.purchaseOrderNumber))).toEqual(new Set(pos));
  });

  test('Import invoices from the filled template completes the orders; a file with errors lists rows and changes nothing', async ({
    page,
  }) => {
    const dir = mkdtempSync(path.join(tmpdir(), 'orders-e2e-'));
    const invoicing = await querySummaries(page, { fulfillmentStatus: statusFilter('Invoicing') }, PO_ASC, 500);
    const plain = new Set(invoicing.rows.filter((o) => !o.hasPriceChangeInReview && !o.hasInvoiceInReview).map((o) => o.orderIdForSearch));
    await openOrders(page);
    await page.getByRole('button', { name: 'Import invoices' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import invoices' });

    // template: sheet Invoices, file import-invoice, orders in Invoicing
    const download = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Download template' }).click();
    const template = await download;
    expect(template.suggestedFilename()).toBe('import-invoice.xlsx');
    const book = XLSX.read(readFileSync((await template.path())!));
    expect(book.SheetNames).toEqual(['Invoices']);
    const templateRows = XLSX.utils.sheet_to_json<Record<string, string>>(book.Sheets.Invoices!, { raw: false });
    expect(templateRows.length).toBe(invoicing.total);
    const chosen = templateRows.filter((r) => plain.has(r.poNumber!)).slice(0, 2);
    expect(chosen).toHaveLength(2);
    const today = usDay();
    const stamp = Date.now().toString(36).toUpperCase();

    const writeBook = (rows: Record<string, string>[], name: string) => {
      const out = XLSX.utils.book_new();
      XLSX.utils.book_append_sheet(out, XLSX.utils.json_to_sheet(rows), 'Invoices');
      const file = path.join(dir, name);
      writeFileSync(file, XLSX.write(out, { type: 'buffer', bookType: 'xlsx' }) as Buffer);
      return file;
    };
    const chooseFile = async (file: string) => {
      const chooser = page.waitForEvent('filechooser');
      await dialog.getByRole('button', { name: 'Choose file' }).click();
      await (await chooser).setFiles(file);
    };

    // a file with errors first: row 3 has a bad date, row 4 an order not in Invoicing
    const [other] = await pickOrders(page, 'NeedsProcessing', 1);
    const bad = writeBook(
      [
        { ...chosen[0]!, invoiceNumber: `INV-${stamp}-A`, invoiceDate: today },
        { ...chosen[1]!, invoiceNumber: `INV-${stamp}-B`, invoiceDate: 'not a date' },
        { ...chosen[0]!, poNumber: other!.orderIdForSearch, invoiceNumber: `INV-${stamp}-C`, invoiceDate: today },
      ],
      'invoices-bad.xlsx',
    );
    await chooseFile(bad);
    await expect(dialog.getByRole('button', { name: /invoices-bad\.xlsx \(3 rows\)/ })).toBeVisible();
    // auto-matched columns
    await expect(dialog.getByRole('combobox', { name: /^PO number/ })).toHaveText('poNumber');
    await expect(dialog.getByRole('combobox', { name: /^Invoice date/ })).toHaveText('invoiceDate');
    await expect(dialog.getByRole('combobox', { name: /^Handling fee/ })).toHaveText('handlingFee');
    await expect(dialog.getByRole('combobox', { name: /^Total/ })).toHaveText('totalAmount');
    await dialog.getByRole('button', { name: 'Import' }).click();
    const alert = dialog.getByRole('alert');
    await expect(alert).toContainText('Row 3, Invoice date: Invalid date');
    await expect(alert).toContainText(
      `Row 4, PO number: The order is in Needs processing status; invoices can be imported only for orders in Invoicing status.`,
    );
    // one transaction: the valid first row is not applied either
    for (const row of chosen) {
      const unchanged = await querySummaries(page, { orderIdForSearch: { filterType: 'text', type: 'equals', filter: row.poNumber } });
      expect(unchanged.rows[0]).toMatchObject({ fulfillmentStatus: 'Invoicing', invoiceNumber: null });
    }

    // remove the file, choose the good one
    await dialog.getByRole('button', { name: /invoices-bad\.xlsx/ }).press('Delete');
    const good = writeBook(
      chosen.map((r, i) => ({ ...r, invoiceNumber: `INV-${stamp}-${i}`, invoiceDate: today })),
      'invoices.xlsx',
    );
    await chooseFile(good);
    await dialog.getByRole('button', { name: 'Import' }).click();
    await expect(page.getByRole('dialog', { name: 'Invoices successfully imported' })).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Invoices successfully imported' })).toBeHidden();
    for (const row of chosen) {
      const after = await querySummaries(page, { orderIdForSearch: { filterType: 'text', type: 'equals', filter: row.poNumber } });
      expect(after.rows[0]!.fulfillmentStatus).toBe('Complete');
    }
  });

  test('Import trackings from a csv with a default carrier', async ({ page }) => {
    const dir = mkdtempSync(path.join(tmpdir(), 'orders-e2e-'));
    // orders the default carrier is offered for: FedEx ships the BisonFedex ones (an item's carriers, docs/decisions/order-detail.md)
    const picked: Summary[] = [];
    for (const candidate of await pickOrders(page, 'AwaitingShipment', 20)) {
      const res = await page.request.get(`/api/orders/${candidate.id}`, { headers: await bearer(page) });
      if (((await res.json()) as { shippingMethod: string[] }).shippingMethod[0] === 'BisonFedex') picked.push(candidate);
      if (picked.length === 2) break;
    }
    expect(picked).toHaveLength(2);
    const stamp = Date.now().toString(36).toUpperCase();
    const file = path.join(dir, 'trackings.csv');
    writeFileSync(file, ['PO Number,Tracking number', ...picked.map((o, i) => `${o.orderIdForSearch},TRK${stamp}${i}`)].join('\n'));

    await openOrders(page);
    await page.getByRole('button', { name: 'Import trackings' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import trackings' });
    const chooser = page.waitForEvent('filechooser');
    await dialog.getByRole('button', { name: 'Choose file' }).click();
    await (await chooser).setFiles(file);
    await expect(dialog.getByRole('combobox', { name: /^PO number/ })).toHaveText('PO Number');
    await expect(dialog.getByRole('combobox', { name: /^Tracking number/ })).toHaveText('Tracking number');
    // no carrier column: the default carrier is required
    await dialog.getByRole('button', { name: 'Import' }).click();
    await expect(dialog.getByText('A default carrier is required if the carrier column is not present')).toBeVisible();
    await dialog.getByRole('combobox', { name: /^Default carrier/ }).click();
    const options = page.getByRole('listbox').getByRole('option');
    await expect(options.last()).toHaveText('Other');
    await page.getByRole('option', { name: 'FedEx' }).click();
    await dialog.getByRole('button', { name: 'Import' }).click();
    await expect(page.getByRole('dialog', { name: 'Trackings successfully imported.' })).toBeVisible();

    for (const [i, order] of picked.entries()) {
      const res = await page.request.get(`/api/orders/${order.id}/order-items`, { headers: await bearer(page) });
      expect(res.ok()).toBeTruthy();
      expect(JSON.stringify(await res.json())).toContain(`TRK${stamp}${i}`);
    }
  });

  test('Generate labels for selected Awaiting shipment orders opens one PDF page per package', async ({ page, context }) => {
    const picked = await pickOrders(page, 'AwaitingShipment', 2, {
      orderIdForSearch: { filterType: 'text', type: 'startsWith', filter: 'PO-1001' },
    });
    let packages = 0;
    for (const order of picked) {
      const res = await page.request.get(`/api/orders/${order.id}/order-items`, { headers: await bearer(page) });
      const items = (await res.json()) as { quantity: number }[];
      packages += items.reduce((sum, it) => sum + it.quantity, 0);
    }
    await openOrders(page, {
      fulfillmentStatus: statusFilter('AwaitingShipment'),
      orderIdForSearch: { filterType: 'text', type: 'startsWith', filter: 'PO-1001' },
    });
    await selectOrders(page, picked);
    await page.getByRole('button', { name: 'Generate labels' }).click();
    const dialog = page.getByRole('dialog', { name: 'Generate labels' });
    await expect(dialog.getByText('Orders selected (2)')).toBeVisible();
    const shippingDate = dialog.getByLabel(/^Shipping date/);
    const today = await shippingDate.inputValue();
    expect(today).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // outside the window (today .. 3 days ahead) and no format: both messages, nothing generated
    const tooFar = new Date(`${today}T00:00:00Z`);
    tooFar.setUTCDate(tooFar.getUTCDate() + 4);
    await shippingDate.fill(tooFar.toISOString().slice(0, 10));
    await dialog.getByRole('button', { name: 'Generate' }).click();
    await expect(dialog.getByText('Shipment date cannot be more than 3 days in the future.')).toBeVisible();
    await expect(dialog.getByText('Field is required')).toBeVisible();
    await shippingDate.fill(today);
    await dialog.getByRole('combobox', { name: /^Format/ }).click();
    await page.getByRole('option').first().click();
    const popup = context.waitForEvent('page');
    // the label address is a signed file download; the new tab requests it
    const labelRequest = context.waitForEvent('request', (r) => r.url().includes('/api/files/download'));
    await dialog.getByRole('button', { name: 'Generate' }).click();
    await expect(page.getByRole('dialog', { name: 'Labels generated successfully.' })).toBeVisible();
    const tab = await popup;
    const pdf = await page.request.get((await labelRequest).url());
    expect(pdf.ok()).toBeTruthy();
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    const bytes = await pdf.body();
    expect(bytes.subarray(0, 4).toString()).toBe('%PDF');
    expect((await PDFDocument.load(bytes)).getPageCount()).toBe(packages);
    await tab.close();
    // selection clears after label generation
    await expect(bar(page)).toHaveCount(0);
  });

  test('Print opens /print/order with the selected ids and one section per order', async ({ page, context }) => {
    const picked = await pickOrders(page, 'Invoicing', 3);
    await context.addInitScript(() => {
      (window as unknown as { printCalls: number }).printCalls = 0;
      window.print = () => {
        (window as unknown as { printCalls: number }).printCalls += 1;
      };
    });
    await openOrders(page, { fulfillmentStatus: statusFilter('Invoicing') });
    await selectOrders(page, picked);
    const popup = context.waitForEvent('page');
    await bar(page).getByRole('button', { name: 'Print' }).click();
    const tab = await popup;
    await tab.waitForLoadState();
    const url = new URL(tab.url());
    expect(url.pathname).toBe('/print/order');
    expect(url.searchParams.get('orderIds')).toBe(picked.map((o) => o.id).join(','));
    for (const order of picked) await expect(tab.getByRole('heading', { name: `PO number ${order.orderIdForSearch}` })).toBeVisible();
    await expect(tab.getByRole('heading', { name: /^PO number / })).toHaveCount(picked.length);
    await expect(tab.getByText(/^Supplier support: /)).toBeVisible();
    await expect.poll(() => tab.evaluate(() => (window as unknown as { printCalls: number }).printCalls)).toBe(1);
  });
});
