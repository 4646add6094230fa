// The marketplace's payment calendar (docs/decisions/payments.md, "Payment calendar"): the run days of each month and
// the holidays, set by the operator; a run day that falls on a Saturday, a Sunday or a holiday moves to the business
// day before it; a day past the month's end (the 31st in April) is the month's last day. One rule for the API (which
// runs may post, the overview's next payment) and the web (the sentence that explains it). Days are 'yyyy-MM-dd'.
import { addCalendarDays } from '../calendar-days.ts';

export interface PaymentCalendar {
  /** Days of the month 1..31, ascending, no repeats. */
  runDays: readonly number[];
  /** Days without payments ('yyyy-MM-dd'), ascending, no repeats. */
  holidays: readonly string[];
}

export const MIN_RUN_DAY = 1;
export const MAX_RUN_DAY = 31;
/** At most this many run days a month and holidays in the list (a year of holidays for several years ahead). */
export const MAX_RUN_DAYS = 8;
export const MAX_HOLIDAYS = 100;
export const OFF_CYCLE_REASON_MAX_LENGTH = 500;
/** How many runs the supplier's overview lists ahead. */
export const UPCOMING_RUN_COUNT = 3;

/** The demo marketplace's calendar before an operator changes it: the 1st and the 15th (the migration's row). */
export const DEFAULT_RUN_DAYS: readonly number[] = [1, 15];

export const PAYMENT_CALENDAR_MESSAGES = {
  runDaysRequired: 'Choose at least one run day.',
  runDayRange: `A run day is a day of the month from ${MIN_RUN_DAY} to ${MAX_RUN_DAY}.`,
  runDaysTooMany: `At most ${MAX_RUN_DAYS} run days a month.`,
  runDayRepeated: 'Each run day once.',
  holidaysTooMany: `At most ${MAX_HOLIDAYS} holidays.`,
  holidayRepeated: 'Each holiday once.',
  offCycleReasonRequired: 'Enter the reason for this off-cycle run.',
  reasonOnlyOffCycle: 'A reason is given for an off-cycle run only.',
  runNotCalendarDay: 'This date is not a run day of the payment calendar: choose a run day, or post an off-cycle run with its reason.',
  runDateInFuture: 'A run posts on its day: this date has not come yet.',
} as const;

const daysInMonth = (year: number, month: number): number => new Date(Date.UTC(year, month, 0)).getUTCDate();
const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** Saturday or Sunday. */
export const isWeekend = (day: string): boolean => {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return weekday === 0 || weekday === 6;
};

/** A day payments are made on: not a weekend, not a holiday of the calendar. */
export const isBusinessDay = (day: string, holidays: readonly string[]): boolean => !isWeekend(day) && !holidays.includes(day);

/** The day itself when it is a business day, else the business day before it. */
export function businessDayOnOrBefore(day: string, holidays: readonly string[]): string {
  let d = day;
  while (!isBusinessDay(d, holidays)) d = addCalendarDays(d, -1);
  return d;
}

/** The run days of one month (month 1..12) as they are paid: each moved off weekends and holidays, ascending, once. */
export function runDaysOfMonth(year: number, month: number, calendar: PaymentCalendar): string[] {
  const last = daysInMonth(year, month);
  const days = calendar.runDays.map((d) =>
    businessDayOnOrBefore(`${pad(year, 4)}-${pad(month)}-${pad(Math.min(d, last))}`, calendar.holidays),
  );
  return [...new Set(days)].sort();
}

/** Is `day` a run day of the calendar (after the weekend and holiday rule)? */
export function isRunDay(day: string, calendar: PaymentCalendar): boolean {
  const [year, month] = day.split('-').map(Number) as [number, number];
  // a run day of next month can move back into this one (the 1st on a Saturday is paid on the Friday before)
  const next = month === 12 ? ([year + 1, 1] as const) : ([year, month + 1] as const);
  return runDaysOfMonth(year, month, calendar).includes(day) || runDaysOfMonth(next[0], next[1], calendar).includes(day);
}

/** The next `count` run days on or after `from`, ascending. */
export function nextRunDays(from: string, count: number, calendar: PaymentCalendar): string[] {
  if (calendar.runDays.length === 0 || count <= 0) return [];
  let [year, month] = from.split('-').map(Number) as [number, number];
  const found: string[] = [];
  // each month has at least one run day; a month's can move into the one before, so read one month more than needed
  for (let i = 0; found.length < count + 1 && i < count + 24; i++) {
    for (const d of runDaysOfMonth(year, month, calendar)) if (d >= from && !found.includes(d)) found.push(d);
    [year, month] = month === 12 ? [year + 1, 1] : [year, month + 1];
  }
  return found.sort().slice(0, count);
}

/** The next run day on or after `from` (null: the calendar has no run days). */
export const nextRunDay = (from: string, calendar: PaymentCalendar): string | null => nextRunDays(from, 1, calendar)[0] ?? null;

const ordinal = (n: number): string => {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th'}`;
};

const listInWords = (items: string[]): string =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;

/** "the 1st and the 15th": the run days in words. */
export const runDaysInWords = (runDays: readonly number[]): string => listInWords(runDays.map((d) => `the ${ordinal(d)}`));

/** How the calendar works, in the words the supplier's overview shows. */
export function paymentCalendarSentences(calendar: PaymentCalendar): string[] {
  if (calendar.runDays.length === 0) return ['The marketplace has no payment run days set yet.'];
  const pastMonthEnd = calendar.runDays.some((d) => d > 28) ? ' A run day past the end of a short month is paid on its last day.' : '';
  return [
    `The marketplace pays on ${runDaysInWords(calendar.runDays)} of each month.${pastMonthEnd}`,
    'A run day that falls on a Saturday, a Sunday or a marketplace holiday is paid on the business day before it.',
    'Each run pays every accepted invoice due on or before its day, less the deductions held back from it.',
  ];
}
