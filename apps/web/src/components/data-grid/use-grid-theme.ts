// AG Grid's Theming API (themeQuartz) fed from the MUI theme, with its dark scheme in dark mode.
import { useMemo } from 'react';
import { useTheme } from '@mui/material';
import { colorSchemeDark, colorSchemeLight, themeQuartz } from 'ag-grid-community';
import { GRID_ROW_HEIGHT } from '@portal/contracts';

export function useGridTheme() {
  const theme = useTheme();
  return useMemo(
    () =>
      themeQuartz.withPart(theme.palette.mode === 'dark' ? colorSchemeDark : colorSchemeLight).withParams({
        accentColor: theme.palette.primary.main,
        backgroundColor: theme.palette.background.paper,
        foregroundColor: theme.palette.text.primary,
        headerBackgroundColor: theme.palette.background.default,
        borderColor: theme.palette.divider,
        fontFamily: theme.typography.fontFamily,
        fontSize: 14,
        rowHeight: GRID_ROW_HEIGHT,
        headerHeight: GRID_ROW_HEIGHT,
        wrapperBorderRadius: theme.shape.borderRadius,
      }),
    [theme],
  );
}
