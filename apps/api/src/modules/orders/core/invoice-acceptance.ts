// An invoice's acceptance for payment (docs/decisions/payments.md, "Terms and acceptance"): the first invoice of an
// order is accepted when it is submitted, an additional one by the review's Accepted. Due = the acceptance day (the
// supplier's local day) + the supplier's Net days (Net 30 without terms of its own).
import { eq } from 'drizzle-orm';
import { DEFAULT_NET_DAYS, dueDate } from '@portal/contracts';
import type { Db, Tx } from '../../../db/client.ts';
import { paymentTerms } from '../../../db/schema/index.ts';

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
