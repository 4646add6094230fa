// The mail to a supplier's active Admins after an operator's decision on one of its orders (sent after the commit;
// a mail that fails is logged, the decision stands).
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { orders, users } from '../../../../db/schema/index.ts';
import type { MailMessage } from '../../../../platform/mail/mail-message.ts';
import { plainTextToHtml } from '../../../../platform/mail/plain-text-html.ts';

export function decisionMail(to: string, purchaseOrderNumber: string, what: string, link: string, note: string | null): MailMessage {
  const lines = [
    'Hello,',
    `The marketplace ${what} for order ${purchaseOrderNumber}.`,
    ...(note ? [`Note from the marketplace: ${note}`] : []),
    `Open the order: ${link}`,
  ];
  const text = `${lines.join('\n\n')}\n\nSupplier Portal\n`;
  return { to, subject: `Order ${purchaseOrderNumber}: ${what}`, text, html: plainTextToHtml(text) };
}

/** Mails every active Admin of the order's supplier. */
export async function mailSupplierAdmins(app: FastifyInstance, orderId: number, what: string, note: string | null = null): Promise<void> {
  const db = app.database.db;
  try {
    const [order] = await db
      .select({ supplierId: orders.supplierId, po: orders.purchaseOrderNumber })
      .from(orders)
      .where(eq(orders.id, orderId));
    if (!order) return;
    const admins = await db
      .select({ email: users.email })
      .from(users)
      .where(and(eq(users.supplierId, order.supplierId), eq(users.isAdmin, true), eq(users.isActive, true)));
    const link = `${app.config.publicUrl.replace(/\/$/, '')}/orders/${orderId}`;
    for (const admin of admins) await app.mailer.send(decisionMail(admin.email, order.po, what, link, note));
  } catch (error) {
    app.log.error({ err: error, orderId }, 'the decision mail was not sent');
  }
}
