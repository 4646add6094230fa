// Columns of the orders list exactly as spec 2 lists them.
import { GRID_FILTER } from '../../../../components/data-grid/grid-filters.ts';
import { Link, Stack } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import type { ColDef, ICellRendererParams } from 'ag-grid-community';
import {
  FULFILLMENT_STATUS_LABELS,
  FULFILLMENT_STATUSES,
  SHIPPING_TYPE_LABELS,
  SHIPPING_TYPES,
  type OrderSummary,
} from '@portal/contracts';
import { EMPTY_VALUE, formatCurrency, formatDate } from '../../../../lib/format.ts';
import { OrderDocumentActions } from './OrderDocumentActions.tsx';
import { OrderStatusChip } from '../../../../components/status/OrderStatusChip.tsx';
import { InReviewChip } from '../../../../components/status/InReviewChip.tsx';

type Cell = ICellRendererParams<OrderSummary>;

export { INVOICE_IN_REVIEW, PRICE_CHANGE_IN_REVIEW } from '../../../../components/status/InReviewChip.tsx';

/** "PO | supplier order number" when the supplier's number differs. */
export function purchaseOrderText(order: Pick<OrderSummary, 'orderIdForSearch' | 'supplierOrderNumber'>): string {
  const { orderIdForSearch: po, supplierOrderNumber: own } = order;
  return own && own !== po ? `${po} | ${own}` : po;
}

export const STATUS_FILTER_OPTIONS = FULFILLMENT_STATUSES.map((s) => ({ value: s, label: FULFILLMENT_STATUS_LABELS[s] }));
export const SHIPPING_FILTER_OPTIONS = SHIPPING_TYPES.map((s) => ({ value: s, label: SHIPPING_TYPE_LABELS[s] }));

export interface OrderColumnsOptions {
  showDocuments: boolean;
  onDownloadDocument: (fileName: string) => void;
}

export function buildOrderColumns({ showDocuments, onDownloadDocument }: OrderColumnsOptions): ColDef<OrderSummary>[] {
  const columns: ColDef<OrderSummary>[] = [
    {
      colId: 'orderIdForSearch',
      field: 'orderIdForSearch',
      headerName: 'PO number',
      minWidth: 130,
      // the supplier order number is often cut off in a narrow column
      tooltipValueGetter: ({ data }) => (data ? purchaseOrderText(data) : undefined),
      filter: GRID_FILTER.text,
      filterParams: { operators: ['startsWith'] },
      cellRenderer: ({ data }: Cell) =>
        data ? (
          <Link component={RouterLink} to={`/orders/${data.id}`}>
            {purchaseOrderText(data)}
          </Link>
        ) : null,
    },
    {
      colId: 'createdOn',
      field: 'createdOn',
      headerName: 'Created on',
      minWidth: 125,
      valueFormatter: ({ value }) => (value ? formatDate(value as string) : ''),
    },
    {
      colId: 'displayName',
      field: 'displayName',
      headerName: 'Customer name',
      minWidth: 130,
      filter: GRID_FILTER.text,
    },
    {
      colId: 'invoiceNumber',
      field: 'invoiceNumber',
      headerName: 'Invoice number',
      minWidth: 120,
      filter: GRID_FILTER.text,
      filterParams: { operators: ['startsWith'] },
      valueFormatter: ({ value, data }) => (data ? (value as string | null) || EMPTY_VALUE : ''),
    },
    {
      colId: 'supplierTotal',
      field: 'supplierTotal',
      headerName: 'Total cost',
      minWidth: 160,
      cellRenderer: ({ data }: Cell) =>
        data ? (
          <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', height: '100%' }}>
            <span>{formatCurrency(data.supplierTotal)}</span>
            {/* short labels keep the column narrow; the tooltip gives the full state */}
            {data.hasPriceChangeInReview && <InReviewChip kind="priceChange" />}
            {data.hasInvoiceInReview && <InReviewChip kind="invoice" />}
          </Stack>
        ) : null,
    },
    {
      colId: 'shippingType',
      field: 'shippingType',
      headerName: 'Shipping method',
      flex: 0,
      width: 125,
      filter: GRID_FILTER.set,
      filterParams: { options: SHIPPING_FILTER_OPTIONS },
      valueFormatter: ({ value }) => (value ? SHIPPING_TYPE_LABELS[value as OrderSummary['shippingType']] : ''),
    },
    {
      colId: 'fulfillmentStatus',
      field: 'fulfillmentStatus',
      headerName: 'Status',
      flex: 0,
      width: 140,
      filter: GRID_FILTER.set,
      filterParams: { options: STATUS_FILTER_OPTIONS },
      cellRenderer: ({ data }: Cell) => (data ? <OrderStatusChip status={data.fulfillmentStatus} /> : null),
    },
  ];
  if (showDocuments) {
    columns.push({
      colId: 'documents',
      headerName: 'Documents',
      sortable: false,
      minWidth: 110,
      maxWidth: 120,
      cellRenderer: ({ data }: Cell) => (data ? <OrderDocumentActions order={data} onDownload={onDownloadDocument} /> : null),
    });
  }
  return columns;
}
