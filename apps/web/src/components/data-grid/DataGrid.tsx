// The shared server-side grid: infinite row model, pages of 50, kept selections, saved layout, URL view state.
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Box, Stack, Typography } from '@mui/material';
import { AgGridReact } from 'ag-grid-react';
import type {
  ColDef,
  GetRowIdParams,
  GridApi,
  GridReadyEvent,
  IDatasource,
  IGetRowsParams,
  PaginationChangedEvent,
  RowSelectedEvent,
  RowSelectionOptions,
  SelectionColumnDef,
} from 'ag-grid-community';
import { BLOCK_SIZE, GRID_MIN_HEIGHT, GRID_MIN_WIDTH, GRID_ROW_HEIGHT, PAGE_SIZE } from '@portal/contracts';
import './grid-modules.ts';
import { ColumnsMenuButton } from './ColumnsMenuButton.tsx';
import { SelectPageHeader } from './SelectPageHeader.tsx';
import { fetchGridResponse } from './grid-fetch.ts';
import type { GridFilterModel } from './grid-filter-models.ts';
import { loadColumnLayout, saveColumnLayout } from './grid-layout-storage.ts';
import { buildGridRequestUrl, createGridRequester, isCancelled, type GridFetch } from './grid-request.ts';
import { applySelectionToGrid, type GridSelection, type GridSelectionContext } from './grid-selection.ts';
import type { GridViewState } from './grid-view-state.ts';
import { useGridTheme } from './use-grid-theme.ts';

export { PAGE_SIZE, BLOCK_SIZE };
export const GRID_LOAD_ERROR_TEXT = 'Error occurred while loading data. Please try again.';
export const GRID_EMPTY_TEXT = 'No records found';

export interface DataGridProps<TData> {
  /** Key of the saved column layout. */
  gridId: string;
  /** Path under /api of the generic grid call. */
  url: string;
  columnDefs: ColDef<TData>[];
  getRowId: (row: TData) => string;
  viewState: GridViewState;
  onViewStateChange: (state: GridViewState) => void;
  /** Omit for a grid without selection. */
  selection?: GridSelection<TData>;
  onSelectionChange?: (next: Map<string, TData>) => void;
  /** Generic grids keep selections across pages (spec 4); the orders list clears them on page change. */
  clearSelectionOnPageChange?: boolean;
  /** Change to reload the rows (after a mutation). */
  reloadKey?: unknown;
  toolbar?: ReactNode;
  height?: number | string;
  fetchResponse?: GridFetch;
}

type Overlay = 'error' | 'empty' | null;

const DEFAULT_COL_DEF: ColDef = { sortable: true, resizable: true, minWidth: 80, flex: 1 };
const ROW_SELECTION: RowSelectionOptions = { mode: 'multiRow', checkboxes: true, headerCheckbox: false, enableClickSelection: false };

export function DataGrid<TData>(props: DataGridProps<TData>) {
  const { gridId, url, columnDefs, viewState, onViewStateChange, selection, onSelectionChange } = props;
  const fetchResponse = props.fetchResponse ?? fetchGridResponse;
  const theme = useGridTheme();
  const [api, setApi] = useState<GridApi<TData> | null>(null);
  const [overlay, setOverlay] = useState<Overlay>(null);

  // Latest props for grid callbacks, which AG Grid captures once.
  const latest = useRef({ selection, onSelectionChange, onViewStateChange, viewState, props });
  useEffect(() => {
    latest.current = { selection, onSelectionChange, onViewStateChange, viewState, props };
  });

  const selectionContext = useMemo<GridSelectionContext<TData>>(
    () => ({
      getSelection: () => latest.current.selection ?? new Map(),
      setSelection: (next) => latest.current.onSelectionChange?.(next),
    }),
    [],
  );

  const pendingPage = useRef(viewState.page);
  // until the first block is shown (and the URL's page restored) grid events are the grid setting up, not the user
  const settled = useRef(false);
  const lastPage = useRef(viewState.page);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- a new URL starts a new requester (and datasource)
  const requester = useMemo(() => createGridRequester<TData>(fetchResponse), [url, fetchResponse]);
  const requesterRef = useRef(requester);
  useEffect(() => {
    requesterRef.current = requester;
  }, [requester]);
  const datasource = useMemo<IDatasource>(() => {
    return {
      getRows(params: IGetRowsParams<TData>) {
        const requestUrl = buildGridRequestUrl(url, {
          startRow: params.startRow,
          endRow: params.endRow,
          sortModel: params.sortModel,
          filterModel: params.filterModel as GridFilterModel,
        });
        requester.request(requestUrl).then(
          ({ rows, total }) => {
            params.successCallback(rows, total);
            setOverlay(total === 0 ? 'empty' : null);
            // the URL's page can be shown only once the grid has the row count (a macrotask later)
            setTimeout(() => {
              if (params.api.isDestroyed()) return;
              const page = pendingPage.current;
              if (page > 0 && page * PAGE_SIZE < total) {
                params.api.paginationGoToPage(page);
                // a block loaded before the grid applied its initial filter is stale: retry on the next load
                if (params.api.paginationGetCurrentPage() !== page) return;
              }
              pendingPage.current = 0;
              lastPage.current = params.api.paginationGetCurrentPage();
              settled.current = true;
            }, 0);
            // nodes exist only after the callback; re-tick the kept selection on them
            queueMicrotask(() => {
              if (!params.api.isDestroyed()) applySelectionToGrid(params.api, latest.current.selection ?? new Map());
            });
          },
          (error: unknown) => {
            if (isCancelled(error)) return; // a newer request replaced it
            params.successCallback([], 0);
            setOverlay('error');
          },
        );
      },
      destroy: () => requester.abort(),
    };
  }, [url, requester]);

  useEffect(() => {
    if (api && !api.isDestroyed()) applySelectionToGrid(api, selection ?? new Map());
  }, [api, selection]);

  const firstReload = useRef(true);
  useEffect(() => {
    if (firstReload.current) {
      firstReload.current = false;
      return;
    }
    requesterRef.current.forget();
    if (api && !api.isDestroyed()) api.purgeInfiniteCache();
  }, [api, props.reloadKey]);

  const onGridReady = useCallback(
    (event: GridReadyEvent<TData>) => {
      const layout = loadColumnLayout(gridId);
      if (layout) event.api.applyColumnState({ state: layout, applyOrder: true });
      setApi(event.api);
    },
    [gridId],
  );

  const saveLayout = useCallback(
    ({ api: gridApi, source, finished }: { api: GridApi<TData>; source?: string; finished?: boolean }) => {
      if (source === 'api' || source === 'gridInitializing' || finished === false) return;
      saveColumnLayout(gridId, gridApi.getColumnState());
    },
    [gridId],
  );

  const publishView = useCallback((gridApi: GridApi<TData>, page: number) => {
    const sortModel = gridApi
      .getColumnState()
      .filter((c) => c.sort)
      .sort((a, b) => (a.sortIndex ?? 0) - (b.sortIndex ?? 0))
      .map((c) => ({ colId: c.colId, sort: c.sort! }));
    latest.current.onViewStateChange({ filterModel: gridApi.getFilterModel() as GridFilterModel, sortModel, page });
  }, []);

  const onPaginationChanged = useCallback(
    (event: PaginationChangedEvent<TData>) => {
      if (!event.newPage || !settled.current) return;
      const page = event.api.paginationGetCurrentPage();
      if (page === lastPage.current) return;
      lastPage.current = page;
      if (latest.current.props.clearSelectionOnPageChange && (latest.current.selection?.size ?? 0) > 0) {
        latest.current.onSelectionChange?.(new Map());
      }
      publishView(event.api, page);
    },
    [publishView],
  );

  // the infinite model goes back to the first page on a new filter or sort
  const resetToFirstPage = useCallback(
    (gridApi: GridApi<TData>) => {
      if (!settled.current) return;
      lastPage.current = 0;
      publishView(gridApi, 0);
    },
    [publishView],
  );

  const onRowSelected = useCallback((event: RowSelectedEvent<TData>) => {
    // only the row checkbox (and keyboard) changes the kept selection; 'api' ticks come from us
    if (event.source !== 'checkboxSelected' && event.source !== 'spaceKey') return;
    const { node } = event;
    if (!node.id || !node.data) return;
    const next = new Map(latest.current.selection ?? []);
    if (node.isSelected()) next.set(node.id, node.data);
    else next.delete(node.id);
    latest.current.onSelectionChange?.(next);
  }, []);

  const selectable = !!onSelectionChange;
  // stable props: a new object or function on every render makes AG Grid re-read its columns and reload the rows
  const gridRowId = useCallback((params: GetRowIdParams<TData>) => latest.current.props.getRowId(params.data), []);
  const selectionColumnDef = useMemo<SelectionColumnDef>(
    () => ({ headerComponent: SelectPageHeader, width: 48, pinned: 'left', resizable: false, suppressMovable: true }),
    [],
  );
  const initialState = useMemo(
    () => ({
      filter: { filterModel: viewState.filterModel },
      sort: { sortModel: viewState.sortModel },
    }),
    // the grid reads its initial state once; later changes come from the grid itself
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );

  return (
    <Stack spacing={1} sx={{ minWidth: GRID_MIN_WIDTH }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'flex-end' }}>
        {props.toolbar}
        <ColumnsMenuButton api={api as GridApi | null} />
      </Stack>
      <Box sx={{ position: 'relative', height: props.height ?? 600, minHeight: GRID_MIN_HEIGHT }}>
        <AgGridReact<TData>
          theme={theme}
          columnDefs={columnDefs}
          defaultColDef={DEFAULT_COL_DEF}
          rowModelType="infinite"
          datasource={datasource}
          cacheBlockSize={BLOCK_SIZE}
          pagination
          paginationPageSize={PAGE_SIZE}
          paginationPageSizeSelector={false}
          rowHeight={GRID_ROW_HEIGHT}
          headerHeight={GRID_ROW_HEIGHT}
          getRowId={gridRowId}
          rowSelection={selectable ? ROW_SELECTION : undefined}
          selectionColumnDef={selectable ? selectionColumnDef : undefined}
          context={selectionContext}
          initialState={initialState}
          onGridReady={onGridReady}
          onRowSelected={onRowSelected}
          onFilterChanged={(event) => resetToFirstPage(event.api)}
          onSortChanged={(event) => resetToFirstPage(event.api)}
          onPaginationChanged={onPaginationChanged}
          onColumnMoved={saveLayout}
          onColumnResized={saveLayout}
          onColumnVisible={saveLayout}
          onColumnPinned={saveLayout}
          tooltipShowDelay={300}
          // our own status line says "No records found" (and the load error)
          suppressNoRowsOverlay
        />
        {overlay && (
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
        )}
      </Box>
    </Stack>
  );
}
