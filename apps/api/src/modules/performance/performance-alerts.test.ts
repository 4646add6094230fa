// The scorecard's alerts (docs/decisions/performance.md, "Alerts") on the injected clock: a figure that falls into
// trouble mails the supplier's active Admins once, after the order change's commit; no mail while it stays; the
// hourly run records the way back to none as the window moves on, and the next fall mails again. The demo's figures.
import { and, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PERFORMANCE_FIGURE_INFO, PERFORMANCE_FIGURES, type PerformanceFigure, type PerformanceScorecard } from '@portal/contracts';
import { outboxFor } from '../../../test/auth-calls.ts';
import { ACME, INTEGRATED, useTestApp } from '../../../test/test-app.ts';
import { makeOrder } from '../../../test/order-factory.ts';
import { performanceAlerts } from '../../db/schema/index.ts';
import { performanceTick } from './index.ts';

const ctx = useTestApp();
const DAY = 86_400_000;
// Monday 2030-01-14, 10:00 in New York: far after the seed's orders, so Acme's windows hold only this file's orders
const T0 = new Date('2030-01-14T15:00:00Z');
let now = T0;

afterEach(() => vi.restoreAllMocks());

const call = (method: 'GET' | 'PUT', url: string, payload?: unknown, email = ACME) =>
  ctx.as(email, { method, url: `/api${url}`, ...(payload === undefined ? {} : { payload: payload as object }) });

/** An order received three days ago, promised yesterday, processed and shipped now: late. */
async function shipLateNow() {
  const { id, itemIds } = await makeOrder(ctx.database.db, ctx.seed.supplierIds.acme, {
    createdOn: new Date(now.getTime() - 3 * DAY),
    promisedShippingDate: new Date(now.getTime() - DAY).toISOString().slice(0, 10),
  });
  expect((await call('PUT', `/orders/${id}/details`, { supplierOrderNumber: `SO-${id}` })).statusCode).toBe(204);
  const shipments = itemIds.map((orderLineId) => ({ orderLineId, carrierId: 1, trackingNumbers: ['123456789012'] }));
  expect((await call('PUT', `/orders/${id}/shipments`, shipments)).statusCode).toBe(204);
}

const troubleMails = async () => (await outboxFor(ctx.app, ACME)).filter((m) => m.subject === 'On-time shipment is in trouble');
const onTimeAlert = async () =>
  (
    await ctx.database.db
      .select()
      .from(performanceAlerts)
      .where(and(eq(performanceAlerts.supplierId, ctx.seed.supplierIds.acme), eq(performanceAlerts.figure, 'onTimeShipment')))
  )[0];

describe('performance alerts', () => {
  it("mails the demo's first state once: the seed's rises wait for the first worker, which mails only what is still true", async () => {
    // the test template is a portal started once (test/global-setup.ts): its reactions worker ran the seed's reactions
    const alerts = await ctx.database.db
      .select()
      .from(performanceAlerts)
      .where(eq(performanceAlerts.supplierId, ctx.seed.supplierIds.acme));
    const raised = new Map(alerts.filter((a) => a.alert !== 'none').map((a) => [a.figure, a.alert]));
    // the demo starts with invoice accuracy in trouble and valid tracking projected (docs/decisions/performance.md,
    // "Demo"), each mailed to its Admins once
    expect(raised.get('invoiceAccuracy')).toBe('inTrouble');
    expect(raised.get('validTracking')).toBe('projected');
    const inTrouble = [...raised].filter(([, alert]) => alert === 'inTrouble').map(([figure]) => figure as PerformanceFigure);
    const mails = (await outboxFor(ctx.app, ACME)).filter((m) => / is (projected to be )?in trouble$/.test(m.subject));
    for (const figure of inTrouble)
      expect(mails.filter((m) => m.subject === `${PERFORMANCE_FIGURE_INFO[figure].label} is in trouble`)).toHaveLength(1);
    // the states the seed passed through on its way are not mailed: each mail names a figure raised now, once
    const labels = [...raised.keys()].map((figure) => PERFORMANCE_FIGURE_INFO[figure as PerformanceFigure].label);
    for (const mail of mails) expect(labels.some((label) => mail.subject.startsWith(label))).toBe(true);
    expect(new Set(mails.map((m) => m.subject)).size).toBe(mails.length);
    // nothing waits: a second drain mails nothing again
    expect(await ctx.app.domainReactions.drain()).toBe(0);
  });

  it('mails the Admins once when a figure falls into trouble, not while it stays, and again after it recovered', async () => {
    vi.spyOn(ctx.app.clock, 'now').mockImplementation(() => now);
    await performanceTick(ctx.database.db, now);
    const before = (await troubleMails()).length;
    await shipLateNow();
    const mails = await troubleMails();
    expect(mails.length).toBe(before + 1);
    expect(mails.at(-1)!.text).toContain('On-time shipment is in trouble: 0.0% over the last 30 days');
    expect(mails.at(-1)!.text).toContain('/performance');
    expect((await outboxFor(ctx.app, 'clerk@acme.test')).filter((m) => m.subject.includes('in trouble'))).toEqual([]);
    expect(await onTimeAlert()).toMatchObject({ alert: 'inTrouble', range: 'inTrouble', value: 0, since: T0 });

    // still in trouble: another late order and the hourly run mail nothing
    now = new Date(T0.getTime() + 3_600_000);
    await shipLateNow();
    await performanceTick(ctx.database.db, now);
    expect((await troubleMails()).length).toBe(before + 1);

    // 40 days on, the window has no shipment: back to none, recorded by the hourly run
    now = new Date(T0.getTime() + 40 * DAY);
    await performanceTick(ctx.database.db, now);
    expect(await onTimeAlert()).toMatchObject({ alert: 'none', range: 'noData', value: null, since: now });
    expect((await troubleMails()).length).toBe(before + 1);

    // the next fall mails again
    await shipLateNow();
    expect((await troubleMails()).length).toBe(before + 2);
  }, 120_000);
});

describe('the demo scorecard', () => {
  it("gives Acme a value on every figure, one good and one projected or in trouble, and Integrated's shipments on target", async () => {
    // the seed's own day (the template was seeded at the real time of this run)
    const card = (await call('GET', '/performance/scorecard')).json() as PerformanceScorecard;
    const windows = card.figures.map((f) => ({ figure: f.figure, ...f.windows.find((w) => w.days === 30)!, alert: f.alert }));
    expect(windows.map((w) => w.figure)).toEqual([...PERFORMANCE_FIGURES]);
    for (const w of windows) expect([w.figure, w.value]).not.toEqual([w.figure, null]);
    expect(windows.some((w) => w.range === 'good')).toBe(true);
    expect(windows.some((w) => w.alert !== 'none')).toBe(true);
    const integrated = (await call('GET', '/performance/scorecard', undefined, INTEGRATED)).json() as PerformanceScorecard;
    // its invoices in review (the console's queue) put its invoice accuracy in trouble; the rest is on target
    for (const f of integrated.figures.filter((f) => f.figure !== 'invoiceAccuracy'))
      expect([f.figure, f.windows[0]!.range]).toEqual([f.figure, 'target']);
  });
});
