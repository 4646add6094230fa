// The orders list: OrderSummary rows of one supplier through the generic grid query.
import { and, desc, eq, inArray, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { FULFILLMENT_STATUSES, SHIPPING_TYPES, type OrderSummary } from '@portal/contracts';
import { resultRows, type Db, type Tx } from '../../db/client.ts';
import { orderCounts, orders } from '../../db/schema/index.ts';
import { cappedCount, filterKey, GRID_COUNT_CAP, reconcileTotal, type GridTotal } from '../../platform/grid-count.ts';
import { ReadCaches } from '../../platform/caches/read-caches.ts';
import type { TtlCache } from '../../platform/caches/ttl-cache.ts';
import { gridWhere, parseGridQuery, type GridColumns, type GridQueryInput } from '../../platform/grid-query.ts';

export const RECENT_ORDERS_LIMIT = 10;

const displayNameSql = sql`lower(${orders.customerFirstName} || ' ' || ${orders.customerLastName})`;

/** The grid's whitelist; each expression matches an index of db/schema/orders.ts. */
export const ORDER_SUMMARY_COLUMNS: GridColumns = {
  // PO numbers are upper case ("PO-1000123"): upper-casing the typed value keeps the prefix index usable.
  orderIdForSearch: { sql: orders.purchaseOrderNumber, kind: 'text', normalize: 'upper' },
  createdOn: { sql: orders.createdOn, kind: 'date' },
  displayName: { sql: displayNameSql, kind: 'text', normalize: 'lower' },
  invoiceNumber: { sql: orders.invoiceNumber, kind: 'text' },
  supplierTotal: { sql: orders.supplierTotal, kind: 'number' },
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
/** Each column under its summary name (`"created_on" as "createdOn"`): the raw rows come keyed like SummaryRow. */
const summarySelect = Object.fromEntries(
  Object.entries(summaryColumns).map(([key, column]) => [key, sql`${column}`.as(key)]),
) as { [K in SummaryKey]: SQL.Aliased };
/** A row as the driver answers it: numerics are strings, a timestamptz a string (node-postgres) or a Date. */
type SummaryRow = { [K in SummaryKey]: (typeof summaryColumns)[K]['_']['data'] | ((typeof summaryColumns)[K]['_']['notNull'] extends true ? never : null) } & {
  createdOn: Date | string;
  total?: number | string;
};

/**
 * The page's rows straight from the driver: drizzle's row mapping checks every field of every row (`is(...)`), which
 * was the list call's biggest CPU cost after the socket writes (docs/performance.md). The SQL is still drizzle's.
 */
async function summaryRows(db: Db | Tx, query: SQLWrapper): Promise<SummaryRow[]> {
  const result = await db.execute(query);
  return resultRows<SummaryRow>(result);
}

// Field by field rather than spread and rest: this runs for every row of every page (up to 500 per call).
function toSummary(r: SummaryRow): OrderSummary {
  return {
    id: r.id,
    orderIdForSearch: r.orderIdForSearch,
    supplierId: r.supplierId,
    fulfillmentStatus: r.fulfillmentStatus as OrderSummary['fulfillmentStatus'],
    hasInvoiceInReview: r.hasInvoiceInReview,
    hasPriceChangeInReview: r.priceChangeRequestStatus === 'Pending',
    firstName: r.firstName,
    lastName: r.lastName,
    displayName: `${r.firstName} ${r.lastName}`.trim(),
    createdOn: (r.createdOn instanceof Date ? r.createdOn : new Date(r.createdOn)).toISOString(),
    supplierTotal: r.supplierTotal,
    supplierOrderNumber: r.supplierOrderNumber,
    invoiceNumber: r.invoiceNumber,
    shippingType: r.shippingType as OrderSummary['shippingType'],
    hasGroundLabel: r.hasGroundLabel,
    bolFileName: r.bolFileName,
    labelFileName: r.labelFileName,
  };
}

/** Filters the counter table answers: set filters on these columns, alone or together (no filter at all too). */
const COUNTER_COLUMNS: GridColumns = {
  fulfillmentStatus: { sql: orderCounts.status, kind: 'set', setValues: FULFILLMENT_STATUSES },
  shippingType: { sql: orderCounts.shippingType, kind: 'set', setValues: SHIPPING_TYPES },
};

/** The sum of order_counts (kept exact by triggers) for the views it answers; null for every other filter. */
function counterTotalQuery(db: Db | Tx, supplierId: number, filterModel: Record<string, unknown>) {
  if (!Object.keys(filterModel).every((field) => Object.hasOwn(COUNTER_COLUMNS, field))) return null;
  return db
    .select({ n: sql<number>`coalesce(sum(${orderCounts.n}), 0)`.mapWith(Number) })
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

/**
 * A filter that matches few rows is read by its own index and its matches sorted (the order by expressions no index
 * matches, GridPage.orderByFiltered): at most `cap` rows whatever the data. Walking the sort column's index and
 * filtering on the way is right for broad filters but reads without bound when the matches sit at the far end of that
 * index (invoice numbers exist only on older orders: "INV-1050" skipped 21,821 newer rows to find 50,
 * docs/performance.md). Not when the filter is on the sorted column: its index yields the matches in order already.
 */
function readsFilterFirst(page: Page, total: GridTotal, cap: number): boolean {
  return total.exact && total.total <= cap && !Object.hasOwn(page.filterModel, page.sortColumns[0] ?? '');
}

function pageRows(db: Db | Tx, where: SQL | undefined, page: Page, filterFirst: boolean) {
  const select = db.select(summarySelect).from(orders);
  if (!filterFirst)
    return summaryRows(db, select.where(where).orderBy(...page.orderBy).limit(page.limit).offset(page.offset));
  // The page's ids first (index-only where the filter's index carries the sort column, as the prefix indexes carry
  // created_on), then only those rows; the outer sort of one page again uses expressions no index matches, so the
  // planner fetches the rows by id instead of walking an index for them.
  const ids = db.select({ id: orders.id }).from(orders).where(where).orderBy(...page.orderByFiltered).limit(page.limit).offset(page.offset);
  return summaryRows(db, select.where(inArray(orders.id, ids)).orderBy(...page.orderByFiltered));
}

export async function listOrderSummaries(
  db: Db | Tx,
  supplierId: number,
  input: GridQueryInput,
  options: ListOrderSummariesOptions = {},
): Promise<{ rows: OrderSummary[]; total: number; offset: number }> {
  const page = parseGridQuery(input, ORDER_SUMMARY_COLUMNS, {
    defaultSort: [{ colId: 'createdOn', sort: 'desc' }],
    tiebreaker: orders.id,
  });
  const cap = options.countCap ?? GRID_COUNT_CAP;
  const where = and(eq(orders.supplierId, supplierId), page.where);
  const counter = counterTotalQuery(db, supplierId, page.filterModel);
  if (counter) {
    // The total rides along as an uncorrelated scalar subquery (run once): one round trip for page and total.
    const rows = await summaryRows(
      db,
      db
        .select({ ...summarySelect, total: sql`(${counter})`.as('total') })
        .from(orders)
        .where(where)
        .orderBy(...page.orderBy)
        .limit(page.limit)
        .offset(page.offset),
    );
    // No row to carry it: an empty first page is 0; past the end it is asked for on its own.
    const n = rows[0] ? Number(rows[0].total) : page.offset === 0 ? 0 : Number((await counter)[0]?.n ?? 0);
    return { rows: rows.map(toSummary), total: reconcileTotal({ total: n, exact: true }, page.offset, page.limit, rows.length), offset: page.offset };
  }
  // Any other filter: a capped count, kept for the next pages of the same filter until the supplier's orders change.
  const key = `${supplierId}|${cap}|${filterKey(page.filterModel)}`;
  let total = options.totals?.get(key);
  if (!total) {
    total = await cappedCount(db, orders, where, cap);
    options.totals?.set(key, ReadCaches.ordersGroup(supplierId), total);
  }
  const rows = await pageRows(db, where, page, readsFilterFirst(page, total, cap));
  return { rows: rows.map(toSummary), total: reconcileTotal(total, page.offset, page.limit, rows.length), offset: page.offset };
}

/** The supplier's newest orders that still need processing (dashboard and list header). */
export async function recentOrderSummaries(db: Db | Tx, supplierId: number): Promise<OrderSummary[]> {
  const rows = await summaryRows(
    db,
    db
      .select(summarySelect)
      .from(orders)
      .where(and(eq(orders.supplierId, supplierId), eq(orders.status, 'NeedsProcessing')))
      .orderBy(desc(orders.createdOn), desc(orders.id))
      .limit(RECENT_ORDERS_LIMIT),
  );
  return rows.map(toSummary);
}
