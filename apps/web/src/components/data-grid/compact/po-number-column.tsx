// The console's PO number column: a link to the console's order page, on one line at every width (a PO number never
// breaks, neither at its hyphen nor inside; docs/decisions/console-words.md, "PO numbers").
import { Link as RouterLink } from 'react-router';
import { Link } from '@mui/material';
import { opsOrderPath } from '../../../lib/operator.ts';
import type { CompactGridColumn } from './CompactGridTable.tsx';

export interface PoNumberRow {
  id: number;
  orderId: number;
  purchaseOrderNumber: string;
}

/** The PO number as a link to `/ops/orders/:orderId`. */
export const PoNumberLink = ({ row }: { row: Omit<PoNumberRow, 'id'> }) => (
  <Link component={RouterLink} to={opsOrderPath(row)} sx={{ whiteSpace: 'nowrap' }}>
    {row.purchaseOrderNumber}
  </Link>
);

export function poNumberColumn<T extends PoNumberRow>(options: Pick<CompactGridColumn<T>, 'hideBelow'> = {}): CompactGridColumn<T> {
  return {
    id: 'purchaseOrderNumber',
    label: 'PO number',
    sortable: true,
    nowrap: true,
    ...options,
    render: (row) => <PoNumberLink row={row} />,
  };
}
