// The sign-in's second step (docs/decisions/auth.md, "A second factor"): after the password or e-mailed code, a person
// with an authenticator app is asked for its code (or a recovery code), one with a passkey may use it instead
// (passkey-sign-in.ts); one whose company requires a factor and has
// none sets one up first (operators too, in production). The challenge is single use, 5 minutes, stored hashed;
// wrong codes count against the person's lockout (every process sees it); the session and its audit entry are written
// with the spent code and challenge in one transaction.
import {
  PASSKEY_MESSAGES,
  SECOND_FACTOR_CHALLENGE_TTL_S,
  SECOND_FACTOR_MESSAGES,
  type AccessTokenResponse,
  type SecondFactorPending,
  type SecondFactorSignInRequest,
  type SignInEnrolmentResponse,
  type TotpEnrolment,
} from '@portal/contracts';
import { Conflict } from '../../platform/errors.ts';
import { newOpaqueToken, sha256 } from '../../platform/opaque-tokens.ts';
import {
  actForSignInSupplier,
  auditRefusal,
  signInRefused,
  startSession,
  type SecondFactorGate,
  type SignInClient,
  type SignInUser,
} from '../auth/index.ts';
import { checkFactorCode, confirmPendingTotp } from './factor-check.ts';
import { countPasskeys } from './passkeys.queries.ts';
import { issueRecoveryCodes } from './recovery-codes.ts';
import type { SecondFactorDeps } from './second-factor.deps.ts';
import {
  countUnusedRecoveryCodes,
  findChallengedUser,
  findLiveChallenge,
  findTotp,
  hasAnyFactor,
  insertChallenge,
  spendChallenge,
  personRequiresSecondFactor,
} from './second-factor.queries.ts';
import { clearFactorAttempts, countFactorAttempt, publishFactorChange, startTotpEnrolment, wrongCode } from './second-factor.service.ts';

export function secondFactorGate(deps: SecondFactorDeps): SecondFactorGate {
  return {
    async begin(user: SignInUser, firstMethod: 'password' | 'code'): Promise<SecondFactorPending | null> {
      const factor = await findTotp(deps.db, user.id);
      const hasApp = factor?.confirmedOn != null;
      const hasPasskey = (await countPasskeys(deps.db, user.id)) > 0;
      const enrolled = hasApp || hasPasskey;
      const required =
        (user.isOperator && deps.operatorsNeedFactor) || (await personRequiresSecondFactor(deps.db, user.id, user.acceptsInvitation));
      if (!enrolled && !required) return null;
      const challengeToken = newOpaqueToken();
      const now = deps.clock.now();
      await insertChallenge(deps.db, {
        userId: user.id,
        tokenHash: sha256(challengeToken),
        firstMethod,
        createdOn: now,
        expiresOn: new Date(now.getTime() + SECOND_FACTOR_CHALLENGE_TTL_S * 1000),
      });
      // recovery codes come with the first factor of any kind (an app or a passkey)
      const hasCodes = enrolled && (await countUnusedRecoveryCodes(deps.db, user.id)) > 0;
      const methods = [
        ...(hasApp ? (['totp'] as const) : []),
        ...(hasApp || hasCodes ? (['recovery-code'] as const) : []),
        ...(hasPasskey ? (['passkey'] as const) : []),
      ];
      return { secondFactor: { challengeToken, methods, enrolmentRequired: !enrolled } };
    },
  };
}

/** The challenge's person (active), or the refusal "The sign-in has expired". */
export async function challenged(deps: SecondFactorDeps, challengeToken: string) {
  const challenge = await findLiveChallenge(deps.db, sha256(challengeToken), deps.clock.now());
  const user = challenge ? await findChallengedUser(deps.db, challenge.userId) : undefined;
  if (!challenge || !user?.isActive) throw signInRefused(SECOND_FACTOR_MESSAGES.challengeInvalid);
  actForSignInSupplier(user);
  return { challenge, user };
}

/** POST /second-factor/sign-in: the code of the person's app or a recovery code completes the sign-in. */
export async function completeSignIn(
  deps: SecondFactorDeps,
  body: SecondFactorSignInRequest,
  client: SignInClient,
): Promise<AccessTokenResponse> {
  const { challenge, user } = await challenged(deps, body.challengeToken);
  // counted before the code is checked: the lockout holds whatever the code (a success clears it)
  await countFactorAttempt(deps, user.id);
  const session = await deps.db.transaction(async (tx) => {
    const method = await checkFactorCode(deps, tx, user.id, body.code);
    if (!method) return null;
    if (!(await spendChallenge(tx, challenge.id, deps.clock.now()))) throw signInRefused(SECOND_FACTOR_MESSAGES.challengeInvalid);
    if (method === 'recovery-code')
      await publishFactorChange(tx, { userId: user.id, supplierId: user.supplierId }, 'recovery-code-used', client.ip, deps.clock.now());
    return startSession(deps.auth, user, method, client, tx);
  });
  if (!session) {
    auditRefusal(deps.auth, user, body.code.replace(/\s/g, '').length === 6 ? 'totp' : 'recovery-code', client);
    throw wrongCode();
  }
  await clearFactorAttempts(deps, user.id);
  return session;
}

/**
 * The challenge's person, who must set up a factor before signing in: one with any factor (an app or a passkey) is
 * refused (409), since setting up another with the password alone would pass by the factor they have.
 */
export async function enrolling(deps: SecondFactorDeps, challengeToken: string) {
  const found = await challenged(deps, challengeToken);
  if (await hasAnyFactor(deps.db, found.user.id)) throw new Conflict(PASSKEY_MESSAGES.enrolmentNotRequired);
  return found;
}

/** POST /second-factor/sign-in/enrolment: the secret for a person who must set up an app before signing in. */
export async function startSignInEnrolment(deps: SecondFactorDeps, challengeToken: string): Promise<TotpEnrolment> {
  const { user } = await enrolling(deps, challengeToken);
  return startTotpEnrolment(deps, user.id, user.email);
}

/** POST /second-factor/sign-in/enrolment/confirmation: the app's first code sets it up and signs the person in. */
export async function confirmSignInEnrolment(
  deps: SecondFactorDeps,
  body: { challengeToken: string; code: string },
  client: SignInClient,
): Promise<SignInEnrolmentResponse> {
  const { challenge, user } = await enrolling(deps, body.challengeToken);
  await countFactorAttempt(deps, user.id);
  const who = { userId: user.id, supplierId: user.supplierId };
  const result = await deps.db.transaction(async (tx) => {
    if (!(await confirmPendingTotp(deps, tx, user.id, body.code))) return null;
    const now = deps.clock.now();
    if (!(await spendChallenge(tx, challenge.id, now))) throw signInRefused(SECOND_FACTOR_MESSAGES.challengeInvalid);
    const recoveryCodes = await issueRecoveryCodes(tx, user.id, now);
    await publishFactorChange(tx, who, 'totp-enrolled', client.ip, now);
    return { ...(await startSession(deps.auth, user, 'totp', client, tx)), recoveryCodes };
  });
  if (!result) {
    auditRefusal(deps.auth, user, 'totp', client);
    throw wrongCode();
  }
  await clearFactorAttempts(deps, user.id);
  return result;
}
