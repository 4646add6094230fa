// Cancel: the order becomes Canceled at once (the supplier stops work, the customer can be told) and a cancellation
// record enters the marketplace's review. The marketplace approves it (it stays Canceled) or rejects it (the order
// returns to the status it had). See docs/decisions/order-detail.md.
import { eq } from 'drizzle-orm';
import { earliestUsDay, restockDateProblem, type CancellationRequest, type FulfillmentStatus } from '@portal/contracts';
import type { Db } from '../../../db/client.ts';
import { orderCancellations } from '../../../db/schema/index.ts';
import type { Actor } from '../../../platform/auth.ts';
import { Conflict, Invalid, NotFound } from '../../../platform/errors.ts';
import { commitOrderChange, lockOrder, requireTransition } from '../core/order-lock.ts';

export async function cancelOrder(db: Db, actor: Actor, orderId: number, body: CancellationRequest, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const order = await lockOrder(tx, actor.supplierId, orderId);
    const next = requireTransition(order, 'cancel');
    const restockDate = body.reason === 'OutOfStockWithRestock' ? (body.restockDate ?? null) : null;
    const problem = restockDateProblem(body.reason, restockDate, earliestUsDay(now));
    if (problem) throw Invalid.field(['restockDate'], problem);
    await tx.insert(orderCancellations).values({
      supplierId: order.supplierId,
      orderId: order.id,
      reason: body.reason,
      restockDate,
      previousStatus: order.status,
      status: 'InReview',
      requestedBy: actor.userId,
      createdOn: now,
    });
    await commitOrderChange(
      tx,
      order,
      actor.userId,
      { status: next, cancelReason: body.reason, restockDate },
      { action: 'cancel', detail: { reason: body.reason, restockDate, review: 'InReview' } },
      now,
    );
  });
}

/**
 * Marketplace side: decides the cancellation under review (history cancellationApproved / cancellationDeclined).
 * Approving keeps the order Canceled with its restock date; declining restores the order's previous status.
 * 404 when the order never had a cancellation, 409 when it was decided already or the order is no longer Canceled.
 * Decided from a case (`caseId`): the event carries it and the cases area resolves the case in this transaction (a
 * refusal there rolls the decision back).
 */
export async function decideCancellation(
  db: Db,
  orderId: number,
  decision: 'Approved' | 'Rejected',
  now: Date,
  operatorId: number | null,
  caseId?: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    const order = await lockOrder(tx, null, orderId);
    const rows = await tx.select().from(orderCancellations).where(eq(orderCancellations.orderId, order.id));
    const pending = rows.find((r) => r.status === 'InReview');
    if (!pending) {
      if (rows.length === 0) throw new NotFound('The order has no cancellation request.');
      throw new Conflict(`The cancellation of this order was already decided (${rows.at(-1)!.status}).`);
    }
    if (order.status !== 'Canceled') throw new Conflict(`The order is ${order.status}, not Canceled.`);
    await tx.update(orderCancellations).set({ status: decision, decidedOn: now }).where(eq(orderCancellations.id, pending.id));
    const restored = pending.previousStatus as FulfillmentStatus;
    await commitOrderChange(
      tx,
      order,
      operatorId,
      decision === 'Rejected' ? { status: restored, cancelReason: null, restockDate: null } : {},
      {
        action: decision === 'Approved' ? 'cancellationApproved' : 'cancellationDeclined',
        detail: { cancellationId: pending.id },
        ...(caseId === undefined ? {} : { caseId }),
      },
      now,
    );
  });
}
export const approveCancellation = (db: Db, orderId: number, now: Date, operatorId: number | null, caseId?: number) =>
  decideCancellation(db, orderId, 'Approved', now, operatorId, caseId);
export const rejectCancellation = (db: Db, orderId: number, now: Date, operatorId: number | null, caseId?: number) =>
  decideCancellation(db, orderId, 'Rejected', now, operatorId, caseId);
