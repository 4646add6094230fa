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
      // MUI's light info (#0288d1) and warning (#ed6c02) read at 3.9:1 and 3.1:1 on white (status chips, Lighthouse's
      // color-contrast): darker shades that pass WCAG AA (4.5:1) as text on paper and under white chip text
      ...(mode === 'light' ? { info: { main: '#01579b' }, warning: { main: '#b45309' } } : {}),
    },
    shape: { borderRadius: 8 },
    // every page's title is the h1 variant (2 rem): pages once used h4 (2.125 rem) for theirs, a step larger than h1
    typography: { h1: { fontSize: '2rem', fontWeight: 600 }, h4: { fontWeight: 600 } },
    components: {
      MuiButton: { defaultProps: { disableElevation: true }, styleOverrides: { root: { textTransform: 'none' } } },
      // subtitles are styled text, not headings (MUI renders them as h6, which breaks the heading order); a subtitle that
      // heads a part of the page says so with component="h3"
      MuiTypography: { defaultProps: { variantMapping: { subtitle1: 'p', subtitle2: 'p' } } },
    },
  });
}
