// An order's cancellation decided from a case about the order, through the real server and database
// (docs/decisions/cases.md, "Decisions from a case"): the console's case shows the cancellation in review; approving or
// declining it with the case's id writes the decision on the case and resolves it in the decision's transaction; a case
// not about the order, a resolved one, an unknown one or another supplier's refuses it and nothing is decided; twice is
// 409; a bad case id is 400; a supplier user 403.
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { CASE_MESSAGES } from '@portal/contracts';
import { ACME, expectValidationError, INTEGRATED, sqlRows, useTestApp } from '../../../../test/test-app.ts';
import { fixClockAt, openCase, opsCall, opsCaseOf } from '../../../../test/cases-factory.ts';
import { makeOrder } from '../../../../test/order-factory.ts';

const ctx = useTestApp();
const NOW = new Date('2030-07-01T15:00:00Z');
fixClockAt(ctx, NOW);

const caseOf = (caseId: number) => opsCaseOf(ctx, caseId);
const decide = (orderId: number, decision: 'approve' | 'decline', body?: object) =>
  opsCall(ctx, 'POST', `/cancellations/${orderId}/${decision}`, body);
const cancellationStatus = async (orderId: number) =>
  (await sqlRows<{ status: string }>(ctx.database, sql`select status from order_cancellations where order_id = ${orderId}`))[0]!.status;
const orderStatus = async (orderId: number) =>
  (await sqlRows<{ status: string }>(ctx.database, sql`select status from orders where id = ${orderId}`))[0]!.status;

/** An order of Acme the Admin canceled (in review), and the case the Admin opened about it. */
async function canceledOrderCase() {
  const order = await makeOrder(ctx.database.db, ctx.seed.supplierIds.acme, { status: 'AwaitingShipment' });
  const canceled = await ctx.as(ACME, {
    method: 'POST',
    url: `/api/orders/${order.id}/cancellation`,
    payload: { reason: 'OutOfStockDiscontinued' },
  });
  expect(canceled.statusCode, canceled.body).toBe(204);
  const opened = await openCase(ctx, ACME, { subject: 'Please cancel', link: { kind: 'order', id: order.id } });
  return { orderId: order.id, caseId: opened.caseId, purchaseOrderNumber: opened.link!.label };
}

describe("an order's cancellation decided from its case", () => {
  it('shows the cancellation in review on the case; approving it with the case resolves the case with the decision, once', async () => {
    const made = await canceledOrderCase();
    expect((await caseOf(made.caseId)).openCancellation).toEqual({
      orderId: made.orderId,
      purchaseOrderNumber: made.purchaseOrderNumber,
      reason: 'Out of stock, discontinued',
      restockDate: null,
      requestedOn: NOW.toISOString(),
    });
    const res = await decide(made.orderId, 'approve', { caseId: made.caseId });
    expect(res.statusCode, res.body).toBe(204);
    const after = await caseOf(made.caseId);
    expect(after).toMatchObject({ state: 'Resolved', assigneeName: 'Olivia Operator', openCancellation: null, timeLeft: null });
    expect(after.messages.at(-1)).toMatchObject({
      side: 'marketplace',
      authorName: 'Olivia Operator',
      body: CASE_MESSAGES.cancellationDecided(made.purchaseOrderNumber, true),
    });
    expect(await cancellationStatus(made.orderId)).toBe('Approved');
    expect(await orderStatus(made.orderId)).toBe('Canceled');
    // the case's webhook event case.resolved was published in the transaction (its outbox row, when subscribed, follows it)
    const again = await decide(made.orderId, 'decline', { caseId: made.caseId });
    expect(again.statusCode).toBe(409);
    expect((await caseOf(made.caseId)).messages).toHaveLength(after.messages.length);
    expect(await cancellationStatus(made.orderId)).toBe('Approved');
  });

  it('declining it with the case puts the order back and resolves the case with the decline', async () => {
    const made = await canceledOrderCase();
    expect((await decide(made.orderId, 'decline', { caseId: made.caseId })).statusCode).toBe(204);
    expect(await orderStatus(made.orderId)).toBe('AwaitingShipment');
    const after = await caseOf(made.caseId);
    expect(after.state).toBe('Resolved');
    expect(after.messages.at(-1)?.body).toBe(CASE_MESSAGES.cancellationDecided(made.purchaseOrderNumber, false));
  });

  it('refuses a case not about the order (409), an unknown case (404), another supplier’s (404) and a resolved one (409), deciding nothing', async () => {
    const made = await canceledOrderCase();
    const other = await canceledOrderCase();
    const plain = await openCase(ctx, ACME, { subject: 'About nothing' });
    for (const caseId of [other.caseId, plain.caseId]) {
      const notAbout = await decide(made.orderId, 'approve', { caseId });
      expect(notAbout.statusCode, notAbout.body).toBe(409);
      expect(notAbout.json<{ detail: string }>().detail).toBe(CASE_MESSAGES.notAboutThisOrder);
    }
    expect((await decide(made.orderId, 'approve', { caseId: 2147483647 })).statusCode).toBe(404);
    const foreign = await openCase(ctx, INTEGRATED, { subject: 'Theirs' });
    expect((await decide(made.orderId, 'approve', { caseId: foreign.caseId })).statusCode).toBe(404);
    expect((await opsCall(ctx, 'POST', `/cases/${made.caseId}/resolve`)).statusCode).toBe(200);
    const resolved = await decide(made.orderId, 'approve', { caseId: made.caseId });
    expect(resolved.statusCode).toBe(409);
    expect(resolved.json<{ detail: string }>().detail).toBe(CASE_MESSAGES.refused('resolve', 'Resolved'));
    expect(await cancellationStatus(made.orderId)).toBe('InReview');
    expect(await orderStatus(made.orderId)).toBe('Canceled');
    expect((await caseOf(other.caseId)).messages).toHaveLength(1);
    expect((await caseOf(plain.caseId)).messages).toHaveLength(1);
  });

  it('checks the case id (400), still decides without a body, and is for operators (403 for a supplier user)', async () => {
    const made = await canceledOrderCase();
    for (const caseId of ['abc', 0, -1, 1.5]) expectValidationError(await decide(made.orderId, 'approve', { caseId }), '$.caseId');
    expectValidationError(await decide(made.orderId, 'approve', { caseId: made.caseId, note: 'x' }), '$');
    const bySupplier = await ctx.as(ACME, {
      method: 'POST',
      url: `/api/ops/cancellations/${made.orderId}/approve`,
      payload: { caseId: made.caseId },
    });
    expect(bySupplier.statusCode).toBe(403);
    expect(await cancellationStatus(made.orderId)).toBe('InReview');
    // the queue's own call without a case decides the cancellation and leaves the case open
    const plainDecision = await decide(made.orderId, 'approve');
    expect(plainDecision.statusCode, plainDecision.body).toBe(204);
    expect((await caseOf(made.caseId)).state).toBe('New');
  });
});
