import { readdirSync, readFileSync } from 'node:fs';
// Quick probe while tuning: one or more scenarios through the API only (no SQL timings, no report).
// BENCH_ONLY=substring picks scenarios by name (list and dashboard, e.g. "dashboard"); BENCH_FLOOR=1 measures GET /api/current-user first; BENCH_NODE_ARGS (e.g. --cpu-prof) goes to the API process.
// `npm run bench:probe -w @portal/api`; prints the API process's CPU time per request too.
import { AccessTokens } from '../src/platform/access-tokens.ts';
import { benchDatabaseUrl } from './bench-database.ts';
import { startApi } from './api-server.ts';
import { DirectSql } from './direct-sql.ts';
import { runLoad } from './load.ts';
import { benchScenarios, scenarioPath, selectedScenarios } from './scenarios.ts';

/** user + system CPU time of a process (or only its system time), from /proc (Linux). */
function cpuMs(pid: number, only?: 'system'): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (((only ? 0 : Number(fields[11])) + Number(fields[12])) * 1000) / 100;
}

/** CPU time of every PostgreSQL process on this machine (the local cluster's backends and workers). */
function postgresCpuMs(): number {
  let total = 0;
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      if (readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres') total += cpuMs(Number(pid));
    } catch {
      // gone meanwhile
    }
  }
  return total;
}
const cpuTotal = (u: NodeJS.CpuUsage) => (u.user + u.system) / 1000;

const url = benchDatabaseUrl();
const direct = await DirectSql.open(url);
const { supplierId, user, lastDay } = await direct.benchSubject();
// BENCH_SQL=1 also times the page's SQL at the same load (16 loops over a pool of 10), as run.ts does for the ratio.
const withSql = process.env.BENCH_SQL === '1';
if (!withSql) await direct.close();
const api = await startApi(url);
const tokens = new AccessTokens(new TextEncoder().encode(api.jwtSecret));
try {
  if (process.env.BENCH_FLOOR === '1') {
    // The floor of any call (as run.ts measures it): HTTP, the session guard and a small JSON answer, no SQL.
    const token = await tokens.sign({ userId: user.id, tokenVersion: user.token_version });
    const before = cpuMs(api.pid);
    const load = await runLoad({
      baseUrl: api.baseUrl,
      path: '/api/current-user',
      token,
      connections: 16,
      seconds: Number(process.env.BENCH_SECONDS ?? 5),
      maxRequests: 20000,
    });
    console.log(
      `floor (GET /api/current-user): p50 ${load.p50} p95 ${load.p95} ms, ${load.requestsPerSecond} req/s, API CPU ${((cpuMs(api.pid) - before) / load.requests).toFixed(3)} ms/request`,
    );
  }
  // the supplier's calls only (one token); the orders behind the on-time figure over 90 days
  const behind = { performanceFigure: 'onTimeShipment', performanceWindow: 90, performanceOutcome: 'counted' } as const;
  const calls = benchScenarios(lastDay, behind).filter((s) => s.group !== 'performance' || s.caller === 'supplier');
  for (const scenario of selectedScenarios(calls)) {
    const token = await tokens.sign({ userId: user.id, tokenVersion: user.token_version });
    const before = cpuMs(api.pid);
    const systemBefore = cpuMs(api.pid, 'system');
    const loader = process.cpuUsage();
    const postgresBefore = postgresCpuMs();
    const load = await runLoad({
      baseUrl: api.baseUrl,
      path: scenarioPath(scenario),
      token,
      connections: 16,
      seconds: Number(process.env.BENCH_SECONDS ?? 5),
      maxRequests: 20000,
    });
    console.log(
      `${scenario.name}: p50 ${load.p50} p95 ${load.p95} p99 ${load.p99} ms, ${load.requestsPerSecond} req/s, failures ${load.failures}, API CPU ${((cpuMs(api.pid) - before) / load.requests).toFixed(3)} ms/request (system ${((cpuMs(api.pid, 'system') - systemBefore) / load.requests).toFixed(3)}), load generator CPU ${(cpuTotal(process.cpuUsage(loader)) / load.requests).toFixed(3)} ms/request, PostgreSQL CPU ${((postgresCpuMs() - postgresBefore) / load.requests).toFixed(3)} ms/request`,
    );
    if (withSql) {
      const { warm } = await direct.statementsOf(supplierId, scenario);
      const loaded = await direct.timeConcurrent(warm, 16, Number(process.env.BENCH_SECONDS ?? 5));
      console.log(
        `  SQL loaded: p50 ${loaded.p50} p95 ${loaded.p95} ms, ${loaded.requestsPerSecond} pages/s; ratio ${(load.p95 / loaded.p95).toFixed(1)}`,
      );
    }
  }
} finally {
  await api.stop();
  if (withSql) await direct.close();
}
