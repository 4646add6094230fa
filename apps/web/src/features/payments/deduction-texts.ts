// A deduction's texts in people's words: who raised it (the rule, or the marketplace by hand) and the dispute window.
import { DEDUCTION_TYPE_LABELS, type DeductionSummary } from '@portal/contracts';

export const raisedByText = (d: Pick<DeductionSummary, 'raisedByRule' | 'type'>) =>
  d.raisedByRule ? `Rule: ${DEDUCTION_TYPE_LABELS[d.type]}` : 'The marketplace, by hand';

/** "12 days left", "Last day today", "Closed". */
export function disputeWindowText(d: Pick<DeductionSummary, 'disputeDaysLeft'>): string {
  if (d.disputeDaysLeft === null || d.disputeDaysLeft < 0) return 'Closed';
  if (d.disputeDaysLeft === 0) return 'Last day today';
  return d.disputeDaysLeft === 1 ? '1 day left' : `${d.disputeDaysLeft} days left`;
}
