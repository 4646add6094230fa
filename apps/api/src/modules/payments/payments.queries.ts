// SQL of the supplier's payments calls, always scoped by the supplier: the overview, the invoices grid, the
// remittances grid, one remittance, its lines one page at a time, and all of them for its advice
// (docs/decisions/payments.md).
import { and, asc, count, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import {
  DEDUCTION_STATUSES_TO_HOLD_BACK,
  AGING_BUCKETS,
  agingBucket,
  INVOICE_PAYMENT_STATUSES,
  invoiceAcceptanceOf,
  invoicePaymentStatus,
  money,
  supplierDayOf,
  SUPPLIER_TIME_ZONE,
  type AgingBucket,
  type DeductionType,
  type PaymentCalendarView,
  type PaymentInvoiceRow,
  type PaymentsOverview,
  type RemittanceDetail,
  type RemittanceLineRow,
  type RemittanceSummary,
} from '@portal/contracts';
import type { Db, Tx } from '../../db/client.ts';
import { creditMemos, deductions, disputes, invoices, orders, remittanceLines, remittances, suppliers } from '../../db/schema/index.ts';
import { NotFound } from '../../platform/errors.ts';
import { parseGridQuery, type GridColumns, type GridQueryInput } from '../../platform/grid-query.ts';
import {
  cachedTotal,
  cappedCount,
  cappedJoinCount,
  filterKey,
  GRID_COUNT_CAP,
  reconcileTotal,
  type GridTotal,
} from '../../platform/grid-count.ts';
import { ReadCaches } from '../../platform/caches/read-caches.ts';
import type { TtlCache } from '../../platform/caches/ttl-cache.ts';
import { unpaidInvoice } from './payment-run.ts';
import { readPaymentCalendar } from './payment-calendar.service.ts';
import { comingRunDays, upcomingRuns } from './upcoming-runs.queries.ts';

export interface GridRows<T> {
  rows: T[];
  total: number;
  offset: number;
}

/** What a payments grid reads beside its query: the read caches' grid totals (none: every request counts). */
export interface PaymentsGridOptions {
  totals?: TtlCache<GridTotal>;
}

/**
 * Where a payments grid's total of a filter is kept (docs/decisions/payments.md, "Speed"): per supplier, grid and filter
 * (sorts and pages share it), dropped with the supplier's payments group when the database announces a change of them.
 */
export function paymentsTotalCache(options: PaymentsGridOptions, supplierId: number, grid: string, filterModel: unknown) {
  const group = ReadCaches.paymentsGroup(supplierId);
  return { totals: options.totals, group, key: `${group}|${grid}|${GRID_COUNT_CAP}|${filterKey(filterModel)}` };
}

/** A payments grid's total: the kept one of its filter, else `count()`'s (kept). */
function paymentsTotal(
  options: PaymentsGridOptions,
  supplierId: number,
  grid: string,
  filterModel: unknown,
  count: () => Promise<GridTotal>,
): Promise<GridTotal> {
  const { totals, key, group } = paymentsTotalCache(options, supplierId, grid, filterModel);
  return cachedTotal(totals, key, group, count);
}

// ---- overview ----------------------------------------------------------------------------------------------------

/**
 * The overview of the supplier's day, kept in `cache` until the supplier's payments change (the read caches' payments
 * group; docs/decisions/payments.md, "Speed"); without a cache (tests that call it directly) always read. The payment
 * calendar and the coming run days are read first (two small reads of marketplace tables) and are part of the key: a
 * calendar saved or a run posted that pays other suppliers only changes them, not this supplier's group.
 */
export async function paymentsOverview(
  db: Db,
  supplierId: number,
  now: Date,
  cache?: TtlCache<PaymentsOverview>,
): Promise<PaymentsOverview> {
  const group = ReadCaches.paymentsGroup(supplierId);
  const today = supplierDayOf(now);
  const calendar = await readPaymentCalendar(db);
  const runDays = await comingRunDays(db, calendar, today);
  const read = () => readPaymentsOverview(db, supplierId, today, calendar, runDays);
  return cache ? cache.remember(`${group}|${today}|${calendar.updatedOn}|${runDays.join(',')}`, group, read) : read();
}

async function readPaymentsOverview(
  db: Db,
  supplierId: number,
  today: string,
  calendar: PaymentCalendarView,
  runDays: string[],
): Promise<PaymentsOverview> {
  // one row per due day (exact numeric sums), not one per invoice: 100,000 unpaid invoices are a few hundred days
  const unpaid = await db
    .select({ dueDate: invoices.dueDate, n: count(), total: sql<string>`sum(${invoices.total})` })
    .from(invoices)
    .where(and(eq(invoices.supplierId, supplierId), unpaidInvoice()))
    .groupBy(invoices.dueDate);
  const buckets = new Map<AgingBucket, { count: number; amounts: string[] }>(AGING_BUCKETS.map((b) => [b, { count: 0, amounts: [] }]));
  for (const i of unpaid) {
    const bucket = buckets.get(agingBucket(i.dueDate!, today))!;
    bucket.count += Number(i.n);
    bucket.amounts.push(i.total);
  }
  // the next payment: the first coming run day of the calendar that pays this supplier, as its preview computes it
  const { nextPayment, upcomingRuns: coming } = await upcomingRuns(db, supplierId, runDays);
  const [open] = await db
    .select({ n: count(), amount: sql<string>`coalesce(sum(${deductions.amount}), 0)` })
    .from(deductions)
    .where(
      and(
        eq(deductions.supplierId, supplierId),
        inArray(deductions.status, [...DEDUCTION_STATUSES_TO_HOLD_BACK]),
        isNull(deductions.appliedRemittanceId),
      ),
    );
  const [waiting] = await db
    .select({ n: count() })
    .from(disputes)
    .where(and(eq(disputes.supplierId, supplierId), isNull(disputes.decision)));
  return {
    nextPayment,
    upcomingRuns: coming,
    calendar: { runDays: calendar.runDays, holidays: calendar.holidays, explanation: calendar.explanation },
    agingBuckets: AGING_BUCKETS.map((bucket) => {
      const b = buckets.get(bucket)!;
      return { bucket, count: b.count, amount: money.sum(b.amounts) };
    }),
    openDeductions: { count: Number(open?.n ?? 0), amount: money.toFixed(open?.amount ?? '0') },
    disputesWaiting: Number(waiting?.n ?? 0),
  };
}

// ---- invoices grid -------------------------------------------------------------------------------------------------

/**
 * The status as SQL, for the grid's filter and sort: the same cases as the contracts' invoicePaymentStatus (each row's
 * status is that function's answer; payments.test.ts checks they agree).
 */
const STATUS_SQL = sql`case when ${invoices.reviewStatus} = 'Rejected' then 'Rejected'
  when ${invoices.inReview} or ${invoices.acceptedOn} is null then 'Submitted'
  when ${invoices.paidRemittanceId} is null then 'Scheduled'
  when ${remittanceLines.net} >= ${invoices.total} then 'Paid' else 'PaidLessDeductions' end`;

/** The filter's condition of each status: the cases of STATUS_SQL on plain columns, so the planner can estimate them. */
const NOT_REJECTED = sql`${invoices.reviewStatus} is distinct from 'Rejected'`;
const ACCEPTED = sql`${NOT_REJECTED} and not ${invoices.inReview} and ${invoices.acceptedOn} is not null`;
const STATUS_CONDITIONS: Record<string, SQL> = {
  Rejected: sql`${invoices.reviewStatus} = 'Rejected'`,
  Submitted: sql`(${NOT_REJECTED} and (${invoices.inReview} or ${invoices.acceptedOn} is null))`,
  Scheduled: sql`(${ACCEPTED} and ${invoices.paidRemittanceId} is null)`,
  Paid: sql`(${ACCEPTED} and ${invoices.paidRemittanceId} is not null and ${remittanceLines.net} >= ${invoices.total})`,
  PaidLessDeductions: sql`(${ACCEPTED} and ${invoices.paidRemittanceId} is not null and ${remittanceLines.net} < ${invoices.total})`,
};

export const PAYMENT_INVOICE_COLUMNS: GridColumns = {
  invoiceNumber: { sql: sql`lower(${invoices.invoiceNumber})`, kind: 'text', normalize: 'lower' },
  purchaseOrderNumber: { sql: orders.purchaseOrderNumber, kind: 'text', normalize: 'upper' },
  invoiceDate: { sql: invoices.invoiceDate, kind: 'date', dateType: 'date' },
  total: { sql: invoices.total, kind: 'number' },
  status: { sql: STATUS_SQL, kind: 'set', setValues: INVOICE_PAYMENT_STATUSES, valueCondition: (v) => STATUS_CONDITIONS[v]! },
  // a day, the supplier's (as answered): filtered and sorted by it, not by the instant
  acceptedOn: { sql: sql`(${invoices.acceptedOn} at time zone ${SUPPLIER_TIME_ZONE})::date`, kind: 'date', dateType: 'date' },
  dueDate: { sql: invoices.dueDate, kind: 'date', dateType: 'date' },
  paidOn: { sql: remittances.paymentDate, kind: 'date', dateType: 'date' },
  remittanceNumber: { sql: sql`lower(${remittances.remittanceNumber})`, kind: 'text', normalize: 'lower' },
  paidAmount: { sql: remittanceLines.net, kind: 'number' },
};

export async function listPaymentInvoices(
  db: Db,
  supplierId: number,
  input: GridQueryInput,
  options: PaymentsGridOptions = {},
): Promise<GridRows<PaymentInvoiceRow>> {
  const page = parseGridQuery(input, PAYMENT_INVOICE_COLUMNS, {
    defaultSort: [{ colId: 'invoiceDate', sort: 'desc' }],
    tiebreaker: invoices.id,
  });
  const where = and(eq(invoices.supplierId, supplierId), page.where);
  const base = (fields: Record<string, unknown>) =>
    db
      .select(fields as never)
      .from(invoices)
      .innerJoin(orders, and(eq(orders.supplierId, invoices.supplierId), eq(orders.id, invoices.orderId)))
      .leftJoin(
        remittanceLines,
        and(
          eq(remittanceLines.supplierId, invoices.supplierId),
          eq(remittanceLines.invoiceId, invoices.id),
          eq(remittanceLines.kind, 'Invoice'),
        ),
      )
      .leftJoin(remittances, and(eq(remittances.supplierId, remittanceLines.supplierId), eq(remittances.id, remittanceLines.remittanceId)))
      .where(where)
      .$dynamic();
  const rows = (await base({
    invoiceId: invoices.id,
    orderId: invoices.orderId,
    purchaseOrderNumber: orders.purchaseOrderNumber,
    invoiceNumber: invoices.invoiceNumber,
    invoiceDate: invoices.invoiceDate,
    total: invoices.total,
    inReview: invoices.inReview,
    reviewStatus: invoices.reviewStatus,
    reviewNote: invoices.reviewNote,
    types: invoices.types,
    acceptedOn: invoices.acceptedOn,
    dueDate: invoices.dueDate,
    paidOn: remittances.paymentDate,
    remittanceId: remittances.id,
    remittanceNumber: remittances.remittanceNumber,
    paidAmount: remittanceLines.net,
  })
    .orderBy(...page.orderBy)
    .limit(page.limit)
    .offset(page.offset)) as unknown as {
    invoiceId: number;
    orderId: number;
    purchaseOrderNumber: string;
    invoiceNumber: string;
    invoiceDate: string;
    total: string;
    inReview: boolean;
    reviewStatus: string | null;
    reviewNote: string | null;
    types: string;
    acceptedOn: Date | null;
    dueDate: string | null;
    paidOn: string | null;
    remittanceId: number | null;
    remittanceNumber: string | null;
    paidAmount: string | null;
  }[];
  // capped and kept: an exact count of every invoice at 1,000,000 orders costs more than the page (docs/decisions/payments.md, "Speed")
  const counted = await paymentsTotal(options, supplierId, 'invoices', page.filterModel, () =>
    cappedJoinCount(db, () => base({ one: sql`1` })),
  );
  const total = reconcileTotal(counted, page.offset, page.limit, rows.length);
  return {
    total,
    offset: page.offset,
    rows: rows.map((r) => {
      const status = invoicePaymentStatus(r);
      return {
        invoiceId: r.invoiceId,
        orderId: r.orderId,
        purchaseOrderNumber: r.purchaseOrderNumber,
        invoiceNumber: r.invoiceNumber,
        invoiceDate: r.invoiceDate,
        total: r.total,
        status,
        statusReason: status === 'Rejected' ? r.reviewNote : null,
        acceptedOn: r.acceptedOn ? supplierDayOf(r.acceptedOn) : null,
        acceptedBy: r.acceptedOn ? invoiceAcceptanceOf(r.types) : null,
        dueDate: r.dueDate,
        paidOn: r.paidOn,
        remittanceId: r.remittanceId,
        remittanceNumber: r.remittanceNumber,
        paidAmount: r.paidAmount,
      };
    }),
  };
}

// ---- remittances ---------------------------------------------------------------------------------------------------

export const REMITTANCE_COLUMNS: GridColumns = {
  remittanceNumber: { sql: sql`lower(${remittances.remittanceNumber})`, kind: 'text', normalize: 'lower' },
  paymentDate: { sql: remittances.paymentDate, kind: 'date', dateType: 'date' },
  methodReference: { sql: sql`lower(${remittances.methodReference})`, kind: 'text', normalize: 'lower' },
  gross: { sql: remittances.gross, kind: 'number' },
  deductions: { sql: remittances.deductions, kind: 'number' },
  net: { sql: remittances.net, kind: 'number' },
};

const remittanceFields = {
  remittanceId: remittances.id,
  remittanceNumber: remittances.remittanceNumber,
  paymentDate: remittances.paymentDate,
  methodReference: remittances.methodReference,
  gross: remittances.gross,
  deductions: remittances.deductions,
  net: remittances.net,
  lineCount: remittances.lineCount,
};

export async function listRemittances(
  db: Db,
  supplierId: number,
  input: GridQueryInput,
  options: PaymentsGridOptions = {},
): Promise<GridRows<RemittanceSummary>> {
  const page = parseGridQuery(input, REMITTANCE_COLUMNS, {
    defaultSort: [{ colId: 'paymentDate', sort: 'desc' }],
    tiebreaker: remittances.id,
  });
  const where = and(eq(remittances.supplierId, supplierId), page.where);
  const rows = await db
    .select(remittanceFields)
    .from(remittances)
    .where(where)
    .orderBy(...page.orderBy)
    .limit(page.limit)
    .offset(page.offset);
  const counted = await paymentsTotal(options, supplierId, 'remittances', page.filterModel, () => cappedCount(db, remittances, where));
  const total = reconcileTotal(counted, page.offset, page.limit, rows.length);
  return { total, offset: page.offset, rows: rows.map((r) => ({ ...r, lineCount: Number(r.lineCount) })) };
}

/** One remittance of the supplier without its lines (`lineCount` of them, stored with it); another supplier's is 404. */
export async function getRemittance(db: Db | Tx, supplierId: number, remittanceId: number): Promise<RemittanceDetail> {
  const [r] = await db
    .select({ ...remittanceFields, supplierName: suppliers.name })
    .from(remittances)
    .innerJoin(suppliers, eq(suppliers.id, remittances.supplierId))
    .where(and(eq(remittances.supplierId, supplierId), eq(remittances.id, remittanceId)));
  if (!r) throw new NotFound('The remittance was not found.');
  return { ...r, lineCount: Number(r.lineCount) };
}

// ---- a remittance's lines ------------------------------------------------------------------------------------------

/** What a line is about, as the grid filters and sorts it: its invoice's, deduction's or credit memo's number. */
const LINE_REFERENCE_SQL = sql`lower(coalesce(${invoices.invoiceNumber}, ${deductions.deductionNumber}, ${creditMemos.memoNumber}))`;

export const REMITTANCE_LINE_COLUMNS: GridColumns = {
  /** The order the run wrote the lines in (the default). */
  lineId: { sql: remittanceLines.id, kind: 'number', filterable: false },
  reference: { sql: LINE_REFERENCE_SQL, kind: 'text', normalize: 'lower' },
  purchaseOrderNumber: { sql: remittanceLines.purchaseOrderNumber, kind: 'text', normalize: 'upper' },
  gross: { sql: remittanceLines.gross, kind: 'number' },
  deductions: { sql: remittanceLines.deductions, kind: 'number' },
  net: { sql: remittanceLines.net, kind: 'number' },
};

const lineFields = {
  lineId: remittanceLines.id,
  kind: remittanceLines.kind,
  invoiceId: remittanceLines.invoiceId,
  invoiceNumber: invoices.invoiceNumber,
  orderId: remittanceLines.orderId,
  purchaseOrderNumber: remittanceLines.purchaseOrderNumber,
  deductionId: remittanceLines.deductionId,
  deductionNumber: deductions.deductionNumber,
  deductionType: deductions.type,
  creditMemoId: remittanceLines.creditMemoId,
  creditMemoNumber: creditMemos.memoNumber,
  gross: remittanceLines.gross,
  deductions: remittanceLines.deductions,
  net: remittanceLines.net,
};

/** The lines of one remittance of the supplier matching `where`, with the numbers they name: one select for every reader. */
function remittanceLinesOf(db: Db | Tx, supplierId: number, remittanceId: number, where?: SQL) {
  return db
    .select(lineFields)
    .from(remittanceLines)
    .leftJoin(invoices, and(eq(invoices.supplierId, remittanceLines.supplierId), eq(invoices.id, remittanceLines.invoiceId)))
    .leftJoin(deductions, and(eq(deductions.supplierId, remittanceLines.supplierId), eq(deductions.id, remittanceLines.deductionId)))
    .leftJoin(creditMemos, and(eq(creditMemos.supplierId, remittanceLines.supplierId), eq(creditMemos.id, remittanceLines.creditMemoId)))
    .where(and(eq(remittanceLines.supplierId, supplierId), eq(remittanceLines.remittanceId, remittanceId), where))
    .$dynamic();
}

type LineFields = Awaited<ReturnType<typeof remittanceLinesOf>>[number];
type HeldBack = RemittanceLineRow['heldBack'][number];

/**
 * The deductions each invoice line of these held back (docs/decisions/payments.md, "Remittance lines"): the ones the
 * remittance applied on the line's order that have no line of their own (a standalone deduction line names its one).
 * The run holds an order's deductions back from its first invoice in the run, so the order finds the line.
 */
async function heldBackOf(db: Db | Tx, supplierId: number, remittanceId: number, lines: readonly LineFields[]) {
  const invoiceLines = lines.filter((l) => l.kind === 'Invoice' && l.orderId !== null);
  const byLine = new Map<number, HeldBack[]>();
  if (invoiceLines.length === 0) return byLine;
  const applied = await db
    .select({
      deductionId: deductions.id,
      deductionNumber: deductions.deductionNumber,
      type: deductions.type,
      amount: deductions.amount,
      orderId: deductions.orderId,
    })
    .from(deductions)
    .where(
      and(
        eq(deductions.supplierId, supplierId),
        eq(deductions.appliedRemittanceId, remittanceId),
        inArray(deductions.orderId, [...new Set(invoiceLines.map((l) => l.orderId!))]),
        // the outer columns named with their table by hand: a one-table select renders them bare, which inside the
        // subquery would be the line's own (payment-run.ts has the same)
        sql`not exists (select 1 from ${remittanceLines} own where own.supplier_id = "deductions"."supplier_id"
          and own.remittance_id = ${remittanceId} and own.kind = 'Deduction' and own.deduction_id = "deductions"."id")`,
      ),
    )
    .orderBy(asc(deductions.id));
  const firstLineOfOrder = new Map<number, number>();
  for (const l of invoiceLines) if (!firstLineOfOrder.has(l.orderId!)) firstLineOfOrder.set(l.orderId!, l.lineId);
  for (const { orderId, ...d } of applied) {
    const lineId = firstLineOfOrder.get(orderId)!;
    byLine.set(lineId, [...(byLine.get(lineId) ?? []), { ...d, type: d.type as DeductionType }]);
  }
  return byLine;
}

async function toLineRows(
  db: Db | Tx,
  supplierId: number,
  remittanceId: number,
  lines: readonly LineFields[],
): Promise<RemittanceLineRow[]> {
  const heldBack = await heldBackOf(db, supplierId, remittanceId, lines);
  return lines.map((l) => ({
    ...l,
    kind: l.kind as RemittanceLineRow['kind'],
    deductionType: l.deductionType as DeductionType | null,
    heldBack: heldBack.get(l.lineId) ?? [],
  }));
}

/**
 * One page of a remittance's lines (docs/decisions/payments.md, "Speed"): in the order the run wrote them unless
 * sorted; the total is the remittance's stored `lineCount` when nothing is filtered (no count read), else a capped
 * count, either kept with the supplier's payments totals. Another supplier's remittance is 404, as its detail: a page
 * with lines proves the remittance is the supplier's (its lines are read by supplier), an empty one asks the header.
 */
export async function listRemittanceLines(
  db: Db,
  supplierId: number,
  input: GridQueryInput,
  { remittanceId, ...options }: { remittanceId: number } & PaymentsGridOptions,
): Promise<GridRows<RemittanceLineRow>> {
  const page = parseGridQuery(input, REMITTANCE_LINE_COLUMNS, {
    defaultSort: [{ colId: 'lineId', sort: 'asc' }],
    tiebreaker: remittanceLines.id,
  });
  const rows = await remittanceLinesOf(db, supplierId, remittanceId, page.where)
    .orderBy(...page.orderBy)
    .limit(page.limit)
    .offset(page.offset);
  if (rows.length === 0) await getRemittance(db, supplierId, remittanceId);
  const total = await paymentsTotal(options, supplierId, `remittance ${remittanceId} lines`, page.filterModel, async () =>
    page.where === undefined
      ? { total: (await getRemittance(db, supplierId, remittanceId)).lineCount, exact: true }
      : cappedJoinCount(db, () => remittanceLinesOf(db, supplierId, remittanceId, page.where)),
  );
  return {
    total: reconcileTotal(total, page.offset, page.limit, rows.length),
    offset: page.offset,
    rows: await toLineRows(db, supplierId, remittanceId, rows),
  };
}

/** A remittance with every line, in the order the run wrote them: what its advice files show. */
export interface RemittanceWithLines extends RemittanceDetail {
  lines: RemittanceLineRow[];
}

/** One remittance of the supplier with all its lines, for its advice (PDF, spreadsheet); another supplier's is 404. */
export async function getRemittanceWithLines(db: Db | Tx, supplierId: number, remittanceId: number): Promise<RemittanceWithLines> {
  const remittance = await getRemittance(db, supplierId, remittanceId);
  const lines = await remittanceLinesOf(db, supplierId, remittanceId).orderBy(asc(remittanceLines.id));
  return { ...remittance, lines: await toLineRows(db, supplierId, remittanceId, lines) };
}

/** The remittances of these ids of the supplier (their numbers), for callers that show them beside other rows. */
export async function remittanceNumbers(db: Db | Tx, supplierId: number, ids: number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ id: remittances.id, number: remittances.remittanceNumber })
    .from(remittances)
    .where(and(eq(remittances.supplierId, supplierId), inArray(remittances.id, ids)));
  return new Map(rows.map((r) => [r.id, r.number]));
}
