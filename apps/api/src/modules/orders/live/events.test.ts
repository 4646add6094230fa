// GET /api/events against a listening server (inject does not stream), on PGlite or TEST_DATABASE_URL.
import { describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { useTestApp } from '../../../../test/test-app.ts';
import { useEventStreams, type SseConnection } from '../../../../test/sse-client.ts';
import { orderHistory, orders } from '../../../db/schema/index.ts';
import { FEATURE_FLAGS } from '@portal/contracts';
import { REPLAY_LIMIT } from './order-change-source.ts';

const ctx = useTestApp();
const stream = useEventStreams(ctx);

async function orderOf(supplier: 'acme' | 'integrated', status?: string): Promise<number> {
  const supplierId = ctx.seed.supplierIds[supplier];
  const [row] = await ctx.database.db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.supplierId, supplierId), status ? eq(orders.status, status) : undefined))
    .orderBy(sql`random()`)
    .limit(1);
  if (!row) throw new Error(`no ${supplier} order`);
  return row.id;
}

/** The newest history id now: notifications of earlier tests may still be on their way and are skipped. */
async function latestId(): Promise<number> {
  const [row] = await ctx.database.db.select({ id: sql<number>`coalesce(max(${orderHistory.id}), 0)::int` }).from(orderHistory);
  return row!.id;
}

/** The next event of this test: later than `floor` (see latestId). */
async function nextAfter(s: SseConnection, floor: number) {
  for (;;) {
    const frame = await s.next();
    if (frame.id === undefined || Number(frame.id) > floor) return frame;
  }
}

/** Records a history row the way every order change does: the trigger announces it on commit. */
async function recordChange(orderId: number): Promise<number> {
  const [row] = await ctx.database.db
    .insert(orderHistory)
    .values({ supplierId: sql`(select supplier_id from orders where id = ${orderId})`, orderId, action: 'test' })
    .returning({ id: orderHistory.id });
  return row!.id;
}

describe('GET /api/events', () => {
  it('answers 401 without a session', async () => {
    const res = await ctx.as(null, { method: 'GET', url: '/api/events' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ status: 401 });
  });

  it('opens an event stream that tells the client its retry delay', async () => {
    const s = await stream('clerk@acme.test');
    expect(s.status).toBe(200);
    expect(s.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(s.headers.get('cache-control')).toContain('no-cache');
    await expect.poll(() => s.frames.some((f) => f.retry === '3000')).toBe(true);
  });

  it("sends an order changed through the API to the supplier's streams and not to another supplier's", async () => {
    const floor = await latestId();
    const acmeAdmin = await stream('admin@acme.test');
    const acmeClerk = await stream('clerk@acme.test');
    const integrated = await stream('admin@integrated.test');
    const orderId = await orderOf('acme', 'NeedsProcessing');

    const res = await ctx.as('clerk@acme.test', { method: 'PUT', url: '/api/orders/bulk/process', payload: { orders: [orderId] } });
    expect(res.json()).toMatchObject({ allSuccess: true });

    for (const s of [acmeAdmin, acmeClerk]) {
      const frame = await nextAfter(s, floor);
      expect(frame.event).toBe('order-changed');
      expect(JSON.parse(frame.data!)).toEqual({ orderId });
      expect(Number(frame.id)).toBeGreaterThan(0);
    }
    // integrated's first event is its own change: acme's never reached it
    const integratedOrder = await orderOf('integrated');
    const id = await recordChange(integratedOrder);
    const frame = await nextAfter(integrated, floor);
    expect(frame).toMatchObject({ id: String(id), event: 'order-changed' });
    expect(JSON.parse(frame.data!)).toEqual({ orderId: integratedOrder });
  });

  it("tells the supplier's open streams at once when an operator changes its feature flags, and no other supplier's", async () => {
    const floor = await latestId();
    const acme = await stream('clerk@acme.test');
    const integrated = await stream('admin@integrated.test');
    const res = await ctx.as('ops@marketplace.test', {
      method: 'PUT',
      url: `/api/ops/suppliers/${ctx.seed.supplierIds.acme}/feature-flags/${FEATURE_FLAGS[0]}`,
      payload: { isEnabled: false },
    });
    expect(res.statusCode, res.body).toBe(200);
    let frame = await nextAfter(acme, floor);
    while (frame.event === 'order-changed') frame = await nextAfter(acme, floor);
    expect(frame.event).toBe('feature-flags-changed');
    // integrated's next event is its own order change: acme's flag change never reached it
    const integratedOrder = await orderOf('integrated');
    const id = await recordChange(integratedOrder);
    let other = await nextAfter(integrated, floor);
    while (other.event === 'order-changed' && other.id !== String(id)) other = await nextAfter(integrated, floor);
    expect(other).toMatchObject({ id: String(id), event: 'order-changed' });
  });

  it("tells the supplier's open streams when its scorecard counts change, and no other supplier's", async () => {
    const floor = await latestId();
    const acme = await stream('clerk@acme.test');
    const integrated = await stream('admin@integrated.test');
    // one fact of a shipped Acme order flips: migration 0035's triggers move the counts and announce it at commit
    await ctx.database.db.execute(sql`
      update performance_order_facts set late = not late
      where supplier_id = ${ctx.seed.supplierIds.acme}
        and order_id = (select min(order_id) from performance_order_facts where supplier_id = ${ctx.seed.supplierIds.acme} and shipped_on is not null)`);
    let frame = await nextAfter(acme, floor);
    while (frame.event === 'order-changed') frame = await nextAfter(acme, floor);
    expect(frame.event).toBe('performance-changed');
    const integratedOrder = await orderOf('integrated');
    const id = await recordChange(integratedOrder);
    let other = await nextAfter(integrated, floor);
    while (other.event === 'order-changed' && other.id !== String(id)) other = await nextAfter(integrated, floor);
    expect(other).toMatchObject({ id: String(id), event: 'order-changed' });
  });

  it('announces nothing for a rolled-back change', async () => {
    const floor = await latestId();
    const s = await stream('admin@acme.test');
    const rolledBack = await orderOf('acme');
    await expect(
      ctx.database.db.transaction(async (tx) => {
        await tx
          .insert(orderHistory)
          .values({ supplierId: sql`(select supplier_id from orders where id = ${rolledBack})`, orderId: rolledBack, action: 'test' });
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    const committed = await orderOf('acme');
    const id = await recordChange(committed);
    const frame = await nextAfter(s, floor);
    expect(frame.id).toBe(String(id));
    expect(JSON.parse(frame.data!)).toEqual({ orderId: committed });
  });

  it("replays the supplier's changes after Last-Event-ID before live ones", async () => {
    const acmeOrder = await orderOf('acme');
    const from = await recordChange(acmeOrder);
    const missedA = await recordChange(acmeOrder);
    await recordChange(await orderOf('integrated'));
    const missedB = await recordChange(acmeOrder);

    const s = await stream('admin@acme.test', String(from));
    expect((await s.next()).id).toBe(String(missedA));
    expect((await s.next()).id).toBe(String(missedB));
    const live = await recordChange(acmeOrder);
    expect((await s.next()).id).toBe(String(live));
  });

  it('sends one orders-resync at the newest id when the replay would exceed its bound', async () => {
    const acmeOrder = await orderOf('acme');
    const from = await recordChange(acmeOrder);
    // a live watcher: once it has the newest change, every notification of the burst has been delivered
    const watcher = await stream('admin@acme.test');
    const rows = await ctx.database.db
      .insert(orderHistory)
      .values(
        Array.from({ length: REPLAY_LIMIT + 1 }, () => ({
          supplierId: sql`(select supplier_id from orders where id = ${acmeOrder})`,
          orderId: acmeOrder,
          action: 'test',
        })),
      )
      .returning({ id: orderHistory.id });
    const newest = Math.max(...rows.map((r) => r.id));
    for (let frame = await watcher.next(); frame.id !== String(newest); frame = await watcher.next());

    const s = await stream('clerk@acme.test', String(from));
    const frame = await s.next();
    expect(frame).toMatchObject({ event: 'orders-resync', id: String(newest) });
    expect(await s.quietFor(300)).toBe(true);
  });

  it('ignores a Last-Event-ID that is not a history id and streams live changes', async () => {
    const floor = await latestId();
    const s = await stream('admin@acme.test', 'not-an-id');
    expect(s.status).toBe(200);
    const id = await recordChange(await orderOf('acme'));
    expect((await nextAfter(s, floor)).id).toBe(String(id));
  });

  it('sends a heartbeat comment at the heartbeat interval and ends the stream after its lifetime', async () => {
    const events = ctx.app.liveStream;
    const hub = ctx.app.orderChanges;
    const saved = { heartbeatMs: events.heartbeatMs, maxStreamMs: events.maxStreamMs };
    Object.assign(events, { heartbeatMs: 50, maxStreamMs: 400 });
    try {
      const supplierId = ctx.seed.supplierIds.integrated;
      const before = hub.subscriberCount(supplierId);
      const s = await stream('admin@integrated.test');
      await expect.poll(() => s.text()).toContain(': heartbeat\n\n');
      await s.ended;
      await expect.poll(() => hub.subscriberCount(supplierId)).toBe(before);
    } finally {
      Object.assign(events, saved);
    }
  });

  it('unsubscribes a stream when the client goes away', async () => {
    const hub = ctx.app.orderChanges;
    const supplierId = ctx.seed.supplierIds.integrated;
    const before = hub.subscriberCount(supplierId);
    const s = await stream('admin@integrated.test');
    await expect.poll(() => hub.subscriberCount(supplierId)).toBe(before + 1);
    s.close();
    await expect.poll(() => hub.subscriberCount(supplierId)).toBe(before);
  });
});
