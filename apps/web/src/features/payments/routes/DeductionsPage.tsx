// /payments/deductions (title "Deductions"): each amount held back: number, PO number, type, amount, the rule that
// raised it, status (beside the number) and the days left to dispute it; the number opens the deduction with its evidence.
import { useMemo, useState } from 'react';
import { Stack, Typography } from '@mui/material';
import type { ColDef, ICellRendererParams } from 'ag-grid-community';
import {
  DEDUCTION_HELD_BACK_LABELS,
  DEDUCTION_HELD_BACK_STATES,
  DEDUCTION_STATUS_LABELS,
  DEDUCTION_STATUSES,
  DEDUCTION_TYPE_LABELS,
  DEDUCTION_TYPES,
  type DeductionSummary,
} from '@portal/contracts';
import { DataGrid, GRID_FILTER } from '../../../components/data-grid/DataGrid.tsx';
import { exportGridView, type ExportColumn } from '../../../components/data-grid/grid-export.ts';
import { GridExportButton } from '../../../components/data-grid/GridExportButton.tsx';
import { useGridUrlState } from '../../../components/data-grid/use-grid-url-state.ts';
import { dateColumn, moneyColumn } from '../../../components/data-grid/value-columns.tsx';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { capitalizeFirst } from '../../../lib/format.ts';
import { DEDUCTIONS_PATH } from '../api.ts';
import { DeductionStatusChip } from '../components/DeductionStatusChip.tsx';
import { purchaseOrderColumn, recordLinkColumn } from '../components/payments-columns.tsx';
import { disputeWindowText, raisedByText } from '../deduction-texts.ts';

export const DEDUCTIONS_GRID_ID = 'deductions';
const TYPE_OPTIONS = DEDUCTION_TYPES.map((value) => ({ value, label: capitalizeFirst(DEDUCTION_TYPE_LABELS[value]) }));
const STATUS_OPTIONS = DEDUCTION_STATUSES.map((value) => ({ value, label: DEDUCTION_STATUS_LABELS[value] }));
const HELD_BACK_OPTIONS = DEDUCTION_HELD_BACK_STATES.map((value) => ({ value, label: DEDUCTION_HELD_BACK_LABELS[value] }));
const rowId = (row: DeductionSummary) => String(row.deductionId);
/** The remittance that held it back, else "Not held back yet" (the filter's words). */
const heldBackText = (r: DeductionSummary) => r.appliedRemittanceNumber ?? DEDUCTION_HELD_BACK_LABELS.NotHeldBack;

const EXPORT_COLUMNS: ExportColumn<DeductionSummary>[] = [
  { header: 'Deduction number', value: (r) => r.deductionNumber },
  { header: 'PO number', value: (r) => r.purchaseOrderNumber },
  { header: 'Type', value: (r) => capitalizeFirst(DEDUCTION_TYPE_LABELS[r.type]) },
  { header: 'Amount', value: (r) => r.amount },
  { header: 'Raised by', value: raisedByText },
  { header: 'Status', value: (r) => DEDUCTION_STATUS_LABELS[r.status] },
  { header: 'Posted on', value: (r) => r.postedOn },
  { header: 'Dispute window', value: disputeWindowText },
  { header: 'Held back in', value: heldBackText },
];

/** A phone shows the number, the status and the amount (the rest is in the Columns menu). */
const NARROW_HIDDEN = ['purchaseOrderNumber', 'type', 'rule', 'postedOn', 'disputeWindow'];

export function DeductionsPage() {
  useDocumentTitle('Deductions');
  const [urlView, setUrlView] = useGridUrlState();
  const [initialView] = useState(() => urlView);

  const columnDefs = useMemo<ColDef<DeductionSummary>[]>(
    () => [
      recordLinkColumn<DeductionSummary>(
        'deductionNumber',
        'Deduction number',
        (r) => `/payments/deductions/${r.deductionId}`,
        (r) => r.deductionNumber,
      ),
      // beside the number: in view at 768 px and on a phone
      {
        colId: 'status',
        field: 'status',
        headerName: 'Status',
        width: 120,
        flex: 0,
        filter: GRID_FILTER.set,
        filterParams: { options: STATUS_OPTIONS },
        cellRenderer: ({ data }: ICellRendererParams<DeductionSummary>) => (data ? <DeductionStatusChip status={data.status} /> : null),
      },
      purchaseOrderColumn<DeductionSummary>(),
      {
        colId: 'type',
        field: 'type',
        headerName: 'Type',
        minWidth: 160,
        filter: GRID_FILTER.set,
        filterParams: { options: TYPE_OPTIONS },
        valueFormatter: ({ value }) => (value ? capitalizeFirst(DEDUCTION_TYPE_LABELS[value as DeductionSummary['type']]) : ''),
      },
      moneyColumn<DeductionSummary>('amount', 'Amount'),
      {
        colId: 'rule',
        headerName: 'Raised by',
        minWidth: 140,
        sortable: false,
        valueGetter: ({ data }) => (data ? raisedByText(data) : ''),
      },
      dateColumn<DeductionSummary>('postedOn', 'Posted on'),
      {
        colId: 'disputeWindow',
        headerName: 'Dispute window',
        minWidth: 150,
        sortable: false,
        valueGetter: ({ data }) => (data ? disputeWindowText(data) : ''),
      },
      {
        colId: 'heldBack',
        headerName: 'Held back in',
        minWidth: 150,
        sortable: false,
        filter: GRID_FILTER.set,
        filterParams: { options: HELD_BACK_OPTIONS },
        valueGetter: ({ data }) => (data ? heldBackText(data) : ''),
      },
    ],
    [],
  );

  return (
    <Stack spacing={2}>
      <Typography variant="h1">Deductions</Typography>
      <DataGrid<DeductionSummary>
        gridId={DEDUCTIONS_GRID_ID}
        url={DEDUCTIONS_PATH}
        columnDefs={columnDefs}
        getRowId={rowId}
        viewState={initialView}
        onViewStateChange={setUrlView}
        narrowHiddenColumns={NARROW_HIDDEN}
        toolbar={<GridExportButton onExport={() => exportGridView(DEDUCTIONS_PATH, urlView, EXPORT_COLUMNS, 'Deductions')} />}
        height="calc(100vh - 220px)"
      />
    </Stack>
  );
}

export const Component = DeductionsPage;
