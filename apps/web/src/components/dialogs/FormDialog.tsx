// A dialog that is a form, on the one dialog shell: the form's banner above the fields, the submit button (and any
// buttons beside it) in the actions row.
import type { FormEvent, ReactNode } from 'react';
import { Button, Stack } from '@mui/material';
import type { DIALOG_WIDTHS } from '@portal/contracts';
import { DialogShell } from './DialogShell.tsx';
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
  return (
    <DialogShell
      title={title}
      width={width}
      onClose={onClose}
      busy={busy}
      onSubmit={onSubmit}
      actions={
        <>
          {extraActions}
          <Button type="submit" variant="contained" loading={busy}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <Stack spacing={2}>
        <FormErrorBanner banner={banner} />
        {children}
      </Stack>
    </DialogShell>
  );
}
