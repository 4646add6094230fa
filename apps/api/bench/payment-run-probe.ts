// The payment run's effect on suppliers' pages (docs/decisions/payments.md, "Speed"): page calls in a loop before
// and while a run posts, the database's lock waits sampled meanwhile, and a supplier's write to an order the run
// pays. The pure parts (windows of samples, the lock summary) are tested in payment-run-probe.test.ts.
import pg from 'pg';
import { percentiles, type Percentiles } from './percentiles.ts';

export interface PageSample {
  path: string;
  /** ms since the loop started */
  at: number;
  ms: number;
  status: number;
}

export interface WindowFigures extends Percentiles {
  requests: number;
  max: number;
  failures: number;
}

/** The samples that started within [from, to) (ms since the loop started), as percentiles, the slowest and failures. */
export function windowFigures(samples: readonly PageSample[], from: number, to: number, path?: string): WindowFigures {
  const inWindow = samples.filter((s) => s.at >= from && s.at < to && (path === undefined || s.path === path));
  const ms = inWindow.map((s) => s.ms);
  return {
    ...percentiles(ms),
    requests: ms.length,
    max: ms.length ? Math.round(Math.max(...ms) * 10) / 10 : NaN,
    failures: inWindow.filter((s) => s.status !== 200).length,
  };
}

/** One look at the database's sessions: who waits on a lock (wait event "Lock") and on what. */
export interface LockSample {
  at: number;
  /** Sessions waiting on a heavyweight lock (relation, tuple, transactionid, advisory, ...). */
  waiting: number;
  /** Their wait events ("transactionid", "tuple", "relation", ...). */
  events: string[];
}

export interface LockSummary {
  samples: number;
  /** Samples in which some session waited on a lock. */
  withWaits: number;
  maxWaiting: number;
  events: string[];
}

export function summarizeLocks(samples: readonly LockSample[]): LockSummary {
  return {
    samples: samples.length,
    withWaits: samples.filter((s) => s.waiting > 0).length,
    maxWaiting: samples.reduce((m, s) => Math.max(m, s.waiting), 0),
    events: [...new Set(samples.flatMap((s) => s.events))].sort(),
  };
}

/** `connections` loops over the paths in turn until stopped; every answer's time and status. */
export function pageLoop(baseUrl: string, token: string, paths: readonly string[], connections: number) {
  const samples: PageSample[] = [];
  const started = performance.now();
  let running = true;
  const workers = Array.from({ length: connections }, async (_, w) => {
    for (let k = w; running; k++) {
      const path = paths[k % paths.length]!;
      const t = performance.now();
      let status = 0;
      try {
        const res = await fetch(baseUrl + path, { headers: { authorization: `Bearer ${token}` } });
        await res.arrayBuffer();
        status = res.status;
      } catch {
        status = 0;
      }
      samples.push({ path, at: t - started, ms: performance.now() - t, status });
    }
  });
  return {
    samples,
    /** ms since the loop started */
    now: () => performance.now() - started,
    async stop(): Promise<void> {
      running = false;
      await Promise.all(workers);
    },
  };
}

/**
 * Samples pg_stat_activity every `everyMs` until stopped (its own connection, so never queued behind the pages);
 * `exclude`: sessions not counted (the writer probe, which waits on purpose).
 */
export async function lockSampler(url: string, everyMs: number, now: () => number, exclude: number[] = []) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const samples: LockSample[] = [];
  let running = true;
  const loop = (async () => {
    while (running) {
      const r = await client.query<{ waiting: number; events: string[] | null }>(
        `select count(*)::int as waiting, array_agg(distinct wait_event) as events
         from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock' and pid <> pg_backend_pid()
           and pid <> all($1::int[])`,
        [exclude],
      );
      samples.push({ at: now(), waiting: r.rows[0]!.waiting, events: r.rows[0]!.events ?? [] });
      await new Promise((resolve) => setTimeout(resolve, everyMs));
    }
  })();
  return {
    samples,
    async stop(): Promise<void> {
      running = false;
      await loop;
      await client.end();
    },
  };
}

export interface WriterProbe {
  /** Tries of the order lock's `FOR NO KEY UPDATE NOWAIT` (modules/orders/core/order-lock.ts) and how many were refused. */
  noKeyTries: number;
  noKeyRefused: number;
  /** How long a waiting try of the order lock then waited, ms (after its first refusal); null: never refused. */
  waitedMs: number | null;
  /** The first try of `FOR UPDATE NOWAIT` (the lock that waits for the post's key-share locks) refused, ms since the loop started; null: never. */
  blockedAt: number | null;
}

/**
 * A supplier's write to an order the run pays, as the order lock takes it (`SELECT ... FOR NO KEY UPDATE`, ROW_LOCK
 * of modules/orders/core/order-lock.ts): tried with NOWAIT every `everyMs`; if refused, one waiting try measures how long
 * the write waits. `FOR UPDATE` is tried beside it until first refused, to show what the weaker lock avoids.
 */
export async function writerProbe(url: string, supplierId: number, orderId: number, everyMs: number, now: () => number) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const result: WriterProbe = { noKeyTries: 0, noKeyRefused: 0, waitedMs: null, blockedAt: null };
  let running = true;
  const pid = (await client.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]!.pid;
  const lockSql = (lock: string) => `select id from orders where supplier_id = $1 and id = $2 ${lock}`;
  const refused = async (lock: string): Promise<boolean> => {
    await client.query('begin');
    try {
      await client.query(lockSql(`${lock} nowait`), [supplierId, orderId]);
      return false;
    } catch (error) {
      if ((error as { code?: string }).code !== '55P03') throw error;
      return true;
    } finally {
      await client.query('rollback');
    }
  };
  const loop = (async () => {
    while (running) {
      result.noKeyTries++;
      if (await refused('for no key update')) {
        result.noKeyRefused++;
        const t = performance.now();
        await client.query('begin');
        await client.query(lockSql('for no key update'), [supplierId, orderId]);
        result.waitedMs = Math.round(performance.now() - t);
        await client.query('rollback');
        return;
      }
      if (result.blockedAt === null && (await refused('for update'))) result.blockedAt = now();
      await new Promise((resolve) => setTimeout(resolve, everyMs));
    }
  })();
  return {
    result,
    pid,
    async stop(): Promise<void> {
      running = false;
      await loop;
      await client.end();
    },
  };
}
