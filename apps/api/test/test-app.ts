// The one way an API test file gets its app: `const ctx = useTestApp()` (or useTestAppWithFiles) builds it with
// helper.ts's createTestApp before the file's tests and closes it after them (with a throwaway DATA_DIR when the file
// stores files), so no file can forget the teardown. Also the demo users the tests call as, and raw SQL reads.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import type { z } from 'zod';
import { resultRows, type Database } from '../src/db/client.ts';
import type { BuildOptions } from '../src/app.ts';
import { createTestApp, TEST_LOGIN_ROLE, type TestContext } from './helper.ts';

export { expectValidationError, forgetRecordedStatements, TEST_APP_ROLE, TEST_LOGIN_ROLE, type TestContext } from './helper.ts';

/** Demo users of the seed (src/seed/demo.ts). */
export const ACME = 'admin@acme.test';
export const CLERK = 'clerk@acme.test';
export const INTEGRATED = 'admin@integrated.test';
/** The demo operator of the marketplace (the /ops console). */
export const OPERATOR = 'ops@marketplace.test';

export interface FileTestContext extends TestContext {
  /** The app's DATA_DIR; removed after the file's tests. */
  dataDir: string;
}

function registerTestApp<C extends TestContext>(env: Record<string, string>, options: BuildOptions, storesFiles: boolean): C {
  // filled in by beforeAll: read it inside tests and hooks, not while the file is collected
  const ctx = {} as C & { dataDir?: string };
  beforeAll(async () => {
    const dataDir = storesFiles ? mkdtempSync(path.join(os.tmpdir(), 'portal-test-files-')) : undefined;
    Object.assign(ctx, await createTestApp(dataDir ? { DATA_DIR: dataDir, ...env } : env, options), dataDir ? { dataDir } : {});
  });
  afterAll(async () => {
    await ctx.close?.();
    if (ctx.dataDir) rmSync(ctx.dataDir, { recursive: true, force: true });
  });
  return ctx;
}

/**
 * The file's app on a fresh database (helper.ts), built before its tests and closed after them. Call it at the top of
 * the file (or of a describe) before the file's own hooks: those run after the app is built and before it is closed.
 */
export const useTestApp = (env: Record<string, string> = {}, options: BuildOptions = {}): TestContext =>
  registerTestApp<TestContext>(env, options, false);

/** The same, for a file whose calls store files: its own DATA_DIR, removed afterwards. */
export const useTestAppWithFiles = (env: Record<string, string> = {}, options: BuildOptions = {}): FileTestContext =>
  registerTestApp<FileTestContext>(env, options, true);

/** The rows of a raw SQL query, from PGlite or node-postgres alike. */
export async function sqlRows<T>(database: Database, query: SQL): Promise<T[]> {
  const r = await database.db.execute(query);
  return resultRows<T>(r);
}

/**
 * A connection of its own to the test's PostgreSQL database (TEST_DATABASE_URL), as its owner (another process, the
 * marketplace's side) or as the requests' login role, with the given session settings (lock_timeout...); end it.
 */
export async function databaseSession(ctx: TestContext, as: 'owner' | 'login', settings = ''): Promise<pg.Client> {
  const [{ db }] = (await sqlRows<{ db: string }>(ctx.database, sql`select current_database() as db`)) as [{ db: string }];
  const url = new URL(as === 'owner' ? (ctx.ownerUrl ?? process.env.TEST_DATABASE_URL!) : process.env.TEST_DATABASE_URL!);
  url.pathname = `/${db}`;
  if (as === 'login') {
    url.username = TEST_LOGIN_ROLE.user;
    url.password = TEST_LOGIN_ROLE.password;
  }
  const client = new pg.Client({ connectionString: url.toString() });
  client.on('error', () => undefined);
  await client.connect();
  if (settings) await client.query(settings);
  return client;
}

/** GET a grid call as a demo user: string params as they are, others (query models) as JSON, as the grid sends them. */
export function gridGet(ctx: TestContext, email: string | null, url: string, params: Record<string, unknown> = {}) {
  const query: Record<string, string> = {};
  for (const [k, v] of Object.entries(params)) query[k] = typeof v === 'string' ? v : JSON.stringify(v);
  return ctx.as(email, { method: 'GET', url, query });
}

/**
 * The rows of a grid page that the route sends without its serializer (grid-query.ts `sendBuiltRows`): each row is the
 * contract's row, no field missing, mistyped or extra (strict: nothing the contract does not name goes out).
 */
export function expectRowsOf<Row>(res: { statusCode: number; body: string }, row: z.ZodObject): Row[] {
  expect(res.statusCode, res.body).toBe(200);
  const rows = JSON.parse(res.body) as unknown[];
  expect(Array.isArray(rows)).toBe(true);
  for (const r of rows) {
    const checked = row.strict().safeParse(r);
    expect(checked.success, JSON.stringify({ row: r, issues: checked.error?.issues })).toBe(true);
  }
  return rows as Row[];
}

/** The total after the slash of `Content-Range: items 0-49/TOTAL`. */
export const contentRangeTotal = (res: { headers: Record<string, unknown> }) => Number(String(res.headers['content-range']).split('/')[1]);
