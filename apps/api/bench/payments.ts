// The payments part of `npm run bench:api` (docs/decisions/payments.md, "Speed"): the supplier's payments calls at
// 16 connections with the floor measured in the same part, and the payment run over 100,000+ invoices: its preview
// and post timed while suppliers' pages run in a loop (payment-run-probe.ts), then the run undone so the next bench
// finds the same data.
import os from 'node:os';
import pg from 'pg';
import { combineLoads, runLoad, type LoadResult } from './load.ts';
import {
  lockSampler,
  pageLoop,
  summarizeLocks,
  windowFigures,
  writerProbe,
  type LockSummary,
  type WindowFigures,
  type WriterProbe,
} from './payment-run-probe.ts';

export interface PaymentsCall {
  name: string;
  path: string;
  /** Whose call it is when not the part's token (the console's queue in the cases part: an operator's). */
  token?: string;
}

const gridPath = (path: string, sortModel: { colId: string; sort: 'asc' | 'desc' }[], filterModel: Record<string, unknown> = {}) =>
  `/api/payments/${path}?${new URLSearchParams({ limit: '50', offset: '0', query: JSON.stringify({ sortModel, filterModel }) }).toString()}`;

/** The supplier's payments calls the issue names; `remittanceId`: the newest remittance (its lines are one week's). */
export function paymentsCalls(remittanceId: number): PaymentsCall[] {
  return [
    { name: 'invoices: default view (invoice date desc)', path: gridPath('invoices', []) },
    {
      name: 'invoices: status in (Scheduled)',
      path: gridPath('invoices', [], { status: { filterType: 'set', values: ['Scheduled'] } }),
    },
    { name: 'invoices: sort by due date asc', path: gridPath('invoices', [{ colId: 'dueDate', sort: 'asc' }]) },
    { name: 'remittances: default view (payment date desc)', path: gridPath('remittances', []) },
    { name: 'deductions: default view (posted on desc)', path: gridPath('deductions', []) },
    // the remittance's page: its header, then its lines one page at a time (docs/decisions/payments.md, "Speed")
    { name: 'one remittance (the newest): its header', path: `/api/payments/remittances/${remittanceId}` },
    { name: 'one remittance (the newest): its first 50 lines', path: gridPath(`remittances/${remittanceId}/lines`, []) },
    { name: 'overview', path: '/api/payments/overview' },
  ];
}

export interface PaymentsCallResult {
  name: string;
  /** Content-Range's total for a grid (a remittance's lines: all of them); a remittance's line count; null for the overview. */
  rows: number | null;
  answerBytes: number;
  api: LoadResult;
}

export interface PaymentsGridsReport {
  loadAverage: number;
  loadAverageAfter: number;
  floor: LoadResult;
  results: PaymentsCallResult[];
  counts: Record<string, number>;
}

interface Load {
  baseUrl: string;
  connections: number;
  seconds: number;
  rounds: number;
  maxRequests: number;
}

/** The floor first, then each call in `rounds` rounds pooled (the machine's speed drifts: run.ts). */
export async function runPaymentsGrids(
  load: Load,
  token: string,
  calls: PaymentsCall[],
  counts: Record<string, number>,
): Promise<PaymentsGridsReport> {
  const loadAverage = os.loadavg()[0]!;
  const options = (path: string) => ({ ...load, path, token });
  const floor = await runLoad(options('/api/current-user'));
  console.log(`floor (GET /api/current-user): p50 ${floor.p50} ms, p95 ${floor.p95} ms`);
  const results: PaymentsCallResult[] = [];
  for (const call of calls) {
    const callToken = call.token ?? token;
    const check = await fetch(load.baseUrl + call.path, { headers: { authorization: `Bearer ${callToken}` } });
    const body = await check.text();
    if (!check.ok) throw new Error(`${call.name}: ${check.status} ${body.slice(0, 300)}`);
    const range = check.headers.get('content-range');
    const rows = range
      ? Number(range.split('/')[1])
      : call.path.includes('/remittances/')
        ? (JSON.parse(body) as { lineCount: number }).lineCount
        : null;
    process.stdout.write(`${call.name} ... `);
    const runs: LoadResult[] = [];
    for (let round = 0; round < load.rounds; round++) runs.push(await runLoad({ ...options(call.path), token: callToken }));
    const api = combineLoads(runs);
    console.log(`p95 ${api.p95} ms`);
    results.push({ name: call.name, rows, answerBytes: Buffer.byteLength(body), api });
    await settle(load.baseUrl, callToken);
  }
  return { loadAverage, loadAverageAfter: os.loadavg()[0]!, floor, results, counts };
}

/**
 * Waits until the API answers the floor call quickly again: requests autocannon gave up on (its 10 s timeout) are
 * still computed by the server and would slow the next call's figures.
 */
export async function settle(baseUrl: string, token: string): Promise<void> {
  for (let i = 0; i < 600; i++) {
    const t = performance.now();
    await (await fetch(baseUrl + '/api/current-user', { headers: { authorization: `Bearer ${token}` } })).arrayBuffer();
    if (performance.now() - t < 100) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

export interface PaymentRunReport {
  runDate: string;
  /** Invoices due by the run's day, unpaid (every supplier) and the supplier's. */
  invoices: number;
  loadAverage: number;
  loadAverageAfter: number;
  preview: { ms: number; answerBytes: number; lines: number };
  post: { ms: number; status: number; answerBytes: number; lines: number };
  pages: { path: string; name: string; before: WindowFigures; post: WindowFigures }[];
  connections: number;
  locks: LockSummary;
  writer: WriterProbe;
}

/** Writes what a posted run wrote back out (the bench's database only), so every bench posts the same run. */
async function undoRun(client: pg.Client, runDate: string): Promise<void> {
  await client.query('begin');
  try {
    const run = await client.query<{ id: number; posted_on: Date }>('select id, posted_on from payment_runs where run_date = $1', [
      runDate,
    ]);
    const row = run.rows[0];
    if (row) {
      const ids = `select id from remittances where payment_run_id = ${row.id}`;
      await client.query(`update deductions set applied_remittance_id = null where applied_remittance_id in (${ids})`);
      await client.query(`update deductions set reversal_remittance_id = null where reversal_remittance_id in (${ids})`);
      await client.query(`update invoices set paid_remittance_id = null where paid_remittance_id in (${ids})`);
      await client.query(`delete from remittance_lines where remittance_id in (${ids})`);
      await client.query(`delete from order_history where action = 'invoicePaid' and created_on = $1 and detail->>'paymentDate' = $2`, [
        row.posted_on,
        runDate,
      ]);
      await client.query(`delete from webhook_deliveries where event = 'invoice.paid' and created_on = $1`, [row.posted_on]);
      await client.query(`delete from remittances where payment_run_id = $1`, [row.id]);
      await client.query(`delete from payment_runs where id = $1`, [row.id]);
    }
    await client.query('commit');
  } catch (error) {
    await client.query('rollback');
    throw error;
  }
}

const BEFORE_MS = 10_000;
const AFTER_MS = 3_000;

/**
 * Preview and post the run of the day the newest invoice is due, with `connections` loops over the supplier's pages
 * from 10 s before the preview to 3 s after the post; locks sampled every 100 ms during the post.
 */
export async function runPaymentRun(opts: {
  url: string;
  baseUrl: string;
  supplierId: number;
  supplierToken: string;
  operatorToken: string;
  pages: { name: string; path: string }[];
  connections: number;
}): Promise<PaymentRunReport> {
  const client = new pg.Client({ connectionString: opts.url });
  await client.connect();
  try {
    const unpaid = `i.accepted_on is not null and not i.in_review and i.paid_remittance_id is null`;
    const day = await client.query<{ day: string }>(
      `select to_char(max(i.due_date), 'YYYY-MM-DD') as day from invoices i where i.supplier_id = $1 and ${unpaid}`,
      [opts.supplierId],
    );
    const runDate = day.rows[0]!.day;
    await undoRun(client, runDate); // an interrupted bench may have left it posted
    const due = await client.query<{ n: number; order_id: number }>(
      `select count(*)::int as n, (array_agg(i.order_id order by i.due_date, i.id) filter (where i.supplier_id = $2))[1] as order_id
       from invoices i where i.due_date <= $1 and ${unpaid}`,
      [runDate, opts.supplierId],
    );
    const { n: invoices, order_id: firstOrder } = due.rows[0]!;
    await settle(opts.baseUrl, opts.supplierToken);
    const loadAverage = os.loadavg()[0]!;
    const loop = pageLoop(
      opts.baseUrl,
      opts.supplierToken,
      opts.pages.map((p) => p.path),
      opts.connections,
    );
    await new Promise((resolve) => setTimeout(resolve, BEFORE_MS));
    const call = async (path: string) => {
      const t = performance.now();
      const res = await fetch(opts.baseUrl + path, {
        method: 'POST',
        headers: { authorization: `Bearer ${opts.operatorToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({ runDate }),
      });
      const body = await res.text();
      const ms = Math.round(performance.now() - t);
      const lines = res.ok
        ? (JSON.parse(body) as { suppliers: { lineCount: number }[] }).suppliers.reduce((n, s) => n + s.lineCount, 0)
        : 0;
      if (!res.ok) console.log(`${path}: ${res.status} ${body.slice(0, 300)}`);
      return { ms, status: res.status, answerBytes: Buffer.byteLength(body), lines };
    };
    const previewStarted = loop.now();
    const preview = await call('/api/ops/payments/runs/preview');
    console.log(`preview of ${runDate}: ${preview.ms} ms, ${preview.lines} lines`);
    const postStarted = loop.now();
    const probe = await writerProbe(opts.url, opts.supplierId, firstOrder, 250, loop.now);
    const sampler = await lockSampler(opts.url, 100, loop.now, [probe.pid]);
    const post = await call('/api/ops/payments/runs');
    const postEnded = loop.now();
    console.log(`post: ${post.status} in ${post.ms} ms, ${post.lines} lines`);
    await sampler.stop();
    await probe.stop();
    await new Promise((resolve) => setTimeout(resolve, AFTER_MS));
    await loop.stop();
    await undoRun(client, runDate);
    return {
      runDate,
      invoices,
      loadAverage,
      loadAverageAfter: os.loadavg()[0]!,
      preview: { ms: preview.ms, answerBytes: preview.answerBytes, lines: preview.lines },
      post,
      pages: opts.pages.map((p) => ({
        ...p,
        before: windowFigures(loop.samples, 0, previewStarted, p.path),
        post: windowFigures(loop.samples, postStarted, postEnded, p.path),
      })),
      connections: opts.connections,
      locks: summarizeLocks(sampler.samples),
      writer: probe.result,
    };
  } finally {
    await client.end();
  }
}
