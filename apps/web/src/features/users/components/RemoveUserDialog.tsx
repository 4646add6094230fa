// 'Remove' of the users table's row menu: asks before the person's membership of the company goes (their sessions for it
// end at once; their other companies in the portal stay).
import { useState } from 'react';
import { Alert, Button, Typography } from '@mui/material';
import type { SupplierUser } from '@portal/contracts';
import { DialogShell } from '../../../components/dialogs/DialogShell.tsx';

export function RemoveUserDialog({ user, remove, onClose }: { user: SupplierUser; remove: () => Promise<unknown>; onClose: () => void }) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const confirm = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await remove();
      onClose();
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
      setBusy(false);
    }
  };
  return (
    <DialogShell
      title="Remove user"
      width="sm"
      busy={busy}
      onClose={onClose}
      actions={
        <>
          <Button onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button color="error" variant="contained" onClick={() => void confirm()} disabled={busy}>
            Remove
          </Button>
        </>
      }
    >
      <Typography>
        Remove {user.userName} from your company? Their sessions for your company end at once; any other companies they work for in the
        portal are not affected.
      </Typography>
      {failure && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {failure}
        </Alert>
      )}
    </DialogShell>
  );
}
