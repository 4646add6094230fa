// Signing in with a passkey (docs/decisions/auth.md, "Passkeys"): as the second step after the password or e-mailed
// code (the first step's challenge names the person; their passkeys are offered), or without a password: any
// discoverable passkey of the site, with the person verified by the authenticator, counts as both factors. Every
// answer is counted against the person's lockout before it is checked; its WebAuthn challenge is spent once; the
// counter, the spent sign-in challenge, the session and its audit entry commit together. A person whose company requires
// a second factor and who has none may add a passkey at sign-in (as they may set up the app there).
import {
  PASSKEY_MESSAGES,
  PASSKEY_OPTIONS_PER_ADDRESS,
  SECOND_FACTOR_MESSAGES,
  SIGN_IN_THROTTLE_WINDOW_S,
  type AccessTokenResponse,
  type PasskeyCreationOptions,
  type PasskeyRequestOptions,
  type PasskeySignInOptionsRequest,
  type PasskeySignInRequest,
  type SignInEnrolmentResponse,
  type SignInPasskeyEnrolmentRequest,
} from '@portal/contracts';
import { takeAttempt, type AttemptKey } from '../../platform/attempt-throttle.ts';
import { actForSignInSupplier, AUTH_MESSAGES, auditRefusal, signInRefused, startSession, type SignInClient } from '../auth/index.ts';
import { checkPasskeyAnswer, passkeyCreation, passkeyRequest, savePasskey, spendAnswerChallenge } from './passkeys.service.ts';
import { findByCredentialId } from './passkeys.queries.ts';
import type { SecondFactorDeps } from './second-factor.deps.ts';
import { findChallengedUser, spendChallenge } from './second-factor.queries.ts';
import { clearFactorAttempts, countFactorAttempt } from './second-factor.service.ts';
import { challenged, enrolling } from './sign-in-step.ts';

/** Each public options call stores a challenge: counted per address, shared by every process (429 over the limit). */
export const passkeyOptionsKey = (ip: string): AttemptKey => ({ kind: 'passkey-options', subject: '*', ip });

/**
 * POST /passkeys/sign-in/options: the second step's options (the person's passkeys) or the passwordless one's (any),
 * at most PASSKEY_OPTIONS_PER_ADDRESS per client address in the sign-in throttle's window.
 */
export async function passkeySignInOptions(
  deps: SecondFactorDeps,
  body: PasskeySignInOptionsRequest,
  ip: string,
): Promise<PasskeyRequestOptions> {
  await takeAttempt(deps, passkeyOptionsKey(ip), {
    max: PASSKEY_OPTIONS_PER_ADDRESS,
    windowMs: SIGN_IN_THROTTLE_WINDOW_S * 1000,
    message: AUTH_MESSAGES.throttled,
  });
  const refuse = () => signInRefused(PASSKEY_MESSAGES.unknown);
  if (body.challengeToken === undefined) return passkeyRequest(deps, 'sign-in', null, refuse);
  const { user } = await challenged(deps, body.challengeToken);
  return passkeyRequest(deps, 'second-factor', user.id, refuse);
}

/** POST /passkeys/sign-in: the authenticator's answer signs in (the second step with challengeToken, else passwordless). */
export async function signInWithPasskey(
  deps: SecondFactorDeps,
  body: PasskeySignInRequest,
  client: SignInClient,
): Promise<AccessTokenResponse> {
  return body.challengeToken === undefined
    ? passwordlessSignIn(deps, body, client)
    : secondStepWithPasskey(deps, { ...body, challengeToken: body.challengeToken }, client);
}

async function secondStepWithPasskey(
  deps: SecondFactorDeps,
  body: PasskeySignInRequest & { challengeToken: string },
  client: SignInClient,
): Promise<AccessTokenResponse> {
  const { challenge: signInChallenge, user } = await challenged(deps, body.challengeToken);
  await countFactorAttempt(deps, user.id);
  const refuse = () => {
    auditRefusal(deps.auth, user, 'passkey', client);
    return signInRefused(PASSKEY_MESSAGES.invalid);
  };
  const { challenge } = await spendAnswerChallenge(deps, body.passkey.response.clientDataJSON, 'second-factor', user.id, refuse);
  const session = await deps.db.transaction(async (tx) => {
    const used = await checkPasskeyAnswer(deps, tx, body.passkey, { challenge, userId: user.id, requireUserVerification: false });
    if (!used) return null;
    if (!(await spendChallenge(tx, signInChallenge.id, deps.clock.now()))) throw signInRefused(SECOND_FACTOR_MESSAGES.challengeInvalid);
    return startSession(deps.auth, user, 'passkey', client, tx);
  });
  if (!session) throw refuse();
  await clearFactorAttempts(deps, user.id);
  return session;
}

async function passwordlessSignIn(deps: SecondFactorDeps, body: PasskeySignInRequest, client: SignInClient): Promise<AccessTokenResponse> {
  const { challenge } = await spendAnswerChallenge(deps, body.passkey.response.clientDataJSON, 'sign-in', null, () =>
    signInRefused(PASSKEY_MESSAGES.challengeInvalid),
  );
  const credential = await findByCredentialId(deps.db, body.passkey.id);
  const user = credential ? await findChallengedUser(deps.db, credential.userId) : undefined;
  if (!user) throw signInRefused(PASSKEY_MESSAGES.unknown);
  actForSignInSupplier(user);
  await countFactorAttempt(deps, user.id);
  // the account's state is told only after a right passkey, as after the right password (its counter stays moved: the
  // authenticator did sign with it)
  const outcome = await deps.db.transaction(async (tx) => {
    const used = await checkPasskeyAnswer(deps, tx, body.passkey, { challenge, userId: user.id, requireUserVerification: true });
    if (!used) return { refused: PASSKEY_MESSAGES.invalid };
    if (!user.isActive) return { refused: AUTH_MESSAGES.inactiveUser };
    return startSession(deps.auth, user, 'passkey', client, tx);
  });
  if ('refused' in outcome) {
    auditRefusal(deps.auth, user, 'passkey', client);
    throw signInRefused(outcome.refused);
  }
  await clearFactorAttempts(deps, user.id);
  return outcome;
}

/**
 * POST /passkeys/sign-in/enrolment/options: a person whose company requires a second factor and who has none adds a
 * passkey before signing in (as the app is set up there): the options for a new passkey of the first step's person.
 */
export async function startSignInPasskeyEnrolment(deps: SecondFactorDeps, challengeToken: string): Promise<PasskeyCreationOptions> {
  const { user } = await enrolling(deps, challengeToken);
  return passkeyCreation(deps, { userId: user.id, userName: user.email });
}

/**
 * POST /passkeys/sign-in/enrolment: the authenticator's answer with a name saves the passkey and signs in, in one
 * transaction with the spent sign-in challenge, the recovery codes (shown once) and the audit entries.
 */
export async function confirmSignInPasskeyEnrolment(
  deps: SecondFactorDeps,
  body: SignInPasskeyEnrolmentRequest,
  client: SignInClient,
): Promise<SignInEnrolmentResponse> {
  const { challenge, user } = await enrolling(deps, body.challengeToken);
  const refuse = (message: string) => {
    auditRefusal(deps.auth, user, 'passkey', client);
    return signInRefused(message);
  };
  return savePasskey(deps, { userId: user.id, supplierId: user.supplierId }, body, client.ip, refuse, async (tx, saved) => {
    if (!(await spendChallenge(tx, challenge.id, deps.clock.now()))) throw signInRefused(SECOND_FACTOR_MESSAGES.challengeInvalid);
    return { ...(await startSession(deps.auth, user, 'passkey', client, tx)), recoveryCodes: saved.recoveryCodes ?? [] };
  });
}
