// Reads of the order page, every one scoped by the actor's supplier (another supplier's order is "not found").
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client.ts';
import {
  carriers,
  invoiceAgreements,
  invoices,
  orderCancellations,
  orderHistory,
  supplierFacilities,
  trackings,
  users,
} from '../../../db/schema/index.ts';

type Reader = Db | Tx;

export async function trackingsOfOrder(db: Reader, supplierId: number, orderId: number) {
  return db
    .select({
      orderItemId: trackings.orderItemId,
      trackingNumber: trackings.trackingNumber,
      carrierId: trackings.carrierId,
      carrierName: carriers.name,
      otherCarrierName: trackings.otherCarrierName,
      trackUrlTemplate: carriers.trackUrlTemplate,
    })
    .from(trackings)
    .innerJoin(carriers, eq(carriers.id, trackings.carrierId))
    .where(and(eq(trackings.supplierId, supplierId), eq(trackings.orderId, orderId)))
    .orderBy(asc(trackings.id));
}

export async function invoicesOfOrder(db: Reader, supplierId: number, orderId: number) {
  return db
    .select()
    .from(invoices)
    .where(and(eq(invoices.supplierId, supplierId), eq(invoices.orderId, orderId)))
    .orderBy(asc(invoices.invoiceCreationDate), asc(invoices.id));
}

export async function agreementsOfInvoices(db: Reader, supplierId: number, invoiceIds: number[]) {
  if (invoiceIds.length === 0) return [];
  return db
    .select()
    .from(invoiceAgreements)
    .where(and(eq(invoiceAgreements.supplierId, supplierId), inArray(invoiceAgreements.invoiceId, invoiceIds)))
    .orderBy(asc(invoiceAgreements.id));
}

export async function latestCancellation(db: Reader, supplierId: number, orderId: number) {
  const [row] = await db
    .select()
    .from(orderCancellations)
    .where(and(eq(orderCancellations.supplierId, supplierId), eq(orderCancellations.orderId, orderId)))
    .orderBy(desc(orderCancellations.createdOn), desc(orderCancellations.id))
    .limit(1);
  return row ?? null;
}

export async function facilitiesOfSupplier(db: Reader, supplierId: number) {
  return db
    .select()
    .from(supplierFacilities)
    .where(eq(supplierFacilities.supplierId, supplierId))
    .orderBy(desc(supplierFacilities.isPrimaryLocation), asc(supplierFacilities.name), asc(supplierFacilities.id));
}

export async function historyOfOrder(db: Reader, supplierId: number, orderId: number) {
  return db
    .select({
      id: orderHistory.id,
      action: orderHistory.action,
      detail: orderHistory.detail,
      createdOn: orderHistory.createdOn,
      userId: orderHistory.userId,
      firstName: users.firstName,
      lastName: users.lastName,
      userName: users.userName,
    })
    .from(orderHistory)
    .leftJoin(users, eq(users.id, orderHistory.userId))
    .where(and(eq(orderHistory.supplierId, supplierId), eq(orderHistory.orderId, orderId)))
    .orderBy(desc(orderHistory.createdOn), desc(orderHistory.id));
}

export async function allCarriers(db: Reader) {
  return db.select().from(carriers).orderBy(asc(carriers.id));
}
