// One part of the design showcase: an h2 heading, a line on what it shows, the samples.
import type { ReactNode } from 'react';
import { Paper, Stack, Typography } from '@mui/material';

export function ShowcaseSection({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  return (
    <Paper component="section" aria-label={title} variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
      <Typography variant="h5" component="h2">
        {title}
      </Typography>
      {description && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {description}
        </Typography>
      )}
      <Stack spacing={2} sx={{ mt: 2 }}>
        {children}
      </Stack>
    </Paper>
  );
}
