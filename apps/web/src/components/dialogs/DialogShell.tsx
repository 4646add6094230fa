// The one dialog shell of the web app (docs/decisions/house-web.md): a title with a close button, a width from
// DIALOG_WIDTHS, scrolling content between dividers, the actions row; optionally the paper is the form (FormDialog) and
// a long call shows 'This action may take a while' (the order workflows). The plain frame is MUI's own look (no close
// button, no dividers, MUI's sizing), kept by the success check, the orders list's dialogs and the integrations' ones.
import { useId, type FormEvent, type ReactNode } from 'react';
import { Dialog, DialogActions, DialogContent, DialogTitle, IconButton, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { DIALOG_WIDTHS } from '@portal/contracts';
import { useLongActionHint } from '../feedback/use-long-action-hint.ts';

// 'This action may take a while' once a call has run for 3000 ms (order-workflows spec 4 and 9).
const LONG_ACTION_HINT = 'This action may take a while';
const LONG_ACTION_HINT_MS = 3000;

export type DialogWidth = keyof typeof DIALOG_WIDTHS;

/** MUI's own frame: capped at a breakpoint ('xs' 444 px, 'sm' 600 px) or a DIALOG_WIDTHS step, 32 px margins. */
export interface PlainFrame {
  maxWidth: 'xs' | 'sm' | DialogWidth;
  /** As wide as the cap allows; otherwise as wide as the content. */
  fullWidth?: boolean;
}

interface DialogShellBaseProps {
  /** Without a title, `labelledBy` names the dialog (the success check's label). */
  title?: string;
  labelledBy?: string;
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

/** The app's frame (`width`, a DIALOG_WIDTHS step) or MUI's plain one (`plain`). */
export type DialogShellProps = DialogShellBaseProps & ({ width: DialogWidth; plain?: never } | { plain: PlainFrame; width?: never });

export function DialogShell({
  title,
  labelledBy,
  width,
  plain,
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
  const plainCap = plain && plain.maxWidth !== 'xs' && plain.maxWidth !== 'sm' ? DIALOG_WIDTHS[plain.maxWidth] : undefined;
  const paperSx = plain
    ? plainCap
      ? { maxWidth: plainCap }
      : undefined
    : { width: DIALOG_WIDTHS[width!], maxWidth: 'calc(100% - 32px)', m: 2 };
  const paper = onSubmit ? { component: 'form', noValidate: true, onSubmit, sx: paperSx } : paperSx ? { sx: paperSx } : undefined;
  const sizing = plain
    ? { fullWidth: plain.fullWidth ?? false, maxWidth: plainCap ? ('sm' as const) : (plain.maxWidth as 'xs' | 'sm') }
    : { fullWidth: true, maxWidth: false as const };
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      aria-labelledby={title ? titleId : labelledBy}
      {...sizing}
      {...(paper ? { slotProps: { paper: paper as object } } : {})}
    >
      {title && plain && <DialogTitle id={titleId}>{title}</DialogTitle>}
      {title && !plain && (
        <DialogTitle id={titleId} sx={{ pr: 6 }}>
          {title}
          <IconButton aria-label="Close" onClick={onClose} disabled={busy} sx={{ position: 'absolute', right: 8, top: 8 }}>
            <CloseIcon />
          </IconButton>
        </DialogTitle>
      )}
      <DialogContent dividers={!plain}>{children}</DialogContent>
      {plain && actions && <DialogActions>{actions}</DialogActions>}
      {!plain && (actions || hint) && (
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
