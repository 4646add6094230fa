// The scorecard's reads: the daily counts of some suppliers from a day on, and the standards that apply (a
// supplier's override, else the global ones, else contracts' defaults; docs/decisions/performance.md, "Standards").
import { eq, inArray, sql } from 'drizzle-orm';
import { DEFAULT_PERFORMANCE_STANDARDS, PERFORMANCE_FIGURES, type PerformanceFigure } from '@portal/contracts';
import { resultRows, type Db, type Tx } from '../../db/client.ts';
import { performanceStandardOverrides, performanceStandards } from '../../db/schema/index.ts';
import { emptyCounts, type PerformanceCounts, type PerformanceStandards } from './scorecard.ts';

const supplierIdArray = (ids: readonly number[]) =>
  sql`array[${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )}]::int[]`;

const isFigure = (f: string): f is PerformanceFigure => (PERFORMANCE_FIGURES as readonly string[]).includes(f);

/**
 * Each supplier's counts from `fromDay` on (suppliers without any count get empty counts). One statement answering
 * two JSON arrays of tuples: the scorecard's hottest read, whose few hundred rows cost the API more to take apart row by
 * row than the database to read (docs/decisions/performance.md, "Scale").
 */
export async function readCounts(db: Db | Tx, supplierIds: readonly number[], fromDay: string): Promise<Map<number, PerformanceCounts>> {
  const out = new Map<number, PerformanceCounts>(supplierIds.map((id) => [id, emptyCounts()]));
  if (supplierIds.length === 0) return out;
  const ids = supplierIdArray(supplierIds);
  const [row] = resultRows<{
    rates: [number, string, string, number, number][] | null;
    processing: [number, string, number, number][] | null;
  }>(
    await db.execute(sql`
      select
        (select json_agg(json_build_array(d.supplier_id, d.figure, d.day, d.counted, d.missed)) from performance_days d
          where d.supplier_id = any(${ids}) and d.day >= ${fromDay}) as rates,
        (select json_agg(json_build_array(p.supplier_id, p.day, p.business_days, p.orders)) from performance_processing_days p
          where p.supplier_id = any(${ids}) and p.day >= ${fromDay}) as processing`),
  );
  for (const [supplierId, figure, day, counted, missed] of row?.rates ?? []) {
    const counts = out.get(supplierId)!;
    if (!isFigure(figure)) continue;
    let days = counts.rates.get(figure);
    if (!days) counts.rates.set(figure, (days = new Map()));
    days.set(day, { counted, missed });
  }
  for (const [supplierId, day, businessDays, orders] of row?.processing ?? []) {
    const counts = out.get(supplierId)!;
    let histogram = counts.processing.get(day);
    if (!histogram) counts.processing.set(day, (histogram = []));
    histogram[businessDays] = (histogram[businessDays] ?? 0) + orders;
  }
  for (const counts of out.values())
    for (const [day, h] of counts.processing)
      counts.processing.set(
        day,
        Array.from(h, (n) => n ?? 0),
      );
  return out;
}

type StandardRow = { figure: string; target: number; good: number };
const standardsOf = (rows: readonly StandardRow[], base: PerformanceStandards): PerformanceStandards => {
  const out = { ...base };
  for (const r of rows) if (isFigure(r.figure)) out[r.figure] = { target: r.target, good: r.good };
  return out;
};

/** The global standards: the console's rows over contracts' defaults. */
export async function globalStandards(db: Db | Tx): Promise<PerformanceStandards> {
  return standardsOf(await db.select().from(performanceStandards), { ...DEFAULT_PERFORMANCE_STANDARDS });
}

/** The suppliers' overrides (all suppliers when no ids are given). */
export async function standardOverrides(db: Db | Tx, supplierIds?: readonly number[]): Promise<Map<number, PerformanceStandards>> {
  const rows = await db
    .select()
    .from(performanceStandardOverrides)
    .where(supplierIds ? inArray(performanceStandardOverrides.supplierId, [...supplierIds, 0]) : undefined)
    .orderBy(performanceStandardOverrides.supplierId);
  const global = { ...DEFAULT_PERFORMANCE_STANDARDS };
  const bySupplier = new Map<number, StandardRow[]>();
  for (const r of rows) bySupplier.set(r.supplierId, [...(bySupplier.get(r.supplierId) ?? []), r]);
  return new Map([...bySupplier].map(([id, list]) => [id, standardsOf(list, global)]));
}

/** The standards that apply to each supplier: the global rows and the suppliers' own in one statement (every scorecard reads them). */
export async function effectiveStandards(db: Db | Tx, supplierIds: readonly number[]): Promise<Map<number, PerformanceStandards>> {
  const [row] = resultRows<{ global: StandardRow[] | null; own: (StandardRow & { supplierId: number })[] | null }>(
    await db.execute(sql`
      select
        (select json_agg(json_build_object('figure', s.figure, 'target', s.target, 'good', s.good)) from performance_standards s) as global,
        (select json_agg(json_build_object('supplierId', o.supplier_id, 'figure', o.figure, 'target', o.target, 'good', o.good))
          from performance_standard_overrides o where o.supplier_id = any(${supplierIdArray(supplierIds)})) as own`),
  );
  const global = standardsOf(row?.global ?? [], { ...DEFAULT_PERFORMANCE_STANDARDS });
  const own = new Map<number, StandardRow[]>();
  for (const r of row?.own ?? []) own.set(r.supplierId, [...(own.get(r.supplierId) ?? []), r]);
  // a supplier's own set is full: over contracts' defaults, not over the global rows
  return new Map(supplierIds.map((id) => [id, own.has(id) ? standardsOf(own.get(id)!, { ...DEFAULT_PERFORMANCE_STANDARDS }) : global]));
}

export async function supplierStandards(db: Db | Tx, supplierId: number): Promise<PerformanceStandards> {
  return (await effectiveStandards(db, [supplierId])).get(supplierId)!;
}

export const hasOverride = async (db: Db | Tx, supplierId: number): Promise<boolean> =>
  (
    await db
      .select({ f: performanceStandardOverrides.figure })
      .from(performanceStandardOverrides)
      .where(eq(performanceStandardOverrides.supplierId, supplierId))
      .limit(1)
  ).length > 0;
