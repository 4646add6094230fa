// The queues of the console: one server-side grid each (filters, sorting, paging through platform/grid-query.ts),
// across all suppliers (operators see every supplier's requests), and the counts of the overview.
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { money, OPS_QUEUE_KEYS, type OpsQueueRow } from '@portal/contracts';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../../../db/client.ts';
import { invoices, orderCancellations, orders, priceChangeRequests, shipmentRequests, suppliers } from '../../../../db/schema/index.ts';
import { parseGridQuery, type GridColumns, type GridQueryInput } from '../../../../platform/grid-query.ts';
import type { QueueCounter } from '../../../ops/index.ts';

export type QueueKey = (typeof OPS_QUEUE_KEYS)[keyof typeof OPS_QUEUE_KEYS];

interface QueueDefinition {
  /** The request's table, its id, status and creation; joined to its order and the order's supplier. */
  requestedOn: SQL | AnyPgColumn;
  id: SQL | AnyPgColumn;
  status: SQL | AnyPgColumn;
  amount: SQL | AnyPgColumn;
  summary: SQL;
  /** The same as data (opsQueueDetails): the console words and formats it. */
  details: SQL;
  waiting: SQL;
  from: 'orders' | 'priceChange' | 'cancellation' | 'invoice' | 'ltl';
}

const LTL_WAITING = ['NeedsReview', 'NeedsBooking'];

const QUEUES: Record<QueueKey, QueueDefinition> = {
  [OPS_QUEUE_KEYS.priceChanges]: {
    from: 'priceChange',
    id: orders.id,
    requestedOn: priceChangeRequests.createdOn,
    status: priceChangeRequests.status,
    amount: orders.totalCost,
    summary: sql`coalesce((select string_agg(oi.sku || ': ' || i.old_price || ' -> ' || i.new_price, ', ' order by i.id)
      from price_change_request_items i join order_items oi on oi.id = i.order_item_id
      where i.request_id = ${priceChangeRequests.id}), '')`,
    details: sql`json_build_object('kind', 'priceChange', 'items', coalesce((select json_agg(json_build_object(
        'sku', oi.sku, 'oldPrice', i.old_price::text, 'newPrice', i.new_price::text) order by i.id)
      from price_change_request_items i join order_items oi on oi.id = i.order_item_id
      where i.request_id = ${priceChangeRequests.id}), '[]'::json))`,
    waiting: sql`${priceChangeRequests.status} = 'Pending'`,
  },
  [OPS_QUEUE_KEYS.cancellations]: {
    from: 'cancellation',
    id: orders.id,
    requestedOn: orderCancellations.createdOn,
    status: orderCancellations.status,
    amount: orders.total,
    summary: sql`${orderCancellations.reason} || coalesce(', restock ' || ${orderCancellations.restockDate}::text, '') || ', was ' || ${orderCancellations.previousStatus}`,
    details: sql`json_build_object('kind', 'cancellation', 'reason', ${orderCancellations.reason},
      'restockDate', ${orderCancellations.restockDate}, 'previousStatus', ${orderCancellations.previousStatus})`,
    waiting: sql`${orderCancellations.status} = 'InReview'`,
  },
  [OPS_QUEUE_KEYS.invoices]: {
    from: 'invoice',
    id: invoices.id,
    requestedOn: invoices.invoiceCreationDate,
    status: sql`'InReview'`,
    amount: invoices.total,
    summary: sql`'Additional invoice ' || ${invoices.invoiceNumber} || ' of ' || ${invoices.invoiceDate}::text`,
    details: sql`json_build_object('kind', 'invoice', 'invoiceNumber', ${invoices.invoiceNumber}, 'invoiceDate', ${invoices.invoiceDate})`,
    waiting: sql`${invoices.inReview}`,
  },
  [OPS_QUEUE_KEYS.ltlShipments]: {
    from: 'ltl',
    id: shipmentRequests.id,
    requestedOn: shipmentRequests.createdOn,
    status: shipmentRequests.status,
    amount: orders.total,
    summary: sql`'Ship ' || coalesce(${shipmentRequests.shippingDate}::text, '?') || ', pickup ' || coalesce(${shipmentRequests.earliestPickup}, '?') || '-' || coalesce(${shipmentRequests.latestPickup}, '?')`,
    details: sql`json_build_object('kind', 'ltl', 'shippingDate', ${shipmentRequests.shippingDate},
      'earliestPickup', ${shipmentRequests.earliestPickup}, 'latestPickup', ${shipmentRequests.latestPickup})`,
    waiting: inArray(shipmentRequests.status, LTL_WAITING) as SQL,
  },
};

function columnsOf(q: QueueDefinition): GridColumns {
  return {
    purchaseOrderNumber: { sql: orders.purchaseOrderNumber, kind: 'text' },
    // any case: an operator types part of the name as it comes to mind
    supplierName: { sql: sql`lower(${suppliers.name})`, kind: 'text', normalize: 'lower' },
    requestedOn: { sql: q.requestedOn, kind: 'date' },
    amount: { sql: q.amount, kind: 'number' },
    status: { sql: q.status, kind: 'set', setValues: q.from === 'ltl' ? LTL_WAITING : ['Pending', 'InReview'] },
  };
}

/** A request's table with the order and supplier columns its join needs. */
type RequestTable = typeof priceChangeRequests | typeof orderCancellations | typeof invoices | typeof shipmentRequests;
const REQUEST_TABLES: Record<Exclude<QueueDefinition['from'], 'orders'>, RequestTable> = {
  priceChange: priceChangeRequests,
  cancellation: orderCancellations,
  invoice: invoices,
  ltl: shipmentRequests,
};

/** select ... from <request> join orders join suppliers: the same joins for the page and its count. */
function base<T extends Record<string, unknown>>(db: Db, q: QueueDefinition, fields: T) {
  const select = db.select(fields as never);
  if (q.from === 'orders') return select.from(orders).innerJoin(suppliers, eq(suppliers.id, orders.supplierId));
  const request = REQUEST_TABLES[q.from];
  return select
    .from(request)
    .innerJoin(orders, and(eq(orders.id, request.orderId), eq(orders.supplierId, request.supplierId)))
    .innerJoin(suppliers, eq(suppliers.id, orders.supplierId));
}

export async function listQueue(
  db: Db,
  key: QueueKey,
  input: GridQueryInput,
): Promise<{ rows: OpsQueueRow[]; total: number; offset: number }> {
  const q = QUEUES[key];
  const page = parseGridQuery(input, columnsOf(q), {
    defaultSort: [{ colId: 'requestedOn', sort: 'asc' }],
    tiebreaker: q.from === 'invoice' ? invoices.id : q.from === 'ltl' ? shipmentRequests.id : orders.id,
  });
  const where = and(q.waiting, page.where);
  const fields = {
    id: q.id,
    orderId: orders.id,
    purchaseOrderNumber: orders.purchaseOrderNumber,
    supplierId: orders.supplierId,
    supplierName: suppliers.name,
    requestedOn: q.requestedOn,
    status: q.status,
    amount: q.amount,
    summary: q.summary,
    details: q.details,
  };
  const rows = (await base(db, q, fields)
    .where(where)
    .orderBy(...page.orderBy)
    .limit(page.limit)
    .offset(page.offset)) as unknown as Record<string, unknown>[];
  const [count] = (await base(db, q, { n: sql<number>`count(*)::int` }).where(where)) as unknown as { n: number }[];
  return {
    offset: page.offset,
    total: Number(count?.n ?? 0),
    rows: rows.map((r) => ({
      id: Number(r.id),
      orderId: Number(r.orderId),
      purchaseOrderNumber: String(r.purchaseOrderNumber),
      supplierId: Number(r.supplierId),
      supplierName: String(r.supplierName),
      requestedOn: new Date(r.requestedOn as string | Date).toISOString(),
      status: String(r.status),
      amount: money.toFixed(String(r.amount)),
      summary: String(r.summary ?? ''),
      details: (typeof r.details === 'string' ? JSON.parse(r.details) : r.details) as OpsQueueRow['details'],
    })),
  };
}

export async function countQueue(db: Db, key: QueueKey): Promise<number> {
  const q = QUEUES[key];
  const [count] = (await base(db, q, { n: sql<number>`count(*)::int` }).where(q.waiting)) as unknown as { n: number }[];
  return Number(count?.n ?? 0);
}

export const ORDER_QUEUE_COUNTERS: QueueCounter[] = Object.values(OPS_QUEUE_KEYS).map((key) => ({
  key,
  count: (db) => countQueue(db, key),
}));
