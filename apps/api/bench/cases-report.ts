// The cases section of docs/performance.md (between its markers), written by the cases part of the bench
// (BENCH_ONLY=cases or a full run).
import type { BenchReport } from './report.ts';
import { TARGET_P95_MS, writeSection } from './report.ts';
import type { CasesReport } from './cases.ts';
import { breakdownTable } from './cost.ts';
import { callsTable } from './payments-report.ts';

type Context = Pick<BenchReport, 'command' | 'date' | 'machine' | 'orders' | 'connections' | 'seconds' | 'rounds' | 'maxRequests'>;

const count = (n: number) => n.toLocaleString('en-US');

export function casesMarkdown(c: Context, r: CasesReport): string {
  const met = r.results.filter((x) => x.api.p95 <= TARGET_P95_MS && !x.api.failures).length;
  return [
    `## Cases at ${count(c.orders)} orders and ${count(r.counts.cases ?? 0)} cases`,
    '',
    `Run ${c.date} with \`${c.command}\` (apps/api/bench/run.ts, cases.ts).`,
    '',
    `- Machine: ${c.machine.cpus} CPUs (${c.machine.cpuModel}), ${c.machine.memoryGb} GB memory, Node ${c.machine.node}, ${c.machine.postgres}.`,
    `- Data: the list's database; Acme's cases inserted by the bench (apps/api/bench/cases.ts \`ensureBenchCases\`: a case every 5 minutes over the last year, categories in turn, every second one about one of the 50,000 newest orders, the newest 3,000 open, the rest resolved): ` +
      Object.entries(r.counts)
        .map(([what, n]) => `${count(n)} ${what}`)
        .join(', ') +
      (r.seeded ? ` (${count(r.seeded.cases)} inserted by this run in ${r.seeded.seconds.toFixed(1)} s)` : '') +
      '.',
    `- Load: autocannon, ${c.connections} connections, ${c.rounds} rounds of ${c.seconds} s (or ${c.maxRequests} requests) per call, pooled, the supplier's calls as admin@acme.test and the queue's as the first operator, against the API on 127.0.0.1 (NODE_ENV=production, log level warn, pg pool of 10, requests under row-level security); grids: page of 50 rows and the total for Content-Range.`,
    `- Floor of any call at this load, measured just before these calls: \`GET /api/current-user\` (no SQL) p50 ${r.floor.p50} ms, p95 ${r.floor.p95} ms, p99 ${r.floor.p99} ms, ${r.floor.requestsPerSecond} requests/s.`,
    `- Machine load: 1-minute load average ${r.loadAverage.toFixed(1)} when the part started, ${r.loadAverageAfter.toFixed(1)} when it ended (other work on the machine shares the ${c.machine.cpus} CPUs).`,
    `- Target: API p95 <= ${TARGET_P95_MS} ms at ${c.connections} connections. Met by ${met} of ${r.results.length} calls.`,
    '',
    ...callsTable(r.results),
    '',
    `### Where a cases call's time goes (${r.breakdownRequests} requests of each in sequence, one client)`,
    '',
    'The same API as above (production: the login role under row-level security; no answer cache) started again with its connections through a proxy that counts the round trips (a Sync or a simple Query message), CPU from /proc (10 ms ticks over all the requests): the API process and its PostgreSQL backends (apps/api/bench/cost.ts `breakDown`).',
    '',
    ...breakdownTable(r.breakdown),
  ].join('\n');
}

const MARKERS = ['<!-- bench-cases:start -->', '<!-- bench-cases:end -->'] as const;
const WEB_START = '<!-- bench-web:start -->';

export const writeCasesReport = (file: string, section: string) => writeSection(file, MARKERS, section, { before: WEB_START });
