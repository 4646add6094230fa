// Demo payments (docs/decisions/payments.md): the seeded invoices accepted as the portal accepts them (first invoices
// at their creation, additional ones by the review), due Net 30; for Acme a year of twice-monthly payment runs (the
// payment calendar's 1st and 15th, a weekend's or holiday's on the business day before, up to the day before the clock's today) with deductions of every type, two disputed and reversed
// after they were applied (paid back by the next run), the recent ones still open; nothing for the other suppliers.
// The deductions are posted and the runs post as the portal's own calls do, with the order history they write, so a
// demo order's activity goes on past its invoice. The demo's other disputes: seedDeductionsDemo (payment-disputes.ts).
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import {
  addCalendarDays,
  DEFAULT_RUN_DAYS,
  nextRunDays,
  PAYMENTS_MESSAGES,
  RULE_DEDUCTION_TYPES,
  supplierDayOf,
  SUPPLIER_TIME_ZONE,
  type DeductionType,
  type PaymentCalendar,
  type RuleDeductionType,
} from '@portal/contracts';
import type { Db, Tx } from '../db/client.ts';
import { creditMemos, deductions, invoices, orders, paymentCalendar } from '../db/schema/index.ts';
import { complianceOrdersAfter } from '../modules/orders/index.ts';
import {
  POSTED_DEDUCTION_COLUMNS,
  postDeductions,
  postRun,
  ruleDeductionsOf,
  type NewDeduction,
  type PostedDeduction,
  type RuleOf,
} from '../modules/payments/index.ts';
import { Conflict } from '../platform/errors.ts';
import { seedDecidedInvoices } from './invoice-decisions.ts';
import { DEMO_DEDUCTION_RULES, seedDisputeSteps, type Step } from './payment-disputes.ts';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * The deductions an operator raises by hand in the demo: each type's amount and its reason in words. A return damage
 * names its credit memo (the memo of a seeded credit, with its PDF) in its evidence.
 */
const BY_HAND: Record<Exclude<DeductionType, RuleDeductionType>, { amount: string; reason: string }> = {
  LabelNonCompliance: { amount: '15.00', reason: 'The carton label had no PO number; the warehouse relabeled it.' },
  ReturnDamage: { amount: '23.40', reason: 'The customer returned the item damaged in transit; the marketplace credited the customer.' },
  PriceDifference: { amount: '4.99', reason: "The invoiced price was above the order's price." },
  Freight: { amount: '31.00', reason: "The parcel shipped on the marketplace's freight account." },
};

/**
 * The demo's rules as they stood over the past year (the amounts of DEMO_DEDUCTION_RULES, the marketplace's, no row
 * kept): the seed raises the year's rule deductions with them through the real engine from the demo's own facts. The
 * rules seeded for today take effect today (seedDeductionsDemo), so a first rules' run charges nothing older.
 */
const yearRules =
  (supplierId: number, from: string): RuleOf =>
  (id, type) => {
    const rule = DEMO_DEDUCTION_RULES.find((r) => r.type === type);
    return id === supplierId && rule ? { ruleId: null, scope: 'Global', basis: rule.basis, value: rule.value, effectiveFrom: from } : null;
  };

/** The day of the fact a rule deduction charges: the ship day, or the day the cancellation was approved. */
const factDayOf = (d: NewDeduction): string => {
  const e = d.evidence as { shipDate?: string; cancellation?: { approvedOn?: string } };
  return e.shipDate ?? supplierDayOf(new Date(e.cancellation?.approvedOn ?? 0));
};

/**
 * The seeded invoices' acceptance, as the migration back-fills older ones: accepted, due 30 days later. A first
 * invoice's `invoice` history entry carries its due date, as the portal's invoice call writes it, and each accepted
 * invoice's activity has its acceptance and its scheduling, as the portal's acceptance publishes them.
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
  // the acceptance's own events as the invoice calls publish them (invoice-acceptance.ts): accepted (by the portal on
  // submission, or the reviewing operator), then scheduled with the due date, at the acceptance's time
  await tx.execute(sql`insert into order_history (supplier_id, order_id, user_id, action, detail, created_on)
    select i.supplier_id, i.order_id, case when i.types = 'Invoice' then null else i.reviewed_by end, e.action,
      case when e.action = 'invoiceAcceptedForPayment'
        then jsonb_build_object('invoiceId', i.id, 'invoiceNumber', i.invoice_number,
          'acceptedOn', (i.accepted_on at time zone ${SUPPLIER_TIME_ZONE})::date::text,
          'acceptance', case when i.types = 'Invoice' then 'OnSubmission' else 'OnReview' end)
        else jsonb_build_object('invoiceId', i.id, 'invoiceNumber', i.invoice_number, 'dueDate', i.due_date::text) end,
      -- never before the invoice's own activity row (the demo's activity times are drawn apart from its invoice dates)
      greatest(i.accepted_on, coalesce((select max(h.created_on) from order_history h where h.supplier_id = i.supplier_id
        and h.order_id = i.order_id and h.action in ('invoice', 'additionalInvoice') and h.detail->>'invoiceNumber' = i.invoice_number),
        i.accepted_on))
    from invoices i
    cross join (values (1, 'invoiceAcceptedForPayment'), (2, 'invoiceScheduled')) as e(seq, action)
    where i.accepted_on is not null and i.due_date is not null and not exists (
      select 1 from order_history h where h.supplier_id = i.supplier_id and h.order_id = i.order_id
        and h.action = 'invoiceAcceptedForPayment' and h.detail->>'invoiceId' = i.id::text)
    order by i.accepted_on, i.id, e.seq`);
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
 * The deduction the API document's example of disputeDeduction disputes (platform/openapi/request-examples.ts): a
 * freight charge raised by hand an hour before the seed's clock, the first deduction the seed posts (id 1 on the demo
 * database), kept open and undisputed (seedDeductionsDemo leaves it out of its disputes), so its 30-day window is
 * open whatever the day of the seed.
 */
export const EXAMPLE_DEDUCTION = {
  type: 'Freight',
  amount: '12.00',
  reason: 'The carrier billed the marketplace for a second delivery attempt.',
} as const;

/**
 * Acme's payments history. Deductions are spread over the year on invoiced orders (two of each type), each posted 20
 * days after its invoice's acceptance (never after the clock), so the run that pays the invoice holds it back within
 * the deduction's dispute window; from half-way through the year, the first two deductions a run applies are
 * disputed that day and the dispute accepted: the next run pays them back. Those of the last month stay open.
 * `adminId`: the supplier's Admin who disputes; `operatorId`: who raises by hand, posts the runs and decides.
 */
export async function seedPayments(
  tx: Tx,
  acmeId: number,
  adminId: number,
  operatorId: number,
  now: Date,
): Promise<{ created: number[]; exampleDeductionId: number | null }> {
  await seedDecidedInvoices(tx, acmeId, adminId, operatorId, now);
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
  const created: number[] = [];
  const post = async (row: NewDeduction, by: number | null, at: Date) => {
    const [posted] = await postDeductions(tx, [row], by, new Date(Math.min(at.getTime(), now.getTime() - HOUR_MS)));
    if (posted) created.push(posted.id);
  };
  // the document's example deduction first (its id is the first), on the order of the newest accepted invoice
  const newest = inYear.at(-1);
  let exampleDeductionId: number | null = null;
  if (newest) {
    const row = { supplierId: acmeId, orderId: newest.orderId, purchaseOrderNumber: newest.po, raisedByRule: false };
    const [posted] = await postDeductions(
      tx,
      [{ ...row, ...EXAMPLE_DEDUCTION, evidence: { raisedByHand: true } }],
      operatorId,
      new Date(now.getTime() - HOUR_MS),
    );
    exampleDeductionId = posted?.id ?? null;
  }
  // the rules' deductions: what the real engine raises from the year's facts, two of each rule spread over the year,
  // each posted 20 days after its invoice's acceptance (a canceled order's a day after the approval: it has no invoice)
  const acceptedOf = new Map(inYear.map((i) => [i.orderId, i.acceptedOn!]));
  const facts = (await yearFacts(tx, acmeId, today, yearRules(acmeId, yearAgo))).filter((d) => factDayOf(d) >= yearAgo);
  for (const type of RULE_DEDUCTION_TYPES) {
    const ofType = facts.filter((d) => d.type === type && (type === 'LateCancellation' || acceptedOf.has(d.orderId)));
    for (const d of spread(ofType, 2)) {
      const accepted = acceptedOf.get(d.orderId);
      await post(d, null, accepted ? new Date(accepted.getTime() + 20 * DAY_MS) : new Date(`${factDayOf(d)}T15:00:00Z`));
    }
  }
  // by hand: two of each other type on invoiced orders over the year; a return damage names a seeded credit memo
  const memos = await memosOfYear(tx, acmeId, yearAgo);
  const handTypes = Object.keys(BY_HAND) as (keyof typeof BY_HAND)[];
  const picks = handTypes.flatMap((type) => [type, type]);
  for (const [n, type] of picks.entries()) {
    const invoice = inYear[Math.floor(((n + 0.5) * inYear.length) / picks.length)];
    if (!invoice) continue;
    const memo = type === 'ReturnDamage' ? memos.shift() : undefined;
    if (type === 'ReturnDamage' && !memo) continue;
    const target = memo ?? { orderId: invoice.orderId, po: invoice.po, at: new Date(invoice.acceptedOn!.getTime() + 20 * DAY_MS) };
    const evidence: Record<string, unknown> = memo
      ? { creditMemoId: memo.id, creditMemoNumber: memo.memoNumber, creditMemoAmount: memo.amount, raisedByHand: true }
      : { raisedByHand: true };
    const { amount, reason } = BY_HAND[type];
    const row = { supplierId: acmeId, orderId: target.orderId, purchaseOrderNumber: target.po, type, amount, raisedByRule: false };
    await post({ ...row, reason: memo ? `${reason} Credit memo ${memo.memoNumber}.` : reason, evidence }, operatorId, target.at);
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
  return { created, exampleDeductionId };
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

/** `count` of the list, spread evenly over it (the year's first to its last). */
function spread<T>(list: readonly T[], count: number): T[] {
  if (list.length <= count) return [...list];
  return Array.from({ length: count }, (_, k) => list[Math.floor(((k + 0.5) * list.length) / count)]!);
}

/** What the rules raise on the supplier's orders as of the day, oldest order first (the rules' run, nothing posted). */
async function yearFacts(tx: Tx, supplierId: number, asOf: string, ruleOf: RuleOf): Promise<NewDeduction[]> {
  const out: NewDeduction[] = [];
  const db = tx as unknown as Db;
  for (let after = 0; ;) {
    const batch = await complianceOrdersAfter(db, after, 1000);
    if (batch.length === 0) return out;
    after = batch.at(-1)!.id;
    const own = batch.filter((o) => o.supplierId === supplierId);
    if (own.length) out.push(...(await ruleDeductionsOf(db, own, asOf, ruleOf)));
  }
}

/**
 * The supplier's credit memos of the year with the order of their first PO number: a return damage deduction names
 * one (its PDF is the memo's, among the supplier's files), posted the day after the memo.
 */
async function memosOfYear(tx: Tx, supplierId: number, from: string) {
  const rows = await tx
    .select({
      id: creditMemos.id,
      memoNumber: creditMemos.memoNumber,
      amount: creditMemos.amount,
      memoDate: creditMemos.memoDate,
      orderId: orders.id,
      po: orders.purchaseOrderNumber,
    })
    .from(creditMemos)
    .innerJoin(
      orders,
      and(
        eq(orders.supplierId, creditMemos.supplierId),
        sql`${orders.purchaseOrderNumber} = split_part(${creditMemos.purchaseOrderNumbers}, ', ', 1)`,
      ),
    )
    .where(and(eq(creditMemos.supplierId, supplierId), isNotNull(creditMemos.fileName), sql`${creditMemos.memoDate} >= ${from}`))
    .orderBy(asc(creditMemos.memoDate), asc(creditMemos.id));
  const picked = spread(rows, 2);
  return picked.map((m) => ({ ...m, at: new Date(`${addCalendarDays(m.memoDate, 1)}T15:00:00Z`) }));
}
