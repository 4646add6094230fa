// A payment run (docs/decisions/payments.md, "Payment runs and remittances"): for a date D, each supplier's lines
// (Scheduled invoices due by D less their orders' open deductions, standalone deductions of paid orders, reversals
// to pay back, unapplied credit memos), each supplier's remittance from them (remittanceTotals), and the post that
// writes it all in one transaction. Preview and post share `computeRun` and answer each supplier's figures and counts,
// not its lines (docs/decisions/payments.md, "Speed"); the overview reads one supplier's net.
import { and, asc, eq, inArray, isNotNull, isNull, lte, notExists, or, sql, type SQL } from 'drizzle-orm';
import {
  isPayable,
  money,
  PAYMENTS_MESSAGES,
  SUPPLIER_TIME_ZONE,
  remittanceLine,
  remittanceNumber,
  remittanceTotals,
  type PaymentRunLine,
  type PaymentRunPosted,
  type PaymentRunPreview,
  type PaymentRunSupplier,
} from '@portal/contracts';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { resultRows, type Db, type Tx } from '../../db/client.ts';
import { creditMemos, deductions, invoices, orders, paymentRuns, remittanceLines, remittances, suppliers } from '../../db/schema/index.ts';
import { Conflict } from '../../platform/errors.ts';
import { publish } from '../../platform/events/domain-events.ts';
import type { Operator } from '../../platform/operator.ts';
import { checkRunDay } from './payment-calendar.service.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';

/**
 * A line as the run computes it: what the post writes (the line, the invoice's history) and applies through it. The
 * deduction's and credit memo's numbers are not read: nothing the post writes names them.
 */
interface RunLine extends Omit<PaymentRunLine, 'deductionNumber' | 'creditMemoNumber'> {
  /** Invoice lines: the deductions held back from it (applied with it). */
  heldDeductionIds: number[];
}

interface SupplierRun extends Omit<PaymentRunSupplier, 'lineCount' | 'invoiceCount' | 'deductionCount'> {
  lines: RunLine[];
}

export interface ComputedRun {
  runDate: string;
  suppliers: SupplierRun[];
  held: { supplierId: number; supplierName: string; net: string }[];
}

/** Deductions that wait to be applied: not reversed, not applied yet (a Disputed one waits for its decision). */
const APPLICABLE_DEDUCTION = sql`${deductions.status} in ('Open','Upheld')`;

/**
 * An invoice accepted and not paid yet (no remittance paid it): the predicate of the index invoices_unpaid_due_idx,
 * written the same way so the planner uses it.
 */
export const unpaidInvoice = (): SQL =>
  sql`(${invoices.acceptedOn} is not null and not ${invoices.inReview} and ${invoices.paidRemittanceId} is null)`;

const bySupplier = (column: AnyPgColumn, supplierId: number | null): SQL | undefined =>
  supplierId === null ? undefined : eq(column, supplierId);

/**
 * Every supplier's lines for a run on `runDate` (or one supplier's), read in `tx`; writes nothing. The post calls it
 * under the runs' lock, so what it reads is what it writes.
 */
export async function computeRun(tx: Db | Tx, runDate: string, supplierId: number | null = null): Promise<ComputedRun> {
  const due = await tx
    .select({
      supplierId: invoices.supplierId,
      invoiceId: invoices.id,
      invoiceNumber: invoices.invoiceNumber,
      orderId: invoices.orderId,
      purchaseOrderNumber: orders.purchaseOrderNumber,
      total: invoices.total,
    })
    .from(invoices)
    .innerJoin(orders, and(eq(orders.supplierId, invoices.supplierId), eq(orders.id, invoices.orderId)))
    .where(and(bySupplier(invoices.supplierId, supplierId), unpaidInvoice(), lte(invoices.dueDate, runDate)))
    .orderBy(asc(invoices.supplierId), asc(invoices.dueDate), asc(invoices.id));

  const open = await tx
    .select({
      supplierId: deductions.supplierId,
      deductionId: deductions.id,
      orderId: deductions.orderId,
      purchaseOrderNumber: deductions.purchaseOrderNumber,
      amount: deductions.amount,
      status: deductions.status,
      appliedRemittanceId: deductions.appliedRemittanceId,
      // the order's invoice was paid already: its deduction is a standalone line. The outer columns are qualified by
      // hand: a one-table select renders ${deductions.orderId} bare, which inside the subquery would be l's own column
      orderPaid: sql<boolean>`exists (select 1 from ${remittanceLines} l where l.supplier_id = ${deductions}.supplier_id
        and l.order_id = ${deductions}.order_id and l.kind = 'Invoice')`,
    })
    .from(deductions)
    .where(
      and(
        bySupplier(deductions.supplierId, supplierId),
        // posted by the run's day (the supplier's local day)
        sql`(${deductions.postedOn} at time zone ${SUPPLIER_TIME_ZONE})::date <= ${runDate}::date`,
        or(
          and(APPLICABLE_DEDUCTION, isNull(deductions.appliedRemittanceId)),
          and(eq(deductions.status, 'Reversed'), isNotNull(deductions.appliedRemittanceId), isNull(deductions.reversalRemittanceId)),
        ),
      ),
    )
    .orderBy(asc(deductions.supplierId), asc(deductions.id));

  const memos = await tx
    .select({
      supplierId: creditMemos.supplierId,
      creditMemoId: creditMemos.id,
      amount: creditMemos.amount,
    })
    .from(creditMemos)
    .where(
      and(
        bySupplier(creditMemos.supplierId, supplierId),
        lte(creditMemos.memoDate, runDate),
        notExists(
          sql`(select 1 from ${remittanceLines} where ${remittanceLines.supplierId} = ${creditMemos.supplierId} and ${remittanceLines.creditMemoId} = ${creditMemos.id})`,
        ),
      ),
    )
    .orderBy(asc(creditMemos.supplierId), asc(creditMemos.id));

  const ids = [...new Set([...due, ...open, ...memos].map((r) => r.supplierId))];
  const names = ids.length
    ? new Map(
        (await tx.select({ id: suppliers.id, name: suppliers.name }).from(suppliers).where(inArray(suppliers.id, ids))).map((s) => [
          s.id,
          s.name,
        ]),
      )
    : new Map<number, string>();

  const empty = { invoiceId: null, invoiceNumber: null, orderId: null, purchaseOrderNumber: null, deductionId: null };
  const lines = new Map<number, RunLine[]>();
  const add = (id: number, line: RunLine) => {
    const list = lines.get(id);
    if (list) list.push(line);
    else lines.set(id, [line]);
  };
  // an order's open deductions are held back from its first invoice due in this run
  const invoiceOfOrder = new Map<string, RunLine>();
  for (const i of due) {
    const line: RunLine = {
      kind: 'Invoice',
      ...empty,
      invoiceId: i.invoiceId,
      invoiceNumber: i.invoiceNumber,
      orderId: i.orderId,
      purchaseOrderNumber: i.purchaseOrderNumber,
      creditMemoId: null,
      ...remittanceLine.invoice(i.total, []),
      heldDeductionIds: [],
    };
    add(i.supplierId, line);
    const key = `${i.supplierId}:${i.orderId}`;
    if (!invoiceOfOrder.has(key)) invoiceOfOrder.set(key, line);
  }
  const heldAmounts = new Map<RunLine, string[]>();
  for (const d of open) {
    const deduction = { deductionId: d.deductionId, creditMemoId: null };
    const ofOrder = { invoiceId: null, invoiceNumber: null, orderId: d.orderId, purchaseOrderNumber: d.purchaseOrderNumber };
    if (d.status === 'Reversed') {
      add(d.supplierId, { kind: 'Reversal', ...ofOrder, ...deduction, ...remittanceLine.reversal(d.amount), heldDeductionIds: [] });
      continue;
    }
    const invoiceLine = invoiceOfOrder.get(`${d.supplierId}:${d.orderId}`);
    if (invoiceLine) {
      invoiceLine.heldDeductionIds.push(d.deductionId);
      const held = heldAmounts.get(invoiceLine);
      if (held) held.push(d.amount);
      else heldAmounts.set(invoiceLine, [d.amount]);
    } else if (d.orderPaid) {
      add(d.supplierId, { kind: 'Deduction', ...ofOrder, ...deduction, ...remittanceLine.deduction(d.amount), heldDeductionIds: [] });
    }
    // else: the order's invoice is not paid yet, the deduction waits for it
  }
  for (const [line, amounts] of heldAmounts) Object.assign(line, remittanceLine.invoice(line.gross, amounts));
  for (const m of memos) {
    add(m.supplierId, {
      kind: 'CreditMemo',
      ...empty,
      creditMemoId: m.creditMemoId,
      ...remittanceLine.creditMemo(m.amount),
      heldDeductionIds: [],
    });
  }

  const run: ComputedRun = { runDate, suppliers: [], held: [] };
  for (const [id, supplierLines] of [...lines].sort(([a], [b]) => a - b)) {
    const totals = remittanceTotals(supplierLines);
    const supplierName = names.get(id) ?? '';
    if (isPayable(totals.net))
      run.suppliers.push({ supplierId: id, supplierName, ...totals, lines: supplierLines, remittanceNumber: null });
    else run.held.push({ supplierId: id, supplierName, net: totals.net });
  }
  return run;
}

/**
 * One supplier's net in the run of `runDate`, as computeRun would give it, summed in SQL (exact numeric): the same
 * sets (the due invoices, their orders' applicable deductions held back, those of orders paid already standalone,
 * reversals to pay back, unapplied credit memos) without reading each line. Null when the run would hold the supplier
 * (net 0.00 or less) or pay it nothing. The overview's next payment, which would otherwise read 100,000 lines
 * (docs/decisions/payments.md, "Speed"); payments.test.ts checks it against the preview.
 */
export async function supplierRunNet(db: Db | Tx, runDate: string, supplierId: number): Promise<string | null> {
  const postedBy = sql`(${deductions.postedOn} at time zone ${SUPPLIER_TIME_ZONE})::date <= ${runDate}::date`;
  const dueInvoices = sql`select ${invoices.orderId} as order_id, ${invoices.total} as total from ${invoices}
    where ${invoices.supplierId} = ${supplierId} and ${unpaidInvoice()} and ${invoices.dueDate} <= ${runDate}::date`;
  const [row] = resultRows<{ lines: number; invoices: string; held: string; reversals: string; memos: string }>(
    await db.execute(sql`
      with due as (${dueInvoices}),
      ded as (
        select ${deductions.orderId} as order_id, ${deductions.amount} as amount, ${deductions.status} as status from ${deductions}
        where ${deductions.supplierId} = ${supplierId} and ${postedBy}
          and ((${APPLICABLE_DEDUCTION} and ${deductions.appliedRemittanceId} is null)
            or (${deductions.status} = 'Reversed' and ${deductions.appliedRemittanceId} is not null and ${deductions.reversalRemittanceId} is null))
      ),
      -- in (select ...) is hashed once; exists over the CTE would scan it for each deduction
      charged as (
        select d.*, d.order_id in (select order_id from due) as on_due_invoice from ded d where d.status <> 'Reversed' and (d.order_id in (select order_id from due)
          or exists (select 1 from ${remittanceLines} l where l.supplier_id = ${supplierId} and l.order_id = d.order_id and l.kind = 'Invoice'))
      ),
      memos as (
        select ${creditMemos.amount} as amount from ${creditMemos}
        where ${creditMemos.supplierId} = ${supplierId} and ${creditMemos.memoDate} <= ${runDate}::date
          and not exists (select 1 from ${remittanceLines} l where l.supplier_id = ${creditMemos.supplierId} and l.credit_memo_id = ${creditMemos.id})
      )
      select (select count(*) from due)::int + (select count(*) from charged where not on_due_invoice)::int
          + (select count(*) from ded where status = 'Reversed')::int + (select count(*) from memos)::int as lines,
        (select coalesce(sum(total), 0) from due)::text as invoices,
        (select coalesce(sum(amount), 0) from charged)::text as held,
        (select coalesce(sum(amount), 0) from ded where status = 'Reversed')::text as reversals,
        (select coalesce(sum(amount), 0) from memos)::text as memos`),
  );
  if (!row || row.lines === 0) return null;
  const net = money.sub(money.sum([row.invoices, row.reversals]), money.sum([row.held, row.memos]));
  return isPayable(net) ? net : null;
}

/** What the preview and the post answer of a supplier: its figures and counts, none of its lines. */
function supplierSummary({ lines, ...figures }: SupplierRun): PaymentRunSupplier {
  let invoiceCount = 0;
  let deductionCount = 0;
  for (const l of lines)
    if (l.kind === 'Invoice') {
      invoiceCount++;
      deductionCount += l.heldDeductionIds.length;
    } else if (l.kind === 'Deduction') deductionCount++;
  return { ...figures, lineCount: lines.length, invoiceCount, deductionCount };
}

/** The run's figures over the suppliers it pays. */
function runTotals(run: ComputedRun) {
  return {
    supplierCount: run.suppliers.length,
    gross: money.sum(run.suppliers.map((s) => s.gross)),
    deductions: money.sum(run.suppliers.map((s) => s.deductions)),
    net: money.sum(run.suppliers.map((s) => s.net)),
  };
}

export async function previewRun(db: Db, runDate: string): Promise<PaymentRunPreview> {
  const run = await computeRun(db, runDate);
  return { runDate, ...runTotals(run), suppliers: run.suppliers.map(supplierSummary), held: run.held };
}

/**
 * Posts the run of `runDate` in one transaction: 409 when a run of that date exists. Runs are posted one at a time
 * (a transaction-scoped advisory lock): a second post waits, then reads what the first wrote, so two runs of
 * different dates never pay an invoice twice; the lines' unique keys stand behind it.
 */
export async function postRun(
  db: Db | Tx,
  runDate: string,
  postedBy: number | null,
  now: Date,
  /** The seed's year of runs pays one supplier (with the same order history); the console's runs pay every supplier. */
  seed: { onlySupplierId: number } | null = null,
  /** An off-cycle run's reason (null: a calendar run day; the caller checked the calendar: checkRunDay). */
  offCycleReason: string | null = null,
): Promise<PaymentRunPosted> {
  try {
    return await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended('payment-runs', 0))`);
      const [posted] = await tx.select({ id: paymentRuns.id }).from(paymentRuns).where(eq(paymentRuns.runDate, runDate));
      if (posted) throw new Conflict(PAYMENTS_MESSAGES.runDatePosted);
      const run = await computeRun(tx, runDate, seed?.onlySupplierId ?? null);
      // a run that pays no supplier is not a run: nothing to write, and no empty row in the posted runs
      if (run.suppliers.length === 0) throw new Conflict(PAYMENTS_MESSAGES.runNothingToPay);
      const totals = runTotals(run);
      const [row] = await tx
        .insert(paymentRuns)
        .values({ runDate, postedOn: now, postedBy, ...totals, offCycleReason })
        .returning({ id: paymentRuns.id });
      for (const supplier of run.suppliers)
        supplier.remittanceNumber = await writeRemittance(tx, row!.id, runDate, supplier, { postedBy, now });
      return {
        paymentRunId: row!.id,
        runDate,
        postedOn: now.toISOString(),
        postedBy: null,
        ...totals,
        offCycleReason,
        suppliers: run.suppliers.map(supplierSummary),
      };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new Conflict(PAYMENTS_MESSAGES.runDatePosted);
    throw error;
  }
}

/**
 * The console's post (POST /ops/payments/runs): a run day of the calendar that has come, or an off-cycle run with its
 * reason on a day that has come (409 otherwise); every supplier paid, the answer naming the operator who posted it.
 */
export async function postOperatorRun(
  db: Db,
  operator: Operator,
  request: { runDate: string; offCycle: boolean; reason?: string | undefined },
  now: Date,
): Promise<PaymentRunPosted> {
  await checkRunDay(db, request.runDate, request.offCycle, now);
  const posted = await postRun(db, request.runDate, operator.userId, now, null, request.offCycle ? (request.reason ?? null) : null);
  return { ...posted, postedBy: operator.name };
}

/** Rows per INSERT of a run's lines and history: 5,000 x 11 columns stays under the driver's 65,535 parameters. */
const ROWS_PER_INSERT = 5_000;

function* chunksOf<T>(list: readonly T[], size: number): Generator<T[]> {
  for (let start = 0; start < list.length; start += size) yield list.slice(start, start + size);
}

/** One supplier's remittance, its lines, what they apply, and the paid invoices' history; answers its number. */
async function writeRemittance(
  tx: Tx,
  paymentRunId: number,
  runDate: string,
  s: SupplierRun,
  { postedBy, now }: { postedBy: number | null; now: Date },
): Promise<string> {
  const seq = await tx.execute(sql`select nextval('remittance_number_seq')::int as n`);
  const n = (('rows' in seq ? seq.rows : seq) as { n: number }[])[0]!.n;
  const number = remittanceNumber(n);
  const [remittance] = await tx
    .insert(remittances)
    .values({
      supplierId: s.supplierId,
      paymentRunId,
      remittanceNumber: number,
      paymentDate: runDate,
      methodReference: `ACH ${runDate.replaceAll('-', '')}-${String(n).padStart(6, '0')}`,
      gross: s.gross,
      deductions: s.deductions,
      net: s.net,
      lineCount: s.lines.length,
      createdOn: now,
    })
    .returning({ id: remittances.id });
  const remittanceId = remittance!.id;
  // in chunks: one statement for 100,000 lines would pass the driver's 65,535 parameters
  for (const chunk of chunksOf(s.lines, ROWS_PER_INSERT))
    await tx.insert(remittanceLines).values(
      chunk.map((l) => ({
        supplierId: s.supplierId,
        remittanceId,
        kind: l.kind,
        invoiceId: l.invoiceId,
        orderId: l.orderId,
        purchaseOrderNumber: l.purchaseOrderNumber,
        deductionId: l.deductionId,
        creditMemoId: l.creditMemoId,
        gross: l.gross,
        deductions: l.deductions,
        net: l.net,
      })),
    );
  const paidIds = s.lines.flatMap((l) => (l.kind === 'Invoice' ? [l.invoiceId!] : []));
  for (const chunk of chunksOf(paidIds, ROWS_PER_INSERT))
    await tx
      .update(invoices)
      .set({ paidRemittanceId: remittanceId })
      .where(and(eq(invoices.supplierId, s.supplierId), inArray(invoices.id, chunk)));
  const applied = s.lines.flatMap((l) => (l.kind === 'Deduction' ? [l.deductionId!] : l.heldDeductionIds));
  for (const chunk of chunksOf(applied, ROWS_PER_INSERT)) await applyDeductions(tx, s.supplierId, chunk, remittanceId);
  const reversed = s.lines.flatMap((l) => (l.kind === 'Reversal' ? [l.deductionId!] : []));
  for (const chunk of chunksOf(reversed, ROWS_PER_INSERT))
    await tx
      .update(deductions)
      .set({ reversalRemittanceId: remittanceId })
      .where(and(eq(deductions.supplierId, s.supplierId), inArray(deductions.id, chunk)));
  // the remittance's advice in other formats follows it after commit (EDI's 820 to the supplier's trading partner)
  await publish(tx, [{ type: 'remittance.posted', supplierId: s.supplierId, remittanceId, remittanceNumber: number }], now);
  const paid = s.lines.filter((l) => l.kind === 'Invoice');
  for (const chunk of chunksOf(paid, ROWS_PER_INSERT))
    await publish(
      tx,
      chunk.map((l) => ({
        type: 'invoice.paid',
        supplierId: s.supplierId,
        orderId: l.orderId!,
        userId: postedBy,
        action: 'invoicePaid',
        detail: { invoiceId: l.invoiceId, invoiceNumber: l.invoiceNumber, remittanceNumber: number, paymentDate: runDate, net: l.net },
      })),
      now,
    );
  return number;
}

/** Marks the deductions applied by the remittance; one applied already (a concurrent run) undoes the whole post. */
async function applyDeductions(tx: Tx, supplierId: number, ids: number[], remittanceId: number): Promise<void> {
  const updated = await tx
    .update(deductions)
    .set({ appliedRemittanceId: remittanceId })
    .where(and(eq(deductions.supplierId, supplierId), inArray(deductions.id, ids), isNull(deductions.appliedRemittanceId)))
    .returning({ id: deductions.id });
  if (updated.length !== ids.length) throw new Conflict(PAYMENTS_MESSAGES.deductionApplied);
}
