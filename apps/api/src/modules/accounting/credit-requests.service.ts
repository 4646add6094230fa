// Credit requests: how the marketplace raises them (Process and Agreement sources) and how a supplier covers them
// with a credit memo, all-or-nothing and at most once (docs/decisions/accounting.md).
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { publish } from '../../platform/events/domain-events.ts';
import { agreedPercentage, orderItemPrice, supplierOrderReference } from '../orders/index.ts';
import {
  ACCOUNTING_MESSAGES,
  addTimestampPrefix,
  coverAmountProblem,
  CREDIT_AGREEMENT_TYPES,
  CREDIT_MEMO_FILE_MAX_BYTES,
  CREDIT_MEMO_FILE_MAX_MB,
  FILE_MESSAGES,
  latestUsDay,
  memoDateProblem,
  memoDayOf,
  memoFileRequired,
  money,
  ORDER_NOT_FOUND,
  toJsonPath,
  type CoverPreviewRequest,
  type CoverPreviewRow,
  type CoverRequest,
  type CreditRequestSource,
  type NoteType,
} from '@portal/contracts';
import type { Db, Tx } from '../../db/client.ts';
import { accountingNotes, creditMemos, creditRequests, ddrCases, rmas, suppliers } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/auth.ts';
import type { Clock } from '../../platform/clock.ts';
import { Conflict, Invalid, NotFound } from '../../platform/errors.ts';
import { withFileRollback } from '../../platform/storage/file-rollback.ts';
import { supplierFileKey, type Storage } from '../../platform/storage/storage.ts';
import { isFlagOn } from './accounting.queries.ts';
import { renderCreditMemoPdf } from './credit-memo-pdf.ts';
import { ROW_LOCK } from '../../db/row-lock.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';

export interface AccountingDeps {
  db: Db;
  storage: Storage;
  clock: Clock;
}

// ---------------------------------------------------------------------------------------------------------------
// Raising (the marketplace side; the operations console will call these)

export interface RaiseCreditRequestInput {
  orderId: number;
  sourceType: CreditRequestSource;
  amount: string;
  reasonForCredit: string;
  rma?: { rmaNumber: string; trackingNumber?: string | null; deliveryDate?: string | null } | null;
  notes?: { type: NoteType; comment: string; fileNames?: string[] }[];
}

/**
 * Raises an open credit request on one of the supplier's orders. Process: the marketplace processed a returned order
 * (with its RMA); Agreement: a supplier agreement owes the marketplace a credit (raiseAgreementCreditRequest).
 */
export async function raiseCreditRequest(db: Db | Tx, supplierId: number, input: RaiseCreditRequestInput, at: Date): Promise<number> {
  if (!money.isNumeric(input.amount) || money.compare(input.amount, '0.01') < 0)
    throw Invalid.field(['amount'], ACCOUNTING_MESSAGES.minAmount);
  const order = await supplierOrderReference(db, supplierId, input.orderId);
  if (!order) throw new NotFound(ORDER_NOT_FOUND);
  let rmaId: number | null = null;
  if (input.rma) {
    const [rma] = await db
      .insert(rmas)
      .values({
        supplierId,
        rmaNumber: input.rma.rmaNumber,
        trackingNumber: input.rma.trackingNumber ?? null,
        deliveryDate: input.rma.deliveryDate ?? null,
      })
      .returning({ id: rmas.id });
    rmaId = rma!.id;
  }
  const [request] = await db
    .insert(creditRequests)
    .values({
      supplierId,
      orderId: order.id,
      purchaseOrderNumber: order.po,
      orderCreationDate: order.createdOn,
      sourceType: input.sourceType,
      amount: money.toFixed(input.amount),
      reasonForCredit: input.reasonForCredit,
      rmaId,
      createdOn: at,
    })
    .returning({ id: creditRequests.id });
  if (input.notes?.length)
    await db.insert(accountingNotes).values(
      input.notes.map((n) => ({
        supplierId,
        creditRequestId: request!.id,
        type: n.type,
        comment: n.comment,
        fileNames: n.fileNames ?? [],
        createdOn: at,
      })),
    );
  // the request's event, with the request (in the caller's transaction when it has one): its webhooks react to it
  await publish(
    db,
    [
      {
        type: 'credit-request.created',
        supplierId,
        orderId: order.id,
        data: {
          creditRequestId: request!.id,
          orderId: order.id,
          purchaseOrderNumber: order.po,
          amount: money.toFixed(input.amount),
          sourceType: input.sourceType,
          reasonForCredit: input.reasonForCredit,
        },
      },
    ],
    at,
  );
  return request!.id;
}

/**
 * The Agreement source: a damage, defect or return case on an order line raises a credit request when
 * GenerateCreditRequestForAgreement is on and the supplier has an agreement of the case's type active on the case's
 * day. Amount: the line's price x the case's quantity x the agreed percentage. null when nothing is raised.
 */
export async function raiseAgreementCreditRequest(db: Db | Tx, supplierId: number, ddrCaseId: number, at: Date): Promise<number | null> {
  if (!(await isFlagOn(db, supplierId, 'GenerateCreditRequestForAgreement'))) return null;
  const [ddr] = await db
    .select({
      orderId: ddrCases.orderId,
      orderItemId: ddrCases.orderItemId,
      type: ddrCases.type,
      quantity: ddrCases.quantity,
      note: ddrCases.note,
      createdOn: ddrCases.createdOn,
    })
    .from(ddrCases)
    .where(and(eq(ddrCases.id, ddrCaseId), eq(ddrCases.supplierId, supplierId)));
  if (!ddr) throw new NotFound('Case not found.');
  if (!(CREDIT_AGREEMENT_TYPES as readonly string[]).includes(ddr.type)) return null;
  const price = await orderItemPrice(db, supplierId, ddr.orderItemId);
  if (price === null) return null;
  const day = ddr.createdOn.toISOString().slice(0, 10);
  const percentage = await agreedPercentage(db, supplierId, ddr.type, day);
  if (percentage === undefined) return null;
  const amount = money.toFixed(money.mul(money.mul(price, ddr.quantity), money.mul(percentage, '0.01')));
  if (money.compare(amount, '0.01') < 0) return null;
  return raiseCreditRequest(
    db,
    supplierId,
    {
      orderId: ddr.orderId,
      sourceType: 'Agreement',
      amount,
      reasonForCredit: `${ddr.type} agreement (${percentage}%)`,
      notes: ddr.note ? [{ type: 'Bison', comment: ddr.note }] : [],
    },
    at,
  );
}

// ---------------------------------------------------------------------------------------------------------------
// Covering (the supplier side)

function refuseDuplicates(ids: number[], path: (i: number) => PropertyKey[]): void {
  const seen = new Set<number>();
  const errors: Record<string, string[]> = {};
  ids.forEach((id, i) => {
    if (seen.has(id)) errors[toJsonPath(path(i))] = [ACCOUNTING_MESSAGES.duplicateRequest];
    seen.add(id);
  });
  if (Object.keys(errors).length) throw new Invalid(errors);
}

type RequestRow = typeof creditRequests.$inferSelect;

/** The supplier's requests of those ids: another supplier's or a missing id is 404, a covered or withdrawn one 409. */
function requireOpen(rows: RequestRow[], ids: number[]): Map<number, RequestRow> {
  const byId = new Map(rows.map((r) => [r.id, r]));
  for (const id of ids) {
    const row = byId.get(id);
    if (!row) throw new NotFound(ACCOUNTING_MESSAGES.requestNotFound);
    if (row.creditMemoId !== null) throw new Conflict(ACCOUNTING_MESSAGES.alreadyCovered(id));
    if (row.withdrawnAt !== null) throw new Conflict(ACCOUNTING_MESSAGES.withdrawn(id));
  }
  return byId;
}

/** POST /accounting/supplier-credit-requests/cover-preview: the requested amounts of open requests, in the asked order. */
export async function previewCover(db: Db, supplierId: number, body: CoverPreviewRequest): Promise<CoverPreviewRow[]> {
  const ids = body.creditRequests.map((r) => r.id);
  refuseDuplicates(ids, (i) => ['creditRequests', i, 'id']);
  const rows = await db
    .select()
    .from(creditRequests)
    .where(and(eq(creditRequests.supplierId, supplierId), inArray(creditRequests.id, ids)));
  const byId = requireOpen(rows, ids);
  const errors: Record<string, string[]> = {};
  body.creditRequests.forEach((item, i) => {
    if (byId.get(item.id)!.sourceType !== item.sourceType)
      errors[toJsonPath(['creditRequests', i, 'sourceType'])] = [ACCOUNTING_MESSAGES.sourceMismatch];
  });
  if (Object.keys(errors).length) throw new Invalid(errors);
  return body.creditRequests.map((item) => {
    const r = byId.get(item.id)!;
    return {
      creditRequestId: r.id,
      sourceType: r.sourceType as CreditRequestSource,
      orderId: r.orderId,
      amountToCover: r.amount,
      reasonForCredit: r.reasonForCredit,
      purchaseOrderNumber: r.purchaseOrderNumber,
    };
  });
}

/** A real PDF by its bytes: the %PDF- header at the start and an %%EOF marker in the last kilobyte. */
export function isPdfBytes(bytes: Uint8Array): boolean {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return buffer.subarray(0, 5).toString('latin1') === '%PDF-' && buffer.subarray(Math.max(0, buffer.length - 1024)).includes('%%EOF');
}

/** The uploaded memo must be the supplier's stored file, a PDF by its bytes, of at most 1 MB. */
async function checkMemoFile(storage: Storage, supplierId: number, fileName: string): Promise<void> {
  const bytes = await storage.read(supplierFileKey(supplierId, fileName));
  const refuse = (message: string) => Invalid.field(['creditMemoFileName'], message);
  if (!bytes) throw refuse(ACCOUNTING_MESSAGES.fileNotFound);
  if (bytes.length > CREDIT_MEMO_FILE_MAX_BYTES) throw refuse(FILE_MESSAGES.tooLarge(CREDIT_MEMO_FILE_MAX_MB));
  if (!isPdfBytes(bytes)) throw refuse(ACCOUNTING_MESSAGES.fileNotPdf);
}

/**
 * POST /accounting/supplier-credit-requests/cover: one transaction that locks the requests (FOR UPDATE, in id order),
 * refuses the whole cover when any one is missing, covered, mismatched or has a bad amount, creates the memo, links
 * the requests with their covered amounts and takes them off the open list. Answers the memo's id.
 */
export async function coverCreditRequests(deps: AccountingDeps, actor: Actor, body: CoverRequest): Promise<number> {
  const { db, storage, clock } = deps;
  const now = clock.now();
  const supplierId = actor.supplierId;
  const memoDay = memoDayOf(body.creditMemoDate);
  const dateProblem = memoDateProblem(memoDay, latestUsDay(now));
  if (dateProblem) throw Invalid.field(['creditMemoDate'], dateProblem);
  const items = body.creditRequestsToCover;
  const ids = items.map((i) => i.creditRequestId);
  refuseDuplicates(ids, (i) => ['creditRequestsToCover', i, 'creditRequestId']);
  const generateMemo = await isFlagOn(db, supplierId, 'GenerateCreditMemoForAgreement');
  const fileRequired = memoFileRequired(
    generateMemo,
    items.map((i) => i.sourceType),
  );
  const fileName = body.creditMemoFileName ?? null;
  if (fileRequired && !fileName) throw Invalid.field(['creditMemoFileName'], ACCOUNTING_MESSAGES.fileRequired);
  if (fileName) await checkMemoFile(storage, supplierId, fileName);
  const memoNumber = body.creditMemoNumber.trim();

  try {
    return await withFileRollback(storage, (store) =>
      db.transaction(async (tx) => {
        const rows = await tx
          .select()
          .from(creditRequests)
          .where(and(eq(creditRequests.supplierId, supplierId), inArray(creditRequests.id, ids)))
          .orderBy(asc(creditRequests.id))
          .for(ROW_LOCK);
        const byId = requireOpen(rows, ids);
        const errors: Record<string, string[]> = {};
        items.forEach((item, i) => {
          const row = byId.get(item.creditRequestId)!;
          const at = (field: string) => toJsonPath(['creditRequestsToCover', i, field]);
          if (row.orderId !== item.orderId) errors[at('orderId')] = [ACCOUNTING_MESSAGES.orderMismatch];
          if (row.sourceType !== item.sourceType) errors[at('sourceType')] = [ACCOUNTING_MESSAGES.sourceMismatch];
          const problem = coverAmountProblem(String(item.amountToCover), row.amount);
          if (problem) errors[at('amountToCover')] = [problem];
        });
        if (Object.keys(errors).length) throw new Invalid(errors);
        const [taken] = await tx
          .select({ id: creditMemos.id })
          .from(creditMemos)
          .where(and(eq(creditMemos.supplierId, supplierId), eq(creditMemos.memoNumber, memoNumber)));
        if (taken) throw new Conflict(ACCOUNTING_MESSAGES.memoNumberTaken(memoNumber));

        const lines = items.map((item) => {
          const row = byId.get(item.creditRequestId)!;
          return { row, amount: money.toFixed(String(item.amountToCover)) };
        });
        const ordered = [...lines].sort((a, b) => a.row.id - b.row.id);
        const reasons = [...new Set(ordered.map((l) => l.row.reasonForCredit))].join('; ');
        const purchaseOrderNumbers = [...new Set(ordered.map((l) => l.row.purchaseOrderNumber))].join(', ');
        let storedName = fileName;
        if (!storedName) {
          const [supplier] = await tx.select({ name: suppliers.name }).from(suppliers).where(eq(suppliers.id, supplierId));
          const pdf = await renderCreditMemoPdf({
            supplierName: supplier?.name ?? '',
            memoNumber,
            memoDate: memoDay,
            comment: body.comment,
            lines: ordered.map((l) => ({
              purchaseOrderNumber: l.row.purchaseOrderNumber,
              reasonForCredit: l.row.reasonForCredit,
              amount: l.amount,
            })),
          });
          storedName = addTimestampPrefix(`credit-memo-${memoNumber.replace(/[^A-Za-z0-9._-]+/g, '-')}.pdf`, now);
          await store(supplierFileKey(supplierId, storedName), pdf, 'application/pdf');
        }
        const [memo] = await tx
          .insert(creditMemos)
          .values({
            supplierId,
            memoNumber,
            memoDate: memoDay,
            amount: money.sum(lines.map((l) => l.amount)),
            purchaseOrderNumbers,
            reasonForCredit: reasons,
            fileName: storedName,
            createdBy: actor.userId,
            creationDate: now,
          })
          .returning({ id: creditMemos.id });
        for (const line of ordered) {
          const updated = await tx
            .update(creditRequests)
            .set({ creditMemoId: memo!.id, coveredAmount: line.amount })
            .where(and(eq(creditRequests.supplierId, supplierId), eq(creditRequests.id, line.row.id), isNull(creditRequests.creditMemoId)))
            .returning({ id: creditRequests.id });
          // Under the lock this cannot happen; if it ever did, the whole cover rolls back.
          if (updated.length !== 1) throw new Conflict(ACCOUNTING_MESSAGES.alreadyCovered(line.row.id));
        }
        const comment = body.comment?.trim();
        if (comment)
          await tx
            .insert(accountingNotes)
            .values({ supplierId, creditMemoId: memo!.id, type: 'Supplier', comment, fileNames: [], createdOn: now });
        return memo!.id;
      }),
    );
  } catch (error) {
    // Two covers with one new memo number on PostgreSQL: the unique index refuses the second.
    if (isUniqueViolation(error)) throw new Conflict(ACCOUNTING_MESSAGES.memoNumberTaken(memoNumber));
    throw error;
  }
}
