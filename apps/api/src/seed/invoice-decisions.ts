// The demo's decided additional invoices (docs/decisions/payments.md, "Demo data"): two of Acme's orders invoiced five
// to seven weeks ago send a freight charge two days later, which the marketplace's review decides the next day with
// the console's own writer (decideInvoice): one Accepted (accepted and scheduled by the operator, so the year's runs
// pay it), one Rejected with the operator's reason. With the seed's other invoices the payments grid shows every
// status: Submitted (waiting for the review), Rejected, Scheduled, Paid and Paid less deductions.
import { and, asc, eq, gte, lte, notExists, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { invoices, orderHistory, orders } from '../db/schema/index.ts';
import { decideInvoice } from '../modules/orders/index.ts';

const DAY_MS = 86_400_000;
export const DEMO_REJECTION_NOTE = 'The freight was included in the order price: no separate charge is due.';

/** `adminId` sends the additional invoices, `operatorId` decides them. */
export async function seedDecidedInvoices(tx: Tx, acmeId: number, adminId: number, operatorId: number, now: Date): Promise<void> {
  const first = hasAdditionalInvoice();
  const picked = await tx
    .select({ orderId: invoices.orderId, invoiceNumber: invoices.invoiceNumber, createdOn: invoices.invoiceCreationDate })
    .from(invoices)
    .innerJoin(orders, and(eq(orders.supplierId, invoices.supplierId), eq(orders.id, invoices.orderId)))
    .where(
      and(
        eq(invoices.supplierId, acmeId),
        eq(invoices.types, 'Invoice'),
        eq(orders.status, 'Complete'),
        gte(invoices.invoiceCreationDate, new Date(now.getTime() - 49 * DAY_MS)),
        lte(invoices.invoiceCreationDate, new Date(now.getTime() - 35 * DAY_MS)),
        notExists(first),
      ),
    )
    .orderBy(asc(invoices.invoiceCreationDate), asc(invoices.id))
    .limit(2);

  for (const [n, p] of picked.entries()) {
    const sent = new Date(p.createdOn.getTime() + 2 * DAY_MS);
    const [added] = await tx
      .insert(invoices)
      .values({
        orderId: p.orderId,
        supplierId: acmeId,
        invoiceNumber: `${p.invoiceNumber}-F`,
        invoiceDate: sent.toISOString().slice(0, 10),
        invoiceCreationDate: sent,
        shippingCost: '18.75',
        total: '18.75',
        types: 'AdditionalInvoice',
        inReview: true,
      })
      .returning({ id: invoices.id });
    await tx.insert(orderHistory).values({
      supplierId: acmeId,
      orderId: p.orderId,
      userId: adminId,
      action: 'additionalInvoice',
      detail: {
        invoiceId: added!.id,
        invoiceNumber: `${p.invoiceNumber}-F`,
        invoiceDate: sent.toISOString().slice(0, 10),
        shippingCost: '18.75',
        total: '18.75',
      },
      createdOn: sent,
    });
    const accepted = n === 0;
    await decideInvoice(
      tx as unknown as Db,
      added!.id,
      accepted ? 'Accepted' : 'Rejected',
      accepted ? null : DEMO_REJECTION_NOTE,
      operatorId,
      new Date(sent.getTime() + DAY_MS),
    );
  }
}

/** An order that has an additional invoice already. */
function hasAdditionalInvoice() {
  return sql`(select 1 from invoices a where a.supplier_id = ${invoices.supplierId} and a.order_id = ${invoices.orderId} and a.types <> 'Invoice')`;
}
