// The button row at the bottom of a dialog step.
import type { ReactNode } from 'react';
import { Stack } from '@mui/material';

export function StepActions({ children }: { children: ReactNode }) {
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ justifyContent: 'flex-end', flexWrap: 'wrap', pt: 3 }}>
      {children}
    </Stack>
  );
}
