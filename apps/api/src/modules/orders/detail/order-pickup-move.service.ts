// Move a booked LTL pickup to another day before the booking's cutoff (docs/decisions/order-exceptions.md): 14:00
// New York time on the business day before the booked day (movePickupBlockedReason), to a business day whose own cutoff
// has not passed (newPickupDayProblem). One transaction: the request's day, a new bill of lading with the new date
// (stored; the order points at it), and one `ltlPickupMoved` change (activity, webhook, live pages, the console's
// order page). The new file is deleted again if the transaction fails.
import { and, eq } from 'drizzle-orm';
import {
  addTimestampPrefix,
  movePickupBlockedReason,
  newPickupDayProblem,
  ORDER_EXCEPTION_MESSAGES,
  type PickupMoveRequest,
} from '@portal/contracts';
import { shipmentRequests } from '../../../db/schema/index.ts';
import type { Actor } from '../../../platform/auth.ts';
import { Conflict, Invalid } from '../../../platform/errors.ts';
import { withFileRollback } from '../../../platform/storage/file-rollback.ts';
import { supplierFileKey } from '../../../platform/storage/storage.ts';
import { ROW_LOCK } from '../../../db/row-lock.ts';
import { exceptionFactsOf } from '../core/order-exception-facts.ts';
import type { OrderLabelDeps } from '../core/order-label.service.ts';
import { commitOrderChange, lockOrder, requireTransition } from '../core/order-lock.ts';
import { facilityOfRequest, renderBookingBol } from './order-ltl.service.ts';

export async function movePickup(
  deps: Omit<OrderLabelDeps, 'trackingNumber'>,
  actor: Actor,
  orderId: number,
  body: PickupMoveRequest,
): Promise<void> {
  const now = deps.clock.now();
  await withFileRollback(deps.storage, (store) =>
    deps.db.transaction(async (tx) => {
      const order = await lockOrder(tx, actor.supplierId, orderId);
      const facts = await exceptionFactsOf(tx, order);
      // the booked day the client saw: a second submission (already moved) names the old day and is refused
      if (facts.ltl?.pickUpDate && facts.ltl.pickUpDate !== body.fromDate)
        throw new Conflict(`The pickup was already moved to ${facts.ltl.pickUpDate}. Reload the order.`);
      const blocked = movePickupBlockedReason(facts, now);
      if (blocked) throw new Conflict(blocked);
      requireTransition(order, 'movePickup');
      const dayProblem = newPickupDayProblem(facts, body.pickUpDate, now);
      if (dayProblem) throw Invalid.field(['pickUpDate'], dayProblem);
      const [request] = await tx
        .select()
        .from(shipmentRequests)
        .where(and(eq(shipmentRequests.supplierId, order.supplierId), eq(shipmentRequests.id, order.shipmentRequestId!)))
        .for(ROW_LOCK);
      if (!request?.carrierName) throw new Conflict(ORDER_EXCEPTION_MESSAGES.noBookedPickup);
      const facility = await facilityOfRequest(tx, order.supplierId, request);
      const pdf = await renderBookingBol(tx, order, request, { name: request.carrierName }, facility, body.pickUpDate);
      const fileName = addTimestampPrefix(`bill-of-lading-${order.purchaseOrderNumber}.pdf`, now);
      await store(supplierFileKey(order.supplierId, fileName), pdf, 'application/pdf');
      await tx
        .update(shipmentRequests)
        .set({ pickUpDate: body.pickUpDate })
        .where(and(eq(shipmentRequests.supplierId, order.supplierId), eq(shipmentRequests.id, request.id)));
      await commitOrderChange(
        tx,
        order,
        actor.userId,
        { bolFileName: fileName },
        {
          action: 'ltlPickupMoved',
          detail: { shipmentRequestId: request.id, previousPickUpDate: request.pickUpDate, pickUpDate: body.pickUpDate, fileName },
        },
        now,
      );
    }),
  );
}
