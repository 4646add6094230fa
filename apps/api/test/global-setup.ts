// Vitest global setup of the API project: the demo data is migrated and seeded ONCE per run into a template, and every
// test file's fresh database starts as a copy of it (helper.ts): PostgreSQL `create database ... template`, or a PGlite
// started from a dump of the template's data directory. Seeding took ~4 s of every file's start (a year of sales
// history), copying takes a fraction of that; each file still has a database of its own.
import { randomBytes } from 'node:crypto';
import { rmSync, writeFileSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import type { PGlite } from '@electric-sql/pglite';
import { openDatabase } from '../src/db/client.ts';
import { systemClock } from '../src/platform/clock.ts';
import { seedDemo, type SeedResult } from '../src/seed/demo.ts';

declare module 'vitest' {
  interface ProvidedContext {
    /** The seeded template: a PostgreSQL database name (TEST_DATABASE_URL) or a PGlite data-directory dump file. */
    templateDatabase: { kind: 'postgres'; name: string } | { kind: 'pglite'; dumpFile: string };
    /** The ids the template's seed gave the demo suppliers and users. */
    templateSeed: SeedResult;
  }
}

export function databaseUrlFor(base: string, name: string, login?: { user: string; password: string }): string {
  const url = new URL(base);
  url.pathname = `/${name}`;
  if (login) {
    url.username = login.user;
    url.password = login.password;
  }
  return url.toString();
}

/**
 * The requests' LOGIN role of the PostgreSQL test runs, as docs/operations.md sets up `portal_api` in production: no
 * BYPASSRLS, owns nothing, a member of portal_app only (its table grants). Its own name, so a test run never changes
 * a role a deployment or the bench on the same server uses.
 */
export const TEST_LOGIN_ROLE = { user: 'portal_test_api', password: 'portal-test-api' };

/** Creates or resets TEST_LOGIN_ROLE (cluster-wide; runs of several worktrees may race: retried). */
async function ensureTestLoginRole(base: string): Promise<void> {
  const { user, password } = TEST_LOGIN_ROLE;
  for (let attempt = 0; ; attempt++) {
    try {
      await adminQuery(
        base,
        `do $$ begin
           if not exists (select 1 from pg_roles where rolname = '${user}') then
             create role ${user} login password '${password}' nosuperuser nocreatedb nocreaterole noinherit nobypassrls;
           end if;
         end $$;
         alter role ${user} login password '${password}' nosuperuser nocreatedb nocreaterole inherit nobypassrls;
         grant portal_app to ${user};`,
      );
      return;
    } catch (error) {
      // 23505/42710: created by a parallel run a moment ago; XX000: "tuple concurrently updated"
      if (attempt >= 20 || !['23505', '42710', 'XX000'].includes(String((error as { code?: string }).code))) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 100));
    }
  }
}

async function adminQuery(base: string, text: string): Promise<void> {
  const admin = new pg.Client({ connectionString: base });
  admin.on('error', () => undefined);
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const base = process.env.TEST_DATABASE_URL;
  if (base) {
    const name = `portal_template_${randomBytes(6).toString('hex')}`;
    await adminQuery(base, `create database ${name}`);
    const database = await openDatabase({ databaseUrl: databaseUrlFor(base, name), dataDir: null });
    const seed = await seedDemo(database.db, systemClock());
    await database.close();
    await ensureTestLoginRole(base);
    project.provide('templateDatabase', { kind: 'postgres', name });
    project.provide('templateSeed', seed);
    return () => adminQuery(base, `drop database if exists ${name} with (force)`);
  }
  const database = await openDatabase({ dataDir: null });
  const seed = await seedDemo(database.db, systemClock());
  const dump = await (database.raw as PGlite).dumpDataDir('none');
  await database.close();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'portal-test-template-'));
  const dumpFile = path.join(dir, 'template.tar');
  writeFileSync(dumpFile, Buffer.from(await dump.arrayBuffer()));
  project.provide('templateDatabase', { kind: 'pglite', dumpFile });
  project.provide('templateSeed', seed);
  return async () => rmSync(dir, { recursive: true, force: true });
}
