// `npm start` (here the API workspace's start script, which the root one execs into) ends the portal on SIGTERM and
// SIGINT: the signal reaches the node process through npm (the scripts `exec`, so no shell sits in between and keeps
// the server alive as an orphan), which drains and exits 0 within the 10 s promise. Its embedded database starts as a
// copy of the run's migrated and seeded template (global-setup.ts), unpacked into DATA_DIR: an empty one cost each
// start its initdb and every migration (about 10 s of the file's 43 s).
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function answers(port: number): Promise<boolean> {
  try {
    return (await fetch(`http://127.0.0.1:${port}/api/health`)).ok;
  } catch {
    return false;
  }
}

describe.each(['SIGTERM', 'SIGINT'] as const)('npm start and %s', (signal) => {
  it('drains, exits 0 within 10 s and leaves nothing listening', async () => {
    const port = await freePort();
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-signals-'));
    dirs.push(dataDir);
    const template = inject('templateDatabase');
    if (template.kind === 'pglite') {
      // the embedded database's folder under DATA_DIR (db/client.ts)
      mkdirSync(path.join(dataDir, 'pglite'));
      execFileSync('tar', ['-xf', template.dumpFile, '-C', path.join(dataDir, 'pglite')]);
    }
    const child = spawn('npm', ['run', 'start', '--silent', '-w', 'apps/api'], {
      cwd: path.resolve(import.meta.dirname, '../../..'),
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        SEED_DEMO: 'false',
        METRICS_PORT: '0',
        LOG_LEVEL: 'silent',
      },
      stdio: 'ignore',
    });
    const exited = new Promise<{ code: number | null; at: number }>((resolve) =>
      child.on('exit', (code) => resolve({ code, at: performance.now() })),
    );
    await expect.poll(() => answers(port), { timeout: 60_000, interval: 250 }).toBe(true);

    const sentAt = performance.now();
    child.kill(signal);
    const { code, at } = await exited;
    expect(code).toBe(0);
    expect(at - sentAt).toBeLessThan(10_000);
    await expect.poll(() => answers(port), { timeout: 5_000 }).toBe(false);
  }, 90_000);
});
