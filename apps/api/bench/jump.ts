// The jump to a far page (docs/performance.md, "The jump to a far page"; docs/decisions/orders-list-at-scale.md,
// "Jumps to a far page"): a page of a created-on-sorted counter view read alone, with no page before it (the pager's
// last pages, a typed page number), against the first page, one client, each jump right after a request of the first
// page so both see the same minutes of this shared machine. Next to it, the same offsets by plain OFFSET as direct SQL
// (the ids of the page over the sort's index, then its rows: what the API ran for such a page before the jump).
import { writeSection } from './report.ts';
import { percentiles, type Percentiles } from './percentiles.ts';
import type { DirectSql, Statement } from './direct-sql.ts';
import { DEEP_OFFSET, DEEP_PAGES } from './latency.ts';

/** The target: a jump within 10x of the first page (p50 and p95). */
export const JUMP_RATIO = 10;
const PAGE = 50;

export interface JumpView {
  name: string;
  /** The grid query (sort and filter model) as the API takes it. */
  query: string;
  /** The same view's rows in SQL: its condition on orders beyond the supplier, and its direction. */
  where: string;
  direction: 'asc' | 'desc';
}

export interface JumpResult {
  name: string;
  total: number;
  offsets: number;
  first: Percentiles;
  jump: Percentiles;
  /** The slowest jump and its offset. */
  slowest: { ms: number; offset: number };
  /** Direct SQL, one client: the jump's statement (as the API sends it) and the same page by plain OFFSET. */
  jumpSql: Percentiles;
  offsetSql: Percentiles;
}

export interface JumpReport {
  command: string;
  date: string;
  /** CPUs, memory, Node and PostgreSQL, as the other parts say them. */
  machine: string;
  /** The database when it is not the bench's default (BENCH_DATABASE_URL), without credentials. */
  database: string;
  orders: number;
  loadAverage: number;
  loadAverageAfter: number;
  results: JumpResult[];
}

/**
 * Offsets spread over the view (multiples of the page, as the pager asks), its middle and its last page; none just
 * after a page of the latency part's sequential walk (offset 500,000 on), whose cursors would make it a keyset page.
 */
export function jumpOffsets(total: number, count: number): number[] {
  const walked = (o: number) => o > DEEP_OFFSET && o <= DEEP_OFFSET + PAGE * DEEP_PAGES;
  const spread = Array.from({ length: count }, (_, i) => Math.floor((total * (i + 1)) / (count + 1) / PAGE) * PAGE);
  const last = Math.floor((total - 1) / PAGE) * PAGE;
  const middle = Math.floor(total / 2 / PAGE) * PAGE;
  return [...new Set([...spread, middle, last, ...(total > DEEP_OFFSET ? [DEEP_OFFSET] : [])])].filter((o) => o >= PAGE && !walked(o));
}

async function timed(url: string, token: string): Promise<number> {
  const started = process.hrtime.bigint();
  const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  const body = await res.text();
  if (!res.ok) throw new Error(`${url}: ${res.status} ${body}`);
  if (body === '[]') throw new Error(`${url}: an empty page`);
  return Number(process.hrtime.bigint() - started) / 1e6;
}

async function timedSql(direct: DirectSql, s: Statement): Promise<number> {
  const started = process.hrtime.bigint();
  await direct.run(s);
  return Number(process.hrtime.bigint() - started) / 1e6;
}

/** Each view: its first page and a jump in turn per offset, then the same offsets as direct SQL (jump, plain OFFSET). */
export async function measureJumps(
  o: { baseUrl: string; token: string; direct: DirectSql; supplierId: number },
  views: JumpView[],
  count = 40,
): Promise<JumpResult[]> {
  const results: JumpResult[] = [];
  for (const view of views) {
    const pageUrl = (offset: number) =>
      `${o.baseUrl}/api/order-summaries?${new URLSearchParams({ limit: String(PAGE), offset: String(offset), query: view.query }).toString()}`;
    const total = await o.direct.scalar<number>(`select count(*)::int from orders where supplier_id = $1 and ${view.where}`, [
      o.supplierId,
    ]);
    const offsets = jumpOffsets(total, count);
    for (let i = 0; i < 10; i++) await timed(pageUrl(0), o.token);
    const firstMs: number[] = [];
    const jumpMs: number[] = [];
    let slowest = { ms: 0, offset: 0 };
    for (const offset of offsets) {
      firstMs.push(await timed(pageUrl(0), o.token));
      const ms = await timed(pageUrl(offset), o.token);
      jumpMs.push(ms);
      if (ms > slowest.ms) slowest = { ms: Math.round(ms * 10) / 10, offset };
    }
    const jumpSqlMs: number[] = [];
    const offsetSqlMs: number[] = [];
    const dir = view.direction;
    for (const offset of offsets) {
      const [statement] = await o.direct.pageStatements(o.supplierId, { limit: PAGE, offset, query: view.query });
      jumpSqlMs.push(await timedSql(o.direct, statement!));
      offsetSqlMs.push(
        await timedSql(o.direct, {
          text: `select o.* from orders o where o.id in (select id from orders where supplier_id = $1 and ${view.where}
            order by created_on ${dir}, id ${dir} limit ${PAGE} offset $2) order by o.created_on ${dir}, o.id ${dir}`,
          values: [o.supplierId, offset],
        }),
      );
    }
    const result = {
      name: view.name,
      total,
      offsets: offsets.length,
      first: percentiles(firstMs),
      jump: percentiles(jumpMs),
      slowest,
      jumpSql: percentiles(jumpSqlMs),
      offsetSql: percentiles(offsetSqlMs),
    };
    console.log(
      `jump, ${view.name}: first page p50 ${result.first.p50} ms, jump p50 ${result.jump.p50} ms (slowest ${slowest.ms} ms at ${slowest.offset}); SQL: jump p50 ${result.jumpSql.p50}, plain OFFSET p50 ${result.offsetSql.p50} ms`,
    );
    results.push(result);
  }
  return results;
}

const ratio = (a: number, b: number) => Math.round((a / b) * 10) / 10;
const met = (r: JumpResult) => ratio(r.jump.p50, r.first.p50) <= JUMP_RATIO && ratio(r.jump.p95, r.first.p95) <= JUMP_RATIO;

export function jumpMarkdown(b: JumpReport): string {
  return [
    `## The jump to a far page at ${b.orders.toLocaleString('en-US')} orders`,
    '',
    `Run ${b.date} with \`${b.command}\` (apps/api/bench/jump.ts; docs/decisions/orders-list-at-scale.md, "Jumps to a far page").`,
    '',
    `- Machine: ${b.machine}. Database: ${b.database}, seeded by the bench (\`npm run seed -- --orders 1000000\`).`,
    `- Each view: its first page (offset 0) and a page read alone at a far offset (no page before it: no cursor; the pager's last page, a typed page number) in turn, one client in sequence, over offsets spread across the view (multiples of ${PAGE}, its middle, its last page, and ${DEEP_OFFSET.toLocaleString('en-US')} where the view is that long), against the API as the rest of the bench runs it (production: the login role under row-level security, no answer cache).`,
    `- Direct SQL, one client, the same offsets: "jump" is the statement the API sends for the page (captured from it: day counters, then OFFSET within one day), "plain OFFSET" the page by OFFSET over the sort's index and then its rows (what the API ran for such a page before the jump), i.e. the baseline.`,
    `- Machine load: 1-minute load average ${b.loadAverage.toFixed(1)} when this part started, ${b.loadAverageAfter.toFixed(1)} when it ended (other work shares the 2 CPUs).`,
    `- Target: a jump within ${JUMP_RATIO}x of the first page at p50 and p95. Met by ${b.results.filter(met).length} of ${b.results.length} views.`,
    '',
    '| view | orders | jumps | first page p50 ms | first page p95 ms | jump p50 ms | jump p95 ms | jump p99 ms | slowest jump (offset) | jump / first, p50 | jump / first, p95 | SQL p50 ms: jump | SQL p50 ms: plain OFFSET | SQL p95 ms: plain OFFSET | result |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|',
    ...b.results.map(
      (r) =>
        `| ${r.name} | ${r.total.toLocaleString('en-US')} | ${r.offsets} | ${r.first.p50} | ${r.first.p95} | ${r.jump.p50} | ${r.jump.p95} | ${r.jump.p99} | ${r.slowest.ms} (${r.slowest.offset.toLocaleString('en-US')}) | ${ratio(r.jump.p50, r.first.p50)} | ${ratio(r.jump.p95, r.first.p95)} | ${r.jumpSql.p50} | ${r.offsetSql.p50} | ${r.offsetSql.p95} | ${met(r) ? 'ok' : 'missed'} |`,
    ),
  ].join('\n');
}

const JUMP = ['<!-- bench-jump:start -->', '<!-- bench-jump:end -->'] as const;

/** Replaces the jump's section; the first time it goes after the latency section (or at the end). */
export const writeJumpReport = (file: string, section: string) =>
  writeSection(file, JUMP, section, { after: '<!-- bench-latency:end -->' });
