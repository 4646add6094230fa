// The marketplace's review of additional invoices: accept (the invoice counts as accepted) or reject with a note the
// supplier sees on its order page. One transaction under the order's lock; history invoiceAccepted / invoiceRejected.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { invoices } from '../../../db/schema/index.ts';
import { Conflict, NotFound } from '../../../platform/errors.ts';
import { commitOrderChange, lockOrder } from '../core/order-lock.ts';
import { invoiceAcceptance, publishInvoiceAcceptance } from '../core/invoice-acceptance.ts';

export type InvoiceDecision = 'Accepted' | 'Rejected';

/** Decides one invoice in review and answers its order's id. 404 for an unknown invoice, 409 when already decided. */
export async function decideInvoice(
  db: Db,
  invoiceId: number,
  decision: InvoiceDecision,
  note: string | null,
  operatorId: number | null,
  now: Date,
): Promise<number> {
  const [found] = await db.select({ orderId: invoices.orderId }).from(invoices).where(eq(invoices.id, invoiceId));
  if (!found) throw new NotFound('The invoice was not found.');
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, null, found.orderId);
    const [invoice] = await tx.select().from(invoices).where(eq(invoices.id, invoiceId));
    if (!invoice!.inReview)
      throw new Conflict(`The invoice ${invoice!.invoiceNumber} was already decided (${invoice!.reviewStatus ?? 'Accepted'}).`);
    // Accepted: scheduled for payment, due the supplier's Net days later (docs/decisions/payments.md)
    const acceptance = decision === 'Accepted' ? await invoiceAcceptance(tx, order.supplierId, now) : null;
    await tx
      .update(invoices)
      .set({ inReview: false, reviewStatus: decision, reviewNote: note, reviewedOn: now, reviewedBy: operatorId, ...acceptance })
      .where(and(eq(invoices.supplierId, order.supplierId), eq(invoices.id, invoiceId)));
    const [stillInReview] = await tx
      .select({ id: invoices.id })
      .from(invoices)
      .where(and(eq(invoices.orderId, order.id), eq(invoices.supplierId, order.supplierId), eq(invoices.inReview, true)))
      .limit(1);
    await commitOrderChange(
      tx,
      order,
      operatorId,
      { hasInvoiceInReview: Boolean(stillInReview) },
      {
        action: decision === 'Accepted' ? 'invoiceAccepted' : 'invoiceRejected',
        detail: {
          invoiceId,
          invoiceNumber: invoice!.invoiceNumber,
          ...(note ? { note } : {}),
          ...(acceptance ? { dueDate: acceptance.dueDate } : {}),
        },
      },
      now,
    );
    if (acceptance) {
      const accepted = {
        supplierId: order.supplierId,
        orderId: order.id,
        invoiceId,
        invoiceNumber: invoice!.invoiceNumber,
        dueDate: acceptance.dueDate,
      };
      await publishInvoiceAcceptance(tx, [accepted], 'OnReview', operatorId, now);
    }
    return order.id;
  });
}
