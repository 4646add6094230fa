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
import { queryWithPrelude, severalStatements } from './preluded-query.ts';
import { currentTenant, preludeText, tenantPrelude, type PreludeStatement } from './tenant-context.ts';
import { TENANT_TABLE_PATTERN } from './tenant-tables.ts';

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

/**
 * Sees every SQL statement the app sends (drizzle's and queryCompiled's), with the request's tenant context: the API
 * tests record them and check the supplier filter (platform/tenancy/statement-check.ts). Unset outside tests.
 */
let statementListener: ((text: string) => void) | null = null;
export function setStatementListener(listener: ((text: string) => void) | null): void {
  statementListener = listener;
}
/** The listener in place (a test that listens too calls it from its own). */
export const getStatementListener = (): ((text: string) => void) | null => statementListener;
const drizzleLogger = { logQuery: (text: string) => statementListener?.(text) };

type PgQueryArgs = Parameters<pg.Pool['query']>;
const queryText = (arg: unknown): string => (typeof arg === 'string' ? arg : String((arg as { text?: string } | null)?.text ?? ''));

/**
 * The pool of a PostgreSQL app with row-level security. Two setups (docs/decisions/row-level-security.md):
 * - `systemPool` set (production, DATABASE_OWNER_URL): this pool connects as a LOGIN role without BYPASSRLS that owns
 *   nothing; every statement and transaction started outside a request (the system: no tenant context) goes to
 *   `systemPool`, the owner's connections, instead. A request never reaches the owner: its context is opened by the
 *   first onRequest hook, and only code (asSystem) can leave it.
 * - `appRole` set (DATABASE_APP_ROLE): this pool connects as the owner and a request's transaction switches to the
 *   app role first (`set local role`); the system's statements run unchanged as the owner.
 * A statement of a request that names a tenant table runs in one transaction with the settings of the request's
 * supplier (tenant-context.ts) sent before it in the same round trip (preluded-query.ts); in a transaction a request
 * opens, the same settings go in the round trip of its first statement that names a tenant table (again after a
 * rollback to a savepoint, which undoes them). A request's statements on other tables (sign-in, sessions, the
 * outbox) run without the settings.
 */
class TenantPool extends pg.Pool {
  /** The secret the tenant settings are signed with (migration 0027), read by the owner once the migrations ran. */
  private contextSecret: string | null = null;

  constructor(
    config: pg.PoolConfig,
    private readonly appRole: string | undefined,
    private readonly systemPool: pg.Pool | undefined,
    /** The settings statement named, parsed once per connection (not through PgBouncer < 1.21: DATABASE_PREPARED_STATEMENTS). */
    private readonly namedPrelude: boolean,
  ) {
    super(config);
  }

  setContextSecret(secret: string): void {
    this.contextSecret = secret;
  }

  private prelude(appRole: string | undefined): PreludeStatement[] | null {
    const ctx = currentTenant();
    if (!ctx) return null;
    if (this.contextSecret === null) throw new Error('the tenant settings secret was not loaded (openDatabase loads it)');
    return tenantPrelude(ctx, this.contextSecret, appRole);
  }

  /** The owner's pool for a statement outside any request, when the app's own connections are the login role. */
  private systemTarget(): pg.Pool | undefined {
    return this.systemPool && !currentTenant() ? this.systemPool : undefined;
  }

  override query(...args: unknown[]): never {
    const system = this.systemTarget();
    if (system) return (system.query as (...a: unknown[]) => never)(...args);
    const run = super.query.bind(this) as (...a: unknown[]) => unknown;
    if (typeof args[args.length - 1] === 'function' || !TENANT_TABLE_PATTERN.test(queryText(args[0]))) return run(...args) as never;
    const prelude = this.prelude(this.appRole);
    if (!prelude) return run(...args) as never;
    return (async () => {
      const client = await super.connect();
      let broken: Error | undefined;
      try {
        // one round trip: the settings and the statement before one Sync, one implicit transaction
        if (!severalStatements(queryText(args[0])))
          return await queryWithPrelude(client, prelude, args as [unknown, unknown?], this.namedPrelude);
        // several statements (the simple protocol only): the transaction around them costs two more round trips
        await client.query(`begin; ${preludeText(prelude)}`);
        const result = await (client.query as (...a: unknown[]) => Promise<unknown>)(...(args as PgQueryArgs));
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback').catch((e: Error) => (broken = e));
        throw error;
      } finally {
        client.release(broken);
      }
    })() as never;
  }

  override connect(...args: unknown[]): never {
    // pg-pool's own query() checks a client out with a callback: that one stays on this pool
    if (args.length) return (super.connect as (...a: unknown[]) => never)(...args);
    const system = this.systemTarget();
    if (system) return system.connect() as never;
    return (async () => {
      const client = await super.connect();
      const wrapped = client as pg.PoolClient & { tenantWrapped?: boolean };
      if (!wrapped.tenantWrapped) {
        wrapped.tenantWrapped = true;
        const original = client.query.bind(client) as (...a: unknown[]) => Promise<unknown>;
        const appRole = this.appRole;
        // the open transaction's settings, and whether they still have to be sent
        let prelude: PreludeStatement[] | null = null;
        let pending = false;
        (client as { query: unknown }).query = (...a: unknown[]) => {
          if (typeof a[a.length - 1] === 'function' || typeof (a[0] as { submit?: unknown } | null)?.submit === 'function')
            return original(...a);
          const text = queryText(a[0]);
          if (/^\s*begin\b/i.test(text)) {
            prelude = this.prelude(appRole);
            pending = prelude !== null;
          } else if (/^\s*(?:commit|rollback|end)\s*;?\s*$/i.test(text)) {
            prelude = null;
            pending = false;
          } else if (/^\s*rollback\s+to\b/i.test(text)) {
            pending = prelude !== null;
          } else if (pending && prelude && TENANT_TABLE_PATTERN.test(text)) {
            pending = false;
            // in the round trip of the statement (preluded-query.ts); inside BEGIN the Sync commits nothing
            if (!severalStatements(text)) return queryWithPrelude(client, prelude, a as [unknown, unknown?], this.namedPrelude);
            return original(preludeText(prelude)).then(() => original(...a));
          }
          return original(...a);
        };
      }
      return client;
    })() as never;
  }

  override async end(): Promise<void> {
    await super.end();
    await this.systemPool?.end();
  }
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
  statementListener?.(query.text);
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
  /**
   * PostgreSQL, production: the tables' owner. databaseUrl is then the requests' login role (no BYPASSRLS, owns
   * nothing): migrations and every statement outside a request (the system) run here instead, requests there under
   * the row-level security of migration 0024.
   */
  ownerUrl?: string;
  /** The read replica for `readDb`; default databaseUrl. */
  readUrl?: string;
  /** PostgreSQL with the owner as databaseUrl: requests switch to this role (no BYPASSRLS) per transaction. */
  appRole?: string;
  dataDir: string | null;
  loadDataDir?: Blob;
  /** Named statements may be used (not through PgBouncer < 1.21 in transaction mode); default true. */
  preparedStatements?: boolean;
}

function openPool(connectionString: string, rls: { appRole?: string; ownerUrl?: string; namedPrelude?: boolean } = {}, max = 10): pg.Pool {
  const poolConfig = { connectionString, max };
  // the system's statements: the owner's own small pool (a read replica's pool sends them to the primary's owner)
  const systemPool = rls.ownerUrl ? openPool(rls.ownerUrl, {}, 4) : undefined;
  const pool =
    rls.appRole || systemPool ? new TenantPool(poolConfig, rls.appRole, systemPool, rls.namedPrelude ?? true) : new pg.Pool(poolConfig);
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
    const rls = { appRole: opts.appRole, ownerUrl: opts.ownerUrl, namedPrelude: opts.preparedStatements ?? true };
    const pool = openPool(opts.databaseUrl, rls);
    // numeric stays a string (exact money); date stays 'yyyy-MM-dd'.
    const db = drizzlePg(pool, { schema, logger: drizzleLogger }) as unknown as Db;
    // the migrations run as the owner, on a session
    const migrationUrl = opts.ownerUrl ?? opts.directUrl;
    if (migrationUrl && migrationUrl !== opts.databaseUrl) {
      const direct = new pg.Pool({ connectionString: migrationUrl, max: 1 });
      try {
        await migratePg(drizzlePg(direct, { schema }), { migrationsFolder });
      } finally {
        await direct.end();
      }
    } else await migratePg(db as never, { migrationsFolder });
    const readPool = opts.readUrl && opts.readUrl !== opts.databaseUrl ? openPool(opts.readUrl, rls) : null;
    // the secret the tenant settings are signed with: read outside any request, i.e. by the owner
    if (pool instanceof TenantPool) {
      const { rows } = (await pool.query('select secret from tenant_context_secret where id = 1')) as pg.QueryResult<{ secret: string }>;
      const secret = rows[0]?.secret;
      if (!secret) throw new Error('tenant_context_secret has no secret (migration 0027)');
      pool.setContextSecret(secret);
      if (readPool instanceof TenantPool) readPool.setContextSecret(secret);
    }
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
  const db = drizzlePglite(client, { schema, logger: drizzleLogger });
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
