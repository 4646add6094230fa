// Throttling of sign-in attempts, code and reset-mail requests, counted per subject (user name or e-mail)
// and IP in the auth_attempts table so every process sees the same counts.
import { and, asc, eq, gt, lte } from 'drizzle-orm';
import { SIGN_IN_THROTTLE_WINDOW_S } from '@portal/contracts';
import { authAttempts } from '../../db/schema/index.ts';
import { TooManyRequests } from '../../platform/errors.ts';
import type { AuthDeps } from './auth.deps.ts';
import { AUTH_MESSAGES } from './auth.messages.ts';

export type AttemptKind = 'sign-in' | 'code-attempt' | 'one-time-code' | 'reset-mail';

export interface AttemptKey {
  kind: AttemptKind;
  subject: string;
  ip: string;
}

const WINDOW_MS = SIGN_IN_THROTTLE_WINDOW_S * 1000;

function keyFilter(key: AttemptKey) {
  return and(eq(authAttempts.kind, key.kind), eq(authAttempts.subject, key.subject.trim().toLowerCase()), eq(authAttempts.ip, key.ip));
}

/** 429 with Retry-After when `max` attempts of this key fall inside the window. */
export async function assertNotThrottled(deps: AuthDeps, key: AttemptKey, max: number): Promise<void> {
  const now = deps.clock.now();
  const rows = await deps.db
    .select({ createdOn: authAttempts.createdOn })
    .from(authAttempts)
    .where(and(keyFilter(key), gt(authAttempts.createdOn, new Date(now.getTime() - WINDOW_MS))))
    .orderBy(asc(authAttempts.createdOn));
  if (rows.length < max) return;
  // Allowed again once enough of the oldest attempts leave the window to drop below max.
  const freeingAttempt = rows[rows.length - max]!;
  const retryAfterMs = freeingAttempt.createdOn.getTime() + WINDOW_MS - now.getTime();
  throw new TooManyRequests(retryAfterMs / 1000, AUTH_MESSAGES.throttled);
}

export async function recordAttempt(deps: AuthDeps, key: AttemptKey): Promise<void> {
  const now = deps.clock.now();
  // Rows that left the window count for nothing: prune them all as we go, so sprayed user names cannot pile up.
  await deps.db.delete(authAttempts).where(lte(authAttempts.createdOn, new Date(now.getTime() - WINDOW_MS)));
  await deps.db.insert(authAttempts).values({ kind: key.kind, subject: key.subject.trim().toLowerCase(), ip: key.ip, createdOn: now });
}

/** A success clears the failures of this key only; other accounts and IPs keep theirs. */
export async function clearAttempts(deps: AuthDeps, key: AttemptKey): Promise<void> {
  await deps.db.delete(authAttempts).where(keyFilter(key));
}
