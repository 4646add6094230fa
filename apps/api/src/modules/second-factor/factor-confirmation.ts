// Changes of a person's factors confirmed by any one of their factors (docs/decisions/auth.md, "Passkeys", "Removing a
// passkey, new recovery codes"; the app's removal too): one of their passkeys (a fresh verification: the answer to a live verification
// challenge), a current code of the authenticator app or an unused recovery code. Each confirmation counts against
// the person's second-factor lockout before it is checked (ASVS 6.3.1) and the change commits with it (ASVS 7.5.1).
import { PASSKEY_MESSAGES, SECOND_FACTOR_MESSAGES, type FactorConfirmationRequest } from '@portal/contracts';
import type { Tx } from '../../db/client.ts';
import type { Actor } from '../../platform/auth.ts';
import { Conflict, Invalid, NotFound } from '../../platform/errors.ts';
import { checkFactorCode } from './factor-check.ts';
import { deletePasskey, findPersonPasskey } from './passkeys.queries.ts';
import { checkPasskeyAnswer, spendAnswerChallenge } from './passkeys.service.ts';
import { issueRecoveryCodes } from './recovery-codes.ts';
import type { SecondFactorDeps } from './second-factor.deps.ts';
import { deleteSecondFactor, dropRecoveryCodesWithoutFactor, findTotp, hasAnyFactor } from './second-factor.queries.ts';
import { clearFactorAttempts, countFactorAttempt, publishFactorChange, wrongCode } from './second-factor.service.ts';

/**
 * Runs `change` in the transaction that checks the confirmation: a passkey's answer (its challenge spent first, so a
 * refused answer spends it too) or a code. Refused: 400 at `$.passkey` or `$.code`; the 6th try in 15 minutes is 429.
 */
export async function withFactorConfirmation<T>(
  deps: SecondFactorDeps,
  actor: Actor,
  body: FactorConfirmationRequest,
  change: (tx: Tx) => Promise<T>,
): Promise<T> {
  await countFactorAttempt(deps, actor.userId);
  const answer = body.passkey;
  const spent = answer
    ? await spendAnswerChallenge(deps, answer.response.clientDataJSON, 'verification', actor.userId, () =>
        Invalid.field(['passkey'], PASSKEY_MESSAGES.challengeInvalid),
      )
    : null;
  const result = await deps.db.transaction(async (tx) => {
    if (answer && spent) {
      const used = await checkPasskeyAnswer(deps, tx, answer, {
        challenge: spent.challenge,
        userId: actor.userId,
        requireUserVerification: false,
      });
      if (!used) throw Invalid.field(['passkey'], PASSKEY_MESSAGES.invalid);
    } else if (!(await checkFactorCode(deps, tx, actor.userId, body.code ?? ''))) throw wrongCode();
    return change(tx);
  });
  await clearFactorAttempts(deps, actor.userId);
  return result;
}

/** POST /passkeys/{id}/removal: any passkey of the person, confirmed by any factor. Another person's passkey is 404. */
export async function removePasskey(deps: SecondFactorDeps, actor: Actor, id: number, body: FactorConfirmationRequest, ip: string) {
  if (!(await findPersonPasskey(deps.db, actor.userId, id))) throw new NotFound();
  await withFactorConfirmation(deps, actor, body, async (tx) => {
    if (!(await deletePasskey(tx, actor.userId, id))) throw new NotFound();
    await dropRecoveryCodesWithoutFactor(tx, actor.userId);
    await publishFactorChange(tx, actor, 'passkey-removed', ip, deps.clock.now());
  });
}

/** POST /second-factor/removal: the authenticator app (and its recovery codes unless passkeys remain), confirmed by any factor. */
export async function removeSecondFactor(deps: SecondFactorDeps, actor: Actor, body: FactorConfirmationRequest, ip: string) {
  if (!(await findTotp(deps.db, actor.userId))?.confirmedOn) throw new Conflict(SECOND_FACTOR_MESSAGES.notEnrolled);
  await withFactorConfirmation(deps, actor, body, async (tx) => {
    await deleteSecondFactor(tx, actor.userId);
    await publishFactorChange(tx, actor, 'totp-removed', ip, deps.clock.now());
  });
}

/** POST /second-factor/recovery-codes: new codes for a person with any factor, confirmed by any factor (a passkey too). */
export async function regenerateRecoveryCodes(
  deps: SecondFactorDeps,
  actor: Actor,
  body: FactorConfirmationRequest,
  ip: string,
): Promise<string[]> {
  if (!(await hasAnyFactor(deps.db, actor.userId))) throw new Conflict(SECOND_FACTOR_MESSAGES.notEnrolled);
  return withFactorConfirmation(deps, actor, body, async (tx) => {
    const now = deps.clock.now();
    const issued = await issueRecoveryCodes(tx, actor.userId, now);
    await publishFactorChange(tx, actor, 'recovery-codes-regenerated', ip, now);
    return issued;
  });
}
