// The orders-list views the issue names (the default view, each single filter and each single sort), the seven
// dashboard calls and the supplier's scorecard, each with the service call that sends its SQL (captured and run
// directly, direct-sql.ts).
import type { Db } from '../src/db/client.ts';
import type { GridQueryInput } from '../src/platform/grid-query.ts';
import { ORDER_SUMMARY_COLUMNS } from '../src/modules/orders/index.ts';
import * as dashboard from '../src/modules/dashboard/dashboard.service.ts';
import { readScorecard } from '../src/modules/performance/index.ts';

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

export type Scenario = ListScenario | DashboardScenario;

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

/**
 * The supplier's scorecard (docs/decisions/performance.md, "Scale"): a call like the dashboard's (the daily counts of
 * 91 days and the standards), measured with them; its bound is p95 <= 50 ms at 16 connections.
 */
export function performanceScenarios(): DashboardScenario[] {
  return [
    {
      name: 'performance: GET /performance/scorecard',
      group: 'dashboard',
      path: '/api/performance/scorecard',
      call: (db, supplierId, now) => readScorecard(db, supplierId, now),
    },
  ];
}

/** Every scenario of `npm run bench:api`, list first. */
export function benchScenarios(lastDay: string): Scenario[] {
  return [...orderListScenarios(lastDay), ...dashboardScenarios(lastDay), ...performanceScenarios()];
}

/** BENCH_ONLY=text: the scenarios whose name contains it (e.g. "dashboard", "sort:"); all without it. */
export function selectedScenarios(all: Scenario[], only = process.env.BENCH_ONLY ?? ''): Scenario[] {
  return all.filter((s) => s.name.includes(only));
}

export function scenarioPath(s: Scenario): string {
  if (s.group === 'dashboard') return s.path;
  const params = new URLSearchParams({ limit: String(s.input.limit), offset: String(s.input.offset), query: s.input.query ?? '' });
  return `/api/order-summaries?${params.toString()}`;
}
