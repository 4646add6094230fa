// Import trackings: choose file -> map columns (default carrier without a carrier column) -> submit -> success.
import { useState } from 'react';
import { MenuItem, TextField } from '@mui/material';
import type { CarrierOption, TrackingImportRequest } from '@portal/contracts';
import type { ParsedSpreadsheet } from '../../../../components/spreadsheet/parsed-spreadsheet.ts';
import type { JsonBody } from '../../../../lib/json-body.ts';
import {
  checkDefaultCarrier,
  IMPORT_MESSAGES,
  sortCarriersOtherLast,
  TRACKING_FIELD_DISPLAY_ORDER,
  TRACKING_IMPORT_FIELDS,
  trackingItemShape,
} from '../column-mapping.ts';
import { SpreadsheetImportDialog } from './SpreadsheetImportDialog.tsx';

export interface ImportTrackingsDialogProps {
  open: boolean;
  onClose: () => void;
  carriers: readonly CarrierOption[];
  parse: (file: File) => Promise<ParsedSpreadsheet>;
  onSubmit: (body: JsonBody<TrackingImportRequest>) => Promise<unknown>;
}

export function ImportTrackingsDialog({ open, onClose, carriers, parse, onSubmit }: ImportTrackingsDialogProps) {
  const [defaultCarrier, setDefaultCarrier] = useState('');

  return (
    <SpreadsheetImportDialog
      open={open}
      onClose={onClose}
      title="Import trackings"
      successLabel={IMPORT_MESSAGES.trackingsImported}
      fields={TRACKING_IMPORT_FIELDS}
      order={TRACKING_FIELD_DISPLAY_ORDER}
      parse={parse}
      itemShape={(mapping) => trackingItemShape(mapping, defaultCarrier)}
      onSubmit={onSubmit}
      extraCheck={(mapping) => checkDefaultCarrier(mapping, defaultCarrier)}
      // choosing a carrier column clears the default carrier
      onMappingChange={(key, column) => {
        if (key === 'carrier' && column) setDefaultCarrier('');
      }}
      onReset={() => setDefaultCarrier('')}
      extraFields={(mapping, error) => (
        <TextField
          select
          size="small"
          label="Default carrier"
          value={defaultCarrier}
          disabled={!!mapping.carrier}
          required={!mapping.carrier}
          error={!!error}
          helperText={error ?? undefined}
          onChange={(event) => setDefaultCarrier(event.target.value)}
        >
          {sortCarriersOtherLast(carriers).map((carrier) => (
            <MenuItem key={carrier.value} value={carrier.label}>
              {carrier.label}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}
