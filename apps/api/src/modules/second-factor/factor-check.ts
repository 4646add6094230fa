// Whether a typed code is the person's second factor now: a TOTP code of a step not taken before (±1 step), or an
// unused recovery code (then spent; the person's codes come with their first factor, app or passkey). The one check of sign-in, removal and regeneration.
import { secondFactorCodeKind, TOTP_ENROLMENT_TTL_S } from '@portal/contracts';
import type { Db, Tx } from '../../db/client.ts';
import type { SecondFactorDeps } from './second-factor.deps.ts';
import { useRecoveryCode } from './recovery-codes.ts';
import { findTotp, takeTotpStep } from './second-factor.queries.ts';
import { matchingStep } from './totp.ts';

export type FactorMethod = 'totp' | 'recovery-code';

/** The method the code passed with, or null (wrong, replayed, expired, or no confirmed factor). */
export async function checkFactorCode(deps: SecondFactorDeps, db: Db | Tx, userId: number, typed: string): Promise<FactorMethod | null> {
  const kind = secondFactorCodeKind(typed);
  const now = deps.clock.now();
  // recovery codes stand with any factor (an app or passkeys: docs/decisions/auth.md, "Recovery codes for every factor")
  if (kind === 'recovery-code') return (await useRecoveryCode(db, userId, typed, now)) ? 'recovery-code' : null;
  const factor = await findTotp(db, userId);
  if (!kind || !factor?.confirmedOn) return null;
  const step = matchingStep(deps.box.open(factor.secretSealed), typed, now);
  return step !== null && (await takeTotpStep(db, userId, step, now, false)) ? 'totp' : null;
}

/** Confirms a pending app with its first code (a step it then has taken). */
export async function confirmPendingTotp(deps: SecondFactorDeps, db: Db | Tx, userId: number, typed: string): Promise<boolean> {
  const now = deps.clock.now();
  const factor = await findTotp(db, userId);
  if (!factor || factor.confirmedOn || factor.createdOn.getTime() + TOTP_ENROLMENT_TTL_S * 1000 <= now.getTime()) return false;
  const step = matchingStep(deps.box.open(factor.secretSealed), typed, now);
  return step !== null && takeTotpStep(db, userId, step, now, true);
}
