// What the self-service exceptions' rules read about one order (contracts' OrderExceptionFacts): when it was last
// processed, whether anything is tracked, its current label (the newest label history row while the order has one:
// its ship date, file and tracking numbers) and its LTL request. Read under the order lock by the exceptions' calls
// and without it by GET /orders/{id}/exceptions, so the page disables an action with the server's own reason.
import { sql } from 'drizzle-orm';
import type { FulfillmentStatus, OrderExceptionFacts, ShipmentRequestStatus } from '@portal/contracts';
import { resultRows, type Db, type Tx } from '../../../db/client.ts';
import type { LockedOrder } from './order-lock.ts';

interface FactsRow {
  processed_at: Date | string | null;
  has_trackings: boolean;
  label: { shippingDate?: string; fileName?: string; trackingNumbers?: string[] } | null;
  pick_up_date: string | null;
}

/** The history actions that leave the order a label (the order page's, a bulk batch's, a replacement). */
export const LABEL_ACTIONS = ['label', 'labelReplaced'] as const;

export async function exceptionFactsOf(db: Db | Tx, order: LockedOrder): Promise<OrderExceptionFacts> {
  const [row] = resultRows<FactsRow>(
    await db.execute(sql`
      select
        (select h.created_on from order_history h
          where h.supplier_id = ${order.supplierId} and h.order_id = ${order.id}
            and h.detail ->> 'from' = 'NeedsProcessing' and h.detail ->> 'to' = 'AwaitingShipment'
          order by h.created_on desc, h.id desc limit 1) as processed_at,
        exists (select 1 from trackings t where t.supplier_id = ${order.supplierId} and t.order_id = ${order.id}) as has_trackings,
        (select h.detail from order_history h
          where h.supplier_id = ${order.supplierId} and h.order_id = ${order.id} and h.action in ('label', 'labelReplaced')
          order by h.created_on desc, h.id desc limit 1) as label,
        (select r.pick_up_date::text from shipment_requests r
          where r.supplier_id = ${order.supplierId} and r.id = ${order.shipmentRequestId ?? -1}) as pick_up_date`),
  );
  const label = order.hasLabel && row?.label?.shippingDate ? row.label : null;
  return {
    status: order.status as FulfillmentStatus,
    shippingMethod: order.shippingMethod,
    processedAt: row?.processed_at ? new Date(row.processed_at).toISOString() : null,
    hasTrackings: row?.has_trackings ?? false,
    label: label
      ? {
          shipDate: label.shippingDate!,
          fileName: label.fileName ?? order.labelFileName ?? '',
          trackingNumbers: label.trackingNumbers ?? [],
        }
      : null,
    ltl: order.shipmentRequestStatus
      ? { status: order.shipmentRequestStatus as ShipmentRequestStatus, pickUpDate: row?.pick_up_date ?? null }
      : null,
    shipFromFacilityId: order.shipFromFacilityId,
  };
}
