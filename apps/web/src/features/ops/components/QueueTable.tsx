// One queue of the console: a server-side table (PO number and supplier filters, sortable columns, pages of 25), row selection for bulk
// decisions and each row's actions. The server answers the page and the total (Content-Range).
import { useState, type ReactNode } from 'react';
import {
  Alert,
  Box,
  Checkbox,
  LinearProgress,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  TableSortLabel,
  TextField,
  Typography,
} from '@mui/material';
import type { OpsQueueRow } from '@portal/contracts';
import { formatCurrency, formatDateTime } from '../../../lib/format.ts';
import { useQueuePage, type QueueParams } from '../api.ts';

const SORTABLE = [
  { id: 'purchaseOrderNumber', label: 'PO number' },
  { id: 'supplierName', label: 'Supplier' },
  { id: 'requestedOn', label: 'Requested' },
] as const;

export interface QueueTableProps {
  queueKey: string;
  /** The table's accessible name. */
  label: string;
  actions: (row: OpsQueueRow) => ReactNode;
  /** Buttons acting on the selected rows; no selection column without them. */
  bulkActions?: (selected: number[], clear: () => void) => ReactNode;
}

export function QueueTable({ queueKey, label, actions, bulkActions }: QueueTableProps) {
  const [params, setParams] = useState<QueueParams>({ page: 0, pageSize: 25, sort: null, po: '', supplier: '' });
  const [selected, setSelected] = useState<number[]>([]);
  const page = useQueuePage(queueKey, params);
  const rows = page.data?.rows ?? [];
  const update = (change: Partial<QueueParams>) => {
    setSelected([]);
    setParams((p) => ({ ...p, page: 0, ...change }));
  };
  const sortBy = (colId: string) => {
    const current = params.sort?.colId === colId ? params.sort.sort : null;
    update({ sort: current === 'asc' ? { colId, sort: 'desc' } : current === 'desc' ? null : { colId, sort: 'asc' } });
  };
  const allSelected = rows.length > 0 && rows.every((r) => selected.includes(r.id));
  const toggle = (id: number) => setSelected((s) => (s.includes(id) ? s.filter((x) => x !== id) : [...s, id]));

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <TextField
          size="small"
          label="Search PO number"
          value={params.po}
          onChange={(e) => update({ po: e.target.value })}
          sx={{ minWidth: 240 }}
        />
        <TextField
          size="small"
          label="Search supplier"
          value={params.supplier}
          onChange={(e) => update({ supplier: e.target.value })}
          sx={{ minWidth: 240 }}
        />
        <Box sx={{ flexGrow: 1 }} />
        {bulkActions && selected.length > 0 && (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Typography variant="body2">{selected.length} selected</Typography>
            {bulkActions(selected, () => setSelected([]))}
          </Stack>
        )}
      </Stack>
      {page.isError && <Alert severity="error">The queue could not be loaded.</Alert>}
      <Paper variant="outlined">
        {page.isFetching && <LinearProgress aria-label="Loading" />}
        <TableContainer>
          <Table size="small" aria-label={label} sx={{ minWidth: 1000 }}>
            <TableHead>
              <TableRow>
                {bulkActions && (
                  <TableCell padding="checkbox">
                    <Checkbox
                      checked={allSelected}
                      indeterminate={selected.length > 0 && !allSelected}
                      onChange={() => setSelected(allSelected ? [] : rows.map((r) => r.id))}
                      slotProps={{ input: { 'aria-label': 'Select all rows' } }}
                    />
                  </TableCell>
                )}
                {SORTABLE.map((c) => (
                  <TableCell
                    key={c.id}
                    sx={{ whiteSpace: 'nowrap' }}
                    sortDirection={params.sort?.colId === c.id ? params.sort.sort : false}
                  >
                    <TableSortLabel
                      active={params.sort?.colId === c.id}
                      direction={params.sort?.colId === c.id ? params.sort.sort : 'asc'}
                      onClick={() => sortBy(c.id)}
                    >
                      {c.label}
                    </TableSortLabel>
                  </TableCell>
                ))}
                <TableCell>Status</TableCell>
                <TableCell align="right">
                  <TableSortLabel
                    active={params.sort?.colId === 'amount'}
                    direction={params.sort?.colId === 'amount' ? params.sort.sort : 'asc'}
                    onClick={() => sortBy('amount')}
                  >
                    Amount
                  </TableSortLabel>
                </TableCell>
                <TableCell>Request</TableCell>
                <TableCell align="right">Actions</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.id} hover selected={selected.includes(row.id)}>
                  {bulkActions && (
                    <TableCell padding="checkbox">
                      <Checkbox
                        checked={selected.includes(row.id)}
                        onChange={() => toggle(row.id)}
                        slotProps={{ input: { 'aria-label': `Select ${row.purchaseOrderNumber}` } }}
                      />
                    </TableCell>
                  )}
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{row.purchaseOrderNumber}</TableCell>
                  <TableCell>{row.supplierName}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(row.requestedOn)}</TableCell>
                  <TableCell>{row.status}</TableCell>
                  <TableCell align="right">{formatCurrency(row.amount)}</TableCell>
                  <TableCell sx={{ minWidth: 220, maxWidth: 360 }}>{row.summary}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {actions(row)}
                  </TableCell>
                </TableRow>
              ))}
              {!page.isPending && rows.length === 0 && (
                <TableRow>
                  <TableCell colSpan={bulkActions ? 8 : 7}>
                    <Typography sx={{ color: 'text.secondary', py: 2 }}>Nothing waits in this queue.</Typography>
                  </TableCell>
                </TableRow>
              )}
            </TableBody>
          </Table>
        </TableContainer>
        <TablePagination
          component="div"
          count={page.data?.total ?? 0}
          page={params.page}
          rowsPerPage={params.pageSize}
          rowsPerPageOptions={[25, 50, 100]}
          onPageChange={(_, p) => {
            setSelected([]);
            setParams((s) => ({ ...s, page: p }));
          }}
          onRowsPerPageChange={(e) => update({ pageSize: Number(e.target.value) })}
        />
      </Paper>
    </Stack>
  );
}
