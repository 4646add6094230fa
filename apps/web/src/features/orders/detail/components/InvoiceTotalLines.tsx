// The first invoice's running total: items total, the marketplace's handling fee when fixed, and the total (red when negative).
import { Stack, Typography } from '@mui/material';
import { formatCurrency } from '../../../../lib/format.ts';

export interface InvoiceTotalLinesProps {
  itemsTotal: string;
  /** The marketplace's fee, shown when the supplier may not edit it. */
  fixedHandlingFee: string | null;
  total: string;
  negative: boolean;
}

export function InvoiceTotalLines({ itemsTotal, fixedHandlingFee, total, negative }: InvoiceTotalLinesProps) {
  return (
    <Stack spacing={0.5} aria-label="Invoice total">
      <Line label="Items total" value={itemsTotal} />
      {fixedHandlingFee !== null && <Line label="Handling fee" value={fixedHandlingFee} />}
      <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
        <Typography variant="subtitle1">Total</Typography>
        <Typography variant="subtitle1" data-testid="invoice-total" color={negative ? 'error' : undefined}>
          {formatCurrency(total)}
        </Typography>
      </Stack>
    </Stack>
  );
}

function Line({ label, value }: { label: string; value: string }) {
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="body2">{formatCurrency(value)}</Typography>
    </Stack>
  );
}
