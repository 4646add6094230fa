// The MUI theme per palette mode; the spec's 768px mobile breakpoint is a named media query.
import { createTheme, type Theme } from '@mui/material';
import { MOBILE_BREAKPOINT_PX } from '@portal/contracts';
import type { PaletteMode } from '../lib/palette-mode.ts';

/** "at widths up to 768px" (spec 2) */
export const MOBILE_MEDIA_QUERY = `(max-width:${MOBILE_BREAKPOINT_PX}px)`;

export function createAppTheme(mode: PaletteMode): Theme {
  return createTheme({
    palette: {
      mode,
      primary: { main: mode === 'light' ? '#1f5fa8' : '#7fb0ec' },
      secondary: { main: mode === 'light' ? '#0f7b6c' : '#5cc7b6' },
      background: mode === 'light' ? { default: '#f4f6f9', paper: '#ffffff' } : { default: '#121417', paper: '#1c1f24' },
    },
    shape: { borderRadius: 8 },
    typography: { h1: { fontSize: '2rem', fontWeight: 600 }, h4: { fontWeight: 600 } },
    components: {
      MuiButton: { defaultProps: { disableElevation: true }, styleOverrides: { root: { textTransform: 'none' } } },
    },
  });
}
