// The compact grid's filters, sort, page and page size in the URL search params (the full grid's grid-view-state:
// filter, sort, page; plus size), read and written by the one hook, useGridUrlState. Absent params mean the grid's
// defaults; a change the operator makes can add a history entry (push) or replace the current one (while typing).
import type { GridFilterModel } from '../grid-filter-models.ts';
import { readGridViewState, writeGridViewState } from '../grid-view-state.ts';
import type { GridUrlCodec } from '../use-grid-url-state.ts';
import { PAGE_SIZES, type CompactGridParams } from './compact-grid.ts';

const SIZE_PARAM = 'size';

export function readCompactGridParams(search: URLSearchParams, defaults: CompactGridParams): CompactGridParams {
  const view = readGridViewState(search);
  const size = Number(search.get(SIZE_PARAM));
  return {
    page: view.page,
    pageSize: (PAGE_SIZES as readonly number[]).includes(size) ? size : defaults.pageSize,
    sort: view.sortModel[0] ?? defaults.sort,
    filters: view.hasFilter ? view.filterModel : defaults.filters,
  };
}

export function writeCompactGridParams(search: URLSearchParams, params: CompactGridParams, defaults: CompactGridParams): URLSearchParams {
  const filterModel = Object.fromEntries(Object.entries(params.filters).filter(([, model]) => model !== undefined)) as GridFilterModel;
  const next = writeGridViewState(search, { filterModel, sortModel: params.sort ? [params.sort] : [], page: params.page });
  if (params.pageSize === defaults.pageSize) next.delete(SIZE_PARAM);
  else next.set(SIZE_PARAM, String(params.pageSize));
  return next;
}

/** The compact grid's codec for useGridUrlState (../use-grid-url-state.ts); memoize it on `defaults`. */
export const compactGridUrlCodec = (defaults: CompactGridParams): GridUrlCodec<CompactGridParams> => ({
  read: (search) => readCompactGridParams(search, defaults),
  write: (search, params) => writeCompactGridParams(search, params, defaults),
});
