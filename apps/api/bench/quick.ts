import { readFileSync } from 'node:fs';
// Quick probe while tuning: one or more scenarios through the API only (no SQL timings, no report).
// BENCH_ONLY=substring picks scenarios by name; BENCH_NODE_ARGS (e.g. --cpu-prof) goes to the API process.
// `npm run bench:probe -w @portal/api`; prints the API process's CPU time per request too.
import { AccessTokens } from '../src/platform/access-tokens.ts';
import { benchDatabaseUrl } from './bench-database.ts';
import { startApi } from './api-server.ts';
import { DirectSql } from './direct-sql.ts';
import { runLoad } from './load.ts';
import { orderListScenarios, scenarioPath } from './scenarios.ts';

/** user + system CPU time of a process, from /proc (Linux). */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

const url = benchDatabaseUrl();
const direct = await DirectSql.open(url);
const { user, lastDay } = await direct.benchSubject();
await direct.close();
const api = await startApi(url);
const tokens = new AccessTokens(new TextEncoder().encode(api.jwtSecret));
try {
  for (const scenario of orderListScenarios(lastDay).filter((s) => s.name.includes(process.env.BENCH_ONLY ?? ''))) {
    const token = await tokens.sign({ userId: user.id, tokenVersion: user.token_version });
    const before = cpuMs(api.pid);
    const load = await runLoad({ baseUrl: api.baseUrl, path: scenarioPath(scenario), token, connections: 16, seconds: Number(process.env.BENCH_SECONDS ?? 5), maxRequests: 20000 });
    console.log(`${scenario.name}: p50 ${load.p50} p95 ${load.p95} p99 ${load.p99} ms, ${load.requestsPerSecond} req/s, failures ${load.failures}, API CPU ${((cpuMs(api.pid) - before) / load.requests).toFixed(3)} ms/request`);
  }
} finally {
  await api.stop();
}
