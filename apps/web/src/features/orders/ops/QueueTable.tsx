// One decision queue of the console (CompactServerGrid): PO number and supplier searches, sortable columns, pages of
// 25, row selection for bulk decisions and each row's actions. Below the lg breakpoint the secondary columns
// (requested, status, amount) fold into the request's cell, so PO number, supplier, request and actions fit 768 px;
// below sm the supplier folds under the PO number and the actions stack, so they fit 390 px too.
import type { ReactNode } from 'react';
import { Box } from '@mui/material';
import { consoleWords, type OpsQueueRow } from '@portal/contracts';
import { formatCurrency, formatDateTime } from '../../../lib/format.ts';
import { queueQuery } from './ops-calls.ts';
import { requestText } from './request-text.ts';
import { CompactServerGrid } from '../../../components/data-grid/compact/CompactServerGrid.tsx';
import { poNumberColumn, PoNumberLink } from '../../../components/data-grid/compact/po-number-column.tsx';
import { type CompactGridColumn } from '../../../components/data-grid/compact/CompactGridTable.tsx';
import { HiddenColumnsLine } from '../../../components/data-grid/compact/HiddenColumnsLine.tsx';
import type { CompactGridFilter, CompactGridParams } from '../../../components/data-grid/compact/compact-grid.ts';

const FILTERS: CompactGridFilter[] = [
  { kind: 'text', column: 'purchaseOrderNumber', label: 'Search PO number' },
  { kind: 'text', column: 'supplierName', label: 'Search supplier' },
];

export interface QueueTableProps {
  queueKey: string;
  /** The table's accessible name. */
  label: string;
  actions: (row: OpsQueueRow) => ReactNode;
  /** Buttons acting on the selected rows; no selection column without them. */
  bulkActions?: (selected: number[], clear: () => void) => ReactNode;
}

const columns = (actions: QueueTableProps['actions']): CompactGridColumn<OpsQueueRow>[] => [
  {
    ...poNumberColumn<OpsQueueRow>(),
    // on a phone the supplier is the PO number's second line (as the disputes fold the PO number), so the request and
    // the actions fit 390 px without a sideways scroll
    render: (r) => (
      <>
        <PoNumberLink row={r} />
        <Box component="span" sx={{ display: { xs: 'block', sm: 'none' }, whiteSpace: 'normal' }}>
          {r.supplierName}
        </Box>
      </>
    ),
  },
  { id: 'supplierName', label: 'Supplier', sortable: true, hideBelow: 'sm', render: (r) => r.supplierName },
  { id: 'requestedOn', label: 'Requested', sortable: true, nowrap: true, hideBelow: 'lg', render: (r) => formatDateTime(r.requestedOn) },
  { id: 'status', label: 'Status', nowrap: true, hideBelow: 'lg', render: (r) => consoleWords(r.status) },
  { id: 'amount', label: 'Amount', sortable: true, align: 'right', hideBelow: 'lg', render: (r) => formatCurrency(r.amount) },
  {
    id: 'request',
    label: 'Request',
    sx: { minWidth: { xs: 100, lg: 160 }, maxWidth: 360 },
    render: (r) => (
      <>
        {requestText(r.details)}
        <HiddenColumnsLine>
          {formatDateTime(r.requestedOn)} · {consoleWords(r.status)} · {formatCurrency(r.amount)}
        </HiddenColumnsLine>
      </>
    ),
  },
  {
    id: 'actions',
    label: 'Actions',
    align: 'right',
    // one line from sm on; on a phone the buttons stack rather than push the table sideways
    sx: { whiteSpace: { xs: 'normal', sm: 'nowrap' } },
    render: (r) => actions(r),
  },
];

export function QueueTable({ queueKey, label, actions, bulkActions }: QueueTableProps) {
  return (
    <CompactServerGrid
      label={label}
      filters={FILTERS}
      query={(params: CompactGridParams) => queueQuery(queueKey, params)}
      columns={columns(actions)}
      emptyText="Nothing waits in this queue."
      errorText="The queue could not be loaded."
      bulkActions={bulkActions}
      rowLabel={(row) => `Select ${row.purchaseOrderNumber}`}
    />
  );
}
