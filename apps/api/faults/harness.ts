// The fault suite's tools: a throwaway PostgreSQL 15 cluster, portal processes on loopback, a round-robin proxy, a
// paced load generator that records every answer, and the figures file docs/reliability.md is written from.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync, chownSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll } from 'vitest';

export const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';
export const API_DIR = path.resolve(import.meta.dirname, '..');
export const REPO_DIR = path.resolve(API_DIR, '../..');
export const JWT_SECRET = 'fault-suite-signing-key-0123456789abcdefghij';
export const PASSWORD = 'Portal-demo-1';

export function postgresMissing(): string | null {
  for (const bin of ['initdb', 'pg_ctl', 'postgres']) {
    if (!existsSync(path.join(PG_BIN, bin))) return `PostgreSQL 15 binaries not found in ${PG_BIN} (set PG_BIN): fault suite skipped`;
  }
  return null;
}

const isRoot = process.getuid?.() === 0;
/** PostgreSQL refuses to run as root: as root the cluster belongs to the `postgres` user. */
function asPostgres(bin: string, args: string[]) {
  const cmd = path.join(PG_BIN, bin);
  const result = isRoot
    ? spawnSync('runuser', ['-u', 'postgres', '--', cmd, ...args], { encoding: 'utf8' })
    : spawnSync(cmd, args, { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${bin} ${args.join(' ')} failed: ${result.stderr || result.stdout}`);
  return result.stdout;
}

export class Cluster {
  readonly dir: string;
  constructor(readonly port: number) {
    this.dir = mkdtempSync(path.join(os.tmpdir(), `fault-pg-${port}-`));
    if (isRoot) chownSync(this.dir, Number(spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).stdout.trim()), 0);
    asPostgres('initdb', ['-D', this.data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  }
  get data() {
    return path.join(this.dir, 'data');
  }
  url(database = 'postgres') {
    return `postgres://postgres@127.0.0.1:${this.port}/${database}`;
  }
  start() {
    // fsync off: the suite kills processes, never the machine, so the OS page cache keeps every committed write
    const opts = `-p ${this.port} -k ${this.dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=60`;
    asPostgres('pg_ctl', ['-D', this.data, '-o', opts, '-l', path.join(this.dir, 'log'), '-w', '-t', '30', 'start']);
  }
  /** immediate: the server dies as in a crash (no checkpoint), and recovers from its WAL on start. */
  stop(mode: 'fast' | 'immediate' = 'fast') {
    asPostgres('pg_ctl', ['-D', this.data, '-m', mode, '-w', 'stop']);
  }
  async query<T = Record<string, unknown>>(text: string, values: unknown[] = [], database = 'postgres'): Promise<T[]> {
    const client = new pg.Client({ connectionString: this.url(database) });
    await client.connect();
    try {
      return (await client.query(text, values)).rows as T[];
    } finally {
      await client.end();
    }
  }
  destroy() {
    try {
      this.stop('immediate');
    } catch {
      // already stopped
    }
    rmSync(this.dir, { recursive: true, force: true });
  }
}

export interface Portal {
  child: ChildProcess;
  port: number;
  baseUrl: string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>;
  log(): string;
  alive(): boolean;
}

/** Starts the API (node directly, or `npm run start` to cover the start script's signal handling) and waits for /api/health. */
/** A start with a fresh embedded database migrates and seeds the demo (about 20 s quiet; CI runs it beside npm test). */
const START_DEADLINE_MS = 90_000;

export async function startPortal(opts: {
  port: number;
  dataDir: string;
  databaseUrl?: string;
  env?: Record<string, string>;
  viaNpm?: boolean;
  seed?: boolean;
}): Promise<Portal> {
  mkdirSync(opts.dataDir, { recursive: true });
  const env = {
    ...process.env,
    NODE_ENV: 'development',
    PORT: String(opts.port),
    HOST: '127.0.0.1',
    DATA_DIR: opts.dataDir,
    DATABASE_URL: opts.databaseUrl ?? '',
    JWT_SECRET,
    SEED_DEMO: opts.seed === false ? 'false' : 'true',
    METRICS_PORT: '0',
    LOG_LEVEL: 'warn',
    // every request sees the database: no reuse of a signed-in user's row or a grid total across the fault
    ACTOR_CACHE_MS: '0',
    GRID_TOTAL_CACHE_MS: '0',
    ...opts.env,
  };
  const child = opts.viaNpm
    ? spawn('npm', ['run', 'start', '--silent', '-w', 'apps/api'], { cwd: REPO_DIR, env, stdio: ['ignore', 'pipe', 'pipe'] })
    : spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], { cwd: API_DIR, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  let running = true;
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>((resolve) =>
    child.on('exit', (code, signal) => {
      running = false;
      resolve({ code, signal, at: performance.now() });
    }),
  );
  const baseUrl = `http://127.0.0.1:${opts.port}`;
  const deadline = performance.now() + START_DEADLINE_MS;
  for (;;) {
    if (!running) throw new Error(`the portal on ${opts.port} exited while starting:\n${output}`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (performance.now() > deadline) {
      // not left running: it would hold the port and keep writing into the data dir the file's cleanup removes
      child.kill('SIGKILL');
      await exited;
      throw new Error(`the portal on ${opts.port} did not start within ${START_DEADLINE_MS / 1000} s:\n${output}`);
    }
    await sleep(200);
  }
  return { child, port: opts.port, baseUrl, exited, log: () => output, alive: () => running };
}

export async function stopPortal(portal: Portal | undefined): Promise<void> {
  if (!portal?.alive()) return;
  portal.child.kill('SIGKILL');
  await portal.exited;
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export async function signIn(baseUrl: string, username = 'admin@acme.test'): Promise<string> {
  const res = await fetch(`${baseUrl}/api/auth/access-tokens`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: PASSWORD }),
  });
  if (!res.ok) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { accessToken: string }).accessToken;
}

/** Is this body the spec's error shape (title, status, detail; no stack, no SQL)? */
export function isErrorShape(body: unknown, status: number): boolean {
  if (!body || typeof body !== 'object') return false;
  const b = body as Record<string, unknown>;
  const text = JSON.stringify(b);
  return (
    typeof b.title === 'string' &&
    b.status === status &&
    typeof b.detail === 'string' &&
    !/\bat .+\.(ts|js):\d+|select |insert into|update .+ set /i.test(text)
  );
}

export interface Outcome {
  kind: 'read' | 'write';
  sentAt: number;
  doneAt: number;
  /** 0: no HTTP answer (refused, reset, timed out). */
  status: number;
  error?: string;
  /** An answer other than 2xx that is not in the spec's error shape. */
  badShape?: boolean;
  email?: string;
  id?: number;
}

export interface Load {
  outcomes: Outcome[];
  inFlight(): number;
  stop(): Promise<Outcome[]>;
}

/**
 * 200 requests/s (paced every 10 ms) of orders-list reads and user-create writes with unique e-mails, at most
 * `maxInFlight` open at once (beyond that a tick's requests are not sent, and counted as skipped).
 */
export function startLoad(opts: {
  baseUrl: string;
  token: string;
  tag: string;
  ratePerSecond?: number;
  writeShare?: number;
  maxInFlight?: number;
}): Load & { skipped(): number } {
  const rate = opts.ratePerSecond ?? 200;
  const writeShare = opts.writeShare ?? 0.3;
  const maxInFlight = opts.maxInFlight ?? 100;
  const outcomes: Outcome[] = [];
  const pending = new Set<Promise<void>>();
  const started = performance.now();
  let sent = 0;
  let skipped = 0;
  let n = 0;
  const headers = { authorization: `Bearer ${opts.token}`, 'content-type': 'application/json' };

  const one = async () => {
    const write = Math.random() < writeShare;
    const outcome: Outcome = { kind: write ? 'write' : 'read', sentAt: performance.now(), doneAt: 0, status: 0 };
    try {
      let res: Response;
      if (write) {
        outcome.email = `load-${opts.tag}-${++n}@fault.test`;
        res = await fetch(`${opts.baseUrl}/api/supplier-users`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ email: outcome.email, firstName: 'Load', lastName: String(n) }),
          signal: AbortSignal.timeout(15_000),
        });
      } else {
        res = await fetch(`${opts.baseUrl}/api/order-summaries?limit=25&offset=0`, { headers, signal: AbortSignal.timeout(15_000) });
      }
      outcome.status = res.status;
      const body: unknown = await res.json().catch(() => null);
      if (res.ok && write) outcome.id = (body as { id: number }).id;
      if (!res.ok && !isErrorShape(body, res.status)) outcome.badShape = true;
    } catch (error) {
      const cause = (error as { cause?: { code?: string } }).cause;
      outcome.error = cause?.code ?? (error as Error).name;
    }
    outcome.doneAt = performance.now();
    outcomes.push(outcome);
  };

  const timer = setInterval(() => {
    const due = Math.floor(((performance.now() - started) / 1000) * rate);
    while (sent < due) {
      sent++;
      if (pending.size >= maxInFlight) {
        skipped++;
        continue;
      }
      const p = one().finally(() => pending.delete(p));
      pending.add(p);
    }
  }, 10);

  return {
    outcomes,
    inFlight: () => pending.size,
    skipped: () => skipped,
    async stop() {
      clearInterval(timer);
      await Promise.all(pending);
      return outcomes;
    },
  };
}

/** Figures per scenario: acknowledged, lost, recovery; one JSON file each, gathered into docs/reliability.md. */
export function summarize(outcomes: Outcome[]) {
  const writes = outcomes.filter((o) => o.kind === 'write');
  const byStatus: Record<string, number> = {};
  for (const o of outcomes) {
    const key = o.status ? String(o.status) : `no answer (${o.error})`;
    byStatus[key] = (byStatus[key] ?? 0) + 1;
  }
  return {
    requests: outcomes.length,
    reads: outcomes.length - writes.length,
    writesAcknowledged: writes.filter((o) => o.status === 201).length,
    byStatus,
    badShape: outcomes.filter((o) => o.badShape).length,
  };
}

export function recordFigures(scenario: string, figures: Record<string, unknown>): void {
  const dir = process.env.FAULT_RESULTS_DIR ?? path.join(os.tmpdir(), 'fault-results');
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, `${scenario.replace(/\W+/g, '-')}.json`), JSON.stringify({ scenario, ...figures }, null, 2));
}

/**
 * A tiny round-robin HTTP proxy, as a load balancer with passive health checks: an upstream that fails is left out for
 * 2 s; a request whose upstream refused the connection (nothing reached it) goes to the next one; any other failure
 * is a 502 (the request may have run: only the client, with its Idempotency-Key, may retry it).
 */
export async function startProxy(port: number, upstreams: number[]): Promise<http.Server> {
  let next = 0;
  const downUntil = new Map<number, number>();
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const pick = () => {
    for (let i = 0; i < upstreams.length; i++) {
      const upstream = upstreams[next++ % upstreams.length]!;
      if ((downUntil.get(upstream) ?? 0) <= performance.now()) return upstream;
    }
    return upstreams[next++ % upstreams.length]!;
  };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const attempt = (tries: number) => {
        const upstream = pick();
        let answered = false;
        const out = http.request(
          { host: '127.0.0.1', port: upstream, method: req.method, path: req.url, headers: req.headers, agent },
          (up) => {
            answered = true;
            res.writeHead(up.statusCode ?? 502, up.headers);
            up.pipe(res);
          },
        );
        out.on('error', (error: NodeJS.ErrnoException) => {
          downUntil.set(upstream, performance.now() + 2_000);
          if (!answered && error.code === 'ECONNREFUSED' && tries < upstreams.length) return attempt(tries + 1);
          if (!res.headersSent) {
            res.writeHead(502, { 'content-type': 'application/json' });
            res.end(JSON.stringify({ title: 'Bad Gateway', status: 502, detail: 'The upstream process did not answer.' }));
          } else res.destroy();
        });
        out.end(body);
      };
      attempt(1);
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return server;
}

const tempDirs: string[] = [];
// the portals using them are killed in each file's afterAll; whatever is left goes with the worker process
process.on('exit', () => tempDirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** Removes the temp dirs made so far (each fault file's afterAll, after its portals are stopped). */
export function removeTempDirs(): void {
  for (const dir of tempDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
}

/** A directory under the OS temp dir, removed by removeTempDirs or when this process exits. */
export function tempDir(prefix: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  tempDirs.push(dir);
  return dir;
}

export interface PortalOnCluster {
  /** The scenario's cluster (started by the first start()). */
  readonly cluster: Cluster;
  /**
   * Starts the cluster and creates its database 'portal' the first time, then a portal on that database with its data
   * dir under a fresh temp dir (`<dataPrefix>...`). A second call starts another portal on the same database.
   */
  start(opts: { port: number; dataPrefix: string; viaNpm?: boolean; env?: Record<string, string> }): Promise<Portal>;
}

/**
 * A scenario's throwaway PostgreSQL cluster on `clusterPort` and the portals it starts on it; call once at the top of a
 * fault file: its afterAll stops the portals, destroys the cluster and removes the temp dirs.
 */
export function withPortalOnCluster(clusterPort: number): PortalOnCluster {
  let cluster: Cluster | undefined;
  const portals: Portal[] = [];
  afterAll(async () => {
    for (const portal of portals) await stopPortal(portal);
    cluster?.destroy();
    removeTempDirs();
  });
  return {
    get cluster() {
      if (!cluster) throw new Error('start() the portal on its cluster first');
      return cluster;
    },
    async start({ port, dataPrefix, viaNpm, env }) {
      if (!cluster) {
        cluster = new Cluster(clusterPort);
        cluster.start();
        await cluster.query('create database portal');
      }
      const portal = await startPortal({ port, dataDir: tempDir(dataPrefix), databaseUrl: cluster.url('portal'), viaNpm, env });
      portals.push(portal);
      return portal;
    },
  };
}

export const HAPROXY = process.env.HAPROXY_BIN ?? '/usr/sbin/haproxy';

export function haproxyMissing(): string | null {
  return existsSync(HAPROXY) ? null : `haproxy not found at ${HAPROXY} (set HAPROXY_BIN)`;
}

/**
 * haproxy on `proxyPort`, round robin over `upstreams` with the settings we recommend (docs/decisions/reliability-promises.md):
 * readiness check every 300 ms, retry on a failed connection; each answer names its process in `x-served-by` (api0, api1, ...).
 */
export function startHaproxy(proxyPort: number, upstreams: number[]): ChildProcess {
  const config = path.join(tempDir('fault-haproxy-'), 'haproxy.cfg');
  writeFileSync(
    config,
    [
      'global',
      '  maxconn 1024',
      'defaults',
      '  mode http',
      '  timeout connect 2s',
      '  timeout client 30s',
      '  timeout server 30s',
      '  retries 3',
      '  option redispatch 1',
      // a request whose connection failed or was closed without an answer goes to the other process
      '  retry-on conn-failure empty-response',
      'frontend portal',
      `  bind 127.0.0.1:${proxyPort}`,
      '  default_backend api',
      'backend api',
      '  balance roundrobin',
      '  option httpchk GET /api/ready',
      '  http-check expect status 200',
      // a busy machine answers a check late now and then: two failures in a row take a process out, one success brings it back
      '  timeout check 2s',
      '  default-server inter 300 fall 2 rise 1',
      '  http-response set-header x-served-by %s',
      ...upstreams.map((port, i) => `  server api${i} 127.0.0.1:${port} check`),
      '',
    ].join('\n'),
  );
  return spawn(HAPROXY, ['-f', config, '-db'], { stdio: ['ignore', 'ignore', 'pipe'] });
}

export interface TwoPortalsBehindHaproxy {
  readonly cluster: Cluster;
  readonly proxyUrl: string;
  /** Starts the cluster, the two portals (the first seeds) and haproxy over them, and signs the demo Admin in through it. */
  start(): Promise<{ a: Portal; b: Portal; token: string }>;
}

/**
 * A scenario's two portals on one throwaway cluster behind haproxy (startHaproxy); call once at the top of a fault file:
 * its afterAll stops haproxy, the portals and the cluster.
 */
export function withTwoPortalsBehindHaproxy(opts: {
  clusterPort: number;
  proxyPort: number;
  portalPorts: [number, number];
  dataPrefix: string;
}): TwoPortalsBehindHaproxy {
  const scenario = withPortalOnCluster(opts.clusterPort);
  const proxyUrl = `http://127.0.0.1:${opts.proxyPort}`;
  let haproxy: ChildProcess | undefined;
  afterAll(() => {
    haproxy?.kill('SIGKILL');
  });
  return {
    get cluster() {
      return scenario.cluster;
    },
    proxyUrl,
    async start() {
      const [portA, portB] = opts.portalPorts;
      const a = await scenario.start({ port: portA, dataPrefix: `${opts.dataPrefix}a-` });
      const b = await scenario.start({ port: portB, dataPrefix: `${opts.dataPrefix}b-` });
      haproxy = startHaproxy(opts.proxyPort, [a.port, b.port]);
      // haproxy takes a moment to listen and to see both processes ready
      let token = '';
      for (let tries = 0; !token && tries < 50; tries++) token = await signIn(proxyUrl).catch(() => sleep(200).then(() => ''));
      if (!token) throw new Error(`no sign-in through haproxy on ${opts.proxyPort}`);
      return { a, b, token };
    },
  };
}
