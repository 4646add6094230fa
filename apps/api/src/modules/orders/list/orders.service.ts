// The orders list's page (optionally only the orders behind a scorecard figure) and its transition: mark as processing
// (bulk). Rules come from contracts' state machine.
import { sql, type SQL } from 'drizzle-orm';
import {
  canMarkProcessing,
  canTransition,
  ORDER_NOT_FOUND,
  ORDER_RULE_MESSAGES,
  type BulkProcessResult,
  type FulfillmentStatus,
  type PerformanceOrdersFilter,
} from '@portal/contracts';
import type { Db } from '../../../db/client.ts';
import { orders } from '../../../db/schema/index.ts';
import type { Actor } from '../../../platform/auth.ts';
import type { GridQueryInput } from '../../../platform/grid-query.ts';
import { commitOrderChanges, lockOrders, requireCommonTransition, type LockedOrder } from '../core/order-lock.ts';
import { listOrderSummaries, type ListOrderSummariesOptions, type OrderSummaryPage } from './order-summaries.queries.ts';

/**
 * The orders behind a scorecard figure: the performance area's answer (its ids as SQL, the figure's count as the
 * total), handed in where the app is composed, so that the orders area imports none of the areas that react to it.
 */
export type OrdersBehindFigure = (
  db: Db,
  supplierId: number,
  filter: PerformanceOrdersFilter,
  now: Date,
) => Promise<{ key: string; ids: SQL; total: SQL }>;

/**
 * One page of the supplier's orders list: with all three performance fields, only the orders behind that scorecard
 * figure (the performance area's answer, `ordersBehindFigure`), ANDed with the grid query.
 */
export async function orderSummariesPage(
  db: Db,
  supplierId: number,
  query: GridQueryInput & Partial<PerformanceOrdersFilter>,
  options: Pick<ListOrderSummariesOptions, 'totals' | 'cursors'>,
  ordersBehindFigure: OrdersBehindFigure,
  now: Date,
): Promise<OrderSummaryPage> {
  const { performanceFigure, performanceWindow, performanceOutcome, ...grid } = query;
  const behindFigure =
    performanceFigure && performanceWindow && performanceOutcome
      ? await ordersBehindFigure(db, supplierId, { performanceFigure, performanceWindow, performanceOutcome }, now)
      : undefined;
  return listOrderSummaries(db, supplierId, grid, options, behindFigure);
}

/**
 * Marks NeedsProcessing orders as AwaitingShipment and copies the PO number into the supplier order number, in one
 * transaction through the order lock (core/order-lock.ts: locked rows, version check, history at the clock's `now`).
 * Others land in failedOrders; ids of other suppliers read "Order not found." like ids that do not exist.
 */
export async function markProcessing(db: Db, actor: Actor, ids: number[], now: Date): Promise<BulkProcessResult> {
  return db.transaction(async (tx) => {
    const unique = [...new Set(ids)];
    const byId = new Map((await lockOrders(tx, actor.supplierId, unique)).map((o) => [o.id, o]));
    const failedOrders: Record<string, string> = {};
    const ok: LockedOrder[] = [];
    for (const id of unique) {
      const o = byId.get(id);
      if (!o) {
        failedOrders[id] = ORDER_NOT_FOUND;
        continue;
      }
      // The selection bar's rule, per order (a whole selection is not refused for one order: the others go through).
      const status = o.status as FulfillmentStatus;
      const problem =
        canMarkProcessing([{ fulfillmentStatus: status }]) ??
        (canTransition(status, 'process') ? null : ORDER_RULE_MESSAGES.processingNeedsNeedsProcessing);
      if (problem) failedOrders[id] = problem;
      else ok.push(o);
    }
    if (ok.length) {
      await commitOrderChanges(
        tx,
        ok,
        actor.userId,
        { status: requireCommonTransition(ok, 'process'), supplierOrderNumber: sql`${orders.purchaseOrderNumber}` },
        (o) => ({ action: 'process', detail: { supplierOrderNumber: o.purchaseOrderNumber } }),
        now,
      );
    }
    return { allSuccess: Object.keys(failedOrders).length === 0, failedOrders };
  });
}
