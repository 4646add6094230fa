// The compliance rules run over the orders (POST /ops/payments/deductions/raise): late shipments, missing or invalid
// tracking by the ship day, and cancellations after acceptance, each raised once per order and rule with its evidence
// (docs/decisions/payments.md, "Deductions and disputes"). The orders are read in keyset batches by id and each batch
// posts in its own short transaction that locks no order row: at 1,000,000 orders no supplier's page waits on the run.
import { and, eq, inArray } from 'drizzle-orm';
import {
  CARRIERS,
  deductionBasisOf,
  formatCalendarDay,
  hasValidTrackingBy,
  isLateCancellation,
  isLateShipment,
  isValidTrackingForCarrier,
  money,
  OTHER_CARRIER_ID,
  ruleChargesFactOf,
  supplierDayOf,
  RULE_DEDUCTION_TYPES,
  type DeductionType,
  type RaiseDeductionsResponse,
  type RuleDeductionType,
  type TrackingRecord,
} from '@portal/contracts';
import type { Db } from '../../../db/client.ts';
import { deductions } from '../../../db/schema/index.ts';
import { approvedCancellationsOf, complianceOrdersAfter, itemsAndTrackingsOf, type ComplianceOrder } from '../../orders/index.ts';
import { postDeductions, type NewDeduction } from '../deduction-posting.ts';
import { effectiveRules, type EffectiveRule } from './deduction-rules.service.ts';
import { independentReads } from '../../../db/independent-reads.ts';

/** Orders read and posted per batch: a batch's transaction stays short. */
export const RAISE_BATCH_SIZE = 1000;

export type RuleOf = (supplierId: number, type: DeductionType) => EffectiveRule | null;

/** The supplier's local day of an instant (payments' days). */
const day = (at: Date) => supplierDayOf(at);
const carrierName = (t: TrackingRecord) =>
  t.carrierId === OTHER_CARRIER_ID && t.otherCarrierName
    ? t.otherCarrierName
    : (CARRIERS.find((c) => c.id === t.carrierId)?.name ?? String(t.carrierId));

/** The rule deductions the orders already have, as "orderId:type". */
async function existingRuleDeductions(db: Db, orders: readonly ComplianceOrder[]): Promise<Set<string>> {
  const rows = await db
    .select({ orderId: deductions.orderId, type: deductions.type })
    .from(deductions)
    .where(
      and(
        eq(deductions.raisedByRule, true),
        inArray(deductions.supplierId, [...new Set(orders.map((o) => o.supplierId))]),
        inArray(
          deductions.orderId,
          orders.map((o) => o.id),
        ),
      ),
    );
  return new Set(rows.map((r) => `${r.orderId}:${r.type}`));
}

/**
 * The deductions the rules raise on one batch of orders, as of the day (nothing posted): the rules' run posts them,
 * the seed raises the demo's from the demo's own facts through it.
 */
export async function ruleDeductionsOf(db: Db, batch: readonly ComplianceOrder[], asOf: string, ruleOf: RuleOf): Promise<NewDeduction[]> {
  const wanted = (o: ComplianceOrder, type: RuleDeductionType) => ruleOf(o.supplierId, type) !== null;
  const shipped = batch.filter((o) => o.shippedOn !== null && day(o.shippedOn) <= asOf);
  const canceled = batch.filter((o) => o.status === 'Canceled' && wanted(o, 'LateCancellation'));
  if (shipped.length === 0 && canceled.length === 0) return [];
  const [existing, tracked, cancellations] = await independentReads(
    db,
    () => existingRuleDeductions(db, [...shipped, ...canceled]),
    () =>
      itemsAndTrackingsOf(
        db,
        shipped.filter((o) => wanted(o, 'InvalidTracking')),
      ),
    () => approvedCancellationsOf(db, canceled),
  );
  const out: NewDeduction[] = [];
  /** `factDay`: the day of the fact the rule charges (the ship day, the cancellation's approval): from its effective day on. */
  const raise = (o: ComplianceOrder, type: RuleDeductionType, factDay: string, reason: string, evidence: Record<string, unknown>) => {
    const rule = ruleOf(o.supplierId, type);
    if (!rule || existing.has(`${o.id}:${type}`) || !ruleChargesFactOf(rule.effectiveFrom, factDay)) return;
    const basis = deductionBasisOf(rule, o.itemsTotal);
    if (money.compare(basis.amount, '0.01') < 0) return;
    out.push({
      supplierId: o.supplierId,
      orderId: o.id,
      purchaseOrderNumber: o.purchaseOrderNumber,
      type,
      amount: basis.amount,
      raisedByRule: true,
      reason,
      evidence,
      basis,
    });
  };
  for (const o of shipped) {
    const shipDate = day(o.shippedOn!);
    if (isLateShipment(o.promisedShippingDate, shipDate))
      raise(
        o,
        'LateShipment',
        shipDate,
        `Shipped on ${formatCalendarDay(shipDate)}, after the promised shipping date ${formatCalendarDay(o.promisedShippingDate!)}.`,
        {
          promisedShipDate: o.promisedShippingDate,
          shipDate,
        },
      );
    if (!wanted(o, 'InvalidTracking')) continue;
    const items = tracked.itemsByOrder.get(o.id) ?? [];
    const records: TrackingRecord[] = (tracked.trackingsByOrder.get(o.id) ?? []).map((t) => ({
      orderItemId: t.orderItemId,
      carrierId: t.carrierId,
      otherCarrierName: t.otherCarrierName,
      trackingNumber: t.trackingNumber,
      recordedOn: day(t.createdOn),
    }));
    if (!hasValidTrackingBy(items, records, shipDate))
      raise(
        o,
        'InvalidTracking',
        shipDate,
        `No valid tracking for its carrier on every item by the ship date ${formatCalendarDay(shipDate)}.`,
        {
          shipDate,
          promisedShipDate: o.promisedShippingDate,
          trackings: records.map((t) => ({ ...t, carrierName: carrierName(t), valid: isValidTrackingForCarrier(t) })),
          itemsWithoutTracking: items.filter((id) => !records.some((t) => t.orderItemId === id)),
        },
      );
  }
  for (const o of canceled) {
    const c = cancellations.get(o.id);
    if (!c?.decidedOn || day(c.decidedOn) > asOf || !isLateCancellation({ previousStatus: c.previousStatus, status: 'Approved' })) continue;
    raise(
      o,
      'LateCancellation',
      day(c.decidedOn),
      `Canceled by the supplier on ${formatCalendarDay(day(c.createdOn))}, after the order was accepted.`,
      {
        cancellation: {
          cancellationId: c.id,
          reason: c.reason,
          previousStatus: c.previousStatus,
          requestedOn: c.createdOn.toISOString(),
          approvedOn: c.decidedOn.toISOString(),
        },
      },
    );
  }
  return out;
}

/**
 * Runs the rules over every order as of the day; answers what was raised, by type. A second run raises nothing new;
 * two concurrent runs raise each deduction once (the unique index of rule deductions). A rule's deduction has no
 * raising user: the marketplace raised it.
 */
export async function raiseDeductions(db: Db, asOf: string, now: Date, batchSize = RAISE_BATCH_SIZE): Promise<RaiseDeductionsResponse> {
  const ruleOf = await effectiveRules(db);
  const byType = new Map<string, { count: number; amount: string }>();
  let raised = 0;
  for (let after = 0; ;) {
    const batch = await complianceOrdersAfter(db, after, batchSize);
    if (batch.length === 0) break;
    after = batch.at(-1)!.id;
    const found = await ruleDeductionsOf(db, batch, asOf, ruleOf);
    if (found.length === 0) continue;
    const posted = await db.transaction((tx) => postDeductions(tx, found, null, now));
    for (const d of posted) {
      const sum = byType.get(d.type) ?? { count: 0, amount: '0.00' };
      byType.set(d.type, { count: sum.count + 1, amount: money.add(sum.amount, d.amount) });
    }
    raised += posted.length;
  }
  return { raised, byType: RULE_DEDUCTION_TYPES.map((type) => ({ type, count: 0, amount: '0.00', ...byType.get(type) })) };
}
