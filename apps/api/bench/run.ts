// `npm run bench:api`: the orders list, the dashboard's and the scorecard's calls at 1,000,000 orders, through the
// listening API (autocannon) and as direct SQL.
// Options: BENCH_DATABASE_URL (else a local portal_bench database), BENCH_SECONDS (3, per round), BENCH_ROUNDS (3),
// BENCH_MAX_REQUESTS (20000, per round), BENCH_ONLY (text: only the scenarios whose name contains it, e.g.
// "dashboard", "performance"; a part of the report is written only when all of its scenarios ran; BENCH_ONLY=latency runs only the
// latency part: 1 and 10 connections, deep pages, latency.ts; BENCH_ONLY=payments runs only the payments part: its
// calls and the payment run, payments.ts; BENCH_ONLY=payments-calls only its calls; BENCH_ONLY=payment-run only the
// payment run; BENCH_ONLY=cases only the cases part: a supplier's cases and the console's queue at 100,000 cases, cases.ts;
// BENCH_ONLY=jump only the jump to a far page, jump.ts; BENCH_ONLY=edi only the EDI part: 10,000 ship notices in one
// interchange applied and rolled back, edi.ts; BENCH_ONLY=cost only the cost part: the calls against /api/health as production and as the owner, and
// where their time goes, cost.ts; BENCH_ONLY=sign-in only the sign-in's cost: password, e-mailed code, passkey and the app's
// second step, sign-in.ts; BENCH_OTHERS: a sentence on the machine's other work, written beside its figures). The API runs as production runs it: the login role under row-level security
// (BENCH_LOGIN_DATABASE_URL with BENCH_DATABASE_URL), the owner for the system's statements
// (docs/decisions/request-cost.md).
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { performanceScorecard, yearWindowStart } from '@portal/contracts';
import { AccessTokens } from '../src/platform/access-tokens.ts';
import { acmeOrderCount, benchDatabaseUrl, benchLoginUrl, ensureSeeded, withApplicationName } from './bench-database.ts';
import { startApi, type RunningApi } from './api-server.ts';
import {
  breakDown,
  costMarkdown,
  measureCost,
  writeCostReport,
  type Breakdown,
  type CostCall,
  type CostReport,
  type CostSetup,
  type Measured,
} from './cost.ts';
import { startRoundTripProxy } from './round-trips.ts';
import { DirectSql } from './direct-sql.ts';
import { combineLoads, runLoad, type LoadResult } from './load.ts';
import { combineRuns, type TimedRun } from './percentiles.ts';
import {
  dashboardMarkdown,
  markdown,
  printTable,
  TARGET_P95_MS,
  TARGET_RATIO,
  writeDashboardReport,
  writeReport,
  type ScenarioResult,
} from './report.ts';
import { latencyMarkdown, measureDeepPages, measureLatency, writeLatencyReport, type LatencyReport } from './latency.ts';
import { jumpMarkdown, measureJumps, writeJumpReport, type JumpReport } from './jump.ts';
import { benchScenarios, dashboardScenarios, largestFigure, scenarioPath, selectedScenarios, type Scenario } from './scenarios.ts';
import { performanceMarkdown, writePerformanceReport } from './performance-report.ts';
import { paymentsCalls, runPaymentRun, runPaymentsGrids, type PaymentRunReport, type PaymentsGridsReport } from './payments.ts';
import { paymentRunMarkdown, paymentsGridsMarkdown, writePaymentRunReport, writePaymentsGridsReport } from './payments-report.ts';
import { CASES_BREAKDOWN_REQUESTS, casesCalls, ensureBenchCases, type CasesReport } from './cases.ts';
import { casesMarkdown, writeCasesReport } from './cases-report.ts';
import { measureSignIns, signInMarkdown, writeSignInReport, type SignInReport } from './sign-in.ts';
import { benchCertificate, measureSsoSignIns } from './sso-sign-in.ts';
import { runEdiBench, type EdiBenchReport } from './edi.ts';
import { ediMarkdown, writeEdiReport } from './edi-report.ts';

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
// Counts are index-only scans only once the visibility map is set (cheap when nothing changed since). The same for
// the dashboard's aggregates, which the seed's chunks updated again and again (autovacuum would, later).
await direct.scalar('vacuum (analyze) orders').catch(() => undefined);
await direct
  .scalar(
    'vacuum (analyze) dashboard_sales_slots, dashboard_channel_months, dashboard_item_months, dashboard_unshipped, dashboard_ddr_months',
  )
  .catch(() => undefined);
await direct.scalar('vacuum (analyze) invoices, remittances, remittance_lines, deductions, disputes').catch(() => undefined);
// The scorecard's daily rows: the backfill of the bulk orders' facts updated each of them thousands of times.
await direct
  .scalar('vacuum (analyze) performance_order_facts, performance_days, performance_processing_days, performance_alerts')
  .catch(() => undefined);

const { supplierId, user, lastDay } = await direct.benchSubject();
const orders = await acmeOrderCount(url);
const postgres = (await direct.scalar<string>('select version()')).split(' on ')[0]!;

const loginUrl = benchLoginUrl();
/** The API as production runs it: requests as the login role under row-level security, the system as the owner. */
// Every part but the cost part measures the work behind an answer (the SQL of each filter, the payments grids, the
// scorecard): its API keeps no answers (ANSWER_CACHE_MB=0), or every repeated call would be a kept answer. The cost
// part measures both (cost.ts).
const NO_ANSWER_CACHE = { ANSWER_CACHE_MB: '0' };
const startProduction = (
  app: string,
  database = { login: loginUrl, owner: url },
  jwtSecret?: string,
  env: Record<string, string> = NO_ANSWER_CACHE,
) =>
  startApi(withApplicationName(database.login, app), {
    jwtSecret,
    env: { DATABASE_OWNER_URL: withApplicationName(database.owner, `${app}-system`), ...(jwtSecret ? { METRICS_PORT: '0' } : {}), ...env },
  });
const startOwner = (app: string, database = url, jwtSecret?: string, env = NO_ANSWER_CACHE) =>
  startApi(withApplicationName(database, app), { jwtSecret, env: { METRICS_PORT: '0', ...env } });
const api = await startProduction('bench-api');
const tokens = new AccessTokens(new TextEncoder().encode(api.jwtSecret));
const supplierToken = () => tokens.sign({ userId: user.id, tokenVersion: user.token_version });
const operator = await direct.scalar<{ id: number; token_version: number }>(
  `select json_build_object('id', id, 'token_version', token_version) from users where is_operator order by id limit 1`,
);
const operatorToken = () => tokens.sign({ userId: operator.id, tokenVersion: operator.token_version });
// the scorecard's figure with the most orders: its card's link is the largest orders list behind a figure
const scorecard = await fetch(`${api.baseUrl}/api/performance/scorecard`, {
  headers: { authorization: `Bearer ${await supplierToken()}` },
});
if (!scorecard.ok) throw new Error(`GET /api/performance/scorecard: ${scorecard.status} ${await scorecard.text()}`);
const card = performanceScorecard.parse(await scorecard.json());
const all = benchScenarios(lastDay, largestFigure(card));
const latencyOnly = process.env.BENCH_ONLY === 'latency';
const runLatency = !process.env.BENCH_ONLY || latencyOnly;
const costOnly = process.env.BENCH_ONLY === 'cost';
const runCost = !process.env.BENCH_ONLY || costOnly;
const jumpOnly = process.env.BENCH_ONLY === 'jump';
const runJump = !process.env.BENCH_ONLY || jumpOnly;
const paymentsOnly = ['payments', 'payments-calls', 'payment-run'].includes(process.env.BENCH_ONLY ?? '');
const wantPaymentsCalls = !process.env.BENCH_ONLY || process.env.BENCH_ONLY === 'payments' || process.env.BENCH_ONLY === 'payments-calls';
const wantPaymentRun = !process.env.BENCH_ONLY || process.env.BENCH_ONLY === 'payments' || process.env.BENCH_ONLY === 'payment-run';
const casesOnly = process.env.BENCH_ONLY === 'cases';
const runCases = !process.env.BENCH_ONLY || casesOnly;
const signInOnly = process.env.BENCH_ONLY === 'sign-in';
const runSignIn = !process.env.BENCH_ONLY || signInOnly;
const ediOnly = process.env.BENCH_ONLY === 'edi';
const runEdi = !process.env.BENCH_ONLY || ediOnly;
const selected = latencyOnly || paymentsOnly || costOnly || jumpOnly || casesOnly || signInOnly || ediOnly ? [] : selectedScenarios(all);
if (selected.length === 0 && !latencyOnly && !paymentsOnly && !costOnly && !jumpOnly && !casesOnly && !signInOnly && !ediOnly)
  throw new Error(`BENCH_ONLY=${process.env.BENCH_ONLY}: no scenario's name contains it`);

/** One part of the report (the list, the dashboard): its own floor, machine load and results. */
interface Part {
  scenarios: Scenario[];
  /** Every scenario of the part ran, so its section of docs/performance.md can be replaced. */
  complete: boolean;
  loadAverage: number;
  loadAverageAfter: number;
  floor: LoadResult | null;
  results: ScenarioResult[];
  plans: { name: string; plan: string }[];
}
const part = (inPart: (s: Scenario) => boolean): Part => ({
  scenarios: selected.filter(inPart),
  complete: all.filter(inPart).every((s) => selected.includes(s)),
  loadAverage: NaN,
  loadAverageAfter: NaN,
  floor: null,
  results: [],
  plans: [],
});
const list = part((s) => s.group !== 'dashboard' && s.group !== 'performance');
const dash = part((s) => s.group === 'dashboard');
const perf = part((s) => s.group === 'performance');

async function runPart(p: Part): Promise<void> {
  if (p.scenarios.length === 0) return;
  p.loadAverage = os.loadavg()[0]!;
  // The floor of any call on this machine: HTTP, the session guard (actor cache) and a small JSON answer, no SQL.
  const floorToken = await supplierToken();
  p.floor = await runLoad({
    baseUrl: api.baseUrl,
    path: '/api/current-user',
    token: floorToken,
    connections: CONNECTIONS,
    seconds: SECONDS,
    maxRequests: MAX_REQUESTS,
  });
  console.log(`floor (GET /api/current-user): p50 ${p.floor.p50} ms, p95 ${p.floor.p95} ms, ${p.floor.requestsPerSecond} req/s`);
  for (const scenario of p.scenarios) {
    const token = scenario.group === 'performance' && scenario.caller === 'operator' ? await operatorToken() : await supplierToken();
    const path = scenarioPath(scenario);
    const check = await fetch(api.baseUrl + path, { headers: { authorization: `Bearer ${token}` } });
    const body = await check.text();
    if (!check.ok) throw new Error(`${scenario.name}: ${check.status} ${body}`);
    const total = Number(check.headers.get('content-range')?.split('/')[1] ?? NaN);
    process.stdout.write(`${scenario.name} ... `);
    const { warm: statements, cold } = await direct.statementsOf(supplierId, scenario);
    if (statements.length === 0) throw new Error(`${scenario.name}: no SQL captured`);
    const apiRuns: LoadResult[] = [];
    const sqlRuns: TimedRun[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      apiRuns.push(
        await runLoad({ baseUrl: api.baseUrl, path, token, connections: CONNECTIONS, seconds: SECONDS, maxRequests: MAX_REQUESTS }),
      );
      sqlRuns.push(await direct.timeConcurrent(statements, CONNECTIONS, SECONDS));
    }
    const load = combineLoads(apiRuns);
    const sqlLoaded = combineRuns(sqlRuns);
    const sqlTimes = await direct.time(statements, DIRECT_RUNS, SECONDS);
    const firstPage = cold.length > statements.length ? await direct.time(cold, DIRECT_RUNS, SECONDS) : null;
    const result: ScenarioResult = {
      name: scenario.name,
      total,
      api: load,
      direct: sqlTimes,
      directLoaded: sqlLoaded,
      directFirst: firstPage,
    };
    const wholeCall = scenario.group === 'dashboard' || scenario.group === 'performance';
    if (wholeCall) Object.assign(result, { answerBytes: Buffer.byteLength(body), statements: statements.length });
    p.results.push(result);
    console.log(`api p95 ${load.p95} ms, sql p95 ${sqlTimes.p95} ms (one client), ${sqlLoaded.p95} ms (${CONNECTIONS} clients)`);
    const missed = wholeCall ? !(load.p95 <= TARGET_P95_MS) : !(load.p95 <= TARGET_P95_MS) || !(load.p95 / sqlLoaded.p95 <= TARGET_RATIO);
    if (missed) {
      const explained = await Promise.all(cold.map((s) => direct.explain(s)));
      const label = (text: string) =>
        wholeCall
          ? 'statement'
          : text.startsWith('explain')
            ? 'estimate (EXPLAIN of the filter, above the count cap; first request of a filter)'
            : /^select count\(/.test(text)
              ? 'capped count (first request of a filter)'
              : /sum\(/.test(text)
                ? 'page with the counter total'
                : 'page';
      p.plans.push({ name: scenario.name, plan: explained.map((e, i) => `-- ${label(cold[i]!.text)}\n${e}`).join('\n\n') });
    }
  }
  p.loadAverageAfter = os.loadavg()[0]!;
}

/** The latency targets (latency.ts): the default view, the dashboard calls and an order's detail at 1 and 10 connections; deep pages. */
async function runLatencyPart(): Promise<LatencyReport> {
  const loadAverage = os.loadavg()[0]!;
  const token = await supplierToken();
  const defaultView = all.find((s) => s.group === 'default')!;
  const newest = await direct.scalar<number>('select max(id) from orders where supplier_id = $1', [supplierId]);
  const calls = [
    // the baseline: HTTP, the session guard and a small JSON answer, no SQL (what the machine allows any call)
    { name: 'floor: GET /api/current-user (no SQL)', path: '/api/current-user' },
    { name: 'default view (GET /order-summaries, first page)', path: scenarioPath(defaultView) },
    ...dashboardScenarios(lastDay).map((s) => ({ name: s.name, path: s.path })),
    { name: 'order detail (GET /orders/:orderId)', path: `/api/orders/${newest}` },
  ];
  const results = await measureLatency(api.baseUrl, token, calls, { seconds: SECONDS, rounds: ROUNDS, maxRequests: MAX_REQUESTS });
  // Every order, newest first (the default view holds ~47,000 orders: no page 500,000 there).
  const allOrders = JSON.stringify({ sortModel: [{ colId: 'createdOn', sort: 'desc' }], filterModel: {} });
  const deep = await measureDeepPages(api.baseUrl, token, allOrders);
  return {
    command: latencyOnly ? 'BENCH_ONLY=latency npm run bench:api' : 'npm run bench:api',
    date: new Date().toISOString().slice(0, 16).replace('T', ' ') + ' UTC',
    orders,
    seconds: SECONDS,
    rounds: ROUNDS,
    loadAverage,
    loadAverageAfter: os.loadavg()[0]!,
    results,
    deep,
  };
}

/** The jump to a far page of the created-on-sorted counter views against their first page (jump.ts). */
async function runJumpPart(): Promise<JumpReport> {
  const loadAverage = os.loadavg()[0]!;
  const open = ['NeedsProcessing', 'AwaitingShipment', 'Invoicing'];
  const results = await measureJumps({ baseUrl: api.baseUrl, token: await supplierToken(), direct, supplierId }, [
    {
      name: 'every order, newest first',
      query: JSON.stringify({ sortModel: [{ colId: 'createdOn', sort: 'desc' }], filterModel: {} }),
      where: 'true',
      direction: 'desc',
    },
    {
      name: 'every order, oldest first',
      query: JSON.stringify({ sortModel: [{ colId: 'createdOn', sort: 'asc' }], filterModel: {} }),
      where: 'true',
      direction: 'asc',
    },
    {
      name: 'default view (NeedsProcessing, AwaitingShipment, Invoicing; created on desc)',
      query: JSON.stringify({ sortModel: [], filterModel: { fulfillmentStatus: { filterType: 'set', values: open } } }),
      where: `status in (${open.map((v) => `'${v}'`).join(', ')})`,
      direction: 'desc',
    },
  ]);
  return {
    command: jumpOnly ? 'BENCH_ONLY=jump npm run bench:api' : 'npm run bench:api',
    date: new Date().toISOString().slice(0, 16).replace('T', ' ') + ' UTC',
    machine: `${os.availableParallelism()} CPUs (${os.cpus()[0]?.model.trim() ?? 'unknown'}), ${Math.round(os.totalmem() / 2 ** 30)} GB memory, Node ${process.version}, ${postgres}`,
    database: process.env.BENCH_DATABASE_URL ? `\`${new URL(url).pathname.slice(1)}\` (BENCH_DATABASE_URL)` : 'the local `portal_bench`',
    orders,
    loadAverage,
    loadAverageAfter: os.loadavg()[0]!,
    results,
  };
}

/**
 * The sign-in's cost (sign-in.ts): the password, the e-mailed code, the passkey and the app's second step, against an
 * API of its own that takes the client address from X-Forwarded-For (each request from its own address).
 */
async function runSignInPart(): Promise<SignInReport> {
  const loadAverage = os.loadavg()[0]!;
  const app = 'bench-sign-in';
  // the OpenID provider's https certificate, trusted by this API process only (production refuses an http issuer)
  const tls = benchCertificate();
  const signInApi = await startProduction(app, undefined, undefined, {
    ...NO_ANSWER_CACHE,
    TRUST_PROXY: 'true',
    NODE_EXTRA_CA_CERTS: tls.certFile,
  });
  try {
    const setup = {
      baseUrl: signInApi.baseUrl,
      apiPid: signInApi.pid,
      backendPids: async () =>
        (await direct.scalar<number[] | null>(`select json_agg(pid) from pg_stat_activity where application_name like $1`, [`${app}%`])) ??
        [],
      direct,
      supplierId,
      tls: { key: tls.key, cert: tls.cert },
    };
    const samples = Number(process.env.BENCH_SIGN_IN_SAMPLES ?? 60);
    const results = [...(await measureSignIns(setup, samples)), ...(await measureSsoSignIns(setup, samples))];
    return {
      command: signInOnly ? 'BENCH_ONLY=sign-in npm run bench:api' : 'npm run bench:api',
      date: new Date().toISOString().slice(0, 16).replace('T', ' ') + ' UTC',
      machine: `${os.availableParallelism()} CPUs (${os.cpus()[0]?.model.trim() ?? 'unknown'}), ${Math.round(os.totalmem() / 2 ** 30)} GB memory, Node ${process.version}, ${postgres}`,
      loadAverage,
      loadAverageAfter: os.loadavg()[0]!,
      others: process.env.BENCH_OTHERS ?? '',
      results,
    };
  } finally {
    await signInApi.stop();
  }
}

/**
 * An API started with its connections through a proxy that counts round trips (round-trips.ts), and what the
 * breakdown (cost.ts `breakDown`) reads of it: its process, its PostgreSQL backends (by application_name), the trips.
 */
async function throughProxy(
  start: (app: string, proxied: (u: string) => string) => Promise<RunningApi>,
  app: string,
  use: (api: RunningApi, measured: Measured) => Promise<void>,
): Promise<void> {
  const target = new URL(url);
  const proxy = await startRoundTripProxy({ host: target.hostname, port: Number(target.port || 5432) });
  const viaProxy = (u: string) => {
    const v = new URL(u);
    v.port = String(proxy.port);
    return v.toString();
  };
  try {
    const measuredApi = await start(app, viaProxy);
    try {
      await use(measuredApi, {
        apiPid: measuredApi.pid,
        backendPids: async () =>
          (await direct.scalar<number[] | null>(`select json_agg(pid) from pg_stat_activity where application_name like $1`, [
            `${app}%`,
          ])) ?? [],
        roundTrips: () => proxy.count(),
      });
    } finally {
      await measuredApi.stop();
    }
  } finally {
    await proxy.close();
  }
}

/** The calls against /api/health, as production and as the owner, and where their time goes (cost.ts). */
async function runCostPart(): Promise<CostReport> {
  const loadAverage = os.loadavg()[0]!;
  const token = await tokens.sign({ userId: user.id, tokenVersion: user.token_version });
  const defaultView = all.find((s) => s.group === 'default')!;
  const newest = await direct.scalar<number>('select max(id) from orders where supplier_id = $1', [supplierId]);
  const calls: CostCall[] = [
    { name: 'floor: GET /api/health (no SQL)', path: '/api/health' },
    { name: 'orders page: default view (GET /order-summaries)', path: scenarioPath(defaultView) },
    { name: 'order page: GET /orders/:orderId', path: `/api/orders/${newest}` },
    { name: 'order page: GET /orders/:orderId/order-items', path: `/api/orders/${newest}/order-items` },
    { name: 'order page: GET /orders/:orderId/history', path: `/api/orders/${newest}/history` },
    ...dashboardScenarios(lastDay).map((s) => ({ name: s.name, path: s.path })),
  ];
  // the answer cache on (as production runs) and off (each request does the route's work), as production and as the owner
  const cached = { ANSWER_CACHE_MB: '64' };
  const start: Record<CostSetup['name'], (app: string, proxied?: (u: string) => string) => Promise<RunningApi>> = {
    production: (app, p = (u) => u) => startProduction(app, { login: p(loginUrl), owner: p(url) }, api.jwtSecret, cached),
    owner: (app, p = (u) => u) => startOwner(app, p(url), api.jwtSecret, cached),
    'production, no answer cache': (app, p = (u) => u) => startProduction(app, { login: p(loginUrl), owner: p(url) }, api.jwtSecret),
    'owner, no answer cache': (app, p = (u) => u) => startOwner(app, p(url), api.jwtSecret),
  };
  const names = Object.keys(start) as CostSetup['name'][];
  let measuredCalls: CostReport['calls'];
  const setups: CostSetup[] = [];
  try {
    for (const [i, name] of names.entries()) setups.push({ name, api: await start[name](`bench-cost-${i}`) });
    measuredCalls = await measureCost(setups, token, calls, { seconds: SECONDS, rounds: ROUNDS, maxRequests: MAX_REQUESTS });
  } finally {
    for (const s of setups) await s.api.stop();
  }
  // where the time goes: each setup again, its connections through a proxy that counts round trips
  const breakdown: Breakdown[] = [];
  const requests = 500;
  for (const [i, setup] of names.entries())
    await throughProxy(start[setup], `bench-cost-measured-${i}`, async (measuredApi, measured) => {
      const apiToken = await tokens.sign({ userId: user.id, tokenVersion: user.token_version });
      for (const call of calls) breakdown.push(await breakDown(measuredApi.baseUrl, apiToken, call, setup, measured, requests));
    });
  return {
    command: costOnly ? 'BENCH_ONLY=cost npm run bench:api' : 'npm run bench:api',
    date: new Date().toISOString().slice(0, 16).replace('T', ' ') + ' UTC',
    orders,
    seconds: SECONDS,
    rounds: ROUNDS,
    loadAverage,
    loadAverageAfter: os.loadavg()[0]!,
    calls: measuredCalls,
    breakdown,
    breakdownRequests: requests,
  };
}

/** The supplier's payments calls at 16 connections, with their own floor (docs/decisions/payments.md, "Speed"). */
async function runPaymentsPart(): Promise<PaymentsGridsReport> {
  const token = await supplierToken();
  const newest = await direct.scalar<number>('select max(id) from remittances where supplier_id = $1', [supplierId]);
  const counts = await direct.scalar<Record<string, number>>(
    `select json_build_object(
      'invoices', (select count(*) from invoices where supplier_id = $1),
      'remittances', (select count(*) from remittances where supplier_id = $1),
      'remittance lines', (select count(*) from remittance_lines where supplier_id = $1),
      'deductions', (select count(*) from deductions where supplier_id = $1),
      'disputes', (select count(*) from disputes where supplier_id = $1),
      'lines of the newest remittance', (select count(*) from remittance_lines where supplier_id = $1 and remittance_id = $2))`,
    [supplierId, newest],
  );
  const load = { baseUrl: api.baseUrl, connections: CONNECTIONS, seconds: SECONDS, rounds: ROUNDS, maxRequests: MAX_REQUESTS };
  return runPaymentsGrids(load, token, paymentsCalls(newest), counts);
}

/** The payment run over 100,000+ invoices while suppliers' pages run (4 connections; docs/decisions/payments.md, "Speed"). */
async function runPaymentRunPart(): Promise<PaymentRunReport> {
  const defaultView = all.find((s) => s.group === 'default')!;
  return runPaymentRun({
    url,
    baseUrl: api.baseUrl,
    supplierId,
    supplierToken: await supplierToken(),
    operatorToken: await operatorToken(),
    pages: [
      { name: 'orders: default view (GET /order-summaries)', path: scenarioPath(defaultView) },
      { name: 'payments: invoices grid, default view', path: paymentsCalls(0)[0]!.path },
    ],
    connections: 4,
  });
}

/** A supplier's cases and the console's queue at 100,000 cases (cases.ts; docs/decisions/cases.md, "Speed"). */
async function runCasesPart(): Promise<CasesReport> {
  const seeded = await ensureBenchCases(direct, supplierId, user.id);
  if (seeded) console.log(`Inserted ${seeded.cases} cases in ${seeded.seconds.toFixed(1)} s`);
  // the order with the most cases about it (every order has at most a few)
  const orderId = await direct.scalar<number>(
    'select order_id from cases where supplier_id = $1 and order_id is not null group by order_id order by count(*) desc, order_id desc limit 1',
    [supplierId],
  );
  const categoryId = await direct.scalar<number>('select id from case_categories where active order by position limit 1');
  const counts = await direct.scalar<Record<string, number>>(
    `select json_build_object(
      'cases', (select count(*) from cases),
      'open cases', (select count(*) from cases where state <> 'Resolved'),
      'cases about an order', (select count(*) from cases where order_id is not null),
      'orders', (select count(*) from orders where supplier_id = $1))`,
    [supplierId],
  );
  const load = { baseUrl: api.baseUrl, connections: CONNECTIONS, seconds: SECONDS, rounds: ROUNDS, maxRequests: MAX_REQUESTS };
  const calls = casesCalls(orderId, categoryId, await operatorToken());
  const token = await supplierToken();
  const grids = await runPaymentsGrids(load, token, calls, counts);
  // where each call's time goes (cost.ts breakDown): an API as the measured one (production, no answer cache) through
  // the round-trip proxy, each call in sequence from one client
  const breakdown: Breakdown[] = [];
  await throughProxy(
    (app, p) => startProduction(app, { login: p(loginUrl), owner: p(url) }, api.jwtSecret),
    'bench-cases-measured',
    async (measuredApi, measured) => {
      for (const call of calls)
        breakdown.push(
          await breakDown(
            measuredApi.baseUrl,
            call.token ?? token,
            call,
            'production, no answer cache',
            measured,
            CASES_BREAKDOWN_REQUESTS,
          ),
        );
    },
  );
  return { ...grids, seeded, breakdown, breakdownRequests: CASES_BREAKDOWN_REQUESTS };
}

let aggregates: Record<string, number> = {};
let cases: CasesReport | null = null;
let edi: EdiBenchReport | null = null;
let perfCounts: Record<string, number> = {};
let latency: LatencyReport | null = null;
let cost: CostReport | null = null;
let signIns: SignInReport | null = null;
let jump: JumpReport | null = null;
let payments: PaymentsGridsReport | null = null;
let paymentRun: PaymentRunReport | null = null;
try {
  await runPart(list);
  await runPart(dash);
  await runPart(perf);
  if (perf.complete)
    perfCounts = await direct.scalar<Record<string, number>>(
      `select json_build_object(
        'performance_order_facts', (select count(*) from performance_order_facts where supplier_id = $1),
        'performance_days', (select count(*) from performance_days where supplier_id = $1),
        'performance_processing_days', (select count(*) from performance_processing_days where supplier_id = $1),
        'suppliers', (select count(*) from suppliers))`,
      [supplierId],
    );
  if (runLatency) latency = await runLatencyPart();
  if (runJump) jump = await runJumpPart();
  if (runCost) cost = await runCostPart();
  if (runCases) cases = await runCasesPart();
  if (runSignIn) signIns = await runSignInPart();
  // applied and rolled back: the data stays as the other parts found it
  if (runEdi) edi = await runEdiBench(url, supplierId, lastDay);
  if (wantPaymentsCalls) payments = await runPaymentsPart();
  // last: it posts (and then undoes) a run
  if (wantPaymentRun) paymentRun = await runPaymentRunPart();
  if (dash.complete) {
    const counts = await direct.scalar<Record<string, number>>(
      `select json_build_object(
        'dashboard_sales_slots', (select count(*) from dashboard_sales_slots where supplier_id = $1),
        'dashboard_channel_months', (select count(*) from dashboard_channel_months where supplier_id = $1),
        'dashboard_item_months', (select count(*) from dashboard_item_months where supplier_id = $1),
        'dashboard_unshipped', (select count(*) from dashboard_unshipped where supplier_id = $1),
        'dashboard_ddr_months', (select count(*) from dashboard_ddr_months where supplier_id = $1),
        'ddr_cases', (select count(*) from ddr_cases where supplier_id = $1))`,
      [supplierId],
    );
    aggregates = counts;
  }
} finally {
  await api.stop();
  await direct.close();
}

printTable([...list.results, ...dash.results, ...perf.results]);
const cpus = os.cpus();
const only = process.env.BENCH_ONLY;
const common = {
  command: only ? `BENCH_ONLY=${only} npm run bench:api` : 'npm run bench:api',
  date: new Date().toISOString().slice(0, 16).replace('T', ' ') + ' UTC',
  machine: {
    cpus: os.availableParallelism(),
    cpuModel: cpus[0]?.model.trim() ?? 'unknown',
    memoryGb: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    postgres,
  },
  orders,
  seed,
  connections: CONNECTIONS,
  seconds: SECONDS,
  rounds: ROUNDS,
  maxRequests: MAX_REQUESTS,
};
const partReport = (p: Part) => ({
  ...common,
  loadAverage: p.loadAverage,
  loadAverageAfter: p.loadAverageAfter,
  results: p.results,
  plans: p.plans,
  floor: p.floor,
});
if (list.complete) {
  writeReport(DOCS, markdown(partReport(list)));
  console.log(`Wrote the list's section of ${path.relative(process.cwd(), DOCS)}`);
}
if (dash.complete) {
  const [first] = dashboardScenarios(lastDay);
  writeDashboardReport(
    DOCS,
    dashboardMarkdown({
      ...partReport(dash),
      currentMonthStart: decodeURIComponent(first!.path.split('currentMonthStart=')[1]!),
      yearWindowStart: yearWindowStart(new Date()),
      aggregates,
    }),
  );
  console.log(`Wrote the dashboard's section of ${path.relative(process.cwd(), DOCS)}`);
}
if (perf.complete) {
  writePerformanceReport(DOCS, performanceMarkdown({ ...partReport(perf), counts: perfCounts, today: card.today }));
  console.log(`Wrote the scorecard's section of ${path.relative(process.cwd(), DOCS)}`);
}
if (latency) {
  writeLatencyReport(DOCS, latencyMarkdown(latency));
  console.log(`Wrote the latency section of ${path.relative(process.cwd(), DOCS)}`);
}
if (jump) {
  writeJumpReport(DOCS, jumpMarkdown(jump));
  console.log(`Wrote the jump's section of ${path.relative(process.cwd(), DOCS)}`);
}
if (cost) {
  writeCostReport(DOCS, costMarkdown(cost));
  console.log(`Wrote the cost section of ${path.relative(process.cwd(), DOCS)}`);
}
if (signIns) {
  writeSignInReport(DOCS, signInMarkdown(signIns));
  console.log(`Wrote the sign-in's section of ${path.relative(process.cwd(), DOCS)}`);
}
if (payments) {
  writePaymentsGridsReport(DOCS, paymentsGridsMarkdown(common, payments));
  console.log(`Wrote the payments section of ${path.relative(process.cwd(), DOCS)}`);
}
if (cases) {
  writeCasesReport(DOCS, casesMarkdown(common, cases));
  console.log(`Wrote the cases section of ${path.relative(process.cwd(), DOCS)}`);
}
if (edi) {
  writeEdiReport(DOCS, ediMarkdown(common, edi));
  console.log(`Wrote the EDI section of ${path.relative(process.cwd(), DOCS)}`);
}
if (paymentRun) {
  writePaymentRunReport(DOCS, paymentRunMarkdown(common, paymentRun));
  console.log(`Wrote the payment run's section of ${path.relative(process.cwd(), DOCS)}`);
}
if (
  !list.complete &&
  !dash.complete &&
  !perf.complete &&
  !latency &&
  !jump &&
  !cost &&
  !payments &&
  !paymentRun &&
  !cases &&
  !signIns &&
  !edi
)
  console.log(`BENCH_ONLY=${only}: a part of the scenarios only; docs/performance.md not written`);
