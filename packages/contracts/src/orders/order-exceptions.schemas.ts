// Requests and answers of the order page's self-service exceptions (docs/decisions/order-exceptions.md).
import { z } from '../zod.ts';
import { recordId } from '../platform/ids.ts';
import { fulfillmentStatus, isoDate, isoDateTime, shipmentRequestStatus } from './orders.schemas.ts';

/** GET /orders/{id}/exceptions: what the exceptions' rules read (contracts' OrderExceptionFacts). */
export const orderExceptionFacts = z.object({
  status: fulfillmentStatus,
  shippingMethod: z.string(),
  processedAt: isoDateTime.nullable(),
  hasTrackings: z.boolean(),
  label: z.object({ shipDate: isoDate, fileName: z.string(), trackingNumbers: z.array(z.string()) }).nullable(),
  ltl: z.object({ status: shipmentRequestStatus, pickUpDate: isoDate.nullable() }).nullable(),
  shipFromFacilityId: recordId.nullable(),
});

/** A reason people write (undo a shipment): 1..500 characters after trimming. */
const exceptionReason = z.string().trim().min(1).max(500);

/** POST /orders/{id}/shipping-labels/replacement: void the named label, buy another from the carrier on the day. */
export const labelReplacementRequest = z.object({
  /** The label being voided (the facts' label.fileName): a second submission names a voided label and is refused (409). */
  voidedLabel: z.string().min(1).max(300),
  carrierId: recordId,
  shipDate: isoDate,
});
export type LabelReplacementRequest = z.infer<typeof labelReplacementRequest>;

/** POST /orders/{id}/ltl-pickup/move: the booked pickup's new day (its old day names the booking: twice is 409). */
export const pickupMoveRequest = z.object({ fromDate: isoDate, pickUpDate: isoDate });
export type PickupMoveRequest = z.infer<typeof pickupMoveRequest>;

/** PUT /orders/{id}/ship-from: the supplier's active warehouse the order ships from. */
export const shipFromChangeRequest = z.object({ supplierFacilityId: recordId });
export type ShipFromChangeRequest = z.infer<typeof shipFromChangeRequest>;

/** POST /orders/{id}/shipments/undo: why the shipment confirmation was a mistake. */
export const shipmentUndoRequest = z.object({ reason: exceptionReason });
export type ShipmentUndoRequest = z.infer<typeof shipmentUndoRequest>;
