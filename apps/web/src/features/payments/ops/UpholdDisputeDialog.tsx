// 'Uphold dispute': the reason the supplier reads (required, at most 1000 characters); a refusal lands in the banner.
import { useState } from 'react';
import { TextField } from '@mui/material';
import { DECISION_REASON_MAX_LENGTH, PAYMENTS_MESSAGES } from '@portal/contracts';
import { FormDialog } from '../../../components/dialogs/FormDialog.tsx';
import type { FormBanner } from '../../../components/form/server-errors.ts';
import { applyServerErrors } from '../../../components/form/server-errors.ts';

const MAX_REASON = DECISION_REASON_MAX_LENGTH;

export function UpholdDisputeDialog({
  disputeLabel,
  uphold,
  onDone,
  onClose,
}: {
  disputeLabel: string;
  uphold: (reason: string) => Promise<unknown>;
  onDone: () => void;
  onClose: () => void;
}) {
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [banner, setBanner] = useState<FormBanner | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    const text = reason.trim();
    if (!text) return setProblem(PAYMENTS_MESSAGES.decisionReasonRequired);
    if (text.length > MAX_REASON) return setProblem(`Maximum is ${MAX_REASON} characters`);
    setProblem(null);
    setBanner(null);
    setBusy(true);
    try {
      await uphold(text);
      onDone();
    } catch (error) {
      setBanner(applyServerErrors(error, () => undefined, []));
    } finally {
      setBusy(false);
    }
  };
  return (
    <FormDialog
      title={`Uphold ${disputeLabel}`}
      width="sm"
      submitLabel="Uphold"
      busy={busy}
      banner={banner}
      onClose={onClose}
      onSubmit={(event) => {
        event?.preventDefault();
        void submit();
      }}
    >
      <TextField
        label="Reason"
        required
        multiline
        minRows={3}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        error={problem !== null}
        helperText={problem ?? 'The supplier reads this reason on the deduction.'}
        autoFocus
      />
    </FormDialog>
  );
}
