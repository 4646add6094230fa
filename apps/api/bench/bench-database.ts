// The benchmark's PostgreSQL database: starts the local cluster when needed, creates the `portal_bench` role and
// database (unless BENCH_DATABASE_URL names one), and seeds 1,000,000 orders once through the seed CLI.
import { execFileSync, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '../src/db/client.ts';
import { FEATURE_FLAGS } from '@portal/contracts';
import { featureFlags, suppliers } from '../src/db/schema/index.ts';
import { backfillOrderFacts } from '../src/modules/performance/index.ts';
import { seedBulkPayments } from '../src/seed/bulk-payments.ts';
import { DEMO_FEATURE_FLAG_GROUPS, DEMO_SUPPLIERS } from '../src/seed/demo.ts';

export const BENCH_ORDERS = 1_000_000;
const API_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// A throwaway role on the local cluster for this benchmark only (never used by the app or tests).
const LOCAL_URL = 'postgres://portal_bench:portal_bench@127.0.0.1:5432/portal_bench';

export interface SeedTiming {
  seconds: number;
  orders: number;
  on: string;
}

function runAsPostgres(sqlText: string, database = 'postgres'): string {
  return execFileSync('runuser', ['-u', 'postgres', '--', 'psql', '-d', database, '-v', 'ON_ERROR_STOP=1', '-Atc', sqlText], {
    encoding: 'utf8',
    cwd: '/tmp',
  }).trim();
}

/** Starts the Debian cluster 15/main when it is down (the brief's `pg_ctlcluster 15 main start`). */
function ensureLocalCluster(): void {
  const status = execFileSync('pg_lsclusters', ['--no-header'], { encoding: 'utf8' });
  if (/^15\s+main\s+\d+\s+online/m.test(status)) return;
  console.log('Starting PostgreSQL 15/main ...');
  execFileSync('pg_ctlcluster', ['15', 'main', 'start'], { stdio: 'inherit' });
}

function ensureLocalDatabase(): void {
  if (runAsPostgres(`select 1 from pg_roles where rolname = 'portal_bench'`) !== '1')
    runAsPostgres(`create role portal_bench login password 'portal_bench'`);
  if (runAsPostgres(`select 1 from pg_database where datname = 'portal_bench'`) !== '1')
    runAsPostgres(`create database portal_bench owner portal_bench`);
  // the request role of row-level security (migration 0024): the owner switches to it per transaction
  if (runAsPostgres(`select 1 from pg_roles where rolname = 'portal_app'`) !== '1')
    runAsPostgres(`create role portal_app nologin nobypassrls`);
  runAsPostgres(`grant portal_app to portal_bench`);
}

/**
 * The requests' login role of the production setup (docs/operations.md, "Roles"): LOGIN, no BYPASSRLS, owns nothing,
 * a member of portal_app only. The bench's API connects as it, with the owner (benchDatabaseUrl) as
 * DATABASE_OWNER_URL, so every scenario runs as production runs it (docs/decisions/request-cost.md).
 */
const LOCAL_LOGIN_URL = 'postgres://portal_bench_api:portal_bench_api@127.0.0.1:5432/portal_bench';

/** BENCH_LOGIN_DATABASE_URL with BENCH_DATABASE_URL; else the local login role (created here). */
export function benchLoginUrl(): string {
  if (process.env.BENCH_DATABASE_URL) {
    if (!process.env.BENCH_LOGIN_DATABASE_URL) throw new Error('BENCH_DATABASE_URL needs BENCH_LOGIN_DATABASE_URL (the login role)');
    return process.env.BENCH_LOGIN_DATABASE_URL;
  }
  if (runAsPostgres(`select 1 from pg_roles where rolname = 'portal_bench_api'`) !== '1')
    runAsPostgres(
      `create role portal_bench_api login password 'portal_bench_api' nosuperuser nocreatedb nocreaterole nobypassrls in role portal_app`,
    );
  return LOCAL_LOGIN_URL;
}

/** The same database URL with an application_name, to find its backends in pg_stat_activity. */
export function withApplicationName(url: string, name: string): string {
  const u = new URL(url);
  u.searchParams.set('application_name', name);
  return u.toString();
}

export function benchDatabaseUrl(): string {
  if (process.env.BENCH_DATABASE_URL) return process.env.BENCH_DATABASE_URL;
  ensureLocalCluster();
  ensureLocalDatabase();
  return LOCAL_URL;
}

async function withClient<T>(url: string, use: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

/** Orders of the demo supplier Acme (the benchmark's supplier); 0 before the first migration. */
export async function acmeOrderCount(url: string): Promise<number> {
  return withClient(url, async (c) => {
    const exists = await c.query(`select to_regclass('public.orders') is not null as ok`);
    if (!exists.rows[0].ok) return 0;
    const r = await c.query(`select count(*)::int as n from orders o join suppliers s on s.id = o.supplier_id where s.name = $1`, [
      DEMO_SUPPLIERS.acme.name,
    ]);
    return r.rows[0].n as number;
  });
}

/** The seed duration is kept in the bench database so a later run (already seeded) can still report it. */
async function saveSeedTiming(url: string, timing: SeedTiming): Promise<void> {
  await withClient(url, async (c) => {
    await c.query(`create table if not exists bench_meta (key text primary key, value jsonb not null)`);
    await c.query(`insert into bench_meta values ('seed', $1) on conflict (key) do update set value = excluded.value`, [
      JSON.stringify(timing),
    ]);
  });
}

export async function loadSeedTiming(url: string): Promise<SeedTiming | null> {
  return withClient(url, async (c) => {
    const exists = await c.query(`select to_regclass('public.bench_meta') is not null as ok`);
    if (!exists.rows[0].ok) return null;
    const r = await c.query(`select value from bench_meta where key = 'seed'`);
    return (r.rows[0]?.value as SeedTiming | undefined) ?? null;
  });
}

function runSeed(url: string, orders: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', 'seed', '--', '--orders', String(orders)], {
      cwd: API_DIR,
      env: { ...process.env, DATABASE_URL: url, LOG_LEVEL: 'warn' },
      stdio: 'inherit',
    });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`npm run seed exited with ${code}`))));
  });
}

/**
 * A database seeded before the bulk payments (bulk-payments.ts) gets them now: the seed CLI adds them after its
 * orders, so only an older database or an interrupted seed lacks them.
 */
async function ensurePayments(url: string): Promise<void> {
  const database = await openDatabase({ databaseUrl: url, dataDir: null });
  try {
    const [acme] = await database.db.select({ id: suppliers.id }).from(suppliers).where(eq(suppliers.name, DEMO_SUPPLIERS.acme.name));
    const started = process.hrtime.bigint();
    const result = await seedBulkPayments(database.db, acme!.id);
    if (result)
      console.log(`Seeded the payments: ${JSON.stringify(result)} in ${(Number(process.hrtime.bigint() - started) / 1e9).toFixed(1)} s`);
  } finally {
    await database.close();
  }
}

/**
 * The bulk orders are inserted without the scorecard's facts: they get them from the product's own backfill
 * (`backfillOrderFacts`, docs/decisions/performance.md, "Maintained counts"), as an existing database does at the
 * API's first start after the scorecard's migration. Idempotent: once every order has facts, one scan finds none.
 * A database seeded before a feature flag existed gets it as the demo seed sets it (on), so its calls answer.
 */
async function ensureOrderFacts(url: string): Promise<void> {
  const database = await openDatabase({ databaseUrl: url, dataDir: null });
  try {
    await database.db
      .insert(featureFlags)
      .values(FEATURE_FLAGS.map((feature) => ({ feature, isEnabled: true, group: DEMO_FEATURE_FLAG_GROUPS[feature] })))
      .onConflictDoNothing();
    const started = process.hrtime.bigint();
    const filled = await backfillOrderFacts(database.db);
    const seconds = (Number(process.hrtime.bigint() - started) / 1e9).toFixed(1);
    console.log(
      filled ? `Filled the scorecard's facts of ${filled} orders in ${seconds} s` : `Every order has its scorecard facts (${seconds} s)`,
    );
  } finally {
    await database.close();
  }
}

/** Seeds once: `npm run seed -- --orders 1000000` on an empty database, the remainder after an interrupted run. */
export async function ensureSeeded(url: string): Promise<SeedTiming | null> {
  const have = await acmeOrderCount(url);
  if (have >= BENCH_ORDERS) {
    await ensurePayments(url);
    await ensureOrderFacts(url);
    return loadSeedTiming(url);
  }
  const orders = have === 0 ? BENCH_ORDERS : BENCH_ORDERS - have;
  console.log(`Seeding: npm run seed -- --orders ${orders} (Acme has ${have} orders) ...`);
  const started = process.hrtime.bigint();
  await runSeed(url, orders);
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const timing = { seconds: Math.round(seconds * 10) / 10, orders, on: new Date().toISOString() };
  await saveSeedTiming(url, timing);
  await ensureOrderFacts(url);
  return timing;
}
