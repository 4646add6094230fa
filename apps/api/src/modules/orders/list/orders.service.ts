// Order transitions of the list: mark as processing (bulk). Rules come from contracts' state machine.
import { sql } from 'drizzle-orm';
import {
  canMarkProcessing,
  canTransition,
  ORDER_NOT_FOUND,
  ORDER_RULE_MESSAGES,
  type BulkProcessResult,
  type FulfillmentStatus,
} from '@portal/contracts';
import type { Db } from '../../../db/client.ts';
import { orders } from '../../../db/schema/index.ts';
import type { Actor } from '../../../platform/auth.ts';
import { commitOrderChanges, lockOrders, requireCommonTransition, type LockedOrder } from '../core/order-lock.ts';

/**
 * Marks NeedsProcessing orders as AwaitingShipment and copies the PO number into the supplier order number, in one
 * transaction through the order lock (core/order-lock.ts: locked rows, version check, history at the clock's `now`).
 * Others land in failedOrders; ids of other suppliers read "Order not found." like ids that do not exist.
 */
export async function markProcessing(db: Db, actor: Actor, ids: number[], now: Date): Promise<BulkProcessResult> {
  return db.transaction(async (tx) => {
    const unique = [...new Set(ids)];
    const byId = new Map((await lockOrders(tx, actor.supplierId, unique)).map((o) => [o.id, o]));
    const failedOrders: Record<string, string> = {};
    const ok: LockedOrder[] = [];
    for (const id of unique) {
      const o = byId.get(id);
      if (!o) {
        failedOrders[id] = ORDER_NOT_FOUND;
        continue;
      }
      // The selection bar's rule, per order (a whole selection is not refused for one order: the others go through).
      const status = o.status as FulfillmentStatus;
      const problem =
        canMarkProcessing([{ fulfillmentStatus: status }]) ??
        (canTransition(status, 'process') ? null : ORDER_RULE_MESSAGES.processingNeedsNeedsProcessing);
      if (problem) failedOrders[id] = problem;
      else ok.push(o);
    }
    if (ok.length) {
      await commitOrderChanges(
        tx,
        ok,
        actor.userId,
        { status: requireCommonTransition(ok, 'process'), supplierOrderNumber: sql`${orders.purchaseOrderNumber}` },
        (o) => ({ action: 'process', detail: { supplierOrderNumber: o.purchaseOrderNumber } }),
        now,
      );
    }
    return { allSuccess: Object.keys(failedOrders).length === 0, failedOrders };
  });
}
