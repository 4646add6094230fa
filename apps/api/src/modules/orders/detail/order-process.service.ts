// Process order steps 0 and 1: the supplier order number (NeedsProcessing -> AwaitingShipment) and the trackings
// of awaiting-shipment items (the order moves to Invoicing once every item has one).
import { and, eq, inArray } from 'drizzle-orm';
import {
  isCarrierOffered,
  ORDER_WORKFLOW_MESSAGES,
  OTHER_CARRIER_ID,
  type OrderShipmentsRequest,
  type SupplierOrderNumberRequest,
} from '@portal/contracts';
import type { Db } from '../../../db/client.ts';
import { carriers, trackings } from '../../../db/schema/index.ts';
import type { Actor } from '../../../platform/auth.ts';
import { Invalid } from '../../../platform/errors.ts';
import { commitOrderChange, lockOrder, requireTransition } from '../core/order-lock.ts';
import { insertTrackings, itemsOfOrder } from '../core/orders.queries.ts';
import { viaOf } from '../core/order-history.ts';

export async function saveSupplierOrderNumber(
  db: Db,
  actor: Actor,
  orderId: number,
  body: SupplierOrderNumberRequest,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const order = await lockOrder(tx, actor.supplierId, orderId);
    const next = requireTransition(order, 'process');
    await commitOrderChange(
      tx,
      order,
      actor.userId,
      { supplierOrderNumber: body.supplierOrderNumber, status: next },
      {
        action: 'process',
        detail: {
          supplierOrderNumber: body.supplierOrderNumber,
          previousSupplierOrderNumber: order.supplierOrderNumber,
          ...viaOf(actor),
        },
      },
      now,
    );
  });
}

export async function saveShipments(db: Db, actor: Actor, orderId: number, body: OrderShipmentsRequest, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const order = await lockOrder(tx, actor.supplierId, orderId);
    requireTransition(order, 'ship');
    const items = await itemsOfOrder(tx, order.supplierId, order.id);
    const itemIds = new Set(items.map((i) => i.id));
    const known = new Set((await tx.select({ id: carriers.id }).from(carriers)).map((c) => c.id));
    const errors: Record<string, string[]> = {};
    const seen = new Set<number>();
    body.forEach((s, i) => {
      if (!itemIds.has(s.orderLineId) || seen.has(s.orderLineId))
        errors[`$[${i}].orderLineId`] = [ORDER_WORKFLOW_MESSAGES.itemNotAvailable];
      seen.add(s.orderLineId);
      if (!known.has(s.carrierId)) errors[`$[${i}].carrierId`] = ['The carrier is not known.'];
      else if (!isCarrierOffered(order.shippingMethod, s.carrierId))
        errors[`$[${i}].carrierId`] = [ORDER_WORKFLOW_MESSAGES.carrierNotOffered];
    });
    if (Object.keys(errors).length) throw new Invalid(errors);

    const lineIds = body.map((s) => s.orderLineId);
    await tx
      .delete(trackings)
      .where(and(eq(trackings.supplierId, order.supplierId), eq(trackings.orderId, order.id), inArray(trackings.orderItemId, lineIds)));
    await insertTrackings(
      tx,
      body.flatMap((s) =>
        s.trackingNumbers.map((trackingNumber) => ({
          supplierId: order.supplierId,
          orderId: order.id,
          orderItemId: s.orderLineId,
          carrierId: s.carrierId,
          otherCarrierName: s.carrierId === OTHER_CARRIER_ID ? (s.otherCarrierName?.trim() ?? null) : null,
          trackingNumber,
        })),
      ),
      now,
    );
    const tracked = new Set(
      (
        await tx
          .select({ id: trackings.orderItemId })
          .from(trackings)
          .where(and(eq(trackings.supplierId, order.supplierId), eq(trackings.orderId, order.id)))
      ).map((t) => t.id),
    );
    const allTracked = items.every((i) => tracked.has(i.id));
    await commitOrderChange(
      tx,
      order,
      actor.userId,
      allTracked ? { status: 'Invoicing' } : {},
      {
        action: 'ship',
        detail: {
          shipments: body.map((s) => ({
            orderLineId: s.orderLineId,
            carrierId: s.carrierId,
            otherCarrierName: s.otherCarrierName ?? null,
            trackingNumbers: s.trackingNumbers,
          })),
          ...viaOf(actor),
        },
      },
      now,
    );
  });
}
