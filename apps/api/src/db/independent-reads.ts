// Reads that do not depend on each other (docs/decisions/house.md, "One statement at a time on a connection"): side by
// side where each takes a connection of its own (node-postgres's pool, outside any transaction), one after another
// where they would share one (a db.transaction's `tx`, a request that holds a transaction, PGlite's one connection).
// A Promise.all over the database handle is refused by lint: this decides instead of the caller, who cannot know
// whether a transaction holds the request.
import pg from 'pg';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db, Tx } from './client.ts';
import { requestHoldsTransaction } from './request-transaction.ts';

type Read = () => PromiseLike<unknown>;

/** Runs the reads and answers their results in order. */
export async function independentReads<T extends readonly Read[]>(
  db: Db | Tx,
  ...reads: T
): Promise<{ -readonly [K in keyof T]: Awaited<ReturnType<T[K]>> }> {
  type Results = { -readonly [K in keyof T]: Awaited<ReturnType<T[K]>> };
  if (onConnectionsOfTheirOwn(db)) return (await Promise.all(reads.map((read) => read()))) as Results;
  const results: unknown[] = [];
  for (const read of reads) results.push(await read());
  return results as Results;
}

function onConnectionsOfTheirOwn(db: Db | Tx): boolean {
  if (db instanceof PgTransaction || requestHoldsTransaction()) return false;
  return (db as { $client?: unknown }).$client instanceof pg.Pool;
}
