// Everything every screen needs around it: theme and palette mode, notifications. The query cache is a layout route
// of its own (app/QueryLayout.tsx): the sign-in pages do without it.
import { useMemo, type ReactNode } from 'react';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { NotificationsProvider } from '../components/feedback/notifications.tsx';
import { usePaletteMode } from '../lib/palette-mode.ts';
import { createAppTheme } from './theme.ts';

export function AppProviders({ children }: { children: ReactNode }) {
  const [mode] = usePaletteMode();
  const theme = useMemo(() => createAppTheme(mode), [mode]);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <NotificationsProvider>{children}</NotificationsProvider>
    </ThemeProvider>
  );
}
