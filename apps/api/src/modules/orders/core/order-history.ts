// The order's activity: one order_history row per event about the order (who, what, details, when), written in the
// event's transaction by the area's subscriber (orders.subscribers.ts). The orders' own changes publish their events
// from the one write path (order-lock.ts: commitOrderChange / commitOrderChanges) and intake; the payments area
// publishes the money's.
import type { CaseOpenedEvent, OrderActivityEvent, OrderChangeAction } from '@portal/contracts';
import type { Db, Tx } from '../../../db/client.ts';
import { orderHistory } from '../../../db/schema/index.ts';
import { publish } from '../../../platform/events/domain-events.ts';

export interface HistoryEntry {
  supplierId: number;
  orderId: number;
  action: OrderChangeAction;
  detail?: Record<string, unknown>;
  /** A decision taken from this case (OrderChangedEvent.caseId). */
  caseId?: number;
}

const ROWS_PER_STATEMENT = 2000;

/** The subscriber's work: the events' rows, at `at` (the injected clock's time of the change). */
export async function writeActivity(tx: Tx | Db, events: readonly OrderActivityEvent[], at: Date): Promise<void> {
  for (let start = 0; start < events.length; start += ROWS_PER_STATEMENT)
    await tx.insert(orderHistory).values(
      events.slice(start, start + ROWS_PER_STATEMENT).map((e) => ({
        supplierId: e.supplierId,
        orderId: e.orderId,
        userId: e.userId,
        action: e.action,
        detail: e.detail,
        createdOn: at,
      })),
    );
}

/**
 * A case opened about the order (or its invoice or deduction) is a line of the order's activity, "caseOpened" with the
 * case's number and subject (docs/decisions/cases.md); a case about nothing or a remittance has no order.
 */
export async function writeCaseActivity(tx: Tx | Db, events: readonly CaseOpenedEvent[], at: Date): Promise<void> {
  const rows = events.flatMap((e) =>
    e.orderId === null
      ? []
      : [
          {
            supplierId: e.supplierId,
            orderId: e.orderId,
            userId: e.userId,
            action: 'caseOpened',
            detail: { caseId: e.data.caseId, caseNumber: e.data.caseNumber, subject: e.data.subject },
            createdOn: at,
          },
        ],
  );
  if (rows.length) await tx.insert(orderHistory).values(rows);
}

/** Publishes the orders' changes (userId null: a marketplace decision, no portal user) at `at`. */
export async function publishOrderChanges(tx: Tx, userId: number | null, entries: readonly HistoryEntry[], at: Date): Promise<void> {
  await publish(
    tx,
    entries.map((e) => ({
      type: 'order.changed',
      supplierId: e.supplierId,
      orderId: e.orderId,
      userId,
      action: e.action,
      detail: e.detail ?? {},
      ...(e.caseId === undefined ? {} : { caseId: e.caseId }),
    })),
    at,
  );
}

/** The door a change came by, when not the screens nor the API: "via EDI 856, interchange 000001234" in the activity. */
export const viaOf = (actor: { via?: string }): { via?: string } => (actor.via ? { via: actor.via } : {});
