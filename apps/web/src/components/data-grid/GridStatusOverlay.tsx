// The grid's own status line over its rows: "No records found" or the load error.
import { Box, Typography } from '@mui/material';
import { GRID_ROW_HEIGHT } from '@portal/contracts';
import type { GridOverlay } from './use-grid-datasource.ts';

export const GRID_LOAD_ERROR_TEXT = 'Error occurred while loading data. Please try again.';
export const GRID_EMPTY_TEXT = 'No records found';

export function GridStatusOverlay({ overlay }: { overlay: GridOverlay }) {
  if (!overlay) return null;
  return (
    <Box
      role="status"
      sx={{
        position: 'absolute',
        inset: `${GRID_ROW_HEIGHT}px 0 ${GRID_ROW_HEIGHT + 12}px 0`,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        pointerEvents: 'none',
      }}
    >
      <Typography color={overlay === 'error' ? 'error' : 'text.secondary'}>
        {overlay === 'error' ? GRID_LOAD_ERROR_TEXT : GRID_EMPTY_TEXT}
      </Typography>
    </Box>
  );
}
