// The cases' reads (docs/decisions/cases.md): one select for the supplier's grid and the console's queue, one case with
// its messages and files. The state Closed and the breach are derived from the clock in SQL with the contracts'
// rules' constants, so a filter and the answer's words agree; the answer's figures come from contracts (caseTimeLeft).
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  CASE_BREACH_STATES,
  CASE_DUE_SOON_MINUTES,
  CASE_LINK_KINDS,
  CASE_MESSAGES,
  CASE_REOPEN_DAYS,
  CASE_STATE_LABELS,
  CASE_STATES,
  caseClosesAt,
  caseStateAt,
  caseTimeLeft,
  caseTransition,
  type CaseDetail,
  type CaseLinkKind,
  type CaseMessageView,
  type CaseSide,
  type CaseState,
  type CaseSummary,
} from '@portal/contracts';
import type { Db, Tx } from '../../db/client.ts';
import { caseCategories, caseFiles, caseMessages, cases, suppliers, users } from '../../db/schema/index.ts';
import { NotFound } from '../../platform/errors.ts';
import { cachedTotal, cappedJoinCount, filterKey, GRID_COUNT_CAP, reconcileTotal, type GridTotal } from '../../platform/grid-count.ts';
import { ReadCaches } from '../../platform/caches/read-caches.ts';
import type { TtlCache } from '../../platform/caches/ttl-cache.ts';
import { parseGridQuery, type GridColumns, type GridQueryInput } from '../../platform/grid-query.ts';
import { ROW_LOCK } from '../../db/row-lock.ts';

export type CaseRow = typeof cases.$inferSelect;

const at = (now: Date) => sql`${now.toISOString()}::timestamptz`;

/** The state at `now` (caseStateAt in SQL). */
export const stateAt = (now: Date): SQL =>
  sql`(case when ${cases.state} = 'Resolved' and ${cases.resolvedAt} <= ${at(now)} - make_interval(days => ${CASE_REOPEN_DAYS}) then 'Closed' else ${cases.state} end)`;

/** The next due time of an open case (caseTimeLeft's target in SQL: migration 0042's index), null when resolved. */
export const nextDueAt = sql`(case when ${cases.state} = 'Resolved' then null when ${cases.firstAnsweredAt} is null then least(${cases.firstAnswerDueAt}, ${cases.resolutionDueAt}) else ${cases.resolutionDueAt} end)`;

/** Breached | DueSoon | OnTrack at `now` (caseTimeLeft's breach in SQL), null when resolved. */
const breachAt = (now: Date): SQL =>
  sql`(case when ${nextDueAt} is null then null when ${nextDueAt} <= ${at(now)} then 'Breached' when ${nextDueAt} <= ${at(now)} + make_interval(mins => ${CASE_DUE_SOON_MINUTES}) then 'DueSoon' else 'OnTrack' end)`;

const authors = alias(users, 'case_author');
const assignees = alias(users, 'case_assignee');
const nameOf = (u: { firstName: AnyPgColumn; lastName: AnyPgColumn }) => sql<string | null>`(${u.firstName} || ' ' || ${u.lastName})`;

const closedBefore = (now: Date): SQL => sql`${at(now)} - make_interval(days => ${CASE_REOPEN_DAYS})`;

/**
 * A state's filter on the stored columns (what stateAt says, in terms an index can use: migration 0046): the open states
 * are stored as they are, Resolved and Closed are a resolved case within or past its reopen window.
 */
const stateIs = (now: Date, v: string): SQL =>
  v === 'Closed'
    ? sql`(${cases.state} = 'Resolved' and ${cases.resolvedAt} <= ${closedBefore(now)})`
    : v === 'Resolved'
      ? sql`(${cases.state} = 'Resolved' and ${cases.resolvedAt} > ${closedBefore(now)})`
      : sql`${cases.state} = ${v}`;

/** A breach's filter as a range of the next due time (what breachAt says, on migration 0046's index of nextDueAt). */
const breachIs = (now: Date, v: string): SQL => {
  const soon = sql`${at(now)} + make_interval(mins => ${CASE_DUE_SOON_MINUTES})`;
  if (v === 'Breached') return sql`${nextDueAt} <= ${at(now)}`;
  if (v === 'DueSoon') return sql`(${nextDueAt} > ${at(now)} and ${nextDueAt} <= ${soon})`;
  return sql`${nextDueAt} > ${soon}`;
};

/** The columns both grids filter and sort by; the console adds the supplier. */
export function caseColumns(now: Date): GridColumns {
  const state = stateAt(now);
  const breach = breachAt(now);
  return {
    caseNumber: { sql: cases.caseNumber, kind: 'text', normalize: 'upper' },
    subject: { sql: sql`lower(${cases.subject})`, kind: 'text', normalize: 'lower' },
    state: { sql: state, kind: 'set', setValues: CASE_STATES, valueCondition: (v) => stateIs(now, v) },
    categoryId: { sql: cases.categoryId, kind: 'number' },
    categoryName: { sql: sql`lower(${caseCategories.name})`, kind: 'text', normalize: 'lower' },
    linkKind: { sql: cases.linkKind, kind: 'set', setValues: CASE_LINK_KINDS },
    linkLabel: { sql: sql`upper(${cases.linkLabel})`, kind: 'text', normalize: 'upper' },
    /** An object's page: its cases (objectCasesFilter; migration 0042's cases_link_idx, 0046's cases_order_idx). */
    linkId: { sql: cases.linkId, kind: 'number', integer: true, sortable: false },
    orderId: { sql: cases.orderId, kind: 'number', integer: true, sortable: false },
    openedAt: { sql: cases.openedAt, kind: 'date' },
    updatedAt: { sql: cases.updatedAt, kind: 'date' },
    /** The next target's time: ascending puts the breaching cases first (resolved ones last). */
    dueAt: { sql: nextDueAt, kind: 'date', filterable: false },
    breach: { sql: breach, kind: 'set', setValues: CASE_BREACH_STATES, sortable: false, valueCondition: (v) => breachIs(now, v) },
  };
}

export const OPS_CASE_COLUMNS_EXTRA = (): GridColumns => ({
  supplierId: { sql: cases.supplierId, kind: 'number' },
  supplierName: { sql: sql`lower(${suppliers.name})`, kind: 'text', normalize: 'lower' },
  assigneeUserId: { sql: cases.assigneeUserId, kind: 'number' },
});

export const caseSelect = {
  row: cases,
  categoryName: caseCategories.name,
  authorName: nameOf(authors),
  assigneeName: nameOf(assignees),
  supplierName: suppliers.name,
};
export type SelectedCase = {
  row: CaseRow;
  categoryName: string;
  authorName: string | null;
  assigneeName: string | null;
  supplierName: string;
};

/** The joins every read of a case takes (its category, author, assignee and supplier). */
function joined(db: Db | Tx) {
  return db
    .select(caseSelect)
    .from(cases)
    .innerJoin(caseCategories, eq(caseCategories.id, cases.categoryId))
    .innerJoin(suppliers, eq(suppliers.id, cases.supplierId))
    .leftJoin(authors, eq(authors.id, cases.authorUserId))
    .leftJoin(assignees, eq(assignees.id, cases.assigneeUserId))
    .$dynamic();
}

export function toCaseSummary(s: SelectedCase, now: Date): CaseSummary {
  const r = s.row;
  const state = caseStateAt(r.state as CaseState, r.resolvedAt, now);
  const closesAt = caseClosesAt(r.resolvedAt);
  return {
    caseId: r.id,
    caseNumber: r.caseNumber,
    categoryId: r.categoryId,
    categoryName: s.categoryName,
    subject: r.subject,
    state,
    stateLabel: CASE_STATE_LABELS[state],
    link:
      r.linkKind && r.linkId !== null
        ? { kind: r.linkKind as CaseLinkKind, id: r.linkId, label: r.linkLabel ?? '', orderId: r.orderId }
        : null,
    openedAt: r.openedAt.toISOString(),
    firstAnsweredAt: r.firstAnsweredAt?.toISOString() ?? null,
    resolvedAt: r.resolvedAt?.toISOString() ?? null,
    closesAt: closesAt?.toISOString() ?? null,
    updatedAt: r.updatedAt.toISOString(),
    authorName: s.authorName,
    timeLeft: caseTimeLeft(
      { state, firstAnsweredAt: r.firstAnsweredAt, firstAnswerDueAt: r.firstAnswerDueAt, resolutionDueAt: r.resolutionDueAt },
      now,
    ),
  };
}

/** The filter columns that read a joined table (the category's and the supplier's names). */
const JOINED_FILTERS = ['categoryName', 'supplierName'];

/** What a cases grid reads beside its query: the read caches' grid totals (none: every request counts). */
export interface CasesGridOptions {
  totals?: TtlCache<GridTotal>;
}

/**
 * Where a cases grid's total of a filter is kept (docs/decisions/cases.md, "Speed"): per supplier (the console's queue:
 * one group for every supplier's cases) and filter, sorts and pages sharing it, with the minute of `now` (the state's
 * and the breach's filters read the clock); dropped when the database announces a change of the supplier's cases.
 */
export function casesTotalCache(options: CasesGridOptions, supplierId: number | null, filterModel: unknown, now: Date) {
  const group = supplierId === null ? ReadCaches.CASE_QUEUE_GROUP : ReadCaches.casesGroup(supplierId);
  const minute = now.toISOString().slice(0, 16);
  return { totals: options.totals, group, key: `${group}|${GRID_COUNT_CAP}|${minute}|${filterKey(filterModel)}` };
}

/** One page of cases: the supplier's own (supplierId) or every supplier's (null: the console). */
export async function listCases(
  db: Db,
  supplierId: number | null,
  input: GridQueryInput,
  now: Date,
  options: CasesGridOptions = {},
): Promise<{ rows: SelectedCase[]; total: number; offset: number }> {
  const columns = supplierId === null ? { ...caseColumns(now), ...OPS_CASE_COLUMNS_EXTRA() } : caseColumns(now);
  const page = parseGridQuery(input, columns, {
    defaultSort: supplierId === null ? [{ colId: 'dueAt', sort: 'asc' }] : [{ colId: 'updatedAt', sort: 'desc' }],
    tiebreaker: cases.id,
  });
  const where = supplierId === null ? page.where : and(eq(cases.supplierId, supplierId), page.where);
  const rows = await joined(db)
    .where(where)
    .orderBy(...page.orderBy)
    .limit(page.limit)
    .offset(page.offset);
  // the joins count only when the filter reads them (a case always has its category and supplier): counted from the
  // cases alone, the capped count is an index-only scan (docs/decisions/cases.md, "Speed")
  const filtersJoins = JOINED_FILTERS.some((column) => Object.hasOwn(page.filterModel, column));
  const count = () =>
    cappedJoinCount(db, () => {
      const matching = db
        .select({ one: sql`1` })
        .from(cases)
        .$dynamic();
      if (!filtersJoins) return matching.where(where);
      return matching
        .innerJoin(caseCategories, eq(caseCategories.id, cases.categoryId))
        .innerJoin(suppliers, eq(suppliers.id, cases.supplierId))
        .where(where);
    });
  const { totals, key, group } = casesTotalCache(options, supplierId, page.filterModel, now);
  const counted = await cachedTotal(totals, key, group, count);
  return { rows, total: reconcileTotal(counted, page.offset, page.limit, rows.length), offset: page.offset };
}

/** The case with its joins: the supplier's (another supplier's is "not found"), or any (supplierId null: the console). */
export async function selectedCaseOf(db: Db | Tx, supplierId: number | null, caseId: number): Promise<SelectedCase> {
  const where = supplierId === null ? eq(cases.id, caseId) : and(eq(cases.supplierId, supplierId), eq(cases.id, caseId));
  const [row] = await joined(db).where(where);
  if (!row) throw new NotFound(CASE_MESSAGES.notFound);
  return row;
}

/** The case's row under its lock (a transition being decided): 404 when it is not the supplier's. */
export async function lockCase(tx: Tx, supplierId: number | null, caseId: number): Promise<CaseRow> {
  const where = supplierId === null ? eq(cases.id, caseId) : and(eq(cases.supplierId, supplierId), eq(cases.id, caseId));
  const [row] = await tx.select().from(cases).where(where).for(ROW_LOCK);
  if (!row) throw new NotFound(CASE_MESSAGES.notFound);
  return row;
}

async function messagesOf(db: Db | Tx, supplierId: number, caseId: number): Promise<CaseMessageView[]> {
  const rows = await db
    .select({ message: caseMessages, authorName: nameOf(users) })
    .from(caseMessages)
    .leftJoin(users, eq(users.id, caseMessages.authorUserId))
    .where(and(eq(caseMessages.supplierId, supplierId), eq(caseMessages.caseId, caseId)))
    .orderBy(asc(caseMessages.id));
  const ids = rows.map((r) => r.message.id);
  const files = ids.length
    ? await db
        .select()
        .from(caseFiles)
        .where(and(eq(caseFiles.supplierId, supplierId), inArray(caseFiles.messageId, ids)))
        .orderBy(asc(caseFiles.id))
    : [];
  return rows.map(({ message: m, authorName }) => ({
    messageId: m.id,
    side: m.side as CaseSide,
    authorName,
    body: m.body,
    at: m.createdAt.toISOString(),
    files: files.filter((f) => f.messageId === m.id).map((f) => ({ fileId: f.id, fileName: f.fileName, storedName: f.storedName })),
  }));
}

/** One case with its messages and files, and why the supplier may not reopen it now (null: it may). */
export async function readCase(
  db: Db | Tx,
  supplierId: number | null,
  caseId: number,
  now: Date,
): Promise<CaseDetail & { supplierId: number; supplierName: string }> {
  const selected = await selectedCaseOf(db, supplierId, caseId);
  const r = selected.row;
  const reopen = caseTransition(r.state as CaseState, r.resolvedAt, 'reopen', now);
  return {
    ...toCaseSummary(selected, now),
    assigneeName: selected.assigneeName,
    messages: await messagesOf(db, r.supplierId, r.id),
    reopenProblem: reopen.ok ? null : reopen.reason,
    supplierId: r.supplierId,
    supplierName: selected.supplierName,
  };
}
