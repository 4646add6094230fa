// Order transitions of the list: mark as processing (bulk). Rules come from contracts' state machine.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { canTransition, nextStatus, ORDER_NOT_FOUND, ORDER_RULE_MESSAGES, type BulkProcessResult, type FulfillmentStatus } from '@portal/contracts';
import type { Db } from '../../../db/client.ts';
import { orderItems, orders } from '../../../db/schema/index.ts';
import type { Actor } from '../../../platform/auth.ts';
import { recordHistory } from '../core/order-history.ts';

/**
 * Marks NeedsProcessing orders as AwaitingShipment and copies the PO number into the supplier order number, in one
 * transaction. Others land in failedOrders; ids of other suppliers read "Order not found." like ids that do not exist.
 */
export async function markProcessing(db: Db, actor: Actor, ids: number[]): Promise<BulkProcessResult> {
  return db.transaction(async (tx) => {
    const unique = [...new Set(ids)];
    const found = await tx
      .select({ id: orders.id, status: orders.status, po: orders.purchaseOrderNumber })
      .from(orders)
      .where(and(eq(orders.supplierId, actor.supplierId), inArray(orders.id, unique)))
      .for('update');
    const byId = new Map(found.map((o) => [o.id, o]));
    const failedOrders: Record<string, string> = {};
    const ok: number[] = [];
    for (const id of unique) {
      const o = byId.get(id);
      if (!o) failedOrders[id] = ORDER_NOT_FOUND;
      else if (o.status !== 'NeedsProcessing' || !canTransition(o.status as FulfillmentStatus, 'process'))
        failedOrders[id] = ORDER_RULE_MESSAGES.processingNeedsNeedsProcessing;
      else ok.push(id);
    }
    if (ok.length) {
      const to = nextStatus('NeedsProcessing', 'process')!;
      await tx
        .update(orders)
        .set({
          status: to,
          supplierOrderNumber: sql`${orders.purchaseOrderNumber}`,
          version: sql`${orders.version} + 1`,
          updatedOn: new Date(),
        })
        .where(and(eq(orders.supplierId, actor.supplierId), inArray(orders.id, ok)));
      await tx.update(orderItems).set({ status: to }).where(inArray(orderItems.orderId, ok));
      await recordHistory(
        tx,
        actor.userId,
        ok.map((id) => ({ orderId: id, action: 'process', detail: { from: 'NeedsProcessing', to, supplierOrderNumber: byId.get(id)!.po } })),
      );
    }
    return { allSuccess: Object.keys(failedOrders).length === 0, failedOrders };
  });
}
