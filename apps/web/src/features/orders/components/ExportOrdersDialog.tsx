// Export the selected orders as csv or xlsx: file Orders-{yyyy-MM-dd HH-mm}, sheet Orders.
import { useState } from 'react';
import { Alert, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Stack, TextField } from '@mui/material';
import { format as formatDate } from 'date-fns';
import { DIALOG_WIDTHS, MESSAGES } from '@portal/contracts';
import type { SpreadsheetFileType } from '../../../components/spreadsheet/write-spreadsheet.ts';

export const EXPORT_FILE_TYPES: { value: SpreadsheetFileType; label: string }[] = [
  { value: 'csv', label: 'CSV' },
  { value: 'xlsx', label: 'Excel' },
];
export const EXPORT_SHEET_NAME = 'Orders';
export const exportFileName = (now: Date = new Date()) => `Orders-${formatDate(now, 'yyyy-MM-dd HH-mm')}`;
export const exportFailureText = (fileType: SpreadsheetFileType) =>
  `Failed to generate and download the orders in ${fileType.toUpperCase()} format.`;

export interface ExportOrdersDialogProps {
  open: boolean;
  onClose: () => void;
  /** Fetches the rows and writes the file; rejects on failure. */
  onExport: (fileType: SpreadsheetFileType) => Promise<void>;
  onFailed: (message: string) => void;
}

export function ExportOrdersDialog({ open, onClose, onExport, onFailed }: ExportOrdersDialogProps) {
  const [fileType, setFileType] = useState<SpreadsheetFileType | ''>('');
  const [attempted, setAttempted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const close = () => {
    setFileType('');
    setAttempted(false);
    setFailure(null);
    onClose();
  };

  const submit = async () => {
    setAttempted(true);
    if (!fileType) return;
    setBusy(true);
    setFailure(null);
    try {
      await onExport(fileType);
      close();
    } catch {
      const message = exportFailureText(fileType);
      setFailure(message);
      onFailed(message);
    } finally {
      setBusy(false);
    }
  };

  const error = attempted && !fileType ? MESSAGES.required : null;
  return (
    <Dialog open={open} onClose={busy ? undefined : close} fullWidth slotProps={{ paper: { sx: { maxWidth: DIALOG_WIDTHS.sm } } }}>
      <DialogTitle>Export</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {failure && <Alert severity="error">{failure}</Alert>}
          <TextField
            select
            size="small"
            label="File type"
            required
            value={fileType}
            error={!!error}
            helperText={error ?? undefined}
            onChange={(event) => setFileType(event.target.value as SpreadsheetFileType)}
          >
            {EXPORT_FILE_TYPES.map((type) => (
              <MenuItem key={type.value} value={type.value}>
                {type.label}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={busy}>
          Cancel
        </Button>
        <Button variant="contained" onClick={() => void submit()} disabled={busy}>
          {busy ? <CircularProgress size={20} /> : 'Export'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
