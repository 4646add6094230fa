// SQL of the accounting module, always scoped by the supplier: the two grids (open credit requests, credit memos)
// with their RMA details and notes, the dashboard's open total and the feature flags the rules read.
import { and, asc, eq, inArray, isNull, or, sql, sum, type SQL } from 'drizzle-orm';
import {
  money,
  type AccountingNote,
  type CreditMemoSummary,
  type CreditRequestSummary,
  type NoteType,
  type RmaDetail,
} from '@portal/contracts';
import type { Db, Tx } from '../../db/client.ts';
import { accountingNotes, creditMemos, creditRequests, rmas } from '../../db/schema/index.ts';
import { isFeatureOn } from '../feature-flags/index.ts';
import { cappedCount, reconcileTotal } from '../../platform/grid-count.ts';
import { parseGridQuery, type GridColumns, type GridQueryInput } from '../../platform/grid-query.ts';

/** The credit requests grid's filter and sort whitelist (column ids are the summary's field names). */
export const CREDIT_REQUEST_COLUMNS: GridColumns = {
  purchaseOrderNumber: { sql: creditRequests.purchaseOrderNumber, kind: 'text', normalize: 'upper' },
  orderCreationDate: { sql: creditRequests.orderCreationDate, kind: 'date' },
  amount: { sql: creditRequests.amount, kind: 'number' },
  reasonForCredit: { sql: sql`lower(${creditRequests.reasonForCredit})`, kind: 'text', normalize: 'lower' },
  sourceType: { sql: creditRequests.sourceType, kind: 'set', setValues: ['Process', 'Agreement'] },
};

/** The credit memos grid: memo number (filter, sort), PO number (filter), amount, memo date, creation date (sort). */
export const CREDIT_MEMO_COLUMNS: GridColumns = {
  memoNumber: { sql: sql`lower(${creditMemos.memoNumber})`, kind: 'text', normalize: 'lower' },
  purchaseOrderNumber: { sql: creditMemos.purchaseOrderNumbers, kind: 'text', normalize: 'upper', sortable: false },
  amount: { sql: creditMemos.amount, kind: 'number' },
  memoDate: { sql: creditMemos.memoDate, kind: 'date', dateType: 'date' },
  creationDate: { sql: creditMemos.creationDate, kind: 'date' },
};

export interface GridRows<T> {
  rows: T[];
  total: number;
  offset: number;
}

const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

interface NoteRow {
  creditRequestId: number | null;
  creditMemoId: number | null;
  type: string;
  comment: string;
  fileNames: string[];
}
const toNote = (n: NoteRow): AccountingNote => ({ comment: n.comment, type: n.type as NoteType, fileNames: n.fileNames });

async function rmasById(db: Db | Tx, supplierId: number, ids: number[]): Promise<Map<number, RmaDetail>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select()
    .from(rmas)
    .where(and(eq(rmas.supplierId, supplierId), inArray(rmas.id, ids)));
  return new Map(
    rows.map((r) => [r.id, { rmaId: r.id, rmaNumber: r.rmaNumber, trackingNumber: r.trackingNumber, deliveryDate: r.deliveryDate }]),
  );
}

function notesWhere(supplierId: number, requestIds: number[], memoIds: number[]): SQL | undefined {
  const owners = [
    requestIds.length ? inArray(accountingNotes.creditRequestId, requestIds) : undefined,
    memoIds.length ? inArray(accountingNotes.creditMemoId, memoIds) : undefined,
  ].filter(Boolean) as SQL[];
  return and(eq(accountingNotes.supplierId, supplierId), or(...owners));
}

async function notesOf(db: Db | Tx, supplierId: number, requestIds: number[], memoIds: number[]): Promise<NoteRow[]> {
  if (!requestIds.length && !memoIds.length) return [];
  return db
    .select({
      creditRequestId: accountingNotes.creditRequestId,
      creditMemoId: accountingNotes.creditMemoId,
      type: accountingNotes.type,
      comment: accountingNotes.comment,
      fileNames: accountingNotes.fileNames,
    })
    .from(accountingNotes)
    .where(notesWhere(supplierId, requestIds, memoIds))
    .orderBy(asc(accountingNotes.createdOn), asc(accountingNotes.id));
}

/** An open request: neither covered by a memo nor withdrawn by the marketplace (migration 0047's partial index). */
const openRequest = and(isNull(creditRequests.creditMemoId), isNull(creditRequests.withdrawnAt));

/** One page of the supplier's open credit requests. */
export async function listOpenCreditRequests(db: Db, supplierId: number, input: GridQueryInput): Promise<GridRows<CreditRequestSummary>> {
  const page = parseGridQuery(input, CREDIT_REQUEST_COLUMNS, {
    defaultSort: [{ colId: 'orderCreationDate', sort: 'desc' }],
    tiebreaker: creditRequests.id,
  });
  const where = and(eq(creditRequests.supplierId, supplierId), openRequest, page.where);
  const rows = await db
    .select()
    .from(creditRequests)
    .where(where)
    .orderBy(...page.orderBy)
    .limit(page.limit)
    .offset(page.offset);
  const total = reconcileTotal(await cappedCount(db, creditRequests, where), page.offset, page.limit, rows.length);
  const rmaMap = await rmasById(
    db,
    supplierId,
    rows.flatMap((r) => (r.rmaId ? [r.rmaId] : [])),
  );
  const notes = await notesOf(
    db,
    supplierId,
    rows.map((r) => r.id),
    [],
  );
  return {
    total,
    offset: page.offset,
    rows: rows.map((r) => {
      const rma = r.rmaId ? rmaMap.get(r.rmaId) : undefined;
      return {
        id: r.id,
        purchaseOrderNumber: r.purchaseOrderNumber,
        orderCreationDate: iso(r.orderCreationDate),
        amount: r.amount,
        reasonForCredit: r.reasonForCredit,
        sourceType: r.sourceType as CreditRequestSummary['sourceType'],
        rmaId: r.rmaId,
        rmaDetails: rma ? [rma] : [],
        notes: notes.filter((n) => n.creditRequestId === r.id).map(toNote),
      };
    }),
  };
}

/** One page of the supplier's credit memos, each with the RMAs and notes of the requests it covered and its own notes. */
export async function listCreditMemos(db: Db, supplierId: number, input: GridQueryInput): Promise<GridRows<CreditMemoSummary>> {
  const page = parseGridQuery(input, CREDIT_MEMO_COLUMNS, {
    defaultSort: [{ colId: 'creationDate', sort: 'desc' }],
    tiebreaker: creditMemos.id,
  });
  const where = and(eq(creditMemos.supplierId, supplierId), page.where);
  const rows = await db
    .select()
    .from(creditMemos)
    .where(where)
    .orderBy(...page.orderBy)
    .limit(page.limit)
    .offset(page.offset);
  const total = reconcileTotal(await cappedCount(db, creditMemos, where), page.offset, page.limit, rows.length);
  const memoIds = rows.map((r) => r.id);
  const covered = memoIds.length
    ? await db
        .select({ id: creditRequests.id, memoId: creditRequests.creditMemoId, rmaId: creditRequests.rmaId })
        .from(creditRequests)
        .where(and(eq(creditRequests.supplierId, supplierId), inArray(creditRequests.creditMemoId, memoIds)))
        .orderBy(asc(creditRequests.id))
    : [];
  const rmaMap = await rmasById(
    db,
    supplierId,
    covered.flatMap((c) => (c.rmaId ? [c.rmaId] : [])),
  );
  const notes = await notesOf(
    db,
    supplierId,
    covered.map((c) => c.id),
    memoIds,
  );
  return {
    total,
    offset: page.offset,
    rows: rows.map((m) => {
      const requests = covered.filter((c) => c.memoId === m.id);
      const requestIds = new Set(requests.map((c) => c.id));
      const rmaIds = [...new Set(requests.flatMap((c) => (c.rmaId ? [c.rmaId] : [])))];
      return {
        id: m.id,
        memoNumber: m.memoNumber,
        memoDate: m.memoDate,
        purchaseOrderNumber: m.purchaseOrderNumbers,
        creationDate: iso(m.creationDate),
        amount: m.amount,
        reasonForCredit: m.reasonForCredit,
        fileName: m.fileName,
        rmaDetails: rmaIds.flatMap((id) => rmaMap.get(id) ?? []),
        notes: notes
          .filter((n) => n.creditMemoId === m.id || (n.creditRequestId !== null && requestIds.has(n.creditRequestId)))
          .map(toNote),
      };
    }),
  };
}

/** The dashboard card: the total of the supplier's open credit requests, as decimal text. */
export async function openCreditRequestsTotal(db: Db, supplierId: number): Promise<string> {
  const [row] = await db
    .select({ total: sum(creditRequests.amount) })
    .from(creditRequests)
    .where(and(eq(creditRequests.supplierId, supplierId), openRequest));
  return money.toFixed(row?.total ?? '0');
}

/** Flags are per supplier (feature-flags module: its override, else the default); an unlisted flag is off. */
export function isFlagOn(db: Db | Tx, supplierId: number, feature: string): Promise<boolean> {
  return isFeatureOn(db, supplierId, feature);
}
