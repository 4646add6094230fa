// The scorecard's refresh after an order change (docs/decisions/performance.md, "Maintained counts"): the orders'
// facts re-decided from their raw rows, the counts moved by migration 0035's triggers, and the alerts of the suppliers
// whose facts changed re-computed, all in the change's transaction (the subscriber performance.facts,
// performance.subscribers.ts). It hears the orders' own changes only: the money after the invoice (a payment, a
// deduction, a dispute: the payments area's events) changes no fact, so it does not subscribe to it.
import type { Db, Tx } from '../../db/client.ts';
import { evaluateAlerts } from './alerts.ts';
import { refreshOrderFacts } from './order-facts.ts';

export async function refreshPerformance(tx: Db | Tx, orders: readonly { supplierId: number; orderId: number }[], at: Date): Promise<void> {
  if (orders.length === 0) return;
  const changed = await refreshOrderFacts(tx, orders);
  await evaluateAlerts(tx, [...changed], at);
}
