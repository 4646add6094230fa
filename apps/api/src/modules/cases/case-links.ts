// The object a case is about, checked as the supplier's own (another supplier's or a missing id: 404 "Order not
// found." and so on, as everywhere) and labelled with its number; the order it belongs to is kept for the order's
// activity and page (docs/decisions/cases.md, "Links"). Reads the orders', payments' and accounting's tables (db/schema
// owners).
import { and, eq } from 'drizzle-orm';
import { CASE_LINK_KIND_LABELS, CASE_MESSAGES, creditRequestCaseLabel, type CaseLink } from '@portal/contracts';
import type { Db, Tx } from '../../db/client.ts';
import { creditRequests, deductions, invoices, orders, remittances } from '../../db/schema/index.ts';
import { NotFound } from '../../platform/errors.ts';

export interface ResolvedLink {
  kind: CaseLink['kind'];
  id: number;
  label: string;
  orderId: number | null;
}

async function labelOf(db: Db | Tx, supplierId: number, link: CaseLink): Promise<{ label: string; orderId: number | null } | undefined> {
  switch (link.kind) {
    case 'order': {
      const [row] = await db
        .select({ label: orders.purchaseOrderNumber, orderId: orders.id })
        .from(orders)
        .where(and(eq(orders.supplierId, supplierId), eq(orders.id, link.id)));
      return row;
    }
    case 'invoice': {
      const [row] = await db
        .select({ label: invoices.invoiceNumber, orderId: invoices.orderId })
        .from(invoices)
        .where(and(eq(invoices.supplierId, supplierId), eq(invoices.id, link.id)));
      return row;
    }
    case 'deduction': {
      const [row] = await db
        .select({ label: deductions.deductionNumber, orderId: deductions.orderId })
        .from(deductions)
        .where(and(eq(deductions.supplierId, supplierId), eq(deductions.id, link.id)));
      return row;
    }
    case 'remittance': {
      const [row] = await db
        .select({ label: remittances.remittanceNumber })
        .from(remittances)
        .where(and(eq(remittances.supplierId, supplierId), eq(remittances.id, link.id)));
      return row && { label: row.label, orderId: null };
    }
    case 'creditRequest': {
      const [row] = await db
        .select({ po: creditRequests.purchaseOrderNumber, amount: creditRequests.amount, orderId: creditRequests.orderId })
        .from(creditRequests)
        .where(and(eq(creditRequests.supplierId, supplierId), eq(creditRequests.id, link.id)));
      return row && { label: creditRequestCaseLabel(row.po, row.amount), orderId: row.orderId };
    }
  }
}

/** The supplier's object, or 404 naming its kind. */
export async function resolveCaseLink(db: Db | Tx, supplierId: number, link: CaseLink): Promise<ResolvedLink> {
  const found = await labelOf(db, supplierId, link);
  if (!found) throw new NotFound(CASE_MESSAGES.linkNotFound(CASE_LINK_KIND_LABELS[link.kind]));
  return { kind: link.kind, id: link.id, label: found.label, orderId: found.orderId };
}
