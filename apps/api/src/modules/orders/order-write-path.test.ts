// The bulk calls (mark as processing, invoice and tracking imports, bulk labels) change orders through the one write
// path of core/order-lock.ts, like the order page's calls: the injected clock's time on the order and its history
// row, a new version, the status by the state machine, and a concurrent change neither lost nor overwritten.
import type { LightMyRequestResponse } from 'fastify';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ORDER_RULE_MESSAGES } from '@portal/contracts';
import { CLERK, useTestAppWithFiles } from '../../../test/test-app.ts';
import { orderHistory, orderItems, orders } from '../../db/schema/index.ts';
import { commitOrderChange, commitOrderChanges, lockOrder, lockOrders, requireTransition } from './core/order-lock.ts';

const ctx = useTestAppWithFiles();
// 10:00 in New York: "today" is 2026-03-10 for the invoice date and the label window.
const NOW = new Date('2026-03-10T15:00:00Z');
let poCounter = 0;

afterEach(() => vi.restoreAllMocks());
const fixClock = () => vi.spyOn(ctx.app.clock, 'now').mockReturnValue(NOW);
const acme = () => ctx.seed.supplierIds.acme;
const clerkId = () => ctx.seed.userIds[CLERK]!;

/** An acme order in the status, created before NOW, with one item (SKU-0). */
async function makeOrder(status: string): Promise<{ id: number; po: string }> {
  const po = `PO-WP-${++poCounter}`;
  const [o] = await ctx.database.db
    .insert(orders)
    .values({
      supplierId: acme(),
      purchaseOrderNumber: po,
      status,
      customerFirstName: 'Wren',
      customerLastName: 'Path',
      address1: '1 Lock Lane',
      city: 'Springfield',
      state: 'IL',
      zip: '62704',
      createdOn: new Date('2026-03-01T15:00:00Z'),
    })
    .returning({ id: orders.id });
  await ctx.database.db.insert(orderItems).values({
    supplierId: acme(),
    orderId: o!.id,
    productId: 1,
    productName: 'Item',
    sku: 'SKU-0',
    quantity: 1,
    pricePerUnit: '10.00',
    status,
  });
  return { id: o!.id, po };
}

const orderOf = async (id: number) => (await ctx.database.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const historyOf = (id: number) => ctx.database.db.select().from(orderHistory).where(eq(orderHistory.orderId, id)).orderBy(orderHistory.id);
const itemStatusesOf = async (id: number) =>
  (await ctx.database.db.select({ status: orderItems.status }).from(orderItems).where(eq(orderItems.orderId, id))).map((i) => i.status);

/**
 * The order after one bulk change: a new version, the clock's time, and one history row at that time by the user, then
 * the rows the system writes for the same change (an invoice's acceptance and its schedule: `then`).
 */
async function expectWrittenAt(id: number, action: string, then: string[] = []) {
  const order = await orderOf(id);
  expect(order.version).toBe(2);
  expect(order.updatedOn.toISOString()).toBe(NOW.toISOString());
  const history = await historyOf(id);
  expect(history.map((h) => [h.action, h.userId, h.createdOn.toISOString()])).toEqual([
    [action, clerkId(), NOW.toISOString()],
    ...then.map((system) => [system, null, NOW.toISOString()]),
  ]);
  return { order, detail: history[0]!.detail as Record<string, unknown> };
}

describe('bulk calls through the order lock', () => {
  it('mark as processing: status by the state machine, version, history at the clock’s time', async () => {
    fixClock();
    const o = await makeOrder('NeedsProcessing');
    const res = await ctx.as(CLERK, { method: 'PUT', url: '/api/orders/bulk/process', payload: { orders: [o.id] } });
    expect(res.json()).toEqual({ allSuccess: true, failedOrders: {} });
    const { order, detail } = await expectWrittenAt(o.id, 'process');
    expect(order).toMatchObject({ status: 'AwaitingShipment', supplierOrderNumber: o.po });
    expect(detail).toEqual({ from: 'NeedsProcessing', to: 'AwaitingShipment', supplierOrderNumber: o.po });
    expect(await itemStatusesOf(o.id)).toEqual(['AwaitingShipment']);
  });

  it('invoice import: the invoice date is checked against the clock’s day; version, history at the clock’s time', async () => {
    fixClock();
    const o = await makeOrder('Invoicing');
    const row = {
      purchaseOrderNumber: o.po,
      invoiceNumber: `INV-${o.po}`,
      invoiceDate: '2026-03-10',
      shippingCost: '0',
      discount: '0',
      tax: '0',
      handlingFee: '0',
    };
    const res = await ctx.as(CLERK, { method: 'POST', url: '/api/orders/import/invoices', payload: { items: [row] } });
    expect(res.json()).toEqual({ importedOrders: 1, importedRows: 1 });
    const { order, detail } = await expectWrittenAt(o.id, 'importInvoice', ['invoiceAcceptedForPayment', 'invoiceScheduled']);
    expect(order.status).toBe('Complete');
    // accepted on import (docs/decisions/payments.md): due on the clock's New York day (2026-03-10) plus Net 30
    expect(detail).toEqual({
      from: 'Invoicing',
      to: 'Complete',
      invoiceNumber: `INV-${o.po}`,
      total: order.invoicedTotal,
      dueDate: '2026-04-09',
    });
    expect(await itemStatusesOf(o.id)).toEqual(['Complete']);
  });

  it('tracking import: version, history at the clock’s time, Invoicing once every item is tracked', async () => {
    fixClock();
    const o = await makeOrder('AwaitingShipment');
    const row = { purchaseOrderNumber: o.po, sku: '', carrier: 'FedEx', trackingNumber: '794612345678' };
    const res = await ctx.as(CLERK, { method: 'POST', url: '/api/orders/import/trackings', payload: { items: [row] } });
    expect(res.json()).toEqual({ importedOrders: 1, importedRows: 1 });
    const { order, detail } = await expectWrittenAt(o.id, 'importTracking');
    expect(order.status).toBe('Invoicing');
    expect(detail).toEqual({ from: 'AwaitingShipment', to: 'Invoicing', trackingNumbers: ['794612345678'] });
    expect(await itemStatusesOf(o.id)).toEqual(['Invoicing']);
  });

  it('bulk labels: version, history at the clock’s time, the status unchanged', async () => {
    fixClock();
    const o = await makeOrder('AwaitingShipment');
    const res = await ctx.as(CLERK, {
      method: 'POST',
      url: '/api/orders/bulk/shipping-labels',
      payload: { orderIds: [o.id], format: 'Paper4X6', shippingDate: '2026-03-11' },
    });
    expect(res.statusCode).toBe(200);
    const { order, detail } = await expectWrittenAt(o.id, 'label');
    expect(order).toMatchObject({ status: 'AwaitingShipment', hasLabel: true });
    expect(detail).toMatchObject({ batchNumber: res.json<string>(), fileName: order.labelFileName, carrier: 'FedEx' });
    expect(detail).not.toHaveProperty('from');
  });
});

describe('concurrent changes', () => {
  it('a bulk call queues behind a single-order change holding the lock, then sees its status (the change is not lost)', async () => {
    fixClock();
    const o = await makeOrder('NeedsProcessing');
    let bulk: Promise<LightMyRequestResponse> | undefined;
    await ctx.database.db.transaction(async (tx) => {
      const locked = await lockOrder(tx, acme(), o.id);
      // the bulk call starts while the order is locked; on PostgreSQL its SELECT ... FOR UPDATE waits for this commit
      bulk = ctx.as(CLERK, { method: 'PUT', url: '/api/orders/bulk/process', payload: { orders: [o.id] } });
      await new Promise((resolve) => setTimeout(resolve, 100));
      await commitOrderChange(tx, locked, clerkId(), { status: requireTransition(locked, 'cancel') }, { action: 'cancel' }, NOW);
    });
    const res = await bulk!;
    expect(res.json()).toEqual({ allSuccess: false, failedOrders: { [o.id]: ORDER_RULE_MESSAGES.processingNeedsNeedsProcessing } });
    const order = await orderOf(o.id);
    expect(order).toMatchObject({ status: 'Canceled', version: 2, supplierOrderNumber: null });
    expect((await historyOf(o.id)).map((h) => h.action)).toEqual(['cancel']);
  });

  // Two transactions at once need two connections: PostgreSQL only (PGlite has one connection and runs one at a time).
  const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
  /** The code of the error a lock wait past `lock_timeout` ends with. */
  const LOCK_NOT_AVAILABLE = '55P03';
  const codeOf = (error: unknown) => {
    for (let e = error as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) if (e.code) return e.code;
    return undefined;
  };

  it.skipIf(!onPostgres)('two writers of one order still queue on the order lock (FOR NO KEY UPDATE conflicts with itself)', async () => {
    const o = await makeOrder('NeedsProcessing');
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    const first = ctx.database.db.transaction(async (tx) => {
      await lockOrder(tx, acme(), o.id);
      locked();
      await held;
    });
    await isLocked;
    try {
      const second = ctx.database.db.transaction(async (tx) => {
        await tx.execute(sql`set local lock_timeout = '200ms'`);
        await lockOrder(tx, acme(), o.id);
      });
      expect(
        codeOf(
          await second.then(
            () => null,
            (e: unknown) => e,
          ),
        ),
      ).toBe(LOCK_NOT_AVAILABLE);
    } finally {
      release();
      await first;
    }
    // once the first writer committed the lock is free
    await ctx.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local lock_timeout = '5s'`);
      expect((await lockOrder(tx, acme(), o.id)).id).toBe(o.id);
    });
  });

  it.skipIf(!onPostgres)('does not wait for a transaction that only refers to the order (a payment run writing its history)', async () => {
    const o = await makeOrder('Complete');
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let written!: () => void;
    const isWritten = new Promise<void>((resolve) => (written = resolve));
    // a history row of the order, not committed yet: its foreign key holds FOR KEY SHARE on the order's row
    const run = ctx.database.db.transaction(async (tx) => {
      await tx.insert(orderHistory).values({ supplierId: acme(), orderId: o.id, action: 'invoicePaid', detail: {}, createdOn: NOW });
      written();
      await held;
    });
    await isWritten;
    try {
      await ctx.database.db.transaction(async (tx) => {
        // FOR UPDATE would wait for the run's commit and end here with 55P03
        await tx.execute(sql`set local lock_timeout = '2s'`);
        const locked = await lockOrder(tx, acme(), o.id);
        await commitOrderChange(tx, locked, clerkId(), { supplierOrderNumber: 'SO-WHILE-PAID' }, { action: 'supplierOrderNumber' }, NOW);
      });
    } finally {
      release();
      await run;
    }
    expect(await orderOf(o.id)).toMatchObject({ version: 2 });
  });

  it('refuses a batch in which any order changed since it was read (409) and writes none of it', async () => {
    const a = await makeOrder('NeedsProcessing');
    const b = await makeOrder('NeedsProcessing');
    const write = ctx.database.db.transaction(async (tx) => {
      const locked = await lockOrders(tx, acme(), [a.id, b.id]);
      // another write to b after it was read: the batch holds a stale version of b
      await tx
        .update(orders)
        .set({ version: sql`${orders.version} + 1` })
        .where(eq(orders.id, b.id));
      await commitOrderChanges(tx, locked, clerkId(), { status: 'AwaitingShipment' }, () => ({ action: 'process' }), NOW);
    });
    await expect(write).rejects.toMatchObject({ status: 409, detail: 'The order was changed by someone else. Reload it and try again.' });
    const after = await ctx.database.db
      .select()
      .from(orders)
      .where(inArray(orders.id, [a.id, b.id]))
      .orderBy(orders.id);
    expect(after.map((o) => [o.status, o.version])).toEqual([
      ['NeedsProcessing', 1],
      ['NeedsProcessing', 1],
    ]);
    expect(await historyOf(a.id)).toEqual([]);
  });
});
