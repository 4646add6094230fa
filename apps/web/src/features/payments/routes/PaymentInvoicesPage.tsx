// /payments/invoices (title "Invoices"): every invoice with its payment status (Submitted, Rejected with the reason,
// Scheduled with its due date, Paid with the day, Paid less deductions), when and by whom it was accepted ("Accepted":
// the day, on submission or by the marketplace's review) and the remittance that paid it, a link to its page; filters,
// sort and export.
import { useMemo, useState } from 'react';
import { Stack, Typography } from '@mui/material';
import type { ColDef, ICellRendererParams } from 'ag-grid-community';
import {
  INVOICE_ACCEPTANCE_LABELS,
  INVOICE_PAYMENT_STATUS_LABELS,
  INVOICE_PAYMENT_STATUSES,
  type PaymentInvoiceRow,
} from '@portal/contracts';
import { DataGrid, GRID_FILTER } from '../../../components/data-grid/DataGrid.tsx';
import { exportGridView, type ExportColumn } from '../../../components/data-grid/grid-export.ts';
import { GridExportButton } from '../../../components/data-grid/GridExportButton.tsx';
import { useGridUrlState } from '../../../components/data-grid/use-grid-url-state.ts';
import { dateColumn, moneyColumn, WRAPPED_HEADER } from '../../../components/data-grid/value-columns.tsx';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { PAYMENT_INVOICES_PATH, REMITTANCES_PATH } from '../api.ts';
import { InvoiceAcceptedCell, InvoiceStatusCell } from '../components/InvoiceStatusCell.tsx';
import { purchaseOrderColumn, recordLinkColumn } from '../components/payments-columns.tsx';

export const PAYMENT_INVOICES_GRID_ID = 'payment-invoices';
const STATUS_OPTIONS = INVOICE_PAYMENT_STATUSES.map((value) => ({ value, label: INVOICE_PAYMENT_STATUS_LABELS[value] }));
const rowId = (row: PaymentInvoiceRow) => String(row.invoiceId);
/** A phone shows the invoice number and its status (with its day); the rest is in the Columns menu. */
const NARROW_HIDDEN = ['purchaseOrderNumber', 'invoiceDate', 'total', 'acceptedOn', 'paidAmount', 'remittanceNumber', 'dueDate'];

const EXPORT_COLUMNS: ExportColumn<PaymentInvoiceRow>[] = [
  { header: 'Invoice number', value: (r) => r.invoiceNumber },
  { header: 'PO number', value: (r) => r.purchaseOrderNumber },
  { header: 'Invoice date', value: (r) => r.invoiceDate },
  { header: 'Total', value: (r) => r.total },
  { header: 'Status', value: (r) => INVOICE_PAYMENT_STATUS_LABELS[r.status] },
  { header: 'Reason', value: (r) => r.statusReason },
  { header: 'Accepted on', value: (r) => r.acceptedOn },
  { header: 'Accepted', value: (r) => (r.acceptedBy ? INVOICE_ACCEPTANCE_LABELS[r.acceptedBy] : null) },
  { header: 'Due date', value: (r) => r.dueDate },
  { header: 'Paid on', value: (r) => r.paidOn },
  { header: 'Paid amount', value: (r) => r.paidAmount },
  { header: 'Remittance', value: (r) => r.remittanceNumber },
];

export function PaymentInvoicesPage() {
  useDocumentTitle('Invoices');
  const [urlView, setUrlView] = useGridUrlState();
  const [initialView] = useState(() => urlView);

  const columnDefs = useMemo<ColDef<PaymentInvoiceRow>[]>(
    () => [
      {
        colId: 'invoiceNumber',
        field: 'invoiceNumber',
        headerName: 'Invoice number',
        minWidth: 140,
        filter: GRID_FILTER.text,
        ...WRAPPED_HEADER,
      },
      purchaseOrderColumn<PaymentInvoiceRow>(),
      dateColumn<PaymentInvoiceRow>('invoiceDate', 'Invoice date'),
      moneyColumn<PaymentInvoiceRow>('total', 'Total'),
      {
        colId: 'status',
        field: 'status',
        headerName: 'Status',
        minWidth: 200,
        filter: GRID_FILTER.set,
        filterParams: { options: STATUS_OPTIONS },
        cellRenderer: ({ data }: ICellRendererParams<PaymentInvoiceRow>) => (data ? <InvoiceStatusCell row={data} /> : null),
      },
      {
        ...dateColumn<PaymentInvoiceRow>('acceptedOn', 'Accepted'),
        cellRenderer: ({ data }: ICellRendererParams<PaymentInvoiceRow>) => (data ? <InvoiceAcceptedCell row={data} /> : null),
      },
      moneyColumn<PaymentInvoiceRow>('paidAmount', 'Paid amount'),
      // beside what it paid, before the due date the status cell already names: in view at 1440 px
      {
        ...recordLinkColumn<PaymentInvoiceRow>(
          'remittanceNumber',
          'Remittance',
          (r) => (r.remittanceId ? `${REMITTANCES_PATH}/${r.remittanceId}` : null),
          (r) => r.remittanceNumber,
        ),
        minWidth: 125,
      },
      dateColumn<PaymentInvoiceRow>('dueDate', 'Due date'),
    ],
    [],
  );

  return (
    <Stack spacing={2}>
      <Typography variant="h1">Invoices</Typography>
      <DataGrid<PaymentInvoiceRow>
        gridId={PAYMENT_INVOICES_GRID_ID}
        url={PAYMENT_INVOICES_PATH}
        columnDefs={columnDefs}
        getRowId={rowId}
        viewState={initialView}
        onViewStateChange={setUrlView}
        narrowHiddenColumns={NARROW_HIDDEN}
        toolbar={<GridExportButton onExport={() => exportGridView(PAYMENT_INVOICES_PATH, urlView, EXPORT_COLUMNS, 'Invoices')} />}
        height="calc(100vh - 220px)"
      />
    </Stack>
  );
}

export const Component = PaymentInvoicesPage;
