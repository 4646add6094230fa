// Generate labels for the selected orders (bulk) or for the PO numbers of a spreadsheet (import variant).
import { useState } from 'react';
import { Alert, Dialog, DialogContent, DialogTitle, Stack, TextField, Typography } from '@mui/material';
import { DIALOG_WIDTHS, LABEL_FORMATS, MAX_BULK_LABEL_ORDERS, ORDER_RULE_MESSAGES } from '@portal/contracts';
import { SuccessDialog } from '../../../components/feedback/SuccessDialog.tsx';
import type { SpreadsheetParseResult } from '../../../components/spreadsheet/spreadsheet-rules.ts';
import type { BulkLabelRequest } from '../api.ts';
import {
  autoMatchColumns,
  checkColumnMapping,
  IMPORT_MESSAGES,
  LABEL_IMPORT_FIELDS,
  purchaseOrderNumbersOf,
  type ColumnMapping,
} from '../column-mapping.ts';
import { checkLabelFormat, checkLabelShippingDate, isLabelFormat, labelDateBounds } from '../label-date-window.ts';
import { ChosenFile } from './ChosenFile.tsx';
import { ColumnMappingFields } from './ColumnMappingFields.tsx';
import { RequiredSelect } from './RequiredSelect.tsx';
import { SpreadsheetFileStep } from './SpreadsheetFileStep.tsx';
import { SubmitDialogActions } from './SubmitDialogActions.tsx';
import { LONG_ACTION_HINT, useLongActionHint } from './use-long-action-hint.ts';

export const LABELS_HINT_DELAY_MS = 2000;
export const IMPORTED_LABELS_HINT_DELAY_MS = 3000;
const FORMAT_OPTIONS = LABEL_FORMATS.map((f) => ({ value: f, label: f }));
export const poNotFoundMessage = (numbers: readonly string[]) => `No order found for PO number ${numbers.join(', ')}`;

export interface GenerateLabelsDialogProps {
  open: boolean;
  onClose: () => void;
  /** The selected orders; null opens the import variant. */
  orderIds: readonly number[] | null;
  parse: (file: File) => Promise<SpreadsheetParseResult>;
  resolveOrderIds: (purchaseOrderNumbers: readonly string[]) => Promise<Map<string, number>>;
  /** Creates the batch and returns the URL of its labels. */
  onSubmit: (request: BulkLabelRequest) => Promise<string>;
  onGenerated: (url: string) => void;
}

export function GenerateLabelsDialog(props: GenerateLabelsDialogProps) {
  const { open, onClose, orderIds, parse, resolveOrderIds, onSubmit, onGenerated } = props;
  const importVariant = orderIds === null;
  const [sheet, setSheet] = useState<{ result: SpreadsheetParseResult; fileName: string } | null>(null);
  const [mapping, setMapping] = useState<ColumnMapping<'purchaseOrderNumber'> | null>(null);
  const [shippingDate, setShippingDate] = useState(() => labelDateBounds().min);
  const [format, setFormat] = useState('');
  const [attempted, setAttempted] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const hint = useLongActionHint(submitting, importVariant ? IMPORTED_LABELS_HINT_DELAY_MS : LABELS_HINT_DELAY_MS);

  const reset = () => {
    setSheet(null);
    setMapping(null);
    setAttempted(false);
    setFailure(null);
    setFormat('');
    setShippingDate(labelDateBounds().min);
  };
  const close = () => {
    reset();
    setDone(false);
    onClose();
  };

  const dateError = attempted ? checkLabelShippingDate(shippingDate) : null;
  const formatError = attempted ? checkLabelFormat(format) : null;
  const mappingErrors = attempted && mapping ? checkColumnMapping(LABEL_IMPORT_FIELDS, mapping) : {};

  const idsToLabel = async (): Promise<number[] | null> => {
    if (!importVariant) return [...orderIds];
    if (!sheet || !mapping) return null;
    const numbers = purchaseOrderNumbersOf(sheet.result.content, mapping.purchaseOrderNumber);
    if (numbers.length === 0) throw new Error(ORDER_RULE_MESSAGES.noneSelected);
    if (numbers.length > MAX_BULK_LABEL_ORDERS) throw new Error(ORDER_RULE_MESSAGES.tooManyForLabels);
    const found = await resolveOrderIds(numbers);
    const missing = numbers.filter((n) => !found.has(n));
    if (missing.length > 0) throw new Error(poNotFoundMessage(missing));
    return numbers.map((n) => found.get(n)!);
  };

  const submit = async () => {
    setAttempted(true);
    const invalid =
      checkLabelShippingDate(shippingDate) ||
      !isLabelFormat(format) ||
      (importVariant && (!mapping || Object.keys(checkColumnMapping(LABEL_IMPORT_FIELDS, mapping)).length > 0));
    if (invalid) return;
    setSubmitting(true);
    setFailure(null);
    try {
      const ids = await idsToLabel();
      if (!ids) return;
      const url = await onSubmit({ orderIds: ids, format: format as BulkLabelRequest['format'], shippingDate });
      onGenerated(url);
      reset();
      setDone(true);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    } finally {
      setSubmitting(false);
    }
  };

  const bounds = labelDateBounds();
  const needsFile = importVariant && (!sheet || !mapping);
  return (
    <>
      <Dialog open={open && !done} onClose={submitting ? undefined : close} fullWidth slotProps={{ paper: { sx: { maxWidth: DIALOG_WIDTHS.md } } }}>
        <DialogTitle>Generate labels</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {failure && <Alert severity="error">{failure}</Alert>}
            {!importVariant && <Typography variant="body2">Orders selected ({orderIds.length})</Typography>}
            {needsFile ? (
              <SpreadsheetFileStep
                parse={parse}
                onParsed={(result, file) => {
                  setSheet({ result, fileName: file.name });
                  setMapping(autoMatchColumns(LABEL_IMPORT_FIELDS, result.columns));
                }}
              />
            ) : (
              <>
                {importVariant && sheet && mapping && (
                  <>
                    <ChosenFile name={sheet.fileName} rows={sheet.result.content.length} onRemove={reset} />
                    <ColumnMappingFields
                      fields={LABEL_IMPORT_FIELDS}
                      order={['purchaseOrderNumber']}
                      columns={sheet.result.columns}
                      mapping={mapping}
                      errors={mappingErrors}
                      onChange={(key, column) => setMapping({ ...mapping, [key]: column })}
                    />
                  </>
                )}
                <TextField
                  type="date"
                  size="small"
                  label="Shipping date"
                  required
                  value={shippingDate}
                  error={!!dateError}
                  helperText={dateError ?? undefined}
                  onChange={(event) => setShippingDate(event.target.value)}
                  slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: bounds.min, max: bounds.max } }}
                />
                <RequiredSelect<string> label="Format" value={format} options={FORMAT_OPTIONS} error={formatError} onChange={setFormat} />
              </>
            )}
            {hint && (
              <Typography variant="body2" color="text.secondary">
                {LONG_ACTION_HINT}
              </Typography>
            )}
          </Stack>
        </DialogContent>
        <SubmitDialogActions busy={submitting} disabled={needsFile} submitLabel="Generate" onCancel={close} onSubmit={() => void submit()} />
      </Dialog>
      <SuccessDialog open={done} label={IMPORT_MESSAGES.labelsGenerated} onClose={close} />
    </>
  );
}
