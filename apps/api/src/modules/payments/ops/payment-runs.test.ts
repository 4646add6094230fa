// Payment runs and payment terms in the console (docs/decisions/payments.md): who may call them, bad input on every
// field, the run's lines (invoices due, held-back and standalone deductions, reversals, credit memos), a supplier held
// at net 0.00 or less, the post in one transaction (409 and nothing changed on a date posted twice, two posts at once),
// the paid invoices' order history and webhook rows. The calls answer each supplier's figures and counts, not its
// lines: a preview's lines are read from `computeRun` (what the post would write), a post's from the stored remittance.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import {
  PAYMENTS_MESSAGES,
  type PaymentRunPosted,
  type PaymentRunPreview,
  type PaymentRunSummary,
  type PaymentTermsView,
} from '@portal/contracts';
import { ACME, expectValidationError, INTEGRATED, OPERATOR, sqlRows, useTestApp } from '../../../../test/test-app.ts';
import { acceptedInvoice, blankSupplier, creditMemo, openDeduction } from '../../../../test/payments-factory.ts';
import { deductions, orderHistory, paymentRuns, remittanceLines, remittances } from '../../../db/schema/index.ts';
import { computeRun } from '../payment-run.ts';

const ctx = useTestApp();
// after every run date of the file (2031-01-NN): a run posts on a day that has come
const NOW = new Date('2031-02-15T15:00:00Z');
beforeEach(() => {
  vi.spyOn(ctx.app.clock, 'now').mockReturnValue(NOW);
});
afterEach(() => {
  vi.restoreAllMocks();
});

const ops = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: unknown, email = OPERATOR) =>
  ctx.as(email, { method, url: `/api/ops/payments${url}`, ...(payload === undefined ? {} : { payload: payload as object }) });

let day = 0;
/** A run date no other test of this file posts: each test's runs are its own. */
const nextRunDate = () => `2031-01-${String(++day).padStart(2, '0')}`;

const preview = async (runDate: string) => {
  const res = await ops('POST', '/runs/preview', { runDate });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<PaymentRunPreview>();
};
/** The runs of this file are off-cycle (their dates are not the calendar's): payment-calendar.test.ts tests the calendar. */
const post = (runDate: string) => ops('POST', '/runs', { runDate, offCycle: true, reason: 'Test run' });
const supplierOf = (run: PaymentRunPreview | PaymentRunPosted, supplierId: number) =>
  run.suppliers.find((s) => s.supplierId === supplierId);
/** The supplier's lines in the run of `runDate` as the preview computes them and the post would write them. */
const runLines = async (runDate: string, supplierId: number) =>
  (await computeRun(ctx.database.db, runDate, supplierId)).suppliers[0]?.lines ?? [];
/** A posted remittance's stored lines, in the order the post wrote them. */
const storedLines = async (supplierId: number, remittanceNumber: string | null) =>
  (
    await ctx.database.db
      .select({ line: remittanceLines })
      .from(remittanceLines)
      .innerJoin(remittances, and(eq(remittances.supplierId, remittanceLines.supplierId), eq(remittances.id, remittanceLines.remittanceId)))
      .where(and(eq(remittanceLines.supplierId, supplierId), eq(remittances.remittanceNumber, remittanceNumber ?? '')))
      .orderBy(asc(remittanceLines.id))
  ).map((r) => r.line);

describe('access', () => {
  it.each([
    ['GET', '/terms/1'],
    ['PUT', '/terms/1'],
    ['POST', '/runs/preview'],
    ['POST', '/runs'],
    ['GET', '/runs'],
  ] as const)('%s /api/ops/payments%s: 401 without a session, 403 for supplier users', async (method, url) => {
    const payload = method === 'GET' ? undefined : {};
    expect((await ctx.app.inject({ method, url: `/api/ops/payments${url}`, payload })).statusCode).toBe(401);
    expect((await ops(method, url, payload, ACME)).statusCode).toBe(403);
    expect((await ops(method, url, payload, INTEGRATED)).statusCode).toBe(403);
  });
});

describe('payment terms', () => {
  it('answers Net 30 without terms, stores Net N, and due dates follow from acceptance on', async () => {
    const supplierId = await blankSupplier(ctx.database.db);
    const before = await ops('GET', `/terms/${supplierId}`);
    expect(before.json<PaymentTermsView>()).toEqual({ supplierId, netDays: 30, isDefault: true, updatedOn: null });
    const set = await ops('PUT', `/terms/${supplierId}`, { netDays: 45 });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json<PaymentTermsView>()).toEqual({ supplierId, netDays: 45, isDefault: false, updatedOn: NOW.toISOString() });
    expect((await ops('PUT', `/terms/${supplierId}`, { netDays: 0 })).json<PaymentTermsView>().netDays).toBe(0);
    expect((await ops('GET', `/terms/${supplierId}`)).json<PaymentTermsView>().netDays).toBe(0);
  });

  it('refuses bad Net days, bad and unknown supplier ids', async () => {
    for (const netDays of [121, -1, 1.5, '30', null]) expectValidationError(await ops('PUT', '/terms/1', { netDays }), '$.netDays');
    expectValidationError(await ops('PUT', '/terms/1', {}), '$.netDays');
    expect((await ops('PUT', '/terms/1', { netDays: 30, extra: 1 })).statusCode).toBe(400);
    expectValidationError(await ops('GET', '/terms/0'), '$.supplierId');
    expectValidationError(await ops('GET', '/terms/abc'), '$.supplierId');
    expect((await ops('GET', '/terms/999999')).statusCode).toBe(404);
    expect((await ops('PUT', '/terms/999999', { netDays: 30 })).statusCode).toBe(404);
  });
});

describe('run date', () => {
  it('refuses a missing, malformed or impossible date and extra fields, on preview and post', async () => {
    for (const url of ['/runs/preview', '/runs']) {
      for (const runDate of ['2031-02-30', '31-01-2031', '', 20310101, null])
        expectValidationError(await ops('POST', url, { runDate }), '$.runDate');
      expectValidationError(await ops('POST', url, {}), '$.runDate');
      expect((await ops('POST', url, { runDate: '2031-01-01', supplierId: 1 })).statusCode).toBe(400);
    }
  });
});

describe('a run', () => {
  it('pays invoices due on or before its date less their orders’ open deductions, applies credit memos whole, writes nothing in preview', async () => {
    const db = ctx.database.db;
    const supplierId = await blankSupplier(db);
    const runDate = nextRunDate();
    const due = await acceptedInvoice(db, supplierId, { total: '100.00', dueDate: runDate });
    const early = await acceptedInvoice(db, supplierId, { total: '50.25', dueDate: '2030-12-01' });
    const later = await acceptedInvoice(db, supplierId, { total: '70.00', dueDate: '2031-12-31' });
    const held = await openDeduction(db, supplierId, due, '10.10');
    const disputed = await openDeduction(db, supplierId, early, '1.00', { status: 'Disputed' });
    const memo = await creditMemo(db, supplierId, '20.00');

    const run = supplierOf(await preview(runDate), supplierId)!;
    expect(run).toEqual({
      supplierId,
      supplierName: expect.any(String),
      gross: '150.25',
      deductions: '30.10',
      net: '120.15',
      // the disputed deduction waits: the held-back one is the only deduction applied
      lineCount: 3,
      invoiceCount: 2,
      deductionCount: 1,
      remittanceNumber: null,
    });
    const expected = [
      ['Invoice', early.invoiceId, '50.25', '0.00', '50.25'],
      ['Invoice', due.invoiceId, '100.00', '10.10', '89.90'],
      ['CreditMemo', memo, '0.00', '20.00', '-20.00'],
    ];
    const lines = await runLines(runDate, supplierId);
    expect(lines.map((l) => [l.kind, l.invoiceId ?? l.creditMemoId, l.gross, l.deductions, l.net])).toEqual(expected);
    expect(lines.some((l) => l.invoiceId === later.invoiceId)).toBe(false);
    expect((await db.select({ n: count() }).from(remittances).where(eq(remittances.supplierId, supplierId)))[0]!.n).toBe(0);

    const res = await post(runDate);
    expect(res.statusCode, res.body).toBe(200);
    const posted = res.json<PaymentRunPosted>();
    expect(posted).toMatchObject({ runDate, postedBy: expect.any(String) });
    const mine = supplierOf(posted, supplierId)!;
    expect(mine.remittanceNumber).toMatch(/^RMT-\d{6}$/);
    expect(mine).toEqual({ ...run, remittanceNumber: mine.remittanceNumber });
    // the post writes the lines the preview computed
    const written = await storedLines(supplierId, mine.remittanceNumber);
    expect(written.map((l) => [l.kind, l.invoiceId ?? l.creditMemoId, l.gross, l.deductions, l.net])).toEqual(expected);
    const [stored] = await db.select().from(remittances).where(eq(remittances.supplierId, supplierId));
    expect(stored).toMatchObject({
      remittanceNumber: mine.remittanceNumber,
      gross: '150.25',
      deductions: '30.10',
      net: '120.15',
      paymentDate: runDate,
    });
    const [d] = await db
      .select()
      .from(deductions)
      .where(and(eq(deductions.supplierId, supplierId), eq(deductions.id, held)));
    expect(d!.appliedRemittanceId).toBe(stored!.id);
    const [w] = await db
      .select()
      .from(deductions)
      .where(and(eq(deductions.supplierId, supplierId), eq(deductions.id, disputed)));
    expect(w!.appliedRemittanceId).toBeNull();

    // the next run: the disputed deduction, upheld, is a standalone line of the paid order; the later invoice pays
    await db
      .update(deductions)
      .set({ status: 'Upheld' })
      .where(and(eq(deductions.supplierId, supplierId), eq(deductions.id, disputed)));
    expect(supplierOf(await preview('2031-12-31'), supplierId)).toMatchObject({ lineCount: 2, invoiceCount: 1, deductionCount: 1 });
    expect((await runLines('2031-12-31', supplierId)).map((l) => [l.kind, l.deductionId ?? l.invoiceId, l.net])).toEqual([
      ['Invoice', later.invoiceId, '70.00'],
      ['Deduction', disputed, '-1.00'],
    ]);
  });

  it('keeps the deduction of an order not paid yet for its invoice, though the supplier has invoices paid already', async () => {
    const db = ctx.database.db;
    const supplierId = await blankSupplier(db);
    const first = nextRunDate();
    await acceptedInvoice(db, supplierId, { total: '40.00', dueDate: first });
    expect((await post(first)).statusCode).toBe(200);
    const second = nextRunDate();
    const due = await acceptedInvoice(db, supplierId, { total: '10.00', dueDate: second });
    const later = await acceptedInvoice(db, supplierId, { total: '60.00', dueDate: '2039-12-31' });
    await openDeduction(db, supplierId, later, '3.00');
    // not a standalone line of the next run: it waits for its order's invoice, and is held back from it
    expect(supplierOf(await preview(second), supplierId)).toMatchObject({ lineCount: 1, invoiceCount: 1, deductionCount: 0 });
    expect((await runLines(second, supplierId)).map((l) => [l.kind, l.invoiceId, l.net])).toEqual([['Invoice', due.invoiceId, '10.00']]);
    expect(supplierOf(await preview('2039-12-31'), supplierId)).toMatchObject({ lineCount: 2, invoiceCount: 2, deductionCount: 1 });
    expect((await runLines('2039-12-31', supplierId)).map((l) => [l.kind, l.invoiceId, l.deductions, l.net])).toEqual([
      ['Invoice', due.invoiceId, '0.00', '10.00'],
      ['Invoice', later.invoiceId, '3.00', '57.00'],
    ]);
  });

  it('pays a reversal back on the next remittance once, and the invoice history and webhook rows are written', async () => {
    const db = ctx.database.db;
    const supplierId = await blankSupplier(db);
    const first = nextRunDate();
    const order = await acceptedInvoice(db, supplierId, { total: '40.00', dueDate: first });
    const deduction = await openDeduction(db, supplierId, order, '5.00');
    await db.execute(sql`insert into webhook_endpoints (supplier_id, url, secret, events, is_active, created_by)
      values (${supplierId}, 'https://example.test/hook', 'secret', array['invoice.paid','order.changed'], true, ${ctx.seed.userIds[ACME]!})`);
    const res = await post(first);
    expect(res.statusCode, res.body).toBe(200);
    const number = supplierOf(res.json<PaymentRunPosted>(), supplierId)!.remittanceNumber;
    const history = await db
      .select()
      .from(orderHistory)
      .where(and(eq(orderHistory.supplierId, supplierId), eq(orderHistory.orderId, order.orderId)));
    expect(history.map((h) => [h.action, h.detail])).toEqual([
      [
        'invoicePaid',
        { invoiceId: order.invoiceId, invoiceNumber: `INV-P-${order.orderId}`, remittanceNumber: number, paymentDate: first, net: '35.00' },
      ],
    ]);
    const events = await sqlRows<{ event: string }>(
      ctx.database,
      sql`select event from webhook_deliveries where supplier_id = ${supplierId} order by id`,
    );
    expect(events.map((e) => e.event)).toEqual(['order.changed', 'invoice.paid']);

    await db
      .update(deductions)
      .set({ status: 'Reversed', reversedOn: NOW })
      .where(and(eq(deductions.supplierId, supplierId), eq(deductions.id, deduction)));
    const second = nextRunDate();
    const paidBack = await post(second);
    const back = supplierOf(paidBack.json<PaymentRunPosted>(), supplierId)!;
    // a reversal paid back is a line, not a deduction applied
    expect(back).toMatchObject({ lineCount: 1, invoiceCount: 0, deductionCount: 0 });
    expect((await storedLines(supplierId, back.remittanceNumber)).map((l) => [l.kind, l.deductionId, l.gross, l.net])).toEqual([
      ['Reversal', deduction, '5.00', '5.00'],
    ]);
    expect(supplierOf(await preview(nextRunDate()), supplierId)).toBeUndefined();
  });

  it('holds a supplier whose net would be 0.00 or less: no remittance, nothing applied, all waits for the next run', async () => {
    const db = ctx.database.db;
    const supplierId = await blankSupplier(db);
    const runDate = nextRunDate();
    const a = await acceptedInvoice(db, supplierId, { total: '30.00', dueDate: runDate });
    const memo = await creditMemo(db, supplierId, '30.00');
    const p = await preview(runDate);
    expect(supplierOf(p, supplierId)).toBeUndefined();
    expect(p.held).toContainEqual({ supplierId, supplierName: expect.any(String), net: '0.00' });
    // every other supplier was paid by the earlier runs: this run pays no one, so it is not posted
    expect(p.suppliers).toEqual([]);
    const refused = await post(runDate);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toBe(PAYMENTS_MESSAGES.runNothingToPay);
    expect(await db.select().from(paymentRuns).where(eq(paymentRuns.runDate, runDate))).toEqual([]);
    expect(await db.select().from(remittances).where(eq(remittances.supplierId, supplierId))).toEqual([]);
    await acceptedInvoice(db, supplierId, { total: '0.01', dueDate: runDate });
    const nextDate = nextRunDate();
    const next = supplierOf(await preview(nextDate), supplierId)!;
    expect(next.net).toBe('0.01');
    expect(next).toMatchObject({ lineCount: 3, invoiceCount: 2, deductionCount: 0 });
    expect((await runLines(nextDate, supplierId)).map((l) => l.invoiceId ?? l.creditMemoId)).toEqual([
      a.invoiceId,
      expect.any(Number),
      memo,
    ]);
  });

  it('answers 409 for a date posted already and changes nothing', async () => {
    const db = ctx.database.db;
    const supplierId = await blankSupplier(db);
    const runDate = nextRunDate();
    await acceptedInvoice(db, supplierId, { total: '12.00', dueDate: runDate });
    expect((await post(runDate)).statusCode).toBe(200);
    const linesBefore = (await db.select({ n: count() }).from(remittanceLines))[0]!.n;
    await acceptedInvoice(db, supplierId, { total: '13.00', dueDate: runDate });
    const again = await post(runDate);
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe('A payment run was already posted for this date.');
    expect((await db.select({ n: count() }).from(remittanceLines))[0]!.n).toBe(linesBefore);
    expect(await db.select().from(paymentRuns).where(eq(paymentRuns.runDate, runDate))).toHaveLength(1);
  });

  it('two posts of one date at once: one 200, one 409, nothing doubled; two dates at once pay no invoice twice', async () => {
    const db = ctx.database.db;
    const supplierId = await blankSupplier(db);
    const date = nextRunDate();
    const invoicesDue = await Promise.all([1, 2, 3].map((i) => acceptedInvoice(db, supplierId, { total: `${i}.00`, dueDate: date })));
    const same = await Promise.all([post(date), post(date)]);
    expect(same.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await db.select().from(remittances).where(eq(remittances.supplierId, supplierId))).toHaveLength(1);

    const more = await Promise.all([4, 5].map((i) => acceptedInvoice(db, supplierId, { total: `${i}.00`, dueDate: date })));
    const both = await Promise.all([post(nextRunDate()), post(nextRunDate())]);
    // the first to post pays the invoices; the second pays them only if it is the later date and ran first, else it
    // finds nothing to pay and is refused
    expect(both.map((r) => r.statusCode)).toContain(200);
    for (const r of both.filter((r) => r.statusCode !== 200)) {
      expect(r.statusCode).toBe(409);
      expect(r.json().detail).toBe(PAYMENTS_MESSAGES.runNothingToPay);
    }
    const ids = [...invoicesDue, ...more].map((i) => i.invoiceId);
    const lines = await db
      .select({ invoiceId: remittanceLines.invoiceId, n: count() })
      .from(remittanceLines)
      .where(and(eq(remittanceLines.supplierId, supplierId), inArray(remittanceLines.invoiceId, ids)))
      .groupBy(remittanceLines.invoiceId);
    expect(lines.map((l) => l.n)).toEqual([1, 1, 1, 1, 1]);
  });

  it('refuses a run that pays no supplier (409 in the error shape), writes no run, and lists only runs that paid', async () => {
    const db = ctx.database.db;
    // a run first pays whatever is due (200, or 409 when the earlier tests' runs paid it all), then nothing is
    expect([200, 409]).toContain((await post(nextRunDate())).statusCode);
    const empty = nextRunDate();
    expect((await preview(empty)).suppliers).toEqual([]);
    const refused = await post(empty);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ status: 409, detail: PAYMENTS_MESSAGES.runNothingToPay });
    expect(await db.select().from(paymentRuns).where(eq(paymentRuns.runDate, empty))).toEqual([]);
    // the date stays free: once something is due, it posts
    const supplierId = await blankSupplier(db);
    await acceptedInvoice(db, supplierId, { total: '5.00', dueDate: empty });
    expect((await post(empty)).statusCode).toBe(200);
    const runs = (await ops('GET', '/runs?limit=500')).json<PaymentRunSummary[]>();
    expect(runs.length).toBeGreaterThan(1);
    expect(runs.filter((r) => r.supplierCount === 0 || Number(r.net) <= 0)).toEqual([]);
  });

  it('lists the posted runs, newest date first', async () => {
    const res = await ops('GET', '/runs');
    expect(res.statusCode).toBe(200);
    const runs = res.json<PaymentRunSummary[]>();
    expect(runs.length).toBeGreaterThan(0);
    expect(runs.map((r) => r.runDate)).toEqual([...runs.map((r) => r.runDate)].sort().reverse());
    expect(runs[0]).toMatchObject({ postedBy: expect.any(String), supplierCount: expect.any(Number) });
  });
});
