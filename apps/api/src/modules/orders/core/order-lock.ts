// The one path every order change takes: lock the supplier's order row (SELECT ... FOR UPDATE), check the state
// machine against the status seen under the lock, write the change with `where version = seen` and bump the
// version, and record the history row, all inside the caller's transaction. A second concurrent writer waits for
// the lock, then sees the new status and is refused (409) instead of silently doing nothing.
import { and, eq, sql } from 'drizzle-orm';
import { FULFILLMENT_STATUS_LABELS, nextStatus, ORDER_NOT_FOUND, type FulfillmentStatus, type OrderAction } from '@portal/contracts';
import type { Tx } from '../../../db/client.ts';
import { orderItems, orders } from '../../../db/schema/index.ts';
import { Conflict, NotFound } from '../../../platform/errors.ts';
import { recordHistory } from './order-history.ts';

export type LockedOrder = typeof orders.$inferSelect;
type OrderChange = Partial<Omit<typeof orders.$inferInsert, 'id' | 'supplierId' | 'version'>>;

const ACTION_NAMES: Record<OrderAction, string> = {
  process: 'process the order',
  ship: 'record shipments',
  invoice: 'create the invoice',
  additionalInvoice: 'add an additional invoice',
  cancel: 'cancel the order',
  priceChange: 'request a price change',
  label: 'print a shipping label',
  ltl: 'request an LTL shipment',
};

/** The supplier's order, locked until the transaction ends; another supplier's order is "not found". */
export async function lockOrder(tx: Tx, supplierId: number | null, orderId: number): Promise<LockedOrder> {
  const where = supplierId === null ? eq(orders.id, orderId) : and(eq(orders.id, orderId), eq(orders.supplierId, supplierId));
  const [row] = await tx.select().from(orders).where(where).for('update');
  if (!row) throw new NotFound(ORDER_NOT_FOUND);
  return row;
}

/** The status the action leads to, or 409 naming the status and the action. */
export function requireTransition(order: LockedOrder, action: OrderAction): FulfillmentStatus {
  const status = order.status as FulfillmentStatus;
  const next = nextStatus(status, action);
  if (!next) throw new Conflict(`Cannot ${ACTION_NAMES[action]}: the order is ${FULFILLMENT_STATUS_LABELS[status]} (${status}).`);
  return next;
}

/**
 * Writes the change only if nobody changed the order since it was read (version), bumps the version and records
 * who did what. A lost race answers 409 and the transaction rolls back.
 */
export async function commitOrderChange(
  tx: Tx,
  order: LockedOrder,
  userId: number | null,
  change: OrderChange,
  history: { action: string; detail?: Record<string, unknown> },
  at: Date,
): Promise<number> {
  const updated = await tx
    .update(orders)
    .set({ ...change, version: sql`${orders.version} + 1`, updatedOn: at })
    .where(and(eq(orders.id, order.id), eq(orders.version, order.version)))
    .returning({ version: orders.version });
  if (updated.length === 0) throw new Conflict('The order was changed by someone else. Reload it and try again.');
  if (change.status && change.status !== order.status) {
    await tx.update(orderItems).set({ status: change.status }).where(eq(orderItems.orderId, order.id));
  }
  await recordHistory(tx, userId, [
    { orderId: order.id, action: history.action, detail: { ...history.detail, ...(change.status && change.status !== order.status ? { from: order.status, to: change.status } : {}) } },
  ]);
  return updated[0]!.version;
}
