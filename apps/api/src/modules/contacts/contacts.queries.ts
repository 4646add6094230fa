// SQL of the contacts area, every statement scoped by the supplier.
import { and, asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';

type Queryable = Db | Tx;
import { supplierContacts, supplierKeyContacts, supplierRepresentatives, suppliers } from '../../db/schema/index.ts';

export type ContactRow = typeof supplierContacts.$inferSelect;

export function listContacts(db: Queryable, supplierId: number): Promise<ContactRow[]> {
  return db
    .select()
    .from(supplierContacts)
    .where(eq(supplierContacts.supplierId, supplierId))
    .orderBy(asc(supplierContacts.position), asc(supplierContacts.id));
}

/** Replaces the main contacts or the additional contacts of a supplier with these rows. */
export async function replaceContacts(
  db: Queryable,
  supplierId: number,
  isMain: boolean,
  rows: Omit<typeof supplierContacts.$inferInsert, 'supplierId' | 'isMain'>[],
): Promise<void> {
  await db.delete(supplierContacts).where(and(eq(supplierContacts.supplierId, supplierId), eq(supplierContacts.isMain, isMain)));
  if (rows.length) await db.insert(supplierContacts).values(rows.map((row) => ({ ...row, supplierId, isMain })));
}

export async function findRepresentative(db: Queryable, supplierId: number) {
  const [row] = await db.select().from(supplierRepresentatives).where(eq(supplierRepresentatives.supplierId, supplierId)).limit(1);
  return row;
}

export function listKeyContacts(db: Queryable, supplierId: number) {
  return db
    .select({ topic: supplierKeyContacts.topic, email: supplierKeyContacts.email })
    .from(supplierKeyContacts)
    .where(eq(supplierKeyContacts.supplierId, supplierId));
}

/** Locks the supplier's row: saves of its contacts queue here, so each compares versions with the previous save. */
export async function lockSupplierContacts(tx: Tx, supplierId: number): Promise<void> {
  await tx.select({ id: suppliers.id }).from(suppliers).where(eq(suppliers.id, supplierId)).for('update');
}
