// Generate labels for the selected orders (bulk) or for the PO numbers of a spreadsheet (import variant).
import { useState } from 'react';
import { Alert, Dialog, DialogContent, DialogTitle, Stack, TextField, Typography } from '@mui/material';
import { DIALOG_WIDTHS, LABEL_FORMATS, labelDateBounds, localDay, MAX_BULK_LABEL_ORDERS, ORDER_RULE_MESSAGES } from '@portal/contracts';
import { SuccessDialog } from '../../../../components/feedback/SuccessDialog.tsx';
import type { ParsedSpreadsheet } from '../../../../components/spreadsheet/parsed-spreadsheet.ts';
import type { BulkLabelRequest } from '../../api/order-list-calls.ts';
import { checkColumnMapping, IMPORT_MESSAGES, LABEL_IMPORT_FIELDS } from '../column-mapping.ts';
import { checkLabelFormat, checkLabelShippingDate, isLabelFormat } from '../label-form-checks.ts';
import { ChosenSheetMapping } from './ChosenSheetMapping.tsx';
import { RequiredSelect } from './RequiredSelect.tsx';
import { SpreadsheetFileStep } from './SpreadsheetFileStep.tsx';
import { SubmitDialogActions } from './SubmitDialogActions.tsx';
import { useChosenSheet } from './use-chosen-sheet.ts';
import { useLongActionHint } from '../../../../components/feedback/use-long-action-hint.ts';
import { LongActionHint } from './LongActionHint.tsx';

export const LABELS_HINT_DELAY_MS = 2000;
export const IMPORTED_LABELS_HINT_DELAY_MS = 3000;
const FORMAT_OPTIONS = LABEL_FORMATS.map((f) => ({ value: f, label: f }));
export const poNotFoundMessage = (numbers: readonly string[]) => `No order found for PO number ${numbers.join(', ')}`;

export interface GenerateLabelsDialogProps {
  open: boolean;
  onClose: () => void;
  /** The selected orders; null opens the import variant. */
  orderIds: readonly number[] | null;
  parse: (file: File) => Promise<ParsedSpreadsheet>;
  resolveOrderIds: (purchaseOrderNumbers: readonly string[]) => Promise<Map<string, number>>;
  /** Creates the batch and returns the URL of its labels. */
  onSubmit: (request: BulkLabelRequest) => Promise<string>;
  onGenerated: (url: string) => void;
}

export function GenerateLabelsDialog(props: GenerateLabelsDialogProps) {
  const { open, onClose, orderIds, parse, resolveOrderIds, onSubmit, onGenerated } = props;
  const importVariant = orderIds === null;
  const { chosen, choose, mapColumn, clear } = useChosenSheet(LABEL_IMPORT_FIELDS);
  const [shippingDate, setShippingDate] = useState(() => labelDateBounds(localDay()).min);
  const [format, setFormat] = useState('');
  const [attempted, setAttempted] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const hint = useLongActionHint(submitting, importVariant ? IMPORTED_LABELS_HINT_DELAY_MS : LABELS_HINT_DELAY_MS);

  const reset = () => {
    clear();
    setAttempted(false);
    setFailure(null);
    setFormat('');
    setShippingDate(labelDateBounds(localDay()).min);
  };
  const close = () => {
    reset();
    setDone(false);
    onClose();
  };

  const dateError = attempted ? checkLabelShippingDate(shippingDate) : null;
  const formatError = attempted ? checkLabelFormat(format) : null;
  const mappingErrors = attempted && chosen ? checkColumnMapping(LABEL_IMPORT_FIELDS, chosen.mapping) : {};

  const idsToLabel = async (): Promise<number[] | null> => {
    if (!importVariant) return [...orderIds];
    if (!chosen) return null;
    // distinct PO numbers in sheet order, counted in the sheet's worker
    const { values: numbers, total } = await chosen.sheet.distinctCells(chosen.mapping.purchaseOrderNumber, MAX_BULK_LABEL_ORDERS);
    if (total === 0) throw new Error(ORDER_RULE_MESSAGES.noneSelected);
    if (total > MAX_BULK_LABEL_ORDERS) throw new Error(ORDER_RULE_MESSAGES.tooManyForLabels);
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
      (importVariant && (!chosen || Object.keys(checkColumnMapping(LABEL_IMPORT_FIELDS, chosen.mapping)).length > 0));
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

  const bounds = labelDateBounds(localDay());
  const needsFile = importVariant && !chosen;
  return (
    <>
      <Dialog open={open && !done} onClose={submitting ? undefined : close} fullWidth slotProps={{ paper: { sx: { maxWidth: DIALOG_WIDTHS.md } } }}>
        <DialogTitle>Generate labels</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {failure && <Alert severity="error">{failure}</Alert>}
            {!importVariant && <Typography variant="body2">Orders selected ({orderIds.length})</Typography>}
            {needsFile ? (
              <SpreadsheetFileStep parse={parse} onParsed={choose} />
            ) : (
              <>
                {importVariant && chosen && (
                  <ChosenSheetMapping
                    chosen={chosen}
                    fields={LABEL_IMPORT_FIELDS}
                    order={['purchaseOrderNumber']}
                    errors={mappingErrors}
                    onRemove={reset}
                    onChange={mapColumn}
                  />
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
            {hint && <LongActionHint />}
          </Stack>
        </DialogContent>
        <SubmitDialogActions busy={submitting} disabled={needsFile} submitLabel="Generate" onCancel={close} onSubmit={() => void submit()} />
      </Dialog>
      <SuccessDialog open={done} label={IMPORT_MESSAGES.labelsGenerated} onClose={close} />
    </>
  );
}
