import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LABEL_DATE_MESSAGES, ORDER_RULE_MESSAGES, usLabelDateBounds, usLabelDayProblem } from '@portal/contracts';
import { renderPage, ZBARIMG_AVAILABLE } from '../../../../test/pdf-raster.ts';
import { ACME, CLERK, expectValidationError, INTEGRATED, useTestAppWithFiles } from '../../../../test/test-app.ts';
import { carriers, labelBatches, orderHistory, orderItems, orders, trackings } from '../../../db/schema/index.ts';
import { isValidTrackingNumber } from '../core/tracking-numbers.ts';
import { createLabelBatch } from './labels.service.ts';

const ctx = useTestAppWithFiles();
// 10:00 in New York, 05:00 in Honolulu: "today" is 2026-03-10 everywhere in the US.
const NOW = new Date('2026-03-10T15:00:00Z');
let poCounter = 0;

afterEach(() => vi.restoreAllMocks());

const fixClock = (at: Date = NOW) => vi.spyOn(ctx.app.clock, 'now').mockReturnValue(at);

/** An order of the supplier with one line item per quantity given. */
async function makeOrder(supplierId: number, status: string, quantities: number[] = [1]): Promise<number> {
  const db = ctx.database.db;
  const [o] = await db
    .insert(orders)
    .values({
      supplierId,
      purchaseOrderNumber: `PO-LBL-${++poCounter}-${supplierId}`,
      status,
      customerFirstName: 'Dana',
      customerLastName: 'Label',
      address1: '42 Elm Street',
      city: 'Springfield',
      state: 'IL',
      zip: '62704',
    })
    .returning({ id: orders.id });
  await db.insert(orderItems).values(
    quantities.map((quantity, i) => ({
      supplierId,
      orderId: o!.id,
      productId: 1 + i,
      productName: `Item ${i}`,
      sku: `SKU-${i}`,
      quantity,
      pricePerUnit: '10.00',
      status,
    })),
  );
  return o!.id;
}

const post = (email: string | null, payload: object) => ctx.as(email, { method: 'POST', url: '/api/orders/bulk/shipping-labels', payload });
const getBatch = (email: string | null, batch: string) =>
  ctx.as(email, { method: 'GET', url: `/api/orders/bulk/shipping-labels/${batch}` });
const body = (orderIds: number[], extra: Record<string, unknown> = {}) => ({
  orderIds,
  format: 'Paper4X6',
  shippingDate: '2026-03-11',
  ...extra,
});
const supplierFolder = (supplierId: number) => path.join(ctx.dataDir, 'files', String(supplierId));
const filesOf = (supplierId: number) => (existsSync(supplierFolder(supplierId)) ? readdirSync(supplierFolder(supplierId)) : []);

async function trackingCount(orderIds: number[]): Promise<number> {
  return (await ctx.database.db.select().from(trackings).where(inArray(trackings.orderId, orderIds))).length;
}

describe('POST /orders/bulk/shipping-labels', () => {
  it('prints one page per package, stores the PDF under the supplier and records the label on every order', async () => {
    fixClock();
    const acme = ctx.seed.supplierIds.acme;
    const first = await makeOrder(acme, 'AwaitingShipment', [2, 1]);
    const second = await makeOrder(acme, 'AwaitingShipment', [1]);
    const res = await post(CLERK, body([first, second], { format: 'Paper4X8' }));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    const batchNumber = res.json<string>();
    expect(batchNumber).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);

    const [batch] = await ctx.database.db.select().from(labelBatches).where(eq(labelBatches.id, batchNumber));
    expect(batch).toMatchObject({
      supplierId: acme,
      orderIds: [first, second],
      format: 'Paper4X8',
      shippingDate: '2026-03-11',
      packageCount: 4,
    });
    expect(batch!.createdBy).toBe(ctx.seed.userIds[CLERK]);
    expect(batch!.fileName).toBe(`20260310150000__shipping-labels-${batchNumber}.pdf`);
    expect(filesOf(acme)).toContain(batch!.fileName);

    const saved = await ctx.database.db
      .select()
      .from(orders)
      .where(inArray(orders.id, [first, second]));
    for (const o of saved)
      expect(o).toMatchObject({
        hasLabel: true,
        hasGroundLabel: true,
        labelFileName: batch!.fileName,
        status: 'AwaitingShipment',
        version: 2,
      });

    const [fedex] = await ctx.database.db.select().from(carriers).where(eq(carriers.name, 'FedEx'));
    const rows = await ctx.database.db
      .select()
      .from(trackings)
      .where(inArray(trackings.orderId, [first, second]));
    expect(rows).toHaveLength(4);
    expect(rows.every((t) => t.carrierId === fedex!.id && isValidTrackingNumber(t.trackingNumber))).toBe(true);
    expect(rows.filter((t) => t.orderId === first)).toHaveLength(3);

    const history = await ctx.database.db
      .select()
      .from(orderHistory)
      .where(and(inArray(orderHistory.orderId, [first, second]), eq(orderHistory.action, 'label')));
    expect(history).toHaveLength(2);
    expect(history.find((h) => h.orderId === second)!.detail).toMatchObject({
      batchNumber,
      carrier: 'FedEx',
      trackingNumbers: [rows.find((t) => t.orderId === second)!.trackingNumber],
    });

    // The batch answers a URL that downloads that PDF through the local driver's route.
    const url = await getBatch(ACME, batchNumber);
    expect(url.statusCode).toBe(200);
    const file = await ctx.app.inject({ method: 'GET', url: url.json<string>() });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toContain(`shipping-labels-${batchNumber}.pdf`);
    const pdf = await PDFDocument.load(file.rawPayload);
    expect(pdf.getPageCount()).toBe(4);
    expect(pdf.getPages().map((p) => [p.getWidth(), p.getHeight()])).toEqual(Array(4).fill([288, 576]));
  });

  // Skipped without zbarimg: ZBARIMG_SKIP_REASON.
  it.skipIf(!ZBARIMG_AVAILABLE)('prints a scannable barcode of each package tracking number', async () => {
    fixClock();
    const id = await makeOrder(ctx.seed.supplierIds.acme, 'AwaitingShipment', [1]);
    const batchNumber = (await post(ACME, body([id]))).json<string>();
    const url = (await getBatch(ACME, batchNumber)).json<string>();
    const pdf = (await ctx.app.inject({ method: 'GET', url })).rawPayload;
    const [tracking] = await ctx.database.db.select().from(trackings).where(eq(trackings.orderId, id));
    expect(renderPage(pdf, 1, 200).barcodes).toContain(tracking!.trackingNumber);
  });

  it('refuses more than 50 orders and an empty selection with the gating messages at $.orderIds', async () => {
    fixClock();
    const ids = Array.from({ length: 51 }, (_, i) => i + 1);
    expectValidationError(await post(ACME, body(ids)), '$.orderIds', ORDER_RULE_MESSAGES.tooManyForLabels);
    expectValidationError(await post(ACME, body([])), '$.orderIds', ORDER_RULE_MESSAGES.noneSelected);
    expectValidationError(await post(ACME, { format: 'Paper4X6', shippingDate: '2026-03-11' }), '$.orderIds', 'Field is required');
    expectValidationError(await post(ACME, body([0])), '$.orderIds[0]');
  });

  it('refuses a selection with an order outside Awaiting shipment (409) and changes nothing', async () => {
    fixClock();
    const acme = ctx.seed.supplierIds.acme;
    const ready = await makeOrder(acme, 'AwaitingShipment');
    const early = await makeOrder(acme, 'NeedsProcessing');
    const before = filesOf(acme).length;
    const res = await post(ACME, body([ready, early]));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ status: 409, detail: ORDER_RULE_MESSAGES.labelsNeedAwaitingShipment });
    expect(await trackingCount([ready, early])).toBe(0);
    expect(filesOf(acme)).toHaveLength(before);
    const [o] = await ctx.database.db.select().from(orders).where(eq(orders.id, ready));
    expect(o).toMatchObject({ hasLabel: false, labelFileName: null });
  });

  it("answers 404 for another supplier's or an unknown order and does nothing", async () => {
    fixClock();
    const mine = await makeOrder(ctx.seed.supplierIds.acme, 'AwaitingShipment');
    const theirs = await makeOrder(ctx.seed.supplierIds.integrated, 'AwaitingShipment');
    const res = await post(ACME, body([mine, theirs]));
    expect(res.statusCode).toBe(404);
    expect(res.json().detail).toBe(`Orders not found: ${theirs}.`);
    expect((await post(ACME, body([999_999]))).statusCode).toBe(404);
    expect(await trackingCount([mine, theirs])).toBe(0);
  });

  it('is refused (403) for a supplier with an active integration', async () => {
    fixClock();
    const theirs = await makeOrder(ctx.seed.supplierIds.integrated, 'AwaitingShipment');
    const res = await post(INTEGRATED, body([theirs]));
    expect(res.statusCode).toBe(403);
    expect(await trackingCount([theirs])).toBe(0);
  });

  it('requires a session', async () => {
    expect((await post(null, body([1]))).statusCode).toBe(401);
  });

  it('accepts today and today + 3 days and refuses the days around them at $.shippingDate', async () => {
    fixClock();
    const id = await makeOrder(ctx.seed.supplierIds.acme, 'AwaitingShipment');
    expectValidationError(await post(ACME, body([id], { shippingDate: '2026-03-09' })), '$.shippingDate', LABEL_DATE_MESSAGES.past);
    expectValidationError(await post(ACME, body([id], { shippingDate: '2026-03-14' })), '$.shippingDate', LABEL_DATE_MESSAGES.tooFar);
    expect(LABEL_DATE_MESSAGES.tooFar).toBe('Shipment date cannot be more than 3 days in the future.');
    expect((await post(ACME, body([id], { shippingDate: '2026-03-10' }))).statusCode).toBe(200);
    expect((await post(ACME, body([id], { shippingDate: '2026-03-13' }))).statusCode).toBe(200);
    expect(await trackingCount([id])).toBe(2);
  });

  it('refuses a malformed or impossible date and a missing one at $.shippingDate', async () => {
    fixClock();
    expectValidationError(await post(ACME, body([1], { shippingDate: '03/11/2026' })), '$.shippingDate', 'Invalid format');
    expectValidationError(await post(ACME, body([1], { shippingDate: '2026-02-30' })), '$.shippingDate', 'Invalid format');
    expectValidationError(await post(ACME, body([1], { shippingDate: undefined })), '$.shippingDate', 'Field is required');
  });

  it('refuses an unknown or missing format at $.format', async () => {
    fixClock();
    const res = await post(ACME, body([1], { format: 'Paper5X5' }));
    expectValidationError(res, '$.format');
    expect(res.json().errors['$.format'][0]).toMatch(/^The options must be one of: Paper4 X6/);
    expectValidationError(await post(ACME, body([1], { format: undefined })), '$.format');
  });

  it('deletes the stored PDF when the database rows cannot be written', async () => {
    const acme = ctx.seed.supplierIds.acme;
    const id = await makeOrder(acme, 'AwaitingShipment');
    const before = filesOf(acme);
    const write = vi.spyOn(ctx.app.storage, 'write');
    // A user id that does not exist breaks the batch row's foreign key after the file is written.
    const ghost = {
      userId: 987_654,
      supplierId: acme,
      userName: 'ghost',
      name: 'Ghost',
      roles: [],
      isAdmin: false,
      supplierCanProcessOrders: true,
    };
    const deps = { db: ctx.database.db, storage: ctx.app.storage, clock: { now: () => NOW } };
    await expect(createLabelBatch(deps, ghost, body([id]) as never)).rejects.toThrow();
    expect(write).toHaveBeenCalledTimes(1);
    expect(filesOf(acme)).toEqual(before);
    expect(await trackingCount([id])).toBe(0);
  });
});

describe('GET /orders/bulk/shipping-labels/{batchNumber}', () => {
  it("answers 404 for another supplier's batch and for an unknown one", async () => {
    fixClock();
    const id = await makeOrder(ctx.seed.supplierIds.acme, 'AwaitingShipment');
    const batchNumber = (await post(ACME, body([id]))).json<string>();
    expect((await getBatch(INTEGRATED, batchNumber)).statusCode).toBe(404);
    expect((await getBatch(ACME, '8d0c8a52-4b7e-4a8e-9b54-0f3f0c1f2a11')).statusCode).toBe(404);
  });

  it('refuses a batch number that is not a UUID at $.batchNumber', async () => {
    expectValidationError(await getBatch(ACME, 'not-a-uuid'), '$.batchNumber');
  });

  it('requires a session', async () => {
    expect((await getBatch(null, '8d0c8a52-4b7e-4a8e-9b54-0f3f0c1f2a11')).statusCode).toBe(401);
  });
});

describe('label date window', () => {
  it('lets a Hawaii evening keep its today while New York is already on the next day', () => {
    // 08:00 UTC on the 11th: 22:00 on the 10th in Honolulu, 04:00 on the 11th in New York.
    const now = new Date('2026-03-11T08:00:00Z');
    expect(usLabelDateBounds(now)).toEqual({ min: '2026-03-10', max: '2026-03-14' });
    expect(usLabelDayProblem('2026-03-09', now)).toBe(LABEL_DATE_MESSAGES.past);
    expect(usLabelDayProblem('2026-03-15', now)).toBe(LABEL_DATE_MESSAGES.tooFar);
  });
});
