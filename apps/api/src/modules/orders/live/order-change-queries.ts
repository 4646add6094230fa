// order_history read back as order changes: the stream's Last-Event-ID replay and the listener's catch-up after a reconnect.
import { and, desc, eq, gt, max } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { orderHistory } from '../../../db/schema/index.ts';

/** A committed order change as the order_history trigger announces it. */
export interface OrderChange {
  /** order_history id: the event id a client resumes from. */
  id: number;
  orderId: number;
  supplierId: number;
}

const changeColumns = { id: orderHistory.id, orderId: orderHistory.orderId, supplierId: orderHistory.supplierId };

/**
 * Changes after `afterId`, oldest first, at most `limit`; when more exist, the newest `limit` of them and
 * `truncated` (the reader then refreshes everything instead of trusting the replay).
 */
export async function orderChangesAfter(
  db: Db,
  afterId: number,
  limit: number,
  supplierId?: number,
): Promise<{ changes: OrderChange[]; truncated: boolean }> {
  const rows = await db
    .select(changeColumns)
    .from(orderHistory)
    .where(and(gt(orderHistory.id, afterId), supplierId === undefined ? undefined : eq(orderHistory.supplierId, supplierId)))
    .orderBy(desc(orderHistory.id))
    .limit(limit + 1);
  const truncated = rows.length > limit;
  return { changes: rows.slice(0, limit).reverse(), truncated };
}

export async function latestOrderChangeId(db: Db): Promise<number> {
  const [row] = await db.select({ id: max(orderHistory.id) }).from(orderHistory);
  return row?.id ?? 0;
}
