// SQL of users administration, every statement scoped by the supplier: a supplier's users are the people with a
// membership of it (supplier_memberships, migration 0050), with the role and activation they have there.
import { and, asc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { supplierMemberships, userChanges, users } from '../../db/schema/index.ts';
import { ROW_LOCK } from '../../db/row-lock.ts';

type Queryable = Db | Tx;

export const supplierUserColumns = {
  id: users.id,
  isActive: supplierMemberships.isActive,
  userName: users.userName,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  isAdmin: supplierMemberships.isAdmin,
  /** Invited while already a person of another supplier, not yet accepted: no access here until then. */
  invitationPending: sql<boolean>`(${supplierMemberships.acceptedOn} is null)`,
};

/**
 * A supplier's active users: those who may sign in for it, listed "Active" on its Users screen (an active, accepted
 * membership). The one definition of an active user that the console's suppliers grid and supplier page count with
 * (docs/decisions/ops-queues.md). `supplierId` is the outer query's column written out in full (`qualifiedColumn`,
 * db/qualified-column.ts), never a bare column: inside this subquery a bare "supplier_id" would be the membership's own.
 */
export const activeUserCountOf = (supplierId: SQL): SQL<number> =>
  sql<number>`(select count(*)::int from ${supplierMemberships} active_user where active_user.supplier_id = ${supplierId} and active_user.is_active and active_user.accepted_on is not null)`;

export function listSupplierUsers(db: Queryable, supplierId: number) {
  return db
    .select(supplierUserColumns)
    .from(supplierMemberships)
    .innerJoin(users, eq(users.id, supplierMemberships.userId))
    .where(eq(supplierMemberships.supplierId, supplierId))
    .orderBy(asc(sql`lower(${users.userName})`));
}

export async function findSupplierUser(db: Queryable, supplierId: number, userId: number, opts: { forUpdate?: boolean } = {}) {
  const query = db
    .select(supplierUserColumns)
    .from(supplierMemberships)
    .innerJoin(users, eq(users.id, supplierMemberships.userId))
    .where(and(eq(supplierMemberships.supplierId, supplierId), eq(supplierMemberships.userId, userId)))
    .limit(1);
  const [row] = opts.forUpdate ? await query.for(ROW_LOCK) : await query;
  return row;
}

/** The person with this user name (any supplier's, or an operator), if there is one. */
export async function findPersonByUserName(db: Queryable, userName: string) {
  const [row] = await db
    .select({ id: users.id, isOperator: users.isOperator, email: users.email })
    .from(users)
    .where(sql`lower(${users.userName}) = ${userName.toLowerCase()}`)
    .limit(1);
  return row;
}

/**
 * Locks, in id order, the supplier's admin memberships, the target's and the actor's: two admins changing each other at
 * the same time queue here, so the last-admin rule sees the other's committed change.
 */
export function lockAdminRows(tx: Tx, supplierId: number, userIds: number[]) {
  return tx
    .select(supplierUserColumns)
    .from(supplierMemberships)
    .innerJoin(users, eq(users.id, supplierMemberships.userId))
    .where(
      and(
        eq(supplierMemberships.supplierId, supplierId),
        or(eq(supplierMemberships.isAdmin, true), sql`${supplierMemberships.userId} in ${userIds}`),
      ),
    )
    .orderBy(asc(supplierMemberships.userId))
    .for(ROW_LOCK, { of: supplierMemberships });
}

export function insertMembership(db: Queryable, row: typeof supplierMemberships.$inferInsert) {
  return db.insert(supplierMemberships).values(row);
}

export function updateMembership(
  db: Queryable,
  supplierId: number,
  userId: number,
  set: { isActive?: boolean; isAdmin?: boolean; externalId?: string | null; changedOn?: Date },
) {
  return db
    .update(supplierMemberships)
    .set(set)
    .where(and(eq(supplierMemberships.supplierId, supplierId), eq(supplierMemberships.userId, userId)));
}

export function deleteMembership(db: Queryable, supplierId: number, userId: number) {
  return db.delete(supplierMemberships).where(and(eq(supplierMemberships.supplierId, supplierId), eq(supplierMemberships.userId, userId)));
}

export function insertUserChange(db: Queryable, row: typeof userChanges.$inferInsert) {
  return db.insert(userChanges).values(row);
}

/** How many suppliers the person has a membership of (accepted or not). */
export async function membershipCount(db: Queryable, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(supplierMemberships)
    .where(eq(supplierMemberships.userId, userId));
  return row?.n ?? 0;
}
