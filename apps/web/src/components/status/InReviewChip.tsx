// The short "in review" chips of an order's total (orders list, design showcase); the tooltip and name give the state.
import { Chip, Tooltip } from '@mui/material';

export const PRICE_CHANGE_IN_REVIEW = 'Price change in review';
export const INVOICE_IN_REVIEW = 'Invoice in review';

const CHIPS = {
  priceChange: { label: 'Price change', name: PRICE_CHANGE_IN_REVIEW, color: 'warning' },
  invoice: { label: 'Invoice', name: INVOICE_IN_REVIEW, color: 'info' },
} as const;

export function InReviewChip({ kind }: { kind: keyof typeof CHIPS }) {
  const chip = CHIPS[kind];
  return (
    <Tooltip title={chip.name}>
      <Chip size="small" variant="outlined" color={chip.color} label={chip.label} aria-label={chip.name} />
    </Tooltip>
  );
}
