// The orders behind a figure (docs/decisions/performance.md, "The orders behind a figure"): the orders list's
// performance filter selects exactly the orders the scorecard counted (or missed) in the window, from the same facts,
// so the list's total equals the card's count.
import { and, between, eq, gt, isNotNull, not, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import {
  PERFORMANCE_MESSAGES,
  supplierDayOf,
  windowStartDay,
  type PerformanceFigure,
  type PerformanceOrdersFilter,
} from '@portal/contracts';
import type { Db } from '../../db/client.ts';
import { performanceOrderFacts as f } from '../../db/schema/index.ts';
import { Invalid } from '../../platform/errors.ts';
import { isFeatureOn } from '../feature-flags/index.ts';
import { PERFORMANCE_FLAG } from './performance-access.ts';
import { supplierStandards } from './performance.queries.ts';

/** The day each figure counts an order on. */
const DAY_OF: Record<PerformanceFigure, PgColumn> = {
  onTimeShipment: f.shippedOn,
  validTracking: f.shippedOn,
  cancellation: f.receivedOn,
  processingTime: f.processedOn,
  invoiceAccuracy: f.invoicedOn,
};

/**
 * While the supplier's Performance feature is off the filter is refused (400 at performanceFigure).
 * The ids (a subquery) of the supplier's orders behind the figure, a key naming the condition (for the list's plans),
 * and how many they are from the daily counts the scorecard reads (migration 0035's triggers keep them equal to the
 * facts), so the list's total is the card's count without counting a window's orders one by one.
 */
export async function performanceOrderIds(
  db: Db,
  supplierId: number,
  filter: PerformanceOrdersFilter,
  now: Date,
): Promise<{ key: string; ids: SQL; total: SQL }> {
  // a hidden figure filters nothing: 400 naming the field rather than a list the supplier cannot explain
  if (!(await isFeatureOn(db, supplierId, PERFORMANCE_FLAG)))
    throw Invalid.field(['performanceFigure'], PERFORMANCE_MESSAGES.filterFeatureOff);
  const today = supplierDayOf(now);
  const from = windowStartDay(today, filter.performanceWindow);
  const day = DAY_OF[filter.performanceFigure];
  let key = `performance|${filter.performanceFigure}|${from}|${today}|${filter.performanceOutcome}`;
  let missed: SQL | undefined;
  let total: SQL;
  if (filter.performanceFigure === 'processingTime') {
    // missed: more business days than the standard's target (the histogram's buckets above it)
    let slower = sql``;
    if (filter.performanceOutcome === 'missed') {
      const target = (await supplierStandards(db, supplierId)).processingTime.target;
      missed = gt(f.processingDays, Math.floor(target));
      slower = sql` and p.business_days > ${Math.floor(target)}`;
      key += `|${target}`;
    }
    total = sql`select coalesce(sum(p.orders), 0) as n from performance_processing_days p
      where p.supplier_id = ${supplierId} and p.day between ${from} and ${today}${slower}`;
  } else {
    if (filter.performanceOutcome === 'missed')
      missed = {
        onTimeShipment: eq(f.late, true),
        validTracking: not(f.trackingValid),
        cancellation: eq(f.cancellationAsked, true),
        invoiceAccuracy: eq(f.invoiceInaccurate, true),
      }[filter.performanceFigure];
    const n = sql.raw(filter.performanceOutcome === 'missed' ? 'd.missed' : 'd.counted');
    total = sql`select coalesce(sum(${n}), 0) as n from performance_days d
      where d.supplier_id = ${supplierId} and d.figure = ${filter.performanceFigure} and d.day between ${from} and ${today}`;
  }
  const counted = filter.performanceFigure === 'processingTime' ? isNotNull(f.processingDays) : undefined;
  const ids = db
    .select({ orderId: f.orderId })
    .from(f)
    .where(and(eq(f.supplierId, supplierId), between(day, from, today), counted, missed))
    .getSQL();
  return { key, ids, total };
}
