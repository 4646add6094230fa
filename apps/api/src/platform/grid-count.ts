// The total behind a grid's Content-Range when an exact count would read too much: count exactly up to a cap, and
// above the cap answer the planner's estimate. The grid only needs the total to size its scrollbar and to know where
// the last page is; the page itself is always exact, and the caller corrects the total from the page it read.
import { count, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { PgSelect, PgTable } from 'drizzle-orm/pg-core';
import { resultRows, type Db, type Tx } from '../db/client.ts';
import type { TtlCache } from './caches/ttl-cache.ts';
import type { GridPage } from './grid-query.ts';

/** Counting beyond this many matching rows costs more than the page; above it the total is an estimate. */
export const GRID_COUNT_CAP = 10_000;

export interface GridTotal {
  total: number;
  /** false when the total is the planner's estimate (more than the cap matched). */
  exact: boolean;
}

/** The planner's row estimate for `select 1 from table where ...` (EXPLAIN without ANALYZE: nothing is read). */
async function estimateRows(db: Db | Tx, table: PgTable, where: SQL | undefined): Promise<number> {
  return planRows(
    db,
    db
      .select({ one: sql`1` })
      .from(table)
      .where(where),
  );
}

/** The planner's row estimate of a query (EXPLAIN without ANALYZE: nothing is read). */
async function planRows(db: Db | Tx, query: SQLWrapper): Promise<number> {
  const [row] = resultRows<Record<string, unknown>>(await db.execute(sql`explain (format json) ${query}`));
  const raw = row ? Object.values(row)[0] : undefined;
  const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan: { 'Plan Rows': number } }[] | undefined;
  return Math.round(plan?.[0]?.Plan['Plan Rows'] ?? 0);
}

/** `select count(*) from (select 1 ... limit cap + 1)`: reads at most cap + 1 matching rows. */
function cappedCountQuery(db: Db | Tx, table: PgTable, where: SQL | undefined, cap = GRID_COUNT_CAP) {
  const capped = db
    .select({ one: sql`1` })
    .from(table)
    .where(where)
    .limit(cap + 1)
    .as('capped');
  return db.select({ n: count() }).from(capped);
}

/** The total from a capped count `n`: exact when at most `cap`; else max(estimate, cap + 1). */
async function totalFromCappedCount(
  db: Db | Tx,
  table: PgTable,
  where: SQL | undefined,
  n: number,
  cap = GRID_COUNT_CAP,
): Promise<GridTotal> {
  if (n <= cap) return { total: n, exact: true };
  return { total: Math.max(await estimateRows(db, table, where), cap + 1), exact: false };
}

/** A filter model as a cache key: the same filter gives the same key whatever the order of its properties. */
export function filterKey(filterModel: unknown): string {
  const canonical = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(canonical);
    if (value && typeof value === 'object')
      return Object.fromEntries(
        Object.keys(value)
          .sort()
          .map((k) => [k, canonical((value as Record<string, unknown>)[k])]),
      );
    return value;
  };
  return JSON.stringify(canonical(filterModel));
}

/**
 * A grid's total through the read caches' grid totals (docs/decisions/orders-list-at-scale.md, "Grid totals cache"):
 * the one kept under `key`, else `count()`'s, kept in `group` until the database announces a change of the group's
 * rows (platform/caches/read-caches.ts) or the entry expires. Without a cache (tests) it always counts.
 */
export const cachedTotal = (
  totals: TtlCache<GridTotal> | undefined,
  key: string,
  group: string,
  count: () => Promise<GridTotal>,
): Promise<GridTotal> => (totals ? totals.remember(key, group, count) : count());

/** Exact when at most `cap` rows match; else max(estimate, cap + 1). */
export async function cappedCount(db: Db | Tx, table: PgTable, where: SQL | undefined, cap = GRID_COUNT_CAP): Promise<GridTotal> {
  const [row] = await cappedCountQuery(db, table, where, cap);
  return totalFromCappedCount(db, table, where, Number(row?.n ?? 0), cap);
}

/**
 * `cappedCount` of a grid whose filter reads joined tables: `matching()` builds a fresh select of the grid's joins and
 * filter (one column); exact up to `cap`, else max(the planner's estimate of it, cap + 1).
 */
export async function cappedJoinCount(db: Db | Tx, matching: () => PgSelect, cap = GRID_COUNT_CAP): Promise<GridTotal> {
  const [row] = await db.select({ n: count() }).from(
    matching()
      .limit(cap + 1)
      .as('capped'),
  );
  const n = Number(row?.n ?? 0);
  if (n <= cap) return { total: n, exact: true };
  return { total: Math.max(await planRows(db, matching()), cap + 1), exact: false };
}

/**
 * What the page itself proves: a short, non-empty page (or an empty first page) ends the result, so the total is
 * exact; after a full page at least one more row may follow; an empty page past the end means fewer than `offset`
 * rows match. An estimate is bent to agree with what the page proves.
 */
export function reconcileTotal(total: GridTotal, offset: number, limit: number, rowCount: number): number {
  if (rowCount < limit && (rowCount > 0 || offset === 0)) return offset + rowCount;
  if (total.exact) return total.total;
  // Empty page past the end: fewer than `offset` rows match.
  if (rowCount === 0) return Math.min(total.total, offset);
  return Math.max(total.total, offset + rowCount + 1);
}

/**
 * One page of a grid: `rows` (a select with its joins, made `$dynamic()`) filtered, sorted and cut to the page, and
 * the total of `table`'s rows that match the filter, capped and corrected from the page.
 */
export async function readGridPage<Query extends PgSelect>(
  db: Db | Tx,
  table: PgTable,
  page: Pick<GridPage, 'where' | 'orderBy' | 'limit' | 'offset'>,
  rows: Query,
  /** Keep the total in the read caches' totals under `key`, in `group` (cachedTotal). */
  cache?: { totals: TtlCache<GridTotal> | undefined; key: string; group: string },
): Promise<{ rows: Awaited<Query>; total: number; offset: number }> {
  const read = (await rows
    .where(page.where)
    .orderBy(...page.orderBy)
    .limit(page.limit)
    .offset(page.offset)) as Awaited<Query>;
  const count = () => cappedCount(db, table, page.where);
  const counted = cache ? await cachedTotal(cache.totals, cache.key, cache.group, count) : await count();
  const total = reconcileTotal(counted, page.offset, page.limit, read.length);
  return { rows: read, total, offset: page.offset };
}
