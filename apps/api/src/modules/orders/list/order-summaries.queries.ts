// The orders list: OrderSummary rows of one supplier through the generic grid query, and how a page is read (walk
// the sort's index, walk within a budget, or filter first). Columns: order-summary-columns.ts; compiled statements:
// order-summary-plans.ts.
import { and, desc, eq, fillPlaceholders, sql, type SQL } from 'drizzle-orm';
import { compileSql, queryCompiled, type CompiledSql, type Db } from '../../../db/client.ts';
import { orders } from '../../../db/schema/index.ts';
import { cachedTotal, cappedCount, filterKey, GRID_COUNT_CAP, reconcileTotal, type GridTotal } from '../../../platform/grid-count.ts';
import { ReadCaches } from '../../../platform/caches/read-caches.ts';
import type { TtlCache } from '../../../platform/caches/ttl-cache.ts';
import { filterUsesIndex, type GridQueryInput } from '../../../platform/grid-query.ts';
import { jsonArray, ORDER_SUMMARY_COLUMNS, summaryJsonOf, summarySelect, type JsonRow } from './order-summary-columns.ts';
import {
  afterLastRow,
  counterTotalQuery,
  offsetPageIds,
  planOf,
  qb,
  sortKeySelect,
  type ExtraCondition,
  type ListPlan,
  type Page,
} from './order-summary-plans.ts';

export { jsonArray, ORDER_SUMMARY_COLUMNS } from './order-summary-columns.ts';

export const RECENT_ORDERS_LIMIT = 10;
/** The exact count's bound under an extra condition (a scorecard window's orders). */
const EXTRA_CONDITION_COUNT_CAP = 1_000_000;

export interface ListOrderSummariesOptions {
  /** Rows counted exactly before the total becomes an estimate (tests inject a small one). */
  countCap?: number;
  /** Totals of filtered views reused by the next pages of the same filter (platform/caches/read-caches.ts). */
  totals?: TtlCache<GridTotal>;
  /**
   * Where pages of a view ended (key: view and end offset; value: the last row's sort keys as text), so the page that
   * follows continues by keyset instead of OFFSET. Dropped with the totals when the supplier's orders change.
   */
  cursors?: TtlCache<string[]>;
}

/**
 * Sorts a page may continue by keyset: every sorted column is never null (a null invoice number sorts last ascending
 * and first descending, which a row comparison does not follow), so the keys' order is the page order exactly.
 */
const KEYSET_COLUMNS = new Set(['createdOn', 'orderIdForSearch', 'displayName', 'supplierTotal', 'shippingType', 'fulfillmentStatus']);
const keysetAllowed = (page: Page) => page.offset > 0 && page.sortColumns.every((column) => KEYSET_COLUMNS.has(column));

/**
 * A filter that matches few rows and has an index of its own (GridColumn.indexed) can be read through that index and
 * its matches sorted: at most `cap` rows whatever the data. Walking the sort column's index and filtering on the way
 * is right for broad filters but reads without bound when the matches sit at the far end of that index (invoice
 * numbers exist only on older orders: "INV-1050" skipped 21,821 newer rows to find 50, docs/performance.md). Not
 * when the filter is on the sorted column: its index yields the matches in order already.
 */
function mayReadFilterFirst(page: Page, total: GridTotal, cap: number): boolean {
  return (
    total.exact &&
    total.total <= cap &&
    !Object.hasOwn(page.filterModel, page.sortColumns[0] ?? '') &&
    filterUsesIndex(page.filterModel, ORDER_SUMMARY_COLUMNS)
  );
}

/** The columns the created-on index carries (migration 0013): a walk in that order filters them on index entries. */
const CREATED_ON_INDEX_FIELDS = new Set([
  'createdOn',
  'orderIdForSearch',
  'invoiceNumber',
  'displayName',
  'supplierTotal',
  'hasInvoiceInReview',
  'hasPriceChangeInReview',
]);
/** Their table columns, the rows of a bounded walk (boundedWalkIds). */
const CREATED_ON_INDEX_COLUMNS = [
  orders.id,
  orders.supplierId,
  orders.createdOn,
  orders.purchaseOrderNumber,
  orders.invoiceNumber,
  orders.customerFirstName,
  orders.customerLastName,
  orders.supplierTotal,
  orders.hasInvoiceInReview,
  orders.priceChangeRequestStatus,
];

/**
 * Index entries a walk may read per match filter-first would read: an index-only walk entry costs about half of
 * reading and sorting one match (PO-1050: 5,218 entries walked in 0.67 ms, 10,000 matches read and sorted in 2.4 ms).
 */
const WALK_ENTRIES_PER_MATCH = 2;

type PageRead = 'walk' | 'filterFirst';
/**
 * What a filter's pages learned about reading them, kept with the filter's total (and dropped with it when the
 * supplier's orders change): per plan key, whether a walk filled the page within its budget.
 */
const learnedReads = new WeakMap<GridTotal, Map<string, PageRead>>();

/**
 * How a page of a filter that may be read filter-first is read. A walk in the created-on order checks the filter on
 * index entries (no table rows), so when the matches are spread over the orders it finds a page sooner than
 * filter-first reads and sorts all of them ("PO-1050": 0.7 ms against 2.4 ms); when they sit far down the order it
 * costs more ("INV-1050": 2.6 ms against 1.8 ms, and unbounded in general). The total cannot tell the two apart, so
 * the first request of the page walks within a budget (`null`: probe) and the answer is remembered. A walk only ever
 * reads a full page: a page the matches do not fill would be walked to the end of the supplier's orders.
 */
function pageReadOf(plan: ListPlan, total: GridTotal, cap: number): PageRead | null {
  const { page } = plan;
  if (!mayReadFilterFirst(page, total, cap)) return 'walk';
  const walkable =
    page.sortColumns[0] === 'createdOn' &&
    Object.keys(page.filterModel).every((field) => CREATED_ON_INDEX_FIELDS.has(field)) &&
    total.total - page.offset >= page.limit;
  if (!walkable) return 'filterFirst';
  return learnedReads.get(total)?.get(plan.key) ?? null;
}

function learn(plan: ListPlan, total: GridTotal, read: PageRead): void {
  let reads = learnedReads.get(total);
  if (!reads) learnedReads.set(total, (reads = new Map()));
  reads.set(plan.key, read);
}

/**
 * The page's ids first, then only those rows. Walking, the ids come from the sort column's index, which for the
 * default order carries every filtered column (migration 0013), so the filter is checked on index entries and not on
 * table rows. Filter first, they come through the filter's index (index-only where it carries the sort column, as
 * the prefix indexes carry created_on): the matches are read in a fenced subquery (OFFSET 0: planned on its own, so
 * no sort order can make the planner walk the sort column's index) and their plain keys sorted, which costs less
 * than sorting by expressions (10-20 % of the page for "PO-1050"). The outer sort of one page uses expressions no
 * index matches, so the planner fetches the 50 rows by id instead of walking an index for them.
 */
function pageRowsSql(plan: ListPlan, read: RowsRead): SQL {
  const { page, where } = plan;
  const ids =
    read === 'filterFirst'
      ? filterFirstIds(where, page)
      : read === 'boundedWalk'
        ? boundedWalkIds(plan)
        : read === 'keyset'
          ? qb
              .select({ id: orders.id })
              .from(orders)
              .where(and(where, afterLastRow(page)))
              .orderBy(...page.orderBy)
              .limit(page.limit)
          : offsetPageIds(where, page);
  return summaryJsonOf(
    qb
      .select({ ...summarySelect, ...sortKeySelect(page) })
      .from(orders)
      .where(sql`${orders.id} in (${ids})`)
      .orderBy(...page.orderByFiltered),
    false,
    page.sortKeys.length,
  );
}
type RowsRead = PageRead | 'boundedWalk' | 'keyset';

function filterFirstIds(where: SQL | undefined, page: Page): SQL {
  const keys = page.sortKeys.map((key, i) => ({ ...key, alias: `k${i}` }));
  const matches = qb
    .select({ id: orders.id, ...Object.fromEntries(keys.map((k) => [k.alias, sql`${k.sql}`.as(k.alias)])) })
    .from(orders)
    .where(where);
  const order = sql.join(
    keys.map((k) => sql`${sql.identifier(k.alias)} ${sql.raw(k.direction)}`),
    sql`, `,
  );
  return sql`select "id" from (${matches} offset 0) m order by ${order} limit ${page.limit} offset ${page.offset}`;
}

/**
 * The walk in the created-on order over at most `budget` (a placeholder) of the supplier's newest (or oldest) index
 * entries: the subquery reads them index-only and is named "orders", so the filter and the order, written against
 * the orders table, apply to its rows unchanged. Fewer ids than a full page means the budget ran out.
 */
function boundedWalkIds(plan: ListPlan): SQL {
  const { page, where } = plan;
  const entries = qb
    .select(Object.fromEntries(CREATED_ON_INDEX_COLUMNS.map((column) => [column.name, column])))
    .from(orders)
    .where(eq(orders.supplierId, plan.supplierId))
    .orderBy(...page.orderBy)
    .limit(sql.placeholder('budget'));
  return sql`select ${orders.id} from (${entries}) ${orders} where ${where} order by ${sql.join(page.orderBy, sql`, `)} limit ${page.limit} offset ${page.offset}`;
}

export interface OrderSummaryPage {
  /** Each row's OrderSummary as JSON text (jsonArray joins them into the answer). */
  rows: string[];
  total: number;
  offset: number;
}

export async function listOrderSummaries(
  db: Db,
  supplierId: number,
  input: GridQueryInput,
  options: ListOrderSummariesOptions = {},
  extra?: ExtraCondition,
): Promise<OrderSummaryPage> {
  const plan = planOf(supplierId, input, extra);
  // The facts behind an extra condition change without the orders' cache signal: its totals and cursors are not kept.
  // Its total is exact (a window's orders, not the whole list), so it equals the scorecard's count: alone, the counts
  // the scorecard reads (ExtraCondition.total); ANDed with the grid's filters, counted.
  if (extra) options = { countCap: options.countCap ?? EXTRA_CONDITION_COUNT_CAP };
  const { page } = plan;
  const cap = options.countCap ?? GRID_COUNT_CAP;
  // The previous page of this view ended right before this one: continue after its last row (same rows as OFFSET).
  const after = keysetAllowed(page) ? options.cursors?.get(`${plan.viewKey}|${page.offset}`) : undefined;
  const result = await readPage(db, plan, cap, options, after);
  const last = result.last;
  if (last && options.cursors) {
    const keys = page.sortKeys.map((_, i) => last[`k${i}`] ?? '');
    options.cursors.set(`${plan.viewKey}|${page.offset + result.rows.length}`, ReadCaches.ordersGroup(supplierId), keys);
  }
  return { rows: result.rows, total: result.total, offset: result.offset };
}

/** A compiled keyset statement with the previous page's last keys bound to its placeholders c0, c1, ... */
function continuing(statement: CompiledSql, after: string[]): CompiledSql {
  return { text: statement.text, values: fillPlaceholders(statement.values, Object.fromEntries(after.map((v, i) => [`c${i}`, v]))) };
}

async function readPage(
  db: Db,
  plan: ListPlan,
  cap: number,
  options: ListOrderSummariesOptions,
  after: string[] | undefined,
): Promise<OrderSummaryPage & { last: JsonRow | undefined }> {
  const { page, supplierId } = plan;
  if (plan.counter) {
    const rows = await queryCompiled<JsonRow>(
      db,
      after ? continuing((plan.counter.keyset ??= compileSql(counterKeysetSql(plan))), after) : plan.counter.page,
    );
    // No row to carry it: an empty first page is 0; past the end it is asked for on its own.
    const n = rows[0]
      ? Number(rows[0].total)
      : page.offset === 0
        ? 0
        : Number((await queryCompiled<{ n: number | string }>(db, plan.counter.total))[0]?.n ?? 0);
    return {
      rows: rows.map((r) => r.json),
      total: reconcileTotal({ total: n, exact: true }, page.offset, page.limit, rows.length),
      offset: page.offset,
      last: rows.at(-1),
    };
  }
  // Any other filter: a capped count, kept for the next pages of the same filter until the supplier's orders change.
  const key = `${supplierId}|${cap}|${filterKey(page.filterModel)}`;
  const total = await cachedTotal(options.totals, key, ReadCaches.ordersGroup(supplierId), async () =>
    plan.extraTotal
      ? { total: Number((await queryCompiled<{ n: number | string }>(db, plan.extraTotal))[0]?.n ?? 0), exact: true }
      : cappedCount(db, orders, plan.where, cap),
  );
  const read = pageReadOf(plan, total, cap);
  let rows: JsonRow[];
  if (read === 'walk' && after) rows = await queryCompiled<JsonRow>(db, continuing(rowsStatement(plan, 'keyset'), after));
  else if (read) rows = await queryCompiled<JsonRow>(db, rowsStatement(plan, read));
  else {
    // The first request of this page: walk within the budget; a full page proves the walk pays, else filter first.
    const bounded = rowsStatement(plan, 'boundedWalk');
    const budget = WALK_ENTRIES_PER_MATCH * total.total;
    rows = await queryCompiled<JsonRow>(db, { text: bounded.text, values: fillPlaceholders(bounded.values, { budget }) });
    const learned: PageRead = rows.length === page.limit ? 'walk' : 'filterFirst';
    learn(plan, total, learned);
    if (learned === 'filterFirst') rows = await queryCompiled<JsonRow>(db, rowsStatement(plan, learned));
  }
  return {
    rows: rows.map((r) => r.json),
    total: reconcileTotal(total, page.offset, page.limit, rows.length),
    offset: page.offset,
    last: rows.at(-1),
  };
}

function rowsStatement(plan: ListPlan, read: RowsRead): CompiledSql {
  return (plan.rows[read] ??= compileSql(pageRowsSql(plan, read)));
}

/** The counter-backed page continuing after the previous page's last row: no OFFSET, the total in the same statement. */
function counterKeysetSql(plan: ListPlan): SQL {
  const { page, where } = plan;
  return summaryJsonOf(
    qb
      .select({
        ...summarySelect,
        ...sortKeySelect(page),
        total: sql`(${counterTotalQuery(plan.supplierId, page.filterModel)})`.as('total'),
      })
      .from(orders)
      .where(and(where, afterLastRow(page)))
      .orderBy(...page.orderBy)
      .limit(page.limit),
    true,
    page.sortKeys.length,
  );
}

/** The supplier's newest orders that still need processing (dashboard and list header), as a JSON array text. */
export async function recentOrderSummaries(db: Db, supplierId: number): Promise<string> {
  const query = qb
    .select(summarySelect)
    .from(orders)
    .where(and(eq(orders.supplierId, supplierId), eq(orders.status, 'NeedsProcessing')))
    .orderBy(desc(orders.createdOn), desc(orders.id))
    .limit(RECENT_ORDERS_LIMIT);
  return jsonArray((await queryCompiled<JsonRow>(db, compileSql(summaryJsonOf(query)))).map((r) => r.json));
}
