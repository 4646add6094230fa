// The supplier's order for a call that reads it: another supplier's order or an unknown id is "not found", with the
// same message as the lock of the write path (order-lock.ts).
import { ORDER_NOT_FOUND } from '@portal/contracts';
import type { Db } from '../../../db/client.ts';
import type { Actor } from '../../../platform/auth.ts';
import { NotFound } from '../../../platform/errors.ts';
import { findOrder } from './orders.queries.ts';

/** The supplier user, or the order's supplier for the console's order page (docs/decisions/console-words.md). */
export async function requireOrder(db: Db, actor: Pick<Actor, 'supplierId'>, orderId: number) {
  const order = await findOrder(db, actor.supplierId, orderId);
  if (!order) throw new NotFound(ORDER_NOT_FOUND);
  return order;
}
