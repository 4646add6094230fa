// The console's disputes queue (waiting first, oldest first) and an operator's decision on one dispute: Accept (the
// deduction is Reversed; the next payment run pays the reversal) or Uphold with a reason. One transaction with the
// order's history (live, webhook dispute.decided) and the mail to the supplier's Admins; the second decision is 409
// (docs/decisions/payments.md, "Deductions and disputes").
import { count, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  acceptedDisputeMoneyWords,
  DEDUCTION_TYPE_LABELS,
  DEDUCTION_TYPES,
  DISPUTE_DECISIONS,
  DISPUTE_REASONS,
  formatUsd,
  PAYMENTS_MESSAGES,
  PAYMENTS_QUEUE_KEYS,
  type DeductionType,
  type DisputeDecisionRequest,
  type DisputeDecisionResponse,
  type DisputeQueueRow,
} from '@portal/contracts';
import type { Db } from '../../../db/client.ts';
import { deductionFiles, deductions, disputes, suppliers, users } from '../../../db/schema/index.ts';
import { Conflict, NotFound } from '../../../platform/errors.ts';
import { cappedJoinCount, reconcileTotal } from '../../../platform/grid-count.ts';
import { parseGridQuery, type GridColumns, type GridQueryInput } from '../../../platform/grid-query.ts';
import type { Mailer } from '../../../platform/mail/mail-message.ts';
import type { Operator } from '../../../platform/operator.ts';
import { publish } from '../../../platform/events/domain-events.ts';
import type { QueueCounter } from '../../ops/index.ts';
import { activeAdminEmails, mailSupplierAdmins } from '../../suppliers/index.ts';
import { toDisputeRow, userName } from '../deductions.queries.ts';
import { ROW_LOCK } from '../../../db/row-lock.ts';

export const DISPUTE_NOT_FOUND = 'Dispute not found.';

const QUEUE_COLUMNS: GridColumns = {
  supplierName: { sql: sql`lower(${suppliers.name})`, kind: 'text', normalize: 'lower' },
  deductionNumber: { sql: deductions.deductionNumber, kind: 'text', normalize: 'upper' },
  purchaseOrderNumber: { sql: deductions.purchaseOrderNumber, kind: 'text', normalize: 'upper' },
  deductionType: { sql: deductions.type, kind: 'set', setValues: DEDUCTION_TYPES },
  amount: { sql: deductions.amount, kind: 'number' },
  reason: { sql: disputes.reason, kind: 'set', setValues: DISPUTE_REASONS },
  attempt: { sql: disputes.attempt, kind: 'number' },
  createdOn: { sql: disputes.createdOn, kind: 'date' },
  decision: { sql: disputes.decision, kind: 'set', setValues: DISPUTE_DECISIONS },
  /** Waiting for a decision: the queue's default shows these first. */
  waiting: { sql: sql`(${disputes.decision} is null)`, kind: 'boolean' },
};

const deductionOfDispute = sql`${deductions.supplierId} = ${disputes.supplierId} and ${deductions.id} = ${disputes.deductionId}`;

const queueSelect = {
  dispute: disputes,
  createdByName: userName,
  supplierName: suppliers.name,
  deduction: {
    id: deductions.id,
    deductionNumber: deductions.deductionNumber,
    type: deductions.type,
    amount: deductions.amount,
    orderId: deductions.orderId,
    purchaseOrderNumber: deductions.purchaseOrderNumber,
  },
};

/** One page of the disputes of every supplier: waiting ones first, then the oldest. */
export async function listDisputeQueue(db: Db, input: GridQueryInput): Promise<{ rows: DisputeQueueRow[]; total: number; offset: number }> {
  const page = parseGridQuery(input, QUEUE_COLUMNS, {
    defaultSort: [
      { colId: 'waiting', sort: 'desc' },
      { colId: 'createdOn', sort: 'asc' },
    ],
    tiebreaker: disputes.id,
  });
  const rows = await db
    .select(queueSelect)
    .from(disputes)
    .innerJoin(deductions, deductionOfDispute)
    .innerJoin(suppliers, eq(suppliers.id, disputes.supplierId))
    .leftJoin(users, eq(users.id, disputes.createdBy))
    .where(page.where)
    .orderBy(...page.orderBy)
    .limit(page.limit)
    .offset(page.offset);
  // the filter may read the joined deduction and supplier (amount, the supplier's name): the total counts the same join
  const counted = await cappedJoinCount(db, () =>
    db
      .select({ one: sql`1` })
      .from(disputes)
      .innerJoin(deductions, deductionOfDispute)
      .innerJoin(suppliers, eq(suppliers.id, disputes.supplierId))
      .where(page.where)
      .$dynamic(),
  );
  const total = reconcileTotal(counted, page.offset, page.limit, rows.length);
  const offset = page.offset;
  const ids = rows.map((r) => r.deduction.id);
  const files = ids.length
    ? await db.select().from(deductionFiles).where(inArray(deductionFiles.deductionId, ids)).orderBy(deductionFiles.id)
    : [];
  return {
    total,
    offset,
    rows: rows.map((r) => ({
      ...toDisputeRow(r),
      supplierId: r.dispute.supplierId,
      supplierName: r.supplierName,
      deductionId: r.deduction.id,
      deductionNumber: r.deduction.deductionNumber,
      deductionType: r.deduction.type as DeductionType,
      amount: r.deduction.amount,
      orderId: r.deduction.orderId,
      purchaseOrderNumber: r.deduction.purchaseOrderNumber,
      files: files
        .filter(
          (f) =>
            f.supplierId === r.dispute.supplierId &&
            f.deductionId === r.deduction.id &&
            (f.disputeId === null || f.disputeId === r.dispute.id),
        )
        .map((f) => ({
          fileId: f.id,
          fileName: f.fileName,
          storedName: f.storedName,
          uploadedOn: f.uploadedOn.toISOString(),
          disputeId: f.disputeId,
        })),
    })),
  };
}

/** The queue's counter on the console's overview: disputes waiting for a decision. */
export const PAYMENTS_QUEUE_COUNTERS: QueueCounter[] = [
  {
    key: PAYMENTS_QUEUE_KEYS.disputes,
    async count(db) {
      const [row] = await db.select({ n: count() }).from(disputes).where(isNull(disputes.decision));
      return Number(row?.n ?? 0);
    },
  },
];

export interface DisputeDecisionDeps {
  db: Db;
  mailer: Mailer;
}

export async function decideDispute(
  deps: DisputeDecisionDeps,
  operator: Operator,
  disputeId: number,
  body: DisputeDecisionRequest,
  now: Date,
): Promise<DisputeDecisionResponse> {
  const reason = body.reason?.trim() || null;
  const { row, emails, deduction } = await deps.db.transaction(async (tx) => {
    const [found] = await tx.select().from(disputes).where(eq(disputes.id, disputeId)).for(ROW_LOCK);
    if (!found) throw new NotFound(DISPUTE_NOT_FOUND);
    if (found.decision !== null) throw new Conflict(PAYMENTS_MESSAGES.disputeDecided);
    const [deduction] = await tx
      .select()
      .from(deductions)
      .where(sql`${deductions.supplierId} = ${found.supplierId} and ${deductions.id} = ${found.deductionId}`)
      .for(ROW_LOCK);
    const accepted = body.decision === 'Accepted';
    const [decided] = await tx
      .update(disputes)
      .set({ decision: body.decision, decisionReason: reason, decidedBy: operator.userId, decidedOn: now })
      .where(sql`${disputes.supplierId} = ${found.supplierId} and ${disputes.id} = ${found.id}`)
      .returning();
    await tx
      .update(deductions)
      .set(accepted ? { status: 'Reversed', reversedOn: now } : { status: 'Upheld' })
      .where(sql`${deductions.supplierId} = ${found.supplierId} and ${deductions.id} = ${found.deductionId}`);
    await publish(
      tx,
      [
        {
          type: 'dispute.decided',
          supplierId: found.supplierId,
          orderId: deduction!.orderId,
          userId: operator.userId,
          action: accepted ? 'deductionReversed' : 'deductionUpheld',
          detail: {
            deductionId: deduction!.id,
            deductionNumber: deduction!.deductionNumber,
            disputeId: found.id,
            attempt: found.attempt,
            decision: body.decision,
            reason,
            amount: deduction!.amount,
          },
          // decided from a case: the cases area writes the decision on it and resolves it here, in this transaction
          ...(body.caseId === undefined ? {} : { caseId: body.caseId }),
        },
      ],
      now,
    );
    const [creator] = found.createdBy ? await tx.select({ name: userName }).from(users).where(eq(users.id, found.createdBy)) : [];
    return {
      row: {
        ...toDisputeRow({ dispute: decided!, createdByName: creator?.name ?? null }),
        heldBack: deduction!.appliedRemittanceId !== null,
      },
      emails: await activeAdminEmails(tx, found.supplierId),
      deduction: deduction!,
    };
  });
  // the route is atomic: the mail commits with the decision (platform/idempotency.ts)
  const what = `${DEDUCTION_TYPE_LABELS[deduction.type as DeductionType]} deduction ${deduction.deductionNumber} of ${formatUsd(deduction.amount)} on order ${deduction.purchaseOrderNumber}`;
  await mailSupplierAdmins(
    deps.mailer,
    emails,
    `Dispute ${body.decision === 'Accepted' ? 'accepted' : 'upheld'}: ${deduction.deductionNumber}`,
    body.decision === 'Accepted'
      ? [
          `The marketplace accepted your dispute of the ${what}.`,
          acceptedDisputeMoneyWords(row.heldBack),
          ...(reason ? [`Reason: ${reason}`] : []),
        ]
      : [
          `The marketplace upheld the ${what}.`,
          `Reason: ${reason}`,
          'You can see the decision on the deduction in the Payments area of the Supplier Portal.',
        ],
  );
  return row;
}
