// The portal as `npm start` runs it: the web build served by the API on a fresh embedded database (PGlite) with the
// demo data, warn logging, listening on 127.0.0.1. (NODE_ENV=production would need a PostgreSQL server.)
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface RunningPortal {
  baseUrl: string;
  stop(): Promise<void>;
}

/** vite build of apps/web into outDir. */
export function buildWeb(outDir: string): void {
  const built = spawnSync('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: path.join(ROOT, 'apps/web'),
    stdio: 'inherit',
  });
  if (built.status !== 0) throw new Error(`vite build failed (${built.status})`);
}

export function gitRevision(): string {
  const head = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).stdout.trim();
  const dirty = spawnSync('git', ['status', '--porcelain', '--', 'apps/web', 'packages/contracts'], {
    cwd: ROOT,
    encoding: 'utf8',
  }).stdout.trim();
  return dirty ? `${head} with uncommitted changes` : head;
}

export async function startPortal(webDist: string, port: number): Promise<RunningPortal> {
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-bench-web-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: path.join(ROOT, 'apps/api'),
    env: {
      ...process.env,
      NODE_ENV: 'development',
      JWT_SECRET: randomBytes(32).toString('base64url'),
      PUBLIC_URL: baseUrl,
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      WEB_DIST: webDist,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      const done = () => {
        rmSync(dataDir, { recursive: true, force: true });
        resolve();
      };
      if (child.exitCode !== null) return done();
      child.once('exit', done);
      child.kill('SIGTERM');
    });
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) {
      rmSync(dataDir, { recursive: true, force: true });
      throw new Error(`the API exited with ${child.exitCode}`);
    }
    try {
      if ((await fetch(`${baseUrl}/api/ready`)).ok) return { baseUrl, stop };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  await stop();
  throw new Error('the API was not ready within 120 s');
}
