// Import trackings: choose file -> map columns (default carrier without a carrier column) -> submit -> success.
import { useState } from 'react';
import { Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Stack, TextField } from '@mui/material';
import { DIALOG_WIDTHS, type CarrierOption, type TrackingImportRequest } from '@portal/contracts';
import { SuccessDialog } from '../../../components/feedback/SuccessDialog.tsx';
import type { SpreadsheetParseResult } from '../../../components/spreadsheet/spreadsheet-rules.ts';
import {
  autoMatchColumns,
  buildTrackingItems,
  checkColumnMapping,
  checkDefaultCarrier,
  IMPORT_MESSAGES,
  sortCarriersOtherLast,
  TRACKING_FIELD_DISPLAY_ORDER,
  TRACKING_IMPORT_FIELDS,
  type ColumnMapping,
  type TrackingFieldKey,
} from '../column-mapping.ts';
import { ChosenFile } from './ChosenFile.tsx';
import { ColumnMappingFields } from './ColumnMappingFields.tsx';
import { describeImportFailure, type ImportFailure } from './import-failure.ts';
import { ImportFailureAlert } from './ImportFailureAlert.tsx';
import { SpreadsheetFileStep } from './SpreadsheetFileStep.tsx';

export interface ImportTrackingsDialogProps {
  open: boolean;
  onClose: () => void;
  carriers: readonly CarrierOption[];
  parse: (file: File) => Promise<SpreadsheetParseResult>;
  onSubmit: (request: TrackingImportRequest) => Promise<unknown>;
}

export function ImportTrackingsDialog({ open, onClose, carriers, parse, onSubmit }: ImportTrackingsDialogProps) {
  const [sheet, setSheet] = useState<{ result: SpreadsheetParseResult; fileName: string } | null>(null);
  const [mapping, setMapping] = useState<ColumnMapping<TrackingFieldKey> | null>(null);
  const [defaultCarrier, setDefaultCarrier] = useState('');
  const [attempted, setAttempted] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<ImportFailure | null>(null);
  const [done, setDone] = useState(false);

  const reset = () => {
    setSheet(null);
    setMapping(null);
    setDefaultCarrier('');
    setAttempted(false);
    setFailure(null);
  };
  const close = () => {
    reset();
    setDone(false);
    onClose();
  };

  const check = (m: ColumnMapping<TrackingFieldKey>) => ({
    fields: checkColumnMapping(TRACKING_IMPORT_FIELDS, m, TRACKING_FIELD_DISPLAY_ORDER),
    carrier: checkDefaultCarrier(m, defaultCarrier),
  });
  const errors = mapping && attempted ? check(mapping) : { fields: {}, carrier: null };

  const submit = async () => {
    if (!sheet || !mapping) return;
    setAttempted(true);
    const result = check(mapping);
    if (Object.keys(result.fields).length > 0 || result.carrier) return;
    setSubmitting(true);
    setFailure(null);
    try {
      await onSubmit({ items: buildTrackingItems(sheet.result.content, mapping, defaultCarrier) });
      reset();
      setDone(true);
    } catch (error) {
      setFailure(describeImportFailure(error, TRACKING_IMPORT_FIELDS));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <>
      <Dialog open={open && !done} onClose={submitting ? undefined : close} fullWidth slotProps={{ paper: { sx: { maxWidth: DIALOG_WIDTHS.lg } } }}>
        <DialogTitle>Import trackings</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {!sheet || !mapping ? (
              <SpreadsheetFileStep
                parse={parse}
                onParsed={(result, file) => {
                  setSheet({ result, fileName: file.name });
                  setMapping(autoMatchColumns(TRACKING_IMPORT_FIELDS, result.columns));
                }}
              />
            ) : (
              <>
                <ChosenFile name={sheet.fileName} rows={sheet.result.content.length} onRemove={reset} />
                <ImportFailureAlert failure={failure} />
                <ColumnMappingFields
                  fields={TRACKING_IMPORT_FIELDS}
                  order={TRACKING_FIELD_DISPLAY_ORDER}
                  columns={sheet.result.columns}
                  mapping={mapping}
                  errors={errors.fields}
                  onChange={(key, column) => {
                    setMapping({ ...mapping, [key]: column });
                    // choosing a carrier column clears the default carrier
                    if (key === 'carrier' && column) setDefaultCarrier('');
                  }}
                />
                <TextField
                  select
                  size="small"
                  label="Default carrier"
                  value={defaultCarrier}
                  disabled={!!mapping.carrier}
                  required={!mapping.carrier}
                  error={!!errors.carrier}
                  helperText={errors.carrier ?? undefined}
                  onChange={(event) => setDefaultCarrier(event.target.value)}
                >
                  {sortCarriersOtherLast(carriers).map((carrier) => (
                    <MenuItem key={carrier.value} value={carrier.label}>
                      {carrier.label}
                    </MenuItem>
                  ))}
                </TextField>
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
      <SuccessDialog open={done} label={IMPORT_MESSAGES.trackingsImported} onClose={close} />
    </>
  );
}
