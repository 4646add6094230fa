// The shared data grid (components/data-grid) with sample rows answered locally: the grid's look in each palette.
import { useState } from 'react';
import type { ColDef } from 'ag-grid-community';
import type { FulfillmentStatus } from '@portal/contracts';
import { DataGrid } from '../../../components/data-grid/DataGrid.tsx';
import { EMPTY_VIEW_STATE } from '../../../components/data-grid/grid-view-state.ts';
import type { GridFetch } from '../../../components/data-grid/grid-request.ts';
import { OrderStatusChip } from '../../../components/status/OrderStatusChip.tsx';
import { formatCurrency, formatDate } from '../../../lib/format.ts';
import { ShowcaseSection } from './ShowcaseSection.tsx';

interface SampleRow {
  id: string;
  purchaseOrderNumber: string;
  createdOn: string;
  customerName: string;
  total: string;
  status: FulfillmentStatus;
}

const ROWS: SampleRow[] = [
  {
    id: '1',
    purchaseOrderNumber: 'PO-10421',
    createdOn: '2026-11-02',
    customerName: 'Northwind Traders',
    total: '1249.90',
    status: 'NeedsProcessing',
  },
  {
    id: '2',
    purchaseOrderNumber: 'PO-10422',
    createdOn: '2026-11-03',
    customerName: 'Contoso Retail',
    total: '89.00',
    status: 'AwaitingShipment',
  },
  {
    id: '3',
    purchaseOrderNumber: 'PO-10423',
    createdOn: '2026-11-05',
    customerName: 'Fabrikam Home',
    total: '530.25',
    status: 'Invoicing',
  },
  {
    id: '4',
    purchaseOrderNumber: 'PO-10424',
    createdOn: '2026-11-07',
    customerName: 'Tailspin Outdoors',
    total: '2310.00',
    status: 'Complete',
  },
  {
    id: '5',
    purchaseOrderNumber: 'PO-10425',
    createdOn: '2026-11-09',
    customerName: 'Wide World Importers',
    total: '15.75',
    status: 'Canceled',
  },
];

const COLUMNS: ColDef<SampleRow>[] = [
  { field: 'purchaseOrderNumber', headerName: 'PO number' },
  { field: 'createdOn', headerName: 'Created on', valueFormatter: ({ value }) => formatDate(value as string) },
  { field: 'customerName', headerName: 'Customer name' },
  { field: 'total', headerName: 'Total cost', valueFormatter: ({ value }) => formatCurrency(value as string) },
  {
    field: 'status',
    headerName: 'Status',
    cellRenderer: ({ data }: { data?: SampleRow }) => (data ? <OrderStatusChip status={data.status} /> : null),
  },
];

// the sample page, as the generic grid call would answer it
const sampleFetch: GridFetch = async () =>
  new Response(JSON.stringify(ROWS), {
    headers: { 'Content-Type': 'application/json', 'Content-Range': `items 0-${ROWS.length - 1}/${ROWS.length}` },
  });

export function GridSection() {
  const [viewState, setViewState] = useState(EMPTY_VIEW_STATE);
  return (
    <ShowcaseSection title="Data grid" description="The shared grid with sample rows: header, row height, selection, status cells.">
      <DataGrid<SampleRow>
        gridId="web-design-sample"
        url="/web-design/sample"
        columnDefs={COLUMNS}
        getRowId={(row) => row.id}
        viewState={viewState}
        onViewStateChange={setViewState}
        fetchResponse={sampleFetch}
        height={340}
      />
    </ShowcaseSection>
  );
}
