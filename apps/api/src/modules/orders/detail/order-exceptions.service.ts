// The order page's self-service exceptions without documents (docs/decisions/order-exceptions.md): undo "Mark as
// processing", undo a shipment confirmation, change the ship-from warehouse, and the facts their rules read. Each is
// one transaction on the one write path: the order locked, the contracts' rule checked against what the lock sees
// (refused 409 with the rule's reason), the state machine's transition, and one order change published (activity,
// webhook, scorecard, live pages). Money columns are never written here.
import { and, eq } from 'drizzle-orm';
import {
  changeShipFromBlockedReason,
  ORDER_EXCEPTION_MESSAGES,
  undoProcessingBlockedReason,
  undoShipmentBlockedReason,
  type OrderExceptionFacts,
  type ShipFromChangeRequest,
  type ShipmentUndoRequest,
} from '@portal/contracts';
import type { Db } from '../../../db/client.ts';
import { orderLabels, trackings } from '../../../db/schema/index.ts';
import type { Actor } from '../../../platform/auth.ts';
import { Conflict } from '../../../platform/errors.ts';
import { exceptionFactsOf } from '../core/order-exception-facts.ts';
import { commitOrderChange, lockOrder, requireTransition } from '../core/order-lock.ts';
import { requireOrder } from '../core/order-lookup.ts';
import { shipFromFacility } from '../core/ship-from-facility.ts';

/** GET /orders/{id}/exceptions: the facts the page's actions are enabled by (the server checks them again under the lock). */
export async function orderExceptionFacts(db: Db, actor: Actor, orderId: number): Promise<OrderExceptionFacts> {
  const order = await requireOrder(db, actor, orderId);
  return exceptionFactsOf(db, order);
}

/** Awaiting shipment -> Needs processing, within 15 minutes of processing and while nothing is labelled or tracked. */
export async function undoProcessing(db: Db, actor: Actor, orderId: number, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const order = await lockOrder(tx, actor.supplierId, orderId);
    const blocked = undoProcessingBlockedReason(await exceptionFactsOf(tx, order), now);
    if (blocked) throw new Conflict(blocked);
    const next = requireTransition(order, 'undoProcessing');
    await commitOrderChange(tx, order, actor.userId, { status: next }, { action: 'processingUndone', detail: {} }, now);
  });
}

/**
 * Invoicing -> Awaiting shipment with the reason: the shipment's trackings are deleted (their numbers stay in the
 * activity; the scorecard and the deduction rules stop counting them) and a label they came from is gone with them.
 */
export async function undoShipment(db: Db, actor: Actor, orderId: number, body: ShipmentUndoRequest, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const order = await lockOrder(tx, actor.supplierId, orderId);
    const blocked = undoShipmentBlockedReason(await exceptionFactsOf(tx, order));
    if (blocked) throw new Conflict(blocked);
    const next = requireTransition(order, 'undoShipment');
    const removed = await tx
      .delete(trackings)
      .where(and(eq(trackings.supplierId, order.supplierId), eq(trackings.orderId, order.id)))
      .returning({ trackingNumber: trackings.trackingNumber });
    await tx.delete(orderLabels).where(and(eq(orderLabels.supplierId, order.supplierId), eq(orderLabels.orderId, order.id)));
    await commitOrderChange(
      tx,
      order,
      actor.userId,
      { status: next, hasLabel: false, hasGroundLabel: false, labelFileName: null },
      { action: 'shipmentUndone', detail: { reason: body.reason, voidedTrackingNumbers: removed.map((t) => t.trackingNumber) } },
      now,
    );
  });
}

/** The order ships from another of the supplier's active warehouses (404 another supplier's, 400 an inactive one). */
export async function changeShipFrom(db: Db, actor: Actor, orderId: number, body: ShipFromChangeRequest, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const order = await lockOrder(tx, actor.supplierId, orderId);
    const blocked = changeShipFromBlockedReason(await exceptionFactsOf(tx, order));
    if (blocked) throw new Conflict(blocked);
    requireTransition(order, 'changeShipFrom');
    const facility = await shipFromFacility(tx, order.supplierId, body.supplierFacilityId);
    if (facility.id === order.shipFromFacilityId) throw new Conflict(ORDER_EXCEPTION_MESSAGES.shipFromSame);
    await commitOrderChange(
      tx,
      order,
      actor.userId,
      { shipFromFacilityId: facility.id },
      {
        action: 'shipFromChanged',
        detail: { facility: facility.name, previousFacilityId: order.shipFromFacilityId, facilityId: facility.id },
      },
      now,
    );
  });
}
