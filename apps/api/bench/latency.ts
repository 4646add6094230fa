// The latency targets (docs/performance.md, "Latency at 1 and 10 connections"), in the same run as the list and
// dashboard parts of `npm run bench:api`: p99 of the default view, the dashboard calls and the order detail call at 1
// and at 10 connections (targets 8 ms and 40 ms), and sequential deep pages of the default view (offset 500,000 on, in
// steps of 50, continued by keyset) against its first page read the same way.
import { writeSection } from './report.ts';
import { combineLoads, runLoad, type LoadResult } from './load.ts';
import { percentiles, type Percentiles } from './percentiles.ts';

export const TARGET_P99_1 = 8;
export const TARGET_P99_10 = 40;
export const DEEP_OFFSET = 500_000;
export const DEEP_PAGES = 200;
const DEEP_RATIO = 2;

export interface LatencyCall {
  name: string;
  path: string;
}

export interface LatencyResult {
  name: string;
  one: LoadResult;
  ten: LoadResult;
}

export interface DeepPages {
  /** The first page (offset 0) asked for DEEP_PAGES times in sequence by one client. */
  first: Percentiles;
  /** The request at DEEP_OFFSET that starts the walk (a jump: no earlier page left a cursor). */
  entryMs: number;
  /** DEEP_PAGES pages after it in sequence, each continuing after the previous one. */
  deep: Percentiles;
}

/** Each call at 1 and then 10 connections, `rounds` rounds of `seconds` each, pooled. */
export async function measureLatency(
  baseUrl: string,
  token: string,
  calls: LatencyCall[],
  o: { seconds: number; rounds: number; maxRequests: number },
): Promise<LatencyResult[]> {
  const results: LatencyResult[] = [];
  for (const call of calls) {
    const at = async (connections: number): Promise<LoadResult> => {
      const runs: LoadResult[] = [];
      for (let round = 0; round < o.rounds; round++)
        runs.push(await runLoad({ baseUrl, path: call.path, token, connections, seconds: o.seconds, maxRequests: o.maxRequests }));
      return combineLoads(runs);
    };
    const one = await at(1);
    const ten = await at(10);
    console.log(`${call.name}: p99 ${one.p99} ms (1 connection), ${ten.p99} ms (10 connections)`);
    results.push({ name: call.name, one, ten });
  }
  return results;
}

async function timed(url: string, token: string): Promise<number> {
  const started = process.hrtime.bigint();
  const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  const body = await res.text();
  if (!res.ok) throw new Error(`${url}: ${res.status} ${body}`);
  if (body === '[]') throw new Error(`${url}: an empty page (the view is shorter than the walk)`);
  return Number(process.hrtime.bigint() - started) / 1e6;
}

/**
 * One client: offset DEEP_OFFSET (no page before it: a jump, then its rows by id), then DEEP_PAGES pages after it in steps of 50,
 * each request of a deep page right after one of the first page (offset 0), so both sides see the same minutes of
 * this shared machine (its speed drifts by half within minutes).
 */
export async function measureDeepPages(baseUrl: string, token: string, query: string): Promise<DeepPages> {
  const pageUrl = (offset: number) =>
    `${baseUrl}/api/order-summaries?${new URLSearchParams({ limit: '50', offset: String(offset), query }).toString()}`;
  for (let i = 0; i < 20; i++) await timed(pageUrl(0), token);
  const entryMs = await timed(pageUrl(DEEP_OFFSET), token);
  const firstTimes: number[] = [];
  const deepTimes: number[] = [];
  for (let i = 1; i <= DEEP_PAGES; i++) {
    firstTimes.push(await timed(pageUrl(0), token));
    deepTimes.push(await timed(pageUrl(DEEP_OFFSET + 50 * i), token));
  }
  const deep = { first: percentiles(firstTimes), entryMs: Math.round(entryMs * 10) / 10, deep: percentiles(deepTimes) };
  console.log(`deep pages: first page p50 ${deep.first.p50} ms, deep p50 ${deep.deep.p50} ms (entry ${deep.entryMs} ms)`);
  return deep;
}

export interface LatencyReport {
  command: string;
  date: string;
  orders: number;
  seconds: number;
  rounds: number;
  loadAverage: number;
  loadAverageAfter: number;
  results: LatencyResult[];
  deep: DeepPages | null;
}

const fmt = (n: number) => (Number.isFinite(n) ? String(n) : 'n/a');

export function latencyMarkdown(b: LatencyReport): string {
  const calls = b.results.filter((r) => !r.name.startsWith('floor'));
  const met = calls.filter((r) => r.one.p99 <= TARGET_P99_1 && r.ten.p99 <= TARGET_P99_10).length;
  const lines = [
    `## Latency at 1 and 10 connections at ${b.orders.toLocaleString('en-US')} orders`,
    '',
    `Run ${b.date} with \`${b.command}\` (apps/api/bench/latency.ts${b.command.startsWith('BENCH_ONLY') ? ': this part alone' : ', after the list and dashboard parts of the same run, same API process and database'}).`,
    '',
    `- Load: autocannon at 1 connection, then at 10, ${b.rounds} rounds of ${b.seconds} s each per call; the API as above (NODE_ENV=production, pg pool of 10).`,
    `- Machine load: 1-minute load average ${b.loadAverage.toFixed(1)} when this part started, ${b.loadAverageAfter.toFixed(1)} when it ended (other work shares the CPUs).`,
    `- Targets: p99 <= ${TARGET_P99_1} ms at 1 connection and <= ${TARGET_P99_10} ms at 10. Met by ${met} of ${calls.length} calls (the floor row is the baseline: no SQL).`,
    '',
    '| call | p50 ms (1) | p95 ms (1) | p99 ms (1) | req/s (1) | p50 ms (10) | p95 ms (10) | p99 ms (10) | req/s (10) | failures | result |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
    ...b.results.map((r) =>
      [
        r.name,
        r.one.p50,
        r.one.p95,
        r.one.p99,
        r.one.requestsPerSecond,
        r.ten.p50,
        r.ten.p95,
        r.ten.p99,
        r.ten.requestsPerSecond,
        r.one.failures + r.ten.failures,
        r.one.p99 <= TARGET_P99_1 && r.ten.p99 <= TARGET_P99_10 ? 'ok' : 'missed',
      ]
        .map((v) => (typeof v === 'number' ? fmt(v) : v))
        .join(' | ')
        .replace(/^/, '| ')
        .replace(/$/, ' |'),
    ),
  ];
  if (b.deep) {
    const ratio = Math.round((b.deep.deep.p50 / b.deep.first.p50) * 100) / 100;
    const ratio95 = Math.round((b.deep.deep.p95 / b.deep.first.p95) * 100) / 100;
    lines.push(
      '',
      `### Deep pages: every order, newest first (one client, in sequence)`,
      '',
      `Offset ${DEEP_OFFSET.toLocaleString('en-US')}, then the ${DEEP_PAGES} pages after it in steps of 50, each right after a request of the first page (offset 0; same minutes for both): each deep page continues after the previous page's last row (keyset; docs/decisions/scaling.md). The request at offset ${DEEP_OFFSET.toLocaleString('en-US')} itself has no page before it: it jumps (the day counters find the day where the offset falls, OFFSET skips only that day's orders before it; "The jump to a far page" below), then reads its 50 rows by id: ${b.deep.entryMs} ms.`,
      '',
      '| pages | p50 ms | p95 ms | p99 ms |',
      '|---|---|---|---|',
      `| first page (offset 0) | ${b.deep.first.p50} | ${b.deep.first.p95} | ${b.deep.first.p99} |`,
      `| offset ${(DEEP_OFFSET + 50).toLocaleString('en-US')} .. ${(DEEP_OFFSET + 50 * DEEP_PAGES).toLocaleString('en-US')} | ${b.deep.deep.p50} | ${b.deep.deep.p95} | ${b.deep.deep.p99} |`,
      '',
      `Deep / first: ${ratio} at p50, ${ratio95} at p95 (target <= ${DEEP_RATIO}): ${ratio <= DEEP_RATIO && ratio95 <= DEEP_RATIO ? 'met' : 'missed'}.`,
    );
  }
  return lines.join('\n');
}

const LATENCY = ['<!-- bench-latency:start -->', '<!-- bench-latency:end -->'] as const;

/** Replaces the latency section; the first time it goes after the dashboard's section (or at the end). */
export const writeLatencyReport = (file: string, section: string) =>
  writeSection(file, LATENCY, section, { after: '<!-- bench-dashboard:end -->' });
