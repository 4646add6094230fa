// Bulk shipping labels: checks the selection with the list's gating rule, prints one PDF for the batch (FedEx,
// one page per package), stores it under the supplier's folder and records the batch, the trackings, the label
// on each order and its history (through the order lock, core/order-lock.ts). The file is written before the rows,
// inside the transaction; if anything after fails, the file is deleted, so no batch points at a missing file and no
// file lingers without a batch.
import { randomUUID } from 'node:crypto';
import {
  addTimestampPrefix,
  bulkLabelsBlockedReason,
  isValidDay as isRealDay,
  MESSAGES,
  stripTimestampPrefix,
  usLabelDayProblem as labelDateProblem,
  type BulkLabelRequest,
  type FulfillmentStatus,
} from '@portal/contracts';
import type { Db } from '../../../db/client.ts';
import type { Actor } from '../../../platform/auth.ts';
import type { Clock } from '../../../platform/clock.ts';
import { Conflict, Invalid, NotFound } from '../../../platform/errors.ts';
import type { PrintedAddress } from '../core/printed-addresses.ts';
import { generateTrackingNumber } from '../core/tracking-numbers.ts';
import { supplierFileKey, type Storage } from '../../../platform/storage/storage.ts';
import { facilityAddress, shipToOfOrderRow } from '../core/label-addresses.ts';
import { renderLabelBatch, type ShippingLabelInput } from '../core/label-pdf.ts';
import { LABEL_CARRIER } from '../core/order-label.service.ts';
import { commitOrderChanges, lockOrders, requireTransition, type LockedOrder } from '../core/order-lock.ts';
import { carrierIdByName, insertTrackings, supplierName } from '../core/orders.queries.ts';
import { packagesOfOrder } from './label-packages.ts';
import { facilitiesOfSupplier, findLabelBatch, insertLabelBatch, itemsOfOrders, type ShipFromFacility } from './labels.queries.ts';

const LABEL_SERVICE = 'FedEx Ground';
export const LABEL_FILE_MISSING = 'Label file is not available for download.';

export interface LabelDeps {
  db: Db;
  storage: Storage;
  clock: Clock;
  /** Injectable for tests; a fresh random number per package otherwise. */
  trackingNumber?: () => string;
}

function checkShippingDate(day: string, now: Date): void {
  if (!isRealDay(day)) throw Invalid.field(['shippingDate'], MESSAGES.invalidFormat);
  const problem = labelDateProblem(day, now);
  if (problem) throw Invalid.field(['shippingDate'], problem);
}

function shipFromOf(order: LockedOrder, facilities: readonly ShipFromFacility[], supplier: string): PrintedAddress {
  const facility = facilities.find((f) => f.id === order.shipFromFacilityId) ?? facilities.find((f) => f.isActive);
  if (!facility) throw new Conflict(`Order ${order.purchaseOrderNumber} has no ship-from facility. Add a facility before printing labels.`);
  return facilityAddress(supplier, facility);
}

/** Prints the batch and answers its number (a UUID). */
export async function createLabelBatch(deps: LabelDeps, actor: Actor, request: BulkLabelRequest): Promise<string> {
  const now = deps.clock.now();
  checkShippingDate(request.shippingDate, now);
  const ids = [...new Set(request.orderIds)];
  const batchNumber = randomUUID();
  const fileName = addTimestampPrefix(`shipping-labels-${batchNumber}.pdf`, now);
  const key = supplierFileKey(actor.supplierId, fileName);
  const nextTracking = deps.trackingNumber ?? (() => generateTrackingNumber());
  let written = false;
  try {
    return await deps.db.transaction(async (tx) => {
      const found = await lockOrders(tx, actor.supplierId, ids);
      if (found.length !== ids.length) {
        const known = new Set(found.map((o) => o.id));
        throw new NotFound(`Orders not found: ${ids.filter((id) => !known.has(id)).join(', ')}.`);
      }
      const blocked = bulkLabelsBlockedReason(found.map((o) => ({ fulfillmentStatus: o.status as FulfillmentStatus })));
      if (blocked) throw new Conflict(blocked);
      for (const order of found) requireTransition(order, 'label');

      const items = await itemsOfOrders(tx, actor.supplierId, ids);
      const facilities = await facilitiesOfSupplier(tx, actor.supplierId);
      const supplier = await supplierName(tx, actor.supplierId);
      const carrierId = await carrierIdByName(tx, LABEL_CARRIER);

      const inputs: ShippingLabelInput[] = [];
      const trackingRows: { supplierId: number; orderId: number; orderItemId: number; carrierId: number; trackingNumber: string }[] = [];
      const trackingsByOrder = new Map<number, string[]>();
      for (const order of found) {
        const packages = packagesOfOrder(
          order.purchaseOrderNumber,
          items.filter((it) => it.orderId === order.id),
        );
        const numbered = packages.map((p) => ({ ...p, trackingNumber: nextTracking() }));
        for (const p of numbered)
          trackingRows.push({
            supplierId: order.supplierId,
            orderId: order.id,
            orderItemId: p.orderItemId,
            carrierId,
            trackingNumber: p.trackingNumber,
          });
        trackingsByOrder.set(
          order.id,
          numbered.map((p) => p.trackingNumber),
        );
        inputs.push({
          format: request.format,
          shipFrom: shipFromOf(order, facilities, supplier),
          shipTo: shipToOfOrderRow(order),
          orderNumber: order.purchaseOrderNumber,
          packages: numbered,
          carrier: LABEL_CARRIER,
          service: LABEL_SERVICE,
          shipDate: request.shippingDate,
        });
      }

      const pdf = await renderLabelBatch(inputs, `Shipping labels ${batchNumber}`);
      await deps.storage.write(key, pdf, 'application/pdf');
      written = true;

      await insertTrackings(tx, trackingRows, now);
      await insertLabelBatch(tx, {
        id: batchNumber,
        supplierId: actor.supplierId,
        fileName,
        orderIds: found.map((o) => o.id),
        format: request.format,
        shippingDate: request.shippingDate,
        packageCount: trackingRows.length,
        createdBy: actor.userId,
        createdOn: now,
      });
      await commitOrderChanges(
        tx,
        found,
        actor.userId,
        { hasLabel: true, hasGroundLabel: true, labelFileName: fileName },
        (o) => ({
          action: 'label',
          detail: {
            batchNumber,
            fileName,
            format: request.format,
            shippingDate: request.shippingDate,
            carrier: LABEL_CARRIER,
            trackingNumbers: trackingsByOrder.get(o.id),
          },
        }),
        now,
      );
      return batchNumber;
    });
  } catch (error) {
    if (written) await deps.storage.delete(key).catch(() => undefined);
    throw error;
  }
}

/** The download address of a batch's PDF (the supplier's own batches only). */
export async function labelBatchUrl(deps: Pick<LabelDeps, 'db' | 'storage'>, actor: Actor, batchNumber: string): Promise<string> {
  const batch = await findLabelBatch(deps.db, actor.supplierId, batchNumber);
  if (!batch) throw new NotFound('The label batch was not found.');
  const key = supplierFileKey(actor.supplierId, batch.fileName);
  if (!(await deps.storage.exists(key))) throw new NotFound(LABEL_FILE_MISSING);
  return deps.storage.getUrl(key, stripTimestampPrefix(batch.fileName));
}
