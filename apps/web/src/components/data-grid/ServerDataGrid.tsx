// The shared server-side grid: infinite row model, pages of 50, kept selections, saved layout, URL view state. Pages
// render it through DataGrid.tsx, which loads this module (and AG Grid with it) beside the page.
// The parts: use-grid-datasource (rows and status), use-grid-view-events (layout and view state), use-kept-selection.
import { useCallback, useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { useMediaQuery } from '@mui/material';
import { AgGridReact } from 'ag-grid-react';
import type { ColDef, GetRowIdParams, GridApi, RowSelectionOptions, SelectionColumnDef } from 'ag-grid-community';
import { BLOCK_SIZE, GRID_ROW_HEIGHT, PAGE_SIZE } from '@portal/contracts';
import './grid-modules.ts';
import { ColumnsMenuButton } from './ColumnsMenuButton.tsx';
import { DateFilter } from './filters/DateFilter.tsx';
import { NumberFilter } from './filters/NumberFilter.tsx';
import { SetFilter } from './filters/SetFilter.tsx';
import { TextFilter } from './filters/TextFilter.tsx';
import { GridFrame } from './GridFrame.tsx';
import { GRID_FILTER } from './grid-filters.ts';
import { GridStatusLine } from './GridStatusOverlay.tsx';
import { SelectPageHeader } from './SelectPageHeader.tsx';
import { fetchGridResponse } from './grid-fetch.ts';
import type { GridFetch } from './grid-request.ts';
import type { GridSelection } from './grid-selection.ts';
import type { GridViewState } from './grid-view-state.ts';
import { useGridDatasource, useGridPaging } from './use-grid-datasource.ts';
import { useGridTheme } from './use-grid-theme.ts';
import { useGridViewEvents } from './use-grid-view-events.ts';
import { useKeptSelection } from './use-kept-selection.ts';
import { registerServerDataGrid } from './server-grid-loaded.ts';
import { RowDetailsContext, rowBufferFor, rowDetailsCss, type OpenRowDetails } from './row-details.tsx';

export interface DataGridProps<TData> {
  /** Key of the saved column layout. */
  gridId: string;
  /** Path under /api of the generic grid call. */
  url: string;
  columnDefs: ColDef<TData>[];
  /** The grid's accessible name, for a page with more than its one grid (e.g. "Remittance lines" under the record). */
  ariaLabel?: string;
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
  /**
   * Columns hidden on a narrow screen (below the `sm` breakpoint, a phone), so the ones that matter fit its width;
   * shown again on a wider one, and in the Columns menu meanwhile. Not saved in the column layout.
   */
  narrowHiddenColumns?: readonly string[];
}

// the column filters by name (grid-filters.ts): the pages' column definitions name them without importing AG Grid
const FILTER_COMPONENTS = {
  [GRID_FILTER.text]: TextFilter,
  [GRID_FILTER.set]: SetFilter,
  [GRID_FILTER.number]: NumberFilter,
  [GRID_FILTER.date]: DateFilter,
};

const DEFAULT_COL_DEF: ColDef = { sortable: true, resizable: true, minWidth: 80, flex: 1 };
// rows drawn beyond the visible ones, above and below (AG Grid's default is 10): a 50-row page of the orders grid drew
// about 1,000 elements at load; 5 keeps scrolling smooth with fewer rows drawn
const ROW_BUFFER = 5;
const ROW_SELECTION: RowSelectionOptions = { mode: 'multiRow', checkboxes: true, headerCheckbox: false, enableClickSelection: false };

/** The open row details (row-details.tsx) of a grid: their heights by row index, and the grid's style with them. */
function useRowDetails() {
  const scope = `grid-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const [open, setOpen] = useState<OpenRowDetails>(new Map());
  const setHeight = useCallback(
    (rowIndex: number, height: number | null) =>
      setOpen((current) => {
        if ((current.get(rowIndex) ?? null) === height) return current;
        const next = new Map(current);
        if (height === null) next.delete(rowIndex);
        else next.set(rowIndex, height);
        return next;
      }),
    [],
  );
  return { scope, open, setHeight, css: rowDetailsCss(scope, open) };
}

const NARROW_SCREEN_QUERY = '(max-width: 599.95px)';

/** A column's width on a phone, for the columns that name one (value-columns.tsx: money and dates). */
interface NarrowContext {
  narrowWidth: number;
}

/**
 * A phone's grid (below `sm`): the page's narrow-screen columns hidden and the columns that name a narrow width at it
 * (money and dates), so the columns that matter fit its width; back as they were when the screen widens.
 */
function useNarrowColumns(api: GridApi | null, columns: readonly string[] | undefined) {
  // below the theme's `sm` (600 px), as its breakpoints.down('sm'); a query of its own: a grid may render without the theme
  const narrow = useMediaQuery(NARROW_SCREEN_QUERY, { noSsr: true });
  const applied = useRef(false);
  useEffect(() => {
    if (!api || api.isDestroyed() || narrow === applied.current) return;
    // source 'api': the layout's saver skips both (use-grid-view-events.ts)
    if (columns?.length) api.setColumnsVisible([...columns], !narrow);
    const sized = (api.getColumns() ?? []).filter(
      (c) => typeof (c.getColDef().context as NarrowContext | undefined)?.narrowWidth === 'number',
    );
    api.setColumnWidths(
      sized.map((c) => {
        const def = c.getColDef();
        return { key: c, newWidth: narrow ? (def.context as NarrowContext).narrowWidth : (def.width ?? c.getActualWidth()) };
      }),
    );
    applied.current = narrow;
  }, [api, columns, narrow]);
}

/** The latest props for grid callbacks, which AG Grid captures once. */
function useLatestProps<TData>(props: DataGridProps<TData>) {
  const toLatest = (p: DataGridProps<TData>) => ({
    props: p,
    selection: p.selection,
    onSelectionChange: p.onSelectionChange,
    onViewStateChange: p.onViewStateChange,
    clearSelectionOnPageChange: p.clearSelectionOnPageChange,
    hasSelection: () => (p.selection?.size ?? 0) > 0,
    clearSelection: () => p.onSelectionChange?.(new Map()),
  });
  const latest = useRef(toLatest(props));
  useEffect(() => {
    latest.current = toLatest(props);
  });
  return latest;
}

export function ServerDataGrid<TData>(props: DataGridProps<TData>) {
  const { gridId, url, columnDefs, viewState, selection, onSelectionChange } = props;
  const fetchResponse = props.fetchResponse ?? fetchGridResponse;
  const theme = useGridTheme();
  const [api, setApi] = useState<GridApi<TData> | null>(null);
  const latestRef = useLatestProps(props);
  const paging = useGridPaging(viewState.page);

  const { datasource, overlay } = useGridDatasource<TData>({
    url,
    fetchResponse,
    paging,
    selectionOf: () => latestRef.current.selection,
    api,
    reloadKey: props.reloadKey,
  });
  const { selectionContext, onRowSelected } = useKeptSelection(api, latestRef, selection);
  const onGridApi = useCallback((gridApi: GridApi) => setApi(gridApi as GridApi<TData>), []);
  const { onGridReady, saveLayout, onPaginationChanged, resetToFirstPage } = useGridViewEvents<TData>({
    gridId,
    paging,
    onGridApi,
    latestRef,
  });

  useNarrowColumns(api as GridApi | null, props.narrowHiddenColumns);
  const details = useRowDetails();
  // AG Grid names no grid: the page's name goes on its element of role grid (its viewport), which lives as long as the grid
  useEffect(() => {
    if (api && props.ariaLabel) document.querySelector(`.${details.scope} [role="grid"]`)?.setAttribute('aria-label', props.ariaLabel);
  }, [api, props.ariaLabel, details.scope]);
  const selectable = !!onSelectionChange;
  // stable props: a new object or function on every render makes AG Grid re-read its columns and reload the rows
  const gridRowId = useCallback((params: GetRowIdParams<TData>) => latestRef.current.props.getRowId(params.data), [latestRef]);
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
    <GridFrame
      toolbar={props.toolbar}
      columnsMenu={<ColumnsMenuButton api={api as GridApi | null} />}
      height={props.height}
      status={overlay}
    >
      {details.css && <style>{details.css}</style>}
      <RowDetailsContext.Provider value={details.setHeight}>
        <AgGridReact<TData>
          className={details.scope}
          theme={theme}
          columnDefs={columnDefs}
          defaultColDef={DEFAULT_COL_DEF}
          components={FILTER_COMPONENTS}
          // the filters' models are the grid's own from the start (a filter handler per column, AG Grid's default one: the
          // server filters): the view's initial filter is applied before the first block is asked, not as a change after it,
          // which made the infinite model drop its first block and draw its rows again (docs/decisions/delivery.md)
          enableFilterHandlers
          rowModelType="infinite"
          datasource={datasource}
          cacheBlockSize={BLOCK_SIZE}
          pagination
          paginationPageSize={PAGE_SIZE}
          paginationPageSizeSelector={false}
          rowHeight={GRID_ROW_HEIGHT}
          rowBuffer={rowBufferFor(details.open, ROW_BUFFER)}
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
      </RowDetailsContext.Provider>
      <GridStatusLine store={overlay} />
    </GridFrame>
  );
}

// DataGrid.tsx draws the grid without suspending once this module has run
registerServerDataGrid(ServerDataGrid);
