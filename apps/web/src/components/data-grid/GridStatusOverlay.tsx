// The grid's own status over its rows: "Loading…" while the rows it shows are asked (over the rows and the paging
// line, so no empty grid nor "1 to ? of more" shows meanwhile), "No records found" or the load error.
import { memo, useSyncExternalStore } from 'react';
import { Box, LinearProgress, Typography } from '@mui/material';
import { GRID_ROW_HEIGHT } from '@portal/contracts';
import type { GridOverlay, GridOverlayStore } from './use-grid-datasource.ts';

/**
 * The status line of a server grid, following its datasource's status (the only part that re-renders with it; not
 * with the grid's component, whose renders hand it the same store).
 */
export const GridStatusLine = memo(function GridStatusLine({ store }: { store: GridOverlayStore }) {
  return <GridStatusOverlay overlay={useSyncExternalStore(store.subscribe, store.get)} />;
});

export const GRID_LOAD_ERROR_TEXT = 'Error occurred while loading data. Please try again.';
export const GRID_EMPTY_TEXT = 'No records found';
export const GRID_LOADING_TEXT = 'Loading…';

export function GridStatusOverlay({ overlay }: { overlay: GridOverlay }) {
  if (!overlay) return null;
  const loading = overlay === 'loading';
  return (
    <Box
      role="status"
      aria-busy={loading || undefined}
      sx={{
        position: 'absolute',
        inset: loading ? `${GRID_ROW_HEIGHT}px 1px 1px 1px` : `${GRID_ROW_HEIGHT}px 0 ${GRID_ROW_HEIGHT + 12}px 0`,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        pointerEvents: loading ? 'auto' : 'none',
        ...(loading && { bgcolor: 'background.paper', zIndex: 1 }),
      }}
    >
      {loading && <LinearProgress aria-hidden sx={{ position: 'absolute', top: 0, left: 0, right: 0 }} />}
      <Typography color={overlay === 'error' ? 'error' : 'text.secondary'}>
        {loading ? GRID_LOADING_TEXT : overlay === 'error' ? GRID_LOAD_ERROR_TEXT : GRID_EMPTY_TEXT}
      </Typography>
    </Box>
  );
}
