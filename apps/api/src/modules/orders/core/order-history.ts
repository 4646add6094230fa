// One history row per order change (who, what, details), written in the same transaction as the change.
import type { Tx } from '../../../db/client.ts';
import { orderHistory } from '../../../db/schema/index.ts';

export interface HistoryEntry {
  orderId: number;
  action: string;
  detail?: Record<string, unknown>;
}

/** userId null: a marketplace decision (no portal user). */
export async function recordHistory(tx: Tx, userId: number | null, entries: HistoryEntry[]): Promise<void> {
  if (entries.length === 0) return;
  await tx.insert(orderHistory).values(entries.map((e) => ({ orderId: e.orderId, userId, action: e.action, detail: e.detail ?? {} })));
}
