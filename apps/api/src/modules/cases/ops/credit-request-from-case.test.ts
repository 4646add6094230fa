// A credit request decided from a case about it, through the real server and database (docs/decisions/cases.md,
// "Decisions from a case"; docs/decisions/accounting.md, "Withdrawn requests"): the supplier opens a case about its
// request (linked and labelled as the supplier's own; another supplier's 404); the console's case shows the open
// request; Withdraw takes it out of the supplier's open credit (grid, dashboard total, cover 409) with its webhook and
// mail, Keep answers that it stands; either resolves the case with the decision, in one transaction. Refused: a covered
// request (409 with the reason), twice (409), a case not about the request (409), another supplier's case (404), bad
// input on every field (400), Keep without a case (400), a supplier user (403).
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { ACCOUNTING_MESSAGES, CASE_MESSAGES, formatUsd } from '@portal/contracts';
import { ACME, expectValidationError, INTEGRATED, sqlRows, useTestApp } from '../../../../test/test-app.ts';
import { outboxFor } from '../../../../test/auth-calls.ts';
import { fixClockAt, openCase, opsCall, opsCaseOf, subscribeAcmeWebhook } from '../../../../test/cases-factory.ts';
import { makeOrder } from '../../../../test/order-factory.ts';

const ctx = useTestApp();
const NOW = new Date('2030-07-01T15:00:00Z');
fixClockAt(ctx, NOW);

const acme = () => ctx.seed.supplierIds.acme;
const caseOf = (caseId: number) => opsCaseOf(ctx, caseId);
const decide = (id: number, body: object) => opsCall(ctx, 'POST', `/credit-requests/${id}/decision`, body);
const requestRow = async (id: number) =>
  (
    await sqlRows<{ withdrawn_at: string | null; withdrawn_reason: string | null }>(
      ctx.database,
      sql`select withdrawn_at, withdrawn_reason from credit_requests where id = ${id}`,
    )
  )[0]!;
const openTotal = async () =>
  (await ctx.as(ACME, { method: 'GET', url: '/api/suppliers/stats' })).json<{ pendingCreditRequestsTotal: string }>()
    .pendingCreditRequestsTotal;
const inOpenGrid = async (id: number) =>
  (await ctx.as(ACME, { method: 'GET', url: '/api/accounting/supplier-credit-requests?limit=500' }))
    .json<{ id: number }[]>()
    .some((r) => r.id === id);

let webhookReady = false;
/** A credit request the console raised on a fresh order of Acme, and the case its Admin opened about it. */
async function creditRequestCase(amount = '12.5') {
  if (!webhookReady) {
    await subscribeAcmeWebhook(ctx, ['credit-request.withdrawn', 'case.resolved']);
    webhookReady = true;
  }
  const order = await makeOrder(ctx.database.db, acme(), { status: 'Complete' });
  const [{ po }] = (await sqlRows<{ po: string }>(
    ctx.database,
    sql`select purchase_order_number as po from orders where id = ${order.id}`,
  )) as [{ po: string }];
  const raised = await opsCall(ctx, 'POST', '/credit-requests', { purchaseOrderNumber: po, amount, reasonForCredit: 'Customer return' });
  expect(raised.statusCode, raised.body).toBe(201);
  const creditRequestId = raised.json<{ id: number }>().id;
  const opened = await openCase(ctx, ACME, { subject: 'Not our return', link: { kind: 'creditRequest', id: creditRequestId } });
  return { creditRequestId, caseId: opened.caseId, po, orderId: order.id, label: opened.link!.label };
}

describe('a credit request decided from its case', () => {
  it('links the case to the request (its order, PO and amount) and shows the open request on the console’s case', async () => {
    const made = await creditRequestCase();
    const found = await caseOf(made.caseId);
    expect(found.link).toEqual({ kind: 'creditRequest', id: made.creditRequestId, label: `${made.po} ($12.50)`, orderId: made.orderId });
    expect(found.openCreditRequest).toEqual({
      creditRequestId: made.creditRequestId,
      purchaseOrderNumber: made.po,
      amount: '12.50',
      reasonForCredit: 'Customer return',
      requestedOn: NOW.toISOString(),
    });
    // another supplier's request is not found for the supplier opening a case
    const foreign = await ctx.as(INTEGRATED, {
      method: 'POST',
      url: '/api/cases',
      payload: { categoryId: found.categoryId, subject: 'S', message: 'M', link: { kind: 'creditRequest', id: made.creditRequestId } },
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json<{ detail: string }>().detail).toBe('Credit request not found.');
  });

  it('withdraws it: out of the open credit, not coverable, webhook and mail; the case resolved with the reason; twice 409', async () => {
    const made = await creditRequestCase();
    const totalBefore = await openTotal();
    const mailsBefore = (await outboxFor(ctx.app, ACME)).length;
    const res = await decide(made.creditRequestId, { decision: 'Withdraw', reason: ' Raised twice. ', caseId: made.caseId });
    expect(res.statusCode, res.body).toBe(204);
    expect(await requestRow(made.creditRequestId)).toMatchObject({ withdrawn_reason: 'Raised twice.' });
    expect(await inOpenGrid(made.creditRequestId)).toBe(false);
    expect(Number(await openTotal())).toBeCloseTo(Number(totalBefore) - 12.5, 2);
    const covered = await ctx.as(ACME, {
      method: 'POST',
      url: '/api/accounting/supplier-credit-requests/cover-preview',
      payload: { creditRequests: [{ id: made.creditRequestId, sourceType: 'Process' }] },
    });
    expect(covered.statusCode).toBe(409);
    expect(covered.json<{ detail: string }>().detail).toBe(ACCOUNTING_MESSAGES.withdrawn(made.creditRequestId));
    const after = await caseOf(made.caseId);
    expect(after).toMatchObject({ state: 'Resolved', openCreditRequest: null, assigneeName: 'Olivia Operator' });
    expect(after.messages.at(-1)).toMatchObject({
      side: 'marketplace',
      body: CASE_MESSAGES.creditRequestDecided(made.label, true, 'Raised twice.'),
    });
    const mails = await outboxFor(ctx.app, ACME);
    expect(mails.length).toBe(mailsBefore + 1);
    expect(mails.at(-1)).toMatchObject({ subject: `Credit request withdrawn: ${made.po}` });
    expect(mails.at(-1)!.text).toContain('Reason: Raised twice.');
    const hooks = await sqlRows<{ event: string }>(
      ctx.database,
      sql`select event from webhook_deliveries where supplier_id = ${acme()} and (data->>'creditRequestId' = ${String(made.creditRequestId)} or data->>'caseId' = ${String(made.caseId)}) order by id`,
    );
    expect(hooks.map((h) => h.event)).toEqual(['credit-request.withdrawn', 'case.resolved']);
    const again = await decide(made.creditRequestId, { decision: 'Withdraw', reason: 'Again.', caseId: made.caseId });
    expect(again.statusCode).toBe(409);
    expect(again.json<{ detail: string }>().detail).toBe(ACCOUNTING_MESSAGES.withdrawn(made.creditRequestId));
    expect((await caseOf(made.caseId)).messages).toHaveLength(after.messages.length);
  });

  it('keeps it: the request stays open, the case is resolved with the answer', async () => {
    const made = await creditRequestCase();
    const res = await decide(made.creditRequestId, { decision: 'Keep', reason: 'The return reached our warehouse.', caseId: made.caseId });
    expect(res.statusCode, res.body).toBe(204);
    expect(await requestRow(made.creditRequestId)).toMatchObject({ withdrawn_at: null });
    expect(await inOpenGrid(made.creditRequestId)).toBe(true);
    const after = await caseOf(made.caseId);
    expect(after.state).toBe('Resolved');
    expect(after.messages.at(-1)?.body).toBe(CASE_MESSAGES.creditRequestDecided(made.label, false, 'The return reached our warehouse.'));
    // Keep answers a case: a resolved one refuses it
    const twice = await decide(made.creditRequestId, { decision: 'Keep', reason: 'Again.', caseId: made.caseId });
    expect(twice.statusCode).toBe(409);
  });

  it('refuses a covered request with the reason (409) and changes nothing', async () => {
    const [covered] = await sqlRows<{ id: number }>(
      ctx.database,
      sql`select id from credit_requests where supplier_id = ${acme()} and credit_memo_id is not null order by id limit 1`,
    );
    const opened = await openCase(ctx, ACME, { subject: 'Covered', link: { kind: 'creditRequest', id: covered!.id } });
    expect((await caseOf(opened.caseId)).openCreditRequest).toBeNull();
    const res = await decide(covered!.id, { decision: 'Withdraw', reason: 'Too late.', caseId: opened.caseId });
    expect(res.statusCode).toBe(409);
    expect(res.json<{ detail: string }>().detail).toBe(ACCOUNTING_MESSAGES.coveredCannotBeWithdrawn(covered!.id));
    expect(await requestRow(covered!.id)).toMatchObject({ withdrawn_at: null });
    expect((await caseOf(opened.caseId)).state).toBe('New');
  });

  it('refuses a case not about the request (409), another supplier’s or an unknown case (404), deciding nothing', async () => {
    const made = await creditRequestCase();
    const other = await creditRequestCase('3');
    const notAbout = await decide(made.creditRequestId, { decision: 'Withdraw', reason: 'R', caseId: other.caseId });
    expect(notAbout.statusCode).toBe(409);
    expect(notAbout.json<{ detail: string }>().detail).toBe(CASE_MESSAGES.notAboutThisCreditRequest);
    const foreign = await openCase(ctx, INTEGRATED, { subject: 'Theirs' });
    expect((await decide(made.creditRequestId, { decision: 'Withdraw', reason: 'R', caseId: foreign.caseId })).statusCode).toBe(404);
    expect((await decide(made.creditRequestId, { decision: 'Keep', reason: 'R', caseId: 2147483647 })).statusCode).toBe(404);
    expect((await decide(2147483647, { decision: 'Withdraw', reason: 'R' })).statusCode).toBe(404);
    expect(await requestRow(made.creditRequestId)).toMatchObject({ withdrawn_at: null });
    expect((await caseOf(other.caseId)).messages).toHaveLength(1);
  });

  it('answers 400 at each bad field, Keep without a case included, and is for operators (403)', async () => {
    const made = await creditRequestCase();
    const good = { decision: 'Withdraw', reason: 'R', caseId: made.caseId };
    const bad: [object, string, string?][] = [
      [{ ...good, decision: 'Cancel' }, '$.decision'],
      [{ reason: 'R' }, '$.decision'],
      [{ ...good, reason: '  ' }, '$.reason'],
      [{ ...good, reason: 'x'.repeat(1001) }, '$.reason'],
      [{ decision: 'Withdraw' }, '$.reason'],
      [{ ...good, caseId: 0 }, '$.caseId'],
      [{ ...good, caseId: 'abc' }, '$.caseId'],
      [{ decision: 'Keep', reason: 'R' }, '$.caseId', ACCOUNTING_MESSAGES.keepNeedsCase],
      [{ ...good, note: 'x' }, '$'],
    ];
    for (const [body, path, message] of bad) expectValidationError(await decide(made.creditRequestId, body), path, message);
    const bySupplier = await ctx.as(ACME, {
      method: 'POST',
      url: `/api/ops/credit-requests/${made.creditRequestId}/decision`,
      payload: good,
    });
    expect(bySupplier.statusCode).toBe(403);
    expect(await requestRow(made.creditRequestId)).toMatchObject({ withdrawn_at: null });
    // withdrawn without a case: the request goes, no case changes
    expect((await decide(made.creditRequestId, { decision: 'Withdraw', reason: 'R' })).statusCode).toBe(204);
    expect((await caseOf(made.caseId)).state).toBe('New');
  });
});

describe("the demo's case about a credit request", () => {
  it('waits on the marketplace about an open request of Acme, named as a case names it, and is decided from the case', async () => {
    const [demo] = await sqlRows<{ id: number; link_id: number; link_label: string; state: string; supplier_id: number }>(
      ctx.database,
      sql`select id, link_id, link_label, state, supplier_id from cases where link_kind = 'creditRequest' order by id`,
    );
    expect(demo).toMatchObject({ state: 'WaitingOnMarketplace', supplier_id: acme() });
    const found = await caseOf(demo!.id);
    // the label the portal gives a case it opens about a request, and the request still open to decide
    expect(found.link).toMatchObject({ kind: 'creditRequest', id: demo!.link_id, label: demo!.link_label });
    expect(found.openCreditRequest).toMatchObject({ creditRequestId: demo!.link_id });
    expect(demo!.link_label).toBe(`${found.openCreditRequest!.purchaseOrderNumber} (${formatUsd(found.openCreditRequest!.amount)})`);
    const res = await decide(demo!.link_id, { decision: 'Keep', reason: 'The return arrived after the refund.', caseId: demo!.id });
    expect(res.statusCode, res.body).toBe(204);
    expect(await caseOf(demo!.id)).toMatchObject({ state: 'Resolved' });
  });
});
