// A titled part of the application form: a landmark region named by its heading, so screen readers list the parts.
import { useId, type ReactNode } from 'react';
import { Box, Paper, Stack, Typography } from '@mui/material';

export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Paper component="section" aria-labelledby={headingId} variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id={headingId} variant="h6" component="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      <Stack spacing={3}>{children}</Stack>
    </Paper>
  );
}

/** A named group of fields (a contact, a warehouse): role group, named by its visible title. */
export function FieldGroup({ title, hint, action, children }: { title: string; hint?: string; action?: ReactNode; children: ReactNode }) {
  const titleId = useId();
  return (
    <Stack role="group" aria-labelledby={titleId} spacing={2}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, minHeight: 36 }}>
        <Typography id={titleId} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {title}
          {hint && (
            <Typography component="span" variant="body2" color="text.secondary">
              {` (${hint})`}
            </Typography>
          )}
        </Typography>
        {action}
      </Stack>
      {children}
    </Stack>
  );
}

/** Fields side by side on wide screens, one under the other at 768 px and narrower. */
export function FieldRow({ children }: { children: ReactNode }) {
  return <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' } }}>{children}</Box>;
}
