// The signed-in person's passkeys (docs/decisions/auth.md, "Passkeys"): register one (after a fresh verification, the
// options, then the authenticator's answer with a name), rename one, list them, the options of a confirmation with one
// (factor-confirmation.ts removes one with it), and the one check of an assertion every passkey use goes through.
import { randomBytes } from 'node:crypto';
import {
  PASSKEY_CHALLENGE_TTL_S,
  PASSKEY_MESSAGES,
  PASSKEYS_MAX,
  type FreshVerificationRequest,
  type Passkey,
  type PasskeyAuthenticationResponse,
  type PasskeyCreationOptions,
  type PasskeyRegistered,
  type PasskeyRegistrationRequest,
  type PasskeyRegistrationResponse,
  type PasskeyRenameRequest,
  type PasskeyRequestOptions,
} from '@portal/contracts';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import type { Db, Tx } from '../../db/client.ts';
import type { Actor } from '../../platform/auth.ts';
import { Conflict, Invalid, NotFound } from '../../platform/errors.ts';
import { sha256 } from '../../platform/opaque-tokens.ts';
import { requireFreshVerification } from './fresh-verification.ts';
import { issueRecoveryCodes } from './recovery-codes.ts';
import { hasAnyFactor } from './second-factor.queries.ts';
import {
  advancePasskeyCounter,
  findByCredentialId,
  insertPasskey,
  insertPasskeyChallenge,
  listPasskeys,
  passkeyView,
  renamePasskeyRow,
  spendPasskeyChallenge,
  type PasskeyCredential,
  type PasskeyPurpose,
} from './passkeys.queries.ts';
import type { SecondFactorDeps } from './second-factor.deps.ts';
import { publishFactorChange } from './second-factor.service.ts';
import { challengeOfAnswer, checkAssertion, checkRegistration, registrationOptions, requestOptions } from './webauthn.ts';

/** Keeps the challenge a browser is given (hashed, single use, PASSKEY_CHALLENGE_TTL_S). */
export async function keepChallenge(
  deps: SecondFactorDeps,
  challenge: string,
  purpose: PasskeyPurpose,
  userId: number | null,
  userHandle: string | null = null,
): Promise<void> {
  const now = deps.clock.now();
  await insertPasskeyChallenge(deps.db, {
    challengeHash: sha256(challenge),
    purpose,
    userId,
    userHandle,
    createdOn: now,
    expiresOn: new Date(now.getTime() + PASSKEY_CHALLENGE_TTL_S * 1000),
  });
}

/**
 * Spends the challenge the answer was made for (its own statement: a refused answer spends it too); `refuse` makes
 * the caller's error when it is unknown, spent, expired, or another purpose's or person's.
 */
export async function spendAnswerChallenge(
  deps: SecondFactorDeps,
  clientDataJSON: string,
  purpose: PasskeyPurpose,
  userId: number | null,
  refuse: () => Error,
): Promise<{ challenge: string; userHandle: string | null }> {
  const challenge = challengeOfAnswer(clientDataJSON);
  const row = challenge && (await spendPasskeyChallenge(deps.db, sha256(challenge), purpose, userId, deps.clock.now()));
  if (!challenge || !row) throw refuse();
  return { challenge, userHandle: row.userHandle };
}

/**
 * The one check of a passkey's answer (sign-in, second step, verification): the credential is the person's (any
 * person's for the passwordless sign-in: `userId` null), the user handle its own, the signature over the challenge
 * for this site and origin, and the counter moved forward, which is stored with the use inside `db`'s transaction.
 */
export async function checkPasskeyAnswer(
  deps: SecondFactorDeps,
  db: Db | Tx,
  answer: PasskeyAuthenticationResponse,
  expected: { challenge: string; userId: number | null; requireUserVerification: boolean },
): Promise<PasskeyCredential | null> {
  const stored = await findByCredentialId(db, answer.id);
  if (!stored || (expected.userId !== null && stored.userId !== expected.userId)) return null;
  if (answer.response.userHandle !== undefined && answer.response.userHandle !== stored.userHandle) return null;
  const next = await checkAssertion(
    deps.relyingParty,
    answer as AuthenticationResponseJSON,
    expected.challenge,
    stored,
    expected.requireUserVerification,
  );
  if (next === null || !(await advancePasskeyCounter(db, stored.id, stored.counter, next, deps.clock.now()))) return null;
  return stored;
}

/** Options for a new passkey of the person (their others excluded); 409 at PASSKEYS_MAX. */
export async function passkeyCreation(
  deps: SecondFactorDeps,
  person: { userId: number; userName: string },
): Promise<PasskeyCreationOptions> {
  const existing = await listPasskeys(deps.db, person.userId);
  if (existing.length >= PASSKEYS_MAX) throw new Conflict(PASSKEY_MESSAGES.tooMany);
  const userHandle = existing[0]?.userHandle ?? randomBytes(32).toString('base64url');
  const options = await registrationOptions(deps.relyingParty, { userName: person.userName, userHandle }, existing);
  await keepChallenge(deps, options.challenge, 'registration', person.userId, userHandle);
  return options;
}

/** POST /passkeys/registration-options: after a fresh verification (a recent sign-in or the password), the options. */
export async function startPasskeyRegistration(
  deps: SecondFactorDeps,
  actor: Actor,
  body: FreshVerificationRequest | null | undefined,
  ip: string,
): Promise<PasskeyCreationOptions> {
  await requireFreshVerification(deps, actor, body?.password, ip);
  return passkeyCreation(deps, actor);
}

/**
 * The one saving of a new passkey (the security page, the sign-in's required setup): the answer to a live registration
 * challenge of the person, checked, saved under its name with its audit entry and, when it is the person's first factor,
 * their recovery codes (shown once), all in one transaction with `within`'s work (the sign-in's session). `refusal`
 * makes the error of an answer refused.
 */
export async function savePasskey<T>(
  deps: SecondFactorDeps,
  who: { userId: number; supplierId: number | null },
  body: { name: string; response: PasskeyRegistrationResponse },
  ip: string,
  refusal: (message: string) => Error,
  within: (tx: Tx, saved: PasskeyRegistered) => Promise<T>,
): Promise<T> {
  const { challenge, userHandle } = await spendAnswerChallenge(
    deps,
    body.response.response.clientDataJSON,
    'registration',
    who.userId,
    () => refusal(PASSKEY_MESSAGES.challengeInvalid),
  );
  const credential = await checkRegistration(deps.relyingParty, body.response as RegistrationResponseJSON, challenge);
  if (!credential || !userHandle) throw refusal(PASSKEY_MESSAGES.invalid);
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    if ((await listPasskeys(tx, who.userId)).length >= PASSKEYS_MAX) throw new Conflict(PASSKEY_MESSAGES.tooMany);
    const first = !(await hasAnyFactor(tx, who.userId));
    const saved = await insertPasskey(tx, { ...credential, userId: who.userId, userHandle, name: body.name.trim(), createdOn: now });
    if (!saved) throw new Conflict(PASSKEY_MESSAGES.alreadyRegistered);
    await publishFactorChange(tx, who, 'passkey-registered', ip, now);
    const recoveryCodes = first ? await issueRecoveryCodes(tx, who.userId, now) : null;
    return within(tx, { ...passkeyView(saved), recoveryCodes });
  });
}

const badAnswer = (message: string = PASSKEY_MESSAGES.invalid) => Invalid.field(['response'], message);

/** POST /passkeys: the authenticator's answer to the registration options saves the passkey (and its audit entry). */
export async function registerPasskey(
  deps: SecondFactorDeps,
  actor: Actor,
  body: PasskeyRegistrationRequest,
  ip: string,
): Promise<PasskeyRegistered> {
  return savePasskey(deps, actor, body, ip, badAnswer, async (_tx, saved) => saved);
}

/** PATCH /passkeys/{id}: a new name (its audit entry with it); another person's passkey is 404. */
export async function renamePasskey(
  deps: SecondFactorDeps,
  actor: Actor,
  id: number,
  body: PasskeyRenameRequest,
  ip: string,
): Promise<Passkey> {
  return deps.db.transaction(async (tx) => {
    const row = await renamePasskeyRow(tx, actor.userId, id, body.name.trim());
    if (!row) throw new NotFound();
    await publishFactorChange(tx, actor, 'passkey-renamed', ip, deps.clock.now());
    return passkeyView(row);
  });
}

/**
 * Options to answer with one of the person's passkeys (`userId` null: any discoverable passkey of the site), their
 * challenge kept for `purpose`; `refuse` makes the error for a person without a passkey.
 */
export async function passkeyRequest(
  deps: SecondFactorDeps,
  purpose: Exclude<PasskeyPurpose, 'registration'>,
  userId: number | null,
  refuse: () => Error,
): Promise<PasskeyRequestOptions> {
  const allowed = userId === null ? null : await listPasskeys(deps.db, userId);
  if (allowed?.length === 0) throw refuse();
  const options = await requestOptions(deps.relyingParty, allowed);
  await keepChallenge(deps, options.challenge, purpose, userId);
  return options;
}

/** POST /passkeys/verification-options: options to confirm with one of the person's passkeys (a removal, new recovery codes). */
export const startPasskeyVerification = (deps: SecondFactorDeps, actor: Actor): Promise<PasskeyRequestOptions> =>
  passkeyRequest(deps, 'verification', actor.userId, () => new Conflict(PASSKEY_MESSAGES.unknown));
