// The order page's parcel label: FedEx orders awaiting shipment without a label. Renders one page per box (each
// package line × its boxes) with the platform renderer, stores the PDF under the supplier's folder, records the
// label, its trackings and the history in one transaction; the file is deleted again if the transaction fails.
import {
  addTimestampPrefix,
  isValidDay,
  MESSAGES,
  money,
  ORDER_WORKFLOW_MESSAGES,
  stripTimestampPrefix,
  usLabelDayProblem,
  type LabelRequest,
} from '@portal/contracts';
import type { Db } from '../../../db/client.ts';
import { orderLabels } from '../../../db/schema/index.ts';
import type { Actor } from '../../../platform/auth.ts';
import type { Clock } from '../../../platform/clock.ts';
import { Conflict, Invalid, NotFound } from '../../../platform/errors.ts';
import { generateTrackingNumber } from './tracking-numbers.ts';
import { withFileRollback } from '../../../platform/storage/file-rollback.ts';
import { supplierFileKey, type Storage } from '../../../platform/storage/storage.ts';
import { facilityAddress, shipToOfOrderRow } from './label-addresses.ts';
import { renderShippingLabels } from './label-pdf.ts';
import { commitOrderChange, lockOrder, requireTransition } from './order-lock.ts';
import { requireOrder } from './order-lookup.ts';
import { carrierIdByName, insertTrackings, itemsOfOrder, supplierName } from './orders.queries.ts';
import { shipFromFacility } from './ship-from-facility.ts';

export interface OrderLabelDeps {
  db: Db;
  storage: Storage;
  clock: Clock;
  trackingNumber?: () => string;
}

/** The carrier of every label the portal prints (the order page's and bulk labels). */
export const LABEL_CARRIER = 'FedEx';

export const LABEL_NEEDS_FEDEX = 'Labels are printed from the order only for FedEx Home Delivery (BisonFedex) orders.';
export const LABEL_EXISTS = 'The order already has a shipping label.';
/** The renderer's page count bound: a larger parcel shipment goes by LTL. */
export const MAX_LABEL_PAGES = 50;

/** Prints the label and answers its id. */
export async function printOrderLabel(deps: OrderLabelDeps, actor: Actor, orderId: number, body: LabelRequest): Promise<number> {
  const now = deps.clock.now();
  if (!isValidDay(body.date)) throw Invalid.field(['date'], MESSAGES.invalidFormat);
  const dateProblem = usLabelDayProblem(body.date, now);
  if (dateProblem) throw Invalid.field(['date'], dateProblem);
  const pages = body.packages.reduce((sum, p) => sum + p.boxes, 0);
  if (pages > MAX_LABEL_PAGES) throw Invalid.field(['packages'], `At most ${MAX_LABEL_PAGES} boxes can be labelled at once.`);
  const nextTracking = deps.trackingNumber ?? (() => generateTrackingNumber());
  return withFileRollback(deps.storage, (store) =>
    deps.db.transaction(async (tx) => {
      const order = await lockOrder(tx, actor.supplierId, orderId);
      requireTransition(order, 'label');
      if (order.shippingMethod !== 'BisonFedex') throw new Conflict(LABEL_NEEDS_FEDEX);
      if (order.hasLabel) throw new Conflict(LABEL_EXISTS);
      const facility = await shipFromFacility(tx, actor.supplierId, body.supplierFacilityId);
      const items = await itemsOfOrder(tx, order.supplierId, order.id);
      const boxes = body.packages.flatMap((p) =>
        Array.from({ length: p.boxes }, () => ({
          trackingNumber: nextTracking(),
          weight: p.weight,
          dims: { length: p.depth, width: p.width, height: p.height },
        })),
      );
      const pdf = await renderShippingLabels({
        format: 'Paper4X6',
        shipFrom: facilityAddress(await supplierName(tx, actor.supplierId), facility),
        shipTo: shipToOfOrderRow(order),
        orderNumber: order.purchaseOrderNumber,
        packages: boxes,
        carrier: LABEL_CARRIER,
        service: 'FedEx Home Delivery',
        shipDate: body.date,
      });
      const fileName = addTimestampPrefix(`shipping-label-${order.purchaseOrderNumber}.pdf`, now);
      await store(supplierFileKey(actor.supplierId, fileName), pdf, 'application/pdf');
      const carrierId = await carrierIdByName(tx, LABEL_CARRIER);
      // Boxes are not tied to items by the form: the numbers are spread over the items in turn, so each is tracked.
      await insertTrackings(
        tx,
        boxes.map((b, i) => ({
          supplierId: order.supplierId,
          orderId: order.id,
          orderItemId: items[i % items.length]!.id,
          carrierId,
          trackingNumber: b.trackingNumber,
        })),
        now,
      );
      const [label] = await tx
        .insert(orderLabels)
        .values({
          orderId: order.id,
          supplierId: actor.supplierId,
          supplierFacilityId: facility.id,
          fileName,
          shippingDate: body.date,
          estimatedValue: money.toFixed(body.estimatedValue),
          packageCount: boxes.length,
          createdBy: actor.userId,
          createdOn: now,
        })
        .returning({ id: orderLabels.id });
      await commitOrderChange(
        tx,
        order,
        actor.userId,
        { hasLabel: true, hasGroundLabel: true, labelFileName: fileName, shipFromFacilityId: facility.id },
        {
          action: 'label',
          detail: {
            labelId: label!.id,
            fileName,
            shippingDate: body.date,
            facilityId: facility.id,
            trackingNumbers: boxes.map((b) => b.trackingNumber),
          },
        },
        now,
      );
      return label!.id;
    }),
  );
}

/** The label's download address ('Label file is not available for download.' when there is none). */
export async function orderLabelUrl(deps: Pick<OrderLabelDeps, 'db' | 'storage'>, actor: Actor, orderId: number): Promise<string> {
  const order = await requireOrder(deps.db, actor, orderId);
  if (!order.labelFileName) throw new NotFound(ORDER_WORKFLOW_MESSAGES.labelFileMissing);
  const key = supplierFileKey(actor.supplierId, order.labelFileName);
  if (!(await deps.storage.exists(key))) throw new NotFound(ORDER_WORKFLOW_MESSAGES.labelFileMissing);
  return deps.storage.getUrl(key, stripTimestampPrefix(order.labelFileName));
}
