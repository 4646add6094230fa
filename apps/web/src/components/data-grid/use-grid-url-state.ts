// The one hook that binds a server grid's view to the URL search params (docs/decisions/house-web.md), so a reload or a
// shared link shows the same view. The full grid keeps filter, sort and page (grid-view-state.ts); the compact grid passes its codec (compact/compact-grid-url.ts: the same keys plus the page size).
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { readGridViewState, writeGridViewState, type GridViewState } from './grid-view-state.ts';

/** How a grid's state is read from and written to the search params. */
export interface GridUrlCodec<S> {
  read: (search: URLSearchParams) => S;
  write: (search: URLSearchParams, state: S) => URLSearchParams;
}

const VIEW_STATE_CODEC: GridUrlCodec<GridViewState> = {
  read: (search) => readGridViewState(search),
  write: (search, state) => writeGridViewState(search, state),
};

/**
 * The grid's state from the URL and its setter. A change replaces the history entry unless it asks for 'push' (the
 * compact grid: each change the operator makes but typing is a step Back undoes). `codec` must be stable (memoized).
 */
export function useGridUrlState(): readonly [GridViewState, (next: GridViewState, history?: 'push' | 'replace') => void];
export function useGridUrlState<S>(codec: GridUrlCodec<S>): readonly [S, (next: S, history?: 'push' | 'replace') => void];
export function useGridUrlState<S>(codec?: GridUrlCodec<S>) {
  const [search, setSearch] = useSearchParams();
  const active = codec ?? (VIEW_STATE_CODEC as unknown as GridUrlCodec<S>);
  const state = useMemo(() => active.read(search), [active, search]);
  const setState = useCallback(
    (next: S, history: 'push' | 'replace' = 'replace') =>
      setSearch((current) => active.write(current, next), { replace: history === 'replace' }),
    [setSearch, active],
  );
  return [state, setState] as const;
}
