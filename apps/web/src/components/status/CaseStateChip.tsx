// A case's state as a chip with the words: open states in the info colour, resolved in success, closed plain.
import { Chip } from '@mui/material';
import { CASE_STATE_LABELS, type CaseState } from '@portal/contracts';

const COLOR: Record<CaseState, 'info' | 'warning' | 'success' | 'default'> = {
  New: 'info',
  WaitingOnMarketplace: 'info',
  WaitingOnSupplier: 'warning',
  Resolved: 'success',
  Closed: 'default',
};

export function CaseStateChip({ state }: { state: CaseState }) {
  return <Chip size="small" variant="outlined" color={COLOR[state]} label={CASE_STATE_LABELS[state]} />;
}
