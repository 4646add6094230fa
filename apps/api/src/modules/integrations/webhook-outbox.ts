// The webhook outbox's writers: rows go in inside the change's own transaction (a rolled-back change sends nothing,
// a committed one is sent at least once), one per event and subscribed active endpoint of the order's own supplier.
import { sql } from 'drizzle-orm';
import type { OrderActivityEvent, WebhookEvent } from '@portal/contracts';
import type { Db, Tx } from '../../db/client.ts';

type ActivityAction = OrderActivityEvent['action'];

const ROWS_PER_STATEMENT = 2000;

/** The webhook events besides order.changed that an order's activity raises (the actions are the events' own, contracts). */
const ACTION_EVENTS: Partial<Record<ActivityAction, readonly WebhookEvent[]>> = {
  // the first invoice is accepted on submission, an additional one by the review (docs/decisions/payments.md)
  invoice: ['invoice.accepted'],
  importInvoice: ['invoice.accepted'],
  invoiceAccepted: ['invoice.reviewed', 'invoice.accepted'],
  invoiceRejected: ['invoice.reviewed'],
  invoicePaid: ['invoice.paid'],
  priceChangeApproved: ['price-change.decided'],
  priceChangeDeclined: ['price-change.decided'],
  cancellationApproved: ['cancellation.decided'],
  cancellationDeclined: ['cancellation.decided'],
  ltlBooked: ['shipment.booked'],
  deductionPosted: ['deduction.posted'],
  deductionReversed: ['dispute.decided'],
  deductionUpheld: ['dispute.decided'],
};

/**
 * Activity rows that send no webhook: an invoice's acceptance and its scheduling are told to integrators by the row of
 * the change that accepted it (`invoice`, `importInvoice`, `invoiceAccepted`: invoice.accepted with the due date), once.
 */
const SILENT_ACTIONS: ReadonlySet<ActivityAction> = new Set(['invoiceAcceptedForPayment', 'invoiceScheduled']);

/** The events of one history row: `created` is order.created; every other action order.changed plus its own. */
export function eventsOfAction(action: ActivityAction): WebhookEvent[] {
  if (action === 'created') return ['order.created'];
  if (SILENT_ACTIONS.has(action)) return [];
  return ['order.changed', ...(ACTION_EVENTS[action] ?? [])];
}

/**
 * The subscriber's work for the events about orders (webhooks.subscribers.ts), in the change's transaction, after the
 * order row is written: the payload carries the order's state after the change. The supplier is the order's own.
 */
export async function enqueueOrderEvents(tx: Tx | Db, entries: readonly OrderActivityEvent[], at: Date): Promise<void> {
  const rows = entries.flatMap((e) => eventsOfAction(e.action).map((event) => ({ ...e, event })));
  const when = at.toISOString();
  // chunks keep a bulk change (imports, bulk processing) under the driver's parameter limit; order kept by seq
  for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) {
    const values = rows
      .slice(start, start + ROWS_PER_STATEMENT)
      .map(
        (r, i) =>
          sql`(${r.orderId}::int, ${r.event}::text, ${r.action}::text, ${JSON.stringify(r.detail ?? {})}::jsonb, ${start + i}::int)`,
      );
    await tx.execute(sql`
    insert into webhook_deliveries (supplier_id, endpoint_id, event, order_id, data, status, next_attempt_on, created_on)
    select o.supplier_id, e.id, v.event, o.id,
           jsonb_build_object('orderId', o.id, 'purchaseOrderNumber', o.purchase_order_number, 'status', o.status,
                              'action', v.action, 'detail', v.detail),
           'pending', ${when}::timestamptz, ${when}::timestamptz
    from (values ${sql.join(values, sql`, `)}) as v(order_id, event, action, detail, seq)
    join orders o on o.id = v.order_id
    join webhook_endpoints e on e.supplier_id = o.supplier_id and e.is_active and v.event = any(e.events)
    order by v.seq, e.id`);
  }
}

/** An event that is not an order's activity (credit-request.created): for the supplier's subscribed active endpoints. */
export async function enqueueSupplierEvent(
  tx: Tx | Db,
  supplierId: number,
  event: WebhookEvent,
  orderId: number | null,
  data: Record<string, unknown>,
  at: Date,
): Promise<void> {
  const when = at.toISOString();
  await tx.execute(sql`
    insert into webhook_deliveries (supplier_id, endpoint_id, event, order_id, data, status, next_attempt_on, created_on)
    select e.supplier_id, e.id, ${event}, ${orderId}::int, ${JSON.stringify(data)}::jsonb, 'pending', ${when}::timestamptz, ${when}::timestamptz
    from webhook_endpoints e
    where e.supplier_id = ${supplierId} and e.is_active and ${event} = any(e.events)
    order by e.id`);
}
