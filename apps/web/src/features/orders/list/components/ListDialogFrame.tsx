// The one frame of the orders list's dialogs (export, the two spreadsheet imports, labels; docs/decisions/house-web.md):
// title, the steps' content, Cancel and the main button, and for the imports and labels the flow's end: the dialog
// gives way to the success check, which closes (and so resets) the flow. On the dialog shell's plain frame (MUI's
// sizing, no close button), the look these dialogs had.
import type { ReactNode } from 'react';
import { Stack } from '@mui/material';
import { DialogShell, type DialogWidth } from '../../../../components/dialogs/DialogShell.tsx';
import { SuccessDialog } from '../../../../components/feedback/SuccessDialog.tsx';
import { SubmitDialogActions } from './SubmitDialogActions.tsx';

export interface ListDialogFrameProps {
  open: boolean;
  title: string;
  width: DialogWidth;
  busy: boolean;
  submitLabel: string;
  /** The main button is disabled while there is nothing to send (no file chosen yet). */
  submitDisabled?: boolean;
  onClose: () => void;
  onSubmit: () => void;
  /** The flow's end: `done` swaps the dialog for the success check with `label`. */
  success?: { done: boolean; label: string };
  children: ReactNode;
}

export function ListDialogFrame({
  open,
  title,
  width,
  busy,
  submitLabel,
  submitDisabled,
  onClose,
  onSubmit,
  success,
  children,
}: ListDialogFrameProps) {
  const done = success?.done ?? false;
  return (
    <>
      <DialogShell
        open={open && !done}
        title={title}
        plain={{ maxWidth: width, fullWidth: true }}
        busy={busy}
        onClose={onClose}
        actions={
          <SubmitDialogActions busy={busy} disabled={submitDisabled} submitLabel={submitLabel} onCancel={onClose} onSubmit={onSubmit} />
        }
      >
        <Stack spacing={2} sx={{ pt: 1 }}>
          {children}
        </Stack>
      </DialogShell>
      {success && <SuccessDialog open={done} label={success.label} onClose={onClose} />}
    </>
  );
}
