// A jump to a far page of a counter view sorted by created on (docs/decisions/orders-list-at-scale.md, "Jumps to a far
// page"): order_day_counts (migration 0043) says how many of the view's orders each UTC day holds, so a running sum
// over the days finds the day where the page's offset falls, and OFFSET skips only that day's orders before the page,
// not every order of the newer (or older) days. The same rows as OFFSET over the whole view.
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { FULFILLMENT_STATUSES, SHIPPING_TYPES } from '@portal/contracts';
import { orderDayCounts, orders } from '../../../db/schema/index.ts';
import { gridWhere, type GridColumns, type GridPage as Page } from '../../../platform/grid-query.ts';

/** The filters the day counters answer: those of order_counts (order-summary-plans.ts COUNTER_COLUMNS), by day. */
const DAY_COUNTER_COLUMNS: GridColumns = {
  fulfillmentStatus: { sql: orderDayCounts.status, kind: 'set', setValues: FULFILLMENT_STATUSES },
  shippingType: { sql: orderDayCounts.shippingType, kind: 'set', setValues: SHIPPING_TYPES },
};

/**
 * Whether a page of a counter view (the caller knows it is one) jumps: past the first page, sorted by created on
 * alone (then the id tiebreaker), so the view's order is the days' order and a day's orders are one run of it.
 */
export function jumps(page: Page): boolean {
  return page.offset > 0 && page.sortColumns.length === 1 && page.sortColumns[0] === 'createdOn';
}

/**
 * The ids of the page. `jump_day`: the first day (in the page's direction) whose orders, with those of the days
 * before it, pass the offset, and how many of its orders come before the page (`skip`); and the day of the page's
 * last row (none when the view ends first). The page's ids are the view's orders of those days and the days between
 * (bounds on `created_on`, so whatever index the planner takes reads no other day), in the page's order, OFFSET
 * `skip`, LIMIT the page. Past the end no day qualifies and the page is empty (a null bound: no row). One statement,
 * so the counts and the orders are read in one snapshot.
 */
export function jumpPageIds(supplierId: number, where: SQL | undefined, page: Page): SQL {
  const newestFirst = page.sortKeys[0]!.direction === 'desc';
  const direction = sql.raw(newestFirst ? 'desc' : 'asc');
  const days = sql`select ${orderDayCounts.createdOn} as on_day, sum(${orderDayCounts.n})::bigint as n from ${orderDayCounts}
    where ${and(eq(orderDayCounts.supplierId, supplierId), gridWhere(page.filterModel, DAY_COUNTER_COLUMNS))}
    group by ${orderDayCounts.createdOn}`;
  const offset = sql`${page.offset}::bigint`;
  const lastRow = sql`${page.offset + page.limit}::bigint`;
  const start = (day: string) => sql.raw(`(${day}::timestamp at time zone 'UTC')`);
  const end = (day: string) => sql.raw(`((${day} + 1)::timestamp at time zone 'UTC')`);
  // newest first: from the end of the first day down to the start of the last; oldest first: the other way round
  const [first, last] = newestFirst
    ? [end('f.on_day'), sql`coalesce(${start('l.on_day')}, '-infinity'::timestamptz)`]
    : [start('f.on_day'), sql`coalesce(${end('l.on_day')}, 'infinity'::timestamptz)`];
  const range = newestFirst
    ? sql`${orders.createdOn} < (select first_bound from jump_day) and ${orders.createdOn} >= (select last_bound from jump_day)`
    : sql`${orders.createdOn} >= (select first_bound from jump_day) and ${orders.createdOn} < (select last_bound from jump_day)`;
  return sql`with running as materialized (
      select on_day, n, (sum(n) over (order by on_day ${direction} rows unbounded preceding))::bigint as upto from (${days}) d
    ), jump_day as materialized (
      select ${first} as first_bound, ${last} as last_bound, f.skip
      from (select on_day, ${offset} - (upto - n) as skip from running where upto > ${offset} order by on_day ${direction} limit 1) f
      left join lateral (select on_day from running where upto >= ${lastRow} order by on_day ${direction} limit 1) l on true
    )
    select ${orders.id} from ${orders} where ${and(where, range)}
    order by ${sql.join(page.orderBy, sql`, `)} limit ${page.limit} offset (select skip from jump_day)`;
}
