// The compact variant of the server grid (docs/decisions/house-web.md), one grid screen of the console: the page's
// heading and action, the filter bar (labelled search and select fields), the server-side table with paging, empty and
// error states, and (for decision queues) row selection with bulk actions. Filters, sort, page and page size live in
// the URL (compact-grid-url.ts through useGridUrlState): typing in a search replaces the history entry it started,
// every other change adds one, so Back steps through the operator's changes.
import { useMemo, useRef, useState, type ReactNode } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Box, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { CompactGridTable, type CompactGridColumn } from './CompactGridTable.tsx';
import {
  filterModel,
  filterValue,
  INITIAL_GRID_PARAMS,
  queryParams,
  type GridQuery,
  type CompactGridFilter,
  type CompactGridParams,
} from './compact-grid.ts';
import { useGridUrlState } from '../use-grid-url-state.ts';
import { compactGridUrlCodec } from './compact-grid-url.ts';
import { PageTitle } from '../../page/PageTitle.tsx';

export interface CompactServerGridProps<T extends { id: number }> {
  /** The page's heading; a queue page renders its own. */
  title?: string;
  /** A button beside the heading ("Invite supplier"). */
  action?: ReactNode;
  /** The table's accessible name. */
  label: string;
  filters: readonly CompactGridFilter[];
  /** The view without URL params; a module constant (it is a memo dependency). */
  defaults?: CompactGridParams;
  query: (params: CompactGridParams) => GridQuery<T>;
  columns: CompactGridColumn<T>[];
  emptyText: string;
  errorText?: string;
  /** Buttons acting on the selected rows; no selection column without them. */
  bulkActions?: (selected: number[], clear: () => void) => ReactNode;
  /** The row checkbox's accessible name, with bulkActions. */
  rowLabel?: (row: T) => string;
  /** Dialogs of the page. */
  children?: ReactNode;
}

export function CompactServerGrid<T extends { id: number }>(props: CompactServerGridProps<T>) {
  const { filters, defaults = INITIAL_GRID_PARAMS, bulkActions } = props;
  const codec = useMemo(() => compactGridUrlCodec(defaults), [defaults]);
  const [params, setParams] = useGridUrlState(codec);
  const page = useQuery({ ...props.query(queryParams(params)), placeholderData: keepPreviousData });
  const viewKey = JSON.stringify(params);
  // the search being typed in and the view it last wrote: the next keystroke there replaces that entry (not after Back)
  const typing = useRef<{ column: string; viewKey: string } | null>(null);
  const change = (next: CompactGridParams) => {
    typing.current = null;
    setParams(next, 'push');
  };
  const changeFilter = (filter: CompactGridFilter, value: string) => {
    const next = { ...params, page: 0, filters: { ...params.filters, [filter.column]: filterModel(filter, value) } };
    if (filter.kind !== 'text') return change(next);
    const continues = typing.current?.column === filter.column && typing.current.viewKey === viewKey;
    setParams(next, continues ? 'replace' : 'push');
    typing.current = { column: filter.column, viewKey: JSON.stringify(next) };
  };
  // a selection belongs to the view it was made in: another filter, sort or page starts with none
  const [selection, setSelection] = useState<{ viewKey: string; ids: number[] }>({ viewKey, ids: [] });
  const selected = selection.viewKey === viewKey ? selection.ids : [];
  const select = (ids: number[]) => setSelection({ viewKey, ids });

  return (
    <Stack spacing={2}>
      {props.title && (
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
          <PageTitle>{props.title}</PageTitle>
          {props.action}
        </Stack>
      )}
      {(filters.length > 0 || bulkActions) && (
        // four fields or more wrap at 768 px instead of widening the page (the case queue's)
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} useFlexGap sx={{ alignItems: { sm: 'center' }, flexWrap: 'wrap' }}>
          {filters.map((filter) => (
            <TextField
              key={filter.column}
              select={filter.kind !== 'text'}
              size="small"
              label={filter.label}
              value={filterValue(filter, params.filters[filter.column])}
              onChange={(e) => changeFilter(filter, e.target.value)}
              // a select shows "All" when its column is not filtered
              slotProps={filter.kind === 'text' ? undefined : { select: { displayEmpty: true }, inputLabel: { shrink: true } }}
              sx={{ minWidth: filter.kind === 'text' ? 240 : 180 }}
            >
              {filter.kind !== 'text' && [
                <MenuItem key="" value="">
                  All
                </MenuItem>,
                ...filter.options.map((o) => (
                  <MenuItem key={o.value} value={o.value}>
                    {o.label}
                  </MenuItem>
                )),
              ]}
            </TextField>
          ))}
          <Box sx={{ flexGrow: 1 }} />
          {bulkActions && selected.length > 0 && (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <Typography variant="body2">{selected.length} selected</Typography>
              {bulkActions(selected, () => select([]))}
            </Stack>
          )}
        </Stack>
      )}
      <CompactGridTable
        label={props.label}
        columns={props.columns}
        rows={page.data?.rows ?? []}
        paging={{ params, total: page.data?.total ?? 0, onParamsChange: change }}
        isPending={page.isPending}
        isFetching={page.isFetching}
        isError={page.isError}
        emptyText={props.emptyText}
        errorText={props.errorText}
        selection={bulkActions && props.rowLabel ? { selected, onChange: select, rowLabel: props.rowLabel } : undefined}
      />
      {props.children}
    </Stack>
  );
}
