// Import invoices: choose file -> map columns -> submit -> "Invoices successfully imported"; template download.
import { useState } from 'react';
import { Alert, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { DIALOG_WIDTHS, type InvoiceImportRequest } from '@portal/contracts';
import { SuccessDialog } from '../../../components/feedback/SuccessDialog.tsx';
import type { SpreadsheetParseResult } from '../../../components/spreadsheet/spreadsheet-rules.ts';
import {
  autoMatchColumns,
  buildInvoiceItems,
  checkColumnMapping,
  IMPORT_MESSAGES,
  INVOICE_FIELD_DISPLAY_ORDER,
  INVOICE_IMPORT_FIELDS,
  type ColumnMapping,
  type InvoiceFieldKey,
} from '../column-mapping.ts';
import { ChosenFile } from './ChosenFile.tsx';
import { ColumnMappingFields } from './ColumnMappingFields.tsx';
import { describeImportFailure, type ImportFailure } from './import-failure.ts';
import { ImportFailureAlert } from './ImportFailureAlert.tsx';
import { SpreadsheetFileStep } from './SpreadsheetFileStep.tsx';
import { LONG_ACTION_HINT, useLongActionHint } from './use-long-action-hint.ts';

export const TEMPLATE_HINT_DELAY_MS = 2000;

export interface ImportInvoicesDialogProps {
  open: boolean;
  onClose: () => void;
  parse: (file: File) => Promise<SpreadsheetParseResult>;
  onSubmit: (request: InvoiceImportRequest) => Promise<unknown>;
  onDownloadTemplate: () => Promise<void>;
}

export function ImportInvoicesDialog({ open, onClose, parse, onSubmit, onDownloadTemplate }: ImportInvoicesDialogProps) {
  const [sheet, setSheet] = useState<{ result: SpreadsheetParseResult; fileName: string } | null>(null);
  const [mapping, setMapping] = useState<ColumnMapping<InvoiceFieldKey> | null>(null);
  const [attempted, setAttempted] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<ImportFailure | null>(null);
  const [templateBusy, setTemplateBusy] = useState(false);
  const [templateError, setTemplateError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const templateHint = useLongActionHint(templateBusy, TEMPLATE_HINT_DELAY_MS);

  const reset = () => {
    setSheet(null);
    setMapping(null);
    setAttempted(false);
    setFailure(null);
  };
  const close = () => {
    reset();
    setDone(false);
    onClose();
  };

  const errors = mapping && attempted ? checkColumnMapping(INVOICE_IMPORT_FIELDS, mapping, INVOICE_FIELD_DISPLAY_ORDER) : {};

  const submit = async () => {
    if (!sheet || !mapping) return;
    setAttempted(true);
    if (Object.keys(checkColumnMapping(INVOICE_IMPORT_FIELDS, mapping, INVOICE_FIELD_DISPLAY_ORDER)).length > 0) return;
    setSubmitting(true);
    setFailure(null);
    try {
      await onSubmit({ items: buildInvoiceItems(sheet.result.content, mapping) });
      reset();
      setDone(true);
    } catch (error) {
      setFailure(describeImportFailure(error, INVOICE_IMPORT_FIELDS));
    } finally {
      setSubmitting(false);
    }
  };

  const downloadTemplate = async () => {
    setTemplateBusy(true);
    setTemplateError(null);
    try {
      await onDownloadTemplate();
    } catch (error) {
      setTemplateError(error instanceof Error ? error.message : String(error));
    } finally {
      setTemplateBusy(false);
    }
  };

  return (
    <>
      <Dialog open={open && !done} onClose={submitting ? undefined : close} fullWidth slotProps={{ paper: { sx: { maxWidth: DIALOG_WIDTHS.lg } } }}>
        <DialogTitle>Import invoices</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <Button
                size="small"
                startIcon={templateBusy ? <CircularProgress size={16} /> : <DownloadIcon />}
                disabled={templateBusy}
                onClick={() => void downloadTemplate()}
              >
                Download template
              </Button>
              {templateHint && (
                <Typography variant="body2" color="text.secondary">
                  {LONG_ACTION_HINT}
                </Typography>
              )}
            </Stack>
            {templateError && <Alert severity="error">{templateError}</Alert>}
            {!sheet || !mapping ? (
              <SpreadsheetFileStep
                parse={parse}
                onParsed={(result, file) => {
                  setSheet({ result, fileName: file.name });
                  setMapping(autoMatchColumns(INVOICE_IMPORT_FIELDS, result.columns));
                }}
              />
            ) : (
              <>
                <ChosenFile name={sheet.fileName} rows={sheet.result.content.length} onRemove={reset} />
                <ImportFailureAlert failure={failure} />
                <ColumnMappingFields
                  fields={INVOICE_IMPORT_FIELDS}
                  order={INVOICE_FIELD_DISPLAY_ORDER}
                  columns={sheet.result.columns}
                  mapping={mapping}
                  errors={errors}
                  onChange={(key, column) => setMapping({ ...mapping, [key]: column })}
                />
              </>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={submitting}>
            Cancel
          </Button>
          <Button variant="contained" onClick={() => void submit()} disabled={!sheet || submitting || sheet.result.content.length === 0}>
            {submitting ? <CircularProgress size={20} /> : 'Import'}
          </Button>
        </DialogActions>
      </Dialog>
      <SuccessDialog open={done} label={IMPORT_MESSAGES.invoicesImported} onClose={close} />
    </>
  );
}
