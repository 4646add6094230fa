// A supplier disputes one of its deductions (POST /payments/deductions/:deductionId/disputes): the rules of
// contracts' canDispute checked under the deduction's row lock, so two concurrent disputes cannot both pass; the
// unique (deduction, attempt) index answers 409 should one slip through (docs/decisions/payments.md, "Deductions and
// disputes").
import { and, eq } from 'drizzle-orm';
import {
  canDispute,
  DISPUTE_MESSAGES,
  disputeReasonFits,
  disputeReasonMismatch,
  nextDisputeAttempt,
  supplierDayOf,
  type DeductionType,
  type DisputeRequest,
  type DisputeRow,
} from '@portal/contracts';
import type { Db } from '../../db/client.ts';
import { deductions, disputes } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/auth.ts';
import { Conflict, Invalid } from '../../platform/errors.ts';
import type { Storage } from '../../platform/storage/storage.ts';
import { publish } from '../../platform/events/domain-events.ts';
import { deductionOf, disputeFacts, disputesOf, postingDay, toDisputeRow } from './deductions.queries.ts';
import { attachDeductionFiles, requireUploadedFiles } from './deduction-files.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';

export async function submitDispute(
  db: Db,
  storage: Storage,
  actor: Actor,
  deductionId: number,
  body: DisputeRequest,
  now: Date,
): Promise<DisputeRow> {
  await requireUploadedFiles(storage, actor.supplierId, body.files, 'files');
  try {
    return await db.transaction(async (tx) => {
      const deduction = await deductionOf(tx, actor.supplierId, deductionId, true);
      const type = deduction.type as DeductionType;
      if (!disputeReasonFits(type, body.reason)) throw Invalid.field(['reason'], disputeReasonMismatch(type));
      const earlier = disputeFacts(await disputesOf(tx, actor.supplierId, deduction.id));
      const refusal = canDispute({ status: deduction.status, postedOn: postingDay(deduction.postedOn) }, earlier, supplierDayOf(now));
      if (refusal) throw new Conflict(refusal);
      const attempt = nextDisputeAttempt(earlier);
      const [dispute] = await tx
        .insert(disputes)
        .values({
          supplierId: actor.supplierId,
          deductionId: deduction.id,
          attempt,
          reason: body.reason,
          comment: body.comment,
          createdBy: actor.userId,
          createdOn: now,
        })
        .returning();
      await attachDeductionFiles(tx, actor.supplierId, deduction.id, dispute!.id, body.files, now);
      await tx
        .update(deductions)
        .set({ status: 'Disputed' })
        .where(and(eq(deductions.supplierId, actor.supplierId), eq(deductions.id, deduction.id)));
      await publish(
        tx,
        [
          {
            type: 'deduction.disputed',
            supplierId: actor.supplierId,
            orderId: deduction.orderId,
            userId: actor.userId,
            action: 'deductionDisputed',
            detail: {
              deductionId: deduction.id,
              deductionNumber: deduction.deductionNumber,
              disputeId: dispute!.id,
              attempt,
              reason: body.reason,
            },
          },
        ],
        now,
      );
      return toDisputeRow({ dispute: dispute!, createdByName: actor.name });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new Conflict(DISPUTE_MESSAGES.concurrent);
    throw error;
  }
}
