// Shared API-test helpers: one app on a fresh database per test file (PGlite in memory, or TEST_DATABASE_URL).
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import pg from 'pg';
import { randomBytes } from 'node:crypto';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase, type Database } from '../src/db/client.ts';

export interface TestContext {
  app: FastifyInstance;
  database: Database;
  close(): Promise<void>;
}

/** Creates a throwaway PostgreSQL database when TEST_DATABASE_URL is set; else in-memory PGlite. */
async function freshDatabaseUrl(): Promise<{ url?: string; drop?: () => Promise<void> }> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) return {};
  const name = `portal_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

export async function createTestApp(env: Record<string, string> = {}): Promise<TestContext> {
  const { url, drop } = await freshDatabaseUrl();
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: '/tmp/portal-test-unused', ...env });
  const database = await openDatabase({ databaseUrl: url, dataDir: null });
  const app = await buildApp(config, database);
  await app.ready();
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.close();
      await drop?.();
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
