// A check icon and a label that closes itself after 2000 ms (spec 2 and 9).
import { useEffect, useId } from 'react';
import { Stack, Typography } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { SUCCESS_DIALOG_MS } from '@portal/contracts';
import { DialogShell } from '../dialogs/DialogShell.tsx';

export function SuccessDialog({ open, label, onClose }: { open: boolean; label: string; onClose: () => void }) {
  const labelId = useId();
  useEffect(() => {
    if (!open) return;
    const timer = window.setTimeout(onClose, SUCCESS_DIALOG_MS);
    return () => window.clearTimeout(timer);
  }, [open, onClose]);
  return (
    <DialogShell open={open} onClose={onClose} labelledBy={labelId} plain={{ maxWidth: 'xs' }}>
      <Stack spacing={2} sx={{ alignItems: 'center', py: 2 }}>
        <CheckCircleIcon color="success" sx={{ fontSize: 56 }} aria-hidden />
        <Typography id={labelId} variant="h6" component="p">
          {label}
        </Typography>
      </Stack>
    </DialogShell>
  );
}
