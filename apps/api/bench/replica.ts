// `npm run bench:replica`: the read replica of docs/scaling.md on this machine. Creates (once) a second PostgreSQL 15
// cluster `15/replica` on port 5433 as a streaming standby of 15/main (pg_basebackup -R), starts it, checks that it
// streams, measures how long a commit on the primary takes to be replayed on it, proves that an API process with
// DATABASE_READ_URL reads its dashboard, export and print calls there (and its list on the primary), and writes its
// section of docs/performance.md. Then: DATABASE_READ_URL=postgres://portal_bench:portal_bench@127.0.0.1:5433/portal_bench.
// Options: PRIMARY_ADMIN_URL (postgres://postgres:postgres@127.0.0.1:5432/postgres), REPLICA_PORT (5433).
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { AccessTokens } from '../src/platform/access-tokens.ts';
import { startApi } from './api-server.ts';
import { benchDatabaseUrl, ensureSeeded } from './bench-database.ts';
import { percentiles } from './percentiles.ts';
import { dashboardScenarios } from './scenarios.ts';

const REPLICA_PORT = Number(process.env.REPLICA_PORT ?? 5433);
const PRIMARY_ADMIN_URL = process.env.PRIMARY_ADMIN_URL ?? 'postgres://postgres:postgres@127.0.0.1:5432/postgres';
const DOCS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../docs/performance.md');
const DATA_DIR = `/var/lib/postgresql/15/replica`;

const run = (command: string, args: string[], env: Record<string, string> = {}) =>
  execFileSync(command, args, { encoding: 'utf8', cwd: '/tmp', env: { ...process.env, ...env } }).trim();

async function query<T>(url: string, text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as T[];
  } finally {
    await client.end();
  }
}

const primaryDbUrl = benchDatabaseUrl();
await ensureSeeded(primaryDbUrl);
const admin = new URL(PRIMARY_ADMIN_URL);
const withPort = (url: string, port: number) => {
  const u = new URL(url);
  u.port = String(port);
  return u.toString();
};
const replicaDbUrl = withPort(primaryDbUrl, REPLICA_PORT);
const replicaAdminUrl = withPort(PRIMARY_ADMIN_URL, REPLICA_PORT);

// 1. the cluster: created from a base backup of the primary, with standby.signal and primary_conninfo (-R)
const clusters = run('pg_lsclusters', ['--no-header']);
if (!/^15\s+replica\s/m.test(clusters)) {
  console.log(`Creating the standby cluster 15/replica on port ${REPLICA_PORT} from 15/main ...`);
  run('pg_createcluster', ['15', 'replica', '-p', String(REPLICA_PORT)]);
  for (const entry of readdirSync(DATA_DIR)) rmSync(path.join(DATA_DIR, entry), { recursive: true, force: true });
  const started = Date.now();
  run(
    'runuser',
    [
      '-u',
      'postgres',
      '--',
      'pg_basebackup',
      '-h',
      admin.hostname,
      '-p',
      admin.port || '5432',
      '-U',
      decodeURIComponent(admin.username),
      '-D',
      DATA_DIR,
      '-R',
      '-X',
      'stream',
      '-c',
      'fast',
    ],
    { PGPASSWORD: decodeURIComponent(admin.password) },
  );
  console.log(`pg_basebackup took ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
// A standby needs these at least as high as its primary's; hot_standby_feedback keeps long exports from being
// cancelled by the vacuum of rows they still read.
const settings = await query<{ name: string; setting: string }>(
  PRIMARY_ADMIN_URL,
  `select name, setting from pg_settings
    where name in ('max_connections', 'max_worker_processes', 'max_wal_senders', 'max_prepared_transactions', 'max_locks_per_transaction')`,
);
for (const { name, setting } of [...settings, { name: 'hot_standby_feedback', setting: 'on' }])
  run('pg_conftool', ['15', 'replica', 'set', name, setting]);
if (!new RegExp(`^15\\s+replica\\s+${REPLICA_PORT}\\s+online`, 'm').test(run('pg_lsclusters', ['--no-header'])))
  run('pg_ctlcluster', ['15', 'replica', 'start']);

// 2. it is a standby and the primary streams to it
let streaming: { state: string; sync_state: string } | undefined;
for (let i = 0; i < 100 && !streaming; i++) {
  [streaming] = await query<{ state: string; sync_state: string }>(
    PRIMARY_ADMIN_URL,
    `select state, sync_state from pg_stat_replication where state = 'streaming'`,
  );
  if (!streaming) await new Promise((r) => setTimeout(r, 200));
}
const [{ standby }] = (await query<{ standby: boolean }>(replicaAdminUrl, 'select pg_is_in_recovery() as standby')) as [
  { standby: boolean },
];
if (!streaming || !standby) throw new Error('15/replica is not a streaming standby of 15/main');
console.log(`15/replica streams from 15/main (${streaming.state}, ${streaming.sync_state})`);

// 3. replay lag: a commit on the primary (an xid, so a commit record), then until the standby has replayed its LSN
const lags: number[] = [];
const primary = new pg.Client({ connectionString: PRIMARY_ADMIN_URL });
const replica = new pg.Client({ connectionString: replicaAdminUrl });
await Promise.all([primary.connect(), replica.connect()]);
for (let i = 0; i < 30; i++) {
  await primary.query('begin');
  await primary.query('select txid_current()');
  await primary.query('commit');
  const { rows } = await primary.query<{ lsn: string }>('select pg_current_wal_lsn()::text as lsn');
  const started = performance.now();
  for (;;) {
    const r = await replica.query<{ done: boolean }>('select pg_last_wal_replay_lsn() >= $1::pg_lsn as done', [rows[0]!.lsn]);
    if (r.rows[0]!.done) break;
    if (performance.now() - started > 10_000) throw new Error('the standby did not replay a commit within 10 s');
  }
  lags.push(performance.now() - started);
  await new Promise((r) => setTimeout(r, 50));
}
await Promise.all([primary.end(), replica.end()]);
const lag = percentiles(lags);
console.log(`replay lag p50 ${lag.p50} ms, p99 ${lag.p99} ms`);

// 4. an API process with DATABASE_READ_URL: which calls read on the standby (its transactions counted there)
const api = await startApi(primaryDbUrl, { env: { DATABASE_READ_URL: replicaDbUrl, METRICS_PORT: '0' } });
const routed: { call: string; onReplica: boolean; status: number }[] = [];
try {
  const [subject] = await query<{ supplier_id: number; id: number; token_version: number; last_day: string; order_id: number }>(
    primaryDbUrl,
    `select m.supplier_id, u.id, u.token_version,
            (select to_char(max(created_on) at time zone 'UTC', 'YYYY-MM-DD') from orders o where o.supplier_id = m.supplier_id) as last_day,
            (select max(id) from orders o where o.supplier_id = m.supplier_id) as order_id
       from users u join supplier_memberships m on m.user_id = u.id where u.user_name = 'admin@acme.test'`,
  );
  const token = await new AccessTokens(new TextEncoder().encode(api.jwtSecret)).sign({
    userId: subject!.id,
    tokenVersion: subject!.token_version,
  });
  const replicaCommits = async () =>
    Number(
      (
        await query<{ n: string }>(replicaAdminUrl, `select xact_commit::text as n from pg_stat_database where datname = $1`, [
          new URL(primaryDbUrl).pathname.slice(1),
        ])
      )[0]!.n,
    );
  const calls: [string, string, RequestInit?][] = [
    ...dashboardScenarios(subject!.last_day).map((s): [string, string] => [s.name, s.path]),
    [
      'POST /orders/export',
      '/api/orders/export',
      { method: 'POST', body: JSON.stringify({ orderIds: [subject!.order_id] }), headers: { 'content-type': 'application/json' } },
    ],
    ['GET /orders/print-details', `/api/orders/print-details?orderIds=${subject!.order_id}`],
    ['GET /order-summaries (primary)', '/api/order-summaries?limit=50'],
    ['GET /orders/:orderId (primary)', `/api/orders/${subject!.order_id}`],
  ];
  for (const [call, url, init] of calls) {
    // statistics reach pg_stat_database when a backend's transaction ends (and at most every second): read, wait, read
    const before = await replicaCommits();
    const res = await fetch(api.baseUrl + url, { ...init, headers: { ...(init?.headers ?? {}), authorization: `Bearer ${token}` } });
    await res.text();
    await new Promise((r) => setTimeout(r, 1200));
    routed.push({ call, status: res.status, onReplica: (await replicaCommits()) > before });
  }
} finally {
  await api.stop();
}
console.table(routed);

const section = [
  `## npm run bench:replica: the read replica`,
  '',
  `Run ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC with \`npm run bench:replica\` (apps/api/bench/replica.ts): PostgreSQL 15 cluster \`15/replica\` on 127.0.0.1:${REPLICA_PORT}, a streaming standby of 15/main made by \`pg_basebackup -R -X stream\`; 1-minute load average ${os.loadavg()[0]!.toFixed(1)}.`,
  '',
  `- Replay lag (a commit on the primary until the standby has replayed its WAL position; 30 commits, asynchronous replication): p50 ${lag.p50} ms, p95 ${lag.p95} ms, p99 ${lag.p99} ms.`,
  `- Which calls an API process with \`DATABASE_READ_URL\` set reads on the standby (transactions counted in the standby's pg_stat_database around each call):`,
  '',
  '| call | status | read on the replica |',
  '|---|---|---|',
  ...routed.map((r) => `| ${r.call} | ${r.status} | ${r.onReplica ? 'yes' : 'no'} |`),
].join('\n');
const START = '<!-- bench-replica:start -->';
const END = '<!-- bench-replica:end -->';
const current = readFileSync(DOCS, 'utf8');
const block = `${START}\n${section}\n${END}`;
writeFileSync(
  DOCS,
  current.includes(START) && current.includes(END)
    ? current.slice(0, current.indexOf(START)) + block + current.slice(current.indexOf(END) + END.length)
    : `${current.trimEnd()}\n\n${block}\n`,
);
console.log(section);
