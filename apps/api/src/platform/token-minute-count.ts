// The per-minute limit of a bearer token's calls, counted in PostgreSQL so every process counts in the same row
// (docs/decisions/reliability-promises.md, "API tokens: the per-minute limit in PostgreSQL"): API tokens
// (api_token_calls) and SCIM tokens (scim_token_calls, docs/decisions/auth.md "SCIM provisioning") share the statement.
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { apiTokenCalls, scimTokenCalls } from '../db/schema/index.ts';
import { TooManyRequests } from './errors.ts';

/** A table of (token_id, window_start, calls), one row per token and clock minute. */
export type TokenMinuteTable = typeof apiTokenCalls | typeof scimTokenCalls;

const MINUTE_MS = 60_000;

export interface MinuteLimit {
  table: TokenMinuteTable;
  /** Calls allowed in a clock minute. */
  max: number;
  /** The 429's detail. */
  message: string;
}

/**
 * One atomic upsert: the token's minute gains `calls` (a call, or a bulk's operations); above the limit, 429 with
 * Retry-After to the minute's end. A refused call counts too (a client that ignores 429 stays refused until then).
 */
export async function countTokenCalls(db: Db, limit: MinuteLimit, tokenId: number, now: number, calls = 1): Promise<void> {
  // both tables have the same columns; drizzle types each by its name, so one of them stands for both
  const table = limit.table as typeof apiTokenCalls;
  const windowStart = now - (now % MINUTE_MS);
  const [row] = await db
    .insert(table)
    .values({ tokenId, windowStart: new Date(windowStart), calls })
    .onConflictDoUpdate({ target: [table.tokenId, table.windowStart], set: { calls: sql`${table.calls} + ${calls}` } })
    .returning({ calls: table.calls });
  if (row!.calls > limit.max) throw new TooManyRequests((windowStart + MINUTE_MS - now) / 1000, limit.message);
}

/** The token's past minutes count for nothing: deleted as often as its last use is written. */
export async function pruneTokenCalls(db: Db, tableOfCounts: TokenMinuteTable, tokenId: number, now: number): Promise<void> {
  const table = tableOfCounts as typeof apiTokenCalls;
  await db.delete(table).where(and(eq(table.tokenId, tokenId), lt(table.windowStart, new Date(now - (now % MINUTE_MS)))));
}
