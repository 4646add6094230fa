// The cancellation a case about an order is for, decided on the case without retyping (docs/decisions/cases.md,
// "Decisions from a case"): the order's cancellation in review with the supplier's reason, Approve (the order stays
// Canceled) or Decline (the order goes back to its status). The call is the cancellations queue's, with the case.
import { Button, Stack, Typography } from '@mui/material';
import type { CaseOpenCancellation } from '@portal/contracts';
import { formatDateTime, formatDay } from '../../../lib/format.ts';
import { CaseDecisionCard } from './CaseDecisionCard.tsx';

export type CancellationDecision = 'approve' | 'decline';

export interface CancellationFromCaseProps {
  cancellation: CaseOpenCancellation;
  busy: boolean;
  decide: (decision: CancellationDecision) => Promise<unknown>;
}

export function CancellationFromCase({ cancellation, busy, decide }: CancellationFromCaseProps) {
  const what = `the cancellation of ${cancellation.purchaseOrderNumber}`;
  return (
    <CaseDecisionCard id="case-cancellation-title" title="Decide the cancellation">
      <Typography variant="body2">
        {`Cancellation of the order ${cancellation.purchaseOrderNumber}, asked ${formatDateTime(cancellation.requestedOn)}: ${cancellation.reason}`}
        {cancellation.restockDate ? ` (back in stock ${formatDay(cancellation.restockDate)})` : ''}
      </Typography>
      <Stack direction="row" spacing={1}>
        <Button variant="contained" disabled={busy} onClick={() => void decide('approve')} aria-label={`Approve ${what}`}>
          Approve
        </Button>
        <Button variant="outlined" disabled={busy} onClick={() => void decide('decline')} aria-label={`Decline ${what}`}>
          Decline
        </Button>
      </Stack>
      <Typography variant="body2" color="text.secondary">
        Approve keeps the order Canceled; Decline puts it back in its status before the cancellation.
      </Typography>
    </CaseDecisionCard>
  );
}
