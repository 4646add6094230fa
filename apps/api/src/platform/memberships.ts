// A person's membership of a supplier gives access while it is active and accepted (docs/decisions/auth.md,
// "Memberships"): the one condition the session guard, the sign-in and every "the supplier's people" query use, on
// supplier_memberships joined to users (`innerJoin(supplierMemberships, eq(supplierMemberships.userId, users.id))`),
// or on an alias of it in a correlated subquery (`usableMembershipAs('m')`).
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { supplierMemberships } from '../db/schema/index.ts';

/** The condition on the membership rows of `alias` (written in full: Drizzle writes a one-table select's columns bare). */
export const usableMembershipAs = (alias: string): SQL =>
  sql`(${sql.identifier(alias)}.is_active and ${sql.identifier(alias)}.accepted_on is not null)`;

export const usableMembership: SQL = usableMembershipAs('supplier_memberships');

/** The supplier's people who may work for it (its active Admins with `admins`). */
export function usableMemberOf(supplierId: number, opts: { admins?: boolean } = {}): SQL {
  return and(
    eq(supplierMemberships.supplierId, supplierId),
    usableMembership,
    opts.admins ? eq(supplierMemberships.isAdmin, true) : undefined,
  )!;
}
