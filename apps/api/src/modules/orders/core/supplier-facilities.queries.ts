// Writes of the suppliers' facilities (warehouses and return warehouses) from outside the orders area: the orders
// area reads them for labels, LTL and ship-from, and owns the table (docs/decisions/house.md).
import type { Tx } from '../../../db/client.ts';
import { supplierFacilities } from '../../../db/schema/index.ts';

export type NewFacility = Omit<typeof supplierFacilities.$inferInsert, 'supplierId' | 'id'>;

/** The first facilities of a new supplier (an approved application), in the approval's transaction. */
export async function insertSupplierFacilities(tx: Tx, supplierId: number, rows: NewFacility[]): Promise<void> {
  await tx.insert(supplierFacilities).values(rows.map((row) => ({ ...row, supplierId })));
}
