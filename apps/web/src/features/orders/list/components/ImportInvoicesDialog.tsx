// Import invoices: choose file -> map columns -> submit -> "Invoices successfully imported"; template download.
import { useState } from 'react';
import { Alert, Button, CircularProgress, Stack } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import type { InvoiceImportRequest } from '@portal/contracts';
import type { ParsedSpreadsheet } from '../../../../components/spreadsheet/parsed-spreadsheet.ts';
import type { JsonBody } from '../../../../lib/json-body.ts';
import { IMPORT_MESSAGES, INVOICE_FIELD_DISPLAY_ORDER, INVOICE_IMPORT_FIELDS, invoiceItemShape } from '../column-mapping.ts';
import { SpreadsheetImportDialog } from './SpreadsheetImportDialog.tsx';
import { useLongActionHint } from '../../../../components/feedback/use-long-action-hint.ts';
import { LongActionHint } from './LongActionHint.tsx';

export const TEMPLATE_HINT_DELAY_MS = 2000;

export interface ImportInvoicesDialogProps {
  open: boolean;
  onClose: () => void;
  parse: (file: File) => Promise<ParsedSpreadsheet>;
  onSubmit: (body: JsonBody<InvoiceImportRequest>) => Promise<unknown>;
  onDownloadTemplate: () => Promise<void>;
}

export function ImportInvoicesDialog({ open, onClose, parse, onSubmit, onDownloadTemplate }: ImportInvoicesDialogProps) {
  const [templateBusy, setTemplateBusy] = useState(false);
  const [templateError, setTemplateError] = useState<string | null>(null);
  const templateHint = useLongActionHint(templateBusy, TEMPLATE_HINT_DELAY_MS);

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
    <SpreadsheetImportDialog
      open={open}
      onClose={onClose}
      title="Import invoices"
      successLabel={IMPORT_MESSAGES.invoicesImported}
      fields={INVOICE_IMPORT_FIELDS}
      order={INVOICE_FIELD_DISPLAY_ORDER}
      parse={parse}
      itemShape={invoiceItemShape}
      onSubmit={onSubmit}
      header={
        <>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Button
              size="small"
              startIcon={templateBusy ? <CircularProgress size={16} /> : <DownloadIcon />}
              disabled={templateBusy}
              onClick={() => void downloadTemplate()}
            >
              Download template
            </Button>
            {templateHint && <LongActionHint />}
          </Stack>
          {templateError && <Alert severity="error">{templateError}</Alert>}
        </>
      }
    />
  );
}
