// /payments/remittances (title "Remittances"): each payment the marketplace made: number, payment date, method
// reference, gross, deductions and net; the number opens the remittance with its lines.
import { useMemo, useState } from 'react';
import { Stack, Typography } from '@mui/material';
import type { ColDef } from 'ag-grid-community';
import type { RemittanceSummary } from '@portal/contracts';
import { DataGrid, GRID_FILTER } from '../../../components/data-grid/DataGrid.tsx';
import { exportGridView, type ExportColumn } from '../../../components/data-grid/grid-export.ts';
import { GridExportButton } from '../../../components/data-grid/GridExportButton.tsx';
import { useGridUrlState } from '../../../components/data-grid/use-grid-url-state.ts';
import { dateColumn, moneyColumn } from '../../../components/data-grid/value-columns.tsx';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { REMITTANCES_PATH } from '../api.ts';
import { recordLinkColumn } from '../components/payments-columns.tsx';

export const REMITTANCES_GRID_ID = 'remittances';
const rowId = (row: RemittanceSummary) => String(row.remittanceId);

const EXPORT_COLUMNS: ExportColumn<RemittanceSummary>[] = [
  { header: 'Remittance number', value: (r) => r.remittanceNumber },
  { header: 'Payment date', value: (r) => r.paymentDate },
  { header: 'Method reference', value: (r) => r.methodReference },
  { header: 'Gross', value: (r) => r.gross },
  { header: 'Deductions', value: (r) => r.deductions },
  { header: 'Net', value: (r) => r.net },
];

/** A phone shows the number, the payment date and the net (the rest is in the Columns menu). */
const NARROW_HIDDEN = ['methodReference', 'gross', 'deductions'];

export function RemittancesPage() {
  useDocumentTitle('Remittances');
  const [urlView, setUrlView] = useGridUrlState();
  const [initialView] = useState(() => urlView);

  const columnDefs = useMemo<ColDef<RemittanceSummary>[]>(
    () => [
      recordLinkColumn<RemittanceSummary>(
        'remittanceNumber',
        'Remittance number',
        (r) => `/payments/remittances/${r.remittanceId}`,
        (r) => r.remittanceNumber,
      ),
      dateColumn<RemittanceSummary>('paymentDate', 'Payment date'),
      { colId: 'methodReference', field: 'methodReference', headerName: 'Method reference', minWidth: 160, filter: GRID_FILTER.text },
      moneyColumn<RemittanceSummary>('gross', 'Gross'),
      moneyColumn<RemittanceSummary>('deductions', 'Deductions'),
      moneyColumn<RemittanceSummary>('net', 'Net'),
    ],
    [],
  );

  return (
    <Stack spacing={2}>
      <Typography variant="h1">Remittances</Typography>
      <DataGrid<RemittanceSummary>
        gridId={REMITTANCES_GRID_ID}
        url={REMITTANCES_PATH}
        columnDefs={columnDefs}
        getRowId={rowId}
        viewState={initialView}
        onViewStateChange={setUrlView}
        narrowHiddenColumns={NARROW_HIDDEN}
        toolbar={<GridExportButton onExport={() => exportGridView(REMITTANCES_PATH, urlView, EXPORT_COLUMNS, 'Remittances')} />}
        height="calc(100vh - 220px)"
      />
    </Stack>
  );
}

export const Component = RemittancesPage;
