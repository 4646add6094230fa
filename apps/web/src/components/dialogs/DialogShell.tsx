// The one dialog shell of the web app (docs/decisions/house-web.md): a title with a close button, a width from
// DIALOG_WIDTHS, scrolling content between dividers, the actions row; optionally the paper is the form (FormDialog) and
// a long call shows 'This action may take a while' (the order workflows).
import { useId, type FormEvent, type ReactNode } from 'react';
import { Dialog, DialogActions, DialogContent, DialogTitle, IconButton, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { DIALOG_WIDTHS } from '@portal/contracts';
import { useLongActionHint } from '../feedback/use-long-action-hint.ts';

// 'This action may take a while' once a call has run for 3000 ms (order-workflows spec 4 and 9).
const LONG_ACTION_HINT = 'This action may take a while';
const LONG_ACTION_HINT_MS = 3000;

export interface DialogShellProps {
  title: string;
  width: keyof typeof DIALOG_WIDTHS;
  onClose: () => void;
  open?: boolean;
  /** A call runs: Escape, the backdrop and the close button do not close. */
  busy?: boolean;
  actions?: ReactNode;
  /** The paper is a form: a submit button among the actions submits it. */
  onSubmit?: (event?: FormEvent) => void;
  /** 'This action may take a while' beside the actions while busy passes 3 s. */
  longActionHint?: boolean;
  children: ReactNode;
}

export function DialogShell({
  title,
  width,
  onClose,
  open = true,
  busy = false,
  actions,
  onSubmit,
  longActionHint = false,
  children,
}: DialogShellProps) {
  const titleId = useId();
  const hint = useLongActionHint(longActionHint && busy, LONG_ACTION_HINT_MS);
  const paperSx = { width: DIALOG_WIDTHS[width], maxWidth: 'calc(100% - 32px)', m: 2 };
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth={false}
      slotProps={{ paper: (onSubmit ? { component: 'form', noValidate: true, onSubmit, sx: paperSx } : { sx: paperSx }) as object }}
    >
      <DialogTitle id={titleId} sx={{ pr: 6 }}>
        {title}
        <IconButton aria-label="Close" onClick={onClose} disabled={busy} sx={{ position: 'absolute', right: 8, top: 8 }}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent dividers>{children}</DialogContent>
      {(actions || hint) && (
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
          {hint && (
            <Typography variant="body2" color="text.secondary" role="status" sx={{ mr: 'auto' }}>
              {LONG_ACTION_HINT}
            </Typography>
          )}
          {actions}
        </DialogActions>
      )}
    </Dialog>
  );
}
