// Sessions: a 15-minute access token plus an opaque refresh token that rotates on every use.
// A spent refresh token presented again means it leaked: the whole family is revoked.
import { randomUUID } from 'node:crypto';
import { REFRESH_TOKEN_TTL_S, USER_AGENT_MAX, type AccessTokenResponse, type SignInMethod, type SignInResponse } from '@portal/contracts';
import type { Db, Tx } from '../../db/client.ts';
import { HttpError } from '../../platform/errors.ts';
import { publish } from '../../platform/events/domain-events.ts';
import { setRequestSupplier } from '../../platform/tenancy/request-context.ts';
import type { AuthDeps, SignInClient } from './auth.deps.ts';
import { AUTH_MESSAGES } from './auth.messages.ts';
import {
  acceptWaitingInvitations,
  findUserById,
  hasUsableMembership,
  insertAuthToken,
  insertRefreshToken,
  lockRefreshToken,
  revokeRefreshFamily,
  spendAuthToken,
  spendRefreshToken,
  type SignInUser,
} from './auth.queries.ts';
import { newOpaqueToken, sha256 } from './auth.secrets.ts';

export const AUTH_TOKEN_TTL_S = 5 * 60;

/** Sign-in failures are 400, not 401, so the client's refresh-on-401 logic never loops on them. */
export function signInRefused(detail: string): HttpError {
  return new HttpError(400, 'Bad Request', detail);
}

/** A session's start, kept by every rotation of its refresh token: the Sessions page's "Signed in" and device. */
export interface SessionStart {
  signedInOn?: Date | null;
  userAgent?: string | null;
  /** The sign-in's method: kept by the family's rotations and by a switch (memberships), null when not known. */
  signedInWith?: SignInMethod | null;
  /** A provider's sign-in: how the provider says the person signed in (kept as the method is). */
  signedInAssurance?: string | null;
  /** An OpenID provider's sign-in: the provider and its ID token sealed, for its logout at sign-out (kept as the method is). */
  ssoProviderId?: number | null;
  ssoIdTokenSealed?: string | null;
}

/** What a new session of the same sign-in keeps of the one it follows (a rotation, a switch, a new password). */
export type SignInKept = Pick<SessionStart, 'signedInWith' | 'signedInAssurance' | 'ssoProviderId' | 'ssoIdTokenSealed'>;

export function keptFrom(origin: SignInKept | undefined): SignInKept {
  return {
    signedInWith: origin?.signedInWith ?? null,
    signedInAssurance: origin?.signedInAssurance ?? null,
    ssoProviderId: origin?.ssoProviderId ?? null,
    ssoIdTokenSealed: origin?.ssoIdTokenSealed ?? null,
  };
}

/**
 * A new refresh token (of a new family, or the next of `familyId`) and its access token, for the person and the supplier
 * the session works for (`user.supplierId`; null for an operator).
 */
export async function issueSession(
  deps: AuthDeps,
  user: Pick<SignInUser, 'id' | 'tokenVersion' | 'isOperator' | 'supplierId'>,
  familyId: string = randomUUID(),
  db: Db | Tx = deps.db,
  start: SessionStart = {},
): Promise<AccessTokenResponse> {
  const now = deps.clock.now();
  const refreshToken = newOpaqueToken();
  const supplierId = user.isOperator ? null : user.supplierId;
  await insertRefreshToken(db, {
    userId: user.id,
    supplierId,
    familyId,
    tokenHash: sha256(refreshToken),
    expiresOn: new Date(now.getTime() + REFRESH_TOKEN_TTL_S * 1000),
    createdOn: now,
    signedInOn: start.signedInOn ?? now,
    userAgent: start.userAgent?.slice(0, USER_AGENT_MAX) ?? null,
    signedInWith: start.signedInWith ?? null,
    ...keptFrom(start),
  });
  const accessToken = await deps.accessTokens.sign(
    { userId: user.id, tokenVersion: user.tokenVersion, sessionId: familyId, ...(supplierId !== null ? { supplierId } : {}) },
    now,
  );
  return { accessToken, refreshToken, sessionKind: user.isOperator ? 'operator' : 'supplier' };
}

export async function refreshSession(deps: AuthDeps, refreshToken: string): Promise<AccessTokenResponse> {
  const now = deps.clock.now();
  // One transaction with the token's row locked: a concurrent use of the same token waits here until the first use
  // has committed its successor, then sees the token spent and revokes the family, successor included. Refusals are
  // returned rather than thrown so the spend or the revocation commits; the error is thrown after the commit.
  const outcome = await deps.db.transaction(async (tx): Promise<AccessTokenResponse | { refused: string }> => {
    const row = await lockRefreshToken(tx, sha256(refreshToken));
    if (!row || row.revokedOn || row.expiresOn <= now) return { refused: AUTH_MESSAGES.refreshInvalid };
    if (row.usedOn || !(await spendRefreshToken(tx, row.id, now))) {
      await revokeRefreshFamily(tx, row.familyId, now);
      return { refused: AUTH_MESSAGES.refreshReused };
    }
    const user = await findUserById(tx, row.userId);
    if (!user?.isActive) return { refused: AUTH_MESSAGES.refreshInvalid };
    // the family stays with its supplier, while the person's membership there is usable
    if (!user.isOperator && (row.supplierId === null || !(await hasUsableMembership(tx, user.id, row.supplierId))))
      return { refused: AUTH_MESSAGES.refreshInvalid };
    const session = { ...user, supplierId: row.supplierId };
    return issueSession(deps, session, row.familyId, tx, {
      signedInOn: row.signedInOn ?? row.createdOn,
      userAgent: row.userAgent,
      ...keptFrom({ ...row, signedInWith: row.signedInWith as SignInMethod | null }),
    });
  });
  if ('refused' in outcome) throw signInRefused(outcome.refused);
  return outcome;
}

/** A single-use, 5-minute token that signs its user in at /auth?token=… (another device or tab), for the same supplier. */
export async function issueAuthToken(db: Db, userId: number, now: Date = new Date(), supplierId: number | null = null): Promise<string> {
  const authToken = newOpaqueToken();
  await insertAuthToken(db, {
    userId,
    supplierId,
    tokenHash: sha256(authToken),
    expiresOn: new Date(now.getTime() + AUTH_TOKEN_TTL_S * 1000),
    createdOn: now,
  });
  return authToken;
}

export async function signInWithAuthToken(deps: AuthDeps, authToken: string, client: SignInClient): Promise<AccessTokenResponse> {
  const link = await spendAuthToken(deps.db, sha256(authToken), deps.clock.now());
  const found = link === undefined ? undefined : await findUserById(deps.db, link.userId);
  // the link opens the supplier of the session that made it, while the membership there is usable
  const supplierId = link?.supplierId ?? found?.supplierId ?? null;
  const usable = found?.isOperator || (supplierId !== null && found && (await hasUsableMembership(deps.db, found.id, supplierId)));
  if (!found?.isActive || !usable) throw signInRefused(AUTH_MESSAGES.authTokenInvalid);
  const user = { ...found, supplierId, supplierCount: 1, acceptsInvitation: false };
  actForSignInSupplier(user);
  return startSession(deps, user, 'link', client);
}

/**
 * Once a public sign-in call knows whose it is, it acts as that person's supplier: its audit entry (a tenant row) is
 * written under row-level security like any of the supplier's rows, by this request and by its after-response task.
 */
export function actForSignInSupplier(user: Pick<SignInUser, 'supplierId'> | undefined): void {
  if (user?.supplierId != null) setRequestSupplier(user.supplierId);
}

/**
 * A person whose memberships are all inactive, let in by a waiting invitation, accepts it by signing in
 * (docs/decisions/auth.md, "Memberships"): the session opens its supplier (the first by id of several, with the choice).
 */
async function acceptedAtSignIn<U extends Pick<SignInUser, 'id' | 'supplierId' | 'supplierCount'>>(
  deps: AuthDeps,
  tx: Tx,
  user: U,
): Promise<U> {
  const accepted = await acceptWaitingInvitations(tx, user.id, deps.clock.now());
  if (user.supplierId === null || !accepted.includes(user.supplierId)) throw signInRefused(AUTH_MESSAGES.inactiveUser);
  // the request acts as the first invitation's supplier since the person was found (`supplierId`: row-level security)
  return { ...user, supplierCount: accepted.length };
}

/** A new session after a sign-in, and its audit entry (auth.signed-in, for a supplier's person) in one transaction. */
export async function startSession(
  deps: AuthDeps,
  user: Pick<SignInUser, 'id' | 'tokenVersion' | 'isOperator' | 'supplierId' | 'supplierCount'> & { acceptsInvitation?: boolean },
  method: SignInMethod,
  client: SignInClient,
  db: Db | Tx = deps.db,
  /** A provider's sign-in: what the provider said of it (kept with the session). */
  fromProvider: Pick<SessionStart, 'signedInAssurance' | 'ssoProviderId' | 'ssoIdTokenSealed'> = {},
): Promise<AccessTokenResponse> {
  // in the caller's transaction when it has one (the second step's spent code and challenge): a savepoint of it
  return db.transaction(async (tx) => {
    const person = user.acceptsInvitation ? await acceptedAtSignIn(deps, tx, user) : user;
    const start = { userAgent: client.userAgent, signedInWith: method, ...fromProvider };
    const assurance = fromProvider.signedInAssurance ?? null;
    const session = await issueSession(deps, person, randomUUID(), tx, start);
    if (person.supplierId !== null)
      await publish(
        tx,
        [
          {
            type: 'auth.signed-in',
            supplierId: person.supplierId,
            userId: person.id,
            method,
            ip: client.ip,
            userAgent: client.userAgent,
            ...(assurance ? { assurance } : {}),
          },
        ],
        deps.clock.now(),
      );
    // a person of several suppliers chooses one (the session opened the latest one's: docs/decisions/auth.md, "Memberships")
    return person.supplierCount > 1 ? { ...session, chooseSupplier: true } : session;
  });
}

/**
 * The audit entry of a refused sign-in of a known supplier's person (auth.sign-in-refused), written after the answer:
 * its write must not make a wrong password for a real person slower than one for an unknown name (no enumeration).
 */
export function auditRefusal(
  deps: AuthDeps,
  user: Pick<SignInUser, 'id' | 'supplierId'> | undefined,
  method: SignInMethod,
  client: SignInClient,
): void {
  if (!user || user.supplierId === null) return;
  const supplierId = user.supplierId;
  const at = deps.clock.now();
  deps.afterResponse.run('sign-in refusal audit', () =>
    publish(
      deps.db,
      [{ type: 'auth.sign-in-refused', supplierId, userId: user.id, method, ip: client.ip, userAgent: client.userAgent }],
      at,
    ),
  );
}

/** The first step passed: the second step's challenge when the person needs one, else the session. */
export async function afterFirstStep(
  deps: AuthDeps,
  user: SignInUser,
  method: 'password' | 'code',
  client: SignInClient,
): Promise<SignInResponse> {
  const pending = await deps.secondFactorGate?.begin(user, method);
  return pending ?? startSession(deps, user, method, client);
}
