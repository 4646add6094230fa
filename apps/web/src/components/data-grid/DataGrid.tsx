// The shared server-side grid as pages use it. AG Grid is about 200 kB (brotli): it loads beside the page's own module
// (the routes with a grid start its download with the page: `withGrid` in app/router.tsx, the dashboard's grid panel
// likewise), and the page's heading and header show without waiting for it; until it arrives its frame (toolbar,
// Columns, the grid's box at its height) stands in with a progress bar, so nothing moves.
import { lazy, Suspense, useState } from 'react';
import { LinearProgress } from '@mui/material';
import { ColumnsMenuButton } from './ColumnsMenuButton.tsx';
import { GridFrame } from './GridFrame.tsx';
import type { DataGridProps } from './ServerDataGrid.tsx';
import { loadedServerDataGrid } from './server-grid-loaded.ts';

export { PAGE_SIZE, BLOCK_SIZE } from '@portal/contracts';
export { GRID_EMPTY_TEXT, GRID_LOAD_ERROR_TEXT } from './GridStatusOverlay.tsx';
export { GRID_FILTER } from './grid-filters.ts';
export type { DataGridProps };

const ServerDataGrid = lazy(async () => ({ default: (await import('./ServerDataGrid.tsx')).ServerDataGrid }));

export function DataGrid<TData>(props: DataGridProps<TData>) {
  // AG Grid's module already run (the router starts it with the page): drawn at once (server-grid-loaded.ts); chosen once
  // per grid, as a later switch from the lazy component would draw a new grid
  const [Grid] = useState(() => loadedServerDataGrid<DataGridProps<unknown>>() ?? ServerDataGrid);
  return (
    <Suspense
      fallback={
        <GridFrame toolbar={props.toolbar} columnsMenu={<ColumnsMenuButton api={null} />} height={props.height}>
          <LinearProgress aria-label="Loading the grid" />
        </GridFrame>
      }
    >
      <Grid {...(props as DataGridProps<unknown>)} />
    </Suspense>
  );
}
