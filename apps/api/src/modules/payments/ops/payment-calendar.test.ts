// The payment calendar (docs/decisions/payments.md, "Payment calendar"): read by the supplier's Admins and the
// operators, written by operators only with bad input refused field by field; a run posts only on a calendar run day
// that has come, or off-cycle with its reason (recorded in the posted runs); a date posts once; the supplier's
// overview names the next calendar run with what it pays, and the run posted on that day pays it to the cent.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  PAYMENT_CALENDAR_MESSAGES,
  PAYMENTS_MESSAGES,
  type PaymentCalendarView,
  type PaymentRunPosted,
  type PaymentRunPreview,
  type PaymentRunSummary,
  type PaymentsOverview,
} from '@portal/contracts';
import { ACME, CLERK, expectValidationError, gridGet, INTEGRATED, OPERATOR, useTestApp } from '../../../../test/test-app.ts';
import { acceptedInvoice } from '../../../../test/payments-factory.ts';

const ctx = useTestApp();
// Tuesday 15 March 2033, 11:00 in New York: a run day of the 1st and the 15th
const NOW = new Date('2033-03-15T15:00:00Z');
beforeEach(() => {
  vi.spyOn(ctx.app.clock, 'now').mockReturnValue(NOW);
});
afterEach(() => {
  vi.restoreAllMocks();
});

const as = (email: string | null, method: 'GET' | 'PUT' | 'POST', url: string, payload?: unknown) =>
  ctx.as(email, { method, url: `/api${url}`, ...(payload === undefined ? {} : { payload: payload as object }) });
const putCalendar = (payload: unknown, email = OPERATOR) => as(email, 'PUT', '/ops/payments/calendar', payload);
const post = (payload: object) => as(OPERATOR, 'POST', '/ops/payments/runs', payload);
const overview = async () => {
  const res = await as(INTEGRATED, 'GET', '/payments/overview');
  expect(res.statusCode, res.body).toBe(200);
  return res.json<PaymentsOverview>();
};
const CALENDAR = { runDays: [15, 1], holidays: ['2033-04-01'] };

describe('reading and writing the calendar', () => {
  it('answers the seeded calendar to operators and the supplier’s Admins; 401 without a session, 403 for a clerk', async () => {
    const ops = await as(OPERATOR, 'GET', '/ops/payments/calendar');
    expect(ops.statusCode, ops.body).toBe(200);
    const seeded = ops.json<PaymentCalendarView>();
    expect(seeded.runDays).toEqual([1, 15]);
    expect(seeded.holidays).toContain('2026-12-25');
    expect(seeded.explanation[0]).toBe('The marketplace pays on the 1st and the 15th of each month.');
    const supplier = await as(ACME, 'GET', '/payments/calendar');
    expect(supplier.statusCode, supplier.body).toBe(200);
    expect(supplier.json<PaymentCalendarView>()).toEqual(seeded);
    expect((await as(null, 'GET', '/payments/calendar')).statusCode).toBe(401);
    expect((await as(CLERK, 'GET', '/payments/calendar')).statusCode).toBe(403);
    expect((await as(ACME, 'GET', '/ops/payments/calendar')).statusCode).toBe(403);
  });

  it('lets only an operator set it: stored sorted, with who and when', async () => {
    for (const email of [ACME, INTEGRATED, CLERK]) expect((await putCalendar(CALENDAR, email)).statusCode).toBe(403);
    expect((await putCalendar(CALENDAR, null as unknown as string)).statusCode).toBe(401);
    const res = await putCalendar(CALENDAR);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<PaymentCalendarView>()).toMatchObject({
      runDays: [1, 15],
      holidays: ['2033-04-01'],
      updatedOn: NOW.toISOString(),
      updatedBy: expect.any(String),
    });
    expect((await as(INTEGRATED, 'GET', '/payments/calendar')).json<PaymentCalendarView>().holidays).toEqual(['2033-04-01']);
  });

  it('refuses bad input on each field with 400 naming it, and changes nothing', async () => {
    const before = (await as(OPERATOR, 'GET', '/ops/payments/calendar')).json<PaymentCalendarView>();
    const bad = (body: object) => putCalendar({ runDays: [1, 15], holidays: [], ...body });
    expectValidationError(await putCalendar({ holidays: [] }), '$.runDays');
    expectValidationError(await bad({ runDays: [] }), '$.runDays', PAYMENT_CALENDAR_MESSAGES.runDaysRequired);
    expectValidationError(await bad({ runDays: [0] }), '$.runDays[0]', PAYMENT_CALENDAR_MESSAGES.runDayRange);
    expectValidationError(await bad({ runDays: [1, 32] }), '$.runDays[1]', PAYMENT_CALENDAR_MESSAGES.runDayRange);
    expectValidationError(await bad({ runDays: [1.5] }), '$.runDays[0]');
    expectValidationError(await bad({ runDays: ['1'] }), '$.runDays[0]');
    expectValidationError(await bad({ runDays: '1,15' }), '$.runDays');
    expectValidationError(await bad({ runDays: [1, 1] }), '$.runDays', PAYMENT_CALENDAR_MESSAGES.runDayRepeated);
    expectValidationError(await bad({ runDays: [1, 2, 3, 4, 5, 6, 7, 8, 9] }), '$.runDays', PAYMENT_CALENDAR_MESSAGES.runDaysTooMany);
    expectValidationError(await putCalendar({ runDays: [1] }), '$.holidays');
    expectValidationError(await bad({ holidays: ['2033-02-30'] }), '$.holidays[0]');
    expectValidationError(await bad({ holidays: ['01/04/2033'] }), '$.holidays[0]');
    expectValidationError(await bad({ holidays: [20330401] }), '$.holidays[0]');
    expectValidationError(await bad({ holidays: ['2033-04-01', '2033-04-01'] }), '$.holidays', PAYMENT_CALENDAR_MESSAGES.holidayRepeated);
    const many = Array.from({ length: 101 }, (_, i) => new Date(Date.UTC(2034, 0, 1 + i)).toISOString().slice(0, 10));
    expectValidationError(await bad({ holidays: many }), '$.holidays', PAYMENT_CALENDAR_MESSAGES.holidaysTooMany);
    expect((await bad({ weekendRule: 'next' })).statusCode).toBe(400);
    expect((await as(OPERATOR, 'GET', '/ops/payments/calendar')).json<PaymentCalendarView>()).toEqual(before);
  });
});

describe('posting a run by the calendar', () => {
  it('refuses a day that has not come or is not a run day, takes an off-cycle run with its reason, and a date once', async () => {
    expect((await putCalendar(CALENDAR)).statusCode).toBe(200);
    // tomorrow is refused, off-cycle too: a run posts on its day
    for (const body of [{ runDate: '2033-03-16' }, { runDate: '2033-03-16', offCycle: true, reason: 'Early' }, { runDate: '2033-04-15' }]) {
      const res = await post(body);
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json().detail).toBe(PAYMENT_CALENDAR_MESSAGES.runDateInFuture);
    }
    // Monday the 14th is not a run day
    const offDay = await post({ runDate: '2033-03-14' });
    expect(offDay.statusCode).toBe(409);
    expect(offDay.json().detail).toBe(PAYMENT_CALENDAR_MESSAGES.runNotCalendarDay);
    expectValidationError(
      await post({ runDate: '2033-03-14', offCycle: true }),
      '$.reason',
      PAYMENT_CALENDAR_MESSAGES.offCycleReasonRequired,
    );
    expectValidationError(await post({ runDate: '2033-03-14', offCycle: true, reason: '   ' }), '$.reason');
    expectValidationError(await post({ runDate: '2033-03-14', reason: 'Why' }), '$.reason', PAYMENT_CALENDAR_MESSAGES.reasonOnlyOffCycle);
    expectValidationError(await post({ runDate: '2033-03-14', offCycle: 'yes', reason: 'Why' }), '$.offCycle');
    expectValidationError(await post({ runDate: '2033-03-14', offCycle: true, reason: 'x'.repeat(501) }), '$.reason');
    const runs = async () =>
      (await gridGet(ctx, OPERATOR, '/api/ops/payments/runs', { query: { sortModel: [{ colId: 'runDate', sort: 'desc' }] } })).json<
        PaymentRunSummary[]
      >();
    expect((await runs()).filter((r) => r.runDate >= '2033-01-01')).toEqual([]);

    // off-cycle: the catch-up of everything due by the 14th, recorded with its reason
    const offCycle = await post({ runDate: '2033-03-14', offCycle: true, reason: 'Catch-up after the bank outage' });
    expect(offCycle.statusCode, offCycle.body).toBe(200);
    expect(offCycle.json<PaymentRunPosted>().offCycleReason).toBe('Catch-up after the bank outage');
    const again = await post({ runDate: '2033-03-14', offCycle: true, reason: 'Twice' });
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe(PAYMENTS_MESSAGES.runDatePosted);

    // the supplier's next payment is today's run, what its preview pays, and the run posted today pays it to the cent
    const db = ctx.database.db;
    const supplierId = ctx.seed.supplierIds.integrated;
    const dueToday = await acceptedInvoice(db, supplierId, { total: '30.10', dueDate: '2033-03-15' });
    const dueLater = await acceptedInvoice(db, supplierId, { total: '40.25', dueDate: '2033-03-20' });
    const dueApril = await acceptedInvoice(db, supplierId, { total: '50.00', dueDate: '2033-04-10' });
    const before = await overview();
    expect(before.nextPayment).toEqual({ date: '2033-03-15', expectedAmount: '30.10' });
    // 1 April 2033 is a holiday (a Friday): that run is on Thursday 31 March
    expect(before.upcomingRuns.map((r) => [r.runDate, r.expectedAmount, r.invoiceCount, r.invoicesTotal])).toEqual([
      ['2033-03-15', '30.10', 1, '30.10'],
      ['2033-03-31', null, 1, '40.25'],
      ['2033-04-15', null, 1, '50.00'],
    ]);
    expect(before.upcomingRuns[1]!.invoices).toEqual([
      {
        invoiceId: dueLater.invoiceId,
        invoiceNumber: expect.any(String),
        orderId: dueLater.orderId,
        purchaseOrderNumber: dueLater.purchaseOrderNumber,
        total: '40.25',
        dueDate: '2033-03-20',
      },
    ]);
    expect(before.upcomingRuns[2]!.invoices.map((i) => i.invoiceId)).toEqual([dueApril.invoiceId]);
    expect(before.upcomingRuns[0]!.invoices.map((i) => i.invoiceId)).toEqual([dueToday.invoiceId]);
    expect(before.calendar.explanation[1]).toBe(
      'A run day that falls on a Saturday, a Sunday or a marketplace holiday is paid on the business day before it.',
    );
    const preview = (await as(OPERATOR, 'POST', '/ops/payments/runs/preview', { runDate: '2033-03-15' })).json<PaymentRunPreview>();
    expect(preview.suppliers.find((s) => s.supplierId === supplierId)?.net).toBe(before.nextPayment?.expectedAmount);

    const today = await post({ runDate: '2033-03-15' });
    expect(today.statusCode, today.body).toBe(200);
    const posted = today.json<PaymentRunPosted>();
    expect(posted.offCycleReason).toBeNull();
    expect(posted.suppliers.find((s) => s.supplierId === supplierId)?.net).toBe('30.10');
    const twice = await post({ runDate: '2033-03-15' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().detail).toBe(PAYMENTS_MESSAGES.runDatePosted);

    // today's run is posted: the next payment is the next run day's
    const after = await overview();
    expect(after.nextPayment).toEqual({ date: '2033-03-31', expectedAmount: '40.25' });
    // 1 May 2033 is a Sunday: that run is on Friday 29 April
    expect(after.upcomingRuns.map((r) => r.runDate)).toEqual(['2033-03-31', '2033-04-15', '2033-04-29']);
    const history = (await runs()).filter((r) => r.runDate >= '2033-01-01').map((r) => [r.runDate, r.offCycleReason]);
    expect(history).toEqual([
      ['2033-03-15', null],
      ['2033-03-14', 'Catch-up after the bank outage'],
    ]);
  });
});
