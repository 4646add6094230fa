// Throttling by counted attempts in the auth_attempts table (per kind, subject and IP), so every process sees the same
// counts: sign-in and mail requests (modules/auth) and invitation lookups and application submits (modules/application).
// Time comes from the app clock, so tests move it instead of sleeping.
import { and, asc, eq, gt, lte, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
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
async function refuseOverLimit(db: Db | Tx, key: AttemptKey, rule: ThrottleRule, now: Date): Promise<void> {
  const rows = await db
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

export interface TakenAttempt {
  /** The attempt's row (a code or reset-mail request is also the record that a mail was asked for). */
  id: number;
  /** The attempt did not count after all (a success that does not clear the key, a lookup that found its row). */
  release(): Promise<void>;
}

/**
 * Check and count in one step: under a transaction-scoped advisory lock of the key, 429 when `rule.max` attempts fall
 * inside the window, else the attempt is recorded before the caller does its work. Concurrent attempts of one key
 * queue on the lock, so 20 sent at once cannot all pass a check that none of them has counted yet
 * (docs/decisions/reliability-promises.md).
 */
export async function takeAttempt(deps: ThrottleDeps, key: AttemptKey, rule: ThrottleRule): Promise<TakenAttempt> {
  const now = deps.clock.now();
  const subject = key.subject.trim().toLowerCase();
  const id = await deps.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`attempt:${key.kind}:${subject}:${key.ip}`}, 0))`);
    await refuseOverLimit(tx, key, rule, now);
    await pruneAttempts(tx, key.kind, now, rule.windowMs);
    const [row] = await tx
      .insert(authAttempts)
      .values({ kind: key.kind, subject, ip: key.ip, createdOn: now })
      .returning({ id: authAttempts.id });
    return row!.id;
  });
  return {
    id,
    release: async () => {
      await deps.db.delete(authAttempts).where(eq(authAttempts.id, id));
    },
  };
}

async function pruneAttempts(db: Db | Tx, kind: string, now: Date, windowMs: number): Promise<void> {
  await db.delete(authAttempts).where(and(eq(authAttempts.kind, kind), lte(authAttempts.createdOn, new Date(now.getTime() - windowMs))));
}

/** A success clears the attempts of this key only. */
export async function clearKeyAttempts(deps: ThrottleDeps, key: AttemptKey): Promise<void> {
  await deps.db.delete(authAttempts).where(keyFilter(key));
}
