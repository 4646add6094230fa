// One item of the shipment step: its carrier (locked to the first item's with "same carrier"), the Other carrier's name
// and its tracking numbers, with the messages of the last submit and, once a number is left, the contracts' warning when
// it is not valid for its carrier (the supplier may still save it).
import { useState } from 'react';
import { Box, Button, IconButton, MenuItem, Stack, TextField, Tooltip, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import { OTHER_CARRIER_ID, trackingForCarrierWarning, type CarrierOption, type OrderItem } from '@portal/contracts';
import type { ShipmentRow } from './use-shipment-form.ts';

export interface ShipmentItemFieldsProps {
  item: OrderItem;
  index: number;
  row: ShipmentRow;
  /** The row whose carrier is shown: the first one for the others when the same carrier goes for all. */
  shown: ShipmentRow;
  follower: boolean;
  options: readonly CarrierOption[];
  /** The only carrier of the only item is chosen for the user. */
  locked: boolean;
  error: (path: string) => string | undefined;
  onChange: (change: Partial<ShipmentRow>) => void;
  onTrackingChange: (at: number, value: string) => void;
}

export function ShipmentItemFields({
  item,
  index,
  row,
  shown,
  follower,
  options,
  locked,
  error,
  onChange,
  onTrackingChange,
}: ShipmentItemFieldsProps) {
  const carrierValue = shown.carrierId !== '' ? shown.carrierId : options.length === 1 ? options[0]!.value : '';
  // a number is judged once the user leaves it (not at each keystroke of a number still being typed)
  const [left, setLeft] = useState<ReadonlySet<number>>(new Set());
  const warningAt = (at: number) => {
    const trackingNumber = row.trackingNumbers[at]?.trim() ?? '';
    if (!left.has(at) || trackingNumber === '' || carrierValue === '') return null;
    return trackingForCarrierWarning({ carrierId: carrierValue, otherCarrierName: shown.otherCarrierName, trackingNumber });
  };
  return (
    <Stack spacing={1.5} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="subtitle2">
        {item.productName} ({item.sku})
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <TextField
          select
          label="Carrier"
          required
          value={options.some((o) => o.value === carrierValue) ? carrierValue : ''}
          onChange={(e) => onChange({ carrierId: Number(e.target.value) })}
          disabled={follower || locked}
          error={!!error(`${index}.carrierId`)}
          helperText={error(`${index}.carrierId`)}
        >
          {options.map((o) => (
            <MenuItem key={o.value} value={o.value}>
              {o.label}
            </MenuItem>
          ))}
        </TextField>
        {carrierValue === OTHER_CARRIER_ID && (
          <TextField
            label="Carrier name"
            required
            value={shown.otherCarrierName}
            disabled={follower}
            onChange={(e) => onChange({ otherCarrierName: e.target.value })}
            error={!!error(`${index}.otherCarrierName`)}
            helperText={error(`${index}.otherCarrierName`)}
          />
        )}
      </Box>
      {row.trackingNumbers.map((tracking, at) => {
        const problem = error(`${index}.trackingNumbers.${at}`) ?? (at === 0 ? error(`${index}.trackingNumbers`) : undefined);
        const warning = problem ? null : warningAt(at);
        return (
          <Stack key={at} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
            <TextField
              fullWidth
              required={at === 0}
              label={`Tracking number${row.trackingNumbers.length > 1 ? ` ${at + 1}` : ''}`}
              value={tracking}
              onChange={(e) => onTrackingChange(at, e.target.value)}
              onBlur={() => setLeft((prev) => new Set(prev).add(at))}
              error={!!problem}
              color={warning ? 'warning' : undefined}
              helperText={problem ?? warning ?? undefined}
              slotProps={{ formHelperText: warning ? { sx: { color: 'warning.main' } } : {} }}
            />
            {at > 0 && (
              <Tooltip title="Remove tracking number">
                <IconButton
                  aria-label={`Remove tracking number ${at + 1}`}
                  onClick={() => onChange({ trackingNumbers: row.trackingNumbers.filter((_, j) => j !== at) })}
                >
                  <DeleteIcon />
                </IconButton>
              </Tooltip>
            )}
          </Stack>
        );
      })}
      <Box>
        <Button size="small" startIcon={<AddIcon />} onClick={() => onChange({ trackingNumbers: [...row.trackingNumbers, ''] })}>
          Add tracking number
        </Button>
      </Box>
    </Stack>
  );
}
