// A console grid's filters, sort, page and page size in the URL search params (the orders list's grid-view-state:
// filter, sort, page; plus size), so a reload or a shared link shows the same view. Absent params mean the grid's
// defaults; a change the operator makes can add a history entry (push) or replace the current one (while typing).
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { GridFilterModel } from '../grid-filter-models.ts';
import { readGridViewState, writeGridViewState } from '../grid-view-state.ts';
import { PAGE_SIZES, type OpsGridParams } from './ops-grid.ts';

const SIZE_PARAM = 'size';

export function readOpsGridParams(search: URLSearchParams, defaults: OpsGridParams): OpsGridParams {
  const view = readGridViewState(search);
  const size = Number(search.get(SIZE_PARAM));
  return {
    page: view.page,
    pageSize: (PAGE_SIZES as readonly number[]).includes(size) ? size : defaults.pageSize,
    sort: view.sortModel[0] ?? defaults.sort,
    filters: view.hasFilter ? view.filterModel : defaults.filters,
  };
}

export function writeOpsGridParams(search: URLSearchParams, params: OpsGridParams, defaults: OpsGridParams): URLSearchParams {
  const filterModel = Object.fromEntries(Object.entries(params.filters).filter(([, model]) => model !== undefined)) as GridFilterModel;
  const next = writeGridViewState(search, { filterModel, sortModel: params.sort ? [params.sort] : [], page: params.page });
  if (params.pageSize === defaults.pageSize) next.delete(SIZE_PARAM);
  else next.set(SIZE_PARAM, String(params.pageSize));
  return next;
}

export function useOpsGridUrlState(defaults: OpsGridParams) {
  const [search, setSearch] = useSearchParams();
  const params = useMemo(() => readOpsGridParams(search, defaults), [search, defaults]);
  const setParams = useCallback(
    (next: OpsGridParams, history: 'push' | 'replace') =>
      setSearch((current) => writeOpsGridParams(current, next, defaults), { replace: history === 'replace' }),
    [setSearch, defaults],
  );
  return [params, setParams] as const;
}
