// The orders-list views the issue names: the default view, each single filter and each single sort.
import type { GridQueryInput } from '../src/platform/grid-query.ts';
import { ORDER_SUMMARY_COLUMNS } from '../src/modules/orders/index.ts';

export interface Scenario {
  name: string;
  group: 'default' | 'filter' | 'sort';
  input: GridQueryInput;
}

const page = (filterModel: Record<string, unknown>, sortModel: { colId: string; sort: 'asc' | 'desc' }[]): GridQueryInput => ({
  limit: 50,
  offset: 0,
  query: JSON.stringify({ sortModel, filterModel }),
});

/** lastDay: the newest order's day (yyyy-MM-dd); the date range is the month before it. */
export function orderListScenarios(lastDay: string): Scenario[] {
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
  const sortable = Object.entries(ORDER_SUMMARY_COLUMNS).filter(([, c]) => c.sortable !== false).map(([id]) => id);
  return [
    {
      name: 'default view (NeedsProcessing, AwaitingShipment, Invoicing; created on desc)',
      group: 'default',
      input: page({ fulfillmentStatus: { filterType: 'set', values: ['NeedsProcessing', 'AwaitingShipment', 'Invoicing'] } }, byDate),
    },
    ...filters.map(([name, model]): Scenario => ({ name: `filter: ${name}`, group: 'filter', input: page(model, byDate) })),
    ...sortable.flatMap((colId) =>
      (['asc', 'desc'] as const).map((sort): Scenario => ({ name: `sort: ${colId} ${sort}`, group: 'sort', input: page({}, [{ colId, sort }]) })),
    ),
  ];
}

export function scenarioPath(s: Scenario): string {
  const params = new URLSearchParams({ limit: String(s.input.limit), offset: String(s.input.offset), query: s.input.query ?? '' });
  return `/api/order-summaries?${params.toString()}`;
}
