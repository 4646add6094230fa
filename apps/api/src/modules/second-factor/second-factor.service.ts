// The signed-in person's second factor (/second-factor): set up an authenticator app (a secret, then its first code),
// remove it or get new recovery codes (each with a current code), and the Admin's requirement for the supplier's people.
import {
  SECOND_FACTOR_MAX_FAILURES,
  SECOND_FACTOR_MESSAGES,
  SIGN_IN_THROTTLE_WINDOW_S,
  TOTP_ENROLMENT_TTL_S,
  type FreshVerificationRequest,
  type SecondFactorChange,
  type SecondFactorStatus,
  type TotpEnrolment,
} from '@portal/contracts';
import type { Db, Tx } from '../../db/client.ts';
import type { Actor } from '../../platform/auth.ts';
import { Conflict, Invalid } from '../../platform/errors.ts';
import { clearKeyAttempts, takeAttempt } from '../../platform/attempt-throttle.ts';
import { publish } from '../../platform/events/domain-events.ts';
import { confirmPendingTotp } from './factor-check.ts';
import { requireFreshVerification } from './fresh-verification.ts';
import { issueRecoveryCodes } from './recovery-codes.ts';
import { listPasskeys, passkeyView } from './passkeys.queries.ts';
import type { SecondFactorDeps } from './second-factor.deps.ts';
import {
  countUnusedRecoveryCodes,
  findTotp,
  hasAnyFactor,
  savePendingTotp,
  setSupplierRequirement,
  supplierRequiresSecondFactor,
} from './second-factor.queries.ts';
import { newTotpSecret, otpauthUrl, qrCodeSvg } from './totp.ts';

/** Wrong second-factor codes are counted per person (any address) in the shared attempts table: every process sees them. */
export const secondFactorAttemptKey = (userId: number) => ({ kind: 'second-factor', subject: `user:${userId}`, ip: '*' });

/** 429 once SECOND_FACTOR_MAX_FAILURES wrong codes fall in the window; else the attempt is counted (a success clears it). */
export async function countFactorAttempt(deps: SecondFactorDeps, userId: number): Promise<void> {
  await takeAttempt(deps, secondFactorAttemptKey(userId), {
    max: SECOND_FACTOR_MAX_FAILURES,
    windowMs: SIGN_IN_THROTTLE_WINDOW_S * 1000,
    message: 'Too many attempts. Please wait and try again later.',
  });
}

export async function clearFactorAttempts(deps: SecondFactorDeps, userId: number): Promise<void> {
  await clearKeyAttempts(deps, secondFactorAttemptKey(userId));
}

export const wrongCode = (field = 'code') => Invalid.field([field], SECOND_FACTOR_MESSAGES.codeInvalid);

export async function publishFactorChange(
  db: Db | Tx,
  who: { userId: number; supplierId: number | null },
  change: SecondFactorChange,
  ip: string,
  now: Date,
): Promise<void> {
  if (who.supplierId === null) return;
  await publish(db, [{ type: 'second-factor.changed', supplierId: who.supplierId, userId: who.userId, change, ip }], now);
}

export async function secondFactorStatus(deps: SecondFactorDeps, actor: Actor): Promise<SecondFactorStatus> {
  const factor = await findTotp(deps.db, actor.userId);
  return {
    totp: factor?.confirmedOn ? { enrolledOn: factor.confirmedOn.toISOString() } : null,
    recoveryCodesLeft: await countUnusedRecoveryCodes(deps.db, actor.userId),
    passkeys: (await listPasskeys(deps.db, actor.userId)).map(passkeyView),
    required: await supplierRequiresSecondFactor(deps.db, actor.supplierId),
  };
}

/** POST /second-factor/totp/enrolment: after a fresh verification (a recent sign-in or the password), a new secret. */
export async function startOwnTotpEnrolment(
  deps: SecondFactorDeps,
  actor: Actor,
  body: FreshVerificationRequest | null | undefined,
  ip: string,
): Promise<TotpEnrolment> {
  await requireFreshVerification(deps, actor, body?.password, ip);
  return startTotpEnrolment(deps, actor.userId, actor.userName);
}

/** A new secret for the person's app (replacing an unconfirmed one); 409 when an app is set up already. */
export async function startTotpEnrolment(deps: SecondFactorDeps, userId: number, accountName: string): Promise<TotpEnrolment> {
  const secret = newTotpSecret();
  if (!(await savePendingTotp(deps.db, userId, deps.box.seal(secret), deps.clock.now())))
    throw new Conflict(SECOND_FACTOR_MESSAGES.alreadyEnrolled);
  const url = otpauthUrl(secret, accountName);
  return { secret, otpauthUrl: url, qrCodeSvg: await qrCodeSvg(url) };
}

/**
 * Confirms the pending app with its first code, in one transaction with the audit entry and, when it is the person's
 * first factor, their recovery codes: the answer, shown once (empty when they have passkeys: their codes stay). 409 when
 * an app is set up already.
 */
export async function confirmTotp(
  deps: SecondFactorDeps,
  who: { userId: number; supplierId: number | null },
  code: string,
  ip: string,
  db: Db | Tx = deps.db,
): Promise<string[]> {
  const factor = await findTotp(db, who.userId);
  if (factor?.confirmedOn) throw new Conflict(SECOND_FACTOR_MESSAGES.alreadyEnrolled);
  const now = deps.clock.now();
  if (!factor || factor.createdOn.getTime() + TOTP_ENROLMENT_TTL_S * 1000 <= now.getTime())
    throw Invalid.field(['code'], SECOND_FACTOR_MESSAGES.noEnrolment);
  await countFactorAttempt(deps, who.userId);
  const codes = await db.transaction(async (tx) => {
    const first = !(await hasAnyFactor(tx, who.userId));
    if (!(await confirmPendingTotp(deps, tx, who.userId, code))) return null;
    const issued = first ? await issueRecoveryCodes(tx, who.userId, now) : [];
    await publishFactorChange(tx, who, 'totp-enrolled', ip, now);
    return issued;
  });
  if (!codes) throw wrongCode();
  await clearFactorAttempts(deps, who.userId);
  return codes;
}

export async function setRequirement(deps: SecondFactorDeps, actor: Actor, required: boolean): Promise<{ required: boolean }> {
  await setSupplierRequirement(deps.db, actor.supplierId, required);
  return { required };
}
