// The supplier's deductions: the grid (always the actor's supplier) and one deduction with its evidence, files (with
// download addresses), disputes and the dispute window left (docs/decisions/payments.md, "Deductions and disputes").
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  canDispute,
  DEDUCTION_HELD_BACK_STATES,
  deductionBasisSentence,
  deductionEvidenceSentences,
  type DeductionBasis,
  type DeductionType,
  DEDUCTION_STATUSES,
  DEDUCTION_TYPES,
  disputeWindow,
  SUPPLIER_TIME_ZONE,
  supplierDayOf,
  type DeductionDetailWithLinks,
  type DeductionSummary,
  type DisputeDecision,
  type DisputeReason,
  type DisputeRow,
} from '@portal/contracts';
import type { Db, Tx } from '../../db/client.ts';
import { creditMemos, deductionFiles, deductions, disputes, remittances, users } from '../../db/schema/index.ts';
import { NotFound } from '../../platform/errors.ts';
import { readGridPage } from '../../platform/grid-count.ts';
import { parseGridQuery, type GridColumns, type GridQueryInput } from '../../platform/grid-query.ts';
import { supplierFileKey, type Storage } from '../../platform/storage/storage.ts';
import { paymentsTotalCache, type PaymentsGridOptions } from './payments.queries.ts';
import { ROW_LOCK } from '../../db/row-lock.ts';
import { independentReads } from '../../db/independent-reads.ts';

export const DEDUCTION_NOT_FOUND = 'Deduction not found.';

const DEDUCTION_COLUMNS: GridColumns = {
  deductionNumber: { sql: deductions.deductionNumber, kind: 'text', normalize: 'upper' },
  purchaseOrderNumber: { sql: deductions.purchaseOrderNumber, kind: 'text', normalize: 'upper' },
  type: { sql: deductions.type, kind: 'set', setValues: DEDUCTION_TYPES },
  amount: { sql: deductions.amount, kind: 'number' },
  status: { sql: deductions.status, kind: 'set', setValues: DEDUCTION_STATUSES },
  /** An instant filtered by the New York day of the posting (the day the dispute window counts from). */
  postedOn: { sql: deductions.postedOn, kind: 'date', dayTimeZone: SUPPLIER_TIME_ZONE },
  raisedByRule: { sql: deductions.raisedByRule, kind: 'boolean' },
  /** HeldBack | NotHeldBack: whether a remittance held it back (the cards' "to be held back" filter). */
  heldBack: {
    sql: sql`(case when ${deductions.appliedRemittanceId} is null then 'NotHeldBack' else 'HeldBack' end)`,
    kind: 'set',
    setValues: DEDUCTION_HELD_BACK_STATES,
    sortable: false,
  },
};

const remittanceNumberOf = (column: AnyPgColumn) =>
  sql<
    string | null
  >`(select ${remittances.remittanceNumber} from ${remittances} where ${remittances.supplierId} = ${deductions.supplierId} and ${remittances.id} = ${column})`;
const deductionSelect = {
  deduction: deductions,
  appliedRemittanceNumber: remittanceNumberOf(deductions.appliedRemittanceId),
  reversalRemittanceNumber: remittanceNumberOf(deductions.reversalRemittanceId),
};
type DeductionRow = typeof deductions.$inferSelect;
type SelectedRow = { deduction: DeductionRow; appliedRemittanceNumber: string | null; reversalRemittanceNumber: string | null };

/** The supplier's local day (payments' days) of the posting and of today: the dispute window counts them. */
export const postingDay = (postedOn: Date): string => supplierDayOf(postedOn);

/** `today`: the supplier's local day (supplierDayOf), read once per answer. */
function toSummary({ deduction: d, appliedRemittanceNumber, reversalRemittanceNumber }: SelectedRow, today: string): DeductionSummary {
  return {
    deductionId: d.id,
    deductionNumber: d.deductionNumber,
    orderId: d.orderId,
    purchaseOrderNumber: d.purchaseOrderNumber,
    type: d.type as DeductionSummary['type'],
    amount: d.amount,
    status: d.status as DeductionSummary['status'],
    raisedByRule: d.raisedByRule,
    reason: d.reason,
    postedOn: d.postedOn.toISOString(),
    appliedRemittanceNumber,
    reversalRemittanceNumber,
    disputeDaysLeft: d.status === 'Reversed' ? 0 : disputeWindow(postingDay(d.postedOn), today).daysLeft,
  };
}

export async function listDeductions(db: Db, supplierId: number, input: GridQueryInput, now: Date, options: PaymentsGridOptions = {}) {
  const page = parseGridQuery(input, DEDUCTION_COLUMNS, { defaultSort: [{ colId: 'postedOn', sort: 'desc' }], tiebreaker: deductions.id });
  const where = and(eq(deductions.supplierId, supplierId), page.where);
  const { rows, total, offset } = await readGridPage(
    db,
    deductions,
    { ...page, where },
    db.select(deductionSelect).from(deductions).$dynamic(),
    paymentsTotalCache(options, supplierId, 'deductions', page.filterModel),
  );
  const today = supplierDayOf(now);
  return { rows: rows.map((r) => toSummary(r, today)), total, offset };
}

/** The supplier's deduction, locked when asked (a dispute being sent); another supplier's is "not found". */
export async function deductionOf(db: Db | Tx, supplierId: number, deductionId: number, lock = false): Promise<DeductionRow> {
  const query = db
    .select()
    .from(deductions)
    .where(and(eq(deductions.supplierId, supplierId), eq(deductions.id, deductionId)));
  const [row] = lock ? await query.for(ROW_LOCK) : await query;
  if (!row) throw new NotFound(DEDUCTION_NOT_FOUND);
  return row;
}

/** A user's name as the portal shows it. */
export const userName = sql<string>`${users.firstName} || ' ' || ${users.lastName}`;
const disputeSelect = { dispute: disputes, createdByName: userName };

export async function disputesOf(db: Db | Tx, supplierId: number, deductionId: number) {
  return db
    .select(disputeSelect)
    .from(disputes)
    .leftJoin(users, eq(users.id, disputes.createdBy))
    .where(and(eq(disputes.supplierId, supplierId), eq(disputes.deductionId, deductionId)))
    .orderBy(asc(disputes.attempt));
}

export const toDisputeRow = ({
  dispute: r,
  createdByName,
}: {
  dispute: typeof disputes.$inferSelect;
  createdByName: string | null;
}): DisputeRow => ({
  disputeId: r.id,
  attempt: r.attempt,
  reason: r.reason as DisputeReason,
  comment: r.comment,
  createdBy: createdByName,
  createdOn: r.createdOn.toISOString(),
  decision: r.decision as DisputeDecision | null,
  decisionReason: r.decisionReason,
  decidedOn: r.decidedOn?.toISOString() ?? null,
});

export const disputeFacts = (rows: readonly { dispute: { attempt: number; decision: string | null } }[]) =>
  rows.map(({ dispute: r }) => ({ attempt: r.attempt, decision: r.decision as DisputeDecision | null }));

/** The deduction's files with a download address each (the supplier's files; 15 minutes). */
export async function filesOf(db: Db | Tx, storage: Storage, supplierId: number, deductionIds: readonly number[]) {
  if (deductionIds.length === 0) return [];
  const rows = await db
    .select()
    .from(deductionFiles)
    .where(and(eq(deductionFiles.supplierId, supplierId), inArray(deductionFiles.deductionId, [...deductionIds])))
    .orderBy(asc(deductionFiles.id));
  return Promise.all(
    rows.map(async (f) => ({
      deductionId: f.deductionId,
      fileId: f.id,
      fileName: f.fileName,
      storedName: f.storedName,
      uploadedOn: f.uploadedOn.toISOString(),
      disputeId: f.disputeId,
      url: await storage.getUrl(supplierFileKey(supplierId, f.storedName), f.fileName),
    })),
  );
}

/** The rule and its basis stored with the deduction (migration 0040); null by hand and on older rows without one. */
export function basisOf(d: DeductionRow): DeductionBasis | null {
  if (!d.ruleBasis || !d.ruleScope || d.ruleValue === null || d.baseAmount === null) return null;
  return {
    ruleId: d.ruleId,
    scope: d.ruleScope as DeductionBasis['scope'],
    basis: d.ruleBasis as DeductionBasis['basis'],
    value: d.ruleValue,
    baseAmount: d.baseAmount,
    amount: d.amount,
  };
}

/** The credit memo the evidence names (return damage), the supplier's own; its PDF is the supplier's file. */
async function creditMemoOf(db: Db, supplierId: number, evidence: Record<string, unknown>) {
  const id = evidence.creditMemoId;
  if (typeof id !== 'number' || !Number.isInteger(id)) return null;
  const [memo] = await db
    .select({
      creditMemoId: creditMemos.id,
      creditMemoNumber: creditMemos.memoNumber,
      amount: creditMemos.amount,
      storedName: creditMemos.fileName,
    })
    .from(creditMemos)
    .where(and(eq(creditMemos.supplierId, supplierId), eq(creditMemos.id, id)));
  return memo ?? null;
}

export async function getDeductionDetail(
  db: Db,
  storage: Storage,
  supplierId: number,
  deductionId: number,
  now: Date,
): Promise<DeductionDetailWithLinks> {
  const [row] = await db
    .select(deductionSelect)
    .from(deductions)
    .where(and(eq(deductions.supplierId, supplierId), eq(deductions.id, deductionId)));
  if (!row) throw new NotFound(DEDUCTION_NOT_FOUND);
  const d = row.deduction;
  const evidence = d.evidence as Record<string, unknown>;
  const [disputeRows, files, creditMemo] = await independentReads(
    db,
    () => disputesOf(db, supplierId, d.id),
    () => filesOf(db, storage, supplierId, [d.id]),
    () => creditMemoOf(db, supplierId, evidence),
  );
  const today = supplierDayOf(now);
  const basis = basisOf(d);
  const type = d.type as DeductionType;
  return {
    ...toSummary(row, today),
    evidence,
    basis,
    basisSentence: deductionBasisSentence({ type, amount: d.amount, raisedByRule: d.raisedByRule, basis }),
    evidenceSentences: deductionEvidenceSentences(type, evidence),
    creditMemo,
    files: files.map(({ deductionId: _, ...f }) => f),
    disputes: disputeRows.map(toDisputeRow),
    disputeProblem: canDispute({ status: d.status, postedOn: postingDay(d.postedOn) }, disputeFacts(disputeRows), today),
    disputeWindow: disputeWindow(postingDay(d.postedOn), today),
  };
}
