// An invoice's acceptance for payment (docs/decisions/payments.md, "Terms and acceptance"): the first invoice of an
// order is accepted when it is submitted, an additional one by the review's Accepted. Due = the acceptance day (the
// supplier's local day) + the supplier's Net days (Net 30 without terms of its own). The acceptance is an event of its
// own, and so is the scheduling it makes: `invoice.accepted` then `invoice.scheduled`, published in the acceptance's
// transaction after the change that caused it, so the order's activity reads invoice, accepted, scheduled.
import { eq } from 'drizzle-orm';
import {
  DEFAULT_NET_DAYS,
  dueDate,
  supplierDayOf,
  type InvoiceAcceptance as AcceptedBy,
  type InvoiceAcceptedEvent,
  type InvoiceScheduledEvent,
} from '@portal/contracts';
import type { Db, Tx } from '../../../db/client.ts';
import { paymentTerms } from '../../../db/schema/index.ts';
import { publish } from '../../../platform/events/domain-events.ts';

export interface InvoiceAcceptance {
  acceptedOn: Date;
  /** 'yyyy-MM-dd' */
  dueDate: string;
}

/** The acceptance of an invoice of this supplier accepted at `at`. */
export async function invoiceAcceptance(tx: Tx | Db, supplierId: number, at: Date): Promise<InvoiceAcceptance> {
  const [terms] = await tx.select({ netDays: paymentTerms.netDays }).from(paymentTerms).where(eq(paymentTerms.supplierId, supplierId));
  return { acceptedOn: at, dueDate: dueDate(at, terms?.netDays ?? DEFAULT_NET_DAYS) };
}

export interface AcceptedInvoice {
  supplierId: number;
  orderId: number;
  invoiceId: number;
  invoiceNumber: string;
  dueDate: string;
}

/**
 * The acceptance's two events per invoice: accepted (who: `userId`, null for the portal on submission; the day, the
 * supplier's) and scheduled (the due date). Published after the change's own event, so they follow it in the activity.
 */
export async function publishInvoiceAcceptance(
  tx: Tx,
  accepted: readonly AcceptedInvoice[],
  by: AcceptedBy,
  userId: number | null,
  at: Date,
): Promise<void> {
  const acceptedOn = supplierDayOf(at);
  const events = accepted.flatMap((i): (InvoiceAcceptedEvent | InvoiceScheduledEvent)[] => {
    const fact = { supplierId: i.supplierId, orderId: i.orderId, userId };
    const invoice = { invoiceId: i.invoiceId, invoiceNumber: i.invoiceNumber };
    return [
      { ...fact, type: 'invoice.accepted', action: 'invoiceAcceptedForPayment', detail: { ...invoice, acceptedOn, acceptance: by } },
      { ...fact, type: 'invoice.scheduled', action: 'invoiceScheduled', detail: { ...invoice, dueDate: i.dueDate } },
    ];
  });
  // one invoice's accepted before its scheduled: the activity's rows are in the events' order
  if (events.length > 0) await publish(tx, events, at);
}
