// Export the selected orders as csv or xlsx: file Orders-{yyyy-MM-dd HH-mm}, sheet Orders.
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert } from '@mui/material';
import { z } from 'zod';
import { MESSAGES } from '@portal/contracts';
import type { SpreadsheetFileType } from '../../../../components/spreadsheet/write-spreadsheet.ts';
import { RequiredSelect } from './RequiredSelect.tsx';
import { ListDialogFrame } from './ListDialogFrame.tsx';

export const EXPORT_FILE_TYPES: { value: SpreadsheetFileType; label: string }[] = [
  { value: 'csv', label: 'CSV' },
  { value: 'xlsx', label: 'Excel' },
];
export const exportFailureText = (fileType: SpreadsheetFileType) =>
  `Failed to generate and download the orders in ${fileType.toUpperCase()} format.`;

const exportForm = z.object({
  fileType: z.union([z.enum(EXPORT_FILE_TYPES.map((t) => t.value)), z.literal('')]).refine((v) => v !== '', MESSAGES.required),
});
type ExportFormInput = z.input<typeof exportForm>;
type ExportForm = z.output<typeof exportForm>;

export interface ExportOrdersDialogProps {
  open: boolean;
  onClose: () => void;
  /** Fetches the rows and writes the file; rejects on failure. */
  onExport: (fileType: SpreadsheetFileType) => Promise<void>;
  onFailed: (message: string) => void;
}

export function ExportOrdersDialog({ open, onClose, onExport, onFailed }: ExportOrdersDialogProps) {
  const form = useForm<ExportFormInput, unknown, ExportForm>({ resolver: zodResolver(exportForm), defaultValues: { fileType: '' } });
  const busy = form.formState.isSubmitting;
  const [failure, setFailure] = useState<string | null>(null);

  const close = () => {
    form.reset();
    setFailure(null);
    onClose();
  };

  const submit = form.handleSubmit(async ({ fileType }) => {
    if (!fileType) return;
    setFailure(null);
    try {
      await onExport(fileType);
      close();
    } catch {
      const message = exportFailureText(fileType);
      setFailure(message);
      onFailed(message);
    }
  });

  return (
    <ListDialogFrame open={open} title="Export" width="sm" busy={busy} submitLabel="Export" onClose={close} onSubmit={() => void submit()}>
      {failure && <Alert severity="error">{failure}</Alert>}
      <Controller
        control={form.control}
        name="fileType"
        render={({ field, fieldState }) => (
          <RequiredSelect
            label="File type"
            value={field.value}
            options={EXPORT_FILE_TYPES}
            error={fieldState.error?.message ?? null}
            onChange={field.onChange}
          />
        )}
      />
    </ListDialogFrame>
  );
}
