// Cancel and the dialog's main button, which shows a spinner while the call runs (both disabled meanwhile): the
// actions of a dialog shell's row.
import { Button, CircularProgress } from '@mui/material';

export interface SubmitDialogActionsProps {
  busy: boolean;
  /** The main button is also disabled while the form cannot be sent yet. */
  disabled?: boolean;
  submitLabel: string;
  onCancel: () => void;
  onSubmit: () => void;
}

export function SubmitDialogActions({ busy, disabled = false, submitLabel, onCancel, onSubmit }: SubmitDialogActionsProps) {
  return (
    <>
      <Button onClick={onCancel} disabled={busy}>
        Cancel
      </Button>
      <Button variant="contained" onClick={onSubmit} disabled={busy || disabled}>
        {busy ? <CircularProgress size={20} /> : submitLabel}
      </Button>
    </>
  );
}
