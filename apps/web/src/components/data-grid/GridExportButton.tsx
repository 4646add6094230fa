// The toolbar's "Export" of a server grid (grid-export.ts): busy while the rows download, a failure notified.
import { useState } from 'react';
import { Button } from '@mui/material';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import { notifyError } from '../feedback/notifications.tsx';

export function GridExportButton({ label = 'Export', onExport }: { label?: string; onExport: () => Promise<void> }) {
  const [busy, setBusy] = useState(false);
  return (
    <Button
      variant="outlined"
      startIcon={<FileDownloadIcon />}
      loading={busy}
      onClick={() => {
        setBusy(true);
        onExport()
          .catch((error: unknown) =>
            notifyError('grid-export', `The export failed: ${error instanceof Error ? error.message : String(error)}`),
          )
          .finally(() => setBusy(false));
      }}
    >
      {label}
    </Button>
  );
}
