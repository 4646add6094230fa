// What the payments area's deduction rules read of the orders area's tables (docs/decisions/payments.md, "Deductions
// and disputes"): one keyset batch of orders by id with the moment each shipped, the items' trackings, the approved
// cancellations. Plain reads that lock nothing.
import { sql } from 'drizzle-orm';
import { resultRows, type Db } from '../../../db/client.ts';
import { independentReads } from '../../../db/independent-reads.ts';

export interface ComplianceOrder {
  id: number;
  supplierId: number;
  purchaseOrderNumber: string;
  status: string;
  promisedShippingDate: string | null;
  /** The invoiced items total when the order was invoiced, else the order's own. */
  itemsTotal: string;
  /** When the order moved to Invoicing (its last item got a tracking); null when it has not shipped. */
  shippedOn: Date | null;
}
export interface OrderTracking {
  orderId: number;
  orderItemId: number;
  carrierId: number;
  otherCarrierName: string | null;
  trackingNumber: string;
  createdOn: Date;
}
export interface ApprovedCancellation {
  id: number;
  orderId: number;
  reason: string;
  previousStatus: string;
  createdOn: Date;
  decidedOn: Date | null;
}
type OrderKeys = readonly { id: number; supplierId: number }[];

const intArray = (values: readonly number[]) =>
  sql`array[${sql.join(
    [...new Set(values)].map((v) => sql`${v}`),
    sql`, `,
  )}]::int[]`;
/** The orders' rows by their composite keys' parts (the indexes lead with supplier_id). */
const ofOrders = (orders: OrderKeys) =>
  sql`supplier_id = any(${intArray(orders.map((o) => o.supplierId))}) and order_id = any(${intArray(orders.map((o) => o.id))})`;

/** The orders after `afterId` by id (orders_id_idx), at most `limit`, with the moment each shipped. */
export async function complianceOrdersAfter(db: Db, afterId: number, limit: number): Promise<ComplianceOrder[]> {
  const rows = resultRows<{
    id: number;
    supplier_id: number;
    po: string;
    status: string;
    promised: string | null;
    items_total: string;
    shipped_on: Date | string | null;
  }>(
    await db.execute(sql`
      select o.id, o.supplier_id, o.purchase_order_number as po, o.status, o.promised_shipping_date::text as promised,
             coalesce(o.invoiced_total_cost, o.total_cost)::text as items_total, ship.created_on as shipped_on
      from orders o
      left join lateral (
        select h.created_on from order_history h
        where o.status in ('Invoicing', 'Complete') and h.supplier_id = o.supplier_id and h.order_id = o.id
          and h.detail ->> 'to' = 'Invoicing'
        order by h.created_on desc limit 1
      ) ship on true
      where o.id > ${afterId}
      order by o.id
      limit ${limit}`),
  );
  return rows.map((r) => ({
    id: r.id,
    supplierId: r.supplier_id,
    purchaseOrderNumber: r.po,
    status: r.status,
    promisedShippingDate: r.promised,
    itemsTotal: r.items_total,
    shippedOn: r.shipped_on === null ? null : new Date(r.shipped_on),
  }));
}

/** Each order's item ids and trackings (oldest first). */
export async function itemsAndTrackingsOf(db: Db, orders: OrderKeys) {
  const itemsByOrder = new Map<number, number[]>();
  const trackingsByOrder = new Map<number, OrderTracking[]>();
  if (orders.length === 0) return { itemsByOrder, trackingsByOrder };
  const [items, trackings] = await independentReads(
    db,
    () => db.execute(sql`select order_id, id from order_items where ${ofOrders(orders)} order by id`),
    () =>
      db.execute(sql`
        select order_id, order_item_id, carrier_id, other_carrier_name, tracking_number, created_on
        from trackings where ${ofOrders(orders)} order by id`),
  );
  for (const r of resultRows<{ order_id: number; id: number }>(items))
    itemsByOrder.set(r.order_id, [...(itemsByOrder.get(r.order_id) ?? []), r.id]);
  for (const t of resultRows<{
    order_id: number;
    order_item_id: number;
    carrier_id: number;
    other_carrier_name: string | null;
    tracking_number: string;
    created_on: Date | string;
  }>(trackings))
    trackingsByOrder.set(t.order_id, [
      ...(trackingsByOrder.get(t.order_id) ?? []),
      {
        orderId: t.order_id,
        orderItemId: t.order_item_id,
        carrierId: t.carrier_id,
        otherCarrierName: t.other_carrier_name,
        trackingNumber: t.tracking_number,
        createdOn: new Date(t.created_on),
      },
    ]);
  return { itemsByOrder, trackingsByOrder };
}

/** Each order's approved cancellation (the latest), with the status the order had when the supplier asked. */
export async function approvedCancellationsOf(db: Db, orders: OrderKeys): Promise<Map<number, ApprovedCancellation>> {
  if (orders.length === 0) return new Map();
  const rows = resultRows<{
    id: number;
    order_id: number;
    reason: string;
    previous_status: string;
    created_on: Date | string;
    decided_on: Date | string | null;
  }>(
    await db.execute(sql`
      select id, order_id, reason, previous_status, created_on, decided_on from order_cancellations
      where ${ofOrders(orders)} and status = 'Approved'
      order by id`),
  );
  return new Map(
    rows.map((r) => [
      r.order_id,
      {
        id: r.id,
        orderId: r.order_id,
        reason: r.reason,
        previousStatus: r.previous_status,
        createdOn: new Date(r.created_on),
        decidedOn: r.decided_on === null ? null : new Date(r.decided_on),
      },
    ]),
  );
}
