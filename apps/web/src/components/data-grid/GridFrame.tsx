// The frame every server grid is drawn in: the toolbar row (the page's controls, then Columns) over the grid's box.
// Shared by the grid and the stand-in shown while its code downloads, so nothing moves when the grid arrives.
import { useSyncExternalStore, type ReactNode } from 'react';
import { Box, Stack } from '@mui/material';
import { GRID_MIN_HEIGHT, GRID_MIN_WIDTH } from '@portal/contracts';
import type { GridOverlayStore } from './use-grid-datasource.ts';

const NO_STATUS: Pick<GridOverlayStore, 'get' | 'subscribe'> = { get: () => null, subscribe: () => () => undefined };

export const DEFAULT_GRID_HEIGHT = 600;

export function GridFrame({
  toolbar,
  columnsMenu,
  height,
  status = NO_STATUS,
  children,
}: {
  toolbar?: ReactNode;
  columnsMenu: ReactNode;
  height?: number | string;
  /**
   * The grid's status (its datasource's store): with no rows the status line says "No records found", and AG Grid's
   * pager ("0 to 0 of 0. Page 0 of 0") is hidden. Read here, not by the grid's component: a status change re-renders
   * the frame alone (its children are the same elements), never AG Grid, which would ask its rows again.
   */
  status?: Pick<GridOverlayStore, 'get' | 'subscribe'>;
  children: ReactNode;
}) {
  // the frame follows "empty or not", not each status: the first block's "loading" -> rows draws the frame (and its
  // toolbar's Stacks) once more for nothing otherwise
  const empty = useSyncExternalStore(status.subscribe, () => status.get() === 'empty');
  return (
    // the spec's minimum width where the screen has it; a narrower screen (390 px) gets the grid at its full width, which
    // scrolls its own columns sideways, never the page
    <Stack spacing={1} sx={{ minWidth: `min(${GRID_MIN_WIDTH}px, 100%)` }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'flex-end' }}>
        {toolbar}
        {columnsMenu}
      </Stack>
      <Box
        sx={{
          position: 'relative',
          height: height ?? DEFAULT_GRID_HEIGHT,
          minHeight: GRID_MIN_HEIGHT,
          ...(empty ? { '& .ag-paging-panel': { display: 'none' } } : {}),
        }}
      >
        {children}
      </Box>
    </Stack>
  );
}
