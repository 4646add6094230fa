// SQL of bulk shipping labels; every statement is scoped by the actor's supplier.
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client.ts';
import { labelBatches, orderItems, orders, supplierFacilities } from '../../../db/schema/index.ts';

export type LabelOrder = Awaited<ReturnType<typeof lockLabelOrders>>[number];

/** The supplier's orders among the ids, locked for the rest of the transaction (two batches of one order queue up). */
export async function lockLabelOrders(tx: Tx, supplierId: number, ids: number[]) {
  return tx
    .select({
      id: orders.id,
      status: orders.status,
      purchaseOrderNumber: orders.purchaseOrderNumber,
      shippingMethod: orders.shippingMethod,
      shipFromFacilityId: orders.shipFromFacilityId,
      firstName: orders.customerFirstName,
      lastName: orders.customerLastName,
      company: orders.customerCompany,
      phone: orders.phone,
      address1: orders.address1,
      address2: orders.address2,
      address3: orders.address3,
      city: orders.city,
      state: orders.state,
      zip: orders.zip,
      country: orders.country,
    })
    .from(orders)
    .where(and(eq(orders.supplierId, supplierId), inArray(orders.id, ids)))
    .orderBy(asc(orders.id))
    .for('update');
}

export async function itemsOfOrders(tx: Tx, orderIds: number[]) {
  return tx
    .select({ id: orderItems.id, orderId: orderItems.orderId, quantity: orderItems.quantity, sku: orderItems.sku })
    .from(orderItems)
    .where(inArray(orderItems.orderId, orderIds))
    .orderBy(asc(orderItems.orderId), asc(orderItems.id));
}

export type ShipFromFacility = Awaited<ReturnType<typeof facilitiesOfSupplier>>[number];

/** Active facilities, the primary one first: the fallback ship-from when an order names none. */
export async function facilitiesOfSupplier(tx: Tx, supplierId: number) {
  return tx
    .select({
      id: supplierFacilities.id,
      name: supplierFacilities.name,
      address: supplierFacilities.address,
      city: supplierFacilities.city,
      state: supplierFacilities.state,
      zipCode: supplierFacilities.zipCode,
      countryCode: supplierFacilities.countryCode,
      contactPhone: supplierFacilities.contactPhone,
      isActive: supplierFacilities.isActive,
    })
    .from(supplierFacilities)
    .where(eq(supplierFacilities.supplierId, supplierId))
    .orderBy(desc(supplierFacilities.isActive), desc(supplierFacilities.isPrimaryLocation), asc(supplierFacilities.id));
}

export async function markOrdersLabelled(tx: Tx, supplierId: number, orderIds: number[], fileName: string, at: Date): Promise<void> {
  await tx
    .update(orders)
    .set({ hasLabel: true, hasGroundLabel: true, labelFileName: fileName, version: sql`${orders.version} + 1`, updatedOn: at })
    .where(and(eq(orders.supplierId, supplierId), inArray(orders.id, orderIds)));
}

export async function insertLabelBatch(tx: Tx, batch: typeof labelBatches.$inferInsert): Promise<void> {
  await tx.insert(labelBatches).values(batch);
}

export async function findLabelBatch(db: Db, supplierId: number, batchNumber: string) {
  const [row] = await db
    .select({ id: labelBatches.id, fileName: labelBatches.fileName })
    .from(labelBatches)
    .where(and(eq(labelBatches.id, batchNumber), eq(labelBatches.supplierId, supplierId)));
  return row ?? null;
}
