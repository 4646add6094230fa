// The console's standards (docs/decisions/performance.md, "Standards"): the global set (one row per figure; a figure
// without a row keeps contracts' default) and a supplier's full override, like the feature flags' global and
// per-supplier values. A change re-computes the alerts it moves (all suppliers for the global set) in its transaction,
// so the console's table and the mails follow at once.
import { and, asc, eq, exists, sql } from 'drizzle-orm';
import {
  OPS_SUPPLIER_MESSAGES,
  PERFORMANCE_FIGURES,
  type PerformanceStandardsBody,
  type PerformanceStandardsOverride,
  type PerformanceStandardsResponse,
} from '@portal/contracts';
import type { Db, Tx } from '../../../db/client.ts';
import { performanceStandardOverrides, performanceStandards, suppliers } from '../../../db/schema/index.ts';
import { NotFound } from '../../../platform/errors.ts';
import { readGridPage } from '../../../platform/grid-count.ts';
import { parseGridQuery, type GridColumns, type GridQueryInput } from '../../../platform/grid-query.ts';
import type { Operator } from '../../ops/index.ts';
import { evaluateAlerts } from '../alerts.ts';
import { globalStandards, standardOverrides } from '../performance.queries.ts';
import { ROW_LOCK } from '../../../db/row-lock.ts';
import { independentReads } from '../../../db/independent-reads.ts';

export async function readStandards(db: Db): Promise<PerformanceStandardsResponse> {
  const [global, overrides, names] = await independentReads(
    db,
    () => globalStandards(db),
    () => standardOverrides(db),
    () => db.select({ id: suppliers.id, name: suppliers.name }).from(suppliers).orderBy(asc(suppliers.name)),
  );
  return {
    global,
    overrides: names
      .filter((s) => overrides.has(s.id))
      .map((s) => ({ supplierId: s.id, supplierName: s.name, standards: overrides.get(s.id)! })),
  };
}

const OVERRIDE_COLUMNS: GridColumns = {
  supplierName: { sql: sql`lower(${suppliers.name})`, kind: 'text', normalize: 'lower' },
};

/** One page of the suppliers with standards of their own, by name unless the grid query sorts otherwise. */
export async function listStandardOverrides(
  db: Db,
  input: GridQueryInput,
): Promise<{ rows: PerformanceStandardsOverride[]; total: number; offset: number }> {
  const page = parseGridQuery(input, OVERRIDE_COLUMNS, { defaultSort: [{ colId: 'supplierName', sort: 'asc' }], tiebreaker: suppliers.id });
  const hasOwn = exists(
    db
      .select({ one: sql`1` })
      .from(performanceStandardOverrides)
      .where(eq(performanceStandardOverrides.supplierId, suppliers.id)),
  );
  const { rows, total, offset } = await readGridPage(
    db,
    suppliers,
    { ...page, where: and(hasOwn, page.where) },
    db.select({ id: suppliers.id, name: suppliers.name }).from(suppliers).$dynamic(),
  );
  const own = await standardOverrides(
    db,
    rows.map((s) => s.id),
  );
  return { total, offset, rows: rows.map((s) => ({ supplierId: s.id, supplierName: s.name, standards: own.get(s.id)! })) };
}

const rowsOf = (body: PerformanceStandardsBody) => PERFORMANCE_FIGURES.map((figure) => ({ figure, ...body[figure] }));

export async function putGlobalStandards(
  db: Db,
  operator: Operator,
  body: PerformanceStandardsBody,
  now: Date,
): Promise<PerformanceStandardsResponse> {
  await db.transaction(async (tx) => {
    await tx
      .insert(performanceStandards)
      .values(rowsOf(body).map((r) => ({ ...r, updatedOn: now, updatedBy: operator.userId })))
      .onConflictDoUpdate({
        target: performanceStandards.figure,
        set: { target: sql`excluded.target`, good: sql`excluded.good`, updatedOn: now, updatedBy: operator.userId },
      });
    const all = await tx.select({ id: suppliers.id }).from(suppliers);
    await evaluateAlerts(
      tx,
      all.map((s) => s.id),
      now,
    );
  });
  return readStandards(db);
}

async function requireSupplier(tx: Tx, supplierId: number): Promise<void> {
  const [row] = await tx.select({ id: suppliers.id }).from(suppliers).where(eq(suppliers.id, supplierId)).for(ROW_LOCK);
  if (!row) throw new NotFound(OPS_SUPPLIER_MESSAGES.supplierNotFound);
}

export async function putSupplierStandards(
  db: Db,
  operator: Operator,
  supplierId: number,
  body: PerformanceStandardsBody,
  now: Date,
): Promise<PerformanceStandardsResponse> {
  await db.transaction(async (tx) => {
    await requireSupplier(tx, supplierId);
    await tx
      .insert(performanceStandardOverrides)
      .values(rowsOf(body).map((r) => ({ ...r, supplierId, updatedOn: now, updatedBy: operator.userId })))
      .onConflictDoUpdate({
        target: [performanceStandardOverrides.supplierId, performanceStandardOverrides.figure],
        set: { target: sql`excluded.target`, good: sql`excluded.good`, updatedOn: now, updatedBy: operator.userId },
      });
    await evaluateAlerts(tx, [supplierId], now);
  });
  return readStandards(db);
}

/** Back to the global standards. */
export async function deleteSupplierStandards(db: Db, supplierId: number, now: Date): Promise<PerformanceStandardsResponse> {
  await db.transaction(async (tx) => {
    await requireSupplier(tx, supplierId);
    await tx.delete(performanceStandardOverrides).where(eq(performanceStandardOverrides.supplierId, supplierId));
    await evaluateAlerts(tx, [supplierId], now);
  });
  return readStandards(db);
}
