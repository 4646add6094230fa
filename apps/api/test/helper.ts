// Shared API-test helpers: one app on a fresh database per test file (PGlite in memory, or TEST_DATABASE_URL).
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { eq } from 'drizzle-orm';
import type { SeedResult } from '../src/seed/demo.ts';
import { users } from '../src/db/schema/index.ts';
import { expect, inject } from 'vitest';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { randomBytes } from 'node:crypto';
import { buildApp, type BuildOptions } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase, setStatementListener, type Database } from '../src/db/client.ts';
import { currentTenant } from '../src/db/tenant-context.ts';
import { checkStatements } from '../src/platform/tenancy/statement-check.ts';
import { recordAnsweredStatuses, undocumentedStatuses } from './documented-statuses.ts';
import { databaseUrlFor, TEST_LOGIN_ROLE } from './global-setup.ts';

export interface TestContext {
  app: FastifyInstance;
  database: Database;
  seed: SeedResult;
  /** PostgreSQL: the test database as its owner (migrations, a second app instance's system pool); PGlite: undefined. */
  ownerUrl?: string;
  /** A valid access token for a demo user, minted directly (no sign-in call). */
  /** A token of the demo person; `supplierId` names the supplier (needed for a person of several suppliers). */
  accessTokenFor(email: string, supplierId?: number): Promise<string>;
  /** inject() with the bearer token of a demo user. */
  as(email: string | null, opts: InjectOptions): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/**
 * A throwaway PostgreSQL database when TEST_DATABASE_URL is set, copied from the run's seeded template
 * (global-setup.ts); else in-memory PGlite (started from the template's dump in createTestApp).
 */
async function freshDatabaseUrl(): Promise<{ url?: string; ownerUrl?: string; drop?: () => Promise<void> }> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) return {};
  const template = inject('templateDatabase');
  if (template.kind !== 'postgres') throw new Error('TEST_DATABASE_URL is set but the template database is PGlite');
  const name = `portal_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  try {
    // 55006: another file copying the template at the same moment holds it; copies are quick, try again
    for (let attempt = 0; ; attempt++) {
      try {
        await admin.query(`create database ${name} template ${template.name}`);
        break;
      } catch (error) {
        if ((error as { code?: string }).code !== '55006' || attempt >= 50) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  } finally {
    await admin.end();
  }
  return {
    url: databaseUrlFor(base, name, TEST_LOGIN_ROLE),
    ownerUrl: databaseUrlFor(base, name),
    drop: async () => {
      const c = new pg.Client({ connectionString: base });
      // a connection `with (force)` still has to end reports 57P01 to this client: never an unhandled 'error' event
      c.on('error', () => undefined);
      await c.connect();
      try {
        // The app's pool has ended, but a connection it removed may still be closing (pg-pool ends clients without
        // waiting): dropping `with (force)` now would terminate that backend and its client would emit 57P01 with no
        // handler left (seen from auth-logging.test.ts). Wait until the database has no session, then drop.
        for (let waited = 0; waited < 5000; waited += 50) {
          const { rows } = await c.query<{ n: number }>('select count(*)::int as n from pg_stat_activity where datname = $1', [name]);
          if (rows[0]!.n === 0) break;
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        await c.query(`drop database if exists ${name} with (force)`);
      } finally {
        await c.end();
      }
    },
  };
}

/** The NOLOGIN role holding the app's table grants (created by migration 0024); the login role is a member. */
export const TEST_APP_ROLE = 'portal_app';
export { TEST_LOGIN_ROLE };

/** The SQL the requests of this process ran (not the tests' own fixtures, nor operators' cross-supplier calls). */
const requestStatements = new Set<string>();
setStatementListener((text) => {
  const tenant = currentTenant();
  if (tenant && !tenant.operator) requestStatements.add(text);
});

/** Forgets the statements recorded so far: for a test that runs unscoped SQL in a tenant context on purpose. */
export function forgetRecordedStatements(): void {
  requestStatements.clear();
}

/** Statements of requests that touch a tenant table without its supplier filter (statement-check.ts), then forgotten. */
function unscopedStatements(): string[] {
  const violations = checkStatements(requestStatements);
  requestStatements.clear();
  return violations.map((v) => `${v.table}: ${v.reason}: ${v.statement}`);
}

export async function createTestApp(env: Record<string, string> = {}, options: BuildOptions = {}): Promise<TestContext> {
  const { url, ownerUrl, drop } = await freshDatabaseUrl();
  // On PostgreSQL a change's cache notification reaches the listener a moment after the commit, so a test that reads
  // right after a write could see a cached value: the read caches are off there unless a test turns them on (their own
  // tests wait for the notification). PGlite delivers notifications at commit, before the write returns.
  const caches = url ? { ACTOR_CACHE_MS: '0', GRID_TOTAL_CACHE_MS: '0' } : {};
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: '/tmp/portal-test-unused', ...caches, ...env });
  const template = inject('templateDatabase');
  const loadDataDir = !url && template.kind === 'pglite' ? new Blob([readFileSync(template.dumpFile)]) : undefined;
  // On PostgreSQL the app connects as a deployment does (docs/operations.md): requests as the login role without
  // BYPASSRLS under row-level security (migration 0024), migrations and the system's work (test fixtures) as the owner.
  const database = await openDatabase({
    databaseUrl: url,
    ...(ownerUrl ? { ownerUrl } : {}),
    dataDir: null,
    ...(loadDataDir ? { loadDataDir } : {}),
    preparedStatements: config.databasePreparedStatements,
  });
  const seed = inject('templateSeed');
  const app = await buildApp(config, database, options);
  const answered = recordAnsweredStatuses(app);
  await app.ready();
  const accessTokenFor = async (email: string, supplierId?: number) => {
    const [u] = await database.db.select().from(users).where(eq(users.userName, email));
    if (!u) throw new Error(`no demo user ${email}`);
    return app.accessTokens.sign({ userId: u.id, tokenVersion: u.tokenVersion, ...(supplierId !== undefined ? { supplierId } : {}) });
  };
  return {
    app,
    database,
    seed,
    ownerUrl,
    accessTokenFor,
    as: async (email, opts) => {
      const headers = { ...(opts.headers ?? {}) } as Record<string, string>;
      if (email) headers.authorization = `Bearer ${await accessTokenFor(email)}`;
      return app.inject({ ...opts, headers });
    },
    close: async () => {
      const undocumented = undocumentedStatuses(app, answered);
      await app.close();
      await database.close();
      await drop?.();
      const unscoped = unscopedStatements();
      if (unscoped.length) throw new Error(`Statements without the supplier filter (docs/decisions/tenancy.md):\n${unscoped.join('\n')}`);
      if (undocumented.length) throw new Error(`Answers the API document does not declare (route-docs.ts): ${undocumented.join('; ')}`);
    },
  };
}

/** Asserts the spec's error shape with a 400 and a message at the given JSON path. */
export function expectValidationError(res: { statusCode: number; json(): unknown }, path: string, message?: string): void {
  expect(res.statusCode).toBe(400);
  const body = res.json() as { title: string; status: number; errors?: Record<string, string[]> };
  expect(body.status).toBe(400);
  expect(Object.keys(body.errors ?? {})).toContain(path);
  if (message) expect(body.errors?.[path]).toContain(message);
}
