// The orders-list views the issue names (the default view, each single filter and each single sort), the seven
// dashboard calls and the scorecard's calls, each with the service call that sends its SQL (captured and run
// directly, direct-sql.ts).
import type { Db } from '../src/db/client.ts';
import type { GridQueryInput } from '../src/platform/grid-query.ts';
import { ORDER_SUMMARY_COLUMNS } from '../src/modules/orders/index.ts';
import * as dashboard from '../src/modules/dashboard/dashboard.service.ts';
import type { PerformanceOrdersFilter, PerformanceScorecard } from '@portal/contracts';
import { listOrderSummaries } from '../src/modules/orders/index.ts';
import { listScorecards, performanceOrderIds, readScorecard } from '../src/modules/performance/index.ts';

export interface ListScenario {
  name: string;
  group: 'default' | 'filter' | 'sort';
  input: GridQueryInput;
}

export interface DashboardScenario {
  name: string;
  group: 'dashboard';
  /** The call's path, query included. */
  path: string;
  /** What the route runs for it (same service call and arguments; `now` read at capture, as the route reads its clock). */
  call: (db: Db, supplierId: number, now: Date) => Promise<unknown>;
}

/** A scorecard call: the supplier's, the console's (as an operator) or the orders behind a figure. */
export interface PerformanceScenario extends Omit<DashboardScenario, 'group'> {
  group: 'performance';
  caller: 'supplier' | 'operator';
}

/** The calls measured as a whole (path and service call), not as an orders-list page. */
export type CallScenario = DashboardScenario | PerformanceScenario;
export type Scenario = ListScenario | CallScenario;

const page = (filterModel: Record<string, unknown>, sortModel: { colId: string; sort: 'asc' | 'desc' }[]): GridQueryInput => ({
  limit: 50,
  offset: 0,
  query: JSON.stringify({ sortModel, filterModel }),
});

/** lastDay: the newest order's day (yyyy-MM-dd); the date range is the month before it. */
export function orderListScenarios(lastDay: string): ListScenario[] {
  const from = new Date(Date.parse(`${lastDay}T00:00:00Z`) - 30 * 86_400_000).toISOString().slice(0, 10);
  const byDate = [{ colId: 'createdOn', sort: 'desc' as const }];
  const filters: [string, Record<string, unknown>][] = [
    ['PO number starts with "PO-1050"', { orderIdForSearch: { filterType: 'text', type: 'startsWith', filter: 'PO-1050' } }],
    ['customer name contains "anders"', { displayName: { filterType: 'text', type: 'contains', filter: 'anders' } }],
    // No index of its own (no trigram index on PO numbers): 1 order in 1,000 matches, found by walking the default order.
    ['PO number contains "10500"', { orderIdForSearch: { filterType: 'text', type: 'contains', filter: '10500' } }],
    ['invoice in review', { hasInvoiceInReview: { filterType: 'text', type: 'true' } }],
    ['invoice number starts with "INV-1050"', { invoiceNumber: { filterType: 'text', type: 'startsWith', filter: 'INV-1050' } }],
    ['total cost greater than 500', { supplierTotal: { filterType: 'number', type: 'greaterThan', filter: 500 } }],
    ['shipping type in (Ltl)', { shippingType: { filterType: 'set', values: ['Ltl'] } }],
    ['status in (Complete)', { fulfillmentStatus: { filterType: 'set', values: ['Complete'] } }],
    [`created on ${from} .. ${lastDay}`, { createdOn: { filterType: 'date', type: 'inRange', dateFrom: from, dateTo: lastDay } }],
  ];
  const sortable = Object.entries(ORDER_SUMMARY_COLUMNS)
    .filter(([, c]) => c.sortable !== false)
    .map(([id]) => id);
  return [
    {
      name: 'default view (NeedsProcessing, AwaitingShipment, Invoicing; created on desc)',
      group: 'default',
      input: page({ fulfillmentStatus: { filterType: 'set', values: ['NeedsProcessing', 'AwaitingShipment', 'Invoicing'] } }, byDate),
    },
    ...filters.map(([name, model]): ListScenario => ({ name: `filter: ${name}`, group: 'filter', input: page(model, byDate) })),
    ...sortable.flatMap((colId) =>
      (['asc', 'desc'] as const).map((sort): ListScenario => ({
        name: `sort: ${colId} ${sort}`,
        group: 'sort',
        input: page({}, [{ colId, sort }]),
      })),
    ),
  ];
}

/**
 * The seven calls of the dashboard and insights pages as a US caller in the month of the newest order (`lastDay`,
 * yyyy-MM-dd): `currentMonthStart` is that month's first day at 00:00 -05:00 (New York in winter), a full month and
 * the one before it in the sales aggregates whatever day the bench runs. The year-long calls read the current UTC
 * month and the 11 before it, as the routes do.
 */
export function dashboardScenarios(lastDay: string): DashboardScenario[] {
  const currentMonthStart = `${lastDay.slice(0, 7)}-01T00:00:00-05:00`;
  const month = dashboard.monthStartOf(currentMonthStart);
  const withMonth = `currentMonthStart=${encodeURIComponent(currentMonthStart)}`;
  const calls: [string, DashboardScenario['call']][] = [
    [`/suppliers/stats?${withMonth}`, (db, supplierId, now) => dashboard.supplierStats(db, supplierId, month, now)],
    [`/supplier-sales-metrics?${withMonth}`, (db, supplierId, now) => dashboard.salesMetrics(db, supplierId, month, now)],
    ['/supplier-sales-by-channel', (db, supplierId, now) => dashboard.salesByChannel(db, supplierId, now)],
    ['/supplier-orders-by-channel', (db, supplierId, now) => dashboard.ordersByChannel(db, supplierId, now)],
    ['/supplier-top-items', (db, supplierId, now) => dashboard.topItems(db, supplierId, now)],
    ['/supplier-top-items-by-sales', (db, supplierId, now) => dashboard.topItemsBySales(db, supplierId, now)],
    ['/supplier-damage-defect-return-statistics', (db, supplierId, now) => dashboard.ddrStatistics(db, supplierId, now)],
  ];
  return calls.map(([path, call]) => ({
    name: `dashboard: GET ${decodeURIComponent(path)}`,
    group: 'dashboard',
    path: `/api${path}`,
    call,
  }));
}

/** The orders list's first page as the scorecard's link opens it: no status filter, newest first. */
const BEHIND_FIGURE_PAGE: GridQueryInput = {
  limit: 50,
  offset: 0,
  query: JSON.stringify({ sortModel: [{ colId: 'createdOn', sort: 'desc' }], filterModel: {} }),
};

/**
 * Every scorecard call (docs/decisions/performance.md, "Scale"; bound p95 <= 50 ms at 16 connections): the supplier's
 * scorecard, the console's table of every supplier (default view: those in trouble first) and the orders list behind
 * a figure, filtered as the card's link does (`behind`: the figure and window with the most orders).
 */
export function performanceScenarios(behind: PerformanceOrdersFilter): PerformanceScenario[] {
  const link = new URLSearchParams({
    limit: String(BEHIND_FIGURE_PAGE.limit),
    offset: '0',
    query: BEHIND_FIGURE_PAGE.query!,
    performanceFigure: behind.performanceFigure,
    performanceWindow: String(behind.performanceWindow),
    performanceOutcome: behind.performanceOutcome,
  });
  return [
    {
      name: 'performance: GET /performance/scorecard',
      group: 'performance',
      caller: 'supplier',
      path: '/api/performance/scorecard',
      call: (db, supplierId, now) => readScorecard(db, supplierId, now),
    },
    {
      name: 'performance: GET /ops/performance/scorecards (the console, every supplier, default sort)',
      group: 'performance',
      caller: 'operator',
      path: '/api/ops/performance/scorecards?limit=50&offset=0',
      call: (db) => listScorecards(db, { limit: 50, offset: 0 }),
    },
    {
      name: `performance: GET /order-summaries behind ${behind.performanceFigure}, ${behind.performanceWindow} days, ${behind.performanceOutcome} (the card's link, first page)`,
      group: 'performance',
      caller: 'supplier',
      path: `/api/order-summaries?${link.toString()}`,
      call: async (db, supplierId, now) =>
        listOrderSummaries(db, supplierId, BEHIND_FIGURE_PAGE, {}, await performanceOrderIds(db, supplierId, behind, now)),
    },
  ];
}

/** The figure and window of the scorecard with the most orders counted: the largest list behind a card's link. */
export function largestFigure(card: PerformanceScorecard): PerformanceOrdersFilter {
  const windows = card.figures.flatMap((f) => f.windows.map((w) => ({ figure: f.figure, days: w.days, counted: w.counted })));
  const top = windows.reduce((a, b) => (b.counted > a.counted ? b : a));
  return { performanceFigure: top.figure, performanceWindow: top.days, performanceOutcome: 'counted' };
}

/** Every scenario of `npm run bench:api`, list first; `behind`: the figure whose orders list is measured. */
export function benchScenarios(lastDay: string, behind: PerformanceOrdersFilter): Scenario[] {
  return [...orderListScenarios(lastDay), ...dashboardScenarios(lastDay), ...performanceScenarios(behind)];
}

/** BENCH_ONLY=text: the scenarios whose name contains it (e.g. "dashboard", "sort:"); all without it. */
export function selectedScenarios(all: Scenario[], only = process.env.BENCH_ONLY ?? ''): Scenario[] {
  return all.filter((s) => s.name.includes(only));
}

export function scenarioPath(s: Scenario): string {
  if (s.group === 'dashboard' || s.group === 'performance') return s.path;
  const params = new URLSearchParams({ limit: String(s.input.limit), offset: String(s.input.offset), query: s.input.query ?? '' });
  return `/api/order-summaries?${params.toString()}`;
}
