// The operator's decisions: each one and each refusal (decided twice, concurrently twice, wrong state, supplier token,
// no token), the operator's name in the order's activity, the mail to the supplier's Admins, the BOL's barcode.
import { and, eq, like } from 'drizzle-orm';
import { OPS_LTL_MESSAGES } from '@portal/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { facilityIdsOf, makeOrder, type OrderSpec } from '../../../../../test/order-factory.ts';
import { ACME, CLERK, OPERATOR, useTestAppWithFiles } from '../../../../../test/test-app.ts';
import { outboxFor } from '../../../../../test/auth-calls.ts';
import { renderPage, ZBARIMG_AVAILABLE, ZBARIMG_SKIP_REASON } from '../../../../../test/pdf-raster.ts';
import { invoices, orders, shipmentRequests } from '../../../../db/schema/index.ts';
import { supplierFileKey } from '../../../../platform/storage/storage.ts';

const ctx = useTestAppWithFiles();
const NOW = new Date('2026-03-10T15:00:00Z');
afterEach(() => vi.restoreAllMocks());
const fixClock = () => vi.spyOn(ctx.app.clock, 'now').mockReturnValue(NOW);
const acme = () => ctx.seed.supplierIds.acme;
const order = (spec: OrderSpec = {}) => makeOrder(ctx.database.db, acme(), spec);
const call = (email: string | null, method: 'GET' | 'POST', url: string, payload?: unknown) =>
  ctx.as(email, { method, url: `/api${url}`, ...(payload === undefined ? {} : { payload: payload as object }) });
const stored = async (id: number) => (await ctx.database.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const activity = async (id: number) =>
  (await call(ACME, 'GET', `/orders/${id}/history`)).json() as { action: string; userName: string; detail: Record<string, unknown> }[];

async function priceChangeOrder() {
  const { id, itemIds } = await order({ status: 'AwaitingShipment', items: [{ quantity: 2, price: '10.00' }] });
  expect(
    (await call(ACME, 'POST', `/orders/${id}/price-change-requests`, [{ orderItemId: itemIds[0], newPrice: '12.5' }])).statusCode,
  ).toBe(200);
  return id;
}
async function canceledOrder() {
  fixClock();
  const { id } = await order({ status: 'AwaitingShipment' });
  expect(
    (await call(ACME, 'POST', `/orders/${id}/cancellation`, { reason: 'OutOfStockWithRestock', restockDate: '2026-04-20' })).statusCode,
  ).toBe(204);
  return id;
}

describe('price change decisions', () => {
  it('commits the decision and its mail together: a mail that cannot be written leaves the request undecided', async () => {
    fixClock();
    const id = await priceChangeOrder();
    const send = vi.spyOn(ctx.app.mailer, 'send').mockRejectedValueOnce(new Error('outbox unavailable'));
    const res = await call(OPERATOR, 'POST', `/ops/price-changes/${id}/approve`);
    expect(res.statusCode).toBeGreaterThanOrEqual(500);
    expect(send).toHaveBeenCalled();
    // nothing of the decision stands: no new prices, no history row, still in the queue; a retry decides it once
    expect(await stored(id)).toMatchObject({ priceChangeRequestStatus: 'Pending', totalCost: '20.00' });
    expect((await activity(id))[0]).toMatchObject({ action: 'priceChange' });
    send.mockRestore();
    expect((await call(OPERATOR, 'POST', `/ops/price-changes/${id}/approve`)).statusCode).toBe(204);
    expect(await stored(id)).toMatchObject({ priceChangeRequestStatus: 'Approved', totalCost: '25.00' });
  });

  it('approve: new prices, the operator in the activity, a mail to the Admins; twice -> 409', async () => {
    fixClock();
    const id = await priceChangeOrder();
    const queue = await call(OPERATOR, 'GET', '/ops/price-changes');
    expect(queue.statusCode).toBe(200);
    expect(queue.json()).toEqual(
      expect.arrayContaining([expect.objectContaining({ id, orderId: id, status: 'Pending', summary: 'SKU-1: 10.00 -> 12.50' })]),
    );
    // the same as data, which the console words and formats (docs/decisions/console-words.md)
    expect(queue.json<{ id: number; details: unknown }[]>().find((r) => r.id === id)!.details).toEqual({
      kind: 'priceChange',
      items: [{ sku: 'SKU-1', oldPrice: '10.00', newPrice: '12.50' }],
    });
    const res = await call(OPERATOR, 'POST', `/ops/price-changes/${id}/approve`);
    expect(res.statusCode).toBe(204);
    expect(await stored(id)).toMatchObject({ priceChangeRequestStatus: 'Approved', totalCost: '25.00' });
    expect((await activity(id))[0]).toMatchObject({
      action: 'priceChangeApproved',
      userName: 'Olivia Operator',
      // each item by its SKU with its old and new price, for the activity's text
      detail: { lines: [expect.objectContaining({ sku: 'SKU-1', oldPrice: '10.00', newPrice: '12.50' })], totalCost: '25.00' },
    });
    const mails = await outboxFor(ctx.app, 'admin@acme.test');
    expect(mails.at(-1)!.subject).toMatch(/approved the price change/);
    expect(mails.at(-1)!.text).toContain(`/orders/${id}`);
    const again = await call(OPERATOR, 'POST', `/ops/price-changes/${id}/decline`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ status: 409, detail: expect.stringContaining('already decided') });
  });

  it('concurrently twice: exactly one wins', async () => {
    const id = await priceChangeOrder();
    const answers = await Promise.all([
      call(OPERATOR, 'POST', `/ops/price-changes/${id}/approve`),
      call(OPERATOR, 'POST', `/ops/price-changes/${id}/decline`),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([204, 409]);
    expect((await activity(id)).filter((e) => e.action.startsWith('priceChange') && e.action !== 'priceChange')).toHaveLength(1);
  });

  it('in bulk: decides the pending ones and names the refused', async () => {
    const [a, b] = [await priceChangeOrder(), await priceChangeOrder()];
    expect((await call(OPERATOR, 'POST', `/ops/price-changes/${a}/decline`)).statusCode).toBe(204);
    const { id: none } = await order();
    const res = await call(OPERATOR, 'POST', '/ops/price-changes/decisions', { ids: [a, b, none], decision: 'decline' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      decided: [b],
      refused: [
        { id: a, detail: expect.stringContaining('already decided') },
        { id: none, detail: 'The order has no price change request.' },
      ],
    });
    expect((await stored(b)).priceChangeRequestStatus).toBe('Declined');
  });

  it('is refused for the wrong state (order canceled) and for unknown orders', async () => {
    const id = await priceChangeOrder();
    await ctx.database.db.update(orders).set({ status: 'Canceled' }).where(eq(orders.id, id));
    expect((await call(OPERATOR, 'POST', `/ops/price-changes/${id}/approve`)).statusCode).toBe(409);
    expect((await call(OPERATOR, 'POST', '/ops/price-changes/999999/approve')).statusCode).toBe(404);
  });

  it('refuses supplier users (403) and calls without a session (401)', async () => {
    const id = await priceChangeOrder();
    for (const email of [ACME, CLERK]) {
      expect((await call(email, 'POST', `/ops/price-changes/${id}/approve`)).statusCode).toBe(403);
      expect((await call(email, 'GET', '/ops/price-changes')).statusCode).toBe(403);
      expect((await call(email, 'POST', '/ops/price-changes/decisions', { ids: [id], decision: 'approve' })).statusCode).toBe(403);
    }
    expect((await call(null, 'POST', `/ops/price-changes/${id}/approve`)).statusCode).toBe(401);
    expect((await stored(id)).priceChangeRequestStatus).toBe('Pending');
  });
});

describe('cancellation decisions', () => {
  it('approve keeps the order Canceled with its restock date; decided twice -> 409', async () => {
    const id = await canceledOrder();
    expect((await call(OPERATOR, 'GET', '/ops/cancellations')).json()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          id,
          status: 'InReview',
          details: { kind: 'cancellation', reason: expect.any(String), restockDate: '2026-04-20', previousStatus: expect.any(String) },
        }),
      ]),
    );
    expect((await call(OPERATOR, 'POST', `/ops/cancellations/${id}/approve`)).statusCode).toBe(204);
    expect(await stored(id)).toMatchObject({ status: 'Canceled', restockDate: '2026-04-20' });
    expect((await activity(id))[0]).toMatchObject({ action: 'cancellationApproved', userName: 'Olivia Operator' });
    expect((await call(OPERATOR, 'POST', `/ops/cancellations/${id}/decline`)).statusCode).toBe(409);
  });

  it('decline restores the previous status; concurrently twice -> one wins', async () => {
    const id = await canceledOrder();
    const answers = await Promise.all([
      call(OPERATOR, 'POST', `/ops/cancellations/${id}/decline`),
      call(OPERATOR, 'POST', `/ops/cancellations/${id}/decline`),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([204, 409]);
    expect((await stored(id)).status).toBe('AwaitingShipment');
    expect((await activity(id))[0]).toMatchObject({ action: 'cancellationDeclined', userName: 'Olivia Operator' });
  });

  it('bulk approve; an order without a cancellation is refused', async () => {
    const id = await canceledOrder();
    const { id: plain } = await order();
    const res = await call(OPERATOR, 'POST', '/ops/cancellations/decisions', { ids: [id, plain], decision: 'approve' });
    expect(res.json()).toMatchObject({ decided: [id], refused: [{ id: plain }] });
  });
});

describe('additional invoice review', () => {
  async function invoiceInReview() {
    fixClock();
    const { id } = await order({ status: 'Complete' });
    const res = await call(ACME, 'POST', `/orders/${id}/invoice/additional`, {
      invoiceNumber: `ADD-${id}`,
      invoiceDate: '2026-03-10',
      tax: '1.50',
      discount: 0,
      shippingCost: '5',
      handlingFee: '1',
    });
    expect(res.statusCode).toBe(200);
    return { orderId: id, invoiceId: res.json<number>() };
  }

  it('reject with a note the supplier sees on its order page; decided twice -> 409', async () => {
    const { orderId, invoiceId } = await invoiceInReview();
    // the queue filtered to the order (the seeded year of history fills its first page with invoices of any date)
    const { purchaseOrderNumber } = await stored(orderId);
    const query = JSON.stringify({
      filterModel: { purchaseOrderNumber: { filterType: 'text', type: 'equals', filter: purchaseOrderNumber } },
    });
    expect((await call(OPERATOR, 'GET', `/ops/invoices?query=${encodeURIComponent(query)}`)).json()).toEqual([
      expect.objectContaining({ id: invoiceId, orderId, amount: '7.50' }),
    ]);
    expect((await call(OPERATOR, 'POST', `/ops/invoices/${invoiceId}/reject`, {})).statusCode).toBe(400);
    const res = await call(OPERATOR, 'POST', `/ops/invoices/${invoiceId}/reject`, { note: 'The tax does not match the order.' });
    expect(res.statusCode).toBe(204);
    const detail = (await call(ACME, 'GET', `/orders/${orderId}`)).json();
    expect(detail.invoicesInReview).toEqual([]);
    expect(detail.invoicesRejected).toEqual([
      expect.objectContaining({ id: invoiceId, reviewStatus: 'Rejected', reviewNote: 'The tax does not match the order.' }),
    ]);
    expect((await stored(orderId)).hasInvoiceInReview).toBe(false);
    expect((await activity(orderId))[0]).toMatchObject({ action: 'invoiceRejected', userName: 'Olivia Operator' });
    expect((await call(OPERATOR, 'POST', `/ops/invoices/${invoiceId}/accept`, {})).statusCode).toBe(409);
  });

  it('accept: the invoice counts as accepted; concurrently twice -> one wins', async () => {
    const { orderId, invoiceId } = await invoiceInReview();
    const answers = await Promise.all([
      call(OPERATOR, 'POST', `/ops/invoices/${invoiceId}/accept`, {}),
      call(OPERATOR, 'POST', `/ops/invoices/${invoiceId}/accept`, { note: 'ok' }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([204, 409]);
    const [row] = await ctx.database.db.select().from(invoices).where(eq(invoices.id, invoiceId));
    expect(row).toMatchObject({ inReview: false, reviewStatus: 'Accepted' });
    const detail = (await call(ACME, 'GET', `/orders/${orderId}`)).json();
    expect(detail.invoices.map((i: { id: number }) => i.id)).toContain(invoiceId);
    expect((await call(OPERATOR, 'POST', '/ops/invoices/999999/accept', {})).statusCode).toBe(404);
  });
});

describe('LTL shipment decisions', () => {
  const ltlOrder = () =>
    order({
      status: 'AwaitingShipment',
      shippingMethod: 'BisonLtl',
      promisedShippingDate: '2026-03-13',
      items: [
        {
          quantity: 1,
          price: '500',
          packages: [{ packageType: 'Pallet', width: '40', height: '48', depth: '40', weight: '350', quantity: 2, freightClass: '85' }],
        },
      ],
    });
  async function requested() {
    fixClock();
    const { id } = await ltlOrder();
    const facility = (await facilityIdsOf(ctx.database.db, acme()))[0]!;
    const res = await call(CLERK, 'POST', `/orders/ltl-shipments/${id}`, {
      supplierFacilityId: facility,
      earliestPickup: '09:00',
      latestPickup: '15:00',
      shippingDate: '2026-03-12',
      items: [
        { productId: 500, sku: 'SKU-1', packages: [{ packageType: 'Pallet', width: 40, height: 48, depth: 40, weight: 350, quantity: 2 }] },
      ],
    });
    expect(res.statusCode).toBe(200);
    return { orderId: id, requestId: res.json<number>() };
  }
  const booking = { carrierId: 6, warehouseName: 'Acme Freight Center', pickUpDate: '2026-03-12' };

  it('books: BookingConfirmed, a BOL PDF whose barcode scans, the operator in the activity; booked twice -> 409', async (t) => {
    const { orderId, requestId } = await requested();
    expect((await call(OPERATOR, 'GET', '/ops/ltl-shipments')).json()).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: requestId, orderId, status: 'NeedsReview' })]),
    );
    const res = await call(OPERATOR, 'POST', `/ops/ltl-shipments/${requestId}/book`, booking);
    expect(res.statusCode).toBe(200);
    const { fileName } = res.json<{ fileName: string }>();
    expect(await stored(orderId)).toMatchObject({ shipmentRequestStatus: 'BookingConfirmed', bolFileName: fileName });
    expect((await activity(orderId))[0]).toMatchObject({ action: 'ltlBooked', userName: 'Olivia Operator' });
    expect((await call(OPERATOR, 'POST', `/ops/ltl-shipments/${requestId}/book`, booking)).statusCode).toBe(409);
    expect((await call(OPERATOR, 'POST', `/ops/ltl-shipments/${requestId}/send-back`, { note: 'x' })).statusCode).toBe(409);
    const pdf = await ctx.app.storage.read(supplierFileKey(acme(), fileName));
    if (!ZBARIMG_AVAILABLE) return t.skip(ZBARIMG_SKIP_REASON);
    const { purchaseOrderNumber } = await stored(orderId);
    expect(renderPage(pdf!, 1, 200).barcodes).toContain(`BOL-${purchaseOrderNumber}-${requestId}`);
  });

  it('booked concurrently twice: exactly one wins', async () => {
    const { orderId, requestId } = await requested();
    const answers = await Promise.all([
      call(OPERATOR, 'POST', `/ops/ltl-shipments/${requestId}/book`, booking),
      call(OPERATOR, 'POST', `/ops/ltl-shipments/${requestId}/book`, { ...booking, warehouseName: 'Other' }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect((await activity(orderId)).filter((e) => e.action === 'ltlBooked')).toHaveLength(1);
  });

  it('rejects bad booking input on every field', async () => {
    const { requestId } = await requested();
    for (const [body, path] of [
      [{ ...booking, carrierId: 'x' }, '$.carrierId'],
      [{ ...booking, warehouseName: ' ' }, '$.warehouseName'],
      [{ ...booking, pickUpDate: '2026-02-30' }, '$.pickUpDate'],
      [{ ...booking, pickUpDate: '2000-01-03' }, '$.pickUpDate'],
    ] as const) {
      const res = await call(OPERATOR, 'POST', `/ops/ltl-shipments/${requestId}/book`, body);
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().errors)).toContain(path);
    }
    expect((await call(OPERATOR, 'POST', `/ops/ltl-shipments/${requestId}/book`, { ...booking, carrierId: 99999 })).statusCode).toBe(404);
    // a pickup before today (the earliest US day) is refused with its message and books nothing
    fixClock();
    const past = await call(OPERATOR, 'POST', `/ops/ltl-shipments/${requestId}/book`, { ...booking, pickUpDate: '2026-03-09' });
    expect(past.statusCode).toBe(400);
    expect(past.json().errors['$.pickUpDate']).toEqual([OPS_LTL_MESSAGES.pickupInPast]);
    const [request] = await ctx.database.db.select().from(shipmentRequests).where(eq(shipmentRequests.id, requestId));
    expect(request!.status).not.toBe('BookingConfirmed');
  });

  it("books the demo's own waiting requests: the seed stores what each asks to ship, which the bill of lading is drawn from", async () => {
    // the generated orders (PO-1...), not the request examples' own (seed/example-orders.ts)
    const [seeded] = await ctx.database.db
      .select({ id: shipmentRequests.id, orderId: shipmentRequests.orderId, items: shipmentRequests.items })
      .from(shipmentRequests)
      .innerJoin(orders, eq(orders.id, shipmentRequests.orderId))
      .where(and(eq(shipmentRequests.status, 'NeedsBooking'), like(orders.purchaseOrderNumber, 'PO-10%')))
      .limit(1);
    expect(seeded, 'a generated demo order with a request to book').toBeDefined();
    expect(seeded!.items).toEqual(
      expect.arrayContaining([expect.objectContaining({ packages: [expect.objectContaining({ packageType: 'Pallet' })] })]),
    );
    const tomorrow = new Date(ctx.app.clock.now().getTime() + 86_400_000).toLocaleDateString('en-CA', { timeZone: 'America/New_York' });
    const res = await call(OPERATOR, 'POST', `/ops/ltl-shipments/${seeded!.id}/book`, { ...booking, pickUpDate: tomorrow });
    expect(res.statusCode, res.body).toBe(200);
    expect((await stored(seeded!.orderId)).shipmentRequestStatus).toBe('BookingConfirmed');
  });

  it('review -> booking -> sent back to review with a note; wrong state -> 409', async () => {
    const { orderId, requestId } = await requested();
    expect((await call(OPERATOR, 'POST', `/ops/ltl-shipments/${requestId}/send-back`, { note: 'Pallet count?' })).statusCode).toBe(409);
    expect((await call(OPERATOR, 'POST', `/ops/ltl-shipments/${requestId}/ready-for-booking`)).statusCode).toBe(204);
    expect((await call(OPERATOR, 'POST', `/ops/ltl-shipments/${requestId}/ready-for-booking`)).statusCode).toBe(409);
    expect((await call(OPERATOR, 'POST', `/ops/ltl-shipments/${requestId}/send-back`, { note: 'Pallet count?' })).statusCode).toBe(204);
    expect((await stored(orderId)).shipmentRequestStatus).toBe('NeedsReview');
    expect((await activity(orderId))[0]).toMatchObject({
      action: 'ltlSentBack',
      userName: 'Olivia Operator',
      detail: { note: 'Pallet count?' },
    });
    expect((await call(ACME, 'POST', `/ops/ltl-shipments/${requestId}/book`, booking)).statusCode).toBe(403);
  });
});

describe('queues', () => {
  it('filter, sort and page server-side with Content-Range', async () => {
    const a = await priceChangeOrder();
    const { purchaseOrderNumber } = await stored(a);
    const query = JSON.stringify({
      filterModel: { purchaseOrderNumber: { filterType: 'text', type: 'equals', filter: purchaseOrderNumber } },
      sortModel: [{ colId: 'amount', sort: 'desc' }],
    });
    const res = await ctx.as(OPERATOR, { method: 'GET', url: `/api/ops/price-changes?limit=5&query=${encodeURIComponent(query)}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([expect.objectContaining({ id: a, supplierName: 'Acme Home Goods' })]);
    expect(res.headers['content-range']).toBe('items 0-0/1');
    const overview = (await call(OPERATOR, 'GET', '/ops/overview')).json();
    expect(overview.queues.find((q: { key: string }) => q.key === 'price-changes').count).toBeGreaterThanOrEqual(1);
  });

  it("filters by the supplier's name (contains, any case)", async () => {
    const a = await priceChangeOrder();
    const { purchaseOrderNumber } = await stored(a);
    const ids = async (supplier: string) => {
      const filterModel = {
        supplierName: { filterType: 'text', type: 'contains', filter: supplier },
        purchaseOrderNumber: { filterType: 'text', type: 'equals', filter: purchaseOrderNumber },
      };
      const query = encodeURIComponent(JSON.stringify({ filterModel }));
      const res = await ctx.as(OPERATOR, { method: 'GET', url: `/api/ops/price-changes?limit=5&query=${query}` });
      expect(res.statusCode).toBe(200);
      return (res.json() as { id: number }[]).map((r) => r.id);
    };
    expect(await ids('acme home')).toEqual([a]);
    expect(await ids('Integrated')).toEqual([]);
  });
});
