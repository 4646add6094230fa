// A question before a change that cannot be taken back (removing a user, an EDI partner's SFTP sign-in): Cancel, or
// the confirming button, which runs the call; its failure shows in the dialog, which then stays open.
import { useState, type ReactNode } from 'react';
import { Alert, Button, Typography } from '@mui/material';
import { DialogShell } from './DialogShell.tsx';

export interface ConfirmDialogProps {
  title: string;
  /** The confirming button's name ('Remove'). */
  confirmLabel: string;
  confirm: () => Promise<unknown>;
  onClose: () => void;
  children: ReactNode;
}

export function ConfirmDialog({ title, confirmLabel, confirm, onClose, children }: ConfirmDialogProps) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const run = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await confirm();
      onClose();
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
      setBusy(false);
    }
  };
  return (
    <DialogShell
      title={title}
      width="sm"
      busy={busy}
      onClose={onClose}
      actions={
        <>
          <Button onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button color="error" variant="contained" onClick={() => void run()} disabled={busy}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <Typography>{children}</Typography>
      {failure && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {failure}
        </Alert>
      )}
    </DialogShell>
  );
}
