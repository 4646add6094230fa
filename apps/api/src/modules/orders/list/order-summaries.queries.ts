// The orders list: OrderSummary rows of one supplier through the generic grid query.
import { and, desc, eq, fillPlaceholders, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { FULFILLMENT_STATUSES, SHIPPING_TYPES, type OrderSummary } from '@portal/contracts';
import { compileSql, queryCompiled, type CompiledSql, type Db } from '../../../db/client.ts';
import { orderCounts, orders } from '../../../db/schema/index.ts';
import { cappedCount, filterKey, GRID_COUNT_CAP, reconcileTotal, type GridTotal } from '../../../platform/grid-count.ts';
import { ReadCaches } from '../../../platform/caches/read-caches.ts';
import { TtlCache } from '../../../platform/caches/ttl-cache.ts';
import { filterUsesIndex, gridWhere, parseGridQuery, type GridColumns, type GridQueryInput } from '../../../platform/grid-query.ts';

export const RECENT_ORDERS_LIMIT = 10;

const displayNameSql = sql`lower(${orders.customerFirstName} || ' ' || ${orders.customerLastName})`;

/** Filter types a column's own indexes answer (unique, "starts with" and trigram indexes, the total's index). */
const byIndex =
  (...types: string[]) =>
  (type: string) =>
    types.includes(type);
const NUMBER_RANGES = byIndex('equals', 'greaterThan', 'greaterThanOrEqual', 'lessThan', 'lessThanOrEqual', 'inRange');
/** Text with a prefix and a trigram index: a trigram index answers "contains" from three characters on. */
const TEXT_WITH_TRIGRAMS = (type: string, value: unknown) =>
  type === 'equals' || type === 'startsWith' || (type === 'contains' && typeof value === 'string' && [...value].length >= 3);

/** The grid's whitelist; each expression matches an index of db/schema/orders.ts. */
export const ORDER_SUMMARY_COLUMNS: GridColumns = {
  // PO numbers are upper case ("PO-1000123"): upper-casing the typed value keeps the prefix index usable.
  orderIdForSearch: { sql: orders.purchaseOrderNumber, kind: 'text', normalize: 'upper', indexed: TEXT_WITH_TRIGRAMS },
  createdOn: { sql: orders.createdOn, kind: 'date', indexed: byIndex('equals', 'greaterThan', 'lessThan', 'inRange') },
  displayName: { sql: displayNameSql, kind: 'text', normalize: 'lower', indexed: TEXT_WITH_TRIGRAMS },
  invoiceNumber: { sql: orders.invoiceNumber, kind: 'text', indexed: TEXT_WITH_TRIGRAMS },
  supplierTotal: { sql: orders.supplierTotal, kind: 'number', indexed: NUMBER_RANGES },
  shippingType: { sql: orders.shippingType, kind: 'set', setValues: SHIPPING_TYPES },
  fulfillmentStatus: { sql: orders.status, kind: 'set', setValues: FULFILLMENT_STATUSES },
  hasInvoiceInReview: { sql: orders.hasInvoiceInReview, kind: 'boolean', sortable: false },
  hasPriceChangeInReview: { sql: sql`coalesce(${orders.priceChangeRequestStatus} = 'Pending', false)`, kind: 'boolean', sortable: false },
};

const summaryColumns = {
  id: orders.id,
  orderIdForSearch: orders.purchaseOrderNumber,
  supplierId: orders.supplierId,
  fulfillmentStatus: orders.status,
  hasInvoiceInReview: orders.hasInvoiceInReview,
  priceChangeRequestStatus: orders.priceChangeRequestStatus,
  firstName: orders.customerFirstName,
  lastName: orders.customerLastName,
  createdOn: orders.createdOn,
  supplierTotal: orders.supplierTotal,
  supplierOrderNumber: orders.supplierOrderNumber,
  invoiceNumber: orders.invoiceNumber,
  shippingType: orders.shippingType,
  hasGroundLabel: orders.hasGroundLabel,
  bolFileName: orders.bolFileName,
  labelFileName: orders.labelFileName,
};
type SummaryKey = keyof typeof summaryColumns;
/** Each column under its summary name (`"created_on" as "createdOn"`): the page `p` the JSON is built from. */
const summarySelect = Object.fromEntries(
  Object.entries(summaryColumns).map(([key, column]) => [key, sql`${column}`.as(key)]),
) as { [K in SummaryKey]: SQL.Aliased };

/**
 * Every field of an OrderSummary as PostgreSQL computes it from a page row `p`. The list and the recent orders answer
 * this JSON as PostgreSQL writes it: per row, node-postgres parsing 17 fields, building the object and JSON.stringify
 * cost more CPU than the rest of the call (docs/performance.md). Money stays the column's exact text; createdOn is
 * the ISO instant in UTC as Date.toISOString writes it.
 */
const SUMMARY_FIELDS: Record<keyof OrderSummary, string> = {
  id: 'p."id"',
  orderIdForSearch: 'p."orderIdForSearch"',
  supplierId: 'p."supplierId"',
  fulfillmentStatus: 'p."fulfillmentStatus"',
  hasInvoiceInReview: 'p."hasInvoiceInReview"',
  hasPriceChangeInReview: `coalesce(p."priceChangeRequestStatus" = 'Pending', false)`,
  firstName: 'p."firstName"',
  lastName: 'p."lastName"',
  displayName: `btrim(p."firstName" || ' ' || p."lastName")`,
  createdOn: `to_char(p."createdOn" at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
  supplierTotal: 'p."supplierTotal"::text',
  supplierOrderNumber: 'p."supplierOrderNumber"',
  invoiceNumber: 'p."invoiceNumber"',
  shippingType: 'p."shippingType"',
  hasGroundLabel: 'p."hasGroundLabel"',
  bolFileName: 'p."bolFileName"',
  labelFileName: 'p."labelFileName"',
};
/** The fields as one row `s` (row_to_json writes compact JSON; json_build_object would add ' : ' and ', ' to every field). */
const summaryRow = sql.raw(`lateral (select ${Object.entries(SUMMARY_FIELDS).map(([key, value]) => `${value} as "${key}"`).join(', ')}) s`);

/**
 * A page as one OrderSummary JSON text per row, in the page's order: the outer query only projects its subquery (the
 * lateral row has no FROM and is folded into the projection: no join, no sort), so the rows keep the subquery's
 * ORDER BY; the JSON is built for the page's rows only, not for the rows an OFFSET skips.
 */
function summaryJsonOf(page: SQLWrapper, withTotal = false): SQL {
  return sql`select row_to_json(s)::text as "json"${withTotal ? sql`, p."total"` : sql``} from (${page}) p, ${summaryRow}`;
}
type JsonRow = { json: string; total?: number | string };

/** Joins a page's JSON rows into the JSON array the call answers. */
export const jsonArray = (rows: readonly string[]): string => `[${rows.join(',')}]`;

// Statements are built without a database (the plan cache below outlives any one connection or test database).
const qb = new QueryBuilder();

/** Filters the counter table answers: set filters on these columns, alone or together (no filter at all too). */
const COUNTER_COLUMNS: GridColumns = {
  fulfillmentStatus: { sql: orderCounts.status, kind: 'set', setValues: FULFILLMENT_STATUSES },
  shippingType: { sql: orderCounts.shippingType, kind: 'set', setValues: SHIPPING_TYPES },
};

/** The sum of order_counts (kept exact by triggers) for the views it answers; null for every other filter. */
function counterTotalQuery(supplierId: number, filterModel: Record<string, unknown>) {
  if (!Object.keys(filterModel).every((field) => Object.hasOwn(COUNTER_COLUMNS, field))) return null;
  return qb
    .select({ n: sql<number>`coalesce(sum(${orderCounts.n}), 0)`.as('n') })
    .from(orderCounts)
    .where(and(eq(orderCounts.supplierId, supplierId), gridWhere(filterModel, COUNTER_COLUMNS)));
}

export interface ListOrderSummariesOptions {
  /** Rows counted exactly before the total becomes an estimate (tests inject a small one). */
  countCap?: number;
  /** Totals of filtered views reused by the next pages of the same filter (platform/caches/read-caches.ts). */
  totals?: TtlCache<GridTotal>;
}

type Page = ReturnType<typeof parseGridQuery>;

/** What a request's supplier, limit, offset and query compile to; nothing in it depends on the data. */
interface ListPlan {
  /** The plan cache's key: supplier, limit, offset and query. */
  key: string;
  supplierId: number;
  page: Page;
  where: SQL | undefined;
  /** The views order_counts answers: the page with its total in one statement, and the total alone. */
  counter: { page: CompiledSql; total: CompiledSql } | null;
  /** The page alone, compiled when first needed (walking the sort's index, a walk within a budget, or filter first). */
  rows: { walk?: CompiledSql; boundedWalk?: CompiledSql; filterFirst?: CompiledSql };
}

/**
 * Compiled statements per request: a page of a view the grid already asked for (the next request of the same page,
 * another user of the supplier, a refresh after an order changed) skips parsing the query and building its SQL,
 * ~15 % of the call's CPU (docs/performance.md). Bounded; plans are pure SQL text, valid whatever the data.
 */
const plans = new TtlCache<ListPlan>(60 * 60_000, 1_000);

function planOf(supplierId: number, input: GridQueryInput): ListPlan {
  const key = `${supplierId}|${input.limit}|${input.offset}|${input.query}`;
  const cached = plans.get(key);
  if (cached) return cached;
  const page = parseGridQuery(input, ORDER_SUMMARY_COLUMNS, {
    defaultSort: [{ colId: 'createdOn', sort: 'desc' }],
    tiebreaker: orders.id,
  });
  const where = and(eq(orders.supplierId, supplierId), page.where);
  const counter = counterTotalQuery(supplierId, page.filterModel);
  const plan: ListPlan = {
    key,
    supplierId,
    page,
    where,
    counter: counter && {
      // The total rides along as an uncorrelated scalar subquery (run once): one round trip for page and total.
      page: compileSql(
        summaryJsonOf(
          qb
            .select({ ...summarySelect, total: sql`(${counter})`.as('total') })
            .from(orders)
            .where(where)
            .orderBy(...page.orderBy)
            .limit(page.limit)
            .offset(page.offset),
          true,
        ),
      ),
      total: compileSql(counter.getSQL()),
    },
    rows: {},
  };
  plans.set(key, '', plan);
  return plan;
}

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
function pageRowsSql(plan: ListPlan, read: PageRead | 'boundedWalk'): SQL {
  const { page, where } = plan;
  const ids =
    read === 'filterFirst'
      ? filterFirstIds(where, page)
      : read === 'boundedWalk'
        ? boundedWalkIds(plan)
        : qb.select({ id: orders.id }).from(orders).where(where).orderBy(...page.orderBy).limit(page.limit).offset(page.offset);
  return summaryJsonOf(qb.select(summarySelect).from(orders).where(sql`${orders.id} in (${ids})`).orderBy(...page.orderByFiltered));
}

function filterFirstIds(where: SQL | undefined, page: Page): SQL {
  const keys = page.sortKeys.map((key, i) => ({ ...key, alias: `k${i}` }));
  const matches = qb
    .select({ id: orders.id, ...Object.fromEntries(keys.map((k) => [k.alias, sql`${k.sql}`.as(k.alias)])) })
    .from(orders)
    .where(where);
  const order = sql.join(keys.map((k) => sql`${sql.identifier(k.alias)} ${sql.raw(k.direction)}`), sql`, `);
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
): Promise<OrderSummaryPage> {
  const plan = planOf(supplierId, input);
  const { page } = plan;
  const cap = options.countCap ?? GRID_COUNT_CAP;
  if (plan.counter) {
    const rows = await queryCompiled<JsonRow>(db, plan.counter.page);
    // No row to carry it: an empty first page is 0; past the end it is asked for on its own.
    const n = rows[0]
      ? Number(rows[0].total)
      : page.offset === 0
        ? 0
        : Number((await queryCompiled<{ n: number | string }>(db, plan.counter.total))[0]?.n ?? 0);
    return { rows: rows.map((r) => r.json), total: reconcileTotal({ total: n, exact: true }, page.offset, page.limit, rows.length), offset: page.offset };
  }
  // Any other filter: a capped count, kept for the next pages of the same filter until the supplier's orders change.
  const key = `${supplierId}|${cap}|${filterKey(page.filterModel)}`;
  let total = options.totals?.get(key);
  if (!total) {
    total = await cappedCount(db, orders, plan.where, cap);
    options.totals?.set(key, ReadCaches.ordersGroup(supplierId), total);
  }
  const read = pageReadOf(plan, total, cap);
  let rows: JsonRow[];
  if (read) rows = await queryCompiled<JsonRow>(db, rowsStatement(plan, read));
  else {
    // The first request of this page: walk within the budget; a full page proves the walk pays, else filter first.
    const bounded = rowsStatement(plan, 'boundedWalk');
    const budget = WALK_ENTRIES_PER_MATCH * total.total;
    rows = await queryCompiled<JsonRow>(db, { text: bounded.text, values: fillPlaceholders(bounded.values, { budget }) });
    const learned: PageRead = rows.length === page.limit ? 'walk' : 'filterFirst';
    learn(plan, total, learned);
    if (learned === 'filterFirst') rows = await queryCompiled<JsonRow>(db, rowsStatement(plan, learned));
  }
  return { rows: rows.map((r) => r.json), total: reconcileTotal(total, page.offset, page.limit, rows.length), offset: page.offset };
}

function rowsStatement(plan: ListPlan, read: PageRead | 'boundedWalk'): CompiledSql {
  return (plan.rows[read] ??= compileSql(pageRowsSql(plan, read)));
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
