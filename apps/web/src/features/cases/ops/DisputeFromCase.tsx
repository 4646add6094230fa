// The decision a case about a deduction is for, taken on the case without retyping (docs/decisions/cases.md,
// "Decisions from a case"): the deduction's waiting dispute with the supplier's reason and comment, Accept, or Uphold
// with the reason the supplier reads. The call carries the case: the case gets the decision and is resolved with it.
import { useState } from 'react';
import { Button, Stack, Typography } from '@mui/material';
import { DECISION_REASON_MAX_LENGTH, PAYMENTS_MESSAGES, type CaseOpenDispute, type DisputeDecision } from '@portal/contracts';
import { CaseDecisionCard, CaseDecisionReason } from './CaseDecisionCard.tsx';

export interface DisputeFromCaseProps {
  dispute: CaseOpenDispute;
  busy: boolean;
  decide: (decision: DisputeDecision, reason: string | null) => Promise<unknown>;
}

export function DisputeFromCase({ dispute, busy, decide }: DisputeFromCaseProps) {
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const what = `dispute ${dispute.attempt} of ${dispute.deductionNumber}`;
  const uphold = () => {
    const text = reason.trim();
    if (!text) return setProblem(PAYMENTS_MESSAGES.decisionReasonRequired);
    if (text.length > DECISION_REASON_MAX_LENGTH) return setProblem(`Maximum is ${DECISION_REASON_MAX_LENGTH} characters`);
    setProblem(null);
    void decide('Upheld', text);
  };
  return (
    <CaseDecisionCard id="case-dispute-title" title="Decide the dispute">
      <Typography variant="body2">
        {dispute.attempt === 2 ? 'Second dispute' : 'Dispute'} of the deduction {dispute.deductionNumber}: {dispute.reason}
      </Typography>
      {dispute.comment && (
        <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'pre-wrap' }}>
          {dispute.comment}
        </Typography>
      )}
      <CaseDecisionReason
        value={reason}
        onChange={setReason}
        problem={problem}
        help="Needed to uphold: the supplier reads it on the deduction and the case."
      />
      <Stack direction="row" spacing={1}>
        <Button
          variant="contained"
          disabled={busy}
          onClick={() => void decide('Accepted', reason.trim() || null)}
          aria-label={`Accept ${what}`}
        >
          Accept
        </Button>
        <Button variant="outlined" disabled={busy} onClick={uphold} aria-label={`Uphold ${what}`}>
          Uphold
        </Button>
      </Stack>
    </CaseDecisionCard>
  );
}
