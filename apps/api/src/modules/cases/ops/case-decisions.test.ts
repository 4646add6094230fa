// Decisions taken from a case through the real server and database (docs/decisions/cases.md, "Decisions from a case",
// "Address correction", "Live"): a deduction's dispute decided with the case's id (the case gets the decision and is
// resolved in the same transaction; a case not about the deduction, another supplier's or a closed one refuses it and
// nothing changes; twice is 409), the corrected address of an address correction case written onto the order (bad
// input on every field, a shipped order 409 with the reason, a case about no order 409, nothing half-written), who may
// call them, and the console's live signal of the cases.
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { CASE_MESSAGES, type OpsCaseDetail } from '@portal/contracts';
import { ACME, expectValidationError, INTEGRATED, OPERATOR, sqlRows, useTestAppWithFiles } from '../../../../test/test-app.ts';
import { fixClockAt, openCase, opsCall, opsCaseOf, subscribeAcmeWebhook } from '../../../../test/cases-factory.ts';
import { makeOrder } from '../../../../test/order-factory.ts';
import { useEventStreams } from '../../../../test/sse-client.ts';

const ctx = useTestAppWithFiles();
const opsStream = useEventStreams(ctx, '/api/ops/events');
const NOW = new Date('2030-07-01T15:00:00Z');
fixClockAt(ctx, NOW);

const acme = () => ctx.seed.supplierIds.acme;
const caseOf = (caseId: number) => opsCaseOf(ctx, caseId);

/** A deduction on a fresh order of the supplier, disputed by its Admin; the case about it. */
async function disputedDeductionCase(supplierId = acme(), email = ACME) {
  const order = await makeOrder(ctx.database.db, supplierId, { status: 'Complete' });
  const made = await ctx.as(OPERATOR, {
    method: 'POST',
    url: '/api/ops/payments/deductions',
    payload: { supplierId, orderId: order.id, type: 'Freight', amount: '17.5', reason: 'Freight re-billed' },
  });
  expect(made.statusCode, made.body).toBe(201);
  const { deductionId, deductionNumber } = made.json<{ deductionId: number; deductionNumber: string }>();
  const disputed = await ctx.as(email, {
    method: 'POST',
    url: `/api/payments/deductions/${deductionId}/disputes`,
    payload: { reason: 'FreightNotOwed', comment: 'We shipped on our own account.' },
  });
  expect(disputed.statusCode, disputed.body).toBe(201);
  const { disputeId } = disputed.json<{ disputeId: number }>();
  const opened = await openCase(ctx, email, { subject: 'Freight deduction', link: { kind: 'deduction', id: deductionId } });
  return { deductionId, deductionNumber, disputeId, caseId: opened.caseId };
}

const decide = (disputeId: number, body: object) => opsCall(ctx, 'POST', `/payments/disputes/${disputeId}/decision`, body);
const disputeDecision = async (disputeId: number) =>
  (await sqlRows<{ decision: string | null }>(ctx.database, sql`select decision from disputes where id = ${disputeId}`))[0]!.decision;

describe('a dispute decided from its case', () => {
  it("shows the deduction's waiting dispute on the console's case, and deciding it with the case resolves the case with the decision in one transaction", async () => {
    const made = await disputedDeductionCase();
    expect((await caseOf(made.caseId)).openDispute).toEqual({
      disputeId: made.disputeId,
      deductionNumber: made.deductionNumber,
      attempt: 1,
      reason: expect.any(String),
      comment: 'We shipped on our own account.',
    });
    const res = await decide(made.disputeId, { decision: 'Upheld', reason: 'Freight was billed by contract.', caseId: made.caseId });
    expect(res.statusCode, res.body).toBe(200);
    const after = await caseOf(made.caseId);
    expect(after).toMatchObject({ state: 'Resolved', assigneeName: 'Olivia Operator', openDispute: null, timeLeft: null });
    expect(after.messages.at(-1)).toMatchObject({
      side: 'marketplace',
      authorName: 'Olivia Operator',
      body: CASE_MESSAGES.disputeDecided(made.deductionNumber, false, 'Freight was billed by contract.'),
    });
    expect(await disputeDecision(made.disputeId)).toBe('Upheld');
    // twice: the dispute is decided (409), the case keeps one message of the decision
    const again = await decide(made.disputeId, { decision: 'Accepted', caseId: made.caseId });
    expect(again.statusCode).toBe(409);
    expect((await caseOf(made.caseId)).messages).toHaveLength(after.messages.length);
  });

  it('refuses a case not about the deduction (409), an unknown case (404), a resolved case (409) and another supplier’s case (404), deciding nothing', async () => {
    const made = await disputedDeductionCase();
    const other = await openCase(ctx, ACME, { subject: 'About nothing' });
    const notAbout = await decide(made.disputeId, { decision: 'Accepted', caseId: other.caseId });
    expect(notAbout.statusCode, notAbout.body).toBe(409);
    expect(notAbout.json<{ detail: string }>().detail).toBe(CASE_MESSAGES.notAboutThisDeduction);
    expect((await decide(made.disputeId, { decision: 'Accepted', caseId: 2147483647 })).statusCode).toBe(404);
    const foreign = await openCase(ctx, INTEGRATED, { subject: 'Theirs' });
    expect((await decide(made.disputeId, { decision: 'Accepted', caseId: foreign.caseId })).statusCode).toBe(404);
    expect((await opsCall(ctx, 'POST', `/cases/${made.caseId}/resolve`)).statusCode).toBe(200);
    const closed = await decide(made.disputeId, { decision: 'Accepted', caseId: made.caseId });
    expect(closed.statusCode).toBe(409);
    expect(closed.json<{ detail: string }>().detail).toBe(CASE_MESSAGES.refused('resolve', 'Resolved'));
    expect(await disputeDecision(made.disputeId)).toBeNull();
    expect((await caseOf(other.caseId)).messages).toHaveLength(1);
  });

  it('checks the case id (400) and is for operators (403 for a supplier user)', async () => {
    const made = await disputedDeductionCase();
    for (const caseId of ['abc', 0, -1, 1.5])
      expectValidationError(await decide(made.disputeId, { decision: 'Accepted', caseId }), '$.caseId');
    const bySupplier = await ctx.as(ACME, {
      method: 'POST',
      url: `/api/ops/payments/disputes/${made.disputeId}/decision`,
      payload: { decision: 'Accepted', caseId: made.caseId },
    });
    expect(bySupplier.statusCode).toBe(403);
    expect(await disputeDecision(made.disputeId)).toBeNull();
  });
});

const CORRECTED = { address1: '12 Oak Avenue', address2: 'Suite 4', city: 'Columbus', state: 'OH', zip: '43004', country: 'US' };
const correct = (caseId: number, body: object) => opsCall(ctx, 'POST', `/cases/${caseId}/address-correction`, body);
const orderRow = async (orderId: number) =>
  (
    await sqlRows<{ address1: string; address2: string | null; city: string; zip: string; version: number }>(
      ctx.database,
      sql`select address1, address2, city, zip, version from orders where id = ${orderId}`,
    )
  )[0]!;
const historyOf = async (orderId: number) =>
  sqlRows<{ action: string; detail: Record<string, unknown> }>(
    ctx.database,
    sql`select action, detail from order_history where order_id = ${orderId} order by id`,
  );

let webhookReady = false;
async function addressCase(status = 'AwaitingShipment') {
  if (!webhookReady) {
    await subscribeAcmeWebhook(ctx, ['order.changed', 'case.opened', 'case.answered']);
    webhookReady = true;
  }
  const order = await makeOrder(ctx.database.db, acme(), { status });
  const opened = await openCase(ctx, ACME, { subject: 'Wrong street', link: { kind: 'order', id: order.id } });
  return { orderId: order.id, caseId: opened.caseId };
}

describe('an address correction answered from its case', () => {
  it('writes the corrected address onto the order with its activity line and answers the case, in one transaction', async () => {
    const { orderId, caseId } = await addressCase();
    const before = await orderRow(orderId);
    const res = await correct(caseId, { address: CORRECTED, message: 'Corrected to Oak Avenue.' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<OpsCaseDetail>()).toMatchObject({ state: 'WaitingOnSupplier', assigneeName: 'Olivia Operator' });
    expect(res.json<OpsCaseDetail>().messages.at(-1)).toMatchObject({ side: 'marketplace', body: 'Corrected to Oak Avenue.' });
    expect(await orderRow(orderId)).toMatchObject({
      address1: '12 Oak Avenue',
      address2: 'Suite 4',
      city: 'Columbus',
      zip: '43004',
      version: before.version + 1,
    });
    const line = (await historyOf(orderId)).find((h) => h.action === 'addressCorrected');
    expect(line?.detail).toMatchObject({ caseId, from: { address1: '1 Main Street', city: 'Dayton' }, to: { address1: '12 Oak Avenue' } });
    // the order's change and the answer, each once, to the supplier's webhook endpoint
    const hooks = await sqlRows<{ event: string }>(
      ctx.database,
      sql`select event from webhook_deliveries where supplier_id = ${acme()} and (order_id = ${orderId} or data->>'caseId' = ${String(caseId)}) order by id`,
    );
    expect(hooks.map((h) => h.event)).toEqual(['case.opened', 'order.changed', 'case.answered']);
  });

  it('refuses a shipped order with the reason (409) and writes nothing, neither on the order nor on the case', async () => {
    const { orderId, caseId } = await addressCase('Invoicing');
    const res = await correct(caseId, { address: CORRECTED, message: 'Corrected.' });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json<{ detail: string }>().detail).toMatch(/^Cannot correct the shipping address: the order is .* \(Invoicing\)\.$/);
    expect((await orderRow(orderId)).address1).toBe('1 Main Street');
    expect((await caseOf(caseId)).messages).toHaveLength(1);
    expect((await historyOf(orderId)).some((h) => h.action === 'addressCorrected')).toBe(false);
  });

  it("refuses a case of another category than the address correction one (409 with the reason), the category's name aside", async () => {
    const order = await makeOrder(ctx.database.db, acme(), { status: 'AwaitingShipment' });
    const [other] = await sqlRows<{ id: number }>(
      ctx.database,
      sql`select id from case_categories where active and purpose is null order by position limit 1`,
    );
    const opened = await openCase(ctx, ACME, { categoryId: other!.id, subject: 'Wrong street', link: { kind: 'order', id: order.id } });
    const res = await correct(opened.caseId, { address: CORRECTED, message: 'Corrected.' });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json<{ detail: string }>().detail).toBe(CASE_MESSAGES.notAnAddressCorrectionCase);
    expect((await caseOf(opened.caseId)).categoryPurpose).toBeNull();
    expect((await orderRow(order.id)).address1).toBe('1 Main Street');
    expect((await caseOf(opened.caseId)).messages).toHaveLength(1);
    // the address correction category's case says so
    const { caseId } = await addressCase();
    expect((await caseOf(caseId)).categoryPurpose).toBe('address-correction');
  });

  it('refuses a case about no order (409), a resolved case (409) and an unknown case (404)', async () => {
    const plain = await openCase(ctx, ACME, { subject: 'No order' });
    const none = await correct(plain.caseId, { address: CORRECTED, message: 'Corrected.' });
    expect(none.statusCode).toBe(409);
    expect(none.json<{ detail: string }>().detail).toBe(CASE_MESSAGES.notAboutAnOrder);
    const { orderId, caseId } = await addressCase();
    expect((await opsCall(ctx, 'POST', `/cases/${caseId}/resolve`)).statusCode).toBe(200);
    expect((await correct(caseId, { address: CORRECTED, message: 'Corrected.' })).statusCode).toBe(409);
    expect((await orderRow(orderId)).address1).toBe('1 Main Street');
    expect((await correct(2147483647, { address: CORRECTED, message: 'Corrected.' })).statusCode).toBe(404);
  });

  it('answers 400 at the field for bad input on every field and writes nothing', async () => {
    const { orderId, caseId } = await addressCase();
    const bad: [object, string][] = [
      [{ address: { ...CORRECTED, address1: ' ' }, message: 'M' }, '$.address.address1'],
      [{ address: { ...CORRECTED, address1: 'x'.repeat(101) }, message: 'M' }, '$.address.address1'],
      [{ address: { ...CORRECTED, address2: 'x'.repeat(101) }, message: 'M' }, '$.address.address2'],
      [{ address: { ...CORRECTED, city: '' }, message: 'M' }, '$.address.city'],
      [{ address: { ...CORRECTED, state: 'x'.repeat(31) }, message: 'M' }, '$.address.state'],
      [{ address: { ...CORRECTED, zip: '43004!' }, message: 'M' }, '$.address.zip'],
      [{ address: { ...CORRECTED, country: 'usa' }, message: 'M' }, '$.address.country'],
      [{ address: { ...CORRECTED, street: 'x' }, message: 'M' }, '$.address'],
      [{ address: CORRECTED, message: '  ' }, '$.message'],
      [{ address: CORRECTED, message: 'x'.repeat(5001) }, '$.message'],
      [{ message: 'M' }, '$.address'],
    ];
    for (const [body, path] of bad) expectValidationError(await correct(caseId, body), path);
    expect((await correct(Number.NaN, { address: CORRECTED, message: 'M' })).statusCode).toBe(400);
    expect((await orderRow(orderId)).address1).toBe('1 Main Street');
    expect((await caseOf(caseId)).messages).toHaveLength(1);
  });

  it('is for operators: a supplier user gets 403', async () => {
    const { orderId, caseId } = await addressCase();
    const res = await ctx.as(ACME, {
      method: 'POST',
      url: `/api/ops/cases/${caseId}/address-correction`,
      payload: { address: CORRECTED, message: 'M' },
    });
    expect(res.statusCode).toBe(403);
    expect((await orderRow(orderId)).address1).toBe('1 Main Street');
  });
});

describe("the console's live signal of the cases", () => {
  it('sends every operator stream ops-cases-changed when any supplier’s case changes; a supplier user may not open it', async () => {
    const operator = await opsStream(OPERATOR);
    expect(operator.status).toBe(200);
    await openCase(ctx, INTEGRATED, { subject: 'Live' });
    let frame = await operator.next(5000);
    while (frame.event !== 'ops-cases-changed') frame = await operator.next(5000);
    expect(frame.event).toBe('ops-cases-changed');
    expect((await opsStream(ACME)).status).toBe(403);
    expect((await opsStream(null)).status).toBe(401);
  });
});
