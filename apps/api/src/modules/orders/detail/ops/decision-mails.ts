// The mail to a supplier's active Admins about an operator's decision on one of its orders: an outbox row written in
// the decision's request transaction (the decision routes are `atomic`), so the decision and its mail commit together
// or not at all. The addresses and the mail's frame are the suppliers module's.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { orders } from '../../../../db/schema/index.ts';
import { activeAdminEmails, mailSupplierAdmins } from '../../../suppliers/index.ts';

/** Mails every active Admin of the order's supplier. */
export async function mailDecisionToSupplierAdmins(
  app: FastifyInstance,
  orderId: number,
  what: string,
  note: string | null = null,
): Promise<void> {
  const db = app.database.db;
  const [order] = await db
    .select({ supplierId: orders.supplierId, po: orders.purchaseOrderNumber })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!order) return;
  const link = `${app.config.publicUrl.replace(/\/$/, '')}/orders/${orderId}`;
  await mailSupplierAdmins(app.mailer, await activeAdminEmails(db, order.supplierId), `Order ${order.po}: ${what}`, [
    `The marketplace ${what} for order ${order.po}.`,
    ...(note ? [`Note from the marketplace: ${note}`] : []),
    `Open the order: ${link}`,
  ]);
}
