// One label bought for an order, the same whether it is the order page's first label or a replacement for a voided one:
// the pages rendered (one per box), the file stored under the supplier's folder, each box's tracking number recorded
// (spread over the items in turn: the form does not tie boxes to items) and the label's row. The caller locks the
// order, checks its rules and writes its own activity line with commitOrderChange, in the same transaction.
import { addTimestampPrefix, money, type MoneyInput } from '@portal/contracts';
import type { Db, Tx } from '../../../db/client.ts';
import { orderLabels, type supplierFacilities } from '../../../db/schema/index.ts';
import type { StoreFile } from '../../../platform/storage/file-rollback.ts';
import { supplierFileKey } from '../../../platform/storage/storage.ts';
import { facilityAddress, shipToOfOrderRow } from './label-addresses.ts';
import { renderShippingLabels, type LabelPackage } from './label-pdf.ts';
import type { LockedOrder } from './order-lock.ts';
import { insertTrackings, itemsOfOrder, supplierName } from './orders.queries.ts';

export interface LabelPurchase {
  order: LockedOrder;
  facility: typeof supplierFacilities.$inferSelect;
  carrier: { id: number; name: string; service: string };
  boxes: LabelPackage[];
  shippingDate: string;
  /** The parcel's declared value (the form's decimal). */
  estimatedValue: MoneyInput;
  createdBy: number;
  now: Date;
}

/** Renders, stores and records the label; answers its id and file name. */
export async function recordLabel(tx: Tx, store: StoreFile, p: LabelPurchase): Promise<{ labelId: number; fileName: string }> {
  const { order, facility, boxes, now } = p;
  const items = await itemsOfOrder(tx, order.supplierId, order.id);
  const pdf = await renderLabelPdf(tx, p);
  const fileName = addTimestampPrefix(`shipping-label-${order.purchaseOrderNumber}.pdf`, now);
  await store(supplierFileKey(order.supplierId, fileName), pdf, 'application/pdf');
  await insertTrackings(
    tx,
    boxes.map((b, i) => ({
      supplierId: order.supplierId,
      orderId: order.id,
      orderItemId: items[i % items.length]!.id,
      carrierId: p.carrier.id,
      trackingNumber: b.trackingNumber,
    })),
    now,
  );
  const [label] = await tx
    .insert(orderLabels)
    .values({
      orderId: order.id,
      supplierId: order.supplierId,
      supplierFacilityId: facility.id,
      fileName,
      shippingDate: p.shippingDate,
      estimatedValue: money.toFixed(p.estimatedValue),
      packageCount: boxes.length,
      createdBy: p.createdBy,
      createdOn: now,
    })
    .returning({ id: orderLabels.id });
  return { labelId: label!.id, fileName };
}

/**
 * The label's PDF (one 4x6 page per box), as recordLabel stores it; the seed renders the demo's recorded labels with
 * it at start (their rows are seeded without the file store: seed/label-records.ts).
 */
export async function renderLabelPdf(
  db: Db | Tx,
  p: Pick<LabelPurchase, 'order' | 'facility' | 'carrier' | 'boxes' | 'shippingDate'>,
): Promise<Uint8Array> {
  return renderShippingLabels({
    format: 'Paper4X6',
    shipFrom: facilityAddress(await supplierName(db, p.order.supplierId), p.facility),
    shipTo: shipToOfOrderRow(p.order),
    orderNumber: p.order.purchaseOrderNumber,
    packages: p.boxes,
    carrier: p.carrier.name,
    service: p.carrier.service,
    shipDate: p.shippingDate,
  });
}
