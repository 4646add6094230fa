// Columns the payments grids share: a PO number that opens its order, and a link to a record's own page. A record's
// number (PO, INV, DED, RMT) never breaks across lines: RECORD_NUMBER_SX wherever one is shown.
import { Link } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import type { ColDef, ICellRendererParams } from 'ag-grid-community';
import { GRID_FILTER } from '../../../components/data-grid/grid-filters.ts';
import { WRAPPED_HEADER } from '../../../components/data-grid/value-columns.tsx';

/** A record's number on one line: "DED-000123" would otherwise break after its hyphen. */
export const RECORD_NUMBER_SX = { whiteSpace: 'nowrap' } as const;

export function purchaseOrderColumn<T extends { orderId: number | null; purchaseOrderNumber: string | null }>(): ColDef<T> {
  return {
    colId: 'purchaseOrderNumber',
    field: 'purchaseOrderNumber' as ColDef<T>['field'],
    headerName: 'PO number',
    minWidth: 140,
    filter: GRID_FILTER.text,
    cellRenderer: ({ data }: ICellRendererParams<T>) =>
      data?.orderId && data.purchaseOrderNumber ? (
        <Link component={RouterLink} to={`/orders/${data.orderId}`} sx={RECORD_NUMBER_SX}>
          {data.purchaseOrderNumber}
        </Link>
      ) : (
        (data?.purchaseOrderNumber ?? '')
      ),
  };
}

/** The record's number as a link to its page (a remittance, a deduction); a row without the record shows nothing. */
export function recordLinkColumn<T>(
  field: string,
  headerName: string,
  href: (row: T) => string | null,
  text: (row: T) => string | null,
): ColDef<T> {
  return {
    colId: field,
    field: field as ColDef<T>['field'],
    headerName,
    // "RMT-000123", "DED-000123" in full, and the header's longest word ("Remittance") whole beside its filter icon
    minWidth: 128,
    ...WRAPPED_HEADER,
    filter: GRID_FILTER.text,
    cellRenderer: ({ data }: ICellRendererParams<T>) => {
      const to = data ? href(data) : null;
      return data && to ? (
        <Link component={RouterLink} to={to} sx={RECORD_NUMBER_SX}>
          {text(data)}
        </Link>
      ) : null;
    },
  };
}
