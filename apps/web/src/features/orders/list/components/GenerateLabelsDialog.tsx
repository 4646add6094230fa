// Generate labels for the selected orders (bulk) or for the PO numbers of a spreadsheet (import variant).
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Typography } from '@mui/material';
import { MAX_BULK_LABEL_ORDERS, ORDER_RULE_MESSAGES } from '@portal/contracts';
import type { ParsedSpreadsheet } from '../../../../components/spreadsheet/parsed-spreadsheet.ts';
import type { BulkLabelRequest } from '../../api/order-list-calls.ts';
import { checkColumnMapping, IMPORT_MESSAGES, LABEL_IMPORT_FIELDS } from '../column-mapping.ts';
import { ChosenSheetMapping } from './ChosenSheetMapping.tsx';
import { LabelBatchFields } from './LabelBatchFields.tsx';
import { ListDialogFrame } from './ListDialogFrame.tsx';
import { emptyLabelsForm, labelsForm, type LabelsForm, type LabelsFormInput } from './labels-form.ts';
import { SpreadsheetFileStep } from './SpreadsheetFileStep.tsx';
import { useChosenSheet } from './use-chosen-sheet.ts';
import { useLongActionHint } from '../../../../components/feedback/use-long-action-hint.ts';
import { LongActionHint } from './LongActionHint.tsx';

export const LABELS_HINT_DELAY_MS = 2000;
export const IMPORTED_LABELS_HINT_DELAY_MS = 3000;
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
  const form = useForm<LabelsFormInput, unknown, LabelsForm>({ resolver: zodResolver(labelsForm), defaultValues: emptyLabelsForm() });
  const { isSubmitting: submitting, isSubmitted: attempted } = form.formState;
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const hint = useLongActionHint(submitting, importVariant ? IMPORTED_LABELS_HINT_DELAY_MS : LABELS_HINT_DELAY_MS);

  const reset = () => {
    clear();
    setFailure(null);
    form.reset(emptyLabelsForm());
  };
  const close = () => {
    reset();
    setDone(false);
    onClose();
  };

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

  const submit = form.handleSubmit(async ({ shippingDate, format }) => {
    if (importVariant && (!chosen || Object.keys(checkColumnMapping(LABEL_IMPORT_FIELDS, chosen.mapping)).length > 0)) return;
    setFailure(null);
    try {
      const ids = await idsToLabel();
      if (!ids) return;
      const url = await onSubmit({ orderIds: ids, format, shippingDate });
      onGenerated(url);
      reset();
      setDone(true);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    }
  });

  const needsFile = importVariant && !chosen;
  return (
    <ListDialogFrame
      open={open}
      title="Generate labels"
      width="md"
      busy={submitting}
      submitLabel="Generate"
      submitDisabled={needsFile}
      onClose={close}
      onSubmit={() => void submit()}
      success={{ done, label: IMPORT_MESSAGES.labelsGenerated }}
    >
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
          <LabelBatchFields control={form.control} />
        </>
      )}
      {hint && <LongActionHint />}
    </ListDialogFrame>
  );
}
