// The payments section of docs/performance.md (between its markers): the supplier's payments calls and the payment
// run, each written by the part of the bench that measured it (BENCH_ONLY=payments writes both, =payment-run the run).
import type { BenchReport } from './report.ts';
import { TARGET_P95_MS, writeSection } from './report.ts';
import type { PaymentRunReport, PaymentsGridsReport } from './payments.ts';

export const PAYMENT_RUN_TARGET_S = 60;

type Context = Pick<BenchReport, 'command' | 'date' | 'machine' | 'orders' | 'connections' | 'seconds' | 'rounds' | 'maxRequests'>;

const show = (n: number) => (Number.isFinite(n) ? String(n) : '-');
const count = (n: number) => n.toLocaleString('en-US');

export function paymentsGridsMarkdown(c: Context, r: PaymentsGridsReport): string {
  const met = r.results.filter((x) => x.api.p95 <= TARGET_P95_MS && !x.api.failures).length;
  return [
    `## Payments at ${count(c.orders)} orders`,
    '',
    `Run ${c.date} with \`${c.command}\` (apps/api/bench/run.ts, payments.ts).`,
    '',
    `- Machine: ${c.machine.cpus} CPUs (${c.machine.cpuModel}), ${c.machine.memoryGb} GB memory, Node ${c.machine.node}, ${c.machine.postgres}.`,
    `- Data: the list's database; Acme's payments from the bulk seed (apps/api/src/seed/bulk-payments.ts): ` +
      Object.entries(r.counts)
        .map(([what, n]) => `${count(n)} ${what}`)
        .join(', ') +
      '.',
    `- Load: autocannon, ${c.connections} connections, ${c.rounds} rounds of ${c.seconds} s (or ${c.maxRequests} requests) per call, pooled, as admin@acme.test against the API on 127.0.0.1 (NODE_ENV=production, log level warn, pg pool of 10); grids: page of 50 rows and the total for Content-Range.`,
    `- Floor of any call at this load, measured just before these calls: \`GET /api/current-user\` (no SQL) p50 ${r.floor.p50} ms, p95 ${r.floor.p95} ms, p99 ${r.floor.p99} ms, ${r.floor.requestsPerSecond} requests/s.`,
    `- Machine load: 1-minute load average ${r.loadAverage.toFixed(1)} when the part started, ${r.loadAverageAfter.toFixed(1)} when it ended (other work on the machine shares the ${c.machine.cpus} CPUs).`,
    `- Target: API p95 <= ${TARGET_P95_MS} ms at ${c.connections} connections. Met by ${met} of ${r.results.length} calls.`,
    '',
    ...callsTable(r.results),
  ].join('\n');
}

/** The table of a part's calls (the payments' and the cases'): rows, answer size, the API's percentiles, the target. */
export function callsTable(results: PaymentsGridsReport['results']): string[] {
  return [
    '| call | rows | answer bytes | API p50 ms | API p95 ms | API p99 ms | API req/s | result |',
    '|---|---|---|---|---|---|---|---|',
    ...results.map(
      (x) =>
        `| ${x.name} | ${x.rows === null ? '-' : count(x.rows)} | ${count(x.answerBytes)} | ${show(x.api.p50)} | ${show(x.api.p95)} | ${show(x.api.p99)} | ${x.api.requestsPerSecond} | ${
          x.api.failures ? `MISS (${x.api.failures} failed)` : x.api.p95 <= TARGET_P95_MS ? 'ok' : `MISS (p95 > ${TARGET_P95_MS} ms)`
        } |`,
    ),
  ];
}

export function paymentRunMarkdown(c: Context, r: PaymentRunReport): string {
  const seconds = (ms: number) => (ms / 1000).toFixed(1);
  const w = r.writer;
  return [
    `### The payment run over ${count(r.invoices)} invoices`,
    '',
    `Run ${c.date} with \`${c.command}\` (apps/api/bench/payments.ts, payment-run-probe.ts); same machine as above.`,
    '',
    `- The run of ${r.runDate} (the day Acme's newest invoice is due): every accepted, unpaid invoice due by then, ${count(r.invoices)} of them, less their orders' open deductions. Preview, then post, through the console's calls (\`POST /api/ops/payments/runs/preview\`, \`POST /api/ops/payments/runs\`, one transaction); the bench then deletes what the post wrote so the next run finds the same data.`,
    `- Machine load: 1-minute load average ${r.loadAverage.toFixed(1)} when the part started, ${r.loadAverageAfter.toFixed(1)} when it ended.`,
    `- Preview: ${seconds(r.preview.ms)} s (${count(r.preview.lines)} lines, ${count(r.preview.answerBytes)} bytes of JSON).`,
    `- Post: ${seconds(r.post.ms)} s, status ${r.post.status} (${count(r.post.lines)} lines, ${count(r.post.answerBytes)} bytes of JSON). Target < ${PAYMENT_RUN_TARGET_S} s: ${
      r.post.status === 200 && r.post.ms < PAYMENT_RUN_TARGET_S * 1000 ? 'met' : 'MISSED'
    }.`,
    `- Suppliers' pages meanwhile: ${r.connections} loops as admin@acme.test over the pages below in turn, from ${seconds(10_000)} s before the preview to 3 s after the post; "before" is the 10 s before the preview, "during the post" the post's own time.`,
    `- Lock waits during the post (pg_stat_activity every 100 ms, wait event type Lock, every session of the database but the probe below): ${r.locks.withWaits} of ${r.locks.samples} samples saw a session waiting (at most ${r.locks.maxWaiting}${r.locks.events.length ? `; events ${r.locks.events.join(', ')}` : ''}).`,
    `- A supplier's write to an order the run pays (the order lock's \`SELECT ... FOR NO KEY UPDATE\` on the order of the first invoice due, tried with NOWAIT every 250 ms): refused in ${w.noKeyRefused} of ${w.noKeyTries} tries` +
      (w.waitedMs === null ? '' : `; a waiting try then waited ${seconds(w.waitedMs)} s`) +
      `. \`FOR UPDATE NOWAIT\` on the same row (the lock that conflicts with the key-share locks of the rows the post writes): ` +
      (w.blockedAt === null ? 'never refused during the post.' : `refused from ${seconds(w.blockedAt)} s after the loop started.`),
    '',
    '| page | requests before | p50 ms before | p95 ms before | max ms before | requests during the post | p50 ms during | p95 ms during | max ms during | failures during |',
    '|---|---|---|---|---|---|---|---|---|---|',
    ...r.pages.map(
      (p) =>
        `| ${p.name} | ${p.before.requests} | ${show(p.before.p50)} | ${show(p.before.p95)} | ${show(p.before.max)} | ${p.post.requests} | ${show(p.post.p50)} | ${show(p.post.p95)} | ${show(p.post.max)} | ${p.post.failures} |`,
    ),
  ].join('\n');
}

const GRIDS = ['<!-- bench-payments:start -->', '<!-- bench-payments:end -->'] as const;
const RUN = ['<!-- bench-payment-run:start -->', '<!-- bench-payment-run:end -->'] as const;
const WEB_START = '<!-- bench-web:start -->';

export const writePaymentsGridsReport = (file: string, section: string) => writeSection(file, GRIDS, section, { before: WEB_START });
export const writePaymentRunReport = (file: string, section: string) => writeSection(file, RUN, section, { after: GRIDS[1] });
