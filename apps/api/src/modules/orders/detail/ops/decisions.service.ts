// The operator's decisions: each calls the orders area's decision (one transaction under the order's lock, refused
// with 409 when already decided or the order moved on, history row with the operator's id, which the order's event
// stream carries to the supplier's open pages), then mails the supplier's active Admins.
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { approveCancellation, rejectCancellation } from '../order-cancellation.service.ts';
import { decideInvoice } from '../order-invoice-review.service.ts';
import { confirmBooking, moveToNeedsBooking, sendLtlBackToReview } from '../order-ltl.service.ts';
import { approvePriceChange, declinePriceChange } from '../order-price-change.service.ts';
import { shipmentRequests } from '../../../../db/schema/index.ts';
import type { Operator } from '../../../ops/index.ts';
import { HttpError, Invalid, NotFound } from '../../../../platform/errors.ts';
import { earliestUsDay, OPS_LTL_MESSAGES, type OpsBulkDecisionResult, type OpsLtlBookingRequest } from '@portal/contracts';
import { mailDecisionToSupplierAdmins } from './decision-mails.ts';

export type OrderDecision = 'approve' | 'decline';

export async function decidePriceChange(app: FastifyInstance, operator: Operator, orderId: number, decision: OrderDecision): Promise<void> {
  const now = app.clock.now();
  if (decision === 'approve') await approvePriceChange(app.database.db, orderId, now, operator.userId);
  else await declinePriceChange(app.database.db, orderId, now, operator.userId);
  await mailDecisionToSupplierAdmins(app, orderId, decision === 'approve' ? 'approved the price change' : 'declined the price change');
}

export async function decideCancellation(
  app: FastifyInstance,
  operator: Operator,
  orderId: number,
  decision: OrderDecision,
  caseId?: number,
): Promise<void> {
  const now = app.clock.now();
  if (decision === 'approve') await approveCancellation(app.database.db, orderId, now, operator.userId, caseId);
  else await rejectCancellation(app.database.db, orderId, now, operator.userId, caseId);
  await mailDecisionToSupplierAdmins(app, orderId, decision === 'approve' ? 'approved the cancellation' : 'declined the cancellation');
}

export async function reviewInvoice(
  app: FastifyInstance,
  operator: Operator,
  invoiceId: number,
  decision: 'accept' | 'reject',
  note: string | null,
): Promise<void> {
  const orderId = await decideInvoice(
    app.database.db,
    invoiceId,
    decision === 'accept' ? 'Accepted' : 'Rejected',
    note,
    operator.userId,
    app.clock.now(),
  );
  await mailDecisionToSupplierAdmins(
    app,
    orderId,
    decision === 'accept' ? 'accepted the additional invoice' : 'rejected the additional invoice',
    note,
  );
}

async function orderOfShipmentRequest(app: FastifyInstance, id: number): Promise<number> {
  const [row] = await app.database.db
    .select({ orderId: shipmentRequests.orderId })
    .from(shipmentRequests)
    .where(eq(shipmentRequests.id, id));
  if (!row) throw new NotFound('The shipment request was not found.');
  return row.orderId;
}

export async function bookLtl(
  app: FastifyInstance,
  operator: Operator,
  shipmentRequestId: number,
  body: OpsLtlBookingRequest,
): Promise<string> {
  if (body.pickUpDate < earliestUsDay(app.clock.now())) throw new Invalid({ '$.pickUpDate': [OPS_LTL_MESSAGES.pickupInPast] });
  const orderId = await orderOfShipmentRequest(app, shipmentRequestId);
  const fileName = await confirmBooking(
    { db: app.database.db, storage: app.storage, clock: app.clock, operatorId: operator.userId },
    shipmentRequestId,
    body,
  );
  await mailDecisionToSupplierAdmins(
    app,
    orderId,
    `booked the LTL shipment (pickup ${body.pickUpDate}); the bill of lading is on the order page`,
  );
  return fileName;
}

export async function approveLtlForBooking(app: FastifyInstance, operator: Operator, shipmentRequestId: number): Promise<void> {
  await moveToNeedsBooking(app.database.db, shipmentRequestId, app.clock.now(), operator.userId);
}

export async function sendLtlBack(app: FastifyInstance, operator: Operator, shipmentRequestId: number, note: string): Promise<void> {
  const orderId = await orderOfShipmentRequest(app, shipmentRequestId);
  await sendLtlBackToReview(app.database.db, shipmentRequestId, note, app.clock.now(), operator.userId);
  await mailDecisionToSupplierAdmins(app, orderId, 'sent the LTL shipment request back for review', note);
}

/** The same decision for several requests, each in its own transaction: the refused ones say why. */
export async function decideInBulk(ids: readonly number[], decide: (id: number) => Promise<void>): Promise<OpsBulkDecisionResult> {
  const result: OpsBulkDecisionResult = { decided: [], refused: [] };
  for (const id of [...new Set(ids)]) {
    try {
      await decide(id);
      result.decided.push(id);
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      result.refused.push({ id, detail: error.detail ?? error.title });
    }
  }
  return result;
}
