// The MUI theme per palette mode; the spec's 768px mobile breakpoint is a named media query.
import { createTheme, type Theme } from '@mui/material';
import { MOBILE_BREAKPOINT_PX } from '@portal/contracts';
import type { PaletteMode } from '../lib/palette-mode.ts';
import { compositorLinearProgress } from './compositor-progress.ts';

/** "at widths up to 768px" (spec 2) */
export const MOBILE_MEDIA_QUERY = `(max-width:${MOBILE_BREAKPOINT_PX}px)`;

/**
 * The headings' type scale: every step no larger and no bolder than the one above it (MUI's defaults run 6, 3.75, 3,
 * 2.125 rem with h1 the lightest). A page's title is h1; its sections h2 (or h5/h6 where a card's title sits in a
 * smaller frame); numbers that stand out are styled text, not headings.
 */
export const HEADING_SCALE = {
  h1: { fontSize: '2rem', fontWeight: 600, lineHeight: 1.25 },
  h2: { fontSize: '1.75rem', fontWeight: 600, lineHeight: 1.3 },
  h3: { fontSize: '1.5rem', fontWeight: 600, lineHeight: 1.3 },
  h4: { fontSize: '1.375rem', fontWeight: 600, lineHeight: 1.35 },
  h5: { fontSize: '1.25rem', fontWeight: 500, lineHeight: 1.4 },
  h6: { fontSize: '1.125rem', fontWeight: 500, lineHeight: 1.4 },
} as const;

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
      // MUI's dark error (#f44336) reads at 4.45:1 on the dark paper and under white chip text at 3.68:1: a lighter red,
      // with dark text on it
      ...(mode === 'dark' ? { error: { main: '#f87171' } } : {}),
      // chip and button text is whichever of white and dark reads at 4.5:1 on the colour (MUI's default asks only 3:1)
      contrastThreshold: 4.5,
    },
    shape: { borderRadius: 8 },
    typography: HEADING_SCALE,
    components: {
      MuiButton: { defaultProps: { disableElevation: true }, styleOverrides: { root: { textTransform: 'none' } } },
      // subtitles are styled text, not headings (MUI renders them as h6, which breaks the heading order); a subtitle that
      // heads a part of the page says so with component="h3"
      MuiTypography: { defaultProps: { variantMapping: { subtitle1: 'p', subtitle2: 'p' } } },
      // the loading bars move by transforms, off the main thread (app/compositor-progress.ts)
      MuiLinearProgress: compositorLinearProgress,
    },
  });
}
