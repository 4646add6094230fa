// `npm run bench:scale`: the API past one process (docs/scaling.md). Starts PgBouncer in transaction mode (its own
// config in a temp dir, port 6432) in front of the bench database, API processes on ports 3306 and 3307 whose queries
// go through PgBouncer (DATABASE_URL) and whose LISTEN session and migrations go straight to PostgreSQL
// (DATABASE_DIRECT_URL), and HAProxy round-robin in front (port 3390: both processes; 3391: the first only). Measures
// the default view's throughput and p99 through HAProxy with 1 and with 2 processes in alternating rounds, proves a
// change made through process 1 reaches an event stream held by process 2, and writes its section of
// docs/performance.md.
// Options: BENCH_DATABASE_URL, BENCH_SECONDS (5, per round), BENCH_ROUNDS (3), BENCH_CONNECTIONS (16).
import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { AccessTokens } from '../src/platform/access-tokens.ts';
import { acmeOrderCount, benchDatabaseUrl, ensureSeeded } from './bench-database.ts';
import { startApi, type RunningApi } from './api-server.ts';
import { combineLoads, runLoad, type LoadResult } from './load.ts';
import { orderListScenarios, scenarioPath } from './scenarios.ts';

const PGBOUNCER_PORT = 6432;
const API_PORTS = [3306, 3307];
const HAPROXY_BOTH = 3390;
const HAPROXY_ONE = 3391;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const DOCS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../docs/performance.md');

const directUrl = benchDatabaseUrl();
await ensureSeeded(directUrl);
const direct = new URL(directUrl);
const dbName = direct.pathname.slice(1);
const user = decodeURIComponent(direct.username);
const password = decodeURIComponent(direct.password);
const bouncerUrl = `postgres://${encodeURIComponent(user)}:${encodeURIComponent(password)}@127.0.0.1:${PGBOUNCER_PORT}/${dbName}`;

const dir = mkdtempSync(path.join(os.tmpdir(), 'portal-scale-'));
chmodSync(dir, 0o777);
const children: ChildProcess[] = [];
const apis: RunningApi[] = [];

function write(name: string, text: string): string {
  const file = path.join(dir, name);
  writeFileSync(file, text);
  chmodSync(file, 0o644);
  return file;
}

function startChild(command: string, args: string[], name: string): ChildProcess {
  const child = spawn(command, args, { stdio: ['ignore', 'inherit', 'inherit'] });
  child.on('exit', (code, signal) => {
    if (!stopping) console.error(`${name} exited (${code ?? signal})`);
  });
  children.push(child);
  return child;
}

async function waitFor(what: string, ready: () => Promise<boolean>): Promise<void> {
  for (let i = 0; i < 150; i++) {
    if (await ready().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${what} did not come up within 30 s`);
}

let stopping = false;
async function stopAll(): Promise<void> {
  stopping = true;
  // HAProxy first (no health-check noise), then the API processes, PgBouncer last (they drain through it)
  const [pgbouncer, haproxy] = children;
  if (haproxy && haproxy.exitCode === null) haproxy.kill('SIGTERM');
  await Promise.all(apis.map((a) => a.stop()));
  if (pgbouncer && pgbouncer.exitCode === null) pgbouncer.kill('SIGTERM');
}

// PgBouncer 1.18 (Debian 12) has no max_prepared_statements (1.21+): the API runs with DATABASE_PREPARED_STATEMENTS=false.
const pgbouncerIni = write(
  'pgbouncer.ini',
  `[databases]
${dbName} = host=${direct.hostname} port=${direct.port || 5432} dbname=${dbName}

[pgbouncer]
listen_addr = 127.0.0.1
listen_port = ${PGBOUNCER_PORT}
unix_socket_dir =
auth_type = md5
auth_file = ${path.join(dir, 'userlist.txt')}
pool_mode = transaction
max_client_conn = 400
default_pool_size = 20
ignore_startup_parameters = extra_float_digits
logfile = ${path.join(dir, 'pgbouncer.log')}
`,
);
write('userlist.txt', `"${user}" "${password}"\n`);

const haproxyCfg = write(
  'haproxy.cfg',
  `global
  maxconn 2000

defaults
  mode http
  timeout connect 5s
  timeout client 60s
  timeout server 60s

frontend both
  bind 127.0.0.1:${HAPROXY_BOTH}
  default_backend api_both

frontend one
  bind 127.0.0.1:${HAPROXY_ONE}
  default_backend api_one

backend api_both
  balance roundrobin
  option httpchk GET /api/health
${API_PORTS.map((port, i) => `  server api${i + 1} 127.0.0.1:${port} check`).join('\n')}

backend api_one
  option httpchk GET /api/health
  server api1 127.0.0.1:${API_PORTS[0]} check
`,
);

interface ScaleReport {
  date: string;
  orders: number;
  loadAverage: number;
  loadAverageAfter: number;
  one: LoadResult;
  both: LoadResult;
  perProcess: Record<string, number>;
  crossing: { ms: number; event: string };
}

async function liveUpdateCrosses(token: string, supplierId: number): Promise<{ ms: number; event: string }> {
  // an event stream on process 2 ...
  const controller = new AbortController();
  const stream = await fetch(`http://127.0.0.1:${API_PORTS[1]}/api/events`, {
    headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
    signal: controller.signal,
  });
  if (!stream.ok || !stream.body) throw new Error(`GET /api/events on process 2: ${stream.status}`);
  const reader = stream.body.getReader();
  const decoder = new TextDecoder();
  // ... a write through process 1: the supplier order number of one of the supplier's orders awaiting shipment
  const client = new pg.Client({ connectionString: directUrl });
  await client.connect();
  const { rows } = await client.query<{ id: number; supplier_order_number: string | null }>(
    `select id, supplier_order_number from orders where supplier_id = $1 and status = 'AwaitingShipment' order by id desc limit 1`,
    [supplierId],
  );
  await client.end();
  const order = rows[0];
  if (!order) throw new Error('no order awaiting shipment to change');
  const started = performance.now();
  const put = await fetch(`http://127.0.0.1:${API_PORTS[0]}/api/orders/${order.id}/details`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ supplierOrderNumber: `SCALE-${Date.now() % 1_000_000}` }),
  });
  if (put.status !== 204) throw new Error(`PUT /api/orders/${order.id}/details on process 1: ${put.status} ${await put.text()}`);
  let text = '';
  const deadline = setTimeout(() => controller.abort(), 10_000);
  try {
    while (!text.includes(`"orderId":${order.id}`)) {
      const { value, done } = await reader.read();
      if (done) break;
      text += decoder.decode(value, { stream: true });
    }
  } catch {
    // aborted at the deadline
  } finally {
    clearTimeout(deadline);
    controller.abort();
  }
  const event = text.split('\n\n').find((e) => e.includes(`"orderId":${order.id}`));
  if (!event) throw new Error('the change made through process 1 did not reach the event stream on process 2 within 10 s');
  return { ms: Math.round((performance.now() - started) * 10) / 10, event: event.trim().replace(/\n/g, ' / ') };
}

function markdown(r: ScaleReport): string {
  const gain = Math.round((r.both.requestsPerSecond / r.one.requestsPerSecond) * 100) / 100;
  return [
    `## npm run bench:scale: the default view with 1 and 2 API processes (PgBouncer, HAProxy)`,
    '',
    `Run ${r.date} with \`npm run bench:scale\` (apps/api/bench/scale.ts) at ${r.orders.toLocaleString('en-US')} orders.`,
    '',
    `- Setup: PgBouncer ${PGBOUNCER_PORT} (transaction pooling, default_pool_size 20) in front of PostgreSQL; API processes on ${API_PORTS.join(' and ')} (NODE_ENV=production, pg pool of 10 each, queries through PgBouncer with DATABASE_PREPARED_STATEMENTS=false, LISTEN and migrations on DATABASE_DIRECT_URL); HAProxy round-robin on ${HAPROXY_BOTH} (both processes) and ${HAPROXY_ONE} (process 1 only). Everything on the same 2 CPUs as PostgreSQL and the load generator.`,
    `- Load: autocannon, ${CONNECTIONS} connections, ${ROUNDS} rounds of ${SECONDS} s per setup, 1 process and 2 processes alternating; GET /api/order-summaries, the default view's first page.`,
    `- Machine load: 1-minute load average ${r.loadAverage.toFixed(1)} when the run started, ${r.loadAverageAfter.toFixed(1)} when it ended (other work shares the CPUs).`,
    '',
    '| setup | requests/s | p50 ms | p95 ms | p99 ms | failures |',
    '|---|---|---|---|---|---|',
    `| 1 process | ${r.one.requestsPerSecond} | ${r.one.p50} | ${r.one.p95} | ${r.one.p99} | ${r.one.failures} |`,
    `| 2 processes | ${r.both.requestsPerSecond} | ${r.both.p50} | ${r.both.p95} | ${r.both.p99} | ${r.both.failures} |`,
    '',
    `2 processes / 1 process: ${gain}x the requests per second. CPU seconds per process during the run: ${Object.entries(r.perProcess)
      .map(([k, v]) => `${k} ${v}`)
      .join(', ')}.`,
    '',
    `Live updates across processes: an event stream held by process 2 (GET /api/events on ${API_PORTS[1]}) received the change made through process 1 (PUT /api/orders/:orderId/details on ${API_PORTS[0]}) ${r.crossing.ms} ms after the request was sent: \`${r.crossing.event}\`.`,
  ].join('\n');
}

const SCALE_START = '<!-- bench-scale:start -->';
const SCALE_END = '<!-- bench-scale:end -->';
function writeSection(section: string): void {
  const current = readFileSync(DOCS, 'utf8');
  const block = `${SCALE_START}\n${section}\n${SCALE_END}`;
  const next =
    current.includes(SCALE_START) && current.includes(SCALE_END)
      ? current.slice(0, current.indexOf(SCALE_START)) + block + current.slice(current.indexOf(SCALE_END) + SCALE_END.length)
      : `${current.trimEnd()}\n\n${block}\n`;
  writeFileSync(DOCS, next);
}

/** CPU seconds of a process so far (utime + stime from /proc). */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

try {
  const loadAverage = os.loadavg()[0]!;
  // PgBouncer refuses to run as root: as the postgres user, which can read the temp dir
  startChild('runuser', ['-u', 'postgres', '--', 'pgbouncer', pgbouncerIni], 'pgbouncer');
  await waitFor('PgBouncer', async () => {
    const c = new pg.Client({ connectionString: bouncerUrl });
    await c.connect();
    await c.end();
    return true;
  });
  const jwtSecret = randomBytes(32).toString('base64url');
  for (const port of API_PORTS)
    apis.push(
      await startApi(bouncerUrl, {
        port,
        jwtSecret,
        env: { DATABASE_DIRECT_URL: directUrl, DATABASE_PREPARED_STATEMENTS: 'false', METRICS_PORT: '0' },
      }),
    );
  startChild('haproxy', ['-f', haproxyCfg, '-db'], 'haproxy');
  await waitFor('HAProxy', async () => (await fetch(`http://127.0.0.1:${HAPROXY_BOTH}/api/health`)).ok);
  await waitFor('HAProxy (one)', async () => (await fetch(`http://127.0.0.1:${HAPROXY_ONE}/api/health`)).ok);
  // both servers of the round-robin backend up (health checks every 2 s)
  await new Promise((r) => setTimeout(r, 4000));

  const db = new pg.Client({ connectionString: directUrl });
  await db.connect();
  const subject = (
    await db.query<{ supplier_id: number; id: number; token_version: number }>(
      `select m.supplier_id, u.id, u.token_version from users u join supplier_memberships m on m.user_id = u.id
        where u.user_name = 'admin@acme.test'`,
    )
  ).rows[0]!;
  const lastDay = (
    await db.query<{ d: string }>(
      `select to_char(max(created_on) at time zone 'UTC', 'YYYY-MM-DD') as d from orders where supplier_id = $1`,
      [subject.supplier_id],
    )
  ).rows[0]!.d;
  await db.end();
  const token = await new AccessTokens(new TextEncoder().encode(jwtSecret)).sign({
    userId: subject.id,
    tokenVersion: subject.token_version,
  });
  const defaultView = orderListScenarios(lastDay).find((s) => s.group === 'default')!;
  const viewPath = scenarioPath(defaultView);

  for (const port of [HAPROXY_ONE, HAPROXY_BOTH]) {
    const res = await fetch(`http://127.0.0.1:${port}${viewPath}`, { headers: { authorization: `Bearer ${token}` } });
    if (!res.ok) throw new Error(`the default view through HAProxy ${port}: ${res.status} ${await res.text()}`);
  }
  const cpuBefore = apis.map((a) => cpuSeconds(a.pid));
  const ones: LoadResult[] = [];
  const boths: LoadResult[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const at = (port: number) =>
      runLoad({ baseUrl: `http://127.0.0.1:${port}`, path: viewPath, token, connections: CONNECTIONS, seconds: SECONDS, maxRequests: 1e9 });
    ones.push(await at(HAPROXY_ONE));
    boths.push(await at(HAPROXY_BOTH));
    console.log(
      `round ${round + 1}: 1 process ${ones.at(-1)!.requestsPerSecond} req/s, 2 processes ${boths.at(-1)!.requestsPerSecond} req/s`,
    );
  }
  const pool = combineLoads;
  const perProcess = Object.fromEntries(
    apis.map((a, i) => [`process ${i + 1}`, Math.round((cpuSeconds(a.pid) - cpuBefore[i]!) * 10) / 10]),
  );
  const crossing = await liveUpdateCrosses(token, subject.supplier_id);
  console.log(`live update crossed processes in ${crossing.ms} ms`);
  const report: ScaleReport = {
    date: new Date().toISOString().slice(0, 16).replace('T', ' ') + ' UTC',
    orders: await acmeOrderCount(directUrl),
    loadAverage,
    loadAverageAfter: os.loadavg()[0]!,
    one: pool(ones),
    both: pool(boths),
    perProcess,
    crossing,
  };
  const section = markdown(report);
  console.log(section);
  writeSection(section);
  console.log(`Wrote the scale section of ${path.relative(process.cwd(), DOCS)}`);
} finally {
  await stopAll();
}
