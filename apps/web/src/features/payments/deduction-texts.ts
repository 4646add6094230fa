// A deduction's texts in people's words: who raised it (the rule, or the marketplace by hand) and the dispute window.
import { DEDUCTION_TYPE_LABELS, type DeductionSummary } from '@portal/contracts';

export const raisedByText = (d: Pick<DeductionSummary, 'raisedByRule' | 'type'>) =>
  d.raisedByRule ? `The ${DEDUCTION_TYPE_LABELS[d.type]} rule` : 'The marketplace, by hand';

/** "12 days left", "Last day today" (the deadline counts as a day left), "Closed". */
export function disputeWindowText(d: Pick<DeductionSummary, 'disputeDaysLeft'>): string {
  if (d.disputeDaysLeft <= 0) return 'Closed';
  return d.disputeDaysLeft === 1 ? 'Last day today' : `${d.disputeDaysLeft} days left`;
}
