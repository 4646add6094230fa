// The one way a deduction is posted (rules, an operator by hand, the seed): its row with the next DED- number, and one
// `deductionPosted` row in the order's history, which announces it live and writes its `deduction.posted` webhook
// (docs/decisions/payments.md, "Deductions and disputes"). A rule's deduction is posted once per order and type: the
// unique index decides between two concurrent posts, the loser posts nothing.
import { sql } from 'drizzle-orm';
import type { DeductionBasis } from '@portal/contracts';
import type { Db, Tx } from '../../db/client.ts';
import { deductions } from '../../db/schema/index.ts';
import { publish } from '../../platform/events/domain-events.ts';

export interface NewDeduction {
  supplierId: number;
  orderId: number;
  purchaseOrderNumber: string;
  type: string;
  amount: string;
  raisedByRule: boolean;
  reason: string;
  evidence: Record<string, unknown>;
  /** A rule's deduction: the rule and its basis (stored beside it; `amount` is its result). */
  basis?: DeductionBasis;
}

export interface PostedDeduction {
  id: number;
  supplierId: number;
  orderId: number;
  deductionNumber: string;
  type: string;
  amount: string;
}

/** What a posted deduction answers (its order's history names it). */
export const POSTED_DEDUCTION_COLUMNS = {
  id: deductions.id,
  supplierId: deductions.supplierId,
  orderId: deductions.orderId,
  deductionNumber: deductions.deductionNumber,
  type: deductions.type,
  amount: deductions.amount,
};

/** Posts the deductions at `at`; answers the ones posted (a rule's deduction already on the order is skipped). */
export async function postDeductions(
  tx: Tx | Db,
  rows: readonly NewDeduction[],
  raisedBy: number | null,
  at: Date,
): Promise<PostedDeduction[]> {
  if (rows.length === 0) return [];
  const posted = await tx
    .insert(deductions)
    .values(
      rows.map(({ basis, ...r }) => ({
        ...r,
        ...(basis && {
          ruleId: basis.ruleId,
          ruleScope: basis.scope,
          ruleBasis: basis.basis,
          ruleValue: basis.value,
          baseAmount: basis.baseAmount,
        }),
        deductionNumber: sql`'DED-' || lpad(nextval('deduction_number_seq')::text, 6, '0')`,
        raisedBy,
        status: 'Open',
        postedOn: at,
      })),
    )
    .onConflictDoNothing({ target: [deductions.supplierId, deductions.orderId, deductions.type], where: sql`raised_by_rule` })
    .returning(POSTED_DEDUCTION_COLUMNS);
  await publish(
    tx,
    posted.map((d) => ({
      type: 'deduction.posted',
      supplierId: d.supplierId,
      orderId: d.orderId,
      userId: raisedBy,
      action: 'deductionPosted',
      detail: { deductionId: d.id, deductionNumber: d.deductionNumber, type: d.type, amount: d.amount },
    })),
    at,
  );
  return posted;
}
