// The console shows people's words, never the API's code names (docs/decisions/console-words.md): every queue with
// rows whose statuses, reasons and days are code names and ISO days, and a supplier's page with its flags.
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { consoleWords, FEATURE_FLAGS, type OpsQueueRow } from '@portal/contracts';
import { jsonResponse, renderApp } from '../../test/render-app.tsx';
import { operatorApi } from '../../test/operator-api.ts';
import { anOpsOrderWithRequests } from '../../features/orders/detail/ops/ops-order.fixtures.ts';

/** A CamelCase or camelCase code word: a lower-case letter followed by a capital inside one word. */
const CODE_WORD = /\b\w*[a-z][A-Z]\w*\b/g;
/** An ISO day, which the console writes as "MMM dd, yyyy". */
const ISO_DAY = /\b\d{4}-\d{2}-\d{2}\b/g;

/** The code words and ISO days the page shows, text node by text node (textContent would join neighbours' words). */
function shown(pattern: RegExp): string[] {
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const found: string[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) found.push(...(node.textContent!.match(pattern) ?? []));
  return found;
}

const row = (over: Partial<OpsQueueRow>): OpsQueueRow => ({
  id: 41,
  orderId: 41,
  purchaseOrderNumber: 'PO-41',
  supplierId: 1,
  supplierName: 'Acme Home Goods',
  requestedOn: '2026-11-20T15:00:00.000Z',
  status: 'Pending',
  amount: '25.00',
  summary: 'unused',
  details: { kind: 'priceChange', items: [{ sku: 'SKU-1', oldPrice: '10.00', newPrice: '12.50' }] },
  ...over,
});

const page = (rows: OpsQueueRow[]) => () => {
  const response = jsonResponse(200, rows);
  response.headers.set('Content-Range', `items 0-${rows.length - 1}/${rows.length}`);
  return response;
};

const QUEUES: [path: string, title: string, rows: OpsQueueRow[]][] = [
  ['/ops/price-changes', 'Price changes', [row({})]],
  [
    '/ops/cancellations',
    'Cancellations',
    [
      row({
        status: 'InReview',
        details: { kind: 'cancellation', reason: 'OutOfStockWithRestock', restockDate: '2026-12-01', previousStatus: 'AwaitingShipment' },
      }),
    ],
  ],
  [
    '/ops/invoices',
    'Invoices in review',
    [row({ status: 'InReview', details: { kind: 'invoice', invoiceNumber: 'INV-7', invoiceDate: '2026-11-19' } })],
  ],
  [
    '/ops/ltl-shipments',
    'LTL shipments',
    [
      row({ status: 'NeedsReview', details: { kind: 'ltl', shippingDate: '2026-11-30', earliestPickup: '09:00', latestPickup: '17:00' } }),
      row({
        id: 42,
        purchaseOrderNumber: 'PO-42',
        status: 'NeedsBooking',
        details: { kind: 'ltl', shippingDate: null, earliestPickup: null, latestPickup: null },
      }),
    ],
  ],
];

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe("the console's words", () => {
  it('spells code names out, with the known ones from the one map', () => {
    expect(consoleWords('InReview')).toBe('In review');
    expect(consoleWords('NeedsBooking')).toBe('Needs booking');
    expect(consoleWords('BillOfLading')).toBe('Bill of lading');
    expect(consoleWords('supplierCanProcessOrders')).toBe('Can process orders');
    expect(consoleWords('OutOfStockWithRestock')).toBe('Out of stock, will be restocked');
    expect(consoleWords('SomeLTLState')).toBe('Some LTL state');
    for (const flag of FEATURE_FLAGS) expect(consoleWords(flag)).not.toMatch(CODE_WORD);
  });

  it.each(QUEUES)('%s shows no code name and one date format per row', async (path, title, rows) => {
    operatorApi({ [`GET /api${path}`]: page(rows) });
    renderApp(path);
    const table = await screen.findByRole('table', { name: title });
    await within(table).findByRole('row', { name: /PO-41/ });
    expect(shown(CODE_WORD)).toEqual([]);
    expect(shown(ISO_DAY)).toEqual([]);
  });

  it('writes each request in words with the portal’s days and money', async () => {
    operatorApi({ 'GET /api/ops/ltl-shipments': page(QUEUES[3]![2]) });
    renderApp('/ops/ltl-shipments');
    const table = await screen.findByRole('table', { name: 'LTL shipments' });
    const first = await within(table).findByRole('row', { name: /PO-41/ });
    expect(first).toHaveTextContent('Ship Nov 30, 2026, pickup 9:00 AM–5:00 PM');
    expect(first).toHaveTextContent('Needs review');
    expect(within(table).getByRole('row', { name: /PO-42/ })).toHaveTextContent('Needs booking');
    // the PO number leads to the console's order page
    expect(within(first).getByRole('link', { name: 'PO-41' })).toHaveAttribute('href', '/ops/orders/41');
  });

  it("a supplier's page names its settings and flags in words", async () => {
    operatorApi({
      'GET /api/ops/suppliers/1': () =>
        jsonResponse(200, {
          id: 1,
          name: 'Acme Home Goods',
          supplierCanProcessOrders: true,
          createdOn: '2026-01-01T00:00:00Z',
          activeUserCount: 2,
          overrideCount: 0,
        }),
      'GET /api/ops/suppliers/1/feature-flags': () =>
        jsonResponse(
          200,
          FEATURE_FLAGS.map((feature) => ({ feature, group: 'Orders', defaultEnabled: true, override: null, isEnabled: true })),
        ),
      'GET /api/ops/suppliers/1/representative': () => jsonResponse(200, null),
    });
    renderApp('/ops/suppliers/1');
    expect(await screen.findByRole('combobox', { name: 'Bill of lading' })).toBeVisible();
    expect(screen.getByLabelText(/^Can process orders/)).toBeChecked();
    expect(shown(CODE_WORD)).toEqual([]);
  });

  it("an order's page names its status, requests and activity in words, its days in the console's format", async () => {
    const view = anOpsOrderWithRequests();
    view.history = [
      {
        id: 1,
        action: 'cancel',
        detail: { reason: 'OutOfStockWithRestock', restockDate: '2026-02-01', review: 'InReview' },
        createdOn: '2026-01-11T09:30:00Z',
        userId: 4,
        userName: 'Ann Admin',
      },
      {
        id: 2,
        action: 'cancellationApproved',
        detail: { cancellationId: 3 },
        createdOn: '2026-01-12T09:30:00Z',
        userId: null,
        userName: 'Marketplace',
      },
    ];
    operatorApi({ 'GET /api/ops/orders/5': () => jsonResponse(200, view) });
    renderApp('/ops/orders/5');
    await screen.findByRole('heading', { level: 1, name: 'PO-1000005' });
    // FedEx is the carrier's name (the shipping method 'Bison FedEx'), not a code name
    expect(shown(CODE_WORD).filter((word) => word !== 'FedEx')).toEqual([]);
    expect(shown(ISO_DAY)).toEqual([]);
  });
});
