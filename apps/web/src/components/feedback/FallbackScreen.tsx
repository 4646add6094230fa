// The centred layout shared by the full-page fallbacks (not found, route error, system update).
import type { ReactNode } from 'react';
import { Stack, Typography } from '@mui/material';

export function FallbackScreen({ title, text, action }: { title: string; text: string; action: ReactNode }) {
  return (
    <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', py: 10, px: 2 }}>
      <Typography variant="h1">{title}</Typography>
      <Typography color="text.secondary">{text}</Typography>
      {action}
    </Stack>
  );
}
