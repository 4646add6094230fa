// Demo deduction rules (the global amounts) and disputes on Acme's seeded deductions, one deduction in each state a
// dispute leaves it in: waiting (Disputed), upheld (Upheld, disputable once more), accepted (Reversed), upheld then
// waiting again, upheld twice (no dispute left). Rows only, with the order history the portal's calls would have
// written (docs/decisions/payments.md, "Deductions and disputes").
import { and, desc, eq, isNull, ne } from 'drizzle-orm';
import { DISPUTE_REASONS_BY_TYPE, disputeReasonFits, type DeductionType, type DisputeReason } from '@portal/contracts';
import { POSTED_DEDUCTION_COLUMNS, type PostedDeduction } from '../modules/payments/index.ts';
import type { Tx } from '../db/client.ts';
import { deductionRules, deductions, disputes, orderHistory } from '../db/schema/index.ts';

const HOUR_MS = 3_600_000;

/** A posted deduction with its posting time. */
export type SeededDeduction = PostedDeduction & { postedOn: Date };

export type Step = { reason: DisputeReason; comment: string; decision: 'Accepted' | 'Upheld' | null; decisionReason?: string };
/** The disputes of each state's deduction, oldest first. */
const SCENARIOS: Step[][] = [
  [{ reason: 'ShippedOnTime', comment: 'The carrier scanned the parcel on the promised day; the scan is attached.', decision: null }],
  [
    {
      reason: 'TrackingWasValid',
      comment: 'The tracking number works on the carrier site.',
      decision: 'Upheld',
      decisionReason: 'The number was entered after the ship date.',
    },
  ],
  [
    {
      reason: 'WrongAmount',
      comment: 'The agreement sets this deduction at 2%, not 3%.',
      decision: 'Accepted',
      decisionReason: 'Agreed: reversed in full.',
    },
  ],
  [
    {
      reason: 'FreightNotOwed',
      comment: 'We shipped on our own freight account.',
      decision: 'Upheld',
      decisionReason: 'The bill of lading names the marketplace account.',
    },
    { reason: 'Other', comment: 'Attached the freight invoice paid by us.', decision: null },
  ],
  [
    {
      reason: 'PriceWasAgreed',
      comment: 'The price change was approved.',
      decision: 'Upheld',
      decisionReason: 'The approval came after the order.',
    },
    {
      reason: 'PriceWasAgreed',
      comment: 'The buyer confirmed the price by mail.',
      decision: 'Upheld',
      decisionReason: 'No written agreement on file.',
    },
  ],
];

/**
 * Disputes on the newest open deductions (each within its 30-day window on `anchor`, the seed's today); fewer
 * deductions than states seed fewer states. `userId`: the supplier's Admin who disputes; `operatorId`: who decides.
 */
export async function seedDeductionDisputes(
  tx: Tx,
  open: readonly SeededDeduction[],
  userId: number,
  operatorId: number,
  anchor: Date,
): Promise<void> {
  for (const [i, steps] of SCENARIOS.entries()) {
    const d = open[i];
    if (!d) return;
    await seedDisputeSteps(tx, d, steps, { userId, operatorId, from: new Date(d.postedOn.getTime() + 20 * HOUR_MS), anchor });
  }
}

/**
 * One deduction's disputes, oldest first, from `from` on (each step 20 hours after the last, all before `anchor`),
 * with the order history the portal's calls write, and the status they leave it in (Reversed: `reversed_on`, so the
 * next run pays it back when it was applied).
 */
export async function seedDisputeSteps(
  tx: Tx,
  d: PostedDeduction,
  steps: readonly Step[],
  { userId, operatorId, from, anchor }: { userId: number; operatorId: number; from: Date; anchor: Date },
): Promise<void> {
  const type = d.type as DeductionType;
  let at = from.getTime();
  let status = 'Open';
  let reversedOn: Date | null = null;
  for (const [k, step] of steps.entries()) {
    const createdOn = new Date(Math.min(at, anchor.getTime() - (steps.length - k) * 2 * HOUR_MS));
    const decidedOn = step.decision ? new Date(createdOn.getTime() + HOUR_MS) : null;
    const [row] = await tx
      .insert(disputes)
      .values({
        supplierId: d.supplierId,
        deductionId: d.id,
        attempt: k + 1,
        // the demo's steps are written for any deduction: a reason that does not fit its type is the type's own one
        reason: disputeReasonFits(type, step.reason) ? step.reason : DISPUTE_REASONS_BY_TYPE[type][0]!,
        comment: step.comment,
        createdBy: userId,
        createdOn,
        decision: step.decision,
        decisionReason: step.decisionReason ?? null,
        decidedBy: step.decision ? operatorId : null,
        decidedOn,
      })
      .returning({ id: disputes.id });
    const detail = { deductionId: d.id, deductionNumber: d.deductionNumber, disputeId: row!.id, attempt: k + 1 };
    await tx.insert(orderHistory).values({
      supplierId: d.supplierId,
      orderId: d.orderId,
      userId,
      action: 'deductionDisputed',
      detail: { ...detail, reason: step.reason },
      createdOn,
    });
    status = 'Disputed';
    if (step.decision) {
      status = step.decision === 'Accepted' ? 'Reversed' : 'Upheld';
      if (step.decision === 'Accepted') reversedOn = decidedOn;
      await tx.insert(orderHistory).values({
        supplierId: d.supplierId,
        orderId: d.orderId,
        userId: operatorId,
        action: step.decision === 'Accepted' ? 'deductionReversed' : 'deductionUpheld',
        detail: { ...detail, decision: step.decision, reason: step.decisionReason ?? null, amount: d.amount },
        createdOn: decidedOn!,
      });
    }
    at = (decidedOn ?? createdOn).getTime() + 20 * HOUR_MS;
  }
  await tx.update(deductions).set({ status, reversedOn }).where(eq(deductions.id, d.id));
}

/** The global amounts of the rules: what the console shows first and the rules' run applies. */
export const DEMO_DEDUCTION_RULES = [
  { type: 'LateShipment', basis: 'Percent', value: '3.00', enabled: true },
  { type: 'InvalidTracking', basis: 'Flat', value: '15.00', enabled: true },
  { type: 'LateCancellation', basis: 'Flat', value: '25.00', enabled: true },
] as const;

/**
 * The demo's rules (in effect from `rulesFrom`, the install's day: a first rules' run charges no older fact) and disputes: runs after the payments seed posted Acme's deductions (the newest open ones get the
 * disputes; without deductions only the rules are seeded).
 */
export async function seedDeductionsDemo(
  tx: Tx,
  supplierId: number,
  adminId: number,
  operatorId: number,
  anchor: Date,
  rulesFrom: string,
  /** A deduction kept open and undisputed (the API document's example disputes it: seedPayments' EXAMPLE_DEDUCTION). */
  keepUndisputed: number | null = null,
): Promise<void> {
  // the rules take effect on the install's day: a first rules' run charges nothing shipped or canceled before it
  await tx
    .insert(deductionRules)
    .values(DEMO_DEDUCTION_RULES.map((r) => ({ ...r, supplierId: null, effectiveFrom: rulesFrom, updatedOn: anchor })));
  const open = await tx
    .select({ ...POSTED_DEDUCTION_COLUMNS, postedOn: deductions.postedOn })
    .from(deductions)
    .where(
      and(
        eq(deductions.supplierId, supplierId),
        eq(deductions.status, 'Open'),
        isNull(deductions.appliedRemittanceId),
        keepUndisputed === null ? undefined : ne(deductions.id, keepUndisputed),
      ),
    )
    .orderBy(desc(deductions.postedOn), desc(deductions.id))
    .limit(SCENARIOS.length);
  await seedDeductionDisputes(tx, open, adminId, operatorId, anchor);
}
