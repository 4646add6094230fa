// Each order's scorecard facts (docs/decisions/performance.md, "Facts per order"), decided once from the order's raw
// rows with contracts' functions (the payments' deduction facts, businessDaysBetween) and kept in
// performance_order_facts; migration 0035's triggers turn the rows' changes into the daily counts. The refresh runs
// in the order change's transaction (the area's subscriber to the orders' events, performance.subscribers.ts); the
// backfill fills the orders that have no row yet.
import { sql } from 'drizzle-orm';
import { businessDaysBetween, hasValidTrackingBy, isLateShipment, supplierDayOf, type TrackingRecord } from '@portal/contracts';
import { resultRows, type Db, type Tx } from '../../db/client.ts';
import { performanceOrderFacts } from '../../db/schema/index.ts';

export interface OrderKey {
  supplierId: number;
  orderId: number;
}

/** What the facts are decided from: the order's raw rows, as read in one statement (readOrderRaw). */
export interface OrderRaw {
  supplierId: number;
  orderId: number;
  status: string;
  createdOn: Date;
  promisedShippingDate: string | null;
  /**
   * The processing that stands: the last NeedsProcessing -> AwaitingShipment history row, unless an undo
   * (AwaitingShipment -> NeedsProcessing) came after it (then none: the order is not processed).
   */
  processedAt: Date | null;
  /** The last move to Invoicing while the order is Invoicing or Complete (as the deduction rules read it). */
  shippedAt: Date | null;
  itemIds: number[];
  trackings: { orderItemId: number; carrierId: number; otherCarrierName: string | null; trackingNumber: string; createdOn: Date }[];
  /** Statuses of the supplier's cancellation requests (InReview | Approved | Rejected). */
  cancellationStatuses: string[];
  /** The first invoice's creation. */
  firstInvoiceAt: Date | null;
  additionalInvoices: number;
  rejectedInvoices: number;
}

export type OrderFacts = typeof performanceOrderFacts.$inferInsert;

/** A cancellation the supplier asked for that counts: in review or approved; a refused one does not. */
export const countsAsCancellation = (status: string): boolean => status === 'InReview' || status === 'Approved';

/** The facts of one order (pure: the same function decides the refresh and the tests' recomputation). */
export function decideOrderFacts(raw: OrderRaw): OrderFacts {
  const receivedOn = raw.status === 'New' ? null : supplierDayOf(raw.createdOn);
  const processedOn = raw.processedAt ? supplierDayOf(raw.processedAt) : null;
  const shippedOn = raw.shippedAt ? supplierDayOf(raw.shippedAt) : null;
  const trackings: TrackingRecord[] = raw.trackings.map((t) => ({
    orderItemId: t.orderItemId,
    carrierId: t.carrierId,
    otherCarrierName: t.otherCarrierName,
    trackingNumber: t.trackingNumber,
    recordedOn: supplierDayOf(t.createdOn),
  }));
  return {
    supplierId: raw.supplierId,
    orderId: raw.orderId,
    receivedOn,
    processedOn,
    processingDays: processedOn && receivedOn ? businessDaysBetween(receivedOn, processedOn) : null,
    shippedOn,
    late: shippedOn !== null && isLateShipment(raw.promisedShippingDate, shippedOn),
    trackingValid: shippedOn !== null && hasValidTrackingBy(raw.itemIds, trackings, shippedOn),
    cancellationAsked: raw.cancellationStatuses.some(countsAsCancellation),
    invoicedOn: raw.firstInvoiceAt ? supplierDayOf(raw.firstInvoiceAt) : null,
    invoiceInaccurate: raw.firstInvoiceAt !== null && (raw.additionalInvoices > 0 || raw.rejectedInvoices > 0),
  };
}

const intArray = (values: readonly number[]) =>
  sql`array[${sql.join(
    [...new Set(values)].map((v) => sql`${v}`),
    sql`, `,
  )}]::int[]`;

type RawRow = {
  supplier_id: number;
  order_id: number;
  status: string;
  created_on: Date | string;
  promised: string | null;
  processed_at: Date | string | null;
  shipped_at: Date | string | null;
  item_ids: number[] | null;
  trackings:
    { orderItemId: number; carrierId: number; otherCarrierName: string | null; trackingNumber: string; createdOn: string }[] | null;
  cancellations: string[] | null;
  first_invoice_at: Date | string | null;
  additional_invoices: number;
  rejected_invoices: number;
};
const at = (v: Date | string | null): Date | null => (v === null ? null : new Date(v));

/** The raw rows of the orders (one statement; the keys' supplier ids lead every index). */
export async function readOrderRaw(db: Db | Tx, keys: readonly OrderKey[]): Promise<OrderRaw[]> {
  if (keys.length === 0) return [];
  const rows = resultRows<RawRow>(
    await db.execute(sql`
      select o.supplier_id, o.id as order_id, o.status, o.created_on, o.promised_shipping_date::text as promised,
        (select case when h.detail ->> 'to' = 'AwaitingShipment' then h.created_on end from order_history h
          where h.supplier_id = o.supplier_id and h.order_id = o.id
            and ((h.detail ->> 'from' = 'NeedsProcessing' and h.detail ->> 'to' = 'AwaitingShipment')
              or (h.detail ->> 'from' = 'AwaitingShipment' and h.detail ->> 'to' = 'NeedsProcessing'))
          order by h.created_on desc, h.id desc limit 1) as processed_at,
        (select h.created_on from order_history h
          where o.status in ('Invoicing', 'Complete') and h.supplier_id = o.supplier_id and h.order_id = o.id
            and h.detail ->> 'to' = 'Invoicing'
          order by h.created_on desc limit 1) as shipped_at,
        (select array_agg(i.id order by i.id) from order_items i where i.supplier_id = o.supplier_id and i.order_id = o.id) as item_ids,
        (select json_agg(json_build_object('orderItemId', t.order_item_id, 'carrierId', t.carrier_id,
            'otherCarrierName', t.other_carrier_name, 'trackingNumber', t.tracking_number, 'createdOn', t.created_on) order by t.id)
          from trackings t where t.supplier_id = o.supplier_id and t.order_id = o.id) as trackings,
        (select array_agg(c.status order by c.id) from order_cancellations c
          where c.supplier_id = o.supplier_id and c.order_id = o.id) as cancellations,
        (select min(v.invoice_creation_date) from invoices v
          where v.supplier_id = o.supplier_id and v.order_id = o.id and v.types = 'Invoice') as first_invoice_at,
        (select count(*)::int from invoices v
          where v.supplier_id = o.supplier_id and v.order_id = o.id and v.types <> 'Invoice') as additional_invoices,
        (select count(*)::int from invoices v
          where v.supplier_id = o.supplier_id and v.order_id = o.id and v.review_status = 'Rejected') as rejected_invoices
      from orders o
      where o.supplier_id = any(${intArray(keys.map((k) => k.supplierId))}) and o.id = any(${intArray(keys.map((k) => k.orderId))})
      order by o.id`),
  );
  return rows.map((r) => ({
    supplierId: r.supplier_id,
    orderId: r.order_id,
    status: r.status,
    createdOn: new Date(r.created_on),
    promisedShippingDate: r.promised,
    processedAt: at(r.processed_at),
    shippedAt: at(r.shipped_at),
    itemIds: r.item_ids ?? [],
    trackings: (r.trackings ?? []).map((t) => ({ ...t, createdOn: new Date(t.createdOn) })),
    cancellationStatuses: r.cancellations ?? [],
    firstInvoiceAt: at(r.first_invoice_at),
    additionalInvoices: r.additional_invoices,
    rejectedInvoices: r.rejected_invoices,
  }));
}

const FACT_COLUMNS = [
  'received_on',
  'processed_on',
  'processing_days',
  'shipped_on',
  'late',
  'tracking_valid',
  'cancellation_asked',
  'invoiced_on',
  'invoice_inaccurate',
] as const;

/**
 * Upserts the facts; a row is updated only when a fact changed, so the triggers see (and count) only real changes.
 * Answers the suppliers whose facts changed.
 */
export async function writeOrderFacts(db: Db | Tx, facts: readonly OrderFacts[]): Promise<Set<number>> {
  const changed = new Set<number>();
  for (let start = 0; start < facts.length; start += 1000) {
    const rows = await db
      .insert(performanceOrderFacts)
      .values(facts.slice(start, start + 1000))
      .onConflictDoUpdate({
        target: [performanceOrderFacts.supplierId, performanceOrderFacts.orderId],
        set: Object.fromEntries(FACT_COLUMNS.map((c) => [camel(c), sql.raw(`excluded.${c}`)])),
        setWhere: sql.raw(
          `(${FACT_COLUMNS.map((c) => `performance_order_facts.${c}`).join(', ')}) is distinct from (${FACT_COLUMNS.map((c) => `excluded.${c}`).join(', ')})`,
        ),
      })
      .returning({ supplierId: performanceOrderFacts.supplierId });
    for (const r of rows) changed.add(r.supplierId);
  }
  return changed;
}

function camel(column: string): string {
  return column.replace(/_(\w)/g, (_, c: string) => c.toUpperCase());
}

/**
 * The supplier's facts lock (docs/decisions/performance.md, "Maintained counts"), a transaction-scoped advisory lock:
 * every refresh holds it shared until its transaction ends, so refreshes never wait for one another; a backfill batch
 * holds it exclusive, so it never writes a supplier's facts and daily counts beside a running transaction that
 * refreshes them (two such transactions upserting the same orders' rows in different orders deadlocked).
 */
const factsLockKey = (supplierId: number) => sql`hashtextextended(${`performance-facts:${supplierId}`}, 0)`;

async function lockSuppliersFacts(tx: Db | Tx, supplierIds: readonly number[]): Promise<void> {
  for (const supplierId of [...new Set(supplierIds)].sort((a, b) => a - b))
    await tx.execute(sql`select pg_advisory_xact_lock_shared(${factsLockKey(supplierId)})`);
}

/** Re-decides the orders' facts from their raw rows (in the caller's transaction); answers the suppliers that changed. */
export async function refreshOrderFacts(tx: Db | Tx, keys: readonly OrderKey[]): Promise<Set<number>> {
  if (keys.length === 0) return new Set();
  await lockSuppliersFacts(
    tx,
    keys.map((k) => k.supplierId),
  );
  return decideAndWrite(tx, keys);
}

async function decideAndWrite(tx: Db | Tx, keys: readonly OrderKey[]): Promise<Set<number>> {
  const raw = await readOrderRaw(tx, keys);
  return writeOrderFacts(tx, raw.map(decideOrderFacts));
}

/** Orders without facts after `afterId` (by id), at most `limit`: the backfill's keyset batch. */
export async function ordersWithoutFacts(db: Db | Tx, afterId: number, limit: number): Promise<OrderKey[]> {
  return resultRows<{ supplier_id: number; id: number }>(
    await db.execute(sql`
      select o.supplier_id, o.id from orders o
      where o.id > ${afterId}
        and not exists (select 1 from performance_order_facts f where f.supplier_id = o.supplier_id and f.order_id = o.id)
      order by o.id limit ${limit}`),
  ).map((r) => ({ supplierId: r.supplier_id, orderId: r.id }));
}

export const BACKFILL_BATCH = 500;

/**
 * Facts for every order that has none (existing orders, the bulk seed), in keyset batches of their own transactions,
 * one transaction per supplier of a batch under that supplier's facts lock held exclusive (it waits for the running
 * transactions that refresh the supplier's facts, which wait for it in turn); idempotent (an order with facts is
 * skipped, and one a refresh filled meanwhile is decided the same). Run by the seeds and at the API's start. Answers
 * the orders filled.
 */
export async function backfillOrderFacts(db: Db | Tx, batch = BACKFILL_BATCH): Promise<number> {
  let afterId = 0;
  let filled = 0;
  for (;;) {
    const keys = await ordersWithoutFacts(db, afterId, batch);
    if (keys.length === 0) return filled;
    for (const supplierId of new Set(keys.map((k) => k.supplierId)))
      await db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${factsLockKey(supplierId)})`);
        await decideAndWrite(
          tx,
          keys.filter((k) => k.supplierId === supplierId),
        );
      });
    filled += keys.length;
    afterId = keys.at(-1)!.orderId;
  }
}
