// The marketplace's decision on an open credit request (docs/decisions/accounting.md, "Withdrawn requests"): Withdraw
// (the request leaves the supplier's open credit and can no longer be covered; credit-request.withdrawn, its webhook)
// or Keep (it stands: the answer to a case about it). One transaction under the request's row lock: a covered request
// is refused (409 with the reason), as is a withdrawn one (so a decision twice is 409). With the case's id the event
// carries the case, and the cases area writes the decision on it and resolves it in this transaction. The supplier's
// active Admins are mailed with the decision (the route is atomic: the mail commits with it).
import { and, eq } from 'drizzle-orm';
import { ACCOUNTING_MESSAGES, creditRequestDecisionProblem, formatUsd, money, type CreditRequestDecisionRequest } from '@portal/contracts';
import type { Db } from '../../../db/client.ts';
import { ROW_LOCK } from '../../../db/row-lock.ts';
import { creditRequests } from '../../../db/schema/index.ts';
import { Conflict, NotFound } from '../../../platform/errors.ts';
import { publish } from '../../../platform/events/domain-events.ts';
import type { Mailer } from '../../../platform/mail/mail-message.ts';
import type { Operator } from '../../../platform/operator.ts';
import { activeAdminEmails, mailSupplierAdmins } from '../../suppliers/index.ts';

export async function decideCreditRequest(
  deps: { db: Db; mailer: Mailer },
  operator: Operator,
  id: number,
  body: CreditRequestDecisionRequest,
  now: Date,
): Promise<void> {
  const withdraw = body.decision === 'Withdraw';
  const { row, emails } = await deps.db.transaction(async (tx) => {
    const [found] = await tx.select().from(creditRequests).where(eq(creditRequests.id, id)).for(ROW_LOCK);
    if (!found) throw new NotFound(ACCOUNTING_MESSAGES.requestNotFound);
    const problem = creditRequestDecisionProblem({ id, covered: found.creditMemoId !== null, withdrawn: found.withdrawnAt !== null });
    if (problem) throw new Conflict(problem);
    const amount = money.toFixed(found.amount);
    const base = { supplierId: found.supplierId, orderId: found.orderId, userId: operator.userId };
    if (withdraw) {
      await tx
        .update(creditRequests)
        .set({ withdrawnAt: now, withdrawnReason: body.reason, withdrawnBy: operator.userId })
        .where(and(eq(creditRequests.supplierId, found.supplierId), eq(creditRequests.id, id)));
      await publish(
        tx,
        [
          {
            type: 'credit-request.withdrawn',
            ...base,
            ...(body.caseId === undefined ? {} : { caseId: body.caseId }),
            data: {
              creditRequestId: id,
              orderId: found.orderId,
              purchaseOrderNumber: found.purchaseOrderNumber,
              amount,
              sourceType: found.sourceType,
              reasonForCredit: found.reasonForCredit,
              withdrawnReason: body.reason,
            },
          },
        ],
        now,
      );
    } else {
      await publish(
        tx,
        [
          {
            type: 'credit-request.kept',
            ...base,
            caseId: body.caseId!,
            data: { creditRequestId: id, purchaseOrderNumber: found.purchaseOrderNumber, amount, reason: body.reason },
          },
        ],
        now,
      );
    }
    return { row: found, emails: await activeAdminEmails(tx, found.supplierId) };
  });
  const what = `${formatUsd(row.amount)} on order ${row.purchaseOrderNumber}`;
  await mailSupplierAdmins(
    deps.mailer,
    emails,
    withdraw ? `Credit request withdrawn: ${row.purchaseOrderNumber}` : `Credit request stands: ${row.purchaseOrderNumber}`,
    withdraw
      ? [
          `The marketplace withdrew its credit request of ${what} (${row.reasonForCredit}).`,
          `Reason: ${body.reason}`,
          'It is no longer among your open credit requests: there is nothing to cover.',
        ]
      : [
          `The marketplace keeps its credit request of ${what} (${row.reasonForCredit}).`,
          `Reason: ${body.reason}`,
          'Cover it with a credit memo on the Credit requests page of the Supplier Portal.',
        ],
  );
}
