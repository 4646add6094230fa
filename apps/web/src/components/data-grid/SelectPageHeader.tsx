// Header checkbox of the selection column: selects or clears the rows of the current page only.
import { useEffect, useReducer } from 'react';
import { Checkbox } from '@mui/material';
import type { CustomHeaderProps } from 'ag-grid-react';
import { pageRowNodes, toggleCurrentPage, type GridSelectionContext } from './grid-selection.ts';

export function SelectPageHeader(props: CustomHeaderProps) {
  const { api } = props;
  const context = props.context as GridSelectionContext;
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    const events = ['selectionChanged', 'paginationChanged', 'modelUpdated'] as const;
    events.forEach((e) => api.addEventListener(e, rerender));
    return () =>
      events.forEach((e) => {
        if (!api.isDestroyed()) api.removeEventListener(e, rerender);
      });
  }, [api]);

  const nodes = pageRowNodes(api);
  const selection = context.getSelection();
  const selectedOnPage = nodes.filter((n) => selection.has(n.id!)).length;
  const all = nodes.length > 0 && selectedOnPage === nodes.length;
  return (
    <Checkbox
      size="small"
      sx={{ p: 0 }}
      checked={all}
      indeterminate={selectedOnPage > 0 && !all}
      disabled={nodes.length === 0}
      onChange={() => context.setSelection(toggleCurrentPage(selection, nodes, !all))}
      slotProps={{ input: { 'aria-label': 'Select all rows on this page' } }}
    />
  );
}
