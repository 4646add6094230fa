// One database handle for the app: embedded PGlite (persisted under DATA_DIR) or a PostgreSQL server.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
// pg_trgm backs the orders list's customer-name contains filter (migration 0003).
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import * as schema from './schema/index.ts';

export type Db = ReturnType<typeof drizzlePglite<typeof schema>>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  /**
   * The heavy reads that tolerate a second of lag (exports, print details, dashboards: docs/scaling.md) read here: the
   * read replica when DATABASE_READ_URL is set, else the same handle as `db`. Writes, and reads that must see a write
   * just made, use `db`.
   */
  readDb: Db;
  /** Session-level connection options for LISTEN (a direct connection when `db` goes through PgBouncer). */
  listenConnection?: pg.ClientConfig;
  kind: 'pglite' | 'postgres';
  ping(): Promise<void>;
  close(): Promise<void>;
  /** Raw client for LISTEN/NOTIFY and benchmarks. */
  raw: PGlite | pg.Pool;
}

/** The rows of `db.execute(...)`: node-postgres answers a result with `rows`, PGlite (through drizzle) the same or an array. */
export function resultRows<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];
}

/** SQL text and its bound values, built once by drizzle and run many times (compileSql, queryCompiled). */
export interface CompiledSql {
  text: string;
  values: unknown[];
}

const dialect = new PgDialect();
/** Drizzle's SQL as text with $n placeholders and the values to bind to them. */
export function compileSql(query: SQL): CompiledSql {
  const { sql: text, params } = dialect.sqlToQuery(query);
  return { text, values: params };
}

/**
 * Runs compiled SQL straight on the driver (PGlite and node-postgres both answer `query(text, values)` with `rows`):
 * the hottest reads skip drizzle's per-call SQL building (docs/performance.md). Not for a transaction's statements.
 */
export async function queryCompiled<T>(db: Db, query: CompiledSql): Promise<T[]> {
  const client = db.$client as unknown as { query(text: string, values: unknown[]): Promise<{ rows: T[] }> };
  return (await client.query(query.text, query.values)).rows;
}

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * `dataDir: null` gives an in-memory PGlite (tests); `loadDataDir` starts that one from a dump of another
 * (`dumpDataDir`), as the API tests' template database does (apps/api/test/global-setup.ts).
 */
export interface OpenDatabaseOptions {
  databaseUrl?: string;
  /** LISTEN and migrations (a session, not PgBouncer's transaction pooling); default databaseUrl. */
  directUrl?: string;
  /** The read replica for `readDb`; default databaseUrl. */
  readUrl?: string;
  dataDir: string | null;
  loadDataDir?: Blob;
}

function openPool(connectionString: string): pg.Pool {
  const pool = new pg.Pool({ connectionString, max: 10 });
  // An idle connection the server drops (restart, failover) is removed by the pool, which then emits 'error': without
  // a listener that would end the process. The next query opens a new connection; GET /api/ready reports the outage.
  pool.on('error', () => undefined);
  // A checked-out client loses the pool's idle listener; the server ending its session between two statements of a
  // transaction (pg_terminate_backend, a restart: FATAL 57P01) then emitted 'error' with no listener and ended the
  // process (found by the fault suite, apps/api/faults). The running query still fails (503), and the pool drops
  // the dead client on release.
  pool.on('connect', (client) => client.on('error', () => undefined));
  return pool;
}

export async function openDatabase(opts: OpenDatabaseOptions): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = openPool(opts.databaseUrl);
    // numeric stays a string (exact money); date stays 'yyyy-MM-dd'.
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    if (opts.directUrl && opts.directUrl !== opts.databaseUrl) {
      const direct = new pg.Pool({ connectionString: opts.directUrl, max: 1 });
      try {
        await migratePg(drizzlePg(direct, { schema }), { migrationsFolder });
      } finally {
        await direct.end();
      }
    } else await migratePg(db as never, { migrationsFolder });
    const readPool = opts.readUrl && opts.readUrl !== opts.databaseUrl ? openPool(opts.readUrl) : null;
    return {
      db,
      readDb: readPool ? (drizzlePg(readPool, { schema }) as unknown as Db) : db,
      listenConnection: opts.directUrl ? { connectionString: opts.directUrl } : undefined,
      kind: 'postgres',
      raw: pool,
      ping: async () => void (await db.execute(sql`select 1`)),
      close: async () => {
        await pool.end();
        await readPool?.end();
      },
    };
  }
  let client: PGlite;
  if (opts.dataDir) {
    const dir = path.join(opts.dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
    client = new PGlite(dir, { extensions: { pg_trgm } });
  } else {
    client = new PGlite({ extensions: { pg_trgm }, ...(opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : {}) });
  }
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  return {
    db,
    readDb: db,
    kind: 'pglite',
    raw: client,
    ping: async () => void (await db.execute(sql`select 1`)),
    close: () => client.close(),
  };
}
