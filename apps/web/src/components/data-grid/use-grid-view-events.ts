// The grid's events that the portal keeps: the column layout (localStorage), and the filter, sort and page (the URL's
// view state), published only once the grid has settledRef so that its own set-up is not taken for the user's.
import { useCallback, type RefObject } from 'react';
import type { GridApi, GridReadyEvent, PaginationChangedEvent } from 'ag-grid-community';
import type { GridFilterModel } from './grid-filter-models.ts';
import { loadColumnLayout, saveColumnLayout } from './grid-layout-storage.ts';
import type { GridViewState } from './grid-view-state.ts';
import type { GridPaging } from './use-grid-datasource.ts';

export interface GridViewEventsOptions {
  gridId: string;
  paging: GridPaging;
  onGridApi: (api: GridApi) => void;
  /** The latest handlers and selection: AG Grid captures its callbacks once. */
  latestRef: RefObject<{
    onViewStateChange: (state: GridViewState) => void;
    clearSelectionOnPageChange?: boolean;
    hasSelection: () => boolean;
    clearSelection: () => void;
  }>;
}

export function useGridViewEvents<TData>({ gridId, paging, onGridApi, latestRef }: GridViewEventsOptions) {
  const { settledRef, lastPageRef } = paging;

  const onGridReady = useCallback(
    (event: GridReadyEvent<TData>) => {
      const layout = loadColumnLayout(gridId);
      if (layout) event.api.applyColumnState({ state: layout, applyOrder: true });
      onGridApi(event.api as GridApi);
    },
    [gridId, onGridApi],
  );

  const saveLayout = useCallback(
    ({ api: gridApi, source, finished }: { api: GridApi<TData>; source?: string; finished?: boolean }) => {
      if (source === 'api' || source === 'gridInitializing' || finished === false) return;
      saveColumnLayout(gridId, gridApi.getColumnState());
    },
    [gridId],
  );

  const publishView = useCallback(
    (gridApi: GridApi<TData>, page: number) => {
      const sortModel = gridApi
        .getColumnState()
        .filter((c) => c.sort)
        .sort((a, b) => (a.sortIndex ?? 0) - (b.sortIndex ?? 0))
        .map((c) => ({ colId: c.colId, sort: c.sort! }));
      latestRef.current.onViewStateChange({ filterModel: gridApi.getFilterModel() as GridFilterModel, sortModel, page });
    },
    [latestRef],
  );

  const onPaginationChanged = useCallback(
    (event: PaginationChangedEvent<TData>) => {
      if (!event.newPage || !settledRef.current) return;
      const page = event.api.paginationGetCurrentPage();
      if (page === lastPageRef.current) return;
      lastPageRef.current = page;
      if (latestRef.current.clearSelectionOnPageChange && latestRef.current.hasSelection()) latestRef.current.clearSelection();
      publishView(event.api, page);
    },
    [publishView, settledRef, lastPageRef, latestRef],
  );

  // the infinite model goes back to the first page on a new filter or sort
  const resetToFirstPage = useCallback(
    (gridApi: GridApi<TData>) => {
      if (!settledRef.current) return;
      lastPageRef.current = 0;
      publishView(gridApi, 0);
    },
    [publishView, settledRef, lastPageRef],
  );

  return { onGridReady, saveLayout, onPaginationChanged, resetToFirstPage };
}
