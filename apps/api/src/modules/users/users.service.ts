// Users administration (spec 2.6): list, add (with the password-create mail, or an invitation for a person who already
// has an account), rename, activate and deactivate, grant and revoke admin rights, remove. Callers are Admins of the
// same supplier (the routes check); every change is recorded in user_changes. A supplier's user is a person with a
// membership of it: the role and activation are the membership's, the name and password the person's. Rules in
// docs/decisions/contacts-and-users.md.
import { eq } from 'drizzle-orm';
import { USER_MESSAGES, type CreateSupplierUserRequest, type SupplierUser, type UpdateSupplierUserNameRequest } from '@portal/contracts';
import type { Db, Tx } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/auth.ts';
import { Conflict, Forbidden, Invalid, NotFound } from '../../platform/errors.ts';
import { assertVersion, versionOf } from '../../platform/resource-versions.ts';
import { mailPasswordCreateLink, revokeUserRefreshTokens, type AuthDeps } from '../auth/index.ts';
import { mailMembershipInvitation } from './membership-invitation-mail.ts';
import {
  deleteMembership,
  findPersonByUserName,
  findSupplierUser,
  insertMembership,
  insertUserChange,
  listSupplierUsers,
  lockAdminRows,
  membershipCount,
  updateMembership,
} from './users.queries.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';

type SupplierUserRow = Omit<SupplierUser, 'version'>;
/** What the supplier's identity provider sets on a membership it makes (SCIM: docs/decisions/auth.md, "SCIM provisioning"). */
export interface MembershipFields {
  isActive?: boolean;
  externalId?: string | null;
}
/** The version of what a rename changes (platform/resource-versions.ts). */
const nameVersion = (row: Pick<SupplierUserRow, 'firstName' | 'lastName'>) => versionOf([row.firstName, row.lastName]);
const withVersion = (row: SupplierUserRow): SupplierUser => ({ ...row, version: nameVersion(row) });

export async function listUsers(db: Db, actor: Actor): Promise<SupplierUser[]> {
  return (await listSupplierUsers(db, actor.supplierId)).map(withVersion);
}

/**
 * Adds a user: a new person (active, not an admin, without a password) who gets the password-create link (7 days), or,
 * when the e-mail already has an account, an invitation: a membership the person accepts (POST /memberships/{id}/
 * acceptance) and a mail saying so. Refused: an e-mail already of this supplier, or an operator's.
 */
export async function createUser(
  deps: AuthDeps,
  actor: Actor,
  body: CreateSupplierUserRequest,
  membership: MembershipFields = {},
): Promise<SupplierUser> {
  const email = body.email.trim();
  const userName = email.toLowerCase();
  const taken = Invalid.field(['email'], USER_MESSAGES.userNameTaken);
  let created: { userId: number; invited: boolean };
  try {
    created = await deps.db.transaction(async (tx) => {
      const person = await findPersonByUserName(tx, userName);
      if (person && (person.isOperator || (await findSupplierUser(tx, actor.supplierId, person.id)))) throw taken;
      const now = deps.clock.now();
      const userId =
        person?.id ??
        (
          await tx
            .insert(users)
            .values({
              userName,
              email,
              firstName: body.firstName?.trim() ?? '',
              lastName: body.lastName?.trim() ?? '',
              isActive: true,
              createdOn: now,
            })
            .returning({ id: users.id })
        )[0]!.id;
      // a new person's membership needs no acceptance; an existing person's waits for theirs
      await insertMembership(tx, {
        userId,
        supplierId: actor.supplierId,
        invitedBy: actor.userId,
        createdOn: now,
        acceptedOn: person ? null : now,
        ...membership,
      });
      await insertUserChange(tx, {
        supplierId: actor.supplierId,
        userId,
        changedBy: actor.userId,
        action: person ? 'invite' : 'create',
        details: { email, firstName: body.firstName?.trim() ?? '', lastName: body.lastName?.trim() ?? '' },
      });
      if (person) await mailMembershipInvitation(deps, tx, { to: person.email, supplierId: actor.supplierId, invitedBy: actor.name });
      return { userId, invited: !!person };
    });
  } catch (error) {
    // two adds of the same name (or membership) at once: the unique keys refuse the second
    if (isUniqueViolation(error)) throw taken;
    throw error;
  }
  if (!created.invited) await mailPasswordCreateLink(deps, created.userId);
  const row = await findSupplierUser(deps.db, actor.supplierId, created.userId);
  return withVersion(row!);
}

/** expectedVersions: the If-Match versions; a rename based on an older name is refused with 412 (resource-versions.ts). */
export async function renameUser(
  db: Db,
  actor: Actor,
  userId: number,
  body: UpdateSupplierUserNameRequest,
  now: Date,
  expectedVersions?: string[],
): Promise<SupplierUser> {
  return db.transaction(async (tx) => {
    // locked: two renames at once queue here, so the second compares with the first one's name
    const before = await findSupplierUser(tx, actor.supplierId, userId, { forUpdate: true });
    if (!before) throw new NotFound();
    assertVersion(expectedVersions, nameVersion(before));
    await tx.update(users).set({ firstName: body.firstName, lastName: body.lastName, changedOn: now }).where(eq(users.id, userId));
    const row = { ...before, firstName: body.firstName, lastName: body.lastName };
    await insertUserChange(tx, {
      supplierId: actor.supplierId,
      userId,
      changedBy: actor.userId,
      action: 'rename',
      details: { firstName: [before.firstName, body.firstName], lastName: [before.lastName, body.lastName] },
    });
    return withVersion(row);
  });
}

export type StateChange = 'activate' | 'deactivate' | 'grant-admin' | 'revoke-admin';

/** The membership's rights here: an active administrator who accepted the membership. */
const isActiveAdmin = (u: Pick<SupplierUserRow, 'isAdmin' | 'isActive' | 'invitationPending'>) =>
  u.isAdmin && u.isActive && !u.invitationPending;

/**
 * The supplier's memberships locked for a change of `userId`'s by the actor: refused for the actor's own (403), another
 * supplier's user (404), leaving the supplier without an active admin (409), an actor who lost admin rights meanwhile
 * (403). Answers the target's membership as it was.
 */
async function lockForChange(tx: Tx, actor: Actor, userId: number, removesAdminRights: (target: SupplierUserRow) => boolean) {
  const locked = await lockAdminRows(tx, actor.supplierId, [userId, actor.userId]);
  const target = locked.find((u) => u.id === userId);
  if (!target) throw new NotFound();
  const provisioning = actor.scimTokenId !== undefined;
  if (userId === actor.userId && !provisioning) throw new Forbidden(USER_MESSAGES.ownState);
  if (removesAdminRights(target) && isActiveAdmin(target) && locked.filter(isActiveAdmin).length <= 1)
    throw new Conflict(USER_MESSAGES.lastAdmin);
  // the identity provider acts for the supplier (its token), not as the Admin who made the token
  if (provisioning) return target;
  const self = locked.find((u) => u.id === actor.userId);
  if (!self || !isActiveAdmin(self)) throw new Forbidden();
  return target;
}

/**
 * Activate, deactivate, grant or revoke admin rights of another user of the actor's supplier (the membership's; the
 * person's other memberships stay as they are). Deactivation ends the person's sessions for this supplier at once
 * (its refresh tokens; the guard reads the membership on every request, its cache dropped by migration 0050's trigger).
 */
export async function changeUserState(db: Db, actor: Actor, userId: number, change: StateChange, now: Date): Promise<void> {
  await db.transaction(async (tx: Tx) => {
    const target = await lockForChange(tx, actor, userId, () => change === 'revoke-admin' || change === 'deactivate');

    const next = {
      activate: { isActive: true },
      deactivate: { isActive: false },
      'grant-admin': { isAdmin: true },
      'revoke-admin': { isAdmin: false },
    }[change];
    const [field, value] = Object.entries(next)[0] as ['isActive' | 'isAdmin', boolean];
    if (target[field] === value) return; // already so: nothing changes, nothing to record
    await updateMembership(tx, actor.supplierId, userId, { ...next, changedOn: now });
    if (change === 'deactivate') await revokeUserRefreshTokens(tx, userId, now, actor.supplierId);
    await insertUserChange(tx, {
      supplierId: actor.supplierId,
      userId,
      changedBy: actor.userId,
      action: change,
      details: { [field]: [target[field], value] },
    });
  });
}

/**
 * Removes another user's membership of the actor's supplier (the same refusals as a state change; the last active
 * admin cannot be removed): their sessions for this supplier end at once, their other memberships and the person stay
 * (the supplier's records keep naming them). An invitation not yet accepted is withdrawn the same way.
 */
export async function removeUser(db: Db, actor: Actor, userId: number, now: Date): Promise<void> {
  await db.transaction(async (tx: Tx) => {
    const target = await lockForChange(tx, actor, userId, () => true);
    await deleteMembership(tx, actor.supplierId, userId);
    await revokeUserRefreshTokens(tx, userId, now, actor.supplierId);
    await insertUserChange(tx, {
      supplierId: actor.supplierId,
      userId,
      changedBy: actor.userId,
      action: 'remove',
      details: { isActive: target.isActive, isAdmin: target.isAdmin },
    });
  });
}

/**
 * A person's new e-mail (and so user name), by the supplier's identity provider: only for a person of this supplier
 * alone (a person of several suppliers owns their address; no one supplier may move another's sign-in), and only to
 * an address no one else has. Refusals: 404 (not of the supplier), 403 (of several suppliers), 409 (taken).
 */
export async function changeUserEmail(db: Db, actor: Actor, userId: number, email: string, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const target = await findSupplierUser(tx, actor.supplierId, userId, { forUpdate: true });
    if (!target) throw new NotFound();
    if (target.email === email) return false;
    if ((await membershipCount(tx, userId)) > 1) throw new Forbidden(USER_MESSAGES.emailOfSeveral);
    const other = await findPersonByUserName(tx, email);
    if (other && other.id !== userId) throw new Conflict(USER_MESSAGES.userNameTaken);
    try {
      await tx.update(users).set({ email, userName: email.toLowerCase(), changedOn: now }).where(eq(users.id, userId));
    } catch (error) {
      if (isUniqueViolation(error)) throw new Conflict(USER_MESSAGES.userNameTaken);
      throw error;
    }
    await insertUserChange(tx, {
      supplierId: actor.supplierId,
      userId,
      changedBy: actor.userId,
      action: 'change-email',
      details: { email: [target.email, email] },
    });
    return true;
  });
}

/** The identity provider's id of the person (SCIM externalId), unique per supplier: 409 when another has it. */
export async function setExternalId(db: Db, actor: Actor, userId: number, externalId: string | null, now: Date): Promise<void> {
  try {
    await db.transaction(async (tx) => updateMembership(tx, actor.supplierId, userId, { externalId, changedOn: now }));
  } catch (error) {
    if (isUniqueViolation(error)) throw new Conflict(USER_MESSAGES.externalIdTaken);
    throw error;
  }
}
