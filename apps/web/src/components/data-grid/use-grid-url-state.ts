// Binds a grid's view state (filter, sort, page) to the URL search params.
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { readGridViewState, writeGridViewState, type GridViewState } from './grid-view-state.ts';

export function useGridUrlState(prefix = '') {
  const [searchParams, setSearchParams] = useSearchParams();
  const state = useMemo(() => readGridViewState(searchParams, prefix), [searchParams, prefix]);
  const setState = useCallback(
    (next: GridViewState) => setSearchParams((current) => writeGridViewState(current, next, prefix), { replace: true }),
    [setSearchParams, prefix],
  );
  return [state, setState] as const;
}
