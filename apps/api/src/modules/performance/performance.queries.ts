// The scorecard's reads: the daily counts of some suppliers from a day on, and the standards that apply (a
// supplier's override, else the global ones, else contracts' defaults; docs/decisions/performance.md, "Standards").
import { and, eq, gte, inArray } from 'drizzle-orm';
import { DEFAULT_PERFORMANCE_STANDARDS, PERFORMANCE_FIGURES, type PerformanceFigure } from '@portal/contracts';
import type { Db, Tx } from '../../db/client.ts';
import { performanceDays, performanceProcessingDays, performanceStandardOverrides, performanceStandards } from '../../db/schema/index.ts';
import { emptyCounts, type PerformanceCounts, type PerformanceStandards } from './scorecard.ts';

const isFigure = (f: string): f is PerformanceFigure => (PERFORMANCE_FIGURES as readonly string[]).includes(f);

/** Each supplier's counts from `fromDay` on (suppliers without any count get empty counts). */
export async function readCounts(db: Db | Tx, supplierIds: readonly number[], fromDay: string): Promise<Map<number, PerformanceCounts>> {
  const out = new Map<number, PerformanceCounts>(supplierIds.map((id) => [id, emptyCounts()]));
  if (supplierIds.length === 0) return out;
  const [rates, processing] = await Promise.all([
    db
      .select()
      .from(performanceDays)
      .where(and(inArray(performanceDays.supplierId, [...supplierIds]), gte(performanceDays.day, fromDay))),
    db
      .select()
      .from(performanceProcessingDays)
      .where(and(inArray(performanceProcessingDays.supplierId, [...supplierIds]), gte(performanceProcessingDays.day, fromDay))),
  ]);
  for (const r of rates) {
    const counts = out.get(r.supplierId)!;
    if (!isFigure(r.figure)) continue;
    let days = counts.rates.get(r.figure);
    if (!days) counts.rates.set(r.figure, (days = new Map()));
    days.set(r.day, { counted: r.counted, missed: r.missed });
  }
  for (const r of processing) {
    const counts = out.get(r.supplierId)!;
    let histogram = counts.processing.get(r.day);
    if (!histogram) counts.processing.set(r.day, (histogram = []));
    histogram[r.businessDays] = (histogram[r.businessDays] ?? 0) + r.orders;
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

/** The standards that apply to each supplier. */
export async function effectiveStandards(db: Db | Tx, supplierIds: readonly number[]): Promise<Map<number, PerformanceStandards>> {
  const [global, overrides] = await Promise.all([globalStandards(db), standardOverrides(db, supplierIds)]);
  return new Map(supplierIds.map((id) => [id, overrides.get(id) ?? global]));
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
