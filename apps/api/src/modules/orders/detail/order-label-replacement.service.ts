// Void the order's label and buy another (docs/decisions/order-exceptions.md): while nothing has shipped and the
// label's ship date has not passed (voidLabelBlockedReason), from a carrier the items offer that sells labels. One
// transaction: the voided label's trackings are deleted (the scorecard and the deduction rules read the trackings, so
// they stop counting them; the activity keeps the numbers), the new label's boxes (one per voided number, the default
// package) are rendered, stored and tracked, and one `labelReplaced` change is published. The new file is deleted
// again if the transaction fails; the voided file stays in the store as the record of what was printed.
import { and, eq, inArray } from 'drizzle-orm';
import {
  CARRIERS,
  LABEL_SERVICE_OF_CARRIER,
  isValidDay,
  MESSAGES,
  ORDER_EXCEPTION_MESSAGES,
  replacementLabelCarrierIds,
  usLabelDayProblem,
  voidLabelBlockedReason,
  type LabelReplacementRequest,
} from '@portal/contracts';
import { orderLabels, supplierFacilities, trackings } from '../../../db/schema/index.ts';
import type { Actor } from '../../../platform/auth.ts';
import { Conflict, Invalid } from '../../../platform/errors.ts';
import { withFileRollback } from '../../../platform/storage/file-rollback.ts';
import { exceptionFactsOf } from '../core/order-exception-facts.ts';
import type { OrderLabelDeps } from '../core/order-label.service.ts';
import { recordLabel } from '../core/label-record.ts';
import { commitOrderChange, lockOrder, requireTransition } from '../core/order-lock.ts';
import { generateTrackingNumber, generateUpsTrackingNumber } from '../core/tracking-numbers.ts';
import type { Tx } from '../../../db/client.ts';

/** The ship-from of the new label: the order's facility, else the supplier's first active one (as bulk labels). */
async function shipFromOfOrder(tx: Tx, supplierId: number, facilityId: number | null) {
  const rows = await tx.select().from(supplierFacilities).where(eq(supplierFacilities.supplierId, supplierId));
  const facility = rows.find((f) => f.id === facilityId) ?? rows.filter((f) => f.isActive).sort((a, b) => a.id - b.id)[0];
  if (!facility) throw new Conflict('The order has no ship-from facility. Add a facility before buying a label.');
  return facility;
}

/** Voids the current label and buys the replacement; answers the new label's id. */
export async function replaceOrderLabel(
  deps: OrderLabelDeps,
  actor: Actor,
  orderId: number,
  body: LabelReplacementRequest,
): Promise<number> {
  const now = deps.clock.now();
  if (!isValidDay(body.shipDate)) throw Invalid.field(['shipDate'], MESSAGES.invalidFormat);
  const dateProblem = usLabelDayProblem(body.shipDate, now);
  if (dateProblem) throw Invalid.field(['shipDate'], dateProblem);
  return withFileRollback(deps.storage, (store) =>
    deps.db.transaction(async (tx) => {
      const order = await lockOrder(tx, actor.supplierId, orderId);
      const facts = await exceptionFactsOf(tx, order);
      if (facts.label && facts.label.fileName !== body.voidedLabel) throw new Conflict(ORDER_EXCEPTION_MESSAGES.labelAlreadyVoided);
      const blocked = voidLabelBlockedReason(facts, now);
      if (blocked) throw new Conflict(blocked);
      requireTransition(order, 'replaceLabel');
      if (!replacementLabelCarrierIds(order.shippingMethod).includes(body.carrierId))
        throw Invalid.field(['carrierId'], ORDER_EXCEPTION_MESSAGES.carrierNotForLabel);
      const carrier = CARRIERS.find((c) => c.id === body.carrierId)!;
      const voided = facts.label!.trackingNumbers;
      if (voided.length)
        await tx
          .delete(trackings)
          .where(
            and(eq(trackings.supplierId, order.supplierId), eq(trackings.orderId, order.id), inArray(trackings.trackingNumber, voided)),
          );
      await tx.delete(orderLabels).where(and(eq(orderLabels.supplierId, order.supplierId), eq(orderLabels.orderId, order.id)));

      const facility = await shipFromOfOrder(tx, order.supplierId, order.shipFromFacilityId);
      const nextTracking = deps.trackingNumber ?? (carrier.id === 2 ? () => generateUpsTrackingNumber() : () => generateTrackingNumber());
      const boxes = Array.from({ length: Math.max(1, voided.length) }, () => ({
        trackingNumber: nextTracking(),
        weight: '0',
        dims: { length: '0', width: '0', height: '0' },
      }));
      const { labelId, fileName } = await recordLabel(tx, store, {
        order,
        facility,
        carrier: { id: carrier.id, name: carrier.name, service: LABEL_SERVICE_OF_CARRIER[carrier.id] ?? carrier.name },
        boxes,
        shippingDate: body.shipDate,
        estimatedValue: '0.00',
        createdBy: actor.userId,
        now,
      });
      await commitOrderChange(
        tx,
        order,
        actor.userId,
        { hasLabel: true, hasGroundLabel: true, labelFileName: fileName, shipFromFacilityId: facility.id },
        {
          action: 'labelReplaced',
          detail: {
            labelId,
            fileName,
            shippingDate: body.shipDate,
            carrier: carrier.name,
            trackingNumbers: boxes.map((b) => b.trackingNumber),
            voidedTrackingNumbers: voided,
            voidedShipDate: facts.label!.shipDate,
          },
        },
        now,
      );
      return labelId;
    }),
  );
}
