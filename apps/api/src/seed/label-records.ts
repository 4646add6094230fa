// The demo's labels as the portal records them (modules/orders/core/label-record.ts): a generated order the seed marks
// labelled (`hasLabel`) while it awaits shipment gets the label's row, its boxes' tracking numbers, the order's label
// file name and the `label` activity row the self-service exceptions read (docs/decisions/order-exceptions.md), so the
// demo offers its label to void and replace. Its ship date is the seed's today: not picked up yet. The PDFs are rendered
// into the file store at start (storeLabelDocuments), as the other demo documents, since the seed's transaction has no
// file store (docs/decisions/demo-data.md, "Labels with their record").
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { addTimestampPrefix, LABEL_SERVICE_OF_CARRIER, supplierDayOf } from '@portal/contracts';
import type { Db, Tx } from '../db/client.ts';
import { orderHistory, orderItems, orderLabels, orders, supplierFacilities, trackings } from '../db/schema/index.ts';
import { supplierFileKey, type Storage } from '../platform/storage/storage.ts';
import { generateTrackingNumber, renderLabelPdf } from '../modules/orders/index.ts';
import { SeededRandom } from './random.ts';

const MINUTE_MS = 60_000;
/** The demo's labels are FedEx Home Delivery labels (the carrier of the BisonFedex orders the seed labels). */
const FEDEX = { id: 1, name: 'FedEx', service: LABEL_SERVICE_OF_CARRIER[1]! };

export interface SeededLabel {
  supplierId: number;
  orderId: number;
  purchaseOrderNumber: string;
  facilityId: number;
  /** The label's boxes: one per item, each box's number on the item in turn. */
  itemIds: number[];
  userId: number | null;
  /** When it was printed (its activity's and its trackings' time). */
  at: Date;
  shipDate: string;
  /** A fixed file name (the API document's example names it), else the print time's prefix and the PO number. */
  fileName?: string;
}

/** Writes one label's record as label-record.ts does (no file: storeLabelDocuments renders it at start). Answers its file name. */
export async function recordSeededLabel(tx: Tx, label: SeededLabel, r: SeededRandom): Promise<string> {
  const fileName = label.fileName ?? addTimestampPrefix(`shipping-label-${label.purchaseOrderNumber}.pdf`, label.at);
  const numbers = label.itemIds.map(() => generateTrackingNumber(() => r.int(0, 9)));
  const own = { supplierId: label.supplierId, orderId: label.orderId };
  await tx.insert(trackings).values(
    numbers.map((trackingNumber, i) => ({
      ...own,
      orderItemId: label.itemIds[i]!,
      carrierId: FEDEX.id,
      trackingNumber,
      createdOn: label.at,
    })),
  );
  const [row] = await tx
    .insert(orderLabels)
    .values({
      ...own,
      supplierFacilityId: label.facilityId,
      fileName,
      shippingDate: label.shipDate,
      estimatedValue: '0.00',
      packageCount: numbers.length,
      createdBy: label.userId,
      createdOn: label.at,
    })
    .returning({ id: orderLabels.id });
  await tx.insert(orderHistory).values({
    ...own,
    userId: label.userId,
    action: 'label',
    detail: { labelId: row!.id, fileName, shippingDate: label.shipDate, facilityId: label.facilityId, trackingNumbers: numbers },
    createdOn: label.at,
  });
  await tx
    .update(orders)
    .set({ hasLabel: true, hasGroundLabel: true, labelFileName: fileName })
    .where(and(eq(orders.supplierId, label.supplierId), eq(orders.id, label.orderId)));
  return fileName;
}

/**
 * A record for every label the demo marks on an order awaiting shipment (`hasLabel` without a label file): printed
 * half an hour after the order was processed (or half-way to `now` for a later one), shipping today.
 */
export async function seedLabelRecords(tx: Tx, supplierId: number, userId: number | null, now: Date): Promise<number> {
  const labelled = await tx
    .select({
      id: orders.id,
      po: orders.purchaseOrderNumber,
      facilityId: orders.shipFromFacilityId,
      createdOn: orders.createdOn,
      processedAt: sql<string | null>`(select max(h.created_on) from order_history h
        where h.supplier_id = orders.supplier_id and h.order_id = orders.id and h.action = 'process')`,
    })
    .from(orders)
    .where(
      and(
        eq(orders.supplierId, supplierId),
        eq(orders.status, 'AwaitingShipment'),
        eq(orders.hasLabel, true),
        isNull(orders.labelFileName),
      ),
    )
    .orderBy(asc(orders.id));
  if (labelled.length === 0) return 0;
  const items = await tx
    .select({ id: orderItems.id, orderId: orderItems.orderId })
    .from(orderItems)
    .where(
      and(
        eq(orderItems.supplierId, supplierId),
        inArray(
          orderItems.orderId,
          labelled.map((o) => o.id),
        ),
      ),
    )
    .orderBy(asc(orderItems.id));
  const [primary] = await tx
    .select({ id: supplierFacilities.id })
    .from(supplierFacilities)
    .where(and(eq(supplierFacilities.supplierId, supplierId), eq(supplierFacilities.isPrimaryLocation, true)));
  const r = new SeededRandom(supplierId * 104729);
  const shipDate = supplierDayOf(now);
  for (const o of labelled) {
    const processed = o.processedAt ? new Date(o.processedAt).getTime() : o.createdOn.getTime();
    const at = new Date(processed + Math.min(30 * MINUTE_MS, Math.floor((now.getTime() - processed) / 2)));
    await recordSeededLabel(
      tx,
      {
        supplierId,
        orderId: o.id,
        purchaseOrderNumber: o.po,
        facilityId: o.facilityId ?? primary!.id,
        itemIds: items.filter((i) => i.orderId === o.id).map((i) => i.id),
        userId,
        at,
        shipDate,
      },
      r,
    );
  }
  return labelled.length;
}

/**
 * Renders and stores the PDF of every recorded label of an order awaiting shipment whose file is not in the store (the
 * seeded ones; idempotent, run at start with the other demo documents).
 */
export async function storeLabelDocuments(db: Db, storage: Storage): Promise<void> {
  const rows = await db
    .select({ order: orders, label: orderLabels, facility: supplierFacilities })
    .from(orderLabels)
    .innerJoin(orders, and(eq(orders.supplierId, orderLabels.supplierId), eq(orders.id, orderLabels.orderId)))
    .innerJoin(
      supplierFacilities,
      and(eq(supplierFacilities.supplierId, orderLabels.supplierId), eq(supplierFacilities.id, orderLabels.supplierFacilityId)),
    )
    .where(and(eq(orders.status, 'AwaitingShipment'), eq(orders.labelFileName, orderLabels.fileName)));
  for (const { order, label, facility } of rows) {
    const key = supplierFileKey(order.supplierId, label.fileName);
    if (await storage.exists(key)) continue;
    const [printed] = await db
      .select({ detail: orderHistory.detail })
      .from(orderHistory)
      .where(
        and(
          eq(orderHistory.supplierId, order.supplierId),
          eq(orderHistory.orderId, order.id),
          eq(orderHistory.action, 'label'),
          sql`${orderHistory.detail} ->> 'fileName' = ${label.fileName}`,
        ),
      );
    const numbers = ((printed?.detail as { trackingNumbers?: string[] } | undefined)?.trackingNumbers ?? []).filter(Boolean);
    if (numbers.length === 0) continue;
    const boxes = numbers.map((trackingNumber) => ({ trackingNumber, weight: '0', dims: { length: '0', width: '0', height: '0' } }));
    const pdf = await renderLabelPdf(db, { order, facility, carrier: FEDEX, boxes, shippingDate: label.shippingDate });
    await storage.write(key, pdf, 'application/pdf');
  }
}
