// A fresh verification before a factor is added (docs/decisions/auth.md, "A second factor"; ASVS 5.0 7.5.1:
// re-authentication before the authentication factors change): a sign-in of this session within FRESH_VERIFICATION_S,
// else the person's password typed again (counted as a sign-in attempt, as a password change counts it).
import { FRESH_VERIFICATION_S, SECOND_FACTOR_MESSAGES } from '@portal/contracts';
import type { Actor } from '../../platform/auth.ts';
import { Invalid } from '../../platform/errors.ts';
import { confirmPassword, sessionSignedInOn } from '../auth/index.ts';
import type { SecondFactorDeps } from './second-factor.deps.ts';

/** Passes when `password` is the person's, or (none given) when this session's sign-in is recent; 400 at `$.password` else. */
export async function requireFreshVerification(
  deps: SecondFactorDeps,
  actor: Pick<Actor, 'userId' | 'userName' | 'sessionId'>,
  password: string | undefined,
  ip: string,
): Promise<void> {
  if (password !== undefined) {
    await confirmPassword(deps.auth, actor, password, ip, ['password', SECOND_FACTOR_MESSAGES.wrongPassword]);
    return;
  }
  // an API token has no session, so no sign-in to count: it always needs the password
  const signedInOn = actor.sessionId === undefined ? undefined : await sessionSignedInOn(deps.db, actor.userId, actor.sessionId);
  if (signedInOn && deps.clock.now().getTime() - signedInOn.getTime() <= FRESH_VERIFICATION_S * 1000) return;
  throw Invalid.field(['password'], SECOND_FACTOR_MESSAGES.freshVerification);
}
