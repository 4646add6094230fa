// A person's memberships (docs/decisions/auth.md, "Memberships"): which suppliers they work for, a new session for
// another of them (switching without signing in again), accepting an invitation. Another supplier's id, or one the
// person has no usable membership of, is 404 as the tenancy rules say; accepting twice is 409.
import { MEMBERSHIP_MESSAGES, switchNeedsSecondFactor, type AccessTokenResponse, type MembershipView } from '@portal/contracts';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../../platform/auth.ts';
import { Conflict, Forbidden, NotFound } from '../../platform/errors.ts';
import { findUserById, issueSession, keptFrom, sessionOrigin, type AuthDeps } from '../auth/index.ts';
import { acceptInvitation, activeMembershipsOf, findMembership } from './memberships.queries.ts';

export async function listMemberships(db: Db, actor: Actor): Promise<MembershipView[]> {
  const rows = await activeMembershipsOf(db, actor.userId);
  return rows.map((m) => ({
    supplierId: m.supplierId,
    supplierName: m.supplierName,
    isAdmin: m.isAdmin,
    status: m.invitationPending ? 'invited' : 'active',
    current: m.supplierId === actor.supplierId,
  }));
}

/**
 * A new session (refresh-token family) of the person for the supplier, on the same device: the access token names it,
 * so every statement is scoped to it. The session the person came from stays (it is another supplier's session of the
 * device, listed on the Sessions page, ended there or at sign-out).
 */
export async function switchSupplier(
  deps: AuthDeps,
  actor: Actor,
  supplierId: number,
  userAgent: string | null,
): Promise<AccessTokenResponse> {
  return deps.db.transaction(async (tx) => {
    const membership = await findMembership(tx, actor.userId, supplierId);
    if (!membership?.isActive || !membership.acceptedOn) throw new NotFound(MEMBERSHIP_MESSAGES.notAMember);
    const person = await findUserById(tx, actor.userId);
    if (!person?.isActive) throw new NotFound(MEMBERSHIP_MESSAGES.notAMember);
    // the new session keeps the sign-in time and method of the one it came from: a switch is no sign-in (a fresh
    // verification before adding a factor counts from the real one; a provider's session stays one)
    const origin = actor.sessionId === undefined ? undefined : await sessionOrigin(tx, actor.userId, actor.sessionId);
    const signedInWith = origin?.signedInWith ?? null;
    if (
      switchNeedsSecondFactor(
        { signedInWith, supplierId: actor.supplierId },
        { supplierId, requiresSecondFactor: membership.requiresSecondFactor },
      )
    )
      throw new Forbidden(MEMBERSHIP_MESSAGES.secondFactorNeeded(membership.supplierName));
    return issueSession(deps, { ...person, supplierId }, undefined, tx, { userAgent, signedInOn: origin?.signedInOn, ...keptFrom(origin) });
  });
}

/** Accepts the supplier's invitation: from now on the person may switch to it. */
export async function acceptMembership(db: Db, actor: Actor, supplierId: number, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    if (await acceptInvitation(tx, actor.userId, supplierId, now)) return;
    const membership = await findMembership(tx, actor.userId, supplierId);
    if (membership?.isActive && membership.acceptedOn) throw new Conflict(MEMBERSHIP_MESSAGES.alreadyAccepted);
    throw new NotFound(MEMBERSHIP_MESSAGES.noInvitation);
  });
}
