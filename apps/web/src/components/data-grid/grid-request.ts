// The spec's generic grid call: URL building, Content-Range parsing, and reuse/abort of in-flight requests.
import { parseContentRangeTotal } from '@portal/contracts';
import type { GridFilterModel, GridSortModel } from './grid-filter-models.ts';

export interface GridBlockRequest {
  startRow: number;
  endRow: number;
  sortModel: GridSortModel;
  filterModel: GridFilterModel;
}

/** query (JSON of sortModel and filterModel, omitted when both are empty), limit, offset. */
export function buildGridRequestUrl(baseUrl: string, request: GridBlockRequest): string {
  const params = new URLSearchParams();
  const hasSort = request.sortModel.length > 0;
  const hasFilter = Object.keys(request.filterModel).length > 0;
  if (hasSort || hasFilter) {
    params.set('query', JSON.stringify({ sortModel: request.sortModel, filterModel: request.filterModel }));
  }
  params.set('limit', String(request.endRow - request.startRow));
  params.set('offset', String(request.startRow));
  return `${baseUrl}${baseUrl.includes('?') ? '&' : '?'}${params.toString()}`;
}

export interface GridPage<TRow> {
  rows: TRow[];
  total: number;
}

/** Fetches a URL with the session (lib/http) and returns the raw Response. */
export type GridFetch = (url: string, init: { signal: AbortSignal }) => Promise<Response>;

export class GridRequestCancelled extends Error {
  constructor() {
    super('Grid request cancelled');
    this.name = 'GridRequestCancelled';
  }
}

export class GridRequestFailed extends Error {
  constructor(readonly status: number) {
    super(`Grid request failed with status ${status}`);
    this.name = 'GridRequestFailed';
  }
}

export function isCancelled(error: unknown): boolean {
  return error instanceof GridRequestCancelled || (error instanceof DOMException && error.name === 'AbortError');
}

/**
 * An answer this young is given again for the same URL (the grid asking a block again with the same query, as it did
 * while it set up before its filters had handlers: ServerDataGrid.tsx, enableFilterHandlers). Reloads the portal asks
 * for (an order changed) call `forget` first and always fetch.
 */
export const REUSE_ANSWER_MS = 1000;

/**
 * One requester per grid: an identical in-flight request is reused, a different earlier one is
 * aborted (its promise rejects with GridRequestCancelled, which callers ignore); an identical request right after
 * its answer gets that answer (REUSE_ANSWER_MS).
 */
export function createGridRequester<TRow>(fetchResponse: GridFetch, now: () => number = Date.now) {
  let inFlight: { url: string; controller: AbortController; promise: Promise<GridPage<TRow>> } | null = null;
  let answered: { url: string; at: number; page: GridPage<TRow> } | null = null;

  function request(url: string): Promise<GridPage<TRow>> {
    if (inFlight && inFlight.url === url) return inFlight.promise;
    if (answered && answered.url === url && now() - answered.at < REUSE_ANSWER_MS && !inFlight) return Promise.resolve(answered.page);
    inFlight?.controller.abort();
    answered = null;
    const controller = new AbortController();
    const promise = (async () => {
      try {
        const response = await fetchResponse(url, { signal: controller.signal });
        if (controller.signal.aborted) throw new GridRequestCancelled();
        if (!response.ok) throw new GridRequestFailed(response.status);
        const body: unknown = await response.json();
        const rows = Array.isArray(body) ? (body as TRow[]) : [];
        const page = { rows, total: parseContentRangeTotal(response.headers.get('Content-Range')) ?? 0 };
        if (!controller.signal.aborted) answered = { url, at: now(), page };
        return page;
      } catch (error) {
        if (controller.signal.aborted || isCancelled(error)) throw new GridRequestCancelled();
        throw error;
      } finally {
        if (inFlight?.controller === controller) inFlight = null;
      }
    })();
    inFlight = { url, controller, promise };
    return promise;
  }

  return {
    request,
    /** The next request fetches, whatever was answered before (a reload the portal asked for). */
    forget() {
      answered = null;
    },
    abort() {
      inFlight?.controller.abort();
      inFlight = null;
      answered = null;
    },
  };
}
