// The cases grids' totals are kept in the read caches (docs/decisions/cases.md, "Speed"): the supplier's grid per
// supplier and filter, the console's queue per filter over every supplier. Each total stays right after a change of
// the cases, because the database announces it ('cases:<supplier>', migration 0042) and the API drops what it kept,
// and after the clock moves on, because the minute is part of the key (the state's and the breach's filters read the
// clock). The pages asked for are full (a page of 1 row of several), so the total in Content-Range is the kept count,
// not one the page proves: without the drop these totals would be stale.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { ACME, contentRangeTotal, gridGet, INTEGRATED, OPERATOR, sqlRows, useTestApp } from '../../../test/test-app.ts';
import { openCase, opsCall } from '../../../test/cases-factory.ts';
import { eventually, eventuallyEquals } from '../../../test/eventually.ts';
import { cases } from '../../db/schema/index.ts';
import { ReadCaches } from '../../platform/caches/read-caches.ts';
import { casesTotalCache } from './cases.queries.ts';

// on for PostgreSQL too (the test helper turns the caches off there unless a test asks for them)
const ctx = useTestApp({ GRID_TOTAL_CACHE_MS: '60000' });
const acme = () => ctx.seed.supplierIds.acme;
const NOW = new Date('2030-06-15T15:00:00Z');
const HOUR = 3_600_000;
/** The app's clock at `at` for the rest of the test (restored after each). */
const clockAt = (at: Date) => vi.spyOn(ctx.app.clock, 'now').mockReturnValue(at);
afterEach(() => vi.restoreAllMocks());

/**
 * Every notification of the writes so far has reached the app (on PostgreSQL they arrive a moment after the commit, and
 * a late one would drop a total the test is about to read kept): one sent after them, in commit order, has.
 */
async function notified(): Promise<void> {
  const group = ReadCaches.casesGroup(acme());
  ctx.app.readCaches.gridTotals.set('notified', group, { total: 0, exact: true });
  await ctx.database.db.execute(sql`select pg_notify('cache_invalidated', ${group})`);
  await eventually(
    async () => ctx.app.readCaches.gridTotals.get('notified'),
    (kept) => kept === undefined,
  );
}

/** The total of a grid's page of one row (a full page: the total is the counted one, kept or not). */
async function totalOf(email: string, url: string, filterModel: object, offset = 0): Promise<number> {
  const res = await gridGet(ctx, email, url, { limit: '1', offset: String(offset), query: { filterModel, sortModel: [] } });
  expect(res.statusCode, res.body).toBe(200);
  expect(JSON.parse(res.body)).toHaveLength(1);
  return contentRangeTotal(res);
}

const supplierTotal = (filterModel: object, offset = 0) => totalOf(ACME, '/api/cases', filterModel, offset);
const queueTotal = (filterModel: object) => totalOf(OPERATOR, '/api/ops/cases', filterModel);

const ours = { subject: { filterType: 'text', type: 'startsWith', filter: 'totals cache ' } };
const oursNew = { ...ours, state: { filterType: 'set', values: ['New'] } };

/** A page's total whatever its length (an empty page's is the one it proves). */
const anyTotal = async (filterModel: object) =>
  contentRangeTotal(await gridGet(ctx, ACME, '/api/cases', { limit: '1', query: { filterModel, sortModel: [] } }));

describe("the supplier's cases totals kept until a change", () => {
  it('reuses a filter’s total for its next pages, and counts again right after a case is opened, answered or written by another process', async () => {
    clockAt(NOW);
    const first = await openCase(ctx, ACME, { subject: 'Totals cache 1' });
    const second = await openCase(ctx, ACME, { subject: 'Totals cache 2' });
    await notified();
    expect(await supplierTotal(ours)).toBe(2);
    const { key, group } = casesTotalCache({}, acme(), ours, NOW);
    expect(group).toBe(ReadCaches.casesGroup(acme()));
    expect(ctx.app.readCaches.gridTotals.get(key)).toEqual({ total: 2, exact: true });
    // the next page answers the kept total, not a count of its own (a planted one shows)
    ctx.app.readCaches.gridTotals.set(key, group, { total: 7, exact: true });
    expect(await supplierTotal(ours, 1)).toBe(7);

    await openCase(ctx, ACME, { subject: 'Totals cache 3' });
    expect(await eventuallyEquals(() => supplierTotal(ours), 3)).toBe(3);
    expect(await supplierTotal(oursNew)).toBe(3);

    // the console answers one: it waits on the supplier, no longer New
    const answered = await opsCall(ctx, 'POST', `/cases/${second.caseId}/answers`, { body: 'We are on it.' });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(await eventuallyEquals(() => supplierTotal(oursNew), 2)).toBe(2);

    // written straight to the database, as another process would: one more leaves New
    await ctx.database.db.update(cases).set({ state: 'WaitingOnMarketplace' }).where(eq(cases.id, first.caseId));
    expect(await eventuallyEquals(() => supplierTotal(oursNew), 1)).toBe(1);
    const [counted] = await sqlRows<{ n: number }>(
      ctx.database,
      sql`select count(*)::int as n from cases where supplier_id = ${acme()} and lower(subject) like 'totals cache %' and state = 'New'`,
    );
    expect(counted!.n).toBe(1);
  });

  it('counts the breach again when the clock passes a target, with no change written', async () => {
    clockAt(NOW);
    const clocked = { subject: { filterType: 'text', type: 'startsWith', filter: 'breach clock ' } };
    const onTime = { ...clocked, breach: { filterType: 'set', values: ['OnTrack', 'DueSoon'] } };
    const late = { ...clocked, breach: { filterType: 'set', values: ['Breached'] } };
    for (const n of [1, 2, 3]) await openCase(ctx, ACME, { subject: `Breach clock ${n}` });
    await notified();
    expect(await supplierTotal(onTime)).toBe(3);
    expect(await anyTotal(late)).toBe(0);
    expect(ctx.app.readCaches.gridTotals.get(casesTotalCache({}, acme(), late, NOW).key)).toEqual({ total: 0, exact: true });
    // past the first answer's target (4 h for the first category) every one of them breaches: the kept 0 is not answered
    clockAt(new Date(NOW.getTime() + 5 * HOUR));
    expect(await supplierTotal(late)).toBe(3);
    expect(await anyTotal(onTime)).toBe(0);
  });
});

describe("the console queue's totals kept until a change", () => {
  it("counts again right after any supplier's case changes", async () => {
    clockAt(NOW);
    const queued = { subject: { filterType: 'text', type: 'startsWith', filter: 'queue total ' } };
    await openCase(ctx, ACME, { subject: 'Queue total 1' });
    await openCase(ctx, INTEGRATED, { subject: 'Queue total 2' });
    await notified();
    expect(await queueTotal(queued)).toBe(2);
    const { key, group } = casesTotalCache({}, null, queued, NOW);
    expect(group).toBe(ReadCaches.CASE_QUEUE_GROUP);
    expect(ctx.app.readCaches.gridTotals.get(key)).toEqual({ total: 2, exact: true });
    await openCase(ctx, INTEGRATED, { subject: 'Queue total 3' });
    expect(await eventuallyEquals(() => queueTotal(queued), 3)).toBe(3);
    await openCase(ctx, ACME, { subject: 'Queue total 4' });
    expect(await eventuallyEquals(() => queueTotal(queued), 4)).toBe(4);
  });
});

describe('the cases groups of the read caches', () => {
  it("drops a supplier's cases totals and the queue's on its cases change, not another supplier's nor its orders'", () => {
    const caches = new ReadCaches({ actorMs: 1000, gridTotalMs: 1000 });
    const total = { total: 5, exact: true };
    caches.gridTotals.set('cases:1|a', ReadCaches.casesGroup(1), total);
    caches.gridTotals.set('cases:2|a', ReadCaches.casesGroup(2), total);
    caches.gridTotals.set('queue|a', ReadCaches.CASE_QUEUE_GROUP, total);
    caches.gridTotals.set('1|orders', ReadCaches.ordersGroup(1), total);
    caches.invalidate('cases:1');
    expect(caches.gridTotals.get('cases:1|a')).toBeUndefined();
    expect(caches.gridTotals.get('queue|a')).toBeUndefined();
    expect(caches.gridTotals.get('cases:2|a')).toEqual(total);
    expect(caches.gridTotals.get('1|orders')).toEqual(total);
  });
});
