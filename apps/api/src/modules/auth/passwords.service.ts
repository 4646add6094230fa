// Passwords: reset by e-mailed link (60 minutes), first password by create link (7 days), change when signed in.
// Setting a password bumps the user's token version and revokes every refresh token: all sessions end.
import {
  PASSWORD_CREATE_TTL_S,
  PASSWORD_RESET_TTL_S,
  SIGN_IN_THROTTLE_MAX_FAILURES,
  passwordPolicyErrors,
  type AccessTokenResponse,
  type ChangePasswordRequest,
  type PasswordSetResponse,
} from '@portal/contracts';
import type { Db, Tx } from '../../db/client.ts';
import { Invalid, NotFound } from '../../platform/errors.ts';
import type { Actor } from '../../platform/auth.ts';
import { hashPassword, verifyPassword } from './password-hashes.ts';
import type { AuthDeps, SignInClient } from './auth.deps.ts';
import { passwordCreateMail, passwordResetMail, signInWithProviderMail } from './auth.mails.ts';
import { AUTH_MESSAGES } from './auth.messages.ts';
import {
  findPasswordToken,
  findUserById,
  insertPasswordToken,
  revokeUserRefreshTokens,
  sessionOrigin,
  setPasswordHash,
  spendPasswordToken,
  spendUserPasswordTokens,
  type PasswordTokenPurpose,
  type SignInUser,
} from './auth.queries.ts';
import { newOpaqueToken, sha256 } from './auth.secrets.ts';
import { clearAttempts, countAttempt } from './auth.throttle.ts';
import { writeRequestedMail } from './mail-request-claim.ts';
import { MAIL_REQUESTS_PER_WINDOW } from './one-time-code.service.ts';
import { issueSession, keptFrom, signInRefused } from './sessions.service.ts';

const TTL_S: Record<PasswordTokenPurpose, number> = { reset: PASSWORD_RESET_TTL_S, create: PASSWORD_CREATE_TTL_S };

async function issuePasswordToken(db: Db | Tx, userId: number, purpose: PasswordTokenPurpose, now: Date): Promise<string> {
  const token = newOpaqueToken();
  await insertPasswordToken(db, {
    userId,
    purpose,
    tokenHash: sha256(token),
    expiresOn: new Date(now.getTime() + TTL_S[purpose] * 1000),
    createdOn: now,
  });
  return token;
}

/** For "Add user": a 7-day link to create the first password. Returns the raw token (mail it, never log it). */
export function issuePasswordCreateToken(db: Db | Tx, userId: number, now: Date = new Date()): Promise<string> {
  return issuePasswordToken(db, userId, 'create', now);
}

/** Issues a create token and mails `${PUBLIC_URL}/password-create?token=…` to the user. */
export async function mailPasswordCreateLink(deps: AuthDeps, userId: number): Promise<void> {
  const user = await findUserById(deps.db, userId);
  if (!user) throw new NotFound();
  // the link and its mail are stored together (docs/decisions/reliability-promises.md)
  await deps.db.transaction(async (tx) => {
    const token = await issuePasswordCreateToken(tx, userId, deps.clock.now());
    await deps.mailer.send(passwordCreateMail(user.email, `${deps.publicUrl}/password-create?token=${token}`), tx);
  });
}

/** Same answer, in the same time, whether or not the address belongs to a user; only real, active users get a mail. */
export async function sendPasswordResetEmail(deps: AuthDeps, email: string, ip: string): Promise<void> {
  const key = { kind: 'reset-mail', subject: email, ip } as const;
  const request = await countAttempt(deps, key, MAIL_REQUESTS_PER_WINDOW);
  // after the answer, so its duration does not tell whether the address is a user's
  deps.afterResponse.run('password reset mail', () => mailPasswordReset(deps, email, request.id));
}

/**
 * The reset link's token and its mail (writeRequestedMail: once, with the request marked handled; again by the sweep).
 * An address whose company enforces its identity provider gets no link (the password would be refused at sign-in): its
 * mail says to sign in through the provider. The answer was the same either way (this runs after it).
 */
export async function mailPasswordReset(deps: AuthDeps, email: string, requestId: number): Promise<void> {
  const enforced = (await deps.ssoEnforcement?.refusal(email)) ?? null;
  await writeRequestedMail(deps, email, requestId, async (tx, user, now) => {
    if (enforced) {
      await deps.mailer.send(signInWithProviderMail(user.email, `${deps.publicUrl}/login/sso`), tx);
      return;
    }
    const token = await issuePasswordToken(tx, user.id, 'reset', now);
    await deps.mailer.send(passwordResetMail(user.email, `${deps.publicUrl}/password-reset?token=${token}`), tx);
  });
}

function assertPolicy(newPassword: string, context: { email: string; currentPassword?: string }): void {
  const errors = passwordPolicyErrors(newPassword, context);
  if (errors.length) throw new Invalid({ '$.newPassword': errors });
}

async function replacePassword(
  deps: AuthDeps,
  userId: number,
  newPassword: string,
  spend?: { tokenId: number; refusal: string },
): Promise<SignInUser> {
  const passwordHash = await hashPassword(newPassword);
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    if (spend && !(await spendPasswordToken(tx, spend.tokenId, now))) throw signInRefused(spend.refusal);
    const user = await setPasswordHash(tx, userId, passwordHash);
    await revokeUserRefreshTokens(tx, userId, now);
    await spendUserPasswordTokens(tx, userId, now);
    return user;
  });
}

/** Reset (purpose 'reset') or create (purpose 'create') a password with an e-mailed token. */
export async function setPasswordWithToken(
  deps: AuthDeps,
  purpose: PasswordTokenPurpose,
  token: string,
  newPassword: string,
): Promise<PasswordSetResponse> {
  const refusal = purpose === 'reset' ? AUTH_MESSAGES.resetTokenInvalid : AUTH_MESSAGES.createTokenInvalid;
  const row = await findPasswordToken(deps.db, sha256(token), purpose);
  const user = row ? await findUserById(deps.db, row.userId) : undefined;
  if (!row || !user?.isActive || row.usedOn || row.expiresOn <= deps.clock.now()) throw signInRefused(refusal);
  assertPolicy(newPassword, { email: user.email });
  await replacePassword(deps, user.id, newPassword, { tokenId: row.id, refusal });
  return { userName: user.userName };
}

/**
 * The signed-in person's password, typed again (a password change, a fresh verification before adding a factor): the
 * person, or 400 with `refusal`'s words at its field. Wrong passwords count as failed sign-ins: a stolen session
 * cannot guess the password faster; the right one clears the count.
 */
export async function confirmPassword(
  deps: AuthDeps,
  who: { userId: number; userName: string },
  password: string,
  ip: string,
  [field, message]: [string, string],
): Promise<SignInUser> {
  const key = { kind: 'sign-in', subject: who.userName, ip } as const;
  await countAttempt(deps, key, SIGN_IN_THROTTLE_MAX_FAILURES);
  const user = await findUserById(deps.db, who.userId);
  if (!user || !(await verifyPassword(password, user.passwordHash))) throw Invalid.field([field], message);
  await clearAttempts(deps, key);
  return user;
}

/** Answers with a fresh session, since the change ends every earlier one (this one included). */
export async function changePassword(
  deps: AuthDeps,
  actor: Actor,
  body: ChangePasswordRequest,
  { ip, userAgent }: SignInClient,
): Promise<AccessTokenResponse> {
  const user = await confirmPassword(deps, actor, body.currentPassword, ip, ['currentPassword', AUTH_MESSAGES.wrongCurrentPassword]);
  assertPolicy(body.newPassword, { email: user.email, currentPassword: body.currentPassword });
  const updated = await replacePassword(deps, user.id, body.newPassword);
  // the device in hand keeps a session: a new one (every earlier one ended), with its device, for the same supplier,
  // signed in as the one it replaces was (a provider's session stays one: memberships' switch reads it)
  const origin = actor.sessionId === undefined ? undefined : await sessionOrigin(deps.db, actor.userId, actor.sessionId);
  return issueSession(deps, { ...updated, supplierId: actor.supplierId }, undefined, undefined, { userAgent, ...keptFrom(origin) });
}
