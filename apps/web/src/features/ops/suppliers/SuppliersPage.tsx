// /ops/suppliers: the suppliers grid (name search, order processing filter); a name opens the supplier.
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { Chip, Link, MenuItem, Stack, TextField, Typography } from '@mui/material';
import type { OpsSupplier } from '@portal/contracts';
import { formatDate } from '../../../lib/format.ts';
import { OpsGridTable, type OpsGridColumn } from '../grid/OpsGridTable.tsx';
import { INITIAL_GRID_PARAMS, textFilter, type OpsGridParams } from '../grid/ops-grid.ts';
import { useSuppliers } from './api.ts';

const columns: OpsGridColumn<OpsSupplier>[] = [
  {
    id: 'name',
    label: 'Supplier',
    sortable: true,
    render: (r) => (
      <Link component={RouterLink} to={`/ops/suppliers/${r.id}`}>
        {r.name}
      </Link>
    ),
  },
  {
    id: 'supplierCanProcessOrders',
    label: 'Order processing',
    sortable: true,
    render: (r) =>
      r.supplierCanProcessOrders ? <Chip size="small" color="success" label="Supplier" /> : <Chip size="small" label="Integration" />,
  },
  { id: 'activeUserCount', label: 'Active users', align: 'right', render: (r) => r.activeUserCount },
  { id: 'overrideCount', label: 'Own flag values', align: 'right', render: (r) => r.overrideCount },
  { id: 'createdOn', label: 'Since', sortable: true, render: (r) => formatDate(r.createdOn) },
];

export function SuppliersPage() {
  const [name, setName] = useState('');
  const [processing, setProcessing] = useState('');
  const [params, setParams] = useState<OpsGridParams>({ ...INITIAL_GRID_PARAMS, sort: { colId: 'name', sort: 'asc' } });
  const page = useSuppliers(params);
  const filter = (next: { name?: string; processing?: string }) => {
    const n = next.name ?? name;
    const p = next.processing ?? processing;
    setName(n);
    setProcessing(p);
    setParams((s) => ({
      ...s,
      page: 0,
      filters: { name: textFilter(n), supplierCanProcessOrders: p ? { filterType: 'boolean', type: p } : undefined },
    }));
  };
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        Suppliers
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          size="small"
          label="Search supplier"
          value={name}
          onChange={(e) => filter({ name: e.target.value })}
          sx={{ minWidth: 240 }}
        />
        <TextField
          select
          size="small"
          label="Order processing"
          value={processing}
          onChange={(e) => filter({ processing: e.target.value })}
          sx={{ minWidth: 200 }}
        >
          <MenuItem value="">All</MenuItem>
          <MenuItem value="true">Supplier</MenuItem>
          <MenuItem value="false">Integration</MenuItem>
        </TextField>
      </Stack>
      <OpsGridTable
        label="Suppliers"
        columns={columns}
        rows={page.data?.rows ?? []}
        total={page.data?.total ?? 0}
        params={params}
        onParamsChange={setParams}
        isPending={page.isPending}
        isFetching={page.isFetching}
        isError={page.isError}
        emptyText="No suppliers."
      />
    </Stack>
  );
}

export { SuppliersPage as Component };
