// A deduction's status (Open, Disputed, Reversed, Upheld) as a chip.
import { Chip } from '@mui/material';
import { DEDUCTION_STATUS_LABELS, type DeductionStatus } from '@portal/contracts';

const COLOURS: Record<DeductionStatus, 'warning' | 'info' | 'success' | 'default'> = {
  Open: 'warning',
  Disputed: 'info',
  Reversed: 'success',
  Upheld: 'default',
};

export function DeductionStatusChip({ status }: { status: DeductionStatus }) {
  return <Chip size="small" variant="outlined" color={COLOURS[status]} label={DEDUCTION_STATUS_LABELS[status]} />;
}
