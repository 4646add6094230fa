// The one frame of the orders list's dialogs (export, the two spreadsheet imports, labels; docs/decisions/house-web.md):
// title, the steps' content, Cancel and the main button, and for the imports and labels the flow's end: the dialog
// gives way to the success check, which closes (and so resets) the flow.
import type { ReactNode } from 'react';
import { Dialog, DialogContent, DialogTitle, Stack } from '@mui/material';
import { DIALOG_WIDTHS } from '@portal/contracts';
import { SuccessDialog } from '../../../../components/feedback/SuccessDialog.tsx';
import { SubmitDialogActions } from './SubmitDialogActions.tsx';

export interface ListDialogFrameProps {
  open: boolean;
  title: string;
  width: keyof typeof DIALOG_WIDTHS;
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
      <Dialog
        open={open && !done}
        onClose={busy ? undefined : onClose}
        fullWidth
        slotProps={{ paper: { sx: { maxWidth: DIALOG_WIDTHS[width] } } }}
      >
        <DialogTitle>{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {children}
          </Stack>
        </DialogContent>
        <SubmitDialogActions busy={busy} disabled={submitDisabled} submitLabel={submitLabel} onCancel={onClose} onSubmit={onSubmit} />
      </Dialog>
      {success && <SuccessDialog open={done} label={success.label} onClose={onClose} />}
    </>
  );
}
