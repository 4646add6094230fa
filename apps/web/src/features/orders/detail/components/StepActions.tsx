// The button row at the bottom of a dialog step.
import type { ReactNode } from 'react';
import { Button, Stack } from '@mui/material';

export function StepActions({ children }: { children: ReactNode }) {
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ justifyContent: 'flex-end', flexWrap: 'wrap', pt: 3 }}>
      {children}
    </Stack>
  );
}

/** Cancel and the step's main button, both disabled while it sends. */
export function CancelAndSubmit({
  busy,
  onCancel,
  submitLabel,
  onSubmit,
}: {
  busy: boolean;
  onCancel: () => void;
  submitLabel: string;
  onSubmit: () => void;
}) {
  return (
    <StepActions>
      <Button onClick={onCancel} disabled={busy}>
        Cancel
      </Button>
      <Button variant="contained" onClick={onSubmit} disabled={busy}>
        {submitLabel}
      </Button>
    </StepActions>
  );
}
