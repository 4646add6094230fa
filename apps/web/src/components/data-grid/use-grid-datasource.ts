// The grid's infinite datasource: one requester per URL, the loading, "No records found" and load-error status, the URL's page
// restored once the row count is known, and reloads the portal asks for through reloadKey.
import { useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import type { GridApi, IDatasource, IGetRowsParams } from 'ag-grid-community';
import { PAGE_SIZE } from '@portal/contracts';
import type { GridFilterModel } from './grid-filter-models.ts';
import { buildGridRequestUrl, createGridRequester, isCancelled, type GridFetch } from './grid-request.ts';
import { applySelectionToGrid, type GridSelection } from './grid-selection.ts';

/** 'loading': rows are asked and none of them is in yet (the first block, a new filter or sort, a page not loaded). */
export type GridOverlay = 'loading' | 'error' | 'empty' | null;

/**
 * The grid's status, kept outside React state: only the status line re-renders when it changes (GridStatusLine). A
 * change of the grid component's own state while a block loads made it render again, which handed AG Grid new
 * callbacks and asked the block again, endlessly.
 */
export interface GridOverlayStore {
  get: () => GridOverlay;
  set: (next: GridOverlay) => void;
  subscribe: (listener: () => void) => () => void;
}

function createOverlayStore(initial: GridOverlay): GridOverlayStore {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set: (next) => {
      if (next === value) return;
      value = next;
      for (const listener of listeners) listener();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** Where the grid is in its paging: shared by the datasource (which restores the URL's page) and the paging events. */
export interface GridPaging {
  /** The URL's page, shown once the first block is in; 0 afterwards. */
  pendingPageRef: RefObject<number>;
  /** Until the first block is shown (and the URL's page restored) grid events are the grid setting up, not the user. */
  settledRef: RefObject<boolean>;
  lastPageRef: RefObject<number>;
}

export function useGridPaging(initialPage: number): GridPaging {
  const pendingPageRef = useRef(initialPage);
  const settledRef = useRef(false);
  const lastPageRef = useRef(initialPage);
  return { pendingPageRef, settledRef, lastPageRef };
}

export interface GridDatasourceOptions<TData> {
  url: string;
  fetchResponse: GridFetch;
  paging: GridPaging;
  /** The kept selection, read when a block arrives to tick its rows. */
  selectionOf: () => GridSelection<TData> | undefined;
  api: GridApi<TData> | null;
  reloadKey: unknown;
}

export function useGridDatasource<TData>({ url, fetchResponse, paging, selectionOf, api, reloadKey }: GridDatasourceOptions<TData>) {
  // loading from the start: the grid asks its first block as soon as it is drawn
  const [overlay] = useState(() => createOverlayStore('loading'));
  const setOverlay = overlay.set;
  const { pendingPageRef, settledRef, lastPageRef } = paging;
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
        // a block whose rows are not in yet: a status instead of empty rows under "1 to ? of more"
        setOverlay('loading');
        requester.request(requestUrl).then(
          ({ rows, total }) => {
            params.successCallback(rows, total);
            setOverlay(total === 0 ? 'empty' : null);
            // the URL's page can be shown only once the grid has the row count (a macrotask later)
            setTimeout(() => {
              if (params.api.isDestroyed()) return;
              const page = pendingPageRef.current;
              if (page > 0 && page * PAGE_SIZE < total) {
                params.api.paginationGoToPage(page);
                // a block loaded before the grid applied its initial filter is stale: retry on the next load
                if (params.api.paginationGetCurrentPage() !== page) return;
              }
              pendingPageRef.current = 0;
              lastPageRef.current = params.api.paginationGetCurrentPage();
              settledRef.current = true;
            }, 0);
            // nodes exist only after the callback; re-tick the kept selection on them
            queueMicrotask(() => {
              if (!params.api.isDestroyed()) applySelectionToGrid(params.api, selectionOf() ?? new Map());
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
    // the paging refs and selectionOf read the latest values; only a new URL or requester makes a new datasource
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [url, requester]);

  // a reload only when reloadKey changes: the grid's api arriving (onGridReady) is no reload (it purged the first block
  // as it was drawn, which drew each row's cells again as loading rows and asked the block again)
  const loadedKey = useRef(reloadKey);
  useEffect(() => {
    if (Object.is(loadedKey.current, reloadKey)) return;
    loadedKey.current = reloadKey;
    requesterRef.current.forget();
    if (api && !api.isDestroyed()) api.purgeInfiniteCache();
  }, [api, reloadKey]);

  return { datasource, overlay };
}
