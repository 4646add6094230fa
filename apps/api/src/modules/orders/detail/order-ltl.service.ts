// LTL freight: the supplier requests a shipment (NeedsReview); the marketplace moves it to NeedsBooking and then
// confirms the booking (carrier, warehouse, pickup day), which renders and stores the bill of lading. The booked
// shipment is readable by the supplier of the order only.
import { and, eq } from 'drizzle-orm';
import {
  addTimestampPrefix,
  earliestUsDay,
  ltlShippingDateProblem,
  ORDER_WORKFLOW_MESSAGES,
  type BookedShipment,
  type LtlDetails,
  type LtlShipmentRequest,
} from '@portal/contracts';
import type { Db, Tx } from '../../../db/client.ts';
import { carriers, orders, shipmentRequests } from '../../../db/schema/index.ts';
import type { Actor } from '../../../platform/auth.ts';
import type { Clock } from '../../../platform/clock.ts';
import { Conflict, Invalid, NotFound } from '../../../platform/errors.ts';
import { renderBillOfLading } from './bill-of-lading.ts';
import { withFileRollback } from '../../../platform/storage/file-rollback.ts';
import { supplierFileKey, type Storage } from '../../../platform/storage/storage.ts';
import { facilityAddress, shipToOfOrderRow } from '../core/label-addresses.ts';
import { supplierName } from '../core/orders.queries.ts';
import { commitOrderChange, lockOrder, requireTransition, type LockedOrder } from '../core/order-lock.ts';
import { facilityOfSupplier, itemsOfOrder } from '../core/orders.queries.ts';
import { requireOrder } from '../core/order-lookup.ts';
import { shipFromFacility } from '../core/ship-from-facility.ts';
import { ltlItemsOfOrder } from './order-packages.ts';
import { ROW_LOCK } from '../../../db/row-lock.ts';

export const LTL_NEEDS_BISON_LTL = 'LTL shipments are requested only for LTL, freight (BisonLtl) orders.';
export const SHIPMENT_NOT_FOUND = 'The shipment request was not found.';

export async function ltlDetails(db: Db, actor: Actor, orderId: number): Promise<LtlDetails> {
  const order = await requireOrder(db, actor, orderId);
  return ltlItemsOfOrder(db, order.supplierId, order.id, order.promisedShippingDate);
}

/** Creates the request (NeedsReview) and answers its id. */
export async function requestLtlShipment(db: Db, actor: Actor, orderId: number, body: LtlShipmentRequest, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, actor.supplierId, orderId);
    requireTransition(order, 'ltl');
    if (order.shippingMethod !== 'BisonLtl') throw new Conflict(LTL_NEEDS_BISON_LTL);
    if (order.shipmentRequestStatus === 'NeedsReview' || order.shipmentRequestStatus === 'NeedsBooking')
      throw new Conflict(`An LTL shipment request of this order is already pending (${order.shipmentRequestStatus}).`);
    if (order.shipmentRequestStatus === 'BookingConfirmed') throw new Conflict('The LTL shipment of this order is already booked.');
    const facility = await shipFromFacility(tx, actor.supplierId, body.supplierFacilityId);
    const dateProblem = ltlShippingDateProblem(body.shippingDate, earliestUsDay(now), order.promisedShippingDate);
    if (dateProblem) throw Invalid.field(['shippingDate'], dateProblem);
    const items = await itemsOfOrder(tx, order.supplierId, order.id);
    const errors: Record<string, string[]> = {};
    body.items.forEach((it, i) => {
      if (!items.some((o) => o.productId === it.productId && o.sku === it.sku))
        errors[`$.items[${i}].productId`] = [ORDER_WORKFLOW_MESSAGES.itemNotAvailable];
    });
    if (Object.keys(errors).length) throw new Invalid(errors);
    const [request] = await tx
      .insert(shipmentRequests)
      .values({
        supplierId: order.supplierId,
        orderId: order.id,
        supplierFacilityId: facility.id,
        status: 'NeedsReview',
        earliestPickup: body.earliestPickup,
        latestPickup: body.latestPickup,
        shippingDate: body.shippingDate,
        items: body.items,
        createdOn: now,
      })
      .returning({ id: shipmentRequests.id });
    await commitOrderChange(
      tx,
      order,
      actor.userId,
      { shipmentRequestId: request!.id, shipmentRequestStatus: 'NeedsReview', shipFromFacilityId: facility.id },
      {
        action: 'ltl',
        detail: { shipmentRequestId: request!.id, facilityId: facility.id, shippingDate: body.shippingDate, items: body.items.length },
      },
      now,
    );
    return request!.id;
  });
}

async function findRequest(db: Db, shipmentRequestId: number) {
  const [row] = await db.select().from(shipmentRequests).where(eq(shipmentRequests.id, shipmentRequestId));
  if (!row) throw new NotFound(SHIPMENT_NOT_FOUND);
  return row;
}

/** Marketplace side: the request was reviewed and waits for a carrier booking. */
export async function moveToNeedsBooking(db: Db, shipmentRequestId: number, now: Date, operatorId: number | null): Promise<void> {
  const request = await findRequest(db, shipmentRequestId);
  await db.transaction(async (tx) => {
    const order = await lockOrder(tx, null, request.orderId);
    const [current] = await tx.select().from(shipmentRequests).where(eq(shipmentRequests.id, request.id)).for(ROW_LOCK);
    if (current!.status !== 'NeedsReview') throw new Conflict(`The shipment request is ${current!.status}, not NeedsReview.`);
    await tx.update(shipmentRequests).set({ status: 'NeedsBooking' }).where(eq(shipmentRequests.id, request.id));
    await commitOrderChange(
      tx,
      order,
      operatorId,
      { shipmentRequestStatus: 'NeedsBooking' },
      { action: 'ltlNeedsBooking', detail: { shipmentRequestId: request.id } },
      now,
    );
  });
}

/** Marketplace side: a request waiting for booking goes back to review (NeedsBooking -> NeedsReview), with a note. */
export async function sendLtlBackToReview(
  db: Db,
  shipmentRequestId: number,
  note: string | null,
  now: Date,
  operatorId: number | null,
): Promise<void> {
  const request = await findRequest(db, shipmentRequestId);
  await db.transaction(async (tx) => {
    const order = await lockOrder(tx, null, request.orderId);
    const [current] = await tx.select().from(shipmentRequests).where(eq(shipmentRequests.id, request.id)).for(ROW_LOCK);
    if (current!.status !== 'NeedsBooking') throw new Conflict(`The shipment request is ${current!.status}, not NeedsBooking.`);
    await tx.update(shipmentRequests).set({ status: 'NeedsReview' }).where(eq(shipmentRequests.id, request.id));
    await commitOrderChange(
      tx,
      order,
      operatorId,
      { shipmentRequestStatus: 'NeedsReview' },
      { action: 'ltlSentBack', detail: { shipmentRequestId: request.id, ...(note ? { note } : {}) } },
      now,
    );
  });
}

type ShipmentRequestRow = typeof shipmentRequests.$inferSelect;

/** The facility the request ships from (409 when it names none). */
export async function facilityOfRequest(tx: Tx, supplierId: number, request: ShipmentRequestRow) {
  const facility = request.supplierFacilityId ? await facilityOfSupplier(tx, supplierId, request.supplierFacilityId) : null;
  if (!facility) throw new Conflict('The shipment request has no facility.');
  return facility;
}

/** The bill of lading of a booked request for the pickup day (the booking's, or a moved pickup's). */
export async function renderBookingBol(
  tx: Tx,
  order: LockedOrder,
  request: ShipmentRequestRow,
  carrier: { name: string },
  facility: NonNullable<Awaited<ReturnType<typeof facilityOfSupplier>>>,
  pickUpDate: string,
): Promise<Uint8Array> {
  const details = await ltlItemsOfOrder(tx, order.supplierId, order.id, order.promisedShippingDate);
  const requested = request.items as LtlShipmentRequest['items'];
  return renderBillOfLading({
    bolNumber: `BOL-${order.purchaseOrderNumber}-${request.id}`,
    purchaseOrderNumber: order.purchaseOrderNumber,
    shipper: facilityAddress(await supplierName(tx, order.supplierId), facility),
    consignee: shipToOfOrderRow(order),
    carrier,
    pickupDate: pickUpDate,
    earliestPickup: request.earliestPickup,
    latestPickup: request.latestPickup,
    items: requested.map((it) => {
      const known = details.items.find((d) => d.productId === it.productId && d.sku === it.sku);
      return {
        sku: it.sku,
        description: known?.productName ?? null,
        packages: it.packages.map((p, i) => ({ ...p, freightClass: known?.packages[i]?.freightClass ?? '' })),
      };
    }),
  });
}

export interface BookingConfirmation {
  carrierId: number;
  warehouseName: string;
  /** yyyy-MM-dd. */
  pickUpDate: string;
}

/** Marketplace side: books the carrier, renders and stores the bill of lading. Answers its stored file name. */
export async function confirmBooking(
  deps: { db: Db; storage: Storage; clock: Clock; operatorId?: number | null },
  shipmentRequestId: number,
  booking: BookingConfirmation,
): Promise<string> {
  const now = deps.clock.now();
  const request = await findRequest(deps.db, shipmentRequestId);
  return withFileRollback(deps.storage, (store) =>
    deps.db.transaction(async (tx) => {
      const order = await lockOrder(tx, null, request.orderId);
      const [current] = await tx.select().from(shipmentRequests).where(eq(shipmentRequests.id, request.id)).for(ROW_LOCK);
      if (current!.status !== 'NeedsBooking' && current!.status !== 'NeedsReview')
        throw new Conflict(`The shipment request is ${current!.status}; it cannot be booked again.`);
      const [carrier] = await tx.select().from(carriers).where(eq(carriers.id, booking.carrierId));
      if (!carrier) throw new NotFound('The carrier was not found.');
      const facility = await facilityOfRequest(tx, order.supplierId, current!);
      const pdf = await renderBookingBol(tx, order, current!, { name: carrier.name }, facility, booking.pickUpDate);
      const fileName = addTimestampPrefix(`bill-of-lading-${order.purchaseOrderNumber}.pdf`, now);
      await store(supplierFileKey(order.supplierId, fileName), pdf, 'application/pdf');
      await tx
        .update(shipmentRequests)
        .set({
          status: 'BookingConfirmed',
          carrierId: carrier.id,
          carrierName: carrier.name,
          warehouseName: booking.warehouseName,
          pickUpDate: booking.pickUpDate,
        })
        .where(eq(shipmentRequests.id, request.id));
      await commitOrderChange(
        tx,
        order,
        deps.operatorId ?? null,
        { shipmentRequestStatus: 'BookingConfirmed', bolFileName: fileName },
        {
          action: 'ltlBooked',
          detail: {
            shipmentRequestId: request.id,
            carrier: carrier.name,
            warehouseName: booking.warehouseName,
            pickUpDate: booking.pickUpDate,
            fileName,
          },
        },
        now,
      );
      return fileName;
    }),
  );
}

/** The booked shipment of one of the supplier's orders; 404 for another supplier's or an unbooked request. */
export async function bookedShipment(db: Db, actor: Actor, shipmentRequestId: number): Promise<BookedShipment> {
  const [row] = await db
    .select({ request: shipmentRequests })
    .from(shipmentRequests)
    .innerJoin(orders, and(eq(orders.supplierId, shipmentRequests.supplierId), eq(orders.id, shipmentRequests.orderId)))
    .where(and(eq(shipmentRequests.supplierId, actor.supplierId), eq(shipmentRequests.id, shipmentRequestId)));
  if (!row) throw new NotFound(SHIPMENT_NOT_FOUND);
  const r = row.request;
  if (r.status !== 'BookingConfirmed' || !r.carrierName || !r.warehouseName || !r.pickUpDate)
    throw new NotFound('The shipment is not booked yet.');
  return { carrierId: r.carrierId, carrierName: r.carrierName, warehouseName: r.warehouseName, pickUpDate: r.pickUpDate };
}
