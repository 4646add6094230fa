// The order page's self-service exceptions (docs/decisions/order-exceptions.md) through the real server and database:
// each call's happy path, its window (409 with the rule's reason), a second submission (409), bad input on every
// field (400), another supplier's order (404), a supplier that does not process orders in the portal and a caller
// that is not a supplier user (403).
import { and, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ORDER_EXCEPTION_MESSAGES } from '@portal/contracts';
import { ACME, expectValidationError, INTEGRATED, OPERATOR, useTestAppWithFiles } from '../../../../test/test-app.ts';
import { facilityIdsOf, makeOrder, type OrderSpec } from '../../../../test/order-factory.ts';
import { orderHistory, orders, shipmentRequests, supplierFacilities, trackings } from '../../../db/schema/index.ts';

const ctx = useTestAppWithFiles();
const NOW = new Date('2026-03-10T15:00:00Z'); // Tuesday, 11:00 in New York

afterEach(() => vi.restoreAllMocks());

const at = (time: Date) => vi.spyOn(ctx.app.clock, 'now').mockReturnValue(time);
const minutesAfter = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000);
const acme = () => ctx.seed.supplierIds.acme;
const order = (spec: OrderSpec = {}, supplierId = acme()) => makeOrder(ctx.database.db, supplierId, spec);
const call = (email: string | null, method: 'GET' | 'PUT' | 'POST', url: string, payload?: unknown) =>
  ctx.as(email, { method, url: `/api${url}`, ...(payload === undefined ? {} : { payload: payload as object }) });
const stored = async (id: number) => (await ctx.database.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const lastHistory = async (id: number) =>
  (await ctx.database.db.select().from(orderHistory).where(eq(orderHistory.orderId, id)).orderBy(orderHistory.id)).at(-1)!;
const trackingNumbersOf = async (id: number) =>
  (await ctx.database.db.select().from(trackings).where(eq(trackings.orderId, id)).orderBy(trackings.id)).map((t) => t.trackingNumber);
const facts = async (id: number) => (await call(ACME, 'GET', `/orders/${id}/exceptions`)).json();
const expectConflict = (res: { statusCode: number; json(): unknown }, detail: string) => {
  expect(res.statusCode).toBe(409);
  expect(res.json()).toMatchObject({ status: 409, detail });
};

/** An Acme order processed through the page's call at `NOW` (history: NeedsProcessing -> AwaitingShipment). */
async function processedOrder(spec: OrderSpec = {}) {
  const made = await order({ shippingMethod: 'SupplierGround', ...spec });
  at(NOW);
  expect((await call(ACME, 'PUT', `/orders/${made.id}/details`, { supplierOrderNumber: 'SO-1' })).statusCode).toBe(204);
  return made;
}

/** An awaiting-shipment Supplier ground order with a bulk FedEx label for `shipDate` (one box per unit). */
async function labelledOrder(shipDate = '2026-03-10', spec: OrderSpec = {}) {
  const made = await order({ status: 'AwaitingShipment', shippingMethod: 'SupplierGround', ...spec });
  at(NOW);
  const res = await call(ACME, 'POST', '/orders/bulk/shipping-labels', { orderIds: [made.id], format: 'Paper4X6', shippingDate: shipDate });
  expect(res.statusCode).toBe(200);
  return { ...made, label: (await facts(made.id)).label as { fileName: string; trackingNumbers: string[]; shipDate: string } };
}

describe('void a label and buy another (POST /orders/{id}/shipping-labels/replacement)', () => {
  it("voids the label's tracking numbers and buys a UPS label in one change, then refuses the same voided label (409)", async () => {
    const { id, label } = await labelledOrder();
    expect(label.trackingNumbers).toHaveLength(2);
    const body = { voidedLabel: label.fileName, carrierId: 2, shipDate: '2026-03-11' };
    const res = await call(ACME, 'POST', `/orders/${id}/shipping-labels/replacement`, body);
    expect(res.statusCode).toBe(200);
    const numbers = await trackingNumbersOf(id);
    expect(numbers).toHaveLength(2);
    expect(numbers.every((n) => /^1Z[0-9A-Z]{16}$/.test(n))).toBe(true);
    expect(numbers.some((n) => label.trackingNumbers.includes(n))).toBe(false);
    const after = await stored(id);
    expect(after).toMatchObject({ status: 'AwaitingShipment', hasLabel: true, version: 3 });
    expect(after.labelFileName).not.toBe(label.fileName);
    expect(await lastHistory(id)).toMatchObject({
      action: 'labelReplaced',
      detail: { carrier: 'UPS', shippingDate: '2026-03-11', voidedTrackingNumbers: label.trackingNumbers, trackingNumbers: numbers },
    });
    expect((await facts(id)).label).toMatchObject({ shipDate: '2026-03-11', trackingNumbers: numbers });
    expectConflict(
      await call(ACME, 'POST', `/orders/${id}/shipping-labels/replacement`, body),
      ORDER_EXCEPTION_MESSAGES.labelAlreadyVoided,
    );
    expect(await trackingNumbersOf(id)).toEqual(numbers);
  });

  it('refuses once the carrier picked the label up (its ship date passed), after shipping, and without a label (409)', async () => {
    const { id, label } = await labelledOrder('2026-03-10');
    at(new Date('2026-03-11T12:00:00Z')); // the 11th in Honolulu too
    const body = { voidedLabel: label.fileName, carrierId: 1, shipDate: '2026-03-11' };
    expectConflict(
      await call(ACME, 'POST', `/orders/${id}/shipping-labels/replacement`, body),
      ORDER_EXCEPTION_MESSAGES.labelPickedUp('2026-03-10'),
    );
    expect(await trackingNumbersOf(id)).toEqual(label.trackingNumbers);
    const bare = await order({ status: 'AwaitingShipment', shippingMethod: 'SupplierGround' });
    at(NOW);
    expectConflict(
      await call(ACME, 'POST', `/orders/${bare.id}/shipping-labels/replacement`, { ...body, voidedLabel: 'x.pdf' }),
      ORDER_EXCEPTION_MESSAGES.noLabel,
    );
  });

  it('answers 400 on every bad field, a carrier the items do not offer or that sells no labels, and a day out of the window', async () => {
    const { id, label } = await labelledOrder();
    const good = { voidedLabel: label.fileName, carrierId: 2, shipDate: '2026-03-11' };
    const url = `/orders/${id}/shipping-labels/replacement`;
    expectValidationError(await call(ACME, 'POST', url, { ...good, voidedLabel: '' }), '$.voidedLabel');
    expectValidationError(await call(ACME, 'POST', url, { ...good, voidedLabel: undefined }), '$.voidedLabel');
    expectValidationError(await call(ACME, 'POST', url, { ...good, carrierId: 'UPS' }), '$.carrierId');
    expectValidationError(
      await call(ACME, 'POST', url, { ...good, carrierId: 3 }),
      '$.carrierId',
      ORDER_EXCEPTION_MESSAGES.carrierNotForLabel,
    );
    expectValidationError(await call(ACME, 'POST', url, { ...good, shipDate: '11/03/2026' }), '$.shipDate');
    expectValidationError(await call(ACME, 'POST', url, { ...good, shipDate: '2026-03-20' }), '$.shipDate');
    const fedexOnly = await labelledOrder('2026-03-10', { shippingMethod: 'BisonFedex' });
    expectValidationError(
      await call(ACME, 'POST', `/orders/${fedexOnly.id}/shipping-labels/replacement`, { ...good, voidedLabel: fedexOnly.label.fileName }),
      '$.carrierId',
      ORDER_EXCEPTION_MESSAGES.carrierNotForLabel,
    );
    expect(await trackingNumbersOf(id)).toEqual(label.trackingNumbers);
  });
});

describe('undo "Mark as processing" (POST /orders/{id}/processing/undo)', () => {
  it('puts the order back in Needs processing within 15 minutes, once (409 the second time)', async () => {
    const { id } = await processedOrder();
    at(minutesAfter(14));
    expect((await facts(id)).processedAt).toBe(NOW.toISOString());
    expect((await call(ACME, 'POST', `/orders/${id}/processing/undo`)).statusCode).toBe(204);
    expect(await stored(id)).toMatchObject({ status: 'NeedsProcessing', version: 3 });
    expect(await lastHistory(id)).toMatchObject({
      action: 'processingUndone',
      detail: { from: 'AwaitingShipment', to: 'NeedsProcessing' },
    });
    expectConflict(await call(ACME, 'POST', `/orders/${id}/processing/undo`), ORDER_EXCEPTION_MESSAGES.undoProcessingStatus);
  });

  it('refuses after 15 minutes and once anything is labelled or tracked (409), changing nothing', async () => {
    const late = await processedOrder();
    at(minutesAfter(16));
    expectConflict(await call(ACME, 'POST', `/orders/${late.id}/processing/undo`), ORDER_EXCEPTION_MESSAGES.undoProcessingWindow);
    expect(await stored(late.id)).toMatchObject({ status: 'AwaitingShipment', version: 2 });
    const labelled = await processedOrder();
    expect(
      (
        await call(ACME, 'POST', '/orders/bulk/shipping-labels', {
          orderIds: [labelled.id],
          format: 'Paper4X6',
          shippingDate: '2026-03-10',
        })
      ).statusCode,
    ).toBe(200);
    at(minutesAfter(1));
    expectConflict(await call(ACME, 'POST', `/orders/${labelled.id}/processing/undo`), ORDER_EXCEPTION_MESSAGES.undoProcessingShipped);
  });
});

describe('undo a shipment confirmation (POST /orders/{id}/shipments/undo)', () => {
  it('takes the shipment back with its reason: Awaiting shipment again, its tracking numbers no longer recorded; 409 the second time', async () => {
    const { id, itemIds } = await order({ status: 'AwaitingShipment', shippingMethod: 'SupplierGround' });
    at(NOW);
    const shipments = [{ orderLineId: itemIds[0], carrierId: 2, trackingNumbers: ['1Z999AA10123456784'] }];
    expect((await call(ACME, 'PUT', `/orders/${id}/shipments`, shipments)).statusCode).toBe(204);
    expect((await stored(id)).status).toBe('Invoicing');
    const money = await stored(id);
    const res = await call(ACME, 'POST', `/orders/${id}/shipments/undo`, { reason: '  Shipped the wrong order  ' });
    expect(res.statusCode).toBe(204);
    const after = await stored(id);
    expect(after).toMatchObject({
      status: 'AwaitingShipment',
      totalCost: money.totalCost,
      total: money.total,
      supplierTotal: money.supplierTotal,
    });
    expect(await trackingNumbersOf(id)).toEqual([]);
    expect(await lastHistory(id)).toMatchObject({
      action: 'shipmentUndone',
      detail: {
        reason: 'Shipped the wrong order',
        voidedTrackingNumbers: ['1Z999AA10123456784'],
        from: 'Invoicing',
        to: 'AwaitingShipment',
      },
    });
    expectConflict(
      await call(ACME, 'POST', `/orders/${id}/shipments/undo`, { reason: 'again' }),
      ORDER_EXCEPTION_MESSAGES.undoShipmentStatus,
    );
  });

  it('refuses an invoiced order (409) and answers 400 on a missing, blank or too long reason', async () => {
    const complete = await order({ status: 'Complete' });
    at(NOW);
    expectConflict(
      await call(ACME, 'POST', `/orders/${complete.id}/shipments/undo`, { reason: 'x' }),
      ORDER_EXCEPTION_MESSAGES.undoShipmentStatus,
    );
    const url = `/orders/${complete.id}/shipments/undo`;
    expectValidationError(await call(ACME, 'POST', url, {}), '$.reason');
    expectValidationError(await call(ACME, 'POST', url, { reason: '   ' }), '$.reason');
    expectValidationError(await call(ACME, 'POST', url, { reason: 'x'.repeat(501) }), '$.reason');
    expectValidationError(await call(ACME, 'POST', url, { reason: 5 }), '$.reason');
  });
});

describe('change the ship-from warehouse (PUT /orders/{id}/ship-from)', () => {
  async function warehouses() {
    const db = ctx.database.db;
    const [first, second] = await facilityIdsOf(db, acme());
    await db.update(supplierFacilities).set({ isActive: true }).where(eq(supplierFacilities.supplierId, acme()));
    return { first: first!, second: second! };
  }

  it('moves the order to another active warehouse before shipping; the same warehouse again is 409', async () => {
    const { first, second } = await warehouses();
    const { id } = await order({ extra: { shipFromFacilityId: first } });
    at(NOW);
    expect((await call(ACME, 'PUT', `/orders/${id}/ship-from`, { supplierFacilityId: second })).statusCode).toBe(204);
    expect(await stored(id)).toMatchObject({ shipFromFacilityId: second, status: 'NeedsProcessing' });
    expect(await lastHistory(id)).toMatchObject({ action: 'shipFromChanged', detail: { facilityId: second, previousFacilityId: first } });
    expectConflict(
      await call(ACME, 'PUT', `/orders/${id}/ship-from`, { supplierFacilityId: second }),
      ORDER_EXCEPTION_MESSAGES.shipFromSame,
    );
  });

  it("refuses after shipping or once a label names the warehouse (409), an inactive (400) or another supplier's warehouse (404)", async () => {
    const { first, second } = await warehouses();
    const shipped = await order({ status: 'Invoicing', extra: { shipFromFacilityId: first } });
    at(NOW);
    expectConflict(
      await call(ACME, 'PUT', `/orders/${shipped.id}/ship-from`, { supplierFacilityId: second }),
      ORDER_EXCEPTION_MESSAGES.shipFromNotOpen,
    );
    const labelled = await labelledOrder();
    expectConflict(
      await call(ACME, 'PUT', `/orders/${labelled.id}/ship-from`, { supplierFacilityId: second }),
      ORDER_EXCEPTION_MESSAGES.shipFromHasLabel,
    );
    const open = await order({ extra: { shipFromFacilityId: first } });
    await ctx.database.db.update(supplierFacilities).set({ isActive: false }).where(eq(supplierFacilities.id, second));
    expectValidationError(await call(ACME, 'PUT', `/orders/${open.id}/ship-from`, { supplierFacilityId: second }), '$.supplierFacilityId');
    const [foreign] = await facilityIdsOf(ctx.database.db, ctx.seed.supplierIds.integrated);
    expect((await call(ACME, 'PUT', `/orders/${open.id}/ship-from`, { supplierFacilityId: foreign })).statusCode).toBe(404);
    expectValidationError(await call(ACME, 'PUT', `/orders/${open.id}/ship-from`, { supplierFacilityId: 'main' }), '$.supplierFacilityId');
    expectValidationError(await call(ACME, 'PUT', `/orders/${open.id}/ship-from`, {}), '$.supplierFacilityId');
    expect((await stored(open.id)).shipFromFacilityId).toBe(first);
  });
});

describe('move a booked LTL pickup (POST /orders/{id}/ltl-pickup/move)', () => {
  /** A Bison LTL order whose pickup is booked for `pickUpDate` (the marketplace's booking, straight in the database). */
  async function bookedOrder(pickUpDate = '2026-03-13') {
    const db = ctx.database.db;
    const [facilityId] = await facilityIdsOf(db, acme());
    const made = await order({ status: 'AwaitingShipment', shippingMethod: 'BisonLtl' });
    const [request] = await db
      .insert(shipmentRequests)
      .values({
        supplierId: acme(),
        orderId: made.id,
        supplierFacilityId: facilityId!,
        status: 'BookingConfirmed',
        earliestPickup: '09:00',
        latestPickup: '17:00',
        shippingDate: pickUpDate,
        items: [
          {
            productId: 500,
            sku: 'SKU-1',
            packages: [{ packageType: 'Pallet', width: 40, height: 40, depth: 48, weight: 300, quantity: 1 }],
          },
        ],
        carrierId: 6,
        carrierName: 'Estes',
        warehouseName: 'Acme Freight Center',
        pickUpDate,
      })
      .returning({ id: shipmentRequests.id });
    await db
      .update(orders)
      .set({ shipmentRequestId: request!.id, shipmentRequestStatus: 'BookingConfirmed', bolFileName: 'old-bol.pdf' })
      .where(eq(orders.id, made.id));
    return { ...made, requestId: request!.id };
  }

  it('moves the pickup before the cutoff and makes the bill of lading again; the same move again is 409', async () => {
    const { id, requestId } = await bookedOrder('2026-03-13');
    at(NOW);
    const body = { fromDate: '2026-03-13', pickUpDate: '2026-03-16' };
    expect((await call(ACME, 'POST', `/orders/${id}/ltl-pickup/move`, body)).statusCode).toBe(204);
    const [request] = await ctx.database.db
      .select()
      .from(shipmentRequests)
      .where(and(eq(shipmentRequests.supplierId, acme()), eq(shipmentRequests.id, requestId)));
    expect(request!.pickUpDate).toBe('2026-03-16');
    const after = await stored(id);
    expect(after.bolFileName).toMatch(/bill-of-lading-/);
    expect(await ctx.app.storage.exists(`${acme()}/${after.bolFileName}`)).toBe(true);
    expect(await lastHistory(id)).toMatchObject({
      action: 'ltlPickupMoved',
      detail: { previousPickUpDate: '2026-03-13', pickUpDate: '2026-03-16' },
    });
    const again = await call(ACME, 'POST', `/orders/${id}/ltl-pickup/move`, body);
    expect(again.statusCode).toBe(409);
    expect((await stored(id)).version).toBe(after.version);
  });

  it('refuses after the cutoff (14:00 New York the business day before) with 409, and a weekend, the same or a past day with 400', async () => {
    const { id } = await bookedOrder('2026-03-16'); // Monday: its cutoff is Friday the 13th, 14:00 New York
    at(new Date('2026-03-13T18:30:00Z')); // 14:30 in New York
    expectConflict(
      await call(ACME, 'POST', `/orders/${id}/ltl-pickup/move`, { fromDate: '2026-03-16', pickUpDate: '2026-03-18' }),
      ORDER_EXCEPTION_MESSAGES.pickupCutoffPassed('2026-03-16'),
    );
    at(NOW);
    const url = `/orders/${id}/ltl-pickup/move`;
    expectValidationError(
      await call(ACME, 'POST', url, { fromDate: '2026-03-16', pickUpDate: '2026-03-14' }),
      '$.pickUpDate',
      ORDER_EXCEPTION_MESSAGES.pickupWeekend,
    );
    expectValidationError(
      await call(ACME, 'POST', url, { fromDate: '2026-03-16', pickUpDate: '2026-03-16' }),
      '$.pickUpDate',
      ORDER_EXCEPTION_MESSAGES.pickupSameDay,
    );
    expectValidationError(await call(ACME, 'POST', url, { fromDate: '2026-03-16', pickUpDate: '2026-03-10' }), '$.pickUpDate');
    expectValidationError(await call(ACME, 'POST', url, { fromDate: '2026-03-16', pickUpDate: '2026-02-30' }), '$.pickUpDate');
    expectValidationError(await call(ACME, 'POST', url, { fromDate: 'Monday', pickUpDate: '2026-03-18' }), '$.fromDate');
    const unbooked = await order({ status: 'AwaitingShipment', shippingMethod: 'BisonLtl' });
    expectConflict(
      await call(ACME, 'POST', `/orders/${unbooked.id}/ltl-pickup/move`, { fromDate: '2026-03-16', pickUpDate: '2026-03-18' }),
      ORDER_EXCEPTION_MESSAGES.noBookedPickup,
    );
  });
});

describe('who may take the exceptions', () => {
  it("answers 404 for another supplier's order, 403 to a supplier that does not process orders here and to an operator, 401 without a session", async () => {
    const foreign = await order({ status: 'AwaitingShipment' }, ctx.seed.supplierIds.integrated);
    const mine = await order({ status: 'AwaitingShipment' });
    at(NOW);
    const calls = (id: number): ['PUT' | 'POST', string, unknown][] => [
      ['POST', `/orders/${id}/shipping-labels/replacement`, { voidedLabel: 'a.pdf', carrierId: 1, shipDate: '2026-03-11' }],
      ['POST', `/orders/${id}/ltl-pickup/move`, { fromDate: '2026-03-13', pickUpDate: '2026-03-16' }],
      ['PUT', `/orders/${id}/ship-from`, { supplierFacilityId: 1 }],
      ['POST', `/orders/${id}/processing/undo`, undefined],
      ['POST', `/orders/${id}/shipments/undo`, { reason: 'mistake' }],
    ];
    for (const [method, url, body] of calls(foreign.id)) expect((await call(ACME, method, url, body)).statusCode, url).toBe(404);
    expect((await call(ACME, 'GET', `/orders/${foreign.id}/exceptions`)).statusCode).toBe(404);
    for (const [method, url, body] of calls(mine.id)) {
      expect((await call(INTEGRATED, method, url, body)).statusCode, url).toBe(403);
      expect((await call(OPERATOR, method, url, body)).statusCode, url).toBe(403);
      expect((await call(null, method, url, body)).statusCode, url).toBe(401);
    }
    expect(await stored(mine.id)).toMatchObject({ status: 'AwaitingShipment', version: 1 });
  });
});
