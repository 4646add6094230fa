// Decisions taken from a case (docs/decisions/cases.md, "Decisions from a case"): what the console's case page offers
// (the deduction's dispute waiting for a decision, the order's cancellation in review) and the cases area's reaction to
// that decision. The decision itself is the owning area's call with the case's id (the payments' dispute decision, the
// cancellations queue's approve or decline); its domain event carries the case, and these subscribers, in the
// decision's transaction, check the case's link, write the decision as the marketplace's message and resolve the
// case. A refusal here (another supplier's case 404, not about this object or no longer open 409) rolls the decision
// back with it.
import { and, desc, eq, isNull } from 'drizzle-orm';
import {
  CANCEL_REASON_LABELS,
  caseLinkText,
  CASE_MESSAGES,
  DISPUTE_REASON_LABELS,
  type CancelReason,
  type CaseOpenCancellation,
  type CaseOpenCreditRequest,
  type CaseOpenDispute,
  type CreditRequestKeptEvent,
  type CreditRequestWithdrawnEvent,
  type DisputeDecidedEvent,
  type DisputeReason,
  type OrderChangedEvent,
} from '@portal/contracts';
import type { Db, Tx } from '../../../db/client.ts';
import { creditRequests, disputes, orderCancellations } from '../../../db/schema/index.ts';
import { Conflict } from '../../../platform/errors.ts';
import { inTransaction, publish, type DomainSubscriber } from '../../../platform/events/domain-events.ts';
import { addCaseMessage, caseEventBase, requireCaseTransition, updateCase } from '../case-writes.ts';
import { lockCase, type CaseRow } from '../cases.queries.ts';

/** The waiting dispute of the deduction a case is about, or null (another kind of case, or nothing waits). */
export async function openDisputeOf(
  db: Db | Tx,
  supplierId: number,
  link: { kind: string; id: number; label: string } | null,
): Promise<CaseOpenDispute | null> {
  if (link?.kind !== 'deduction') return null;
  const [waiting] = await db
    .select()
    .from(disputes)
    .where(and(eq(disputes.supplierId, supplierId), eq(disputes.deductionId, link.id), isNull(disputes.decision)))
    .orderBy(desc(disputes.attempt))
    .limit(1);
  if (!waiting) return null;
  return {
    disputeId: waiting.id,
    deductionNumber: link.label,
    attempt: waiting.attempt,
    reason: DISPUTE_REASON_LABELS[waiting.reason as DisputeReason],
    comment: waiting.comment,
  };
}

/** The cancellation in review of the order a case is about, or null (another kind of case, or nothing waits). */
export async function openCancellationOf(
  db: Db | Tx,
  supplierId: number,
  link: { kind: string; id: number; label: string } | null,
): Promise<CaseOpenCancellation | null> {
  if (link?.kind !== 'order') return null;
  const [waiting] = await db
    .select()
    .from(orderCancellations)
    .where(
      and(
        eq(orderCancellations.supplierId, supplierId),
        eq(orderCancellations.orderId, link.id),
        eq(orderCancellations.status, 'InReview'),
      ),
    )
    .orderBy(desc(orderCancellations.id))
    .limit(1);
  if (!waiting) return null;
  return {
    orderId: link.id,
    purchaseOrderNumber: link.label,
    reason: CANCEL_REASON_LABELS[waiting.reason as CancelReason] ?? waiting.reason,
    restockDate: waiting.restockDate,
    requestedOn: waiting.createdOn.toISOString(),
  };
}

/** The open, uncovered credit request a case is about, or null (another kind of case, or it is covered or withdrawn). */
export async function openCreditRequestOf(
  db: Db | Tx,
  supplierId: number,
  link: { kind: string; id: number } | null,
): Promise<CaseOpenCreditRequest | null> {
  if (link?.kind !== 'creditRequest') return null;
  const [open] = await db
    .select()
    .from(creditRequests)
    .where(
      and(
        eq(creditRequests.supplierId, supplierId),
        eq(creditRequests.id, link.id),
        isNull(creditRequests.creditMemoId),
        isNull(creditRequests.withdrawnAt),
      ),
    );
  if (!open) return null;
  return {
    creditRequestId: open.id,
    purchaseOrderNumber: open.purchaseOrderNumber,
    amount: open.amount,
    reasonForCredit: open.reasonForCredit,
    requestedOn: open.createdOn.toISOString(),
  };
}

/** A decision taken from a case, as its event tells it: which case, the object it must be about, the words to write. */
interface DecisionOnCase {
  supplierId: number;
  caseId: number;
  operatorId: number;
  /** Is the locked case about the decided object? */
  isAbout: (row: CaseRow) => boolean;
  notAbout: string;
  /** The operator's message on the case (the case's row gives what the event does not carry). */
  words: (row: CaseRow) => string;
}

/**
 * The decision on its case, in the decision's transaction: the case locked (another supplier's 404), about the decided
 * object (409 otherwise), open (409 otherwise); the decision as the operator's message, and the case resolved. No
 * case.answered (and so no answer mail): the decision mails the supplier's Admins already; case.resolved's webhook.
 */
async function writeDecisionOnCase(tx: Tx, decision: DecisionOnCase, at: Date): Promise<void> {
  const row = await lockCase(tx, decision.supplierId, decision.caseId);
  if (!decision.isAbout(row)) throw new Conflict(decision.notAbout);
  const to = requireCaseTransition(row, 'resolve', at);
  await addCaseMessage(tx, row, 'marketplace', decision.operatorId, decision.words(row), [], at);
  const updated = await updateCase(tx, row, {
    state: to,
    resolvedAt: at,
    firstAnsweredAt: row.firstAnsweredAt ?? at,
    assigneeUserId: row.assigneeUserId ?? decision.operatorId,
    updatedAt: at,
  });
  await publish(tx, [{ type: 'case.resolved', ...(await caseEventBase(tx, updated, decision.operatorId)) }], at);
}

async function writeDisputeDecisionOnCases(tx: Tx | Db, events: DisputeDecidedEvent[], at: Date): Promise<void> {
  for (const event of events) {
    if (event.caseId === undefined) continue;
    const deductionId = event.detail.deductionId as number;
    const words = CASE_MESSAGES.disputeDecided(
      String(event.detail.deductionNumber),
      event.action === 'deductionReversed',
      (event.detail.reason as string | null) ?? null,
    );
    await writeDecisionOnCase(
      tx as Tx,
      {
        supplierId: event.supplierId,
        caseId: event.caseId,
        operatorId: event.userId!,
        isAbout: (row) => row.linkKind === 'deduction' && row.linkId === deductionId,
        notAbout: CASE_MESSAGES.notAboutThisDeduction,
        words: () => words,
      },
      at,
    );
  }
}

const CANCELLATION_DECISIONS = ['cancellationApproved', 'cancellationDeclined'];

async function writeCancellationDecisionOnCases(tx: Tx | Db, events: OrderChangedEvent[], at: Date): Promise<void> {
  for (const event of events) {
    if (event.caseId === undefined || !CANCELLATION_DECISIONS.includes(event.action)) continue;
    await writeDecisionOnCase(
      tx as Tx,
      {
        supplierId: event.supplierId,
        caseId: event.caseId,
        operatorId: event.userId!,
        isAbout: (row) => row.linkKind === 'order' && row.linkId === event.orderId,
        notAbout: CASE_MESSAGES.notAboutThisOrder,
        // a case about the order is labelled with its PO number
        words: (row) => CASE_MESSAGES.cancellationDecided(row.linkLabel ?? '', event.action === 'cancellationApproved'),
      },
      at,
    );
  }
}

async function writeCreditRequestDecisionOnCases(
  tx: Tx | Db,
  events: (CreditRequestWithdrawnEvent | CreditRequestKeptEvent)[],
  at: Date,
): Promise<void> {
  for (const event of events) {
    if (event.caseId === undefined) continue;
    const withdrawn = event.type === 'credit-request.withdrawn';
    const reason = withdrawn ? event.data.withdrawnReason : event.data.reason;
    await writeDecisionOnCase(
      tx as Tx,
      {
        supplierId: event.supplierId,
        caseId: event.caseId,
        operatorId: event.userId,
        isAbout: (row) => row.linkKind === 'creditRequest' && row.linkId === event.data.creditRequestId,
        notAbout: CASE_MESSAGES.notAboutThisCreditRequest,
        words: (row) => CASE_MESSAGES.creditRequestDecided(row.linkLabel ?? caseLinkText('creditRequest', ''), withdrawn, reason),
      },
      at,
    );
  }
}

export const caseDecisionSubscribers: readonly DomainSubscriber[] = [
  inTransaction({ name: 'cases.dispute-decided-from-case', events: ['dispute.decided'], handle: writeDisputeDecisionOnCases }),
  inTransaction({ name: 'cases.cancellation-decided-from-case', events: ['order.changed'], handle: writeCancellationDecisionOnCases }),
  inTransaction({
    name: 'cases.credit-request-decided-from-case',
    events: ['credit-request.withdrawn', 'credit-request.kept'],
    handle: writeCreditRequestDecisionOnCases,
  }),
];
