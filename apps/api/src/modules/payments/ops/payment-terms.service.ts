// A supplier's payment terms, read and set by an operator (docs/decisions/payments.md, "Terms and acceptance").
import { eq } from 'drizzle-orm';
import { DEFAULT_NET_DAYS, type PaymentTermsView } from '@portal/contracts';
import type { Db } from '../../../db/client.ts';
import { paymentTerms, suppliers } from '../../../db/schema/index.ts';
import { NotFound } from '../../../platform/errors.ts';

async function requireSupplier(db: Db, supplierId: number): Promise<void> {
  const [s] = await db.select({ id: suppliers.id }).from(suppliers).where(eq(suppliers.id, supplierId));
  if (!s) throw new NotFound('The supplier was not found.');
}

export async function getPaymentTerms(db: Db, supplierId: number): Promise<PaymentTermsView> {
  await requireSupplier(db, supplierId);
  const [t] = await db.select().from(paymentTerms).where(eq(paymentTerms.supplierId, supplierId));
  return t
    ? { supplierId, netDays: t.netDays, isDefault: false, updatedOn: t.updatedOn.toISOString() }
    : { supplierId, netDays: DEFAULT_NET_DAYS, isDefault: true, updatedOn: null };
}

/** Sets the supplier's Net days; invoices accepted from now on are due by them (accepted ones keep their due date). */
export async function setPaymentTerms(
  db: Db,
  supplierId: number,
  netDays: number,
  operatorId: number,
  now: Date,
): Promise<PaymentTermsView> {
  await requireSupplier(db, supplierId);
  await db
    .insert(paymentTerms)
    .values({ supplierId, netDays, updatedOn: now, updatedBy: operatorId })
    .onConflictDoUpdate({ target: paymentTerms.supplierId, set: { netDays, updatedOn: now, updatedBy: operatorId } });
  return getPaymentTerms(db, supplierId);
}
