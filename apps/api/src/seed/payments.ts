// Demo payments (docs/decisions/payments.md): the seeded invoices accepted as the portal accepts them (first invoices
// at their creation, additional ones by the review), due Net 30; for Acme a year of twice-monthly payment runs (the
// 1st and the 15th, up to the day before the clock's today; no order history: the demo orders' activity stays the
// seed's) with deductions of every type, a few reversed and paid back, the recent ones still open; nothing for the
// other suppliers. Disputes: seedDeductionDisputes.
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import {
  addCalendarDays,
  DEDUCTION_TYPE_LABELS,
  DEDUCTION_TYPES,
  deductionNumber,
  supplierDayOf,
  SUPPLIER_TIME_ZONE,
  type DeductionType,
} from '@portal/contracts';
import { resultRows, type Tx } from '../db/client.ts';
import { deductions, invoices, orders } from '../db/schema/index.ts';
import { postRun } from '../modules/payments/index.ts';

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

/** The seeded invoices' acceptance, as the migration back-fills older ones: accepted, due 30 days later. */
async function acceptSeededInvoices(tx: Tx): Promise<void> {
  await tx.execute(
    sql`update invoices set accepted_on = invoice_creation_date where types = 'Invoice' and not in_review and accepted_on is null`,
  );
  await tx.execute(sql`update invoices set accepted_on = reviewed_on
    where types <> 'Invoice' and review_status = 'Accepted' and reviewed_on is not null and accepted_on is null`);
  await tx.execute(sql`update invoices set due_date = (accepted_on at time zone ${SUPPLIER_TIME_ZONE})::date + 30
    where accepted_on is not null and due_date is null`);
}

/** Run dates: the 1st and the 15th of each month of the year before `today` (exclusive). */
export function demoRunDates(today: string): string[] {
  const dates: string[] = [];
  const start = addCalendarDays(today, -365);
  for (let d = start; d < today; d = addCalendarDays(d, 1)) if (d.endsWith('-01') || d.endsWith('-15')) dates.push(d);
  return dates;
}

async function nextDeductionNumber(tx: Tx): Promise<string> {
  const [row] = resultRows<{ n: number }>(await tx.execute(sql`select nextval('deduction_number_seq')::int as n`));
  return deductionNumber(row!.n);
}

/**
 * Acme's payments history. Deductions are spread over the year on invoiced orders (two of each type), each posted a
 * few days after its invoice's acceptance so the run that pays the invoice holds it back; two are reversed after
 * they were applied and paid back by the next run; those of the last month stay open.
 */
export async function seedPayments(tx: Tx, acmeId: number, operatorId: number | null, now: Date): Promise<number[]> {
  await acceptSeededInvoices(tx);
  const today = supplierDayOf(now);
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
    const postedOn = new Date(invoice.acceptedOn!.getTime() + 3 * 86_400_000);
    const [row] = await tx
      .insert(deductions)
      .values({
        supplierId: acmeId,
        orderId: invoice.orderId,
        purchaseOrderNumber: invoice.po,
        deductionNumber: await nextDeductionNumber(tx),
        type,
        amount: demo.amount,
        raisedByRule: demo.byRule,
        raisedBy: demo.byRule ? null : operatorId,
        reason: `Demo ${DEDUCTION_TYPE_LABELS[type]}`,
        evidence: { demo: true },
        postedOn,
      })
      .onConflictDoNothing()
      .returning({ id: deductions.id });
    if (row) created.push(row.id);
  }
  const dates = demoRunDates(today);
  for (const [k, runDate] of dates.entries()) {
    await postRun(tx, runDate, operatorId, new Date(`${runDate}T14:00:00Z`), { onlySupplierId: acmeId, withHistory: false });
    // half-way through the year two applied deductions are reversed: the next run pays them back
    if (k === Math.floor(dates.length / 2)) {
      await tx.execute(sql`update deductions set status = 'Reversed', reversed_on = ${new Date(`${runDate}T16:00:00Z`).toISOString()}::timestamptz
        where id in (select id from deductions where supplier_id = ${acmeId} and applied_remittance_id is not null order by id limit 2)
          and supplier_id = ${acmeId}`);
    }
  }
  await seedDeductionDisputes(tx, acmeId, created, now);
  return created;
}

/** The demo's disputes of Acme's deductions (the disputes slice fills it in: docs/decisions/payments.md). */
export async function seedDeductionDisputes(_tx: Tx, _acmeId: number, _deductionIds: readonly number[], _now: Date): Promise<void> {}
