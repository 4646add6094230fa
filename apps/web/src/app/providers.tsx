// Everything the screens need around them: query cache, theme and palette mode, notifications.
import { useMemo, type ReactNode } from 'react';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { NotificationsProvider } from '../components/feedback/notifications.tsx';
import { queryClient as defaultQueryClient } from '../lib/query-client.ts';
import { usePaletteMode } from '../lib/palette-mode.ts';
import { createAppTheme } from './theme.ts';

export function AppProviders({ children, queryClient = defaultQueryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [mode] = usePaletteMode();
  const theme = useMemo(() => createAppTheme(mode), [mode]);
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <NotificationsProvider>{children}</NotificationsProvider>
      </ThemeProvider>
    </QueryClientProvider>
  );
}
