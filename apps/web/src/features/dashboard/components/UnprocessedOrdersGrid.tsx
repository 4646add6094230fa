// "Unprocessed orders": the shared grid on GET /order-summaries/recent (the 10 newest orders that need processing),
// 240 px high, with "View all" to the orders list. The call answers one page without Content-Range, so the grid's
// fetch adds it (every row is on the first page).
import { useState } from 'react';
import { Box, Button, Link, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import type { ColDef, ICellRendererParams } from 'ag-grid-community';
import { FULFILLMENT_STATUS_LABELS, SHIPPING_TYPE_LABELS, type OrderSummary } from '@portal/contracts';
import { DataGrid } from '../../../components/data-grid/DataGrid.tsx';
import { fetchGridResponse } from '../../../components/data-grid/grid-fetch.ts';
import type { GridFetch } from '../../../components/data-grid/grid-request.ts';
import { EMPTY_VIEW_STATE, type GridViewState } from '../../../components/data-grid/grid-view-state.ts';
import { formatCurrency, formatDate } from '../../../lib/format.ts';
import { RECENT_ORDERS_PATH } from '../api.ts';
import { PANEL_TITLES } from '../dashboard-texts.ts';

export const UNPROCESSED_GRID_HEIGHT = 240;

/** The recent call takes no paging: ask for the plain path and give the grid the total it reads from Content-Range. */
export const fetchRecentOrdersPage: GridFetch = async (url, init) => {
  const response = await fetchGridResponse(url.split('?')[0]!, init);
  if (!response.ok || response.headers.has('content-range')) return response;
  const rows = (await response.json()) as unknown[];
  const range = rows.length ? `items 0-${rows.length - 1}/${rows.length}` : 'items */0';
  return new Response(JSON.stringify(rows), { status: 200, headers: { 'Content-Type': 'application/json', 'Content-Range': range } });
};

const COLUMNS = (
  [
    {
      colId: 'orderIdForSearch',
      field: 'orderIdForSearch',
      headerName: 'PO number',
      minWidth: 120,
      cellRenderer: ({ data }: ICellRendererParams<OrderSummary>) =>
        data ? (
          <Link component={RouterLink} to={`/orders/${data.id}`}>
            {data.orderIdForSearch}
          </Link>
        ) : null,
    },
    {
      colId: 'createdOn',
      field: 'createdOn',
      headerName: 'Created on',
      minWidth: 115,
      valueFormatter: ({ value }) => (value ? formatDate(value as string) : ''),
    },
    { colId: 'displayName', field: 'displayName', headerName: 'Customer name', minWidth: 130 },
    {
      colId: 'supplierTotal',
      field: 'supplierTotal',
      headerName: 'Total cost',
      minWidth: 110,
      valueFormatter: ({ value }) => formatCurrency(value as string),
    },
    {
      colId: 'shippingType',
      field: 'shippingType',
      headerName: 'Shipping method',
      minWidth: 110,
      valueFormatter: ({ value }) => (value ? SHIPPING_TYPE_LABELS[value as OrderSummary['shippingType']] : ''),
    },
    {
      colId: 'fulfillmentStatus',
      field: 'fulfillmentStatus',
      headerName: 'Status',
      minWidth: 120,
      valueFormatter: ({ value }) => (value ? FULFILLMENT_STATUS_LABELS[value as OrderSummary['fulfillmentStatus']] : ''),
    },
  ] satisfies ColDef<OrderSummary>[]
).map((c): ColDef<OrderSummary> => ({ ...c, sortable: false }));

export function UnprocessedOrdersGrid({ reloadKey }: { reloadKey?: unknown }) {
  const [viewState, setViewState] = useState<GridViewState>(EMPTY_VIEW_STATE);
  return (
    <Box component="section" aria-labelledby="unprocessed-orders-title">
      <DataGrid<OrderSummary>
        gridId="dashboard-unprocessed-orders"
        url={RECENT_ORDERS_PATH}
        columnDefs={COLUMNS}
        getRowId={(row) => String(row.id)}
        viewState={viewState}
        onViewStateChange={setViewState}
        height={UNPROCESSED_GRID_HEIGHT}
        fetchResponse={fetchRecentOrdersPage}
        reloadKey={reloadKey}
        toolbar={
          <>
            <Typography id="unprocessed-orders-title" variant="h6" component="h2" sx={{ flex: 1 }}>
              {PANEL_TITLES.unprocessedOrders}
            </Typography>
            <Button component={RouterLink} to="/orders" variant="outlined" size="small">
              View all
            </Button>
          </>
        }
      />
    </Box>
  );
}
