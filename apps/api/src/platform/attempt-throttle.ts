// Throttling by counted attempts in the auth_attempts table (per kind, subject and IP), so every process sees the same
// counts: sign-in and mail requests (modules/auth) and invitation lookups and application submits (modules/application).
// Time comes from the app clock, so tests move it instead of sleeping.
import { and, asc, eq, gt, lte } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { authAttempts } from '../db/schema/index.ts';
import type { Clock } from './clock.ts';
import { TooManyRequests } from './errors.ts';

export interface ThrottleDeps {
  db: Db;
  clock: Clock;
}

export interface AttemptKey {
  kind: string;
  /** Lower-cased user name or e-mail, or '*' for a limit per address only. */
  subject: string;
  ip: string;
}

export interface ThrottleRule {
  max: number;
  windowMs: number;
  /** The 429's detail. */
  message: string;
}

function keyFilter(key: AttemptKey) {
  return and(eq(authAttempts.kind, key.kind), eq(authAttempts.subject, key.subject.trim().toLowerCase()), eq(authAttempts.ip, key.ip));
}

/** 429 with Retry-After when `rule.max` attempts of this key fall inside the window. */
export async function assertWithinLimit(deps: ThrottleDeps, key: AttemptKey, rule: ThrottleRule): Promise<void> {
  const now = deps.clock.now();
  const rows = await deps.db
    .select({ createdOn: authAttempts.createdOn })
    .from(authAttempts)
    .where(and(keyFilter(key), gt(authAttempts.createdOn, new Date(now.getTime() - rule.windowMs))))
    .orderBy(asc(authAttempts.createdOn));
  if (rows.length < rule.max) return;
  // Allowed again once enough of the oldest attempts leave the window to drop below max.
  const freeingAttempt = rows[rows.length - rule.max]!;
  const retryAfterMs = freeingAttempt.createdOn.getTime() + rule.windowMs - now.getTime();
  throw new TooManyRequests(retryAfterMs / 1000, rule.message);
}

/** Records one attempt; rows older than the window count for nothing and are pruned as we go. */
export async function recordKeyAttempt(deps: ThrottleDeps, key: AttemptKey, windowMs: number): Promise<void> {
  const now = deps.clock.now();
  await deps.db
    .delete(authAttempts)
    .where(and(eq(authAttempts.kind, key.kind), lte(authAttempts.createdOn, new Date(now.getTime() - windowMs))));
  await deps.db.insert(authAttempts).values({ kind: key.kind, subject: key.subject.trim().toLowerCase(), ip: key.ip, createdOn: now });
}

/** A success clears the attempts of this key only. */
export async function clearKeyAttempts(deps: ThrottleDeps, key: AttemptKey): Promise<void> {
  await deps.db.delete(authAttempts).where(keyFilter(key));
}
