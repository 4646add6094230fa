// A deduction's texts in people's words: who raised it (the rule, or the marketplace by hand), the dispute window, and
// why no remittance has held it back yet.
import { DEDUCTION_TYPE_LABELS, type DeductionDetail, type DeductionSummary } from '@portal/contracts';

export const raisedByText = (d: Pick<DeductionSummary, 'raisedByRule' | 'type'>) =>
  d.raisedByRule ? `The ${DEDUCTION_TYPE_LABELS[d.type]} rule` : 'The marketplace, by hand';

/** "12 days left", "Last day today" (the deadline counts as a day left), "Closed". */
export function disputeWindowText(d: Pick<DeductionSummary, 'disputeDaysLeft'>): string {
  if (d.disputeDaysLeft <= 0) return 'Closed';
  return d.disputeDaysLeft === 1 ? 'Last day today' : `${d.disputeDaysLeft} days left`;
}

/**
 * "Held back in" while no remittance has held the deduction back (docs/decisions/payments.md, "Payment runs"): a run
 * holds back Open and Upheld deductions, a Disputed one waits for its decision, a Reversed one never will be.
 */
export function notHeldBackText(d: Pick<DeductionDetail, 'status'>): string {
  switch (d.status) {
    case 'Reversed':
      return 'Never held back: it was reversed before a remittance held it back';
    case 'Disputed':
      return 'Not held back yet: it waits for the decision on the dispute';
    default:
      return 'Not held back yet: the next remittance holds it back';
  }
}
