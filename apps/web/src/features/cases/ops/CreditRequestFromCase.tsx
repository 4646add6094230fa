// The credit request a case is about, decided on the case without retyping (docs/decisions/cases.md, "Decisions from a
// case"; docs/decisions/accounting.md, "Withdrawn requests"): the open request with its amount and reason, Withdraw
// (it leaves the supplier's open credit) or Keep (it stands), each with the reason the supplier reads. The call is the
// console's credit request decision, with the case.
import { useState } from 'react';
import { Button, Stack, Typography } from '@mui/material';
import { CREDIT_DECISION_REASON_MAX, MESSAGES, type CaseOpenCreditRequest, type CreditRequestDecision } from '@portal/contracts';
import { formatCurrency, formatDateTime } from '../../../lib/format.ts';
import { CaseDecisionCard, CaseDecisionReason } from './CaseDecisionCard.tsx';

export interface CreditRequestFromCaseProps {
  request: CaseOpenCreditRequest;
  busy: boolean;
  decide: (decision: CreditRequestDecision, reason: string) => Promise<unknown>;
}

export function CreditRequestFromCase({ request, busy, decide }: CreditRequestFromCaseProps) {
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const what = `the credit request of ${request.purchaseOrderNumber}`;
  const run = (decision: CreditRequestDecision) => {
    const text = reason.trim();
    if (!text) return setProblem(MESSAGES.required);
    if (text.length > CREDIT_DECISION_REASON_MAX) return setProblem(`Maximum is ${CREDIT_DECISION_REASON_MAX} characters`);
    setProblem(null);
    void decide(decision, text);
  };
  return (
    <CaseDecisionCard id="case-credit-request-title" title="Decide the credit request">
      <Typography variant="body2">
        {`Credit request of ${formatCurrency(request.amount)} on order ${request.purchaseOrderNumber}, raised ${formatDateTime(request.requestedOn)}: ${request.reasonForCredit}`}
      </Typography>
      <CaseDecisionReason value={reason} onChange={setReason} problem={problem} help="The supplier reads it on the case and in the mail." />
      <Stack direction="row" spacing={1}>
        <Button variant="contained" disabled={busy} onClick={() => run('Withdraw')} aria-label={`Withdraw ${what}`}>
          Withdraw
        </Button>
        <Button variant="outlined" disabled={busy} onClick={() => run('Keep')} aria-label={`Keep ${what}`}>
          Keep
        </Button>
      </Stack>
      <Typography variant="body2" color="text.secondary">
        Withdraw takes it out of the supplier&apos;s open credit; Keep answers that it stands.
      </Typography>
    </CaseDecisionCard>
  );
}
