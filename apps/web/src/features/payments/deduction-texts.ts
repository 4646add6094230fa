// A deduction's texts in people's words for the grid: who raised it (the rule, or the marketplace by hand) and the
// dispute window. The page's sentences (the rule's basis, the evidence, the money) are the contracts' (deduction-basis.ts).
import { DEDUCTION_TYPE_LABELS, type DeductionSummary } from '@portal/contracts';

export const raisedByText = (d: Pick<DeductionSummary, 'raisedByRule' | 'type'>) =>
  d.raisedByRule ? `The ${DEDUCTION_TYPE_LABELS[d.type]} rule` : 'The marketplace, by hand';

/** "12 days left", "Last day today" (the deadline counts as a day left), "Closed"; a reversed one has nothing left. */
export function disputeWindowText(d: Pick<DeductionSummary, 'disputeDaysLeft' | 'status'>): string {
  if (d.status === 'Reversed') return 'Nothing to dispute';
  if (d.disputeDaysLeft <= 0) return 'Closed';
  return d.disputeDaysLeft === 1 ? 'Last day today' : `${d.disputeDaysLeft} days left`;
}
