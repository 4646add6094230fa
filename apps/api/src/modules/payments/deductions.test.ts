// Deductions and disputes through the real server and database: an operator's deduction by hand with evidence files,
// the supplier's grid and detail (files with download addresses, the window left), disputes under every rule (two at
// most, 30 days, never while one waits, the second only after an upheld first, 409 on a concurrent second), the
// console's queue and decisions (atomic, 409 twice, mailed, history, webhooks, the overview's counter), the flag and
// the roles.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import {
  DISPUTE_MESSAGES,
  disputeReasonMismatch,
  PAYMENTS_FEATURE_FLAG,
  PAYMENTS_QUEUE_KEYS,
  type DeductionDetailWithLinks,
  type DeductionSummary,
  type DisputeQueueRow,
  type DisputeRow,
  type OpsOverview,
} from '@portal/contracts';
import {
  ACME,
  CLERK,
  contentRangeTotal,
  expectValidationError,
  gridGet,
  INTEGRATED,
  OPERATOR,
  sqlRows,
  useTestAppWithFiles,
} from '../../../test/test-app.ts';
import { outboxFor } from '../../../test/auth-calls.ts';
import { makeOrder } from '../../../test/order-factory.ts';
import { deductions, orderHistory } from '../../db/schema/index.ts';

const ctx = useTestAppWithFiles();
afterEach(() => {
  vi.restoreAllMocks();
});
const PDF = Buffer.from('%PDF-1.4\n% a tiny test file\n%%EOF\n');

const ops = (method: 'GET' | 'POST', url: string, payload?: object) =>
  ctx.as(OPERATOR, { method, url: `/api/ops/payments${url}`, ...(payload ? { payload } : {}) });

async function put(url: string) {
  const res = await ctx.app.inject({
    method: 'PUT',
    url,
    payload: PDF,
    headers: { 'x-ms-blob-type': 'BlockBlob', 'content-type': 'application/pdf' },
  });
  expect(res.statusCode).toBe(201);
}

/** An evidence file the operator uploads among the supplier's files. */
async function evidenceFile(supplierId: number, fileName: string): Promise<string> {
  const res = await ops('POST', '/deductions/upload-url', { supplierId, fileName });
  expect(res.statusCode, res.body).toBe(200);
  await put(res.json<string>());
  return fileName;
}

/** A file the supplier uploads through the documents call. */
async function supplierFile(email: string, fileName: string): Promise<string> {
  const res = await ctx.as(email, { method: 'POST', url: '/api/documents/upload-url', payload: { value: fileName } });
  expect(res.statusCode, res.body).toBe(200);
  await put(res.json<string>());
  return fileName;
}

async function manualDeduction(overrides: object = {}, supplierId = ctx.seed.supplierIds.acme) {
  const order = await makeOrder(ctx.database.db, supplierId, { status: 'Complete' });
  const res = await ops('POST', '/deductions', {
    supplierId,
    orderId: order.id,
    type: 'Freight',
    amount: '17.5',
    reason: 'Freight re-billed',
    ...overrides,
  });
  expect(res.statusCode, res.body).toBe(201);
  return { ...res.json<{ deductionId: number; deductionNumber: string }>(), orderId: order.id };
}

const dispute = (deductionId: number, body: object = {}, email = ACME) =>
  ctx.as(email, {
    method: 'POST',
    url: `/api/payments/deductions/${deductionId}/disputes`,
    payload: { reason: 'FreightNotOwed', comment: 'We shipped on our own account.', ...body },
  });
const decide = (disputeId: number, body: object) => ops('POST', `/disputes/${disputeId}/decision`, body);
const detail = async (deductionId: number, email = ACME) => {
  const res = await ctx.as(email, { method: 'GET', url: `/api/payments/deductions/${deductionId}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<DeductionDetailWithLinks>();
};

async function setPaymentsFlag(supplierId: number, on: boolean) {
  await ctx.database.db.execute(sql`
    insert into feature_flag_overrides (supplier_id, feature, is_enabled) values (${supplierId}, ${PAYMENTS_FEATURE_FLAG}, ${on})
    on conflict (supplier_id, feature) do update set is_enabled = excluded.is_enabled`);
}

describe('access', () => {
  it.each([
    ['GET', '/api/payments/deductions'],
    ['GET', '/api/payments/deductions/1'],
    ['POST', '/api/payments/deductions/1/disputes'],
  ])(
    '%s %s: 401 without a session, 403 for an operator and for a user without the Admin role, 404 with the flag off',
    async (method, url) => {
      const request = { method: method as 'GET', url, payload: method === 'POST' ? { reason: 'Other', comment: 'c' } : undefined };
      expect((await ctx.app.inject(request)).statusCode).toBe(401);
      expect((await ctx.as(OPERATOR, request)).statusCode).toBe(403);
      await setPaymentsFlag(ctx.seed.supplierIds.acme, true);
      expect((await ctx.as(CLERK, request)).statusCode).toBe(403);
      await setPaymentsFlag(ctx.seed.supplierIds.acme, false);
      expect((await ctx.as(ACME, request)).statusCode).toBe(404);
      expect((await ctx.as(CLERK, request)).statusCode).toBe(404);
      await setPaymentsFlag(ctx.seed.supplierIds.acme, true);
    },
  );

  it.each([
    ['POST', '/deductions'],
    ['POST', '/deductions/upload-url'],
    ['GET', '/disputes'],
    ['POST', '/disputes/1/decision'],
  ])('%s /api/ops/payments%s: 401 without a session, 403 for supplier users', async (method, url) => {
    const request = { method: method as 'GET', url: `/api/ops/payments${url}`, payload: method === 'POST' ? {} : undefined };
    expect((await ctx.app.inject(request)).statusCode).toBe(401);
    for (const user of [ACME, CLERK, INTEGRATED]) expect((await ctx.as(user, request)).statusCode).toBe(403);
  });
});

describe('POST /ops/payments/deductions (by hand)', () => {
  it("posts an open deduction with its evidence files on the supplier's order; the supplier sees it with download addresses", async () => {
    await setPaymentsFlag(ctx.seed.supplierIds.acme, true);
    const acme = ctx.seed.supplierIds.acme;
    const file = await evidenceFile(acme, '20261126010000__freight-bill.pdf');
    const made = await manualDeduction({ files: [file], type: 'LabelNonCompliance', amount: 20 });
    expect(made.deductionNumber).toMatch(/^DED-\d{6}$/);
    const d = await detail(made.deductionId);
    expect(d).toMatchObject({
      deductionNumber: made.deductionNumber,
      orderId: made.orderId,
      type: 'LabelNonCompliance',
      amount: '20.00',
      status: 'Open',
      raisedByRule: false,
      reason: 'Freight re-billed',
      disputes: [],
      disputeProblem: null,
      disputeWindow: { open: true, daysLeft: 30 },
    });
    expect(d.files).toHaveLength(1);
    expect(d.files[0]).toMatchObject({ fileName: 'freight-bill.pdf', storedName: file, disputeId: null });
    expect((await ctx.app.inject({ method: 'GET', url: d.files[0]!.url })).statusCode).toBe(200);
    const history = await ctx.database.db
      .select()
      .from(orderHistory)
      .where(and(eq(orderHistory.orderId, made.orderId), eq(orderHistory.action, 'deductionPosted')));
    expect(history.map((h) => h.detail)).toEqual([
      { deductionId: made.deductionId, deductionNumber: made.deductionNumber, type: 'LabelNonCompliance', amount: '20.00' },
    ]);
  });

  it("refuses bad input on every field, another supplier's order and a file that was not uploaded", async () => {
    const acme = ctx.seed.supplierIds.acme;
    const order = await makeOrder(ctx.database.db, acme, { status: 'Complete' });
    const theirs = await makeOrder(ctx.database.db, ctx.seed.supplierIds.integrated, { status: 'Complete' });
    const body = { supplierId: acme, orderId: order.id, type: 'Freight', amount: '5', reason: 'r' };
    const post = (b: object) => ops('POST', '/deductions', b);
    expectValidationError(await post({ ...body, supplierId: undefined }), '$.supplierId');
    expectValidationError(await post({ ...body, supplierId: 99999999 }), '$.supplierId', 'The supplier was not found.');
    expectValidationError(await post({ ...body, orderId: 'x' }), '$.orderId');
    expectValidationError(await post({ ...body, orderId: theirs.id }), '$.orderId', 'The supplier has no order with this id.');
    expectValidationError(await post({ ...body, type: 'Speeding' }), '$.type');
    expectValidationError(await post({ ...body, amount: '0' }), '$.amount');
    expectValidationError(await post({ ...body, amount: '1.234' }), '$.amount');
    expectValidationError(await post({ ...body, amount: -3 }), '$.amount');
    expectValidationError(await post({ ...body, reason: ' ' }), '$.reason');
    expectValidationError(await post({ ...body, reason: 'x'.repeat(1001) }), '$.reason');
    expectValidationError(await post({ ...body, files: ['../x.pdf'] }), '$.files[0]');
    expectValidationError(await post({ ...body, files: ['x.exe'] }), '$.files[0]');
    expectValidationError(
      await post({ ...body, files: ['20261126010000__never.pdf'] }),
      '$.files[0]',
      'The file "never.pdf" was not uploaded.',
    );
    expectValidationError(await post({ ...body, extra: 1 }), '$');
    expectValidationError(await ops('POST', '/deductions/upload-url', { supplierId: 99999999, fileName: 'a.pdf' }), '$.supplierId');
    expectValidationError(await ops('POST', '/deductions/upload-url', { supplierId: acme, fileName: 'a/b.pdf' }), '$.fileName');
    expect(await ctx.database.db.select().from(deductions).where(eq(deductions.orderId, order.id))).toEqual([]);
  });
});

describe('GET /payments/deductions', () => {
  it("lists the supplier's own deductions, filtered and sorted on the server; another supplier's deduction is not found", async () => {
    const acmeDeduction = await manualDeduction({ amount: '33.33' });
    await setPaymentsFlag(ctx.seed.supplierIds.integrated, true);
    const theirs = await manualDeduction({ amount: '44.44' }, ctx.seed.supplierIds.integrated);
    const page = await gridGet(ctx, ACME, '/api/payments/deductions', {
      query: { filterModel: { deductionNumber: { filterType: 'text', type: 'equals', filter: acmeDeduction.deductionNumber } } },
    });
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json<DeductionSummary[]>().map((r) => [r.deductionId, r.amount, r.disputeDaysLeft])).toEqual([
      [acmeDeduction.deductionId, '33.33', 30],
    ]);
    expect(contentRangeTotal(page)).toBe(1);
    const all = await gridGet(ctx, ACME, '/api/payments/deductions', { limit: '500' });
    expect(all.json<DeductionSummary[]>().some((r) => r.deductionId === theirs.deductionId)).toBe(false);
    expect((await ctx.as(ACME, { method: 'GET', url: `/api/payments/deductions/${theirs.deductionId}` })).statusCode).toBe(404);
    expect((await dispute(theirs.deductionId)).statusCode).toBe(404);
    expect((await ctx.as(ACME, { method: 'GET', url: '/api/payments/deductions/abc' })).statusCode).toBe(400);
    expectValidationError(
      await gridGet(ctx, ACME, '/api/payments/deductions', { query: { filterModel: { status: { filterType: 'set', values: ['Lost'] } } } }),
      '$.query',
    );
    expectValidationError(
      await gridGet(ctx, ACME, '/api/payments/deductions', { query: { sortModel: [{ colId: 'nope', sort: 'asc' }] } }),
      '$.query',
    );
  });
});

describe('disputes and decisions', () => {
  it('disputes with a file, refuses a second while it waits, upholds with a reason, takes a second, accepts it: reversed', async () => {
    const made = await manualDeduction();
    const file = await supplierFile(ACME, '20261126020000__proof.pdf');
    const first = await dispute(made.deductionId, { files: [file] });
    expect(first.statusCode, first.body).toBe(201);
    const firstRow = first.json<DisputeRow>();
    expect(firstRow).toMatchObject({ attempt: 1, reason: 'FreightNotOwed', decision: null, createdBy: 'Alice Admin' });
    const waiting = await dispute(made.deductionId);
    expect(waiting.statusCode).toBe(409);
    expect(waiting.json()).toMatchObject({ status: 409, detail: DISPUTE_MESSAGES.waiting });
    let d = await detail(made.deductionId);
    expect(d.status).toBe('Disputed');
    expect(d.disputeProblem).toBe(DISPUTE_MESSAGES.waiting);
    expect(d.files.map((f) => [f.fileName, f.disputeId])).toEqual([['proof.pdf', firstRow.disputeId]]);

    // the queue shows it waiting, with its file
    const queue = await gridGet(ctx, OPERATOR, '/api/ops/payments/disputes', { limit: '500' });
    const rows = queue.json<DisputeQueueRow[]>();
    const inQueue = rows.find((r) => r.disputeId === firstRow.disputeId)!;
    expect(inQueue).toMatchObject({
      supplierId: ctx.seed.supplierIds.acme,
      deductionNumber: made.deductionNumber,
      deductionType: 'Freight',
      amount: '17.50',
    });
    expect(inQueue.files.map((f) => f.fileName)).toEqual(['proof.pdf']);
    const firstDecided = rows.findIndex((r) => r.decision !== null);
    expect(firstDecided === -1 || rows.slice(firstDecided).every((r) => r.decision !== null)).toBe(true);

    const mailsBefore = (await outboxFor(ctx.app, ACME)).length;
    expectValidationError(
      await decide(firstRow.disputeId, { decision: 'Upheld' }),
      '$.reason',
      'Enter the reason for upholding the deduction.',
    );
    expectValidationError(await decide(firstRow.disputeId, { decision: 'Maybe' }), '$.decision');
    expectValidationError(await decide(firstRow.disputeId, { decision: 'Upheld', reason: 'x'.repeat(1001) }), '$.reason');
    const upheld = await decide(firstRow.disputeId, { decision: 'Upheld', reason: 'The freight bill is signed.' });
    expect(upheld.statusCode, upheld.body).toBe(200);
    expect(upheld.json<DisputeRow>()).toMatchObject({ decision: 'Upheld', decisionReason: 'The freight bill is signed.' });
    expect((await decide(firstRow.disputeId, { decision: 'Accepted' })).statusCode).toBe(409);
    const mails = await outboxFor(ctx.app, ACME);
    expect(mails.length).toBe(mailsBefore + 1);
    expect(mails.at(-1)).toMatchObject({ subject: `Dispute upheld: ${made.deductionNumber}` });
    expect(mails.at(-1)!.text).toContain('Reason: The freight bill is signed.');
    // the amount in the spec's money format, as on the screens
    expect(mails.at(-1)!.text).toMatch(/ of \$\d[\d,]*\.\d{2} on order /);
    d = await detail(made.deductionId);
    expect(d.status).toBe('Upheld');
    expect(d.disputeProblem).toBeNull();

    const second = await dispute(made.deductionId, { reason: 'WrongAmount', comment: 'The bill says 7.50.' });
    expect(second.statusCode, second.body).toBe(201);
    const secondRow = second.json<DisputeRow>();
    expect(secondRow.attempt).toBe(2);
    const accepted = await decide(secondRow.disputeId, { decision: 'Accepted' });
    expect(accepted.statusCode, accepted.body).toBe(200);
    d = await detail(made.deductionId);
    expect(d).toMatchObject({ status: 'Reversed', disputeProblem: DISPUTE_MESSAGES.reversed, reversalRemittanceNumber: null });
    const [row] = await ctx.database.db.select().from(deductions).where(eq(deductions.id, made.deductionId));
    expect(row!.reversedOn).not.toBeNull();
    expect(row!.reversalRemittanceId).toBeNull();
    // never held back: the answer and the mail say nothing is paid back (not "paid back with your next remittance")
    expect(accepted.json()).toMatchObject({ decision: 'Accepted', heldBack: false });
    const acceptedMail = (await outboxFor(ctx.app, ACME)).at(-1)!;
    expect(acceptedMail).toMatchObject({ subject: `Dispute accepted: ${made.deductionNumber}` });
    expect(acceptedMail.text).toContain(
      'The deduction is reversed before any remittance held it back, so nothing is held back or paid back.',
    );
    expect(acceptedMail.text).not.toContain('next remittance');
    expect((await dispute(made.deductionId)).json()).toMatchObject({ status: 409, detail: DISPUTE_MESSAGES.reversed });

    const actions = await ctx.database.db
      .select({ action: orderHistory.action })
      .from(orderHistory)
      .where(eq(orderHistory.orderId, made.orderId))
      .orderBy(orderHistory.id);
    expect(actions.map((a) => a.action)).toEqual([
      'deductionPosted',
      'deductionDisputed',
      'deductionUpheld',
      'deductionDisputed',
      'deductionReversed',
    ]);
  });

  it('counts the posting by its New York day: posted at 23:30 in New York (04:30 UTC the next day)', async () => {
    const made = await manualDeduction();
    // Nov 30 at 23:30 in New York is Dec 01 in UTC: the window counts from Nov 30, the grid finds it on Nov 30
    await ctx.database.db
      .update(deductions)
      .set({ postedOn: new Date('2026-12-01T04:30:00Z') })
      .where(eq(deductions.id, made.deductionId));
    vi.spyOn(ctx.app.clock, 'now').mockReturnValue(new Date('2026-12-29T17:00:00Z'));
    expect((await detail(made.deductionId)).disputeWindow).toEqual({ open: true, daysLeft: 1, lastDay: '2026-12-29' });
    const postedOn = async (type: string, dateFrom: string) => {
      const page = await gridGet(ctx, ACME, '/api/payments/deductions', {
        query: {
          filterModel: {
            deductionNumber: { filterType: 'text', type: 'equals', filter: made.deductionNumber },
            postedOn: { filterType: 'date', type, dateFrom },
          },
        },
      });
      expect(page.statusCode, page.body).toBe(200);
      return page.json<DeductionSummary[]>().map((r) => r.deductionNumber);
    };
    expect(await postedOn('equals', '2026-11-30')).toEqual([made.deductionNumber]);
    expect(await postedOn('equals', '2026-12-01')).toEqual([]);
    expect(await postedOn('lessThan', '2026-12-01')).toEqual([made.deductionNumber]);
    expect(await postedOn('greaterThan', '2026-11-30')).toEqual([]);
    // the last day of the window is Dec 29 in New York: on Dec 30 the dispute is refused
    vi.spyOn(ctx.app.clock, 'now').mockReturnValue(new Date('2026-12-30T17:00:00Z'));
    expect((await dispute(made.deductionId)).json()).toMatchObject({ status: 409, detail: DISPUTE_MESSAGES.windowClosed('2026-12-29') });
  });

  it('takes two disputes at most, and none after the 30-day window', async () => {
    const twice = await manualDeduction();
    for (let i = 0; i < 2; i++) {
      const res = await dispute(twice.deductionId);
      expect(res.statusCode, res.body).toBe(201);
      expect((await decide(res.json<DisputeRow>().disputeId, { decision: 'Upheld', reason: 'No.' })).statusCode).toBe(200);
    }
    expect((await dispute(twice.deductionId)).json()).toMatchObject({ status: 409, detail: DISPUTE_MESSAGES.maxReached });

    const old = await manualDeduction();
    // a fixed mid-June afternoon: 29 and 31 days back cross no daylight-saving change (the wall clock's did in November)
    const now = new Date('2026-06-15T16:00:00Z');
    vi.spyOn(ctx.app.clock, 'now').mockReturnValue(now);
    await ctx.database.db
      .update(deductions)
      .set({ postedOn: new Date(now.getTime() - 29 * 86_400_000) })
      .where(eq(deductions.id, old.deductionId));
    expect((await detail(old.deductionId)).disputeWindow).toMatchObject({ open: true, daysLeft: 1 });
    await ctx.database.db
      .update(deductions)
      .set({ postedOn: new Date(now.getTime() - 31 * 86_400_000) })
      .where(eq(deductions.id, old.deductionId));
    const late = await dispute(old.deductionId);
    expect(late.statusCode).toBe(409);
    expect((late.json() as { detail: string }).detail).toMatch(
      /^The dispute window closed on \d{4}-\d{2}-\d{2}: a deduction can be disputed within 30 days of its posting\.$/,
    );
  });

  it('answers 409 to the second of two disputes sent at once, and decides a dispute once when two operators decide at once', async () => {
    const made = await manualDeduction();
    const both = await Promise.all([dispute(made.deductionId), dispute(made.deductionId)]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const created = both.find((r) => r.statusCode === 201)!.json<DisputeRow>();
    const decisions = await Promise.all([
      decide(created.disputeId, { decision: 'Accepted' }),
      decide(created.disputeId, { decision: 'Upheld', reason: 'r' }),
    ]);
    expect(decisions.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const history = await ctx.database.db
      .select()
      .from(orderHistory)
      .where(and(eq(orderHistory.orderId, made.orderId), sql`${orderHistory.action} in ('deductionReversed', 'deductionUpheld')`));
    expect(history).toHaveLength(1);
  });

  it('takes the reasons that fit the deduction type: its own, a wrong amount, another reason', async () => {
    const late = await manualDeduction({ type: 'LateShipment' });
    expectValidationError(await dispute(late.deductionId, { reason: 'FreightNotOwed' }), '$.reason', disputeReasonMismatch('LateShipment'));
    const sent = await dispute(late.deductionId, { reason: 'ShippedOnTime' });
    expect(sent.statusCode, sent.body).toBe(201);
    for (const reason of ['WrongAmount', 'Other'] as const) {
      const made = await manualDeduction({ type: 'PriceDifference' });
      expect((await dispute(made.deductionId, { reason })).statusCode).toBe(201);
    }
    // another supplier's deduction is not found, whatever the reason: its type is not told by the refusal
    await setPaymentsFlag(ctx.seed.supplierIds.integrated, true);
    const theirs = await manualDeduction({ type: 'LateShipment' }, ctx.seed.supplierIds.integrated);
    expect((await dispute(theirs.deductionId, { reason: 'FreightNotOwed' })).statusCode).toBe(404);
  });

  it('refuses bad dispute input on every field and an unknown dispute', async () => {
    const made = await manualDeduction();
    expectValidationError(await dispute(made.deductionId, { reason: 'Bored' }), '$.reason');
    expectValidationError(await dispute(made.deductionId, { comment: '' }), '$.comment');
    expectValidationError(await dispute(made.deductionId, { comment: 'x'.repeat(1001) }), '$.comment');
    expectValidationError(await dispute(made.deductionId, { files: ['a/b.pdf'] }), '$.files[0]');
    expectValidationError(
      await dispute(made.deductionId, { files: ['20261126030000__absent.pdf'] }),
      '$.files[0]',
      'The file "absent.pdf" was not uploaded.',
    );
    expectValidationError(await dispute(made.deductionId, { extra: 1 }), '$');
    // a reason that does not fit the deduction's type (a freight deduction disputed as shipped on time)
    expectValidationError(await dispute(made.deductionId, { reason: 'ShippedOnTime' }), '$.reason', disputeReasonMismatch('Freight'));
    expect((await detail(made.deductionId)).disputes).toEqual([]);
    expect((await decide(99999999, { decision: 'Accepted' })).statusCode).toBe(404);
    expect((await ops('POST', '/disputes/abc/decision', { decision: 'Accepted' })).statusCode).toBe(400);
  });

  it("counts the waiting disputes on the console's overview and announces a decision as a webhook", async () => {
    const acme = ctx.seed.supplierIds.acme;
    const [admin] = await sqlRows<{ id: number }>(ctx.database, sql`select id from users where email = ${ACME}`);
    await ctx.database.db.execute(sql`
      insert into webhook_endpoints (supplier_id, url, secret, events, created_by)
      values (${acme}, 'https://hooks.example.com/disputes', 'whsec_test', array['dispute.decided'], ${admin!.id})`);
    const count = async () =>
      (await ctx.as(OPERATOR, { method: 'GET', url: '/api/ops/overview' }))
        .json<OpsOverview>()
        .queues.find((q) => q.key === PAYMENTS_QUEUE_KEYS.disputes)!.count;
    const before = await count();
    const made = await manualDeduction();
    const res = await dispute(made.deductionId);
    expect(await count()).toBe(before + 1);
    await decide(res.json<DisputeRow>().disputeId, { decision: 'Upheld', reason: 'Signed bill.' });
    expect(await count()).toBe(before);
    const hooks = await sqlRows<{ data: { action: string; detail: { decision: string } } }>(
      ctx.database,
      sql`select data from webhook_deliveries where order_id = ${made.orderId} and event = 'dispute.decided'`,
    );
    expect(hooks.map((h) => [h.data.action, h.data.detail.decision])).toEqual([['deductionUpheld', 'Upheld']]);
  });
});
