// The one drawing of amount lines and their total: the order page's subtotal block, the invoice step's summary and the
// additional invoice's running total (the lines and their rule: docs/decisions/order-money.md).
import type { ReactNode } from 'react';
import { Box, Stack, Typography } from '@mui/material';
import { formatCurrency } from '../../../../lib/format.ts';

export interface AmountLine {
  label: string;
  value: string;
  /** Taken off the total (discount, allowance): drawn with a minus sign. */
  subtracted?: boolean;
  /** Beside the label (the allowance's agreements toggle). */
  action?: ReactNode;
  /** Below the line (the allowance's agreements). */
  details?: ReactNode;
}

export interface TotalLinesProps {
  label: string;
  lines: AmountLine[];
  /** The total line; none on the order page, whose total is the sticky footer. */
  total?: { label: string; value: string; testId: string; negative?: boolean };
  spacing?: number;
  sx?: object;
}

export function TotalLines({ label, lines, total, spacing = 0.5, sx }: TotalLinesProps) {
  return (
    <Stack spacing={spacing} aria-label={label} sx={sx}>
      {lines.map((line) => (
        <Box key={line.label}>
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', minHeight: 28 }}>
            <Stack direction="row" sx={{ alignItems: 'center' }}>
              <Typography variant="body2" color="text.secondary">
                {line.label}
              </Typography>
              {line.action}
            </Stack>
            <Typography variant="body2">{line.subtracted ? `−${formatCurrency(line.value)}` : formatCurrency(line.value)}</Typography>
          </Stack>
          {line.details}
        </Box>
      ))}
      {total && (
        <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
          <Typography variant="subtitle1">{total.label}</Typography>
          <Typography variant="subtitle1" data-testid={total.testId} color={total.negative ? 'error' : undefined}>
            {formatCurrency(total.value)}
          </Typography>
        </Stack>
      )}
    </Stack>
  );
}
