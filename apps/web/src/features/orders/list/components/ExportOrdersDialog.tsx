// Export the selected orders as csv or xlsx: file Orders-{yyyy-MM-dd HH-mm}, sheet Orders.
import { useState } from 'react';
import { Alert, Dialog, DialogContent, DialogTitle, Stack } from '@mui/material';
import { format as formatDate } from 'date-fns';
import { DIALOG_WIDTHS, MESSAGES } from '@portal/contracts';
import type { SpreadsheetFileType } from '../../../../components/spreadsheet/write-spreadsheet.ts';
import { RequiredSelect } from './RequiredSelect.tsx';
import { SubmitDialogActions } from './SubmitDialogActions.tsx';

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
          <RequiredSelect label="File type" value={fileType} options={EXPORT_FILE_TYPES} error={error} onChange={setFileType} />
        </Stack>
      </DialogContent>
      <SubmitDialogActions busy={busy} submitLabel="Export" onCancel={close} onSubmit={() => void submit()} />
    </Dialog>
  );
}
