// SQL of the contacts area, every statement scoped by the supplier.
import { and, asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';

type Queryable = Db | Tx;
import { supplierContacts, supplierKeyContacts, supplierRepresentatives, suppliers } from '../../db/schema/index.ts';
import { ROW_LOCK } from '../../db/row-lock.ts';

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

/** The first main contacts of a new supplier (an approved application), in the approval's transaction. */
export async function insertMainContacts(
  tx: Tx,
  supplierId: number,
  rows: Omit<typeof supplierContacts.$inferInsert, 'supplierId' | 'isMain'>[],
): Promise<void> {
  await tx.insert(supplierContacts).values(rows.map((row) => ({ ...row, supplierId, isMain: true })));
}

export type RepresentativeRow = typeof supplierRepresentatives.$inferSelect;

export async function findRepresentative(db: Queryable, supplierId: number): Promise<RepresentativeRow | undefined> {
  const [row] = await db.select().from(supplierRepresentatives).where(eq(supplierRepresentatives.supplierId, supplierId)).limit(1);
  return row;
}

/** Assigns or replaces the supplier's representative (one per supplier). */
export async function saveRepresentative(
  tx: Tx,
  supplierId: number,
  values: Omit<typeof supplierRepresentatives.$inferInsert, 'supplierId'>,
): Promise<RepresentativeRow> {
  const [saved] = await tx
    .insert(supplierRepresentatives)
    .values({ supplierId, ...values })
    .onConflictDoUpdate({ target: supplierRepresentatives.supplierId, set: values })
    .returning();
  return saved!;
}

export async function deleteRepresentative(tx: Tx, supplierId: number): Promise<void> {
  await tx.delete(supplierRepresentatives).where(eq(supplierRepresentatives.supplierId, supplierId));
}

export function listKeyContacts(db: Queryable, supplierId: number) {
  return db
    .select({ topic: supplierKeyContacts.topic, email: supplierKeyContacts.email })
    .from(supplierKeyContacts)
    .where(eq(supplierKeyContacts.supplierId, supplierId));
}

/** Locks the supplier's row: saves of its contacts queue here, so each compares versions with the previous save. */
export async function lockSupplierContacts(tx: Tx, supplierId: number): Promise<void> {
  await tx.select({ id: suppliers.id }).from(suppliers).where(eq(suppliers.id, supplierId)).for(ROW_LOCK);
}
