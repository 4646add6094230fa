// /ops/suppliers: the suppliers grid (name search, order processing filter); a name opens the supplier.
import { Link as RouterLink } from 'react-router';
import { Chip, Link } from '@mui/material';
import type { OpsSupplier } from '@portal/contracts';
import { formatDate } from '../../../lib/format.ts';
import { CompactServerGrid } from '../../../components/data-grid/compact/CompactServerGrid.tsx';
import { type CompactGridColumn } from '../../../components/data-grid/compact/CompactGridTable.tsx';
import { HiddenColumnsLine } from '../../../components/data-grid/compact/HiddenColumnsLine.tsx';
import { INITIAL_GRID_PARAMS, type CompactGridFilter, type CompactGridParams } from '../../../components/data-grid/compact/compact-grid.ts';
import { suppliersQuery } from './api.ts';

const FILTERS: CompactGridFilter[] = [
  { kind: 'text', column: 'name', label: 'Search supplier' },
  {
    kind: 'boolean',
    column: 'supplierCanProcessOrders',
    label: 'Order processing',
    options: [
      { value: 'true', label: 'Supplier' },
      { value: 'false', label: 'Integration' },
    ],
  },
];
const DEFAULTS: CompactGridParams = { ...INITIAL_GRID_PARAMS, sort: { colId: 'name', sort: 'asc' } };

const activeUsersText = (n: number) => (n === 1 ? '1 active user' : `${n} active users`);
const ownFlagsText = (n: number) => (n === 1 ? '1 own flag value' : `${n} own flag values`);

// Below lg the counts and the date hide and are the name's second line: the console's one pattern (HiddenColumnsLine),
// so the name and its order processing fit 390 px without a sideways scroll.
const columns: CompactGridColumn<OpsSupplier>[] = [
  {
    id: 'name',
    label: 'Supplier',
    sortable: true,
    render: (r) => (
      <>
        <Link component={RouterLink} to={`/ops/suppliers/${r.id}`}>
          {r.name}
        </Link>
        <HiddenColumnsLine>
          {activeUsersText(r.activeUserCount)} · {ownFlagsText(r.overrideCount)} · Since {formatDate(r.createdOn)}
        </HiddenColumnsLine>
      </>
    ),
  },
  {
    id: 'supplierCanProcessOrders',
    label: 'Order processing',
    sortable: true,
    render: (r) =>
      r.supplierCanProcessOrders ? <Chip size="small" color="success" label="Supplier" /> : <Chip size="small" label="Integration" />,
  },
  { id: 'activeUserCount', label: 'Active users', align: 'right', hideBelow: 'lg', render: (r) => r.activeUserCount },
  { id: 'overrideCount', label: 'Own flag values', align: 'right', hideBelow: 'lg', render: (r) => r.overrideCount },
  { id: 'createdOn', label: 'Since', sortable: true, nowrap: true, hideBelow: 'lg', render: (r) => formatDate(r.createdOn) },
];

export function SuppliersPage() {
  return (
    <CompactServerGrid
      title="Suppliers"
      label="Suppliers"
      filters={FILTERS}
      defaults={DEFAULTS}
      query={suppliersQuery}
      columns={columns}
      emptyText="No suppliers."
    />
  );
}

export { SuppliersPage as Component };
