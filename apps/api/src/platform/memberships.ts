// A person's membership of a supplier gives access while it is active and accepted (docs/decisions/auth.md,
// "Memberships"): the one condition the session guard, the sign-in and every "the supplier's people" query use, on
// supplier_memberships joined to users (`innerJoin(supplierMemberships, eq(supplierMemberships.userId, users.id))`).
import { and, eq, isNotNull, type SQL } from 'drizzle-orm';
import { supplierMemberships } from '../db/schema/index.ts';

export const usableMembership: SQL = and(eq(supplierMemberships.isActive, true), isNotNull(supplierMemberships.acceptedOn))!;

/** The supplier's people who may work for it (its active Admins with `admins`). */
export function usableMemberOf(supplierId: number, opts: { admins?: boolean } = {}): SQL {
  return and(
    eq(supplierMemberships.supplierId, supplierId),
    usableMembership,
    opts.admins ? eq(supplierMemberships.isAdmin, true) : undefined,
  )!;
}
