// Throttling of sign-in attempts, code and reset-mail requests, counted per subject (user name or e-mail) and IP:
// the auth kinds and window over the shared attempt throttle (platform/attempt-throttle.ts).
import { SIGN_IN_THROTTLE_WINDOW_S } from '@portal/contracts';
import { clearKeyAttempts, takeAttempt, type TakenAttempt } from '../../platform/attempt-throttle.ts';
import type { AuthDeps } from './auth.deps.ts';
import { AUTH_MESSAGES } from './auth.messages.ts';

export type AttemptKind = 'sign-in' | 'code-attempt' | 'one-time-code' | 'reset-mail';

export interface AttemptKey {
  kind: AttemptKind;
  subject: string;
  ip: string;
}

const WINDOW_MS = SIGN_IN_THROTTLE_WINDOW_S * 1000;

/**
 * 429 with Retry-After when `max` attempts of this key fall inside the window, else the attempt is counted at once, in
 * the same atomic step (a failure needs nothing more; a success clears the key).
 */
export async function countAttempt(deps: AuthDeps, key: AttemptKey, max: number): Promise<TakenAttempt> {
  return takeAttempt(deps, key, { max, windowMs: WINDOW_MS, message: AUTH_MESSAGES.throttled });
}

/** A success clears the failures of this key only; other accounts and IPs keep theirs. */
export async function clearAttempts(deps: AuthDeps, key: AttemptKey): Promise<void> {
  await clearKeyAttempts(deps, key);
}
