// The marketplace's payment calendar (docs/decisions/payments.md, "Payment calendar"): read by the supplier's overview
// and calendar call and by the console, replaced by an operator; the post's check that a run's day has come and is a
// run day (or an off-cycle run with its reason).
import { desc, eq, gte } from 'drizzle-orm';
import {
  isRunDay,
  PAYMENT_CALENDAR_MESSAGES,
  paymentCalendarSentences,
  supplierDayOf,
  type PaymentCalendar,
  type PaymentCalendarView,
} from '@portal/contracts';
import type { Db, Tx } from '../../db/client.ts';
import { paymentCalendar, paymentRuns, users } from '../../db/schema/index.ts';
import { Conflict } from '../../platform/errors.ts';

/** The calendar's row (migration 0041 writes it; an install without it has no run days). */
export async function readPaymentCalendar(db: Db | Tx): Promise<PaymentCalendarView> {
  const [row] = await db
    .select({
      runDays: paymentCalendar.runDays,
      holidays: paymentCalendar.holidays,
      updatedOn: paymentCalendar.updatedOn,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(paymentCalendar)
    .leftJoin(users, eq(users.id, paymentCalendar.updatedBy))
    .where(eq(paymentCalendar.id, 1));
  const calendar: PaymentCalendar = { runDays: row?.runDays ?? [], holidays: row?.holidays ?? [] };
  return {
    runDays: [...calendar.runDays],
    holidays: [...calendar.holidays],
    explanation: paymentCalendarSentences(calendar),
    updatedOn: row ? row.updatedOn.toISOString() : null,
    updatedBy: row?.firstName ? `${row.firstName} ${row.lastName ?? ''}`.trim() : null,
  };
}

/** Replaces the calendar whole (the request parsed by the route's schema: sorted, no repeats). */
export async function setPaymentCalendar(db: Db, calendar: PaymentCalendar, operatorId: number, now: Date): Promise<PaymentCalendarView> {
  const values = { runDays: [...calendar.runDays], holidays: [...calendar.holidays], updatedOn: now, updatedBy: operatorId };
  await db
    .insert(paymentCalendar)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: paymentCalendar.id, set: values });
  return readPaymentCalendar(db);
}

/**
 * The marketplace's day of an instant: the supplier's local day (one zone for every supplier and the console,
 * docs/decisions/performance.md), so "a run day that has come" is the day the supplier reads.
 */
export const marketplaceDayOf = supplierDayOf;

/**
 * Refuses (409) a run whose day has not come, or that is not a calendar run day unless it is off-cycle (the reason is
 * required by the request's schema).
 */
export async function checkRunDay(db: Db | Tx, runDate: string, offCycle: boolean, now: Date): Promise<void> {
  if (runDate > marketplaceDayOf(now)) throw new Conflict(PAYMENT_CALENDAR_MESSAGES.runDateInFuture);
  if (offCycle) return;
  const calendar = await readPaymentCalendar(db);
  if (!isRunDay(runDate, calendar)) throw new Conflict(PAYMENT_CALENDAR_MESSAGES.runNotCalendarDay);
}

/** The run dates posted on or after `day` (the overview skips a run day whose run was posted). */
export async function postedRunDatesFrom(db: Db | Tx, day: string): Promise<string[]> {
  const rows = await db
    .select({ runDate: paymentRuns.runDate })
    .from(paymentRuns)
    .where(gte(paymentRuns.runDate, day))
    .orderBy(desc(paymentRuns.runDate));
  return rows.map((r) => r.runDate);
}
