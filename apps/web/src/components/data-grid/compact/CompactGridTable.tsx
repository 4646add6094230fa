// A server-side table of the console (decision queues, invitations, applications, suppliers, credit requests):
// sortable columns, optional row selection, pages of 25/50/100; the server sorts, filters and counts (Content-Range).
// Without `paging` it is a whole short list (an editor's fixed rows, a preview's answer): no pager and no sort.
// Secondary columns can hide below a breakpoint so the essential ones fit a 768 px screen without sideways scrolling.
// Nothing drawn moves when the rows arrive (docs/decisions/delivery.md, "Nothing moves when the data arrives"): until
// the first page answers, placeholder rows hold the page's place and the pager is not drawn (it comes with the rows, so
// a short page does not pull it up), and the loading bar lies over the table's top edge instead of pushing the table.
import type { ReactNode } from 'react';
import {
  Alert,
  Checkbox,
  LinearProgress,
  Paper,
  Skeleton,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  TableSortLabel,
  Typography,
  type SxProps,
  type Theme,
} from '@mui/material';
import { PAGE_SIZES, type CompactGridParams } from './compact-grid.ts';

export interface CompactGridColumn<T> {
  id: string;
  label: string;
  sortable?: boolean;
  align?: 'left' | 'right';
  /** Keep the cell on one line (numbers, dates). */
  nowrap?: boolean;
  /** A secondary column: not shown below this breakpoint (the row shows its value elsewhere, see QueueTable). */
  hideBelow?: 'sm' | 'md' | 'lg';
  /** Extra styles of the column's cells (widths). */
  sx?: SxProps<Theme>;
  render: (row: T) => ReactNode;
}

export interface CompactGridSelection<T> {
  selected: readonly number[];
  onChange: (ids: number[]) => void;
  /** The row checkbox's accessible name ("Select PO-1"). */
  rowLabel: (row: T) => string;
}

/** A server grid's page: its params (sort, page, size), how many rows match, and the change of view. */
export interface CompactGridPaging {
  params: CompactGridParams;
  total: number;
  onParamsChange: (params: CompactGridParams) => void;
}

export interface CompactGridTableProps<T extends { id: number }> {
  /** The table's accessible name. */
  label: string;
  columns: CompactGridColumn<T>[];
  rows: T[];
  /** A server grid's page; without it the rows are the whole list (no pager, no sort). */
  paging?: CompactGridPaging;
  isPending?: boolean;
  isFetching?: boolean;
  isError?: boolean;
  emptyText: string;
  errorText?: string;
  selection?: CompactGridSelection<T>;
  /** How many placeholder rows hold the table's place while it is pending (default: a first page's worth). */
  placeholderRows?: number;
}

/** Placeholder rows before the first page answers: a first page's worth, the usual case of a queue. */
export const PLACEHOLDER_ROWS = PAGE_SIZES[0];

/** On a phone a cell's side padding is halved, so that a queue's essential columns fit 390 px without scrolling. */
const CELL_PADDING = { px: { xs: 1, sm: 2 } };
/** A column's header is its name on one line: never broken inside a word ("PO / numbe / r") nor between words. */
const HEADER_SX = { whiteSpace: 'nowrap', overflowWrap: 'normal' } as const;

const cellSx = <T,>(c: CompactGridColumn<T>, header = false): SxProps<Theme> =>
  [
    CELL_PADDING,
    c.nowrap ? { whiteSpace: 'nowrap' } : {},
    c.hideBelow ? { display: { xs: 'none', [c.hideBelow]: 'table-cell' } } : {},
    ...(Array.isArray(c.sx) ? (c.sx as SxProps<Theme>[]) : [c.sx ?? {}]),
    header ? HEADER_SX : {},
  ] as SxProps<Theme>;

export function CompactGridTable<T extends { id: number }>(props: CompactGridTableProps<T>) {
  const { label, columns, rows, paging, isPending = false, isFetching = false, isError = false, emptyText, selection } = props;
  const sorted = paging?.params.sort ?? null;
  const sortBy = (colId: string) => {
    if (!paging) return;
    const current = sorted?.colId === colId ? sorted.sort : null;
    const sort = current === 'asc' ? { colId, sort: 'desc' as const } : current === 'desc' ? null : { colId, sort: 'asc' as const };
    paging.onParamsChange({ ...paging.params, page: 0, sort });
  };
  const placeholders = props.placeholderRows ?? Math.min(paging?.params.pageSize ?? PLACEHOLDER_ROWS, PLACEHOLDER_ROWS);
  const selected = selection?.selected ?? [];
  const allSelected = rows.length > 0 && rows.every((r) => selected.includes(r.id));
  const toggle = (id: number) => selection?.onChange(selected.includes(id) ? selected.filter((x) => x !== id) : [...selected, id]);
  return (
    <Paper variant="outlined" sx={{ position: 'relative' }}>
      {isError && <Alert severity="error">{props.errorText ?? 'The list could not be loaded.'}</Alert>}
      {isFetching && <LinearProgress aria-label="Loading" sx={{ position: 'absolute', top: 0, left: 0, right: 0, zIndex: 1 }} />}
      <TableContainer>
        <Table size="small" aria-label={label} aria-busy={isPending || undefined}>
          <TableHead>
            <TableRow>
              {selection && (
                <TableCell padding="checkbox">
                  <Checkbox
                    checked={allSelected}
                    indeterminate={selected.length > 0 && !allSelected}
                    onChange={() => selection.onChange(allSelected ? [] : rows.map((r) => r.id))}
                    slotProps={{ input: { 'aria-label': 'Select all rows' } }}
                  />
                </TableCell>
              )}
              {columns.map((c) => (
                <TableCell key={c.id} align={c.align} sx={cellSx(c, true)} sortDirection={sorted?.colId === c.id ? sorted.sort : false}>
                  {c.sortable && paging ? (
                    <TableSortLabel
                      active={sorted?.colId === c.id}
                      direction={sorted?.colId === c.id ? sorted.sort : 'asc'}
                      onClick={() => sortBy(c.id)}
                    >
                      {c.label}
                    </TableSortLabel>
                  ) : (
                    c.label
                  )}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.id} hover selected={selected.includes(row.id)}>
                {selection && (
                  <TableCell padding="checkbox">
                    <Checkbox
                      checked={selected.includes(row.id)}
                      onChange={() => toggle(row.id)}
                      slotProps={{ input: { 'aria-label': selection.rowLabel(row) } }}
                    />
                  </TableCell>
                )}
                {columns.map((c) => (
                  <TableCell key={c.id} align={c.align} sx={cellSx(c)}>
                    {c.render(row)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
            {isPending &&
              Array.from({ length: placeholders }, (_, i) => (
                <TableRow key={`placeholder-${i}`} aria-hidden>
                  {selection && <TableCell padding="checkbox" />}
                  {columns.map((c) => (
                    <TableCell key={c.id} sx={cellSx(c)}>
                      <Skeleton variant="text" />
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            {!isPending && rows.length === 0 && (
              <TableRow>
                <TableCell colSpan={columns.length + (selection ? 1 : 0)}>
                  <Typography sx={{ color: 'text.secondary', py: 2 }}>{emptyText}</Typography>
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableContainer>
      {/* an empty first page says its empty text alone, not "0–0 of 0" */}
      {paging && !isPending && !(rows.length === 0 && paging.total === 0) && (
        <TablePagination
          component="div"
          count={paging.total}
          page={paging.params.page}
          rowsPerPage={paging.params.pageSize}
          rowsPerPageOptions={[...PAGE_SIZES]}
          onPageChange={(_, page) => paging.onParamsChange({ ...paging.params, page })}
          onRowsPerPageChange={(e) => paging.onParamsChange({ ...paging.params, page: 0, pageSize: Number(e.target.value) })}
        />
      )}
    </Paper>
  );
}
