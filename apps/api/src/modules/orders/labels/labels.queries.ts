// SQL of bulk shipping labels; every statement is scoped by the actor's supplier.
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client.ts';
import { labelBatches, orderItems, supplierFacilities } from '../../../db/schema/index.ts';

export async function itemsOfOrders(tx: Tx, supplierId: number, orderIds: number[]) {
  return tx
    .select({ id: orderItems.id, orderId: orderItems.orderId, quantity: orderItems.quantity, sku: orderItems.sku })
    .from(orderItems)
    .where(and(eq(orderItems.supplierId, supplierId), inArray(orderItems.orderId, orderIds)))
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
