// SQL of the dashboard and insights calls: every statement reads the maintained aggregates of migrations 0016 and
// 0017 (never the orders or the DDR cases) and is scoped by the actor's supplier. Money leaves PostgreSQL as numeric
// text, never as a float.
import { sql } from 'drizzle-orm';
import { DASHBOARD_TOP_ITEMS } from '@portal/contracts';
import { resultRows, type Db } from '../../db/client.ts';

async function rows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  return resultRows<T>(await db.execute(query));
}

export interface StatsWindow {
  monthStart: Date;
  nextMonthStart: Date;
  previousMonthStart: Date;
  /** End (exclusive) of last month's span compared with this month so far. */
  previousMonthCut: Date;
  /** The caller's today, yyyy-MM-dd: orders promised before it are late. */
  today: string;
}

export interface StatsRow {
  need_to_ship: number;
  late: number;
  month_orders: number;
  month_sales: string;
  previous_sales: string;
  last_inventory: Date | string | null;
}

export async function selectStats(db: Db, supplierId: number, w: StatsWindow): Promise<StatsRow> {
  const [row] = await rows<StatsRow>(
    db,
    sql`select
      (select coalesce(sum(order_count), 0)::int from dashboard_unshipped where supplier_id = ${supplierId}) as need_to_ship,
      (select coalesce(sum(order_count), 0)::int from dashboard_unshipped
        where supplier_id = ${supplierId} and promised_on < ${w.today}::date) as late,
      m.month_orders, m.month_sales,
      (select coalesce(sum(sales), 0)::numeric(16,2)::text from dashboard_sales_slots
        where supplier_id = ${supplierId} and slot_start >= ${w.previousMonthStart.toISOString()}::timestamptz
          and slot_start < ${w.previousMonthCut.toISOString()}::timestamptz) as previous_sales,
      (select last_inventory_processed_on from suppliers where id = ${supplierId}) as last_inventory
    from (
      select coalesce(sum(order_count), 0)::int as month_orders, coalesce(sum(sales), 0)::numeric(16,2)::text as month_sales
      from dashboard_sales_slots
      where supplier_id = ${supplierId} and slot_start >= ${w.monthStart.toISOString()}::timestamptz
        and slot_start < ${w.nextMonthStart.toISOString()}::timestamptz
    ) m`,
  );
  return row!;
}

/**
 * Sales per day (index from `from`, days of 24 h in the caller's fixed offset). The slots are grouped by `date_bin`
 * (integer arithmetic on the instant) and only the ~60 days get their index: computing the day of each of the ~6,000
 * slots of two months in numeric (`extract(epoch ...)`) cost two thirds of the statement at 1,000,000 orders.
 */
export function selectDailySales(db: Db, supplierId: number, from: Date, to: Date): Promise<{ day: number; sales: string }[]> {
  const start = from.toISOString();
  return rows(
    db,
    sql`select (extract(epoch from (d.day_start - ${start}::timestamptz)) / 86400)::int as day, d.sales::numeric(16,2)::text as sales
      from (
        select date_bin('86400 seconds', slot_start, ${start}::timestamptz) as day_start, sum(sales) as sales
        from dashboard_sales_slots
        where supplier_id = ${supplierId} and slot_start >= ${start}::timestamptz and slot_start < ${to.toISOString()}::timestamptz
        group by 1
      ) d
      order by 1`,
  );
}

export function selectChannels(
  db: Db,
  supplierId: number,
  windowStart: string,
): Promise<{ channel: string; orders: number; sales: string }[]> {
  return rows(
    db,
    sql`select channel, sum(order_count)::int as orders, sum(sales)::numeric(16,2)::text as sales
      from dashboard_channel_months where supplier_id = ${supplierId} and month >= ${windowStart}::date
      group by channel having sum(order_count) > 0`,
  );
}

export interface ItemRow {
  sku: string;
  quantity: number;
  sales: string;
  total_sales: string;
  product_name: string;
  image_url: string | null;
}

export function selectTopItems(db: Db, supplierId: number, windowStart: string, by: 'quantity' | 'sales'): Promise<ItemRow[]> {
  const order = by === 'quantity' ? sql`sum(quantity) desc, sum(sales) desc` : sql`sum(sales) desc, sum(quantity) desc`;
  return rows(
    db,
    sql`select sku, sum(quantity)::int as quantity, sum(sales)::numeric(16,2)::text as sales,
        (sum(sum(sales)) over ())::numeric(16,2)::text as total_sales,
        (array_agg(product_name order by month desc))[1] as product_name, (array_agg(image_url order by month desc))[1] as image_url
      from dashboard_item_months where supplier_id = ${supplierId} and month >= ${windowStart}::date
      group by sku having sum(quantity) > 0
      order by ${order}, sku limit ${DASHBOARD_TOP_ITEMS}`,
  );
}

/** DDR cases per type from the UTC month `windowStart` on (the monthly counts of migration 0017, not the cases). */
export function selectDdrCounts(db: Db, supplierId: number, windowStart: string): Promise<{ type: string; count: number }[]> {
  return rows(
    db,
    sql`select type, sum(case_count)::int as count from dashboard_ddr_months
      where supplier_id = ${supplierId} and month >= ${windowStart}::date group by type`,
  );
}
