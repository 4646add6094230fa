// The API as it runs in production (NODE_ENV=production, request logging at warn) listening on 127.0.0.1.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const API_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface RunningApi {
  baseUrl: string;
  jwtSecret: string;
  /** The API process, for reading its CPU time. */
  pid: number;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

async function waitForHealth(baseUrl: string, child: ChildProcess): Promise<void> {
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error(`the API exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('the API did not answer /api/health within 60 s');
}

export interface StartApiOptions {
  /** Default: a free port. */
  port?: number;
  /** Default: a new random secret (processes behind one proxy share one). */
  jwtSecret?: string;
  /** More environment (DATABASE_DIRECT_URL, DATABASE_PREPARED_STATEMENTS, ...). */
  env?: Record<string, string>;
}

export async function startApi(databaseUrl: string, options: StartApiOptions = {}): Promise<RunningApi> {
  const port = options.port ?? (await freePort());
  const baseUrl = `http://127.0.0.1:${port}`;
  const jwtSecret = options.jwtSecret ?? randomBytes(32).toString('base64url');
  const child = spawn(
    process.execPath,
    [...(process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? []), '--import', 'tsx', 'src/server.ts'],
    {
      cwd: API_DIR,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        DATABASE_URL: databaseUrl,
        JWT_SECRET: jwtSecret,
        PUBLIC_URL: baseUrl,
        HOST: '127.0.0.1',
        PORT: String(port),
        LOG_LEVEL: 'warn',
        SEED_DEMO: 'false',
        // the scorecard's hourly loop and its start-up backfill of missing order facts would compete with the measured
        // calls; on a bench database whose bulk orders had no facts yet, the backfill deadlocked with a payment run's
        // own facts upserts (docs/decisions/performance.md)
        PERFORMANCE_WORKER: 'false',
        DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'portal-bench-')),
        ...options.env,
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  await waitForHealth(baseUrl, child);
  return {
    baseUrl,
    jwtSecret,
    pid: child.pid!,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
