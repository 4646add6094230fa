// Vitest global setup of the API project: the demo data is migrated and seeded ONCE per run into a template, and every
// test file's fresh database starts as a copy of it (helper.ts): PostgreSQL `create database ... template`, or a PGlite
// started from a dump of the template's data directory. Seeding took ~4 s of every file's start (a year of sales
// history), copying takes a fraction of that; each file still has a database of its own.
import { deriveSecondFactorKey, resolveAccessTokenSecret } from '../src/platform/secrets.ts';
import { loadConfig } from '../src/config.ts';
import { randomBytes } from 'node:crypto';
import { rmSync, writeFileSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { ProvidedContext } from 'vitest';
import type { TestProject } from 'vitest/node';
import type { PGlite } from '@electric-sql/pglite';
import { openDatabase, type Database } from '../src/db/client.ts';
import { DomainReactions } from '../src/platform/events/reactions-worker.ts';
import { OutboxMailer } from '../src/platform/mail/outbox-mailer.ts';
import { systemClock } from '../src/platform/clock.ts';
import { seedDemo, type SeedResult } from '../src/seed/demo.ts';
import { engineOf, type TestEngine } from './engines.ts';

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

/**
 * The template's data directory as every test file loads it. A CHECKPOINT first, so a file's PGlite starts without
 * replaying the seed's write-ahead log (about 0.5 s of every file's start); then the tar leaves out the WAL segments
 * the checkpoint no longer needs (16 MB each, 64 of the dump's 119 MB): the old ones and those kept for reuse. The
 * segment holding the checkpoint's redo point and every one after it up to the current insert point stay.
 */
async function compactDump(client: PGlite): Promise<Buffer> {
  await client.exec('checkpoint');
  const { rows } = await client.query<{ redo: string; current: string }>(
    'select (select redo_wal_file from pg_control_checkpoint()) as redo, pg_walfile_name(pg_current_wal_lsn()) as current',
  );
  const { redo, current } = rows[0]!;
  const tar = Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer());
  return withoutWalSegments(tar, (segment) => segment < redo || segment > current);
}

/**
 * A ustar archive without the WAL segment files (`pg_wal/<24 hex digits>`) `drop` picks. Entries are 512-byte headers
 * followed by their data rounded up to 512 bytes; any other kind of entry than files and folders (a long-name or pax
 * header) leaves the archive as it was.
 */
export function withoutWalSegments(tar: Buffer, drop: (segment: string) => boolean): Buffer {
  const kept: Buffer[] = [];
  let offset = 0;
  while (offset + 512 <= tar.length) {
    const header = tar.subarray(offset, offset + 512);
    if (header.every((byte) => byte === 0)) break;
    const field = (start: number, length: number) => header.toString('latin1', start, start + length).replace(/\0.*$/s, '');
    const type = field(156, 1) || '0';
    if (type !== '0' && type !== '5') return tar;
    const size = parseInt(field(124, 12).trim() || '0', 8);
    const name = [field(345, 155), field(0, 100)].filter(Boolean).join('/');
    const end = offset + 512 + Math.ceil(size / 512) * 512;
    const segment = /(?:^|\/)pg_wal\/([0-9A-F]{24})$/.exec(name)?.[1];
    if (!(type === '0' && segment && drop(segment))) kept.push(tar.subarray(offset, end));
    offset = end;
  }
  kept.push(Buffer.alloc(1024));
  return Buffer.concat(kept);
}

interface Template {
  database: ProvidedContext['templateDatabase'];
  seed: SeedResult;
  drop: () => Promise<void>;
}

/**
 * The template is the database of a portal that started once: what follows the seed's changes after commit (the mail
 * of the demo's first scorecard alerts) has run, as the first process's reactions worker runs it, so no test meets it.
 */
async function seedAsStarted(database: Database): Promise<SeedResult> {
  // sealed with the test apps' key (NODE_ENV=test: platform/secrets.ts), so the demo's person with an app signs in with it
  const seed = await seedDemo(database.db, systemClock(), {
    secondFactorKey: deriveSecondFactorKey(resolveAccessTokenSecret(loadConfig({ NODE_ENV: 'test' }))),
  });
  const mailer = new OutboxMailer(database.db);
  await new DomainReactions({ database, clock: systemClock(), mailer, publicUrl: TEMPLATE_PUBLIC_URL, pollMs: 1000 }).drain();
  return seed;
}
const TEMPLATE_PUBLIC_URL = 'http://localhost:3000';

/** Seeds the template: a PostgreSQL database (TEST_DATABASE_URL) or a PGlite data-directory dump. */
async function seedTemplate(engine: TestEngine): Promise<Template> {
  const base = process.env.TEST_DATABASE_URL;
  if (engine === 'postgres' && base) {
    const name = `portal_template_${randomBytes(6).toString('hex')}`;
    await adminQuery(base, `create database ${name}`);
    const database = await openDatabase({ databaseUrl: databaseUrlFor(base, name), dataDir: null });
    const seed = await seedAsStarted(database);
    await database.close();
    await ensureTestLoginRole(base);
    return { database: { kind: 'postgres', name }, seed, drop: () => adminQuery(base, `drop database if exists ${name} with (force)`) };
  }
  const database = await openDatabase({ dataDir: null });
  const seed = await seedAsStarted(database);
  const dump = await compactDump(database.raw as PGlite);
  await database.close();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'portal-test-template-'));
  const dumpFile = path.join(dir, 'template.tar');
  writeFileSync(dumpFile, dump);
  return { database: { kind: 'pglite', dumpFile }, seed, drop: async () => rmSync(dir, { recursive: true, force: true }) };
}

/**
 * The API projects (vitest.config.ts: `api`, `api-own-process` and, on a PostgreSQL run, `api-embedded`) share one
 * template per engine: seeded once, dropped after the last project of that engine. Vitest loads this module once per
 * project, in one process: the share is kept on globalThis.
 */
const sharing = globalThis as {
  portalTestTemplates?: Partial<Record<TestEngine, { template: Promise<Template>; users: number }>>;
};

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const engine = engineOf(project.name, process.env.TEST_DATABASE_URL);
  const shares = (sharing.portalTestTemplates ??= {});
  const share = (shares[engine] ??= { template: seedTemplate(engine), users: 0 });
  share.users += 1;
  const template = await share.template;
  project.provide('templateDatabase', template.database);
  project.provide('templateSeed', template.seed);
  return async () => {
    share.users -= 1;
    if (share.users === 0) {
      delete shares[engine];
      await template.drop();
    }
  };
}
