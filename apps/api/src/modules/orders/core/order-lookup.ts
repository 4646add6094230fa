// The supplier's order for a call that reads it: another supplier's order or an unknown id is "not found", with the
// same message as the lock of the write path (order-lock.ts).
import { ORDER_NOT_FOUND } from '@portal/contracts';
import type { Db } from '../../../db/client.ts';
import type { Actor } from '../../../platform/auth.ts';
import { NotFound } from '../../../platform/errors.ts';
import { findOrder } from './orders.queries.ts';

export async function requireOrder(db: Db, actor: Actor, orderId: number) {
  const order = await findOrder(db, actor.supplierId, orderId);
  if (!order) throw new NotFound(ORDER_NOT_FOUND);
  return order;
}
