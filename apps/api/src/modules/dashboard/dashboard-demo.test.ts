// The demo's orders of today (seed/todays-orders.ts): the supplier's day so far, up to the given clock's time, so the
// sales chart's today is not $0 and "Unprocessed orders" starts with today's. Planned at fixed clocks: no test here
// depends on the hour it runs.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { money, type OrderSummary, type SalesMetrics } from '@portal/contracts';
import { supplierFacilities, suppliers } from '../../db/schema/index.ts';
import { planTodaysOrders, seedTodaysOrders, startOfZonedDay } from '../../seed/todays-orders.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { createUser } from '../../../test/user-factory.ts';

const ctx = useTestApp();
const FACILITIES = { primary: 1, ltl: 2 };
const HOUR = 3_600_000;
// Tuesday 17 February 2026, 11:30 in New York (EST, UTC-5)
const TUESDAY_MORNING = new Date('2026-02-17T16:30:00Z');
const NEW_YORK_MIDNIGHT = new Date('2026-02-17T05:00:00Z');

afterEach(() => vi.restoreAllMocks());

describe("the demo's orders of today", () => {
  it("come in between the supplier's midnight and the clock's time, most from the morning on, a weekday's count", () => {
    const plans = planTodaysOrders(TUESDAY_MORNING, FACILITIES);
    expect(plans.length).toBeGreaterThanOrEqual(6);
    expect(plans.length).toBeLessThanOrEqual(15);
    const times = plans.map((p) => p.order.createdOn!.getTime());
    for (const t of times) {
      expect(t).toBeGreaterThanOrEqual(NEW_YORK_MIDNIGHT.getTime());
      expect(t).toBeLessThan(TUESDAY_MORNING.getTime());
    }
    const fromSix = times.filter((t) => t >= NEW_YORK_MIDNIGHT.getTime() + 6 * HOUR);
    expect(fromSix.length / times.length).toBeGreaterThanOrEqual(0.66);
    // spread over the morning, not bunched: the latest hour holds at most a few
    expect(times.filter((t) => t >= TUESDAY_MORNING.getTime() - HOUR).length).toBeLessThanOrEqual(4);
    const statuses = new Set(plans.map((p) => p.order.status));
    expect(statuses.has('NeedsProcessing')).toBe(true);
    expect([...statuses].every((s) => ['NeedsProcessing', 'AwaitingShipment', 'New', 'Canceled'].includes(s!))).toBe(true);
  });

  it('are the same for the same clock, more as the day goes on, and next to none just after midnight', () => {
    expect(JSON.stringify(planTodaysOrders(TUESDAY_MORNING, FACILITIES))).toBe(
      JSON.stringify(planTodaysOrders(TUESDAY_MORNING, FACILITIES)),
    );
    const evening = planTodaysOrders(new Date(NEW_YORK_MIDNIGHT.getTime() + 21 * HOUR), FACILITIES);
    expect(evening.length).toBeGreaterThan(planTodaysOrders(TUESDAY_MORNING, FACILITIES).length);
    expect(evening.length).toBeLessThanOrEqual(30);
    expect(planTodaysOrders(new Date(NEW_YORK_MIDNIGHT.getTime() + 20 * 60_000), FACILITIES).length).toBeLessThanOrEqual(1);
  });

  it("start at New York's midnight on the days clocks change", () => {
    // 8 March 2026: EST until 02:00, EDT after
    expect(startOfZonedDay(new Date('2026-03-08T18:00:00Z'), 'America/New_York').toISOString()).toBe('2026-03-08T05:00:00.000Z');
    expect(startOfZonedDay(new Date('2026-03-09T18:00:00Z'), 'America/New_York').toISOString()).toBe('2026-03-09T04:00:00.000Z');
    // 03:30 UTC is still the evening before in New York
    expect(startOfZonedDay(new Date('2026-02-18T03:30:00Z'), 'America/New_York').toISOString()).toBe('2026-02-17T05:00:00.000Z');
  });

  it("give the sales chart's today its sales so far and head the unprocessed orders", async () => {
    const db = ctx.database.db;
    const [supplier] = await db.insert(suppliers).values({ name: 'Morning Co' }).returning({ id: suppliers.id });
    const supplierId = supplier!.id;
    const [facility] = await db
      .insert(supplierFacilities)
      .values({ supplierId, name: 'Morning DC', code: 'MRN-01', isPrimaryLocation: true, isPrimaryLocationLtl: true })
      .returning({ id: supplierFacilities.id });
    const user = await createUser(db, { supplierId, isAdmin: true });
    const facilities = { primary: facility!.id, ltl: facility!.id };
    await db.transaction((tx) => seedTodaysOrders(tx, supplierId, TUESDAY_MORNING, facilities));
    vi.spyOn(ctx.app.clock, 'now').mockReturnValue(TUESDAY_MORNING);

    const res = await ctx.as(user.email, {
      method: 'GET',
      url: '/api/supplier-sales-metrics',
      query: { currentMonthStart: '2026-02-01T00:00:00-05:00' },
    });
    expect(res.statusCode).toBe(200);
    const metrics = res.json() as SalesMetrics;
    expect(metrics.salesFromLastMonth).toHaveLength(17);
    const sold = planTodaysOrders(TUESDAY_MORNING, facilities).filter((p) =>
      ['NeedsProcessing', 'AwaitingShipment'].includes(p.order.status!),
    );
    expect(metrics.salesFromLastMonth[16]).toBe(money.sum(sold.map((p) => p.order.supplierTotal!)));
    expect(money.compare(metrics.salesFromLastMonth[16]!, 0)).toBe(1);

    const recent = (await ctx.as(user.email, { method: 'GET', url: '/api/order-summaries/recent' })).json() as OrderSummary[];
    expect(recent.length).toBeGreaterThan(0);
    for (const o of recent) expect(new Date(o.createdOn).getTime()).toBeGreaterThanOrEqual(NEW_YORK_MIDNIGHT.getTime());
  });
});
