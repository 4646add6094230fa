// SQL of users administration, every statement scoped by the supplier.
import { and, asc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { userChanges, users } from '../../db/schema/index.ts';
import { ROW_LOCK } from '../../db/row-lock.ts';

type Queryable = Db | Tx;

export const supplierUserColumns = {
  id: users.id,
  isActive: users.isActive,
  userName: users.userName,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  isAdmin: users.isAdmin,
};

/**
 * A supplier's active users: those who may sign in, listed "Active" on its Users screen (`users.is_active`). The one
 * definition of an active user that the console's suppliers grid and supplier page count with (docs/decisions/ops-queues.md).
 * `supplierId` is the outer query's column written out in full (`qualifiedColumn`, db/qualified-column.ts), never a bare column: in a select
 * from one table Drizzle writes a bare "id", which inside this subquery would be the user's own id.
 */
export const activeUserCountOf = (supplierId: SQL): SQL<number> =>
  sql<number>`(select count(*)::int from ${users} active_user where active_user.supplier_id = ${supplierId} and active_user.is_active)`;

export function listSupplierUsers(db: Queryable, supplierId: number) {
  return db
    .select(supplierUserColumns)
    .from(users)
    .where(eq(users.supplierId, supplierId))
    .orderBy(asc(sql`lower(${users.userName})`));
}

export async function findSupplierUser(db: Queryable, supplierId: number, userId: number, opts: { forUpdate?: boolean } = {}) {
  const query = db
    .select(supplierUserColumns)
    .from(users)
    .where(and(eq(users.supplierId, supplierId), eq(users.id, userId)))
    .limit(1);
  const [row] = opts.forUpdate ? await query.for(ROW_LOCK) : await query;
  return row;
}

export async function userNameTaken(db: Queryable, userName: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.userName}) = ${userName.toLowerCase()}`)
    .limit(1);
  return !!row;
}

/**
 * Locks, in id order, the supplier's admin rows, the target's and the actor's: two admins changing each other at
 * the same time queue here, so the last-admin rule sees the other's committed change.
 */
export function lockAdminRows(tx: Tx, supplierId: number, userIds: number[]) {
  return tx
    .select(supplierUserColumns)
    .from(users)
    .where(and(eq(users.supplierId, supplierId), or(eq(users.isAdmin, true), sql`${users.id} in ${userIds}`)))
    .orderBy(asc(users.id))
    .for(ROW_LOCK);
}

export function insertUserChange(db: Queryable, row: typeof userChanges.$inferInsert) {
  return db.insert(userChanges).values(row);
}
