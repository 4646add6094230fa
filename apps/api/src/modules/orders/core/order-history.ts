// One history row per order change (who, what, details, when), written in the same transaction as the change. Only
// order-lock.ts writes it: every order change goes through commitOrderChange / commitOrderChanges. The same call
// writes the change's webhook events to the outbox (docs/decisions/integrations.md) and refreshes the orders'
// scorecard facts (docs/decisions/performance.md): the one seam every order change passes.
import type { Tx } from '../../../db/client.ts';
import { orderHistory } from '../../../db/schema/index.ts';
import { enqueueOrderEvents } from '../../integrations/index.ts';
import { refreshPerformance, type AlertMail } from '../../performance/index.ts';

export interface HistoryEntry {
  supplierId: number;
  orderId: number;
  action: string;
  detail?: Record<string, unknown>;
}

/**
 * userId null: a marketplace decision (no portal user). `at` is the injected clock's time of the change. `alertMail`:
 * the app's mailer for a scorecard alert the change raises (docs/decisions/performance.md, "Alerts"); null records it
 * and mails nobody (seeds, scripts without an app).
 */
export async function recordHistory(
  tx: Tx,
  userId: number | null,
  entries: HistoryEntry[],
  at: Date,
  alertMail: AlertMail | null,
): Promise<void> {
  if (entries.length === 0) return;
  await tx.insert(orderHistory).values(
    entries.map((e) => ({
      supplierId: e.supplierId,
      orderId: e.orderId,
      userId,
      action: e.action,
      detail: e.detail ?? {},
      createdOn: at,
    })),
  );
  // the webhook outbox, in the same transaction: every order change is an event (modules/integrations)
  await enqueueOrderEvents(tx, entries, at);
  // the scorecard's facts of these orders, their daily counts and the suppliers' alerts, in the same transaction
  await refreshPerformance(tx, entries, at, alertMail);
}
