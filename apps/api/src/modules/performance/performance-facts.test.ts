// The maintained counts against a recomputation (docs/decisions/performance.md, "Maintained counts"): random order
// histories through the portal's calls (shipped late or on time, tracking valid, invalid or edited, cancellations
// asked and refused, additional and rejected invoices, processing on weekends); then every daily count equals the
// counts recomputed from the raw rows with contracts' functions, and every figure's counted and missed equal the
// orders list's total under the performance filter.
import { and, eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PERFORMANCE_FIGURES, PERFORMANCE_WINDOWS, addCalendarDays, earliestUsDay, type PerformanceScorecard } from '@portal/contracts';
import { contentRangeTotal, OPERATOR, sqlRows, useTestApp } from '../../../test/test-app.ts';
import { makeOrder } from '../../../test/order-factory.ts';
import { invoices, orders } from '../../db/schema/index.ts';
import { SeededRandom } from '../../seed/random.ts';
import { backfillOrderFacts, decideOrderFacts, readOrderRaw, refreshOrderFacts, type OrderFacts } from './order-facts.ts';

const ctx = useTestApp();
const ACME = 'admin@acme.test';
const DAY = 86_400_000;
const START = new Date('2026-02-02T15:00:00Z'); // a Monday, 10:00 in New York
let now = START;

afterEach(() => vi.restoreAllMocks());

const call = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: unknown, email = ACME) =>
  ctx.as(email, { method, url: `/api${url}`, ...(payload === undefined ? {} : { payload: payload as object }) });
/** The call's status, with its body when it is not the expected one. */
async function expectStatus(res: Promise<{ statusCode: number; body: string }>, status: number) {
  const r = await res;
  expect(`${r.statusCode} ${r.statusCode === status ? '' : r.body}`).toBe(`${status} `);
}
const at = (when: Date) => (now = when);
const invoiceBody = (n: string, day: string) => ({ invoiceNumber: n, invoiceDate: day, tax: '0', discount: '0', shippingCost: '0' });

/** The daily counts recomputed from the raw rows of every order of the supplier (contracts' functions, no triggers). */
async function recomputed(supplierId: number) {
  const ids = await ctx.database.db.select({ orderId: orders.id }).from(orders).where(eq(orders.supplierId, supplierId));
  const facts = (
    await readOrderRaw(
      ctx.database.db,
      ids.map((i) => ({ supplierId, orderId: i.orderId })),
    )
  ).map(decideOrderFacts);
  const days = new Map<string, { counted: number; missed: number }>();
  const processing = new Map<string, number>();
  const add = (figure: string, day: string | null | undefined, missed: boolean) => {
    if (!day) return;
    const c = days.get(`${figure}|${day}`) ?? { counted: 0, missed: 0 };
    days.set(`${figure}|${day}`, { counted: c.counted + 1, missed: c.missed + (missed ? 1 : 0) });
  };
  for (const f of facts) {
    add('onTimeShipment', f.shippedOn, !!f.late);
    add('validTracking', f.shippedOn, !f.trackingValid);
    add('cancellation', f.receivedOn, !!f.cancellationAsked);
    add('invoiceAccuracy', f.invoicedOn, !!f.invoiceInaccurate);
    if (f.processedOn && f.processingDays !== null && f.processingDays !== undefined)
      processing.set(`${f.processedOn}|${f.processingDays}`, (processing.get(`${f.processedOn}|${f.processingDays}`) ?? 0) + 1);
  }
  return { facts, days, processing };
}

async function maintained(supplierId: number) {
  const days = await sqlRows<{ figure: string; day: string; counted: number; missed: number }>(
    ctx.database,
    sql`select figure, day::text as day, counted, missed from performance_days where supplier_id = ${supplierId} and (counted <> 0 or missed <> 0)`,
  );
  const processing = await sqlRows<{ day: string; business_days: number; orders: number }>(
    ctx.database,
    sql`select day::text as day, business_days, orders from performance_processing_days where supplier_id = ${supplierId} and orders <> 0`,
  );
  const facts = await sqlRows<Record<string, unknown>>(
    ctx.database,
    sql`select order_id from performance_order_facts where supplier_id = ${supplierId}`,
  );
  return {
    facts: facts.length,
    days: new Map(days.map((d) => [`${d.figure}|${d.day}`, { counted: d.counted, missed: d.missed }])),
    processing: new Map(processing.map((p) => [`${p.day}|${p.business_days}`, p.orders])),
  };
}

/** One order's random life through the portal's calls, each step at its own moment. */
async function live(r: SeededRandom, supplierId: number, po: number) {
  const created = new Date(START.getTime() - r.int(0, 40) * DAY - r.int(0, 600) * 60_000);
  const items = r.chance(0.3)
    ? [
        { quantity: 1, price: '10.00' },
        { quantity: 2, price: '5.00' },
      ]
    : [{ quantity: 1, price: '12.00' }];
  const promised = addCalendarDays(created.toISOString().slice(0, 10), r.int(1, 4));
  const { id, itemIds } = await makeOrder(ctx.database.db, supplierId, { createdOn: created, promisedShippingDate: promised, items });
  // the factory writes no 'created' history row: refresh as order intake's does
  await refreshOrderFacts(ctx.database.db, [{ supplierId, orderId: id }]);
  let t = created.getTime();
  const step = (maxDays: number) => at(new Date((t += r.int(1, maxDays * 24) * 3_600_000)));
  if (r.chance(0.15)) {
    // asked to cancel before processing; the marketplace approves or refuses
    step(2);
    await expectStatus(call('POST', `/orders/${id}/cancellation`, { reason: 'CancelAtSellersRequest' }), 204);
    if (r.chance(0.7)) {
      step(1);
      const decision = r.chance(0.5) ? 'approve' : 'decline';
      await expectStatus(call('POST', `/ops/cancellations/${id}/${decision}`, undefined, OPERATOR), 204);
    }
    return;
  }
  if (r.chance(0.1)) return; // never processed
  step(r.chance(0.3) ? 4 : 2); // weekends fall in between now and then
  await expectStatus(call('PUT', `/orders/${id}/details`, { supplierOrderNumber: `SO-${po}` }), 204);
  if (r.chance(0.1)) {
    step(1);
    await expectStatus(call('POST', `/orders/${id}/cancellation`, { reason: 'OutOfStockDiscontinued' }), 204);
    return;
  }
  if (r.chance(0.1)) return; // not shipped yet
  const valid = () =>
    r.chance(0.8)
      ? { carrierId: 1, trackingNumbers: [String(100000000000 + r.int(0, 899999999))] }
      : { carrierId: 1, trackingNumbers: ['1Z999'] };
  // an item tracked early, the rest later (the order ships when the last item is tracked), or all at once
  if (itemIds.length > 1 && r.chance(0.5)) {
    step(1);
    await expectStatus(call('PUT', `/orders/${id}/shipments`, [{ orderLineId: itemIds[0], ...valid() }]), 204);
    if (r.chance(0.5)) {
      // edited before shipping
      await expectStatus(call('PUT', `/orders/${id}/shipments`, [{ orderLineId: itemIds[0], ...valid() }]), 204);
    }
  }
  step(r.chance(0.5) ? 2 : 6);
  await expectStatus(
    call(
      'PUT',
      `/orders/${id}/shipments`,
      itemIds.map((orderLineId) => ({ orderLineId, ...valid() })),
    ),
    204,
  );
  if (r.chance(0.2)) return; // not invoiced yet
  step(3);
  const day = earliestUsDay(now);
  await expectStatus(call('POST', `/orders/${id}/invoice`, invoiceBody(`INV-${po}`, day)), 200);
  for (let n = 0; n < (r.chance(0.3) ? r.int(1, 2) : 0); n++) {
    step(2);
    await expectStatus(
      call('POST', `/orders/${id}/invoice/additional`, { ...invoiceBody(`INV-${po}-A${n}`, day), handlingFee: '1.00' }),
      200,
    );
    if (r.chance(0.5)) {
      const [extra] = await ctx.database.db
        .select({ id: invoices.id })
        .from(invoices)
        .where(and(eq(invoices.orderId, id), eq(invoices.invoiceNumber, `INV-${po}-A${n}`)));
      step(1);
      const decision = r.chance(0.5) ? 'reject' : 'accept';
      await expectStatus(call('POST', `/ops/invoices/${extra!.id}/${decision}`, { note: 'Checked.' }, OPERATOR), 204);
    }
  }
}

describe('the scorecard counts', () => {
  it('equal a recomputation from the raw rows after random histories, and the orders list agrees with every count', async () => {
    vi.spyOn(ctx.app.clock, 'now').mockImplementation(() => now);
    const supplierId = ctx.seed.supplierIds.acme;
    // the orders the seed left without facts first (the backfill), so the recomputation covers the same orders
    await backfillOrderFacts(ctx.database.db);
    const r = new SeededRandom(32);
    for (let po = 1; po <= 30; po++) await live(r, supplierId, po);

    const want = await recomputed(supplierId);
    const have = await maintained(supplierId);
    expect(have.facts).toBe(want.facts.length);
    expect(Object.fromEntries(have.days)).toEqual(Object.fromEntries(want.days));
    expect(Object.fromEntries(have.processing)).toEqual(Object.fromEntries(want.processing));
    // the stored facts are the facts of the raw rows now (no order change skipped its refresh)
    const stored = await sqlRows<Record<string, unknown>>(
      ctx.database,
      sql`select supplier_id as "supplierId", order_id as "orderId", received_on::text as "receivedOn", processed_on::text as "processedOn",
        processing_days as "processingDays", shipped_on::text as "shippedOn", late, tracking_valid as "trackingValid",
        cancellation_asked as "cancellationAsked", invoiced_on::text as "invoicedOn", invoice_inaccurate as "invoiceInaccurate"
        from performance_order_facts where supplier_id = ${supplierId} order by order_id`,
    );
    expect(stored).toEqual([...want.facts].sort((a, b) => a.orderId - b.orderId));
    const kinds = (f: OrderFacts[]) => ({
      late: f.filter((x) => x.late).length,
      invalid: f.filter((x) => x.shippedOn && !x.trackingValid).length,
      cancelled: f.filter((x) => x.cancellationAsked).length,
      inaccurate: f.filter((x) => x.invoiceInaccurate).length,
    });
    // the random histories reached every kind of miss
    for (const n of Object.values(kinds(want.facts))) expect(n).toBeGreaterThan(0);

    at(new Date(START.getTime() + DAY));
    const card = (await call('GET', '/performance/scorecard', undefined, ACME)).json() as PerformanceScorecard;
    for (const figure of PERFORMANCE_FIGURES)
      for (const days of PERFORMANCE_WINDOWS)
        for (const outcome of ['counted', 'missed'] as const) {
          const window = card.figures.find((f) => f.figure === figure)!.windows.find((w) => w.days === days)!;
          const res = await ctx.as(ACME, {
            method: 'GET',
            url: '/api/order-summaries',
            query: { performanceFigure: figure, performanceWindow: String(days), performanceOutcome: outcome, limit: '1' },
          });
          expect(res.statusCode).toBe(200);
          expect([figure, days, outcome, contentRangeTotal(res)]).toEqual([figure, days, outcome, window[outcome]]);
        }
  }, 300_000);
});

describe('processing undone and marked again', () => {
  it('counts the processing that stands: none while undone, then the last one', async () => {
    vi.spyOn(ctx.app.clock, 'now').mockImplementation(() => now);
    const supplierId = ctx.seed.supplierIds.acme;
    await backfillOrderFacts(ctx.database.db);
    // came in on Monday 2 March 2026, 09:00 in New York
    const { id } = await makeOrder(ctx.database.db, supplierId, {
      createdOn: new Date('2026-03-02T14:00:00Z'),
      promisedShippingDate: '2026-03-06',
    });
    const facts = async () =>
      (
        await sqlRows<{ processedOn: string | null; processingDays: number | null }>(
          ctx.database,
          sql`select processed_on::text as "processedOn", processing_days as "processingDays"
            from performance_order_facts where supplier_id = ${supplierId} and order_id = ${id}`,
        )
      )[0];
    const processOrder = () => expectStatus(call('PUT', `/orders/${id}/details`, { supplierOrderNumber: `SO-UNDO-${id}` }), 204);
    const undo = () => expectStatus(call('POST', `/orders/${id}/processing/undo`), 204);

    at(new Date('2026-03-02T15:00:00Z')); // Monday
    await processOrder();
    expect(await facts()).toEqual({ processedOn: '2026-03-02', processingDays: 0 });
    at(new Date('2026-03-02T15:05:00Z'));
    await undo();
    expect(await facts()).toEqual({ processedOn: null, processingDays: null });

    at(new Date('2026-03-04T15:00:00Z')); // Wednesday
    await processOrder();
    at(new Date('2026-03-04T15:10:00Z'));
    await undo();
    at(new Date('2026-03-05T15:00:00Z')); // Thursday: this one stands
    await processOrder();
    expect(await facts()).toEqual({ processedOn: '2026-03-05', processingDays: 3 });

    // the maintained processing counts follow: the order is counted once, on Thursday, with its 3 business days
    const counted = await sqlRows<{ day: string; business_days: number; orders: number }>(
      ctx.database,
      sql`select day::text as day, business_days, orders from performance_processing_days
        where supplier_id = ${supplierId} and day between '2026-03-02' and '2026-03-05' and orders <> 0 order by day`,
    );
    const want = await recomputed(supplierId);
    const inWeek = [...want.processing].filter(([key]) => key >= '2026-03-02' && key < '2026-03-06');
    // both sides in one order: the statement orders by day only (a day holds several business-day counts)
    const byKey = ([a]: [string, unknown], [b]: [string, unknown]) => a.localeCompare(b);
    expect(counted.map((c): [string, number] => [`${c.day}|${c.business_days}`, c.orders]).sort(byKey)).toEqual(inWeek.sort(byKey));
    expect(inWeek.some(([key]) => key === '2026-03-05|3')).toBe(true);
  });
});
