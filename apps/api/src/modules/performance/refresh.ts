// The scorecard's refresh after an order change (docs/decisions/performance.md, "Maintained counts"): the orders'
// facts re-decided from their raw rows, the counts moved by migration 0035's triggers, and the alerts of the suppliers
// whose facts changed re-computed, all in the change's transaction.
import type { Db, Tx } from '../../db/client.ts';
import { evaluateAlerts, type AlertMail } from './alerts.ts';
import { refreshOrderFacts } from './order-facts.ts';

/**
 * History entries that cannot change a fact: the money after the invoice. A fact reads the order's status, dates,
 * items, trackings, cancellations and invoices (`readOrderRaw`); a payment, a deduction or a dispute changes none of
 * them. A payment run writes one such entry per invoice it pays (110,926 in the bench's run), so re-deciding their
 * orders' facts was most of what the scorecard added to the run. Any other action, a new one included, refreshes.
 */
const ACTIONS_WITHOUT_FACTS = new Set(['invoicePaid', 'deductionPosted', 'deductionDisputed', 'deductionReversed', 'deductionUpheld']);

export async function refreshPerformance(
  tx: Db | Tx,
  entries: readonly { supplierId: number; orderId: number; action?: string }[],
  at: Date,
  alertMail: AlertMail | null,
): Promise<void> {
  const orders = entries.filter((e) => e.action === undefined || !ACTIONS_WITHOUT_FACTS.has(e.action));
  if (orders.length === 0) return;
  const changed = await refreshOrderFacts(tx, orders);
  await evaluateAlerts(tx, [...changed], at, alertMail);
}
