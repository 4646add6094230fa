// SQL of a person's memberships (supplier_memberships, migration 0050). The person's own calls filter by the signed-in
// person; the console's by the supplier it looks at.
import { and, asc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { supplierMemberships, suppliers, users } from '../../db/schema/index.ts';

type Queryable = Db | Tx;

/** Memberships with their supplier's name, by that name: the person's own list and the console's. */
function membershipsWithSupplier(db: Queryable, where: SQL | undefined) {
  return db
    .select({
      userId: supplierMemberships.userId,
      supplierId: supplierMemberships.supplierId,
      supplierName: suppliers.name,
      isAdmin: supplierMemberships.isAdmin,
      isActive: supplierMemberships.isActive,
      invitationPending: sql<boolean>`(${supplierMemberships.acceptedOn} is null)`,
    })
    .from(supplierMemberships)
    .innerJoin(suppliers, eq(suppliers.id, supplierMemberships.supplierId))
    .where(where)
    .orderBy(asc(sql`lower(${suppliers.name})`), asc(supplierMemberships.supplierId));
}

/** The person's memberships they may see: active ones (accepted or invited), by supplier name. */
export function activeMembershipsOf(db: Queryable, userId: number) {
  return membershipsWithSupplier(db, and(eq(supplierMemberships.userId, userId), eq(supplierMemberships.isActive, true)));
}

/** Accepts the person's invitation of the supplier once: false when there is none waiting. */
export async function acceptInvitation(db: Queryable, userId: number, supplierId: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(supplierMemberships)
    .set({ acceptedOn: now })
    .where(
      and(
        eq(supplierMemberships.userId, userId),
        eq(supplierMemberships.supplierId, supplierId),
        eq(supplierMemberships.isActive, true),
        isNull(supplierMemberships.acceptedOn),
      ),
    )
    .returning({ userId: supplierMemberships.userId });
  return rows.length === 1;
}

export async function findMembership(db: Queryable, userId: number, supplierId: number) {
  const [row] = await db
    .select({
      isActive: supplierMemberships.isActive,
      acceptedOn: supplierMemberships.acceptedOn,
      supplierName: suppliers.name,
      requiresSecondFactor: suppliers.requireSecondFactor,
    })
    .from(supplierMemberships)
    .innerJoin(suppliers, eq(suppliers.id, supplierMemberships.supplierId))
    .where(and(eq(supplierMemberships.userId, userId), eq(supplierMemberships.supplierId, supplierId)))
    .limit(1);
  return row;
}

/** The console: the supplier's people, each with every membership they have (any supplier's, active or not). */
export async function peopleOfSupplier(db: Queryable, supplierId: number) {
  const people = await db
    .select({ userId: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(supplierMemberships)
    .innerJoin(users, eq(users.id, supplierMemberships.userId))
    .where(eq(supplierMemberships.supplierId, supplierId))
    .orderBy(asc(sql`lower(${users.email})`));
  if (!people.length) return [];
  const memberships = await membershipsWithSupplier(
    db,
    inArray(
      supplierMemberships.userId,
      people.map((p) => p.userId),
    ),
  );
  return people.map((p) => ({
    userId: p.userId,
    email: p.email,
    name: `${p.firstName} ${p.lastName}`.trim() || p.email,
    memberships: memberships.filter((m) => m.userId === p.userId).map(({ userId: _, ...m }) => m),
  }));
}

export async function supplierExists(db: Queryable, supplierId: number): Promise<boolean> {
  const [row] = await db.select({ id: suppliers.id }).from(suppliers).where(eq(suppliers.id, supplierId)).limit(1);
  return row !== undefined;
}
