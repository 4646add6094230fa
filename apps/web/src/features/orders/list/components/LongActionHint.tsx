// "This action might take a while" (platform spec 8) under a list dialog's running call; each dialog picks the delay.
import { Typography } from '@mui/material';

export const LONG_ACTION_HINT = 'This action might take a while';

export function LongActionHint() {
  return (
    <Typography variant="body2" color="text.secondary">
      {LONG_ACTION_HINT}
    </Typography>
  );
}
