// A dialog that is a form: title with a close button, the form's banner, scrolling content, the submit button
// (contacts and users dialogs).
import { useId, type FormEvent, type ReactNode } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, IconButton, Stack } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { DIALOG_WIDTHS } from '@portal/contracts';
import { FormErrorBanner } from '../form/FormErrorBanner.tsx';
import type { FormBanner } from '../form/server-errors.ts';

export interface FormDialogProps {
  title: string;
  busy: boolean;
  banner: FormBanner | null;
  onClose: () => void;
  onSubmit: (event?: FormEvent) => void;
  submitLabel?: string;
  width?: keyof typeof DIALOG_WIDTHS;
  /** Buttons beside the submit button (e.g. 'Add additional contact'). */
  extraActions?: ReactNode;
  children: ReactNode;
}

export function FormDialog({
  title,
  busy,
  banner,
  onClose,
  onSubmit,
  submitLabel = 'Save changes',
  width = 'xl',
  extraActions,
  children,
}: FormDialogProps) {
  const titleId = useId();
  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth={false}
      slotProps={{
        paper: {
          component: 'form',
          noValidate: true,
          onSubmit,
          sx: { width: DIALOG_WIDTHS[width], maxWidth: 'calc(100% - 32px)', m: 2 },
        } as object,
      }}
    >
      <DialogTitle id={titleId} sx={{ pr: 6 }}>
        {title}
        <IconButton aria-label="Close" onClick={onClose} disabled={busy} sx={{ position: 'absolute', right: 8, top: 8 }}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          <FormErrorBanner banner={banner} />
          {children}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {extraActions}
        <Button type="submit" variant="contained" loading={busy}>
          {submitLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
