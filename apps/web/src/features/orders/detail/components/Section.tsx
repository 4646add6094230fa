// A titled card section of the order page.
import type { ReactNode } from 'react';
import { Paper, Stack, Typography } from '@mui/material';

export function Section({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) {
  const headingId = `section-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: { xs: 2, md: 3 } }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2, flexWrap: 'wrap' }} useFlexGap>
        <Typography id={headingId} variant="h6" component="h2">
          {title}
        </Typography>
        {action}
      </Stack>
      {children}
    </Paper>
  );
}

/** A label over a value, the unit of the details grid. */
export function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack spacing={0.25} sx={{ minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography component="div" variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Stack>
  );
}
