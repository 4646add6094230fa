// The compliance rules run over the orders (POST /ops/payments/deductions/raise): late shipments, missing or invalid
// tracking by the ship day, and cancellations after acceptance, each raised once per order and rule with its evidence
// (docs/decisions/payments.md, "Deductions and disputes"). The orders are read in keyset batches by id and each batch
// posts in its own short transaction that locks no order row: at 1,000,000 orders no supplier's page waits on the run.
import { sql } from 'drizzle-orm';
import {
  CARRIERS,
  deductionAmount,
  hasValidTrackingBy,
  isLateCancellation,
  isLateShipment,
  isValidTrackingForCarrier,
  money,
  paymentDayOf,
  RULE_DEDUCTION_TYPES,
  type RaiseDeductionsResponse,
  type DeductionType,
  type RuleDeductionType,
  type TrackingRecord,
} from '@portal/contracts';
import { resultRows, type Db } from '../../../db/client.ts';
import { postDeductions, type NewDeduction } from '../deduction-posting.ts';
import { effectiveRules, type EffectiveRule } from './deduction-rules.service.ts';

/** Orders read and posted per batch: a batch's transaction stays short. */
export const RAISE_BATCH_SIZE = 1000;

interface BatchOrder {
  id: number;
  supplier_id: number;
  po: string;
  status: string;
  promised: string | null;
  items_total: string;
  shipped_on: Date | string | null;
}
interface TrackingRow {
  order_id: number;
  order_item_id: number;
  carrier_id: number;
  other_carrier_name: string | null;
  tracking_number: string;
  created_on: Date | string;
}
interface CancellationRow {
  id: number;
  order_id: number;
  reason: string;
  previous_status: string;
  status: string;
  created_on: Date | string;
  decided_on: Date | string | null;
}

/** The supplier's local day of an instant (payments' days). */
const day = (at: Date | string) => paymentDayOf(new Date(at));
const carrierName = (id: number) => CARRIERS.find((c) => c.id === id)?.name ?? String(id);
const ids = (values: readonly number[]) =>
  sql`array[${sql.join(
    [...new Set(values)].map((v) => sql`${v}`),
    sql`, `,
  )}]::int[]`;

/** One batch of orders after `after` by id, with the moment each shipped (the history row that moved it to Invoicing). */
async function readBatch(db: Db, after: number, limit: number): Promise<BatchOrder[]> {
  return resultRows<BatchOrder>(
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
      where o.id > ${after}
      order by o.id
      limit ${limit}`),
  );
}

/** The rule deductions the orders already have, as "orderId:type". */
async function existingRuleDeductions(db: Db, orders: readonly BatchOrder[]): Promise<Set<string>> {
  const rows = resultRows<{ order_id: number; type: string }>(
    await db.execute(sql`
      select order_id, type from deductions
      where raised_by_rule and supplier_id = any(${ids(orders.map((o) => o.supplier_id))})
        and order_id = any(${ids(orders.map((o) => o.id))})`),
  );
  return new Set(rows.map((r) => `${r.order_id}:${r.type}`));
}

async function trackingsOf(db: Db, orders: readonly BatchOrder[]) {
  const supplierIds = ids(orders.map((o) => o.supplier_id));
  const orderIds = ids(orders.map((o) => o.id));
  const [items, trackings] = await Promise.all([
    db.execute(sql`select order_id, id from order_items where supplier_id = any(${supplierIds}) and order_id = any(${orderIds})`),
    db.execute(sql`
      select order_id, order_item_id, carrier_id, other_carrier_name, tracking_number, created_on
      from trackings where supplier_id = any(${supplierIds}) and order_id = any(${orderIds}) order by id`),
  ]);
  const itemsByOrder = new Map<number, number[]>();
  for (const r of resultRows<{ order_id: number; id: number }>(items))
    itemsByOrder.set(r.order_id, [...(itemsByOrder.get(r.order_id) ?? []), r.id]);
  const trackingsByOrder = new Map<number, TrackingRow[]>();
  for (const t of resultRows<TrackingRow>(trackings)) trackingsByOrder.set(t.order_id, [...(trackingsByOrder.get(t.order_id) ?? []), t]);
  return { itemsByOrder, trackingsByOrder };
}

async function cancellationsOf(db: Db, orders: readonly BatchOrder[]): Promise<Map<number, CancellationRow>> {
  if (orders.length === 0) return new Map();
  const rows = resultRows<CancellationRow>(
    await db.execute(sql`
      select id, order_id, reason, previous_status, status, created_on, decided_on from order_cancellations
      where supplier_id = any(${ids(orders.map((o) => o.supplier_id))}) and order_id = any(${ids(orders.map((o) => o.id))})
        and status = 'Approved'
      order by id`),
  );
  return new Map(rows.map((r) => [r.order_id, r]));
}

/** The deductions the rules raise on one batch, as of the day. */
async function factsOfBatch(
  db: Db,
  batch: readonly BatchOrder[],
  asOf: string,
  ruleOf: (supplierId: number, type: DeductionType) => EffectiveRule | null,
): Promise<NewDeduction[]> {
  const wanted = (o: BatchOrder, type: RuleDeductionType) => ruleOf(o.supplier_id, type) !== null;
  const shipped = batch.filter((o) => o.shipped_on !== null && day(o.shipped_on) <= asOf);
  const canceled = batch.filter((o) => o.status === 'Canceled' && wanted(o, 'LateCancellation'));
  const candidates = [...shipped, ...canceled];
  if (candidates.length === 0) return [];
  const [existing, tracked, cancellations] = await Promise.all([
    existingRuleDeductions(db, candidates),
    trackingsOf(
      db,
      shipped.filter((o) => wanted(o, 'InvalidTracking')),
    ),
    cancellationsOf(db, canceled),
  ]);
  const out: NewDeduction[] = [];
  const raise = (o: BatchOrder, type: RuleDeductionType, reason: string, evidence: Record<string, unknown>) => {
    const rule = ruleOf(o.supplier_id, type);
    if (!rule || existing.has(`${o.id}:${type}`)) return;
    const amount = deductionAmount(rule, o.items_total);
    if (money.compare(amount, '0.01') < 0) return;
    const ruleText = rule.basis === 'Percent' ? `${money.toFixed(rule.value)}% of the items total ${money.toFixed(o.items_total)}` : 'flat';
    out.push({
      supplierId: o.supplier_id,
      orderId: o.id,
      purchaseOrderNumber: o.po,
      type,
      amount,
      raisedByRule: true,
      reason,
      evidence: {
        ...evidence,
        rule: { basis: rule.basis, value: money.toFixed(rule.value), itemsTotal: money.toFixed(o.items_total), text: ruleText },
      },
    });
  };
  for (const o of shipped) {
    const shipDate = day(o.shipped_on!);
    if (isLateShipment(o.promised, shipDate))
      raise(o, 'LateShipment', `Shipped on ${shipDate}, after the promised shipping date ${o.promised}.`, {
        promisedShipDate: o.promised,
        shipDate,
      });
    if (!wanted(o, 'InvalidTracking')) continue;
    const items = tracked.itemsByOrder.get(o.id) ?? [];
    const records: TrackingRecord[] = (tracked.trackingsByOrder.get(o.id) ?? []).map((t) => ({
      orderItemId: t.order_item_id,
      carrierId: t.carrier_id,
      otherCarrierName: t.other_carrier_name,
      trackingNumber: t.tracking_number,
      recordedOn: day(t.created_on),
    }));
    if (!hasValidTrackingBy(items, records, shipDate))
      raise(o, 'InvalidTracking', `No valid tracking for its carrier on every item by the ship date ${shipDate}.`, {
        shipDate,
        promisedShipDate: o.promised,
        trackings: records.map((t) => ({
          ...t,
          carrierName: t.carrierId === 4 && t.otherCarrierName ? t.otherCarrierName : carrierName(t.carrierId),
          valid: isValidTrackingForCarrier(t),
        })),
        itemsWithoutTracking: items.filter((id) => !records.some((t) => t.orderItemId === id)),
      });
  }
  for (const o of canceled) {
    const c = cancellations.get(o.id);
    if (!c || !c.decided_on || day(c.decided_on) > asOf || !isLateCancellation({ previousStatus: c.previous_status, status: c.status }))
      continue;
    raise(o, 'LateCancellation', `Canceled by the supplier on ${day(c.created_on)}, after the order was accepted.`, {
      cancellation: {
        cancellationId: c.id,
        reason: c.reason,
        previousStatus: c.previous_status,
        requestedOn: new Date(c.created_on).toISOString(),
        approvedOn: new Date(c.decided_on).toISOString(),
      },
    });
  }
  return out;
}

/**
 * Runs the rules over every order as of the day; answers how many orders were read and what was raised. A second run
 * raises nothing new; two concurrent runs raise each deduction once (the unique index of rule deductions). A rule's
 * deduction has no raising user: the marketplace raised it.
 */
export async function raiseDeductions(db: Db, asOf: string, now: Date, batchSize = RAISE_BATCH_SIZE): Promise<RaiseDeductionsResponse> {
  const ruleOf = await effectiveRules(db);
  const byType = new Map<RuleDeductionType, { count: number; amount: string }>();
  let raised = 0;
  for (let after = 0; ;) {
    const batch = await readBatch(db, after, batchSize);
    if (batch.length === 0) break;
    after = batch.at(-1)!.id;
    const found = await factsOfBatch(db, batch, asOf, ruleOf);
    if (found.length === 0) continue;
    const posted = await db.transaction((tx) => postDeductions(tx, found, null, now));
    for (const d of posted) {
      const sum = byType.get(d.type as RuleDeductionType) ?? { count: 0, amount: '0.00' };
      byType.set(d.type as RuleDeductionType, { count: sum.count + 1, amount: money.add(sum.amount, d.amount) });
    }
    raised += posted.length;
  }
  return { raised, byType: RULE_DEDUCTION_TYPES.map((type) => ({ type, count: 0, amount: '0.00', ...byType.get(type) })) };
}
