// "Revoke …?" for a secret that cannot be shown again (API and SCIM tokens): Cancel, or Revoke at once.
import { Button, DialogContentText } from '@mui/material';
import type { ReactNode } from 'react';
import { DialogShell } from './DialogShell.tsx';

export function RevokeDialog({
  title,
  children,
  onRevoke,
  onClose,
}: {
  title: string;
  children: ReactNode;
  onRevoke: () => void;
  onClose: () => void;
}) {
  return (
    <DialogShell
      title={title}
      onClose={onClose}
      plain={{ maxWidth: 'sm' }}
      actions={
        <>
          <Button onClick={onClose}>Cancel</Button>
          <Button
            color="error"
            variant="contained"
            onClick={() => {
              onRevoke();
              onClose();
            }}
          >
            Revoke
          </Button>
        </>
      }
    >
      <DialogContentText>{children}</DialogContentText>
    </DialogShell>
  );
}
