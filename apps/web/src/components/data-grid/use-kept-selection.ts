// The grid's kept selection (spec 4): ticked on the rows the grid shows, changed only by the user's row checkbox.
import { useCallback, useEffect, useMemo, type RefObject } from 'react';
import type { GridApi, RowSelectedEvent } from 'ag-grid-community';
import { applySelectionToGrid, type GridSelection, type GridSelectionContext } from './grid-selection.ts';

export interface KeptSelection<TData> {
  selection?: GridSelection<TData>;
  onSelectionChange?: (next: Map<string, TData>) => void;
}

/** `latestRef` holds the latest selection and handler: AG Grid captures its callbacks and context once. */
export function useKeptSelection<TData>(
  api: GridApi<TData> | null,
  latestRef: RefObject<KeptSelection<TData>>,
  selection: GridSelection<TData> | undefined,
) {
  const selectionContext = useMemo<GridSelectionContext<TData>>(
    () => ({
      getSelection: () => latestRef.current.selection ?? new Map(),
      setSelection: (next) => latestRef.current.onSelectionChange?.(next),
    }),
    [latestRef],
  );

  useEffect(() => {
    if (api && !api.isDestroyed()) applySelectionToGrid(api, selection ?? new Map());
  }, [api, selection]);

  const onRowSelected = useCallback(
    (event: RowSelectedEvent<TData>) => {
      // only the row checkbox (and keyboard) changes the kept selection; 'api' ticks come from us
      if (event.source !== 'checkboxSelected' && event.source !== 'spaceKey') return;
      const { node } = event;
      if (!node.id || !node.data) return;
      const next = new Map(latestRef.current.selection ?? []);
      if (node.isSelected()) next.set(node.id, node.data);
      else next.delete(node.id);
      latestRef.current.onSelectionChange?.(next);
    },
    [latestRef],
  );

  return { selectionContext, onRowSelected };
}
