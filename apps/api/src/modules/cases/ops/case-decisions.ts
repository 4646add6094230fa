// Decisions taken from a case (docs/decisions/cases.md, "Decisions from a case"): what the console's case page offers
// (the deduction's dispute waiting for a decision) and the cases area's reaction to that decision. The decision itself
// is the owning area's call (the payments' dispute decision with the case's id); its domain event carries the case,
// and this subscriber, in the decision's transaction, checks the case's link, writes the decision as the
// marketplace's message and resolves the case. A refusal here (another supplier's case 404, not about this deduction
// or no longer open 409) rolls the decision back with it.
import { and, desc, eq, isNull } from 'drizzle-orm';
import {
  CASE_MESSAGES,
  DISPUTE_REASON_LABELS,
  type CaseOpenDispute,
  type DisputeDecidedEvent,
  type DisputeReason,
} from '@portal/contracts';
import type { Db, Tx } from '../../../db/client.ts';
import { disputes } from '../../../db/schema/index.ts';
import { Conflict } from '../../../platform/errors.ts';
import { inTransaction, publish, type DomainSubscriber } from '../../../platform/events/domain-events.ts';
import { addCaseMessage, caseEventBase, requireCaseTransition, updateCase } from '../case-writes.ts';
import { lockCase } from '../cases.queries.ts';

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

async function writeDisputeDecisionOnCases(tx: Tx | Db, events: DisputeDecidedEvent[], at: Date): Promise<void> {
  for (const event of events) {
    if (event.caseId === undefined) continue;
    const row = await lockCase(tx as Tx, event.supplierId, event.caseId);
    const deductionId = event.detail.deductionId as number;
    if (row.linkKind !== 'deduction' || row.linkId !== deductionId) throw new Conflict(CASE_MESSAGES.notAboutThisDeduction);
    const to = requireCaseTransition(row, 'resolve', at);
    const operatorId = event.userId!;
    const accepted = event.action === 'deductionReversed';
    const words = CASE_MESSAGES.disputeDecided(
      String(event.detail.deductionNumber),
      accepted,
      (event.detail.reason as string | null) ?? null,
    );
    await addCaseMessage(tx as Tx, row, 'marketplace', operatorId, words, [], at);
    const updated = await updateCase(tx as Tx, row, {
      state: to,
      resolvedAt: at,
      firstAnsweredAt: row.firstAnsweredAt ?? at,
      assigneeUserId: row.assigneeUserId ?? operatorId,
      updatedAt: at,
    });
    // case.resolved (its webhook); no case.answered: the dispute's decision mails the supplier's Admins already
    await publish(tx, [{ type: 'case.resolved', ...(await caseEventBase(tx as Tx, updated, operatorId)) }], at);
  }
}

export const caseDecisionSubscribers: readonly DomainSubscriber[] = [
  inTransaction({ name: 'cases.dispute-decided-from-case', events: ['dispute.decided'], handle: writeDisputeDecisionOnCases }),
];
