import { describe, expect, it } from 'vitest';
import {
  businessDayOnOrBefore,
  isRunDay,
  nextRunDay,
  nextRunDays,
  PAYMENT_CALENDAR_MESSAGES,
  paymentCalendarSentences,
  runDaysInWords,
  runDaysOfMonth,
  type PaymentCalendar,
} from './payment-calendar.ts';
import { paymentCalendarRequest } from './payment-calendar.schemas.ts';
import { paymentRunRequest } from './payments.schemas.ts';

const firstAndFifteenth: PaymentCalendar = { runDays: [1, 15], holidays: ['2026-12-25', '2027-01-01'] };

describe('the payment calendar rule', () => {
  it('pays a run day on a business day as it is', () => {
    expect(runDaysOfMonth(2026, 12, firstAndFifteenth)).toEqual(['2026-12-01', '2026-12-15']);
    expect(isRunDay('2026-12-01', firstAndFifteenth)).toBe(true);
    expect(isRunDay('2026-12-02', firstAndFifteenth)).toBe(false);
  });

  it('moves a run day on a Saturday or a Sunday to the Friday before', () => {
    // 2026-08-15 is a Saturday, 2026-11-01 a Sunday (its run moves back into October)
    // 2026-08-01 is a Saturday too: its run is on Friday 2026-07-31
    expect(runDaysOfMonth(2026, 8, firstAndFifteenth)).toEqual(['2026-07-31', '2026-08-14']);
    expect(isRunDay('2026-08-15', firstAndFifteenth)).toBe(false);
    expect(runDaysOfMonth(2026, 11, firstAndFifteenth)).toEqual(['2026-10-30', '2026-11-13']);
    expect(isRunDay('2026-10-30', firstAndFifteenth)).toBe(true);
    expect(isRunDay('2026-11-01', firstAndFifteenth)).toBe(false);
  });

  it('moves a run day on a holiday to the business day before, across the year end', () => {
    // 2027-01-01 is a Friday and a holiday: the run is on Thursday 2026-12-31
    expect(runDaysOfMonth(2027, 1, firstAndFifteenth)).toEqual(['2026-12-31', '2027-01-15']);
    expect(isRunDay('2026-12-31', firstAndFifteenth)).toBe(true);
    expect(isRunDay('2027-01-01', firstAndFifteenth)).toBe(false);
    // a holiday next to a weekend: the 15th on a Monday holiday goes back past the weekend
    expect(businessDayOnOrBefore('2027-03-15', ['2027-03-15'])).toBe('2027-03-12');
  });

  it('pays a day past the end of a short month on its last business day', () => {
    const monthEnd: PaymentCalendar = { runDays: [31], holidays: [] };
    // 2026-02-28 is a Saturday
    expect(runDaysOfMonth(2026, 2, monthEnd)).toEqual(['2026-02-27']);
    expect(runDaysOfMonth(2026, 4, monthEnd)).toEqual(['2026-04-30']);
    expect(runDaysOfMonth(2024, 2, { runDays: [30], holidays: [] })).toEqual(['2024-02-29']);
    // two run days that land on one day are one run
    expect(runDaysOfMonth(2026, 2, { runDays: [28, 30, 31], holidays: [] })).toEqual(['2026-02-27']);
  });

  it('lists the next run days from a day, that day included, from December into January', () => {
    expect(nextRunDays('2026-12-01', 3, firstAndFifteenth)).toEqual(['2026-12-01', '2026-12-15', '2026-12-31']);
    expect(nextRunDays('2026-12-02', 3, firstAndFifteenth)).toEqual(['2026-12-15', '2026-12-31', '2027-01-15']);
    expect(nextRunDays('2026-12-16', 3, firstAndFifteenth)).toEqual(['2026-12-31', '2027-01-15', '2027-02-01']);
    // 2028-01-01 is a Saturday: the run is on Friday 2027-12-31
    expect(nextRunDay('2027-12-16', { runDays: [1], holidays: [] })).toBe('2027-12-31');
    expect(nextRunDay('2026-12-02', { runDays: [], holidays: [] })).toBeNull();
  });

  it('explains itself in words', () => {
    expect(runDaysInWords([1, 15])).toBe('the 1st and the 15th');
    expect(runDaysInWords([2, 3, 11, 22])).toBe('the 2nd, the 3rd, the 11th and the 22nd');
    expect(paymentCalendarSentences(firstAndFifteenth)).toEqual([
      'The marketplace pays on the 1st and the 15th of each month.',
      'A run day that falls on a Saturday, a Sunday or a marketplace holiday is paid on the business day before it.',
      'Each run pays every accepted invoice due on or before its day, less the deductions held back from it.',
    ]);
    expect(paymentCalendarSentences({ runDays: [31], holidays: [] })[0]).toBe(
      'The marketplace pays on the 31st of each month. A run day past the end of a short month is paid on its last day.',
    );
  });
});

describe('the calendar and run requests', () => {
  const issues = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
    result.error?.issues.map((i) => [i.path.join('.'), i.message]);

  it('takes run days 1..31 once each and real holidays once each, sorted', () => {
    expect(paymentCalendarRequest.parse({ runDays: [15, 1], holidays: ['2027-01-01', '2026-12-25'] })).toEqual({
      runDays: [1, 15],
      holidays: ['2026-12-25', '2027-01-01'],
    });
    expect(issues(paymentCalendarRequest.safeParse({ runDays: [], holidays: [] }))).toEqual([
      ['runDays', PAYMENT_CALENDAR_MESSAGES.runDaysRequired],
    ]);
    expect(issues(paymentCalendarRequest.safeParse({ runDays: [0, 32], holidays: [] }))).toEqual([
      ['runDays.0', PAYMENT_CALENDAR_MESSAGES.runDayRange],
      ['runDays.1', PAYMENT_CALENDAR_MESSAGES.runDayRange],
    ]);
    expect(issues(paymentCalendarRequest.safeParse({ runDays: [1.5], holidays: [] }))?.[0]?.[0]).toBe('runDays.0');
    expect(issues(paymentCalendarRequest.safeParse({ runDays: [1, 1], holidays: [] }))).toEqual([
      ['runDays', PAYMENT_CALENDAR_MESSAGES.runDayRepeated],
    ]);
    expect(issues(paymentCalendarRequest.safeParse({ runDays: [1], holidays: ['2026-02-30'] }))?.[0]?.[0]).toBe('holidays.0');
    expect(issues(paymentCalendarRequest.safeParse({ runDays: [1], holidays: ['2026-12-25', '2026-12-25'] }))).toEqual([
      ['holidays', PAYMENT_CALENDAR_MESSAGES.holidayRepeated],
    ]);
  });

  it('asks an off-cycle run for its reason, and a calendar run for none', () => {
    expect(paymentRunRequest.parse({ runDate: '2026-12-01' })).toEqual({ runDate: '2026-12-01', offCycle: false });
    expect(paymentRunRequest.parse({ runDate: '2026-12-02', offCycle: true, reason: ' Year-end catch-up ' })).toEqual({
      runDate: '2026-12-02',
      offCycle: true,
      reason: 'Year-end catch-up',
    });
    expect(issues(paymentRunRequest.safeParse({ runDate: '2026-12-02', offCycle: true, reason: '  ' }))).toEqual([
      ['reason', PAYMENT_CALENDAR_MESSAGES.offCycleReasonRequired],
    ]);
    expect(issues(paymentRunRequest.safeParse({ runDate: '2026-12-02', reason: 'why' }))).toEqual([
      ['reason', PAYMENT_CALENDAR_MESSAGES.reasonOnlyOffCycle],
    ]);
  });
});
