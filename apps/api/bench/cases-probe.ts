// Quick probe while tuning the cases calls (not part of `npm run bench:api`): the cases part's calls through an API
// as production runs it (the login role under row-level security, no answer cache), each at 16 connections, with the
// API's and its PostgreSQL backends' CPU per request. PROBE_ONLY=substring picks calls; BENCH_NODE_ARGS goes to the API.
// `cd apps/api && npx tsx bench/cases-probe.ts` (the bench database must exist: `BENCH_ONLY=cases npm run bench:api`).
import { AccessTokens } from '../src/platform/access-tokens.ts';
import { benchDatabaseUrl, benchLoginUrl, withApplicationName } from './bench-database.ts';
import { startApi } from './api-server.ts';
import { casesCalls } from './cases.ts';
import { cpuMs } from './cost.ts';
import { DirectSql } from './direct-sql.ts';
import { runLoad } from './load.ts';

const url = benchDatabaseUrl();
const direct = await DirectSql.open(url);
const { supplierId, user } = await direct.benchSubject();
const operator = await direct.scalar<{ id: number; token_version: number }>(
  `select json_build_object('id', id, 'token_version', token_version) from users where is_operator order by id limit 1`,
);
const orderId = await direct.scalar<number>(
  'select order_id from cases where supplier_id = $1 and order_id is not null group by order_id order by count(*) desc, order_id desc limit 1',
  [supplierId],
);
const categoryId = await direct.scalar<number>('select id from case_categories where active order by position limit 1');
const app = 'bench-cases-probe';
const api = await startApi(withApplicationName(benchLoginUrl(), app), {
  env: { DATABASE_OWNER_URL: withApplicationName(url, `${app}-system`), ANSWER_CACHE_MB: '0', METRICS_PORT: '0' },
});
const tokens = new AccessTokens(new TextEncoder().encode(api.jwtSecret));
const backendCpu = async () => {
  const pids =
    (await direct.scalar<number[] | null>(`select json_agg(pid) from pg_stat_activity where application_name = $1`, [app])) ?? [];
  return pids.reduce((sum, pid) => sum + cpuMs(pid), 0);
};
try {
  const supplierToken = await tokens.sign({ userId: user.id, tokenVersion: user.token_version });
  const operatorToken = await tokens.sign({ userId: operator.id, tokenVersion: operator.token_version });
  const calls = [
    { name: 'floor: GET /api/current-user', path: '/api/current-user' },
    ...casesCalls(orderId, categoryId, operatorToken),
  ].filter((c) => !process.env.PROBE_ONLY || c.name.includes(process.env.PROBE_ONLY));
  for (const call of calls) {
    const token = 'token' in call && call.token ? call.token : supplierToken;
    const res = await fetch(api.baseUrl + call.path, { headers: { authorization: `Bearer ${token}` } });
    const bytes = (await res.arrayBuffer()).byteLength;
    if (!res.ok) throw new Error(`${call.name}: ${res.status}`);
    const apiBefore = cpuMs(api.pid);
    const pgBefore = await backendCpu();
    const load = await runLoad({
      baseUrl: api.baseUrl,
      path: call.path,
      token,
      connections: 16,
      seconds: Number(process.env.BENCH_SECONDS ?? 5),
      maxRequests: 20000,
    });
    const per = (ms: number) => (ms / load.requests).toFixed(2);
    console.log(
      `${call.name}: ${bytes} B, p50 ${load.p50} p95 ${load.p95} ms, ${load.requestsPerSecond} req/s, failures ${load.failures}; CPU per request: API ${per(cpuMs(api.pid) - apiBefore)} ms, PostgreSQL ${per((await backendCpu()) - pgBefore)} ms`,
    );
  }
} finally {
  await api.stop();
  await direct.close();
}
