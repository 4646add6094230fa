// `npm run bench`: the orders list at 1,000,000 orders, through the listening API (autocannon) and as direct SQL.
// Options: BENCH_DATABASE_URL (else a local portal_bench database), BENCH_SECONDS (3, per round), BENCH_ROUNDS (3),
// BENCH_MAX_REQUESTS (20000, per round).
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { AccessTokens } from '../src/platform/access-tokens.ts';
import { acmeOrderCount, benchDatabaseUrl, ensureSeeded } from './bench-database.ts';
import { startApi } from './api-server.ts';
import { DirectSql } from './direct-sql.ts';
import { runLoad, type LoadResult } from './load.ts';
import { combineRuns, type TimedRun } from './percentiles.ts';
import { markdown, printTable, TARGET_P95_MS, TARGET_RATIO, writeReport, type ScenarioResult } from './report.ts';
import { orderListScenarios, scenarioPath } from './scenarios.ts';

const CONNECTIONS = 16;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
/**
 * The API and its SQL are measured in alternating rounds (API, SQL, API, SQL, ...) and each side's samples pooled:
 * on this shared machine the speed of the CPUs drifts by half within minutes, and one run of each side back to back
 * could land the API in a slow minute and the SQL in a fast one (or the other way round).
 */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const MAX_REQUESTS = Number(process.env.BENCH_MAX_REQUESTS ?? 20_000);
const DIRECT_RUNS = 30;
const DOCS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../docs/performance.md');

const url = benchDatabaseUrl();
const seed = await ensureSeeded(url);
const direct = await DirectSql.open(url);
// Counts are index-only scans only once the visibility map is set (cheap when nothing changed since).
await direct.scalar('vacuum (analyze) orders').catch(() => undefined);

const { supplierId, user, lastDay } = await direct.benchSubject();
const orders = await acmeOrderCount(url);
const postgres = (await direct.scalar<string>('select version()')).split(' on ')[0]!;

const loadAverage = os.loadavg()[0]!;
const api = await startApi(url);
const tokens = new AccessTokens(new TextEncoder().encode(api.jwtSecret));
const results: ScenarioResult[] = [];
const plans: { name: string; plan: string }[] = [];
let floor: LoadResult | null = null;
try {
  // The floor of any call on this machine: HTTP, the session guard (actor cache) and a small JSON answer, no SQL.
  const floorToken = await tokens.sign({ userId: user.id, tokenVersion: user.token_version });
  floor = await runLoad({ baseUrl: api.baseUrl, path: '/api/current-user', token: floorToken, connections: CONNECTIONS, seconds: SECONDS, maxRequests: MAX_REQUESTS });
  console.log(`floor (GET /api/current-user): p50 ${floor.p50} ms, p95 ${floor.p95} ms, ${floor.requestsPerSecond} req/s`);
  for (const scenario of orderListScenarios(lastDay)) {
    const token = await tokens.sign({ userId: user.id, tokenVersion: user.token_version });
    const p = scenarioPath(scenario);
    const check = await fetch(api.baseUrl + p, { headers: { authorization: `Bearer ${token}` } });
    if (!check.ok) throw new Error(`${scenario.name}: ${check.status} ${await check.text()}`);
    const total = Number(check.headers.get('content-range')?.split('/')[1] ?? NaN);
    process.stdout.write(`${scenario.name} ... `);
    const { warm: statements, cold } = await direct.statementsOf(supplierId, scenario.input);
    const apiRuns: LoadResult[] = [];
    const sqlRuns: TimedRun[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      apiRuns.push(await runLoad({ baseUrl: api.baseUrl, path: p, token, connections: CONNECTIONS, seconds: SECONDS, maxRequests: MAX_REQUESTS }));
      sqlRuns.push(await direct.timeConcurrent(statements, CONNECTIONS, SECONDS));
    }
    const load: LoadResult = { ...combineRuns(apiRuns), failures: apiRuns.reduce((n, r) => n + r.failures, 0) };
    const sqlLoaded = combineRuns(sqlRuns);
    const sqlTimes = await direct.time(statements, DIRECT_RUNS, SECONDS);
    const firstPage = cold.length > statements.length ? await direct.time(cold, DIRECT_RUNS, SECONDS) : null;
    const result = { name: scenario.name, total, api: load, direct: sqlTimes, directLoaded: sqlLoaded, directFirst: firstPage };
    results.push(result);
    console.log(`api p95 ${load.p95} ms, sql p95 ${sqlTimes.p95} ms (one client), ${sqlLoaded.p95} ms (${CONNECTIONS} clients)`);
    if (!(load.p95 <= TARGET_P95_MS) || !(load.p95 / sqlLoaded.p95 <= TARGET_RATIO)) {
      const explained = await Promise.all(cold.map((s) => direct.explain(s)));
      const label = (text: string) =>
        text.startsWith('explain') ? 'estimate (EXPLAIN of the filter, above the count cap; first request of a filter)'
        : /^select count\(/.test(text) ? 'capped count (first request of a filter)'
        : /sum\(/.test(text) ? 'page with the counter total' : 'page';
      plans.push({ name: scenario.name, plan: explained.map((e, i) => `-- ${label(cold[i]!.text)}\n${e}`).join('\n\n') });
    }
  }
} finally {
  await api.stop();
  await direct.close();
}

printTable(results);
const cpus = os.cpus();
writeReport(
  DOCS,
  markdown({
    command: 'npm run bench',
    date: new Date().toISOString().slice(0, 16).replace('T', ' ') + ' UTC',
    loadAverage,
    machine: { cpus: os.availableParallelism(), cpuModel: cpus[0]?.model.trim() ?? 'unknown', memoryGb: Math.round(os.totalmem() / 2 ** 30), node: process.version, postgres },
    orders,
    seed,
    connections: CONNECTIONS,
    seconds: SECONDS,
    rounds: ROUNDS,
    maxRequests: MAX_REQUESTS,
    results,
    plans,
    floor,
  }),
);
console.log(`Wrote ${path.relative(process.cwd(), DOCS)}`);
