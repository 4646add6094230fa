import { eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FULFILLMENT_STATUSES } from '@portal/contracts';
import { facilityIdsOf, makeOrder, type OrderSpec } from '../../../../test/order-factory.ts';
import { ACME, CLERK, expectValidationError, INTEGRATED, useTestAppWithFiles } from '../../../../test/test-app.ts';
import { orderHistory, orderLabels, orders, shipmentRequests, supplierFacilities, trackings } from '../../../db/schema/index.ts';
import { supplierFileKey } from '../../../platform/storage/storage.ts';
import { confirmBooking, moveToNeedsBooking } from './order-ltl.service.ts';

const ctx = useTestAppWithFiles();
// 10:00 in New York, 05:00 in Honolulu: "today" is 2026-03-10 everywhere in the US.
const NOW = new Date('2026-03-10T15:00:00Z');

afterEach(() => vi.restoreAllMocks());

const fixClock = () => vi.spyOn(ctx.app.clock, 'now').mockReturnValue(NOW);
const acme = () => ctx.seed.supplierIds.acme;
const order = (spec: OrderSpec = {}, supplierId = acme()) => makeOrder(ctx.database.db, supplierId, spec);
const call = (email: string | null, method: 'GET' | 'POST', url: string, payload?: unknown) =>
  ctx.as(email, { method, url: `/api${url}`, ...(payload === undefined ? {} : { payload: payload as object }) });
const stored = async (id: number) => (await ctx.database.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const acmeFacility = async () => (await facilityIdsOf(ctx.database.db, acme()))[0]!;
const integratedFacility = async () => (await facilityIdsOf(ctx.database.db, ctx.seed.supplierIds.integrated))[0]!;
const labelBody = async (extra: Record<string, unknown> = {}) => ({
  supplierFacilityId: await acmeFacility(),
  packages: [
    { packageType: 'Box', width: 10, height: 8, depth: 12, weight: 4.5, boxes: 2 },
    { width: 5, height: 5, depth: 5, weight: 1 },
  ],
  estimatedValue: '20.00',
  date: '2026-03-11',
  ...extra,
});
/** Runs `check` with the supplier's first facility deactivated, then activates it again. */
async function withInactiveFacility(check: (facilityId: number) => Promise<void>): Promise<void> {
  const facilityId = await acmeFacility();
  await ctx.database.db.update(supplierFacilities).set({ isActive: false }).where(eq(supplierFacilities.id, facilityId));
  try {
    await check(facilityId);
  } finally {
    await ctx.database.db.update(supplierFacilities).set({ isActive: true }).where(eq(supplierFacilities.id, facilityId));
  }
}
const pdfPages = async (bytes: Buffer) => (await PDFDocument.load(bytes)).getPageCount();

describe('parcel packages and labels', () => {
  it('answers the packages from the items (packaging × quantity, default boxes otherwise) and the estimated value', async () => {
    const { id } = await order({
      status: 'AwaitingShipment',
      items: [
        { quantity: 2, price: '10.00', packages: [{ width: '10', height: '4', depth: '6', weight: '2.5', quantity: 1 }] },
        { quantity: 3, price: '1.10' },
      ],
    });
    const res = await call(CLERK, 'GET', `/orders/${id}/packages`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      packages: [
        { packageType: 'Box', width: 10, height: 4, depth: 6, weight: 2.5, boxes: 2 },
        { packageType: 'Box', width: 0, height: 0, depth: 0, weight: 0, boxes: 3 },
      ],
      estimatedValue: '23.30',
    });
  });

  it('prints one page per box, stores the PDF, records trackings, the label and history, and the download URL serves it', async () => {
    fixClock();
    const { id, itemIds } = await order({
      status: 'AwaitingShipment',
      items: [
        { quantity: 1, price: '5' },
        { quantity: 1, price: '6' },
      ],
    });
    expect((await call(ACME, 'GET', `/orders/${id}/shipping-labels`)).json().detail).toBe('Label file is not available for download.');
    const res = await call(CLERK, 'POST', `/orders/${id}/shipping-labels/print`, await labelBody());
    expect(res.statusCode).toBe(200);
    const labelId = res.json<number>();
    const [label] = await ctx.database.db.select().from(orderLabels).where(eq(orderLabels.id, labelId));
    expect(label).toMatchObject({ orderId: id, packageCount: 3, shippingDate: '2026-03-11', estimatedValue: '20.00' });
    const saved = await stored(id);
    expect(saved).toMatchObject({
      hasLabel: true,
      hasGroundLabel: true,
      labelFileName: label!.fileName,
      status: 'AwaitingShipment',
      version: 2,
    });
    expect(await ctx.app.storage.exists(supplierFileKey(acme(), label!.fileName))).toBe(true);
    const rows = await ctx.database.db.select().from(trackings).where(eq(trackings.orderId, id));
    expect(rows).toHaveLength(3);
    expect(new Set(rows.map((t) => t.orderItemId))).toEqual(new Set(itemIds));
    const [history] = await ctx.database.db.select().from(orderHistory).where(eq(orderHistory.orderId, id));
    expect(history).toMatchObject({ action: 'label', userId: ctx.seed.userIds[CLERK] });

    const url = await call(ACME, 'GET', `/orders/${id}/shipping-labels`);
    expect(url.statusCode).toBe(200);
    expect(url.headers['content-type']).toMatch(/application\/json/);
    const file = await ctx.app.inject({ method: 'GET', url: url.json<string>() });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(await pdfPages(file.rawPayload)).toBe(3);

    const again = await call(ACME, 'POST', `/orders/${id}/shipping-labels/print`, await labelBody());
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe('The order already has a shipping label.');
  });

  it('refuses other shipping methods and every status but AwaitingShipment with 409', async () => {
    fixClock();
    const ups = await order({ status: 'AwaitingShipment', shippingMethod: 'BisonUps' });
    expect((await call(ACME, 'POST', `/orders/${ups.id}/shipping-labels/print`, await labelBody())).statusCode).toBe(409);
    for (const status of FULFILLMENT_STATUSES.filter((s) => s !== 'AwaitingShipment')) {
      const { id } = await order({ status });
      const res = await call(ACME, 'POST', `/orders/${id}/shipping-labels/print`, await labelBody());
      expect(res.statusCode, status).toBe(409);
      expect(res.json().detail).toContain(`(${status})`);
    }
  });

  it("refuses another supplier's facility or order (404) and bad input on every field", async () => {
    fixClock();
    const { id } = await order({ status: 'AwaitingShipment' });
    expect(
      (await call(ACME, 'POST', `/orders/${id}/shipping-labels/print`, await labelBody({ supplierFacilityId: await integratedFacility() })))
        .statusCode,
    ).toBe(404);
    const foreign = await order({ status: 'AwaitingShipment' }, ctx.seed.supplierIds.integrated);
    expect((await call(ACME, 'POST', `/orders/${foreign.id}/shipping-labels/print`, await labelBody())).statusCode).toBe(404);
    expect((await call(ACME, 'GET', `/orders/${foreign.id}/shipping-labels`)).statusCode).toBe(404);
    expect((await call(ACME, 'GET', `/orders/${foreign.id}/packages`)).statusCode).toBe(404);
    const post = async (extra: Record<string, unknown>) =>
      call(ACME, 'POST', `/orders/${id}/shipping-labels/print`, await labelBody(extra));
    expectValidationError(await post({ date: '2026-03-09' }), '$.date', 'Shipment date cannot be in the past.');
    expectValidationError(await post({ date: '2026-03-14' }), '$.date', 'Shipment date cannot be more than 3 days in the future.');
    expectValidationError(await post({ date: 'tomorrow' }), '$.date');
    expectValidationError(await post({ packages: [] }), '$.packages', 'At least one box must be provided');
    expectValidationError(await post({ packages: [{ width: -1, height: 1, depth: 1, weight: 1 }] }), '$.packages[0].width', 'Minimum is 0');
    expectValidationError(
      await post({ packages: [{ width: 1, height: -1, depth: 1, weight: 1 }] }),
      '$.packages[0].height',
      'Minimum is 0',
    );
    expectValidationError(await post({ packages: [{ width: 1, height: 1, depth: -1, weight: 1 }] }), '$.packages[0].depth', 'Minimum is 0');
    expectValidationError(
      await post({ packages: [{ width: 1, height: 1, depth: 1, weight: -1 }] }),
      '$.packages[0].weight',
      'Minimum is 0',
    );
    expectValidationError(
      await post({ packages: [{ width: 1, height: 1, depth: 1, weight: 1, boxes: 0 }] }),
      '$.packages[0].boxes',
      'Minimum is 1',
    );
    expectValidationError(
      await post({ packages: [{ packageType: 'Crate', width: 1, height: 1, depth: 1, weight: 1 }] }),
      '$.packages[0].packageType',
    );
    expectValidationError(await post({ estimatedValue: -5 }), '$.estimatedValue', 'Minimum is 0');
    expectValidationError(await post({ supplierFacilityId: 'x' }), '$.supplierFacilityId');
    await withInactiveFacility(async (facilityId) =>
      expectValidationError(await post({ supplierFacilityId: facilityId }), '$.supplierFacilityId', 'The facility is not active.'),
    );
    expect((await stored(id)).hasLabel).toBe(false);
  });
});

const ltlPackage = { packageType: 'Pallet', width: 40, height: 48, depth: 40, weight: 350, quantity: 2 };
const ltlBody = async (extra: Record<string, unknown> = {}) => ({
  supplierFacilityId: await acmeFacility(),
  earliestPickup: '09:00',
  latestPickup: '15:00',
  shippingDate: '2026-03-12',
  items: [{ productId: 500, sku: 'SKU-1', packages: [ltlPackage] }],
  ...extra,
});
const ltlOrder = (spec: OrderSpec = {}, supplierId = acme()) =>
  order(
    {
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
      ...spec,
    },
    supplierId,
  );

describe('LTL shipments', () => {
  it('answers the items with their packages, read-only freight class and the promised date', async () => {
    const { id, itemIds } = await ltlOrder();
    const res = await call(ACME, 'GET', `/orders/ltl-shipments/${id}/packages`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      promisedShippingDate: '2026-03-13',
      items: [
        {
          orderItemId: itemIds[0],
          sku: 'SKU-1',
          productId: 500,
          packages: [{ packageType: 'Pallet', quantity: 2, freightClass: '85', weight: 350 }],
        },
      ],
    });
  });

  it('creates a request in review; the marketplace books it, the bill of lading is stored and the booked shipment is readable', async () => {
    fixClock();
    const { id } = await ltlOrder();
    const res = await call(CLERK, 'POST', `/orders/ltl-shipments/${id}`, await ltlBody());
    expect(res.statusCode).toBe(200);
    const requestId = res.json<number>();
    expect(await stored(id)).toMatchObject({ shipmentRequestId: requestId, shipmentRequestStatus: 'NeedsReview', version: 2 });
    expect((await call(CLERK, 'POST', `/orders/ltl-shipments/${id}`, await ltlBody())).statusCode).toBe(409);
    expect((await call(ACME, 'GET', `/shipment-requests/${requestId}`)).statusCode).toBe(404);

    await moveToNeedsBooking(ctx.database.db, requestId, NOW, null);
    expect((await stored(id)).shipmentRequestStatus).toBe('NeedsBooking');
    expect((await call(CLERK, 'POST', `/orders/ltl-shipments/${id}`, await ltlBody())).statusCode).toBe(409);
    const fileName = await confirmBooking({ db: ctx.database.db, storage: ctx.app.storage, clock: { now: () => NOW } }, requestId, {
      carrierId: 6,
      warehouseName: 'Acme Freight Center',
      pickUpDate: '2026-03-12',
    });
    expect(await stored(id)).toMatchObject({ shipmentRequestStatus: 'BookingConfirmed', bolFileName: fileName });
    const bol = await ctx.app.storage.read(supplierFileKey(acme(), fileName));
    expect(await pdfPages(bol!)).toBeGreaterThanOrEqual(1);
    const booked = await call(ACME, 'GET', `/shipment-requests/${requestId}`);
    expect(booked.json()).toEqual({ carrierId: 6, carrierName: 'Estes', warehouseName: 'Acme Freight Center', pickUpDate: '2026-03-12' });
    expect((await call(INTEGRATED, 'GET', `/shipment-requests/${requestId}`)).statusCode).toBe(404);
    const [row] = await ctx.database.db.select().from(shipmentRequests).where(eq(shipmentRequests.id, requestId));
    expect(row!.status).toBe('BookingConfirmed');
    const res2 = await call(CLERK, 'POST', `/orders/ltl-shipments/${id}`, await ltlBody());
    expect(res2.statusCode).toBe(409);
  });

  it('refuses non-LTL orders and statuses other than AwaitingShipment with 409', async () => {
    fixClock();
    const parcel = await order({ status: 'AwaitingShipment', shippingMethod: 'BisonFedex' });
    expect((await call(ACME, 'POST', `/orders/ltl-shipments/${parcel.id}`, await ltlBody())).statusCode).toBe(409);
    for (const status of FULFILLMENT_STATUSES.filter((s) => s !== 'AwaitingShipment')) {
      const { id } = await ltlOrder({ status });
      const res = await call(ACME, 'POST', `/orders/ltl-shipments/${id}`, await ltlBody());
      expect(res.statusCode, status).toBe(409);
      expect(res.json().detail).toContain(`(${status})`);
    }
  });

  it('refuses bad dates, items, packages and quantities, and a foreign facility or order', async () => {
    fixClock();
    const { id } = await ltlOrder();
    const post = async (extra: Record<string, unknown>) => call(ACME, 'POST', `/orders/ltl-shipments/${id}`, await ltlBody(extra));
    expectValidationError(await post({ shippingDate: '2026-03-10' }), '$.shippingDate', 'Shipping date must be at least the next day.');
    expectValidationError(
      await post({ shippingDate: '2026-03-14' }),
      '$.shippingDate',
      'Shipping date cannot be after the promised shipping date.',
    );
    expectValidationError(await post({ items: [] }), '$.items', 'At least one item is required');
    expectValidationError(
      await post({ items: [{ productId: 500, sku: 'SKU-1', packages: [] }] }),
      '$.items[0].packages',
      'At least one package is required',
    );
    expectValidationError(
      await post({ items: [{ productId: 500, sku: 'SKU-1', packages: [{ ...ltlPackage, quantity: 0 }] }] }),
      '$.items[0].packages[0].quantity',
      'Minimum is 1',
    );
    expectValidationError(
      await post({ items: [{ productId: 500, sku: 'SKU-1', packages: [{ ...ltlPackage, quantity: 2147483648 }] }] }),
      '$.items[0].packages[0].quantity',
      'Maximum is 2147483647',
    );
    expectValidationError(
      await post({ items: [{ productId: 999, sku: 'SKU-9', packages: [ltlPackage] }] }),
      '$.items[0].productId',
      'Selected item is not available for this order.',
    );
    expectValidationError(await post({ earliestPickup: '' }), '$.earliestPickup', 'Field is required');
    expectValidationError(await post({ latestPickup: undefined }), '$.latestPickup', 'Field is required');
    expectValidationError(await post({ shippingDate: '12/03/2026' }), '$.shippingDate');
    expectValidationError(await post({ supplierFacilityId: null }), '$.supplierFacilityId', 'Field is required');
    expectValidationError(
      await post({ items: [{ productId: 500, sku: '', packages: [ltlPackage] }] }),
      '$.items[0].sku',
      'Field is required',
    );
    expectValidationError(
      await post({ items: [{ productId: 500, sku: 'SKU-1', packages: [{ ...ltlPackage, packageType: 'Crate' }] }] }),
      '$.items[0].packages[0].packageType',
    );
    for (const field of ['width', 'height', 'depth', 'weight'])
      expectValidationError(
        await post({ items: [{ productId: 500, sku: 'SKU-1', packages: [{ ...ltlPackage, [field]: -1 }] }] }),
        `$.items[0].packages[0].${field}`,
        'Minimum is 0',
      );
    expect((await post({ supplierFacilityId: await integratedFacility() })).statusCode).toBe(404);
    await withInactiveFacility(async (facilityId) =>
      expectValidationError(await post({ supplierFacilityId: facilityId }), '$.supplierFacilityId', 'The facility is not active.'),
    );
    // another supplier's order (moving one between suppliers is refused by the composite foreign keys, migration 0026)
    const foreign = await ltlOrder({}, ctx.seed.supplierIds.integrated);
    expect((await call(ACME, 'GET', `/orders/ltl-shipments/${foreign.id}/packages`)).statusCode).toBe(404);
    expect((await call(ACME, 'POST', `/orders/ltl-shipments/${foreign.id}`, await ltlBody())).statusCode).toBe(404);
    expect((await stored(id)).shipmentRequestStatus).toBeNull();
  });
});

describe('sessions', () => {
  it('needs a session for every read of shipping data (401)', async () => {
    const { id } = await ltlOrder();
    for (const url of [
      `/orders/${id}/packages`,
      `/orders/${id}/shipping-labels`,
      `/orders/ltl-shipments/${id}/packages`,
      '/shipment-requests/1',
      '/suppliers/facilities',
    ])
      expect((await call(null, 'GET', url)).statusCode, url).toBe(401);
    expect((await call(null, 'POST', '/supplier-agreements/calculate-allowance', { date: '2026-03-10', amount: 1 })).statusCode).toBe(401);
  });

  it('prints one label when two prints of the same order race: the second is refused with 409', async () => {
    fixClock();
    const { id } = await order({ status: 'AwaitingShipment' });
    const body = await labelBody();
    const results = await Promise.all([
      call(ACME, 'POST', `/orders/${id}/shipping-labels/print`, body),
      call(CLERK, 'POST', `/orders/${id}/shipping-labels/print`, body),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await ctx.database.db.select().from(orderLabels).where(eq(orderLabels.orderId, id))).toHaveLength(1);
    expect(await ctx.database.db.select().from(trackings).where(eq(trackings.orderId, id))).toHaveLength(3);
  });
});

describe('facilities and allowance', () => {
  it("lists only the supplier's own facilities", async () => {
    const acmeList = (await call(CLERK, 'GET', '/suppliers/facilities')).json();
    expect(acmeList.map((f: { code: string }) => f.code).sort()).toEqual(['ACM-01', 'ACM-LTL']);
    expect(acmeList.find((f: { code: string }) => f.code === 'ACM-LTL')).toMatchObject({ firstForLTL: true, isPrimaryLocationLtl: true });
    const other = (await call(INTEGRATED, 'GET', '/suppliers/facilities')).json();
    expect(other.map((f: { code: string }) => f.code)).toEqual(['IOS-01']);
    expect((await call(null, 'GET', '/suppliers/facilities')).statusCode).toBe(401);
  });

  it('calculates the allowance of the agreements active on the date, in decimals', async () => {
    const res = await call(ACME, 'POST', '/supplier-agreements/calculate-allowance', { date: '2026-03-10', amount: '123.45' });
    expect(res.statusCode).toBe(200);
    // 1.5 % = 1.85175 -> 1.85, 0.5 % = 0.61725 -> 0.62
    expect(res.json()).toMatchObject({
      amount: '2.47',
      agreements: [
        { agreementType: 'GeneralDiscount', allowanceAmount: '1.85' },
        { agreementType: 'Marketing', allowanceAmount: '0.62' },
      ],
    });
    expect((await call(ACME, 'POST', '/supplier-agreements/calculate-allowance', { date: '2019-12-31', amount: 100 })).json()).toEqual({
      amount: '0.00',
      agreements: [],
    });
    expect(
      (await call(INTEGRATED, 'POST', '/supplier-agreements/calculate-allowance', { date: '2026-03-10', amount: 100 })).json().amount,
    ).toBe('0.00');
    expectValidationError(await call(ACME, 'POST', '/supplier-agreements/calculate-allowance', { date: 'x', amount: 1 }), '$.date');
    expectValidationError(
      await call(ACME, 'POST', '/supplier-agreements/calculate-allowance', { date: '2026-03-10' }),
      '$.amount',
      'Field is required',
    );
  });
});
