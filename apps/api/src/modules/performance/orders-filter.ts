// The orders behind a figure (docs/decisions/performance.md, "The orders behind a figure"): the orders list's
// performance filter selects exactly the orders the scorecard counted (or missed) in the window, from the same facts,
// so the list's total equals the card's count.
import { and, between, eq, gt, isNotNull, not, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { supplierDayOf, windowStartDay, type PerformanceFigure, type PerformanceOrdersFilter } from '@portal/contracts';
import type { Db } from '../../db/client.ts';
import { performanceOrderFacts as f } from '../../db/schema/index.ts';
import { supplierStandards } from './performance.queries.ts';

/** The day each figure counts an order on. */
const DAY_OF: Record<PerformanceFigure, PgColumn> = {
  onTimeShipment: f.shippedOn,
  validTracking: f.shippedOn,
  cancellation: f.receivedOn,
  processingTime: f.processedOn,
  invoiceAccuracy: f.invoicedOn,
};

/** The ids (a subquery) of the supplier's orders behind the figure, and a key naming the condition (for the list's plans). */
export async function performanceOrderIds(
  db: Db,
  supplierId: number,
  filter: PerformanceOrdersFilter,
  now: Date,
): Promise<{ key: string; ids: SQL }> {
  const today = supplierDayOf(now);
  const from = windowStartDay(today, filter.performanceWindow);
  const day = DAY_OF[filter.performanceFigure];
  let missed: SQL | undefined;
  let key = `performance|${filter.performanceFigure}|${from}|${today}|${filter.performanceOutcome}`;
  if (filter.performanceOutcome === 'missed') {
    if (filter.performanceFigure === 'processingTime') {
      const target = (await supplierStandards(db, supplierId)).processingTime.target;
      missed = gt(f.processingDays, Math.floor(target));
      key += `|${target}`;
    } else
      missed = {
        onTimeShipment: eq(f.late, true),
        validTracking: not(f.trackingValid),
        cancellation: eq(f.cancellationAsked, true),
        invoiceAccuracy: eq(f.invoiceInaccurate, true),
      }[filter.performanceFigure];
  }
  const counted = filter.performanceFigure === 'processingTime' ? isNotNull(f.processingDays) : undefined;
  const ids = db
    .select({ orderId: f.orderId })
    .from(f)
    .where(and(eq(f.supplierId, supplierId), between(day, from, today), counted, missed))
    .getSQL();
  return { key, ids };
}
