import { and, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { canTransition, FULFILLMENT_STATUSES, ORDER_WORKFLOW_MESSAGES, type OrderAction } from '@portal/contracts';
import { expectValidationError, useTestApp } from '../../../../test/test-app.ts';
import { facilityIdsOf, makeOrder, type OrderSpec } from '../../../../test/order-factory.ts';
import {
  invoiceAgreements,
  invoices,
  orderCancellations,
  orderHistory,
  orderItems,
  orders,
  priceChangeRequests,
  trackings,
} from '../../../db/schema/index.ts';
import { approveCancellation, rejectCancellation } from './order-cancellation.service.ts';
import { approvePriceChange, declinePriceChange } from './order-price-change.service.ts';
import { commitOrderChange, lockOrder } from '../core/order-lock.ts';

const ctx = useTestApp();
const ACME = 'admin@acme.test';
const CLERK = 'clerk@acme.test';
const INTEGRATED = 'admin@integrated.test';
const NOW = new Date('2026-03-10T15:00:00Z');

afterEach(() => vi.restoreAllMocks());

const fixClock = () => vi.spyOn(ctx.app.clock, 'now').mockReturnValue(NOW);
const acme = () => ctx.seed.supplierIds.acme;
const order = (spec: OrderSpec = {}, supplierId = acme()) => makeOrder(ctx.database.db, supplierId, spec);
const call = (email: string | null, method: 'GET' | 'PUT' | 'POST', url: string, payload?: unknown) =>
  ctx.as(email, { method, url: `/api${url}`, ...(payload === undefined ? {} : { payload: payload as object }) });
const stored = async (id: number) => (await ctx.database.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const historyOf = async (id: number) =>
  ctx.database.db.select().from(orderHistory).where(eq(orderHistory.orderId, id)).orderBy(orderHistory.id);
const invoiceBody = (extra: Record<string, unknown> = {}) => ({
  invoiceNumber: 'INV-100',
  invoiceDate: '2026-03-10',
  tax: '1.50',
  discount: 2,
  shippingCost: '5',
  ...extra,
});

describe('GET /orders/{id} and its reads', () => {
  it('answers every field of the detail with the calculated allowance of the active agreements', async () => {
    fixClock();
    const { id } = await order({ status: 'AwaitingShipment', extra: { supplierOrderNumber: 'SO-1', purchasedFrom: 'Amazon' } });
    const res = await call(CLERK, 'GET', `/orders/${id}`);
    expect(res.statusCode).toBe(200);
    const d = res.json();
    expect(d).toMatchObject({
      id,
      purchaseOrderStatus: 'AwaitingShipment',
      supplierOrderNumber: 'SO-1',
      customerName: 'Casey Buyer',
      shippingMethod: ['BisonFedex'],
      purchasedFrom: 'Amazon',
      hasInvoice: false,
      invoices: [],
      invoicesInReview: [],
      totalCost: '20.00',
      invoicedTotal: '0.00',
      hasPriceChangeRequest: false,
      needsPriceChangeRequestDecision: false,
      orderPriceChangeRequestStatus: null,
      cancellation: null,
      version: 1,
    });
    expect(d.shippingAddress).toMatchObject({ recipientName: 'Casey Buyer', address: '1 Main Street', city: 'Dayton', zip: '45402' });
    expect(d.agreements.map((a: { agreementType: string; allowanceAmount: string }) => [a.agreementType, a.allowanceAmount])).toEqual([
      ['GeneralDiscount', '0.30'],
      ['Marketing', '0.10'],
    ]);
  });

  it('answers items with trackings and before-change prices, carriers with Other last, and the newest-first history', async () => {
    fixClock();
    const { id, itemIds } = await order({
      status: 'AwaitingShipment',
      shippingMethod: 'SupplierGround',
      items: [{ quantity: 3, price: '4.10' }],
    });
    await ctx.database.db.update(orderItems).set({ pricePerUnitBeforeChange: '5.00' }).where(eq(orderItems.id, itemIds[0]!));
    expect(
      (await call(ACME, 'PUT', `/orders/${id}/shipments`, [{ orderLineId: itemIds[0], carrierId: 2, trackingNumbers: ['1Z999'] }]))
        .statusCode,
    ).toBe(204);
    const items = (await call(ACME, 'GET', `/orders/${id}/order-items`)).json();
    expect(items[0]).toMatchObject({
      total: '12.30',
      pricePerUnitBeforeChangeApproval: '5.00',
      totalBeforeChangeApproval: '15.00',
      trackings: [{ trackingNumber: '1Z999', carrierName: 'UPS', trackUrl: 'https://www.ups.com/track?tracknum=1Z999' }],
    });
    const carriers = (await call(ACME, 'GET', `/orders/${id}/order-items/${itemIds[0]}/carriers`)).json();
    expect(carriers.at(-1)).toEqual({ value: 4, label: 'Other' });
    expect(carriers.length).toBeGreaterThan(3);
    const fedex = await order({ status: 'AwaitingShipment' });
    expect((await call(ACME, 'GET', `/orders/${fedex.id}/order-items/${fedex.itemIds[0]}/carriers`)).json()).toEqual([
      { value: 1, label: 'FedEx' },
    ]);
    const history = (await call(ACME, 'GET', `/orders/${id}/history`)).json();
    expect(history[0]).toMatchObject({ action: 'ship', userId: ctx.seed.userIds[ACME] });
    expect(history[0].userName).not.toBe('Marketplace');
    expect(history[0].detail.to).toBe('Invoicing');
  });

  it('keeps orders, items, carriers and history of another supplier out of reach (404) and needs a session (401)', async () => {
    const other = await order({}, ctx.seed.supplierIds.integrated);
    for (const url of [
      `/orders/${other.id}`,
      `/orders/${other.id}/order-items`,
      `/orders/${other.id}/history`,
      `/orders/${other.id}/order-items/${other.itemIds[0]}/carriers`,
    ])
      expect((await call(ACME, 'GET', url)).statusCode).toBe(404);
    const mine = await order();
    expect((await call(ACME, 'GET', `/orders/${mine.id}/order-items/${other.itemIds[0]}/carriers`)).statusCode).toBe(404);
    expect((await call(null, 'GET', `/orders/${mine.id}`)).statusCode).toBe(401);
    expect((await call(ACME, 'GET', '/orders/abc')).statusCode).toBe(400);
  });
});

describe('PUT /orders/{id}/details', () => {
  it('moves NeedsProcessing to AwaitingShipment, keeps AwaitingShipment, records history and bumps the version', async () => {
    const { id } = await order();
    expect((await call(CLERK, 'PUT', `/orders/${id}/details`, { supplierOrderNumber: 'SO-9#1.a' })).statusCode).toBe(204);
    expect(await stored(id)).toMatchObject({ status: 'AwaitingShipment', supplierOrderNumber: 'SO-9#1.a', version: 2 });
    expect((await call(CLERK, 'PUT', `/orders/${id}/details`, { supplierOrderNumber: 'SO-10' })).statusCode).toBe(204);
    expect(await stored(id)).toMatchObject({ status: 'AwaitingShipment', supplierOrderNumber: 'SO-10', version: 3 });
    const history = await historyOf(id);
    expect(history.map((h) => h.action)).toEqual(['process', 'process']);
    expect(history[0]!.userId).toBe(ctx.seed.userIds[CLERK]);
    expect(history[0]!.detail).toMatchObject({ supplierOrderNumber: 'SO-9#1.a', from: 'NeedsProcessing', to: 'AwaitingShipment' });
  });

  it('refuses a bad supplier order number at $.supplierOrderNumber', async () => {
    const { id } = await order();
    expectValidationError(
      await call(ACME, 'PUT', `/orders/${id}/details`, { supplierOrderNumber: 'x'.repeat(21) }),
      '$.supplierOrderNumber',
      'Maximum is 20 characters',
    );
    expectValidationError(
      await call(ACME, 'PUT', `/orders/${id}/details`, { supplierOrderNumber: 'SO 1' }),
      '$.supplierOrderNumber',
      'Invalid format',
    );
    expectValidationError(await call(ACME, 'PUT', `/orders/${id}/details`, {}), '$.supplierOrderNumber', 'Field is required');
  });

  it('refuses the integrated supplier (403), another supplier (404) and no session (401)', async () => {
    const mine = await order({}, ctx.seed.supplierIds.integrated);
    expect((await call(INTEGRATED, 'PUT', `/orders/${mine.id}/details`, { supplierOrderNumber: 'A1' })).statusCode).toBe(403);
    expect((await call(ACME, 'PUT', `/orders/${mine.id}/details`, { supplierOrderNumber: 'A1' })).statusCode).toBe(404);
    // one text for a missing order everywhere (contracts' ORDER_NOT_FOUND), as in the bulk calls and the imports
    expect((await call(ACME, 'PUT', `/orders/${mine.id}/details`, { supplierOrderNumber: 'A1' })).json()).toMatchObject({
      detail: 'Order not found.',
    });
    expect((await call(null, 'PUT', `/orders/${mine.id}/details`, { supplierOrderNumber: 'A1' })).statusCode).toBe(401);
  });
});

describe('PUT /orders/{id}/shipments', () => {
  it('replaces the trackings of the given items and moves to Invoicing only when every item is tracked', async () => {
    const { id, itemIds } = await order({
      status: 'AwaitingShipment',
      shippingMethod: 'SupplierGround',
      items: [
        { quantity: 1, price: '5' },
        { quantity: 1, price: '6' },
      ],
    });
    const first = [{ orderLineId: itemIds[0], carrierId: 4, otherCarrierName: 'Roadie', trackingNumbers: ['R-1', 'R-2'] }];
    expect((await call(ACME, 'PUT', `/orders/${id}/shipments`, first)).statusCode).toBe(204);
    expect((await stored(id)).status).toBe('AwaitingShipment');
    const again = [
      { orderLineId: itemIds[0], carrierId: 3, trackingNumbers: ['U-1'] },
      { orderLineId: itemIds[1], carrierId: 3, trackingNumbers: ['U-2'] },
    ];
    expect((await call(ACME, 'PUT', `/orders/${id}/shipments`, again)).statusCode).toBe(204);
    const rows = await ctx.database.db.select().from(trackings).where(eq(trackings.orderId, id));
    expect(rows.map((t) => t.trackingNumber).sort()).toEqual(['U-1', 'U-2']);
    expect(await stored(id)).toMatchObject({ status: 'Invoicing', version: 3 });
    expect((await ctx.database.db.select().from(orderItems).where(eq(orderItems.orderId, id))).every((i) => i.status === 'Invoicing')).toBe(
      true,
    );
  });

  it('refuses bad input on every field and items of another order', async () => {
    const { id, itemIds } = await order({ status: 'AwaitingShipment' });
    const other = await order({ status: 'AwaitingShipment' });
    const put = (body: unknown) => call(ACME, 'PUT', `/orders/${id}/shipments`, body);
    expectValidationError(
      await put([{ orderLineId: itemIds[0], carrierId: 1, trackingNumbers: ['bad one'] }]),
      '$[0].trackingNumbers[0]',
      'Invalid tracking number provided',
    );
    expectValidationError(
      await put([{ orderLineId: itemIds[0], carrierId: 1, trackingNumbers: [] }]),
      '$[0].trackingNumbers',
      'Field is required',
    );
    expectValidationError(
      await put([{ orderLineId: itemIds[0], carrierId: 4, trackingNumbers: ['A'] }]),
      '$[0].otherCarrierName',
      'Field is required',
    );
    expectValidationError(await put([{ carrierId: 1, trackingNumbers: ['A'] }]), '$[0].orderLineId', 'Field is required');
    expectValidationError(await put([{ orderLineId: itemIds[0], trackingNumbers: ['A'] }]), '$[0].carrierId', 'Field is required');
    expectValidationError(await put([]), '$', 'Field is required');
    expectValidationError(
      await put([{ orderLineId: other.itemIds[0], carrierId: 1, trackingNumbers: ['A'] }]),
      '$[0].orderLineId',
      'Selected item is not available for this order.',
    );
    expectValidationError(await put([{ orderLineId: itemIds[0], carrierId: 99, trackingNumbers: ['A'] }]), '$[0].carrierId');
    expect((await stored(id)).version).toBe(1);
  });
});

describe('PUT /orders/{id}/shipments: the carriers an item offers', () => {
  it('refuses a carrier the item does not offer at its path, and changes nothing', async () => {
    const fedex = await order({ status: 'AwaitingShipment', shippingMethod: 'BisonFedex' });
    const put = (id: number, body: unknown) => call(ACME, 'PUT', `/orders/${id}/shipments`, body);
    expectValidationError(
      await put(fedex.id, [{ orderLineId: fedex.itemIds[0], carrierId: 2, trackingNumbers: ['1Z999AA10123456784'] }]),
      '$[0].carrierId',
      ORDER_WORKFLOW_MESSAGES.carrierNotOffered,
    );
    expect(await ctx.database.db.select().from(trackings).where(eq(trackings.orderId, fedex.id))).toEqual([]);
    expect((await stored(fedex.id)).version).toBe(1);
    const ups = await order({ status: 'AwaitingShipment', shippingMethod: 'BisonUps' });
    expectValidationError(
      await put(ups.id, [{ orderLineId: ups.itemIds[0], carrierId: 1, trackingNumbers: ['123456789012'] }]),
      '$[0].carrierId',
      ORDER_WORKFLOW_MESSAGES.carrierNotOffered,
    );
    // the item's own carrier, as its carrier list offers it
    const offered = await call(ACME, 'GET', `/orders/${fedex.id}/order-items/${fedex.itemIds[0]}/carriers`);
    expect(offered.json()).toEqual([{ value: 1, label: 'FedEx' }]);
    expect((await put(fedex.id, [{ orderLineId: fedex.itemIds[0], carrierId: 1, trackingNumbers: ['123456789012'] }])).statusCode).toBe(
      204,
    );
  });

  it('saves a tracking number not valid for its carrier (the form warned; the supplier confirmed)', async () => {
    const { id, itemIds } = await order({ status: 'AwaitingShipment', shippingMethod: 'BisonFedex' });
    const res = await call(ACME, 'PUT', `/orders/${id}/shipments`, [{ orderLineId: itemIds[0], carrierId: 1, trackingNumbers: ['123'] }]);
    expect(res.statusCode).toBe(204);
    expect((await ctx.database.db.select().from(trackings).where(eq(trackings.orderId, id))).map((t) => t.trackingNumber)).toEqual(['123']);
  });
});

describe('POST /orders/{id}/invoice', () => {
  it('completes the order with the total recomputed from the items and the agreements, and answers the invoice id', async () => {
    fixClock();
    const { id } = await order({ status: 'Invoicing' });
    const res = await call(ACME, 'POST', `/orders/${id}/invoice`, invoiceBody({ total: '999' }));
    expect(res.statusCode).toBe(200);
    const invoiceId = res.json<number>();
    expect(Number.isInteger(invoiceId)).toBe(true);
    const [inv] = await ctx.database.db.select().from(invoices).where(eq(invoices.id, invoiceId));
    // 20.00 + 1.50 tax + 0 handling + 5.00 shipping − 2.00 discount − 0.40 allowance (1.5 % + 0.5 %)
    expect(inv).toMatchObject({ itemsTotal: '20.00', allowance: '0.40', total: '24.10', types: 'Invoice', inReview: false, quantity: 2 });
    expect(await ctx.database.db.select().from(invoiceAgreements).where(eq(invoiceAgreements.invoiceId, invoiceId))).toHaveLength(2);
    expect(await stored(id)).toMatchObject({
      status: 'Complete',
      invoicedTotal: '24.10',
      invoicedTotalCost: '20.00',
      allowanceInDiscount: '0.40',
      invoiceNumber: 'INV-100',
      supplierTotal: '24.10',
      version: 2,
    });
    const detail = (await call(ACME, 'GET', `/orders/${id}`)).json();
    expect(detail).toMatchObject({ hasInvoice: true, invoicedTotal: '24.10', purchaseOrderStatus: 'Complete' });
    expect(detail.invoices).toHaveLength(1);
    expect(detail.invoicesAgreements).toHaveLength(2);
  });

  it("refuses a negative total at $.discount with the spec's message", async () => {
    fixClock();
    const { id } = await order({ status: 'Invoicing' });
    expectValidationError(
      await call(ACME, 'POST', `/orders/${id}/invoice`, invoiceBody({ discount: '30' })),
      '$.discount',
      "A total of the order can't be negative",
    );
  });

  it('takes the handling fee only when it is editable and fixes the shipping to the items fixed costs', async () => {
    fixClock();
    const locked = await order({ status: 'Invoicing', calculatedHandlingFee: '3.00' });
    expectValidationError(await call(ACME, 'POST', `/orders/${locked.id}/invoice`, invoiceBody({ handlingFee: '1' })), '$.handlingFee');
    const res = await call(ACME, 'POST', `/orders/${locked.id}/invoice`, invoiceBody());
    expect(res.statusCode).toBe(200);
    expect((await stored(locked.id)).handlingFee).toBe('3.00');

    const editable = await order({ status: 'Invoicing', canEditHandlingFee: true });
    expect((await call(ACME, 'POST', `/orders/${editable.id}/invoice`, invoiceBody({ handlingFee: '4.25' }))).statusCode).toBe(200);
    expect((await stored(editable.id)).handlingFee).toBe('4.25');

    const fixed = await order({ status: 'Invoicing', items: [{ quantity: 2, price: '10', fixedShippingCost: '1.25' }] });
    expectValidationError(await call(ACME, 'POST', `/orders/${fixed.id}/invoice`, invoiceBody({ shippingCost: '5' })), '$.shippingCost');
    expect((await call(ACME, 'POST', `/orders/${fixed.id}/invoice`, invoiceBody({ shippingCost: '2.50' }))).statusCode).toBe(200);
  });

  it('refuses bad input on every field and dates before the order or in the future', async () => {
    fixClock();
    const { id } = await order({ status: 'Invoicing' });
    const post = (extra: Record<string, unknown>) => call(ACME, 'POST', `/orders/${id}/invoice`, invoiceBody(extra));
    expectValidationError(await post({ invoiceNumber: '' }), '$.invoiceNumber', 'Field is required');
    expectValidationError(await post({ invoiceNumber: 'a'.repeat(51) }), '$.invoiceNumber', 'Maximum is 50 characters');
    expectValidationError(await post({ invoiceNumber: 'INV!' }), '$.invoiceNumber', 'Invalid format');
    expectValidationError(await post({ invoiceDate: '10/03/2026' }), '$.invoiceDate');
    expectValidationError(
      await post({ invoiceDate: '2026-02-28' }),
      '$.invoiceDate',
      'Invoice date cannot be before the order creation date',
    );
    expectValidationError(await post({ invoiceDate: '2026-03-12' }), '$.invoiceDate', 'Invoice date cannot be in the future');
    expectValidationError(await post({ tax: -1 }), '$.tax', 'Minimum is 0');
    expectValidationError(await post({ discount: 'x' }), '$.discount', 'Invalid format');
    expectValidationError(await post({ shippingCost: null }), '$.shippingCost', 'Field is required');
    expectValidationError(await post({ handlingFee: '-2' }), '$.handlingFee', 'Minimum is 0');
    expect((await stored(id)).status).toBe('Invoicing');
  });

  it('bounds the fees as every other money field: up to 9,999,999,999.99, on both invoices', async () => {
    fixClock();
    const { id } = await order({ status: 'Invoicing', canEditHandlingFee: true });
    const complete = await order({ status: 'Complete' });
    for (const [field, value] of [
      ['handlingFee', '10000000000'],
      ['shippingCost', '10000000000.00'],
      ['tax', 1e11],
      ['discount', '99999999999'],
    ] as const) {
      expectValidationError(
        await call(ACME, 'POST', `/orders/${id}/invoice`, invoiceBody({ [field]: value })),
        `$.${field}`,
        'Invalid format',
      );
      expectValidationError(
        await call(ACME, 'POST', `/orders/${complete.id}/invoice/additional`, invoiceBody({ handlingFee: '1', [field]: value })),
        `$.${field}`,
        'Invalid format',
      );
    }
    expect((await stored(id)).status).toBe('Invoicing');
    // the document says the same bound
    const doc = ctx.app.swagger() as unknown as { components: { schemas: Record<string, { properties: Record<string, unknown> }> } };
    for (const name of ['InvoiceRequest', 'AdditionalInvoiceRequest'])
      expect(JSON.stringify(doc.components.schemas[name]!.properties.handlingFee)).toMatch(/"maximum":9999999999\.99\b/);
  });

  it('is refused while a price change decision is pending', async () => {
    fixClock();
    const { id } = await order({ status: 'Invoicing', extra: { priceChangeRequestStatus: 'Pending' } });
    const res = await call(ACME, 'POST', `/orders/${id}/invoice`, invoiceBody());
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toContain('price change');
  });
});

describe('POST /orders/{id}/invoice/additional', () => {
  it('adds an invoice in review to a complete order', async () => {
    fixClock();
    const { id } = await order({ status: 'Complete' });
    const res = await call(ACME, 'POST', `/orders/${id}/invoice/additional`, invoiceBody({ handlingFee: '1' }));
    expect(res.statusCode).toBe(200);
    const [inv] = await ctx.database.db.select().from(invoices).where(eq(invoices.id, res.json<number>()));
    expect(inv).toMatchObject({ types: 'AdditionalInvoice', inReview: true, total: '5.50' });
    expect(await stored(id)).toMatchObject({ hasInvoiceInReview: true, status: 'Complete' });
    expect((await call(ACME, 'GET', `/orders/${id}`)).json().invoicesInReview).toHaveLength(1);
  });

  it('requires the handling fee and a total above zero', async () => {
    fixClock();
    const { id } = await order({ status: 'Complete' });
    expectValidationError(
      await call(ACME, 'POST', `/orders/${id}/invoice/additional`, invoiceBody()),
      '$.handlingFee',
      'Field is required',
    );
    expectValidationError(
      await call(ACME, 'POST', `/orders/${id}/invoice/additional`, invoiceBody({ handlingFee: 0, tax: 0, shippingCost: 0, discount: 0 })),
      '$.discount',
      'A total of the invoice cannot be zero or negative',
    );
    expectValidationError(
      await call(ACME, 'POST', `/orders/${id}/invoice/additional`, invoiceBody({ handlingFee: 1, invoiceDate: '2026-02-01' })),
      '$.invoiceDate',
      'Invoice date cannot be before the order creation date',
    );
  });
});

describe('POST /orders/{id}/cancellation', () => {
  it('cancels at once with a cancellation under review; the marketplace approves it or rejects it (status restored)', async () => {
    fixClock();
    const { id } = await order({ status: 'AwaitingShipment' });
    expect(
      (await call(ACME, 'POST', `/orders/${id}/cancellation`, { reason: 'OutOfStockWithRestock', restockDate: '2026-03-20' })).statusCode,
    ).toBe(204);
    expect(await stored(id)).toMatchObject({ status: 'Canceled', cancelReason: 'OutOfStockWithRestock', restockDate: '2026-03-20' });
    expect((await call(ACME, 'GET', `/orders/${id}`)).json().cancellation).toMatchObject({
      reason: 'OutOfStockWithRestock',
      status: 'InReview',
    });
    await rejectCancellation(ctx.database.db, id, NOW, null);
    expect(await stored(id)).toMatchObject({ status: 'AwaitingShipment', cancelReason: null });
    const h = await historyOf(id);
    expect(h.find((x) => x.action === 'cancellationDeclined')!.userId).toBeNull();

    const second = await order();
    expect((await call(ACME, 'POST', `/orders/${second.id}/cancellation`, { reason: 'CancelAtSellersRequest' })).statusCode).toBe(204);
    await approveCancellation(ctx.database.db, second.id, NOW, null);
    expect((await stored(second.id)).status).toBe('Canceled');
    const [c] = await ctx.database.db.select().from(orderCancellations).where(eq(orderCancellations.orderId, second.id));
    expect(c).toMatchObject({ status: 'Approved', previousStatus: 'NeedsProcessing' });
  });

  it('refuses a missing reason, a missing or past restock date', async () => {
    fixClock();
    const { id } = await order();
    expectValidationError(await call(ACME, 'POST', `/orders/${id}/cancellation`, {}), '$.reason', 'Field is required');
    expectValidationError(await call(ACME, 'POST', `/orders/${id}/cancellation`, { reason: 'Nope' }), '$.reason');
    expectValidationError(
      await call(ACME, 'POST', `/orders/${id}/cancellation`, { reason: 'OutOfStockWithRestock' }),
      '$.restockDate',
      'Field is required',
    );
    expectValidationError(
      await call(ACME, 'POST', `/orders/${id}/cancellation`, { reason: 'OutOfStockWithRestock', restockDate: '2026-03-10' }),
      '$.restockDate',
      'Invalid date',
    );
    expectValidationError(
      await call(ACME, 'POST', `/orders/${id}/cancellation`, { reason: 'OutOfStockWithRestock', restockDate: '2026-02-30' }),
      '$.restockDate',
      'Invalid date',
    );
    expectValidationError(
      await call(ACME, 'POST', `/orders/${id}/cancellation`, { reason: 'OutOfStockWithRestock', restockDate: 'soon' }),
      '$.restockDate',
    );
    expect((await stored(id)).status).toBe('NeedsProcessing');
  });
});

describe('POST /orders/{id}/price-change-requests', () => {
  it('records a pending request; approval applies the prices keeping the old ones and recomputes the totals', async () => {
    fixClock();
    const { id, itemIds } = await order({
      status: 'AwaitingShipment',
      items: [
        { quantity: 2, price: '10.00' },
        { quantity: 1, price: '5.00' },
      ],
    });
    const res = await call(ACME, 'POST', `/orders/${id}/price-change-requests`, [
      { orderItemId: itemIds[0], newPrice: '12.5' },
      { orderItemId: itemIds[1], newPrice: null },
    ]);
    expect(res.statusCode).toBe(200);
    expect((await call(ACME, 'GET', `/orders/${id}`)).json()).toMatchObject({
      hasPriceChangeRequest: true,
      needsPriceChangeRequestDecision: true,
      orderPriceChangeRequestStatus: 'Pending',
    });
    expect((await call(ACME, 'POST', `/orders/${id}/price-change-requests`, [{ orderItemId: itemIds[0], newPrice: 1 }])).statusCode).toBe(
      409,
    );
    await approvePriceChange(ctx.database.db, id, NOW, null);
    const items = (await call(ACME, 'GET', `/orders/${id}/order-items`)).json();
    expect(items[0]).toMatchObject({
      pricePerUnit: '12.50',
      pricePerUnitBeforeChangeApproval: '10.00',
      total: '25.00',
      totalBeforeChangeApproval: '20.00',
    });
    expect(items[1]).toMatchObject({ pricePerUnit: '5.00', pricePerUnitBeforeChangeApproval: null });
    // 30.00 items − 0.60 allowance (2 %)
    expect(await stored(id)).toMatchObject({
      priceChangeRequestStatus: 'Approved',
      totalCost: '30.00',
      calculatedAllowance: '0.60',
      total: '29.40',
    });
  });

  it('lets the marketplace decline, leaving the prices', async () => {
    const { id, itemIds } = await order({ status: 'Invoicing' });
    expect((await call(ACME, 'POST', `/orders/${id}/price-change-requests`, [{ orderItemId: itemIds[0], newPrice: 3 }])).statusCode).toBe(
      200,
    );
    await declinePriceChange(ctx.database.db, id, NOW, null);
    expect((await stored(id)).priceChangeRequestStatus).toBe('Declined');
    expect((await ctx.database.db.select().from(orderItems).where(eq(orderItems.id, itemIds[0]!)))[0]!.pricePerUnit).toBe('10.00');
    expect((await ctx.database.db.select().from(priceChangeRequests).where(eq(priceChangeRequests.orderId, id)))[0]!.status).toBe(
      'Declined',
    );
  });

  it('refuses bad prices and items of another order at their index', async () => {
    const { id, itemIds } = await order();
    const other = await order();
    const post = (body: unknown) => call(ACME, 'POST', `/orders/${id}/price-change-requests`, body);
    expectValidationError(await post([{ orderItemId: itemIds[0], newPrice: '1.234' }]), '$[0].newPrice', 'Invalid price format');
    expectValidationError(await post([{ orderItemId: itemIds[0], newPrice: -1 }]), '$[0].newPrice', 'Minimum is 0');
    expectValidationError(
      await post([{ orderItemId: itemIds[0] }, { orderItemId: other.itemIds[0], newPrice: 1 }]),
      '$[1].orderItemId',
      'Selected item is not available for this order.',
    );
    expectValidationError(await post([{ newPrice: 1 }]), '$[0].orderItemId', 'Field is required');
    expectValidationError(await post([]), '$', 'Field is required');
    expect((await stored(id)).priceChangeRequestStatus).toBeNull();
  });
});

describe('the state machine on every changing call', () => {
  // the self-service exceptions refuse with their rules' own reasons first (order-exceptions.test.ts)
  type ExceptionAction = 'replaceLabel' | 'movePickup' | 'changeShipFrom' | 'undoProcessing' | 'undoShipment';
  // an address correction is the operator's answer to a case (apps/api/src/modules/cases/ops/case-decisions.test.ts)
  type CaseAction = 'correctAddress';
  const ACTION_CALLS: Record<
    Exclude<OrderAction, 'label' | 'ltl' | ExceptionAction | CaseAction>,
    (id: number, itemId: number) => [method: 'PUT' | 'POST', url: string, body: unknown]
  > = {
    process: (id) => ['PUT', `/orders/${id}/details`, { supplierOrderNumber: 'SO-1' }],
    ship: (id, itemId) => ['PUT', `/orders/${id}/shipments`, [{ orderLineId: itemId, carrierId: 1, trackingNumbers: ['T1'] }]],
    invoice: (id) => ['POST', `/orders/${id}/invoice`, invoiceBody()],
    additionalInvoice: (id) => ['POST', `/orders/${id}/invoice/additional`, invoiceBody({ handlingFee: 1 })],
    cancel: (id) => ['POST', `/orders/${id}/cancellation`, { reason: 'CancelAtSellersRequest' }],
    priceChange: (id, itemId) => ['POST', `/orders/${id}/price-change-requests`, [{ orderItemId: itemId, newPrice: 1 }]],
  };
  for (const status of FULFILLMENT_STATUSES) {
    for (const [action, build] of Object.entries(ACTION_CALLS)) {
      if (canTransition(status, action as OrderAction)) continue;
      it(`refuses ${action} in ${status} with 409 naming both, changing nothing`, async () => {
        fixClock();
        const { id, itemIds } = await order({ status });
        const [method, url, body] = build(id, itemIds[0]!);
        const res = await call(ACME, method, url, body);
        expect(res.statusCode).toBe(409);
        expect(res.json().detail).toContain(`(${status})`);
        expect(await stored(id)).toMatchObject({ status, version: 1 });
        expect(await historyOf(id)).toHaveLength(0);
      });
    }
  }
});

describe('concurrency', () => {
  it('lets one of two simultaneous conflicting writes through and refuses the other with 409', async () => {
    fixClock();
    const { id } = await order({ status: 'Invoicing' });
    const results = await Promise.all([
      call(ACME, 'POST', `/orders/${id}/invoice`, invoiceBody()),
      call(CLERK, 'POST', `/orders/${id}/cancellation`, { reason: 'CancelAtSellersRequest' }),
      call(CLERK, 'POST', `/orders/${id}/invoice`, invoiceBody({ invoiceNumber: 'INV-101' })),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    expect(await ctx.database.db.select().from(invoices).where(eq(invoices.orderId, id))).toHaveLength(1);
    expect(await stored(id)).toMatchObject({ status: 'Complete', version: 2 });
  });

  it('refuses a write based on a stale version', async () => {
    const { id } = await order();
    const stale = await ctx.database.db.transaction((tx) => lockOrder(tx, acme(), id));
    expect((await call(ACME, 'PUT', `/orders/${id}/details`, { supplierOrderNumber: 'SO-2' })).statusCode).toBe(204);
    await expect(
      ctx.database.db.transaction((tx) => commitOrderChange(tx, stale, null, { supplierOrderNumber: 'LATE' }, { action: 'process' }, NOW)),
    ).rejects.toMatchObject({ status: 409 });
    expect((await stored(id)).supplierOrderNumber).toBe('SO-2');
    expect(
      await ctx.database.db
        .select()
        .from(orderHistory)
        .where(and(eq(orderHistory.orderId, id), eq(orderHistory.action, 'process'))),
    ).toHaveLength(1);
  });
});

describe('who may change an order', () => {
  it('refuses every changing call to the integrated supplier (403) and to a missing session (401)', async () => {
    const { id, itemIds } = await order({ status: 'AwaitingShipment' }, ctx.seed.supplierIds.integrated);
    const facility = (await facilityIdsOf(ctx.database.db, ctx.seed.supplierIds.integrated))[0];
    const calls: ['PUT' | 'POST', string, unknown][] = [
      ['PUT', `/orders/${id}/details`, { supplierOrderNumber: 'A' }],
      ['PUT', `/orders/${id}/shipments`, [{ orderLineId: itemIds[0], carrierId: 1, trackingNumbers: ['T'] }]],
      ['POST', `/orders/${id}/invoice`, invoiceBody()],
      ['POST', `/orders/${id}/invoice/additional`, invoiceBody({ handlingFee: 1 })],
      ['POST', `/orders/${id}/cancellation`, { reason: 'CancelAtSellersRequest' }],
      ['POST', `/orders/${id}/price-change-requests`, [{ orderItemId: itemIds[0], newPrice: 1 }]],
      [
        'POST',
        `/orders/${id}/shipping-labels/print`,
        { supplierFacilityId: facility, packages: [{ width: 1, height: 1, depth: 1, weight: 1 }], estimatedValue: 1, date: '2026-03-10' },
      ],
      [
        'POST',
        `/orders/ltl-shipments/${id}`,
        {
          supplierFacilityId: facility,
          earliestPickup: '08:00',
          latestPickup: '12:00',
          shippingDate: '2026-03-11',
          items: [
            { productId: 500, sku: 'SKU-1', packages: [{ packageType: 'Pallet', width: 1, height: 1, depth: 1, weight: 1, quantity: 1 }] },
          ],
        },
      ],
    ];
    for (const [method, url, body] of calls) {
      expect((await call(INTEGRATED, method, url, body)).statusCode, url).toBe(403);
      expect((await call(null, method, url, body)).statusCode, url).toBe(401);
    }
    expect((await stored(id)).version).toBe(1);
  });
});
