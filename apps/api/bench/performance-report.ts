// The scorecard's section of docs/performance.md (between its markers): every scorecard call at 16 connections, written
// by `BENCH_ONLY=performance npm run bench:api` or a full run.
import { dashboardVerdict, floorLoadAndTarget, planLines, show, writeSection, type BenchReport } from './report.ts';

export interface PerformanceReport extends BenchReport {
  /** Acme's facts and daily rows, and the suppliers the console's table lists. */
  counts: Record<string, number>;
  /** The supplier's local day the windows end on. */
  today: string;
}

const count = (n: number) => n.toLocaleString('en-US');

export function performanceMarkdown(b: PerformanceReport): string {
  const met = b.results.filter((r) => dashboardVerdict(r) === 'ok').length;
  return [
    `## Scorecard calls at ${count(b.orders)} orders`,
    '',
    `Run ${b.date} with \`${b.command}\` (apps/api/bench/run.ts, scenarios.ts \`performanceScenarios\`; in a full run after the dashboard's calls).`,
    '',
    `- Machine: ${b.machine.cpus} CPUs (${b.machine.cpuModel}), ${b.machine.memoryGb} GB memory, Node ${b.machine.node}, ${b.machine.postgres}.`,
    `- Data: the list's database; Acme's facts filled by the product's backfill (\`backfillOrderFacts\`, run by the bench's preparation): ` +
      Object.entries(b.counts)
        .map(([what, n]) => `${what} ${count(n)} rows`)
        .join(', ') +
      `; the windows end on ${b.today} (New York).`,
    `- Calls: the supplier's scorecard and the orders list behind its largest figure (the card's link: first page, newest first) as admin@acme.test; the console's table of every supplier (default view, those in trouble first) as the first operator.`,
    `- Load: autocannon, ${b.connections} connections, ${b.rounds} rounds of ${b.seconds} s (or ${b.maxRequests} requests) per call, alternating with the rounds of its loaded SQL, against the API on 127.0.0.1 (NODE_ENV=production, log level warn, pg pool of 10). Direct SQL as the dashboard's: the statements the call's service sends, 1 client and ${b.connections} loaded.`,
    ...floorLoadAndTarget(b, met),
    '',
    '| call | total | answer bytes | statements | API p50 ms | API p95 ms | API p99 ms | API req/s | SQL p50 ms (1 client) | SQL p95 ms (1 client) | SQL p95 ms (loaded) | result |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|',
    ...b.results.map(
      (r) =>
        `| ${r.name.replace(/^performance: /, '')} | ${Number.isFinite(r.total) ? count(r.total) : '-'} | ${count(r.answerBytes ?? NaN)} | ${r.statements ?? '-'} | ${show(r.api.p50)} | ${show(r.api.p95)} | ${show(r.api.p99)} | ${r.api.requestsPerSecond} | ${r.direct.p50} | ${r.direct.p95} | ${r.directLoaded.p95} | ${dashboardVerdict(r)} |`,
    ),
    ...planLines(b.plans),
  ].join('\n');
}

const SECTION = ['<!-- bench-performance:start -->', '<!-- bench-performance:end -->'] as const;

/** The first time before the web bench's section. */
export const writePerformanceReport = (file: string, section: string) =>
  writeSection(file, SECTION, section, { before: '<!-- bench-web:start -->' });
