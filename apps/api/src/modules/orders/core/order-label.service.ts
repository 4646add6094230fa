// The order page's parcel label: FedEx orders awaiting shipment without a label. Renders one page per box (each
// package line × its boxes) with the platform renderer, stores the PDF under the supplier's folder, records the
// label, its trackings and the history in one transaction; the file is deleted again if the transaction fails.
import {
  isValidDay,
  LABEL_SERVICE_OF_CARRIER,
  MESSAGES,
  ORDER_WORKFLOW_MESSAGES,
  stripTimestampPrefix,
  usLabelDayProblem,
  type LabelRequest,
} from '@portal/contracts';
import type { Db } from '../../../db/client.ts';
import type { Actor } from '../../../platform/auth.ts';
import type { Clock } from '../../../platform/clock.ts';
import { Conflict, Invalid, NotFound } from '../../../platform/errors.ts';
import { generateTrackingNumber } from './tracking-numbers.ts';
import { withFileRollback } from '../../../platform/storage/file-rollback.ts';
import { supplierFileKey, type Storage } from '../../../platform/storage/storage.ts';
import { commitOrderChange, lockOrder, requireTransition } from './order-lock.ts';
import { requireOrder } from './order-lookup.ts';
import { carrierIdByName } from './orders.queries.ts';
import { shipFromFacility } from './ship-from-facility.ts';
import { recordLabel } from './label-record.ts';

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
      const boxes = body.packages.flatMap((p) =>
        Array.from({ length: p.boxes }, () => ({
          trackingNumber: nextTracking(),
          weight: p.weight,
          dims: { length: p.depth, width: p.width, height: p.height },
        })),
      );
      const carrierId = await carrierIdByName(tx, LABEL_CARRIER);
      const { labelId, fileName } = await recordLabel(tx, store, {
        order,
        facility,
        carrier: { id: carrierId, name: LABEL_CARRIER, service: LABEL_SERVICE_OF_CARRIER[carrierId]! },
        boxes,
        shippingDate: body.date,
        estimatedValue: body.estimatedValue,
        createdBy: actor.userId,
        now,
      });
      await commitOrderChange(
        tx,
        order,
        actor.userId,
        { hasLabel: true, hasGroundLabel: true, labelFileName: fileName, shipFromFacilityId: facility.id },
        {
          action: 'label',
          detail: {
            labelId,
            fileName,
            shippingDate: body.date,
            facilityId: facility.id,
            trackingNumbers: boxes.map((b) => b.trackingNumber),
          },
        },
        now,
      );
      return labelId;
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
