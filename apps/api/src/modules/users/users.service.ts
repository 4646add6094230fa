// Users administration (spec 2.6): list, add (with the password-create mail), rename, activate and deactivate, grant
// and revoke admin rights. Callers are Admins of the same supplier (the routes check); every change is recorded in
// user_changes. Rules in docs/decisions/contacts-and-users.md.
import { eq, sql } from 'drizzle-orm';
import { USER_MESSAGES, type CreateSupplierUserRequest, type SupplierUser, type UpdateSupplierUserNameRequest } from '@portal/contracts';
import type { Db, Tx } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/auth.ts';
import { Conflict, Forbidden, Invalid, NotFound } from '../../platform/errors.ts';
import { assertVersion, versionOf } from '../../platform/resource-versions.ts';
import { mailPasswordCreateLink, revokeUserRefreshTokens, type AuthDeps } from '../auth/index.ts';
import {
  findSupplierUser,
  insertUserChange,
  listSupplierUsers,
  lockAdminRows,
  supplierUserColumns,
  userNameTaken,
} from './users.queries.ts';

type SupplierUserRow = Omit<SupplierUser, 'version'>;
/** The version of what a rename changes (platform/resource-versions.ts). */
const nameVersion = (row: Pick<SupplierUserRow, 'firstName' | 'lastName'>) => versionOf([row.firstName, row.lastName]);
const withVersion = (row: SupplierUserRow): SupplierUser => ({ ...row, version: nameVersion(row) });

export async function listUsers(db: Db, actor: Actor): Promise<SupplierUser[]> {
  return (await listSupplierUsers(db, actor.supplierId)).map(withVersion);
}

const isUniqueViolation = (error: unknown): boolean => {
  const e = error as { code?: string; cause?: { code?: string } } | null;
  return e?.code === '23505' || e?.cause?.code === '23505';
};

/** Creates an active, non-admin user without a password and mails them the password-create link (7 days). */
export async function createUser(deps: AuthDeps, actor: Actor, body: CreateSupplierUserRequest): Promise<SupplierUser> {
  const email = body.email.trim();
  const userName = email.toLowerCase();
  const taken = Invalid.field(['email'], USER_MESSAGES.userNameTaken);
  let created: SupplierUserRow;
  try {
    created = await deps.db.transaction(async (tx) => {
      if (await userNameTaken(tx, userName)) throw taken;
      const [row] = await tx
        .insert(users)
        .values({
          supplierId: actor.supplierId,
          userName,
          email,
          firstName: body.firstName?.trim() ?? '',
          lastName: body.lastName?.trim() ?? '',
          isActive: true,
          isAdmin: false,
        })
        .returning(supplierUserColumns);
      await insertUserChange(tx, {
        supplierId: actor.supplierId,
        userId: row!.id,
        changedBy: actor.userId,
        action: 'create',
        details: { email, firstName: row!.firstName, lastName: row!.lastName },
      });
      return row!;
    });
  } catch (error) {
    // two adds of the same name at once: the unique index (lower(user_name)) refuses the second
    if (isUniqueViolation(error)) throw taken;
    throw error;
  }
  await mailPasswordCreateLink(deps, created.id);
  return withVersion(created);
}

/** expectedVersions: the If-Match versions; a rename based on an older name is refused with 412 (resource-versions.ts). */
export async function renameUser(
  db: Db,
  actor: Actor,
  userId: number,
  body: UpdateSupplierUserNameRequest,
  expectedVersions?: string[],
): Promise<SupplierUser> {
  return db.transaction(async (tx) => {
    // locked: two renames at once queue here, so the second compares with the first one's name
    const before = await findSupplierUser(tx, actor.supplierId, userId, { forUpdate: true });
    if (!before) throw new NotFound();
    assertVersion(expectedVersions, nameVersion(before));
    const [row] = await tx
      .update(users)
      .set({ firstName: body.firstName, lastName: body.lastName })
      .where(eq(users.id, userId))
      .returning(supplierUserColumns);
    await insertUserChange(tx, {
      supplierId: actor.supplierId,
      userId,
      changedBy: actor.userId,
      action: 'rename',
      details: { firstName: [before.firstName, body.firstName], lastName: [before.lastName, body.lastName] },
    });
    return withVersion(row!);
  });
}

export type StateChange = 'activate' | 'deactivate' | 'grant-admin' | 'revoke-admin';

/**
 * Activate, deactivate, grant or revoke admin rights of another user of the actor's supplier. Refused: the actor's
 * own row (403), another supplier's user (404), leaving the supplier without an active admin (409), an actor who
 * lost admin rights meanwhile (403). Deactivation ends the user's sessions at once (token version, refresh tokens).
 */
export async function changeUserState(db: Db, actor: Actor, userId: number, change: StateChange, now: Date): Promise<void> {
  await db.transaction(async (tx: Tx) => {
    const locked = await lockAdminRows(tx, actor.supplierId, [userId, actor.userId]);
    const target = locked.find((u) => u.id === userId);
    if (!target) throw new NotFound();
    if (userId === actor.userId) throw new Forbidden(USER_MESSAGES.ownState);
    const activeAdmins = locked.filter((u) => u.isAdmin && u.isActive);
    const removesAdmin = (change === 'revoke-admin' || change === 'deactivate') && target.isAdmin && target.isActive;
    if (removesAdmin && activeAdmins.length <= 1) throw new Conflict(USER_MESSAGES.lastAdmin);
    const self = locked.find((u) => u.id === actor.userId);
    if (!self?.isAdmin || !self.isActive) throw new Forbidden();

    const next = {
      activate: { isActive: true },
      deactivate: { isActive: false },
      'grant-admin': { isAdmin: true },
      'revoke-admin': { isAdmin: false },
    }[change];
    const [field, value] = Object.entries(next)[0] as ['isActive' | 'isAdmin', boolean];
    if (target[field] === value) return; // already so: nothing changes, nothing to record
    await tx
      .update(users)
      .set(change === 'deactivate' ? { isActive: false, tokenVersion: sql`${users.tokenVersion} + 1` } : next)
      .where(eq(users.id, userId));
    if (change === 'deactivate') await revokeUserRefreshTokens(tx, userId, now);
    await insertUserChange(tx, {
      supplierId: actor.supplierId,
      userId,
      changedBy: actor.userId,
      action: change,
      details: { [field]: [target[field], value] },
    });
  });
}
