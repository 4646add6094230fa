// The demo's scorecard (docs/decisions/performance.md, docs/decisions/demo-data.md): Acme's last 90 days read like a
// real supplier's, so every figure has a value and the page shows each range: on-time shipment is good (about one
// order in thirteen shipped a day after its promise), valid tracking is projected to be in trouble (a number mistyped
// on about one order in six of the last week), the cancellation rate is good (about 1.5 % asked for and approved);
// processing time and invoice accuracy stay on target. Integrated keeps its orders as they are: on target.
// Then every order's facts (the backfill) and every supplier's alerts, as the API's start does.
import { sql } from 'drizzle-orm';
import { SUPPLIER_TIME_ZONE } from '@portal/contracts';
import type { Tx } from '../db/client.ts';
import { performanceTick } from '../modules/performance/index.ts';

const DAY_MS = 86_400_000;

export async function seedPerformance(tx: Tx, acmeId: number, now: Date): Promise<void> {
  const since = new Date(now.getTime() - 90 * DAY_MS).toISOString();
  const lastWeek = new Date(now.getTime() - 6 * DAY_MS).toISOString();
  const shipped = sql`select h.order_id, h.created_on from order_history h
    where h.supplier_id = ${acmeId} and h.detail ->> 'to' = 'Invoicing' and h.created_on >= ${since}::timestamptz`;
  // late: promised the day before the order shipped
  await tx.execute(sql`
    update orders o set promised_shipping_date = ((s.created_on at time zone ${SUPPLIER_TIME_ZONE})::date - 1)
    from (${shipped}) s
    where o.supplier_id = ${acmeId} and o.id = s.order_id and o.id % 13 = 0`);
  // a mistyped tracking number (too short for any carrier's shape) on some of last week's shipments
  await tx.execute(sql`
    update trackings t set tracking_number = '40' || t.order_id
    from (${shipped} and h.created_on >= ${lastWeek}::timestamptz) s
    where t.supplier_id = ${acmeId} and t.order_id = s.order_id and t.order_id % 6 = 0`);
  // cancellations the supplier asked for and the marketplace approved, about 1.5 % of the orders received
  await tx.execute(sql`
    insert into order_cancellations (supplier_id, order_id, reason, previous_status, status, created_on, decided_on)
    select o.supplier_id, o.id, coalesce(o.cancel_reason, 'OutOfStockDiscontinued'), 'NeedsProcessing', 'Approved',
           o.created_on + interval '2 hours', o.created_on + interval '5 hours'
    from orders o
    where o.supplier_id = ${acmeId} and o.status = 'Canceled' and o.created_on >= ${since}::timestamptz
      and not exists (select 1 from order_cancellations c where c.supplier_id = o.supplier_id and c.order_id = o.id)
    order by o.id
    limit (select ceil(count(*) * 0.015) from orders r where r.supplier_id = ${acmeId} and r.created_on >= ${since}::timestamptz)`);
  await performanceTick(tx, now);
}
