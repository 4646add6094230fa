// The one path every order change takes: lock the supplier's order row (SELECT ... FOR NO KEY UPDATE), check the state
// machine against the status seen under the lock, write the change with `where version = seen` and bump the
// version, and record the history row, all inside the caller's transaction. A second concurrent writer waits for
// the lock, then sees the new status and is refused (409) instead of silently doing nothing. The bulk calls (mark as
// processing, imports, bulk labels) lock their orders with lockOrders / lockOrdersByPo and write through
// commitOrderChanges: the same version check, history and clock, one statement for the batch (per 1,000 orders);
// commitEachOrderChange is the same for a batch whose orders change differently (EDI's ship notices).
import { and, asc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import {
  FULFILLMENT_STATUS_LABELS,
  nextStatus,
  ORDER_NOT_FOUND,
  type FulfillmentStatus,
  type OrderAction,
  type OrderChangeAction,
} from '@portal/contracts';
import type { Tx } from '../../../db/client.ts';
import { orderItems, orders } from '../../../db/schema/index.ts';
import { Conflict, NotFound } from '../../../platform/errors.ts';
import { publishOrderChanges } from './order-history.ts';
import { ROW_LOCK } from '../../../db/row-lock.ts';

export type LockedOrder = typeof orders.$inferSelect;
/**
 * What a change may write: no key column (id, supplier, PO number: the order's unique keys), so the row lock it holds
 * is FOR NO KEY UPDATE, as an UPDATE of non-key columns takes (ROW_LOCK, db/row-lock.ts): a supplier's change of an
 * order a payment run pays does not wait for the run's history rows that refer to it.
 */
type OrderColumns = Omit<typeof orders.$inferInsert, 'id' | 'supplierId' | 'purchaseOrderNumber' | 'version' | 'status' | 'updatedOn'>;
/** New column values (or an SQL expression of the row's own columns); the status only as the state machine gives it. */
export type OrderChange = { [K in keyof OrderColumns]?: OrderColumns[K] | SQL } & { status?: FulfillmentStatus };
/** What the history row says: the action and its details (from/to are added when the status moves). */
export interface HistoryNote {
  action: OrderChangeAction;
  detail?: Record<string, unknown>;
  /** A marketplace decision taken from this case: its event carries it (the cases area resolves the case with it). */
  caseId?: number;
}

const ACTION_NAMES: Record<OrderAction, string> = {
  process: 'process the order',
  ship: 'record shipments',
  invoice: 'create the invoice',
  additionalInvoice: 'add an additional invoice',
  cancel: 'cancel the order',
  priceChange: 'request a price change',
  label: 'print a shipping label',
  ltl: 'request an LTL shipment',
  replaceLabel: 'void the label',
  movePickup: 'move the pickup',
  changeShipFrom: 'change the warehouse',
  undoProcessing: 'undo processing',
  undoShipment: 'undo the shipment',
  correctAddress: 'correct the shipping address',
};

/** The supplier's order, locked until the transaction ends; another supplier's order is "not found". */
export async function lockOrder(tx: Tx, supplierId: number | null, orderId: number): Promise<LockedOrder> {
  const where = supplierId === null ? eq(orders.id, orderId) : and(eq(orders.id, orderId), eq(orders.supplierId, supplierId));
  const [row] = await tx.select().from(orders).where(where).for(ROW_LOCK);
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

/** The supplier's orders among the ids, locked in id order (two bulk calls over the same orders queue up, never deadlock). */
export async function lockOrders(tx: Tx, supplierId: number, orderIds: readonly number[]): Promise<LockedOrder[]> {
  const ids = [...new Set(orderIds)];
  if (ids.length === 0) return [];
  return tx
    .select()
    .from(orders)
    .where(and(eq(orders.supplierId, supplierId), inArray(orders.id, ids)))
    .orderBy(asc(orders.id))
    .for(ROW_LOCK);
}

/** The supplier's orders with these PO numbers, locked in id order, by PO number. */
export async function lockOrdersByPo(tx: Tx, supplierId: number, poNumbers: readonly string[]): Promise<Map<string, LockedOrder>> {
  const unique = [...new Set(poNumbers.filter(Boolean))];
  if (unique.length === 0) return new Map();
  const rows = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.supplierId, supplierId), inArray(orders.purchaseOrderNumber, unique)))
    .orderBy(asc(orders.id))
    .for(ROW_LOCK);
  return new Map(rows.map((o) => [o.purchaseOrderNumber, o]));
}

/** The status the action leads every one of the orders to (each checked as requireTransition does): a bulk call's change. */
export function requireCommonTransition(locked: readonly LockedOrder[], action: OrderAction): FulfillmentStatus {
  const next = new Set(locked.map((order) => requireTransition(order, action)));
  if (next.size !== 1) throw new Error(`The orders do not move to one status by ${action}: ${[...next].join(', ')}.`);
  return [...next][0]!;
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
  history: HistoryNote,
  at: Date,
): Promise<number> {
  const versions = await commitOrderChanges(tx, [order], userId, change, () => history, at);
  return versions.get(order.id)!;
}

/**
 * The same change to several locked orders (the bulk calls): one UPDATE in which every row must still have the
 * version it was read with (else 409 and the transaction rolls back), versions bumped, the items' status kept in step
 * and one history row per order, all at the clock's `at`. Answers the new version of each order by id.
 */
export async function commitOrderChanges(
  tx: Tx,
  locked: readonly LockedOrder[],
  userId: number | null,
  change: OrderChange,
  history: (order: LockedOrder) => HistoryNote,
  at: Date,
): Promise<Map<number, number>> {
  return commitEachOrderChange(
    tx,
    userId,
    locked.map((order) => ({ order, change, history: history(order) })),
    at,
  );
}

/** One order's change in a batch (commitEachOrderChange): orders given the same `change` object are written together. */
export interface EachOrderChange {
  order: LockedOrder;
  change: OrderChange;
  history: HistoryNote;
}

/** Orders one UPDATE writes at most: a statement's parameters stay well under the drivers' limit (65,535). */
export const ORDERS_PER_STATEMENT = 1000;

/**
 * Changes of several locked orders, each its own (EDI's ship notices: some orders move on, some keep their status):
 * the orders given the same change object are written by one UPDATE per ORDERS_PER_STATEMENT orders, each row still at
 * the version it was read with (else 409 and the transaction rolls back), versions bumped, the items' status kept in
 * step; then the changes' events are published once, in the order given (one history row per order, one run of every
 * in-transaction reaction for the whole batch, as a bulk call's). Answers the new version of each order by id.
 */
export async function commitEachOrderChange(
  tx: Tx,
  userId: number | null,
  changes: readonly EachOrderChange[],
  at: Date,
): Promise<Map<number, number>> {
  const versions = new Map<number, number>();
  if (changes.length === 0) return versions;
  const byChange = new Map<OrderChange, LockedOrder[]>();
  for (const c of changes) {
    const same = byChange.get(c.change);
    if (same) same.push(c.order);
    else byChange.set(c.change, [c.order]);
  }
  for (const [change, locked] of byChange)
    for (let start = 0; start < locked.length; start += ORDERS_PER_STATEMENT)
      for (const [id, version] of await writeOrders(tx, locked.slice(start, start + ORDERS_PER_STATEMENT), change, at))
        versions.set(id, version);
  // the change's event, in its transaction: the order's activity row, its webhooks and its scorecard facts react to it
  await publishOrderChanges(
    tx,
    userId,
    changes.map(({ order: o, change, history: note }) => ({
      supplierId: o.supplierId,
      orderId: o.id,
      action: note.action,
      detail: { ...note.detail, ...(moves(o, change) ? { from: o.status, to: change.status } : {}) },
      ...(note.caseId === undefined ? {} : { caseId: note.caseId }),
    })),
    at,
  );
  return versions;
}

const moves = (o: LockedOrder, change: OrderChange) => change.status !== undefined && change.status !== o.status;

/** One UPDATE of the orders (each at the version it was read with) and their items' status when they move. */
async function writeOrders(tx: Tx, locked: readonly LockedOrder[], change: OrderChange, at: Date): Promise<Map<number, number>> {
  const seen = or(...locked.map((o) => and(eq(orders.supplierId, o.supplierId), eq(orders.id, o.id), eq(orders.version, o.version))));
  const supplierIds = [...new Set(locked.map((o) => o.supplierId))];
  const updated = await tx
    .update(orders)
    .set({ ...change, version: sql`${orders.version} + 1`, updatedOn: at })
    .where(seen)
    .returning({ id: orders.id, version: orders.version });
  if (updated.length !== locked.length) throw new Conflict('The order was changed by someone else. Reload it and try again.');
  const movedIds = locked.filter((o) => moves(o, change)).map((o) => o.id);
  if (movedIds.length)
    await tx
      .update(orderItems)
      .set({ status: change.status! })
      .where(and(inArray(orderItems.supplierId, supplierIds), inArray(orderItems.orderId, movedIds)));
  return new Map(updated.map((u) => [u.id, u.version]));
}
