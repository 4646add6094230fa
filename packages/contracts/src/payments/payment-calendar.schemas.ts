// The payment calendar's calls (docs/decisions/payments.md, "Payment calendar"): GET /payments/calendar (the
// supplier), GET and PUT /ops/payments/calendar (the console; PUT for operators only).
import { z } from '../zod.ts';
import { isValidDay } from '../calendar-days.ts';
import { MESSAGES } from '../messages.ts';
import { recordId } from '../platform/ids.ts';
import { MAX_HOLIDAYS, MAX_RUN_DAY, MAX_RUN_DAYS, MIN_RUN_DAY, PAYMENT_CALENDAR_MESSAGES } from './payment-calendar.ts';

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** The calendar as stored, with the sentences that explain it (the contracts' words, computed once). */
export const paymentCalendarView = z.object({
  runDays: z.array(z.number().int()),
  holidays: z.array(day),
  /** How the calendar works, in words (paymentCalendarSentences). */
  explanation: z.array(z.string()),
  updatedOn: z.string().nullable(),
  updatedBy: z.string().nullable(),
});
export type PaymentCalendarView = z.infer<typeof paymentCalendarView>;

/** PUT /ops/payments/calendar: the run days of each month and the holidays, replaced whole; stored sorted. */
export const paymentCalendarRequest = z.strictObject({
  runDays: z
    .array(
      z
        .number()
        .int(PAYMENT_CALENDAR_MESSAGES.runDayRange)
        .min(MIN_RUN_DAY, PAYMENT_CALENDAR_MESSAGES.runDayRange)
        .max(MAX_RUN_DAY, PAYMENT_CALENDAR_MESSAGES.runDayRange),
    )
    .min(1, PAYMENT_CALENDAR_MESSAGES.runDaysRequired)
    .max(MAX_RUN_DAYS, PAYMENT_CALENDAR_MESSAGES.runDaysTooMany)
    .refine((days) => new Set(days).size === days.length, PAYMENT_CALENDAR_MESSAGES.runDayRepeated)
    .transform((days) => [...days].sort((a, b) => a - b)),
  holidays: z
    .array(z.string().refine((v) => isValidDay(v), MESSAGES.invalidDate))
    .max(MAX_HOLIDAYS, PAYMENT_CALENDAR_MESSAGES.holidaysTooMany)
    .refine((days) => new Set(days).size === days.length, PAYMENT_CALENDAR_MESSAGES.holidayRepeated)
    .transform((days) => [...days].sort()),
});
export type PaymentCalendarRequest = z.input<typeof paymentCalendarRequest>;

/** One invoice a coming run will pay (the overview's next runs). */
export const upcomingRunInvoice = z.object({
  invoiceId: recordId,
  invoiceNumber: z.string(),
  orderId: recordId,
  purchaseOrderNumber: z.string(),
  total: z.string(),
  dueDate: day,
});
export type UpcomingRunInvoice = z.infer<typeof upcomingRunInvoice>;

/**
 * A coming run day and what it pays this supplier: the invoices due by it and not by the run before (the first run:
 * every invoice due by it, overdue ones included). `expectedAmount` is the run's net for this supplier as its preview
 * computes it, given for the next run only (a later run's deductions are not known yet); null when nothing is paid.
 */
export const upcomingRun = z.object({
  runDate: day,
  expectedAmount: z.string().nullable(),
  invoiceCount: z.number().int(),
  invoicesTotal: z.string(),
  /** The first invoices by due day (at most UPCOMING_RUN_INVOICE_LIMIT); invoiceCount counts them all. */
  invoices: z.array(upcomingRunInvoice),
});
export type UpcomingRun = z.infer<typeof upcomingRun>;

/** How many invoices of each coming run the overview lists (the count and total cover all of them). */
export const UPCOMING_RUN_INVOICE_LIMIT = 10;
