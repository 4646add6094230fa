// Demo payments (docs/decisions/payments.md): the seeded invoices accepted as the portal accepts them (first invoices
// at their creation, additional ones by the review), due Net 30; for Acme a year of twice-monthly payment runs (the
// payment calendar's 1st and 15th, a weekend's or holiday's on the business day before, up to the day before the clock's today) with deductions of every type, two disputed and reversed
// after they were applied (paid back by the next run), the recent ones still open; nothing for the other suppliers.
// The deductions are posted and the runs post as the portal's own calls do, with the order history they write, so a
// demo order's activity goes on past its invoice. The demo's other disputes: seedDeductionsDemo (payment-disputes.ts).
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import {
  addCalendarDays,
  DEDUCTION_TYPE_LABELS,
  DEDUCTION_TYPES,
  DEFAULT_RUN_DAYS,
  nextRunDays,
  PAYMENTS_MESSAGES,
  supplierDayOf,
  SUPPLIER_TIME_ZONE,
  type DeductionType,
  type PaymentCalendar,
} from '@portal/contracts';
import type { Tx } from '../db/client.ts';
import { deductions, invoices, orders, paymentCalendar } from '../db/schema/index.ts';
import { POSTED_DEDUCTION_COLUMNS, postDeductions, postRun, type PostedDeduction } from '../modules/payments/index.ts';
import { Conflict } from '../platform/errors.ts';
import { seedDisputeSteps, type Step } from './payment-disputes.ts';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** Each deduction type's demo amount and whether a rule raises it. */
const DEMO_DEDUCTIONS: Record<DeductionType, { amount: string; byRule: boolean }> = {
  LateShipment: { amount: '12.50', byRule: true },
  InvalidTracking: { amount: '7.25', byRule: true },
  LabelNonCompliance: { amount: '15.00', byRule: false },
  ReturnDamage: { amount: '23.40', byRule: false },
  PriceDifference: { amount: '4.99', byRule: false },
  Freight: { amount: '31.00', byRule: false },
  LateCancellation: { amount: '9.80', byRule: true },
};

/**
 * The seeded invoices' acceptance, as the migration back-fills older ones: accepted, due 30 days later. A first
 * invoice's `invoice` history entry carries its due date, as the portal's invoice call writes it.
 */
async function acceptSeededInvoices(tx: Tx): Promise<void> {
  await tx.execute(
    sql`update invoices set accepted_on = invoice_creation_date where types = 'Invoice' and not in_review and accepted_on is null`,
  );
  await tx.execute(sql`update invoices set accepted_on = reviewed_on
    where types <> 'Invoice' and review_status = 'Accepted' and reviewed_on is not null and accepted_on is null`);
  await tx.execute(sql`update invoices set due_date = (accepted_on at time zone ${SUPPLIER_TIME_ZONE})::date + 30
    where accepted_on is not null and due_date is null`);
  await tx.execute(sql`update order_history h set detail = h.detail || jsonb_build_object('dueDate', i.due_date::text)
    from invoices i
    where h.action = 'invoice' and not (h.detail ? 'dueDate') and i.supplier_id = h.supplier_id and i.order_id = h.order_id
      and i.types = 'Invoice' and i.invoice_number = h.detail->>'invoiceNumber' and i.due_date is not null`);
}

/** The demo's dispute that reverses an applied deduction (the next run pays it back). */
const REVERSING_DISPUTE: Step[] = [
  {
    reason: 'WrongAmount',
    comment: 'Our agreement sets this deduction lower; the agreement is attached.',
    decision: 'Accepted',
    decisionReason: 'Agreed: reversed in full.',
  },
];

/**
 * The demo marketplace's holidays: the US bank holidays of a fixed date (New Year's Day, Juneteenth, Independence Day,
 * Veterans Day, Christmas) of the year before `today`'s to the year after.
 */
export function demoHolidays(today: string): string[] {
  const year = Number(today.slice(0, 4));
  return [year - 1, year, year + 1].flatMap((y) => ['01-01', '06-19', '07-04', '11-11', '12-25'].map((md) => `${y}-${md}`));
}

/** The demo's payment calendar: the 1st and the 15th (the migration's run days) and the demo holidays. */
export const demoPaymentCalendar = (today: string): PaymentCalendar => ({ runDays: DEFAULT_RUN_DAYS, holidays: demoHolidays(today) });

/**
 * Run dates: the calendar's run days (the 1st and the 15th, a weekend's or holiday's moved to the business day before)
 * of the year before `today` (exclusive).
 */
export function demoRunDates(today: string): string[] {
  const start = addCalendarDays(today, -365);
  return nextRunDays(start, 30, demoPaymentCalendar(today)).filter((d) => d < today);
}

/** Writes the demo's calendar (the migration's run days, the demo holidays), as an operator would save it. */
async function seedPaymentCalendar(tx: Tx, today: string, operatorId: number, now: Date): Promise<void> {
  const calendar = demoPaymentCalendar(today);
  const values = { runDays: [...calendar.runDays], holidays: [...calendar.holidays], updatedOn: now, updatedBy: operatorId };
  await tx
    .insert(paymentCalendar)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: paymentCalendar.id, set: values });
}

/**
 * Acme's payments history. Deductions are spread over the year on invoiced orders (two of each type), each posted 20
 * days after its invoice's acceptance (never after the clock), so the run that pays the invoice holds it back within
 * the deduction's dispute window; from half-way through the year, the first two deductions a run applies are
 * disputed that day and the dispute accepted: the next run pays them back. Those of the last month stay open.
 * `adminId`: the supplier's Admin who disputes; `operatorId`: who raises by hand, posts the runs and decides.
 */
export async function seedPayments(tx: Tx, acmeId: number, adminId: number, operatorId: number, now: Date): Promise<number[]> {
  await acceptSeededInvoices(tx);
  const today = supplierDayOf(now);
  await seedPaymentCalendar(tx, today, operatorId, now);
  const invoiced = await tx
    .select({ orderId: invoices.orderId, po: orders.purchaseOrderNumber, acceptedOn: invoices.acceptedOn })
    .from(invoices)
    .innerJoin(orders, and(eq(orders.supplierId, invoices.supplierId), eq(orders.id, invoices.orderId)))
    .where(and(eq(invoices.supplierId, acmeId), eq(invoices.types, 'Invoice'), isNotNull(invoices.acceptedOn)))
    .orderBy(asc(invoices.acceptedOn), asc(invoices.id));
  const yearAgo = addCalendarDays(today, -365);
  const inYear = invoiced.filter((i) => supplierDayOf(i.acceptedOn!) >= yearAgo);
  const picks = DEDUCTION_TYPES.flatMap((type) => [type, type]);
  const created: number[] = [];
  for (const [n, type] of picks.entries()) {
    const invoice = inYear[Math.floor(((n + 0.5) * inYear.length) / picks.length)];
    if (!invoice) continue;
    const demo = DEMO_DEDUCTIONS[type];
    const postedOn = new Date(Math.min(invoice.acceptedOn!.getTime() + 20 * DAY_MS, now.getTime() - HOUR_MS));
    const row = { supplierId: acmeId, orderId: invoice.orderId, purchaseOrderNumber: invoice.po, type, amount: demo.amount };
    const [posted] = await postDeductions(
      tx,
      [{ ...row, raisedByRule: demo.byRule, reason: `Demo ${DEDUCTION_TYPE_LABELS[type]}`, evidence: { demo: true } }],
      demo.byRule ? null : operatorId,
      postedOn,
    );
    if (posted) created.push(posted.id);
  }
  const dates = demoRunDates(today);
  let reversals = 2;
  for (const [k, runDate] of dates.entries()) {
    const suppliers = await postSeedRun(tx, runDate, operatorId, acmeId);
    if (k < Math.floor(dates.length / 2) || reversals === 0 || !suppliers[0]?.remittanceNumber) continue;
    for (const d of await appliedBy(tx, acmeId, suppliers[0].remittanceNumber, reversals)) {
      const from = new Date(`${runDate}T15:00:00Z`);
      await seedDisputeSteps(tx, d, REVERSING_DISPUTE, { userId: adminId, operatorId, from, anchor: now });
      reversals--;
    }
  }
  return created;
}

/** A run of the year, or none on a date that pays nothing (refused by the post, as the console's would be). */
async function postSeedRun(tx: Tx, runDate: string, operatorId: number, acmeId: number) {
  try {
    const run = await postRun(tx, runDate, operatorId, new Date(`${runDate}T14:00:00Z`), { onlySupplierId: acmeId });
    return run.suppliers;
  } catch (error) {
    if (error instanceof Conflict && error.message === PAYMENTS_MESSAGES.runNothingToPay) return [];
    throw error;
  }
}

/** Up to `limit` deductions the remittance applied, oldest first. */
async function appliedBy(tx: Tx, supplierId: number, remittanceNumber: string, limit: number): Promise<PostedDeduction[]> {
  return tx
    .select(POSTED_DEDUCTION_COLUMNS)
    .from(deductions)
    .where(
      and(
        eq(deductions.supplierId, supplierId),
        sql`${deductions.appliedRemittanceId} = (select id from remittances where supplier_id = ${supplierId} and remittance_number = ${remittanceNumber})`,
      ),
    )
    .orderBy(asc(deductions.id))
    .limit(limit);
}
