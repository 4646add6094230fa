// The scorecard calls (docs/decisions/performance.md): the supplier's scorecard (flag, roles, its own orders only), the
// orders list's performance filter (its total is the card's count; all three fields or none), and the console's
// standards and scorecards table (operators only; 400 on every field, 404 for an unknown supplier).
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  DEFAULT_PERFORMANCE_STANDARDS,
  PERFORMANCE_FIGURES,
  PERFORMANCE_MESSAGES,
  PERFORMANCE_TREND_WEEKS,
  type PerformanceScorecard,
  type PerformanceScorecardRow,
} from '@portal/contracts';
import {
  ACME,
  CLERK,
  contentRangeTotal,
  expectValidationError,
  gridGet,
  INTEGRATED,
  OPERATOR,
  useTestApp,
} from '../../../test/test-app.ts';
import { makeOrder } from '../../../test/order-factory.ts';
import { backfillOrderFacts } from './order-facts.ts';

const ctx = useTestApp();
const PERFORMANCE_FILTER_TOGETHER = 'performanceFigure, performanceWindow and performanceOutcome go together: give all three or none.';
// Thursday 2026-03-12, 11:00 in New York
const NOW = new Date('2026-03-12T15:00:00Z');

afterEach(() => vi.restoreAllMocks());
// the seed's orders get their facts as at the API's start (the backfill)
beforeAll(async () => void (await backfillOrderFacts(ctx.database.db)), 300_000);
const fixClock = () => vi.spyOn(ctx.app.clock, 'now').mockReturnValue(NOW);
const call = (email: string | null, method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: unknown) =>
  ctx.as(email, { method, url: `/api${url}`, ...(payload === undefined ? {} : { payload: payload as object }) });
const scorecard = async (email = ACME) => {
  const res = await call(email, 'GET', '/performance/scorecard');
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as PerformanceScorecard;
};
const window30 = (card: PerformanceScorecard, figure: string) =>
  card.figures.find((f) => f.figure === figure)!.windows.find((w) => w.days === 30)!;
const behind = (email: string, query: Record<string, string>) => ctx.as(email, { method: 'GET', url: '/api/order-summaries', query });

/** An order shipped through the calls: created two days ago, promised yesterday, processed, then tracked today. */
async function shipLate(supplierId = ctx.seed.supplierIds.acme, email = ACME) {
  const { id, itemIds } = await makeOrder(ctx.database.db, supplierId, {
    createdOn: new Date(NOW.getTime() - 2 * 86_400_000),
    promisedShippingDate: '2026-03-11',
  });
  expect((await call(email, 'PUT', `/orders/${id}/details`, { supplierOrderNumber: `SO-${id}` })).statusCode).toBe(204);
  const shipments = itemIds.map((orderLineId) => ({ orderLineId, carrierId: 1, trackingNumbers: ['123456789012'] }));
  expect((await call(email, 'PUT', `/orders/${id}/shipments`, shipments)).statusCode).toBe(204);
  return id;
}

describe('GET /performance/scorecard', () => {
  it('answers the five figures with their 30- and 90-day windows, 13 weeks of trend and the projection, in New York days', async () => {
    fixClock();
    const card = await scorecard();
    expect(card).toMatchObject({ today: '2026-03-12', timeZone: 'America/New_York' });
    expect(card.figures.map((f) => f.figure)).toEqual([...PERFORMANCE_FIGURES]);
    for (const f of card.figures) {
      expect(f.standard).toEqual(DEFAULT_PERFORMANCE_STANDARDS[f.figure]);
      expect(f.windows.map((w) => [w.days, w.from, w.to])).toEqual([
        [30, '2026-02-11', '2026-03-12'],
        [90, '2025-12-13', '2026-03-12'],
      ]);
      expect(f.trend).toHaveLength(PERFORMANCE_TREND_WEEKS);
      expect(f.trend.at(-1)).toMatchObject({ weekStart: '2026-03-09', partial: true });
      expect(f.trend[0]).toMatchObject({ weekStart: '2025-12-15', partial: false });
    }
  });

  it('counts an order shipped late once, and the orders list behind the figure shows it', async () => {
    fixClock();
    const before = window30(await scorecard(), 'onTimeShipment');
    const id = await shipLate();
    const after = window30(await scorecard(CLERK), 'onTimeShipment');
    expect([after.counted - before.counted, after.missed - before.missed]).toEqual([1, 1]);
    const list = await behind(ACME, {
      performanceFigure: 'onTimeShipment',
      performanceWindow: '30',
      performanceOutcome: 'missed',
      limit: '500',
    });
    expect(list.statusCode).toBe(200);
    expect(contentRangeTotal(list)).toBe(after.missed);
    expect((list.json() as { id: number }[]).map((o) => o.id)).toContain(id);
    // another supplier's scorecard and list know nothing of it
    const integrated = await behind(INTEGRATED, {
      performanceFigure: 'onTimeShipment',
      performanceWindow: '30',
      performanceOutcome: 'missed',
    });
    expect((integrated.json() as { id: number }[]).map((o) => o.id)).not.toContain(id);
    expect(contentRangeTotal(integrated)).toBe(window30(await scorecard(INTEGRATED), 'onTimeShipment').missed);
  });

  it('is 404 while the Performance flag is off for the supplier, 403 for an operator and 401 without a session', async () => {
    const flag = (isEnabled: boolean) =>
      call(OPERATOR, 'PUT', `/ops/suppliers/${ctx.seed.supplierIds.acme}/feature-flags/Performance`, { isEnabled });
    expect((await flag(false)).statusCode).toBe(200);
    try {
      expect((await call(ACME, 'GET', '/performance/scorecard')).statusCode).toBe(404);
      expect((await call(INTEGRATED, 'GET', '/performance/scorecard')).statusCode).toBe(200);
    } finally {
      expect((await flag(true)).statusCode).toBe(200);
    }
    expect((await call(OPERATOR, 'GET', '/performance/scorecard')).statusCode).toBe(403);
    expect((await call(null, 'GET', '/performance/scorecard')).statusCode).toBe(401);
  });
});

describe('GET /order-summaries with the performance filter', () => {
  const full = { performanceFigure: 'validTracking', performanceWindow: '90', performanceOutcome: 'counted' };

  it('takes all three fields or none: each one missing is a 400 at its path', async () => {
    for (const field of Object.keys(full)) {
      const { [field]: _, ...rest } = full as Record<string, string>;
      const res = await behind(ACME, rest);
      expectValidationError(res, `$.${field}`, PERFORMANCE_FILTER_TOGETHER);
    }
    expectValidationError(await behind(ACME, { performanceFigure: 'onTimeShipment' }), '$.performanceWindow', PERFORMANCE_FILTER_TOGETHER);
  });

  it('refuses an unknown figure, window or outcome at its path', async () => {
    expectValidationError(await behind(ACME, { ...full, performanceFigure: 'speed' }), '$.performanceFigure');
    for (const window of ['45', '0', 'x', '30.5'])
      expectValidationError(await behind(ACME, { ...full, performanceWindow: window }), '$.performanceWindow');
    expectValidationError(await behind(ACME, { ...full, performanceOutcome: 'late' }), '$.performanceOutcome');
  });

  it('is refused at performanceFigure while the Performance flag is off for the supplier, and changes nothing', async () => {
    const flag = (isEnabled: boolean) =>
      call(OPERATOR, 'PUT', `/ops/suppliers/${ctx.seed.supplierIds.acme}/feature-flags/Performance`, { isEnabled });
    expect((await behind(ACME, full)).statusCode).toBe(200);
    expect((await flag(false)).statusCode).toBe(200);
    try {
      expectValidationError(await behind(ACME, full), '$.performanceFigure', PERFORMANCE_MESSAGES.filterFeatureOff);
      expectValidationError(await behind(CLERK, { ...full, limit: '5' }), '$.performanceFigure', PERFORMANCE_MESSAGES.filterFeatureOff);
      // the list itself still answers; another supplier's flag is its own
      expect((await behind(ACME, { limit: '5' })).statusCode).toBe(200);
      expect((await behind(INTEGRATED, full)).statusCode).toBe(200);
    } finally {
      expect((await flag(true)).statusCode).toBe(200);
    }
    expect((await behind(ACME, full)).statusCode).toBe(200);
  });

  it('ANDs with the grid query', async () => {
    fixClock();
    const id = await shipLate();
    const filter = { performanceFigure: 'onTimeShipment', performanceWindow: '30', performanceOutcome: 'missed' };
    const byPo = (po: string) => JSON.stringify({ filterModel: { orderIdForSearch: { filterType: 'text', type: 'equals', filter: po } } });
    const order = (await call(ACME, 'GET', `/orders/${id}`)).json() as { purchaseOrderNumber: string };
    expect(contentRangeTotal(await behind(ACME, { ...filter, query: byPo(order.purchaseOrderNumber) }))).toBe(1);
    expect(contentRangeTotal(await behind(ACME, { ...filter, query: byPo('PO-NOT-THERE') }))).toBe(0);
  });
});

describe('/ops/performance/standards', () => {
  const standards = (change: Record<string, unknown> = {}) => ({ ...DEFAULT_PERFORMANCE_STANDARDS, ...change });
  const supplierUrl = () => `/ops/performance/standards/suppliers/${ctx.seed.supplierIds.integrated}`;

  it('sets the global standards and a supplier override, which its scorecard then reads; DELETE goes back to global', async () => {
    fixClock();
    const initial = await call(OPERATOR, 'GET', '/ops/performance/standards');
    expect(initial.json()).toEqual({ global: DEFAULT_PERFORMANCE_STANDARDS, overrides: [] });
    const global = await call(OPERATOR, 'PUT', '/ops/performance/standards', standards({ onTimeShipment: { target: 97, good: 92 } }));
    expect(global.statusCode, global.body).toBe(200);
    expect(global.json().global.onTimeShipment).toEqual({ target: 97, good: 92 });
    const own = standards({ cancellation: { target: 0.5, good: 1.5 } });
    const put = await call(OPERATOR, 'PUT', supplierUrl(), own);
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().overrides).toEqual([
      { supplierId: ctx.seed.supplierIds.integrated, supplierName: expect.any(String), standards: own },
    ]);
    const card = await scorecard(INTEGRATED);
    expect(card.figures.find((f) => f.figure === 'cancellation')!.standard).toEqual({ target: 0.5, good: 1.5 });
    expect(card.figures.find((f) => f.figure === 'onTimeShipment')!.standard).toEqual(DEFAULT_PERFORMANCE_STANDARDS.onTimeShipment);
    expect((await scorecard()).figures.find((f) => f.figure === 'onTimeShipment')!.standard).toEqual({ target: 97, good: 92 });
    const removed = await call(OPERATOR, 'DELETE', supplierUrl());
    expect(removed.statusCode).toBe(200);
    expect(removed.json().overrides).toEqual([]);
    expect((await call(OPERATOR, 'PUT', '/ops/performance/standards', standards())).statusCode).toBe(200);
  });

  it('refuses a bad value on every field (400 at its path), an unknown supplier (404) and supplier users (403)', async () => {
    for (const figure of PERFORMANCE_FIGURES) {
      const swapped = { target: DEFAULT_PERFORMANCE_STANDARDS[figure].good, good: DEFAULT_PERFORMANCE_STANDARDS[figure].target };
      expectValidationError(
        await call(OPERATOR, 'PUT', '/ops/performance/standards', standards({ [figure]: swapped })),
        `$.${figure}.target`,
      );
      expectValidationError(
        await call(OPERATOR, 'PUT', supplierUrl(), standards({ [figure]: { target: -1, good: 0 } })),
        `$.${figure}.target`,
      );
      expectValidationError(
        await call(OPERATOR, 'PUT', supplierUrl(), standards({ [figure]: { target: 1, good: 'x' } })),
        `$.${figure}.good`,
      );
      const { [figure]: _, ...missing } = standards();
      expectValidationError(await call(OPERATOR, 'PUT', '/ops/performance/standards', missing), `$.${figure}`);
    }
    expectValidationError(
      await call(OPERATOR, 'PUT', '/ops/performance/standards', standards({ onTimeShipment: { target: 90, good: 95 } })),
      '$.onTimeShipment.target',
      PERFORMANCE_MESSAGES.standardOrder('higherIsBetter'),
    );
    expect((await call(OPERATOR, 'PUT', '/ops/performance/standards/suppliers/999999', standards())).statusCode).toBe(404);
    expect((await call(OPERATOR, 'DELETE', '/ops/performance/standards/suppliers/999999')).statusCode).toBe(404);
    expect((await call(OPERATOR, 'PUT', '/ops/performance/standards/suppliers/abc', standards())).statusCode).toBe(400);
    for (const email of [ACME, CLERK]) {
      expect((await call(email, 'GET', '/ops/performance/standards')).statusCode).toBe(403);
      expect((await call(email, 'PUT', '/ops/performance/standards', standards())).statusCode).toBe(403);
      expect((await call(email, 'PUT', supplierUrl(), standards())).statusCode).toBe(403);
      expect((await call(email, 'DELETE', supplierUrl())).statusCode).toBe(403);
      expect((await call(email, 'GET', '/ops/performance/scorecards')).statusCode).toBe(403);
    }
  });
});

describe('GET /ops/performance/standards/suppliers (a grid page)', () => {
  const url = '/api/ops/performance/standards/suppliers';
  const own = { ...DEFAULT_PERFORMANCE_STANDARDS, cancellation: { target: 0.5, good: 1.5 } };

  it('pages, sorts and filters the suppliers with their own standards on the server, with the total', async () => {
    for (const id of [ctx.seed.supplierIds.acme, ctx.seed.supplierIds.integrated])
      expect((await call(OPERATOR, 'PUT', `/ops/performance/standards/suppliers/${id}`, own)).statusCode).toBe(200);
    const all = await gridGet(ctx, OPERATOR, url);
    expect(all.statusCode, all.body).toBe(200);
    const rows = all.json<{ supplierId: number; supplierName: string; standards: unknown }[]>();
    const names = rows.map((r) => r.supplierName);
    expect(names).toEqual([...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
    expect(rows.find((r) => r.supplierId === ctx.seed.supplierIds.acme)?.standards).toEqual(own);
    const total = contentRangeTotal(all);
    expect(total).toBe(rows.length);
    expect(total).toBeGreaterThanOrEqual(2);
    // the global standards are not a supplier's own: the list has only those with a set of their own
    const expected = await call(OPERATOR, 'GET', '/ops/performance/standards');
    expect(rows).toEqual(expected.json<{ overrides: unknown[] }>().overrides);

    const second = await gridGet(ctx, OPERATOR, url, {
      limit: '1',
      offset: '1',
      query: { sortModel: [{ colId: 'supplierName', sort: 'desc' }] },
    });
    expect(second.json<{ supplierName: string }[]>().map((r) => r.supplierName)).toEqual([names.at(-2)]);
    expect(second.headers['content-range']).toBe(`items 1-1/${total}`);
    const acme = rows.find((r) => r.supplierId === ctx.seed.supplierIds.acme)!;
    const found = await gridGet(ctx, OPERATOR, url, {
      query: { filterModel: { supplierName: { filterType: 'text', type: 'contains', filter: acme.supplierName.toUpperCase() } } },
    });
    expect(found.json<{ supplierId: number }[]>().map((r) => r.supplierId)).toEqual([acme.supplierId]);
    expect(contentRangeTotal(found)).toBe(1);

    expect((await call(OPERATOR, 'DELETE', `/ops/performance/standards/suppliers/${ctx.seed.supplierIds.integrated}`)).statusCode).toBe(
      200,
    );
    const after = await gridGet(ctx, OPERATOR, url);
    expect(after.json<{ supplierId: number }[]>().map((r) => r.supplierId)).not.toContain(ctx.seed.supplierIds.integrated);
    expect(contentRangeTotal(after)).toBe(total - 1);
  });

  it('refuses a bad grid query with 400 in the error shape, and answers operators only', async () => {
    expectValidationError(
      await gridGet(ctx, OPERATOR, url, { query: { sortModel: [{ colId: 'onTimeShipment', sort: 'asc' }] } }),
      '$.query',
    );
    expectValidationError(
      await gridGet(ctx, OPERATOR, url, { query: { filterModel: { supplierName: { filterType: 'number', type: 'equals', filter: 1 } } } }),
      '$.query',
    );
    expectValidationError(await gridGet(ctx, OPERATOR, url, { limit: 'x' }), '$.limit');
    expect((await gridGet(ctx, null, url)).statusCode).toBe(401);
    for (const email of [ACME, CLERK, INTEGRATED]) expect((await gridGet(ctx, email, url, { limit: 'x' })).statusCode).toBe(403);
  });
});

describe('GET /ops/performance/scorecards', () => {
  it('answers a row per supplier, those in trouble first, sorted and filtered by the grid query', async () => {
    fixClock();
    // a supplier judged by an impossible standard is in trouble on time at once
    const strict = { ...DEFAULT_PERFORMANCE_STANDARDS, onTimeShipment: { target: 100, good: 100 } };
    await shipLate(ctx.seed.supplierIds.acme);
    expect((await call(OPERATOR, 'PUT', `/ops/performance/standards/suppliers/${ctx.seed.supplierIds.acme}`, strict)).statusCode).toBe(200);
    const res = await call(OPERATOR, 'GET', '/ops/performance/scorecards');
    expect(res.statusCode, res.body).toBe(200);
    const rows = res.json() as PerformanceScorecardRow[];
    expect(contentRangeTotal(res)).toBe(rows.length);
    expect(rows[0]).toMatchObject({ supplierId: ctx.seed.supplierIds.acme, hasOverride: true });
    expect(rows[0]!.inTroubleCount).toBeGreaterThan(0);
    expect(rows[0]!.alerts).toContainEqual({ figure: 'onTimeShipment', alert: 'inTrouble', range: 'inTrouble' });
    const byName = await call(
      OPERATOR,
      'GET',
      `/ops/performance/scorecards?query=${encodeURIComponent(JSON.stringify({ sortModel: [{ colId: 'supplierName', sort: 'asc' }], filterModel: { supplierName: { filterType: 'text', type: 'contains', filter: 'acme' } } }))}`,
    );
    expect((byName.json() as PerformanceScorecardRow[]).map((r) => r.supplierId)).toEqual([ctx.seed.supplierIds.acme]);
    expectValidationError(
      await call(
        OPERATOR,
        'GET',
        `/ops/performance/scorecards?query=${encodeURIComponent('{"sortModel":[{"colId":"nope","sort":"asc"}]}')}`,
      ),
      '$.query',
    );
    expectValidationError(await call(OPERATOR, 'GET', '/ops/performance/scorecards?limit=0'), '$.limit');
    expect((await call(OPERATOR, 'DELETE', `/ops/performance/standards/suppliers/${ctx.seed.supplierIds.acme}`)).statusCode).toBe(200);
  });
});
