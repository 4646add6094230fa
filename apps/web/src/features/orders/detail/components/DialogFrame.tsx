// The frame every order dialog shares: a title with a close button, a width from DIALOG_WIDTHS, the long-action hint.
import { useId, type ReactNode } from 'react';
import { Dialog, DialogActions, DialogContent, DialogTitle, IconButton, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { DIALOG_WIDTHS } from '@portal/contracts';
import { useLongActionHint } from '../../../../components/feedback/use-long-action-hint.ts';

// 'This action may take a while' once a call has run for 3000 ms (order-workflows spec 4 and 9).
const LONG_ACTION_HINT = 'This action may take a while';
const LONG_ACTION_HINT_MS = 3000;

export interface DialogFrameProps {
  open: boolean;
  title: string;
  width: keyof typeof DIALOG_WIDTHS;
  onClose: () => void;
  busy?: boolean;
  actions?: ReactNode;
  children: ReactNode;
}

export function DialogFrame({ open, title, width, onClose, busy = false, actions, children }: DialogFrameProps) {
  const titleId = useId();
  const hint = useLongActionHint(busy, LONG_ACTION_HINT_MS);
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth={false}
      slotProps={{ paper: { sx: { width: DIALOG_WIDTHS[width], maxWidth: 'calc(100% - 32px)', m: 2 } } }}
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
