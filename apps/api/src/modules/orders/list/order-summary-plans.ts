// The orders list's plan cache: what a request's supplier, limit, offset and query compile to (the page, its
// counter total), kept so the next request of the same page skips parsing and building its SQL.
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { FULFILLMENT_STATUSES, SHIPPING_TYPES } from '@portal/contracts';
import { compileSql, type CompiledSql } from '../../../db/client.ts';
import { orderCounts, orders } from '../../../db/schema/index.ts';
import { TtlCache } from '../../../platform/caches/ttl-cache.ts';
import { gridWhere, parseGridQuery, type GridColumns, type GridQueryInput } from '../../../platform/grid-query.ts';
import { ORDER_SUMMARY_COLUMNS, summaryJsonOf, summarySelect } from './order-summary-columns.ts';
import { jumpPageIds, jumps } from './order-jump.ts';

// Statements are built without a database (the plan cache outlives any one connection or test database).
export const qb = new QueryBuilder();

/** Filters the counter table answers: set filters on these columns, alone or together (no filter at all too). */
const COUNTER_COLUMNS: GridColumns = {
  fulfillmentStatus: { sql: orderCounts.status, kind: 'set', setValues: FULFILLMENT_STATUSES },
  shippingType: { sql: orderCounts.shippingType, kind: 'set', setValues: SHIPPING_TYPES },
};

/** The sum of order_counts (kept exact by triggers) for the views it answers; null for every other filter. */
export function counterTotalQuery(supplierId: number, filterModel: Record<string, unknown>) {
  if (!Object.keys(filterModel).every((field) => Object.hasOwn(COUNTER_COLUMNS, field))) return null;
  return qb
    .select({ n: sql<number>`coalesce(sum(${orderCounts.n}), 0)`.as('n') })
    .from(orderCounts)
    .where(and(eq(orderCounts.supplierId, supplierId), gridWhere(filterModel, COUNTER_COLUMNS)));
}

export type Page = ReturnType<typeof parseGridQuery>;

/** Each sort key of a row as text (`k0`, `k1`, ..., the tiebreaker last): where a page ended, for the next one. */
export function sortKeySelect(page: Page): Record<string, SQL.Aliased> {
  return Object.fromEntries(page.sortKeys.map((key, i) => [`k${i}`, sql`(${key.sql})::text`.as(`k${i}`)]));
}

/**
 * Rows after the previous page's last row in the page's order (placeholders c0, c1, ... take its keys as text; the
 * parameters take the keys' types): one row comparison when every key runs in one direction, which the sort's index
 * answers as a range (`(created_on, id) < ($1, $2)`), else the expanded form. Only for keys that are never null.
 */
export function afterLastRow(page: Page): SQL {
  const keys = page.sortKeys;
  const values = keys.map((_, i) => sql.placeholder(`c${i}`));
  const beyond = (direction: 'asc' | 'desc') => (direction === 'asc' ? sql`>` : sql`<`);
  if (keys.every((k) => k.direction === keys[0]!.direction)) {
    const columns = sql.join(
      keys.map((k) => sql`${k.sql}`),
      sql`, `,
    );
    return sql`(${columns}) ${beyond(keys[0]!.direction)} (${sql.join(values, sql`, `)})`;
  }
  const branches = keys.map(
    (key, i) =>
      sql`(${sql.join([...keys.slice(0, i).map((k, j) => sql`${k.sql} = ${values[j]}`), sql`${key.sql} ${beyond(key.direction)} ${values[i]}`], sql` and `)})`,
  );
  return sql`(${sql.join(branches, sql` or `)})`;
}

/** What a request's supplier, limit, offset and query compile to; nothing in it depends on the data. */
export interface ListPlan {
  /** The plan cache's key: supplier, limit, offset and query. */
  key: string;
  /** The view's key without limit and offset (supplier and query): page cursors of one view share it. */
  viewKey: string;
  supplierId: number;
  page: Page;
  where: SQL | undefined;
  /** The views order_counts answers: the page with its total in one statement, and the total alone. */
  counter: { page: CompiledSql; total: CompiledSql; keyset?: CompiledSql } | null;
  /** The extra condition's kept total, when the grid's query filters nothing more (ExtraCondition.total). */
  extraTotal: CompiledSql | null;
  /**
   * The page alone, compiled when first needed (walking the sort's index, a walk within a budget, filter first, or a
   * walk continuing after the previous page's last row: keyset).
   */
  rows: { walk?: CompiledSql; boundedWalk?: CompiledSql; filterFirst?: CompiledSql; keyset?: CompiledSql };
}

/**
 * Compiled statements per request: a page of a view the grid already asked for (the next request of the same page,
 * another user of the supplier, a refresh after an order changed) skips parsing the query and building its SQL,
 * ~15 % of the call's CPU (docs/performance.md). Bounded; plans are pure SQL text, valid whatever the data.
 */
const plans = new TtlCache<ListPlan>(60 * 60_000, 1_000);

/**
 * Orders the grid's query does not select, ANDed with it (the orders behind a scorecard figure: the performance
 * module's facts decide them): their ids as a subquery. Its key names it in the plan's keys; no counter answers it.
 */
export interface ExtraCondition {
  key: string;
  ids: SQL;
  /**
   * How many orders `ids` selects, read from counts its module keeps exact (one row: n): the list's total when the
   * grid's query filters nothing more, instead of counting the orders one by one.
   */
  total?: SQL;
}

export function planOf(supplierId: number, input: GridQueryInput, extra?: ExtraCondition): ListPlan {
  const key = `${supplierId}|${input.limit}|${input.offset}|${input.query}${extra ? `|${extra.key}` : ''}`;
  const cached = plans.get(key);
  if (cached) return cached;
  const page = parseGridQuery(input, ORDER_SUMMARY_COLUMNS, {
    defaultSort: [{ colId: 'createdOn', sort: 'desc' }],
    tiebreaker: orders.id,
  });
  const where = and(eq(orders.supplierId, supplierId), page.where, extra && sql`${orders.id} in (${extra.ids})`);
  const counter = extra ? null : counterTotalQuery(supplierId, page.filterModel);
  const plan: ListPlan = {
    key,
    viewKey: `${supplierId}|${input.query ?? ''}${extra ? `|${extra.key}` : ''}`,
    supplierId,
    page,
    where,
    counter: counter && {
      // The total rides along as an uncorrelated scalar subquery (run once): one round trip for page and total.
      page: compileSql(summaryJsonOf(counterPageQuery(supplierId, where, page, counter), true, page.sortKeys.length)),
      total: compileSql(counter.getSQL()),
    },
    extraTotal: extra?.total && Object.keys(page.filterModel).length === 0 ? compileSql(extra.total) : null,
    rows: {},
  };
  plans.set(key, '', plan);
  return plan;
}

/**
 * The counter-backed page. Past the first page the page's ids come first, then its rows by id. Sorted by created on,
 * the ids come by a jump (order-jump.ts): the day counters find the day where the offset falls and OFFSET skips only
 * that day's orders (the page at offset 500,000 of 1,000,000 skipped 500,000 index entries, 0.13-0.35 s). Any other
 * sort skips on the sort's index alone: OFFSET over whole rows read 500,000 table rows for that page (2.0 s), over
 * index entries it reads them index-only (0.24 s). A page that follows the previous one continues by keyset and skips
 * nothing (counterKeysetSql).
 */
function counterPageQuery(
  supplierId: number,
  where: SQL | undefined,
  page: Page,
  counter: NonNullable<ReturnType<typeof counterTotalQuery>>,
) {
  const select = qb.select({ ...summarySelect, ...sortKeySelect(page), total: sql`(${counter})`.as('total') }).from(orders);
  if (page.offset === 0)
    return select
      .where(where)
      .orderBy(...page.orderBy)
      .limit(page.limit);
  const ids = jumps(page) ? jumpPageIds(supplierId, where, page) : offsetPageIds(where, page);
  return select.where(and(where, sql`${orders.id} in (${ids})`)).orderBy(...page.orderByFiltered);
}

/** The ids of one page by OFFSET on the sort's index (index-only where the index carries the filter). */
export function offsetPageIds(where: SQL | undefined, page: Page) {
  return qb
    .select({ id: orders.id })
    .from(orders)
    .where(where)
    .orderBy(...page.orderBy)
    .limit(page.limit)
    .offset(page.offset);
}
