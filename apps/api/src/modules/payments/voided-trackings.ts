// A deduction on a voided tracking number (docs/decisions/order-exceptions.md): when an order change voids tracking
// numbers (a label voided and replaced, a shipment confirmation undone: the orders area's `order.changed` event names
// them), a rule's InvalidTracking deduction raised on one of them as an invalid number has lost its basis. While it is
// open, undisputed and no remittance has taken it, it is reversed in the change's transaction (never taken, nothing to
// pay back) with a `deductionWithdrawn` line in the order's activity (and its order.changed webhook). One already
// disputed, decided or remitted stays as it is: the dispute is the supplier's way back.
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { voidedTrackingNumbersOf, type DomainEvent, type OrderChangedEvent } from '@portal/contracts';
import type { Db, Tx } from '../../db/client.ts';
import { deductions } from '../../db/schema/index.ts';
import { ROW_LOCK } from '../../db/row-lock.ts';
import { publish } from '../../platform/events/domain-events.ts';

/** The open, undisputed, unremitted rule deductions of the order whose evidence lists one of the numbers as invalid. */
async function deductionsOnVoidedNumbers(tx: Tx | Db, event: OrderChangedEvent, voided: string[]) {
  return tx
    .select({
      id: deductions.id,
      deductionNumber: deductions.deductionNumber,
      type: deductions.type,
      amount: deductions.amount,
      evidence: deductions.evidence,
    })
    .from(deductions)
    .where(
      and(
        eq(deductions.supplierId, event.supplierId),
        eq(deductions.orderId, event.orderId),
        eq(deductions.raisedByRule, true),
        eq(deductions.type, 'InvalidTracking'),
        eq(deductions.status, 'Open'),
        isNull(deductions.appliedRemittanceId),
        sql`not exists (select 1 from disputes d where d.supplier_id = ${deductions.supplierId} and d.deduction_id = ${deductions.id})`,
        sql`exists (select 1 from jsonb_array_elements(case jsonb_typeof(${deductions.evidence} -> 'trackings')
              when 'array' then ${deductions.evidence} -> 'trackings' else '[]'::jsonb end) t
            where t ->> 'trackingNumber' = any(${sql`array[${sql.join(
              voided.map((n) => sql`${n}`),
              sql`, `,
            )}]::text[]`}) and coalesce((t ->> 'valid')::boolean, false) = false)`,
      ),
    )
    .for(ROW_LOCK);
}

/** The numbers of the deduction's evidence among the voided ones (what the activity line names). */
const voidedOf = (evidence: unknown, voided: string[]): string[] => {
  const trackings = (evidence as { trackings?: { trackingNumber?: string }[] } | null)?.trackings;
  return Array.isArray(trackings) ? voided.filter((n) => trackings.some((t) => t.trackingNumber === n)) : [];
};

/** The subscriber's work (payments.subscribers.ts), in the order change's transaction. */
export async function withdrawDeductionsOnVoidedTrackings(tx: Tx | Db, events: readonly OrderChangedEvent[], at: Date): Promise<void> {
  for (const event of events) {
    const voided = voidedTrackingNumbersOf(event);
    if (voided.length === 0) continue;
    const found = await deductionsOnVoidedNumbers(tx, event, voided);
    if (found.length === 0) continue;
    await tx
      .update(deductions)
      .set({ status: 'Reversed', reversedOn: at })
      .where(
        and(
          eq(deductions.supplierId, event.supplierId),
          inArray(
            deductions.id,
            found.map((d) => d.id),
          ),
        ),
      );
    const withdrawn: DomainEvent[] = found.map((d) => ({
      type: 'deduction.withdrawn',
      supplierId: event.supplierId,
      orderId: event.orderId,
      userId: event.userId,
      action: 'deductionWithdrawn',
      detail: {
        deductionId: d.id,
        deductionNumber: d.deductionNumber,
        type: d.type,
        amount: d.amount,
        voidedTrackingNumbers: voidedOf(d.evidence, voided),
      },
    }));
    await publish(tx, withdrawn, at);
  }
}
