// The console's table of every supplier's scorecard (docs/decisions/performance.md, "The console"): one row per
// supplier from its alerts as last computed (after each order change, each standards change and hourly), sorted,
// filtered and paged in SQL by the grid query; those in trouble first by default.
import { sql, type SQL } from 'drizzle-orm';
import { PERFORMANCE_FIGURES, type PerformanceFigure, type PerformanceScorecardRow } from '@portal/contracts';
import type { Db } from '../../../db/client.ts';
import { suppliers } from '../../../db/schema/index.ts';
import { readGridPage } from '../../../platform/grid-count.ts';
import { parseGridQuery, type GridColumn, type GridColumns, type GridQueryInput } from '../../../platform/grid-query.ts';

const alertCount = (alert: string) =>
  sql<number>`(select count(*)::int from performance_alerts a where a.supplier_id = ${suppliers.id} and a.alert = ${alert})`;
const figureValue = (figure: PerformanceFigure) =>
  sql<number | null>`(select a.value from performance_alerts a where a.supplier_id = ${suppliers.id} and a.figure = ${figure})`;
const hasOverride = sql<boolean>`exists (select 1 from performance_standard_overrides o where o.supplier_id = ${suppliers.id})`;
const alerts = sql<
  PerformanceScorecardRow['alerts']
>`coalesce((select json_agg(json_build_object('figure', a.figure, 'alert', a.alert, 'range', a.range) order by a.figure)
  from performance_alerts a where a.supplier_id = ${suppliers.id} and a.alert <> 'none'), '[]'::json)`;

const number = (expression: SQL): GridColumn => ({ sql: expression, kind: 'number' });
const COLUMNS: GridColumns = {
  supplierName: { sql: sql`lower(${suppliers.name})`, kind: 'text', normalize: 'lower' },
  inTroubleCount: number(alertCount('inTrouble')),
  projectedCount: number(alertCount('projected')),
  ...Object.fromEntries(PERFORMANCE_FIGURES.map((f) => [f, number(figureValue(f))])),
  hasOverride: { sql: hasOverride, kind: 'boolean' },
};

export async function listScorecards(
  db: Db,
  input: GridQueryInput,
): Promise<{ rows: PerformanceScorecardRow[]; total: number; offset: number }> {
  const page = parseGridQuery(input, COLUMNS, {
    defaultSort: [
      { colId: 'inTroubleCount', sort: 'desc' },
      { colId: 'projectedCount', sort: 'desc' },
      { colId: 'supplierName', sort: 'asc' },
    ],
    tiebreaker: suppliers.id,
  });
  const select = {
    supplierId: suppliers.id,
    supplierName: suppliers.name,
    inTroubleCount: alertCount('inTrouble'),
    projectedCount: alertCount('projected'),
    ...(Object.fromEntries(PERFORMANCE_FIGURES.map((f) => [f, figureValue(f)])) as Record<PerformanceFigure, SQL<number | null>>),
    alerts,
    hasOverride,
  };
  const { rows, total, offset } = await readGridPage(db, suppliers, page, db.select(select).from(suppliers).$dynamic());
  return {
    rows: rows.map((r) => ({
      ...r,
      inTroubleCount: Number(r.inTroubleCount),
      projectedCount: Number(r.projectedCount),
      hasOverride: Boolean(r.hasOverride),
      alerts: typeof r.alerts === 'string' ? JSON.parse(r.alerts) : r.alerts,
    })),
    total,
    offset,
  };
}
