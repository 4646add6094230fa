// The demo's scorecard (docs/decisions/performance.md, docs/decisions/demo-data.md): Acme's last 90 days read like a
// real supplier's, so every figure has a value and the page shows each range: on-time shipment is on target with a few
// late (one order in twenty-five more shipped a day after its promise), valid tracking is projected to be in trouble (a number mistyped
// on one in four of last week's shipments: good now, projected in trouble), the cancellation rate is good (about 1.5 % asked for and approved),
// processing time is on target, and invoice accuracy is in trouble (the seed's additional and rejected invoices).
// Integrated keeps its orders as they are: on target but for its invoices in review.
// Then every order's facts (the backfill) and every supplier's alerts, as the API's start does.
import { sql } from 'drizzle-orm';
import { SUPPLIER_TIME_ZONE } from '@portal/contracts';
import { resultRows, type Tx } from '../db/client.ts';
import { backfillOrderFacts, performanceTick, refreshOrderFacts } from '../modules/performance/index.ts';

const DAY_MS = 86_400_000;

export async function seedPerformance(tx: Tx, acmeId: number, now: Date): Promise<void> {
  const since = new Date(now.getTime() - 90 * DAY_MS).toISOString();
  const lastWeek = new Date(now.getTime() - 6 * DAY_MS).toISOString();
  const shipped = sql`select h.order_id, h.created_on from order_history h
    where h.supplier_id = ${acmeId} and h.detail ->> 'to' = 'Invoicing' and h.created_on >= ${since}::timestamptz`;
  // late: promised the day before the order shipped
  const late = await tx.execute(sql`
    update orders o set promised_shipping_date = ((s.created_on at time zone ${SUPPLIER_TIME_ZONE})::date - 1)
    from (${shipped}) s
    where o.supplier_id = ${acmeId} and o.id = s.order_id and o.id % 25 = 0
    returning o.id as order_id`);
  // a mistyped tracking number (too short for its carrier's shape) on every fourth of last week's shipments whose
  // carrier has a shape (FedEx, UPS, USPS, DHL)
  const mistyped = await tx.execute(sql`
    update trackings t set tracking_number = '40' || t.order_id
    from (select s.order_id, row_number() over (order by s.order_id) as n from (${shipped} and h.created_on >= ${lastWeek}::timestamptz) s
          where exists (select 1 from trackings x where x.supplier_id = ${acmeId} and x.order_id = s.order_id and x.carrier_id in (1, 2, 3, 5))) s
    where t.supplier_id = ${acmeId} and t.order_id = s.order_id and s.n % 4 = 1
    returning t.order_id`);
  // the order's ship entry names the numbers as they are now (one mistyped number for every tracking of the order)
  await tx.execute(sql`
    update order_history h set detail = jsonb_set(h.detail, '{shipments}', (
      select coalesce(jsonb_agg(jsonb_set(s.value, '{trackingNumbers}', (
        to_jsonb(array_fill(('40' || h.order_id)::text, array[jsonb_array_length(s.value -> 'trackingNumbers')]))))), '[]'::jsonb)
      from jsonb_array_elements(h.detail -> 'shipments') s))
    where h.supplier_id = ${acmeId} and h.action = 'ship' and jsonb_typeof(h.detail -> 'shipments') = 'array'
      and h.order_id in (select t.order_id from trackings t where t.supplier_id = ${acmeId} and t.tracking_number = '40' || t.order_id)`);
  // cancellations the supplier asked for and the marketplace approved: every fifth cancelled order of the 90 days
  const asked = await tx.execute(sql`
    insert into order_cancellations (supplier_id, order_id, reason, previous_status, status, created_on, decided_on)
    select o.supplier_id, o.id, coalesce(o.cancel_reason, 'OutOfStockDiscontinued'), 'NeedsProcessing', 'Approved',
           o.created_on + interval '2 hours', o.created_on + interval '5 hours'
    from (select o.*, row_number() over (order by o.created_on, o.id) as n from orders o
          where o.supplier_id = ${acmeId} and o.status = 'Canceled' and o.created_on >= ${since}::timestamptz
            and not exists (select 1 from order_cancellations c where c.supplier_id = o.supplier_id and c.order_id = o.id)) o
    where o.n % 5 = 0
    returning order_id`);
  // the facts of the orders changed here by plain SQL, decided again (the refresh runs with an order's history)
  const changed = new Set([late, mistyped, asked].flatMap((r) => resultRows<{ order_id: number }>(r).map((x) => x.order_id)));
  await refreshOrderFacts(
    tx,
    [...changed].map((orderId) => ({ supplierId: acmeId, orderId })),
  );
  // every other order's facts; the alerts wait for the end of the demo (seedInvoiceFacts): evaluated once, on the
  // facts the demo ends with, so each figure rises once and its Admins get one mail
  await backfillOrderFacts(tx);
}

/**
 * After the payments seed: its invoices' acceptance, reviews and rejections are written by plain SQL after the facts
 * above were decided (the rules' engine needs those facts first), so the facts of every order with an invoice are
 * decided again, then every supplier's alerts evaluated once on the demo's final facts (the invoice accuracy in trouble
 * and the valid tracking projected in trouble the demo starts with).
 */
export async function seedInvoiceFacts(tx: Tx, acmeId: number, now: Date): Promise<void> {
  const invoiced = resultRows<{ order_id: number }>(
    await tx.execute(sql`select distinct order_id from invoices where supplier_id = ${acmeId} and order_id is not null`),
  );
  await refreshOrderFacts(
    tx,
    invoiced.map((r) => ({ supplierId: acmeId, orderId: r.order_id })),
  );
  await performanceTick(tx, now);
}
