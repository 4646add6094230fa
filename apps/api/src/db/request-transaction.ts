// One transaction around a whole request: an idempotent write (platform/idempotency.ts) reserves its key, runs its
// handler and keeps its answer in it, so the key, the write and the answer commit together or not at all
// (docs/decisions/reliability-promises.md). While a request holds one, every statement of that request goes into it,
// whichever handle sends it (`db`, `readDb` when it is the same pool, `queryCompiled`), and a service's own
// `db.transaction(...)` becomes a savepoint of it. Requests without one, and the system's statements, are unchanged.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { PGlite, Transaction } from '@electric-sql/pglite';
import type pg from 'pg';
import type { Database } from './client.ts';
import { currentTenant } from './tenant-context.ts';

export interface RequestTransaction {
  /** Still open: neither committed nor rolled back. */
  readonly open: boolean;
  commit(): Promise<void>;
  rollback(): Promise<void>;
}

interface Held {
  open: boolean;
  savepoints: number;
  /** node-postgres: the request's checked-out connection. */
  client?: pg.PoolClient;
  /** PGlite: the open transaction. */
  tx?: Transaction;
}

/** The request's slot, opened for every request (registerRequestTransactionSlot); holds a transaction when one is begun. */
const slots = new AsyncLocalStorage<{ held: Held | null }>();

/** Runs the rest of a request (its hooks and handler) with an empty slot: an onRequest hook's `done`. */
export function runWithRequestSlot(done: () => void): void {
  slots.run({ held: null }, done);
}

function active(): Held | undefined {
  const held = slots.getStore()?.held;
  return held?.open ? held : undefined;
}

const savepointName = (held: Held) => `request_sp${++held.savepoints}`;

/** `begin`, `commit` and `rollback` of a transaction opened inside the request's become a savepoint of it. */
function nestedStatement(text: string, name: string): string | null {
  if (/^\s*begin\b/i.test(text)) return `savepoint ${name}`;
  if (/^\s*(?:commit|end)\s*;?\s*$/i.test(text)) return `release savepoint ${name}`;
  if (/^\s*rollback\s*;?\s*$/i.test(text)) return `rollback to savepoint ${name}`;
  return null;
}

const installed = new WeakSet<object>();

/** Routes the request's statements into its transaction while it holds one; once per database handle. */
function install(database: Database): void {
  const raw = database.raw as object;
  if (installed.has(raw)) return;
  installed.add(raw);
  if (database.kind === 'postgres') installOnPool(database.raw as pg.Pool);
  else installOnPglite(database.raw as PGlite);
}

// the system's statements (asSystem: no tenant context) keep going to the owner's connections on PostgreSQL
const activeForPool = () => (currentTenant() ? active() : undefined);

/** Whether the pool's statements sent now go into the request's one transaction (its one connection). */
export const requestHoldsTransaction = (): boolean => activeForPool() !== undefined;

function installOnPool(pool: pg.Pool): void {
  const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  const connect = pool.connect.bind(pool) as (...args: unknown[]) => unknown;
  (pool as { query: unknown }).query = (...args: unknown[]) => {
    const held = activeForPool();
    if (!held || typeof args[args.length - 1] === 'function') return query(...args);
    return (held.client!.query as (...a: unknown[]) => unknown)(...args);
  };
  (pool as { connect: unknown }).connect = (...args: unknown[]) => {
    const held = activeForPool();
    if (!held || args.length) return connect(...args);
    return Promise.resolve(nestedClient(held));
  };
}

/** The request's connection as a transaction inside it: drizzle's begin/commit/rollback become its savepoint. */
function nestedClient(held: Held): pg.PoolClient {
  const client = held.client!;
  const name = savepointName(held);
  const nested = Object.create(client) as pg.PoolClient;
  (nested as { query: unknown }).query = (...args: unknown[]) => {
    const first = args[0];
    const text = typeof first === 'string' ? first : String((first as { text?: string } | null)?.text ?? '');
    const replaced = nestedStatement(text, name);
    if (replaced !== null) return client.query(replaced);
    return (client.query as (...a: unknown[]) => unknown).apply(client, args);
  };
  // the connection stays the request's until its transaction ends
  (nested as { release: unknown }).release = () => undefined;
  return nested;
}

function installOnPglite(client: PGlite): void {
  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  const transaction = client.transaction.bind(client);
  (client as { query: unknown }).query = ((...args: Parameters<PGlite['query']>) => {
    const held = active();
    return held ? held.tx!.query(...args) : query(...args);
  }) as PGlite['query'];
  (client as { exec: unknown }).exec = ((...args: Parameters<PGlite['exec']>) => {
    const held = active();
    return held ? held.tx!.exec(...args) : exec(...args);
  }) as PGlite['exec'];
  (client as { transaction: unknown }).transaction = (async <T>(work: (tx: Transaction) => Promise<T>) => {
    const held = active();
    if (!held) return transaction(work);
    const tx = held.tx!;
    const name = savepointName(held);
    await tx.exec(`savepoint ${name}`);
    try {
      const result = await work(tx);
      await tx.exec(`release savepoint ${name}`);
      return result;
    } catch (error) {
      await tx.exec(`rollback to savepoint ${name}`);
      throw error;
    }
  }) as PGlite['transaction'];
}

/**
 * Begins the request's transaction; from here on the request's statements run in it until `commit` or `rollback`.
 * Needs the request's slot (runWithRequestSlot).
 */
export async function beginRequestTransaction(database: Database): Promise<RequestTransaction> {
  const slot = slots.getStore();
  if (!slot) throw new Error('no request slot: register runWithRequestSlot as an onRequest hook');
  if (slot.held?.open) throw new Error('the request already holds a transaction');
  install(database);
  const held: Held = { open: false, savepoints: 0 };
  let finish: (commit: boolean) => Promise<void>;
  if (database.kind === 'postgres') {
    const client = await (database.raw as pg.Pool).connect();
    try {
      await client.query('begin');
    } catch (error) {
      client.release(error as Error);
      throw error;
    }
    held.client = client;
    finish = async (commit) => {
      let broken: Error | undefined;
      try {
        await client.query(commit ? 'commit' : 'rollback');
      } catch (error) {
        broken = error as Error;
        throw error;
      } finally {
        client.release(broken);
      }
    };
  } else {
    const pglite = database.raw as PGlite;
    let end!: (commit: boolean) => void;
    const ended = new Promise<boolean>((resolve) => (end = resolve));
    let started!: (tx: Transaction) => void;
    const tx = new Promise<Transaction>((resolve) => (started = resolve));
    // the PGlite instance's own transaction (installOnPglite routes only statements of a request that holds one)
    const done = transaction(pglite, async (open) => {
      started(open);
      if (!(await ended)) await open.rollback();
    });
    held.tx = await Promise.race([tx, done.then(() => Promise.reject(new Error('the transaction ended before it began')))]);
    finish = async (commit) => {
      end(commit);
      await done;
    };
  }
  held.open = true;
  slot.held = held;
  const close = async (commit: boolean) => {
    if (!held.open) return;
    held.open = false;
    await finish(commit);
  };
  return {
    get open() {
      return held.open;
    },
    commit: () => close(true),
    rollback: () => close(false),
  };
}

/** The PGlite instance's transaction as it was before install() routed it (the slot is empty while it begins). */
function transaction(pglite: PGlite, work: (tx: Transaction) => Promise<void>): Promise<void> {
  return slots.exit(() => pglite.transaction(work));
}
