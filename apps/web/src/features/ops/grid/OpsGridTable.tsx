// A server-side grid of the console (invitations, applications, suppliers, credit requests): sortable columns, the
// page's filters above it, pages of 25/50/100; the server sorts, filters and counts (Content-Range).
import type { ReactNode } from 'react';
import {
  Alert,
  LinearProgress,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  TableSortLabel,
  Typography,
} from '@mui/material';
import type { OpsGridParams } from './ops-grid.ts';

export interface OpsGridColumn<T> {
  id: string;
  label: string;
  sortable?: boolean;
  align?: 'left' | 'right';
  /** Keep the cell on one line (numbers, dates); the table scrolls sideways on narrow screens. */
  nowrap?: boolean;
  render: (row: T) => ReactNode;
}

export interface OpsGridTableProps<T extends { id: number }> {
  /** The table's accessible name. */
  label: string;
  columns: OpsGridColumn<T>[];
  rows: T[];
  total: number;
  params: OpsGridParams;
  onParamsChange: (params: OpsGridParams) => void;
  isPending: boolean;
  isFetching: boolean;
  isError: boolean;
  emptyText: string;
}

export function OpsGridTable<T extends { id: number }>(props: OpsGridTableProps<T>) {
  const { label, columns, rows, total, params, onParamsChange, isPending, isFetching, isError, emptyText } = props;
  const sortBy = (colId: string) => {
    const current = params.sort?.colId === colId ? params.sort.sort : null;
    const sort = current === 'asc' ? { colId, sort: 'desc' as const } : current === 'desc' ? null : { colId, sort: 'asc' as const };
    onParamsChange({ ...params, page: 0, sort });
  };
  return (
    <Paper variant="outlined">
      {isError && <Alert severity="error">The list could not be loaded.</Alert>}
      {isFetching && <LinearProgress aria-label="Loading" />}
      <TableContainer>
        <Table size="small" aria-label={label}>
          <TableHead>
            <TableRow>
              {columns.map((c) => (
                <TableCell
                  key={c.id}
                  align={c.align}
                  sx={c.nowrap ? { whiteSpace: 'nowrap' } : undefined}
                  sortDirection={params.sort?.colId === c.id ? params.sort.sort : false}
                >
                  {c.sortable ? (
                    <TableSortLabel
                      active={params.sort?.colId === c.id}
                      direction={params.sort?.colId === c.id ? params.sort.sort : 'asc'}
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
              <TableRow key={row.id} hover>
                {columns.map((c) => (
                  <TableCell key={c.id} align={c.align} sx={c.nowrap ? { whiteSpace: 'nowrap' } : undefined}>
                    {c.render(row)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
            {!isPending && rows.length === 0 && (
              <TableRow>
                <TableCell colSpan={columns.length}>
                  <Typography sx={{ color: 'text.secondary', py: 2 }}>{emptyText}</Typography>
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={total}
        page={params.page}
        rowsPerPage={params.pageSize}
        rowsPerPageOptions={[25, 50, 100]}
        onPageChange={(_, page) => onParamsChange({ ...params, page })}
        onRowsPerPageChange={(e) => onParamsChange({ ...params, page: 0, pageSize: Number(e.target.value) })}
      />
    </Paper>
  );
}
