// The cost of a request against the floor of `GET /api/health` in the same run (docs/decisions/request-cost.md): the
// orders page's default view, the order page's calls and the dashboard's calls at 1 connection (p50) and at 10 (p99),
// through the API as production runs it (the login role under row-level security, the owner for the system's
// statements) and through the API connected as the owner (no row-level security), round by round in turn so both see
// the same minutes of this shared machine. Then where each request's time goes, per setup: round trips to PostgreSQL
// (counted by a proxy, round-trips.ts), the API process's CPU and its PostgreSQL backends' CPU (from /proc).
import { readFileSync } from 'node:fs';
import type { RunningApi } from './api-server.ts';
import { combineLoads, type LoadResult } from './load.ts';
import { percentiles } from './percentiles.ts';
import { writeSection } from './report.ts';

/** The targets: within 3x of health's figure at the same connections; production within 1.2x of the owner. */
export const COST_RATIO = 3;
export const ROLE_RATIO = 1.2;

export interface CostCall {
  name: string;
  path: string;
}

export interface CostSetup {
  /** As production (the login role under row-level security) or as the owner; with the answer cache on, or off. */
  name: 'production' | 'owner' | 'production, no answer cache' | 'owner, no answer cache';
  api: RunningApi;
}

export interface CallCost {
  name: string;
  /** Per setup: p50 at 1 connection, p99 at 10. */
  figures: Record<CostSetup['name'], { one: LoadResult; ten: LoadResult }>;
}

export interface Breakdown {
  name: string;
  setup: CostSetup['name'];
  requests: number;
  wallMs: number;
  roundTrips: number;
  apiCpuMs: number;
  postgresCpuMs: number;
}

export interface CostReport {
  command: string;
  date: string;
  orders: number;
  seconds: number;
  rounds: number;
  loadAverage: number;
  loadAverageAfter: number;
  calls: CallCost[];
  breakdown: Breakdown[];
  breakdownRequests: number;
}

interface LoadSettings {
  seconds: number;
  rounds: number;
  maxRequests: number;
}

/**
 * `connections` clients, each sending the call in sequence with fetch (keep-alive) for `seconds`: the time a client
 * waits from sending to the last byte of the answer, as the issue's figures were taken (one client timing the page
 * against /api/health). autocannon (load.ts) is leaner than any browser or script: its floor is a quarter of fetch's.
 */
export async function fetchLoad(o: {
  baseUrl: string;
  path: string;
  token: string;
  connections: number;
  seconds: number;
  maxRequests: number;
}): Promise<LoadResult> {
  const latencies: number[] = [];
  let failures = 0;
  const started = process.hrtime.bigint();
  const until = started + BigInt(Math.round(o.seconds * 1e9));
  const headers = { authorization: `Bearer ${o.token}` };
  const client = async () => {
    while (process.hrtime.bigint() < until && latencies.length < o.maxRequests) {
      const t = process.hrtime.bigint();
      try {
        const res = await fetch(o.baseUrl + o.path, { headers });
        await res.arrayBuffer();
        if (res.status !== 200) failures++;
      } catch {
        failures++;
      }
      latencies.push(Number(process.hrtime.bigint() - t) / 1e6);
    }
  };
  await Promise.all(Array.from({ length: o.connections }, client));
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  return {
    ...percentiles(latencies),
    samples: latencies,
    seconds,
    requests: latencies.length,
    requestsPerSecond: Math.round(latencies.length / seconds),
    failures,
  };
}

/** Each call at 1 connection and at 10, every round through each setup in turn. */
export async function measureCost(setups: CostSetup[], token: string, calls: CostCall[], o: LoadSettings): Promise<CallCost[]> {
  const results: CallCost[] = [];
  for (const call of calls) {
    const figures = {} as CallCost['figures'];
    for (const connections of [1, 10]) {
      const runs = new Map<CostSetup['name'], LoadResult[]>(setups.map((s) => [s.name, []]));
      for (let round = 0; round < o.rounds; round++)
        for (const s of setups)
          runs.get(s.name)!.push(
            await fetchLoad({
              baseUrl: s.api.baseUrl,
              path: call.path,
              token,
              connections,
              seconds: o.seconds,
              maxRequests: o.maxRequests,
            }),
          );
      for (const s of setups) {
        const r = runs.get(s.name)!;
        // two decimals: a kept answer's p50 is a few tenths of a millisecond, and the targets are ratios of such figures
        const combined = combineLoads(r, 2);
        figures[s.name] = {
          ...(figures[s.name] ?? {}),
          [connections === 1 ? 'one' : 'ten']: combined,
        } as CallCost['figures'][CostSetup['name']];
      }
    }
    console.log(
      `${call.name}: ${setups.map((s) => `${s.name} p50 ${figures[s.name].one.p50} ms (1), p99 ${figures[s.name].ten.p99} ms (10)`).join('; ')}`,
    );
    results.push({ name: call.name, figures });
  }
  return results;
}

/** User and system CPU time of a process in ms (/proc/<pid>/stat, clock ticks of 10 ms); 0 once it has gone. */
export function cpuMs(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // fields[0] is the state (field 3); utime and stime are fields 14 and 15
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return 0;
  }
}

export interface Measured {
  /** The API process. */
  apiPid: number;
  /** Its PostgreSQL backends now (they open as the pool grows). */
  backendPids(): Promise<number[]>;
  roundTrips(): number;
}

/** `requests` requests of the call in sequence (one client, keep-alive): what each one costs on both sides. */
export async function breakDown(
  baseUrl: string,
  token: string,
  call: CostCall,
  setup: CostSetup['name'],
  measured: Measured,
  requests: number,
): Promise<Breakdown> {
  const get = async () => {
    const res = await fetch(baseUrl + call.path, { headers: { authorization: `Bearer ${token}` } });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${call.path}: ${res.status}`);
  };
  for (let i = 0; i < 20; i++) await get();
  const before = await measured.backendPids();
  const backendCpu = new Map(before.map((pid) => [pid, cpuMs(pid)]));
  const apiCpu = cpuMs(measured.apiPid);
  const trips = measured.roundTrips();
  const started = process.hrtime.bigint();
  for (let i = 0; i < requests; i++) await get();
  const wall = Number(process.hrtime.bigint() - started) / 1e6;
  const after = await measured.backendPids();
  let postgres = 0;
  for (const pid of new Set([...before, ...after])) {
    const now = cpuMs(pid);
    // a backend that ended meanwhile (its pool closed an idle connection) took its time with it: left out
    if (now > 0) postgres += now - (backendCpu.get(pid) ?? 0);
  }
  const round = (n: number) => Math.round(n * 100) / 100;
  return {
    name: call.name,
    setup,
    requests,
    wallMs: round(wall / requests),
    roundTrips: round((measured.roundTrips() - trips) / requests),
    apiCpuMs: round((cpuMs(measured.apiPid) - apiCpu) / requests),
    postgresCpuMs: round(postgres / requests),
  };
}

const x = (a: number, b: number) => Math.round((a / b) * 100) / 100;

interface CostRow {
  c: CallCost;
  p: CallCost['figures'][CostSetup['name']];
  o: CallCost['figures'][CostSetup['name']];
  r1: number;
  r10: number;
  role1: number;
  role10: number;
  ok: boolean;
}

/** Each call of a pair of setups against the floor (the first call) of the first: the targets' four ratios. */
function costRows(b: CostReport, production: CostSetup['name'], owner: CostSetup['name']): CostRow[] {
  const floor = b.calls[0]!.figures[production];
  return b.calls.slice(1).map((c) => {
    const p = c.figures[production];
    const o = c.figures[owner];
    const r1 = x(p.one.p50, floor.one.p50);
    const r10 = x(p.ten.p99, floor.ten.p99);
    const role1 = x(p.one.p50, o.one.p50);
    const role10 = x(p.ten.p99, o.ten.p99);
    const ok = r1 <= COST_RATIO && r10 <= COST_RATIO && role1 <= ROLE_RATIO && role10 <= ROLE_RATIO;
    return { c, p, o, r1, r10, role1, role10, ok };
  });
}

const costTable = (rows: CostRow[], production: string, owner: string) => [
  `| call | p50 ms (1), ${production} | x health | p50 ms (1), ${owner} | production / owner | p99 ms (10), ${production} | x health | p99 ms (10), ${owner} | production / owner | failures | result |`,
  '|---|---|---|---|---|---|---|---|---|---|---|',
  ...rows.map(
    (r) =>
      `| ${r.c.name} | ${r.p.one.p50} | ${r.r1} | ${r.o.one.p50} | ${r.role1} | ${r.p.ten.p99} | ${r.r10} | ${r.o.ten.p99} | ${r.role10} | ${r.p.one.failures + r.p.ten.failures + r.o.one.failures + r.o.ten.failures} | ${r.ok ? 'ok' : 'missed'} |`,
  ),
];

export function costMarkdown(b: CostReport): string {
  const rows = costRows(b, 'production', 'owner');
  const uncached = costRows(b, 'production, no answer cache', 'owner, no answer cache');
  const met = (r: CostRow[]) => r.filter((row) => row.ok).length;
  const f = b.calls[0]!.figures;
  return [
    `## The cost of a request against /api/health at ${b.orders.toLocaleString('en-US')} orders`,
    '',
    `Run ${b.date} with \`${b.command}\` (apps/api/bench/cost.ts; docs/decisions/request-cost.md).`,
    '',
    `- Four API processes on the same database, measured round by round in turn (${b.rounds} rounds of ${b.seconds} s per call, setup and connection count): **production** connects as a login role without BYPASSRLS that owns nothing (every request's statements under row-level security, the system's statements on the owner's pool: docs/operations.md, "Roles"); **owner** connects as the tables' owner (no row-level security); each with the answer cache as production runs it (a repeated call answers the kept bytes after one read of the supplier's data version: platform/caches/answer-cache.ts) and with it off (ANSWER_CACHE_MB=0: each request does the route's work, as the first request after a change does). All NODE_ENV=production, log level warn, pg pool of 10.`,
    `- Floor, the same run: \`GET /api/health\` (no SQL) p50 ${f.production.one.p50} ms at 1 connection, p99 ${f.production.ten.p99} ms at 10 (production); ${f.owner.one.p50} / ${f.owner.ten.p99} ms (owner).`,
    `- Machine load: 1-minute load average ${b.loadAverage.toFixed(1)} when this part started, ${b.loadAverageAfter.toFixed(1)} when it ended (other work shares the 2 CPUs).`,
    `- Targets: production's p50 at 1 connection within ${COST_RATIO}x of health's, its p99 at 10 connections within ${COST_RATIO}x of health's; production within ${ROLE_RATIO}x of the owner at both. Met by ${met(rows)} of ${rows.length} calls as production runs; by ${met(uncached)} of ${uncached.length} with the answer cache off.`,
    '',
    ...costTable(rows, 'production', 'owner'),
    '',
    "### The same calls with the answer cache off (every request does the route's work)",
    '',
    ...costTable(uncached, 'production', 'owner'),
    '',
    `### Where a request's time goes (${b.breakdownRequests} requests in sequence, one client)`,
    '',
    'Each setup again, through a proxy that counts the round trips (a Sync or a simple Query message: the API waits for the server once per each) and adds its own hop to the wall time; CPU from /proc (10 ms ticks over all the requests): the API process, and its PostgreSQL backends (found by their application_name).',
    '',
    ...breakdownTable(b.breakdown),
  ].join('\n');
}

/** The breakdown's table (the cost part's and the cases part's). */
export const breakdownTable = (rows: Breakdown[]): string[] => [
  '| call | setup | wall ms / request | round trips / request | API CPU ms / request | PostgreSQL CPU ms / request |',
  '|---|---|---|---|---|---|',
  ...rows.map((d) => `| ${d.name} | ${d.setup} | ${d.wallMs} | ${d.roundTrips} | ${d.apiCpuMs} | ${d.postgresCpuMs} |`),
];

const COST = ['<!-- bench-cost:start -->', '<!-- bench-cost:end -->'] as const;

/** Replaces the cost section; the first time it goes after the latency section (or at the end). */
export const writeCostReport = (file: string, section: string) =>
  writeSection(file, COST, section, { after: '<!-- bench-latency:end -->' });
