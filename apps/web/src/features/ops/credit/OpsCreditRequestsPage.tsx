// /ops/credit-requests: the credit requests of every supplier (supplier and PO search, open or covered), and
// 'Raise credit request' on an order.
import { useState } from 'react';
import { Button, Chip, MenuItem, Stack, TextField, Typography } from '@mui/material';
import type { OpsCreditRequest } from '@portal/contracts';
import { EMPTY_VALUE, formatCurrency, formatDateTime } from '../../../lib/format.ts';
import { OpsGridTable, type OpsGridColumn } from '../grid/OpsGridTable.tsx';
import { INITIAL_GRID_PARAMS, textFilter, type OpsGridParams } from '../grid/ops-grid.ts';
import { uploadCreditFile, useOpsCreditRequests, useRaiseCreditRequest } from './api.ts';
import { RaiseCreditRequestDialog } from './RaiseCreditRequestDialog.tsx';

const columns: OpsGridColumn<OpsCreditRequest>[] = [
  { id: 'purchaseOrderNumber', label: 'PO number', sortable: true, nowrap: true, render: (r) => r.purchaseOrderNumber },
  { id: 'supplierName', label: 'Supplier', sortable: true, render: (r) => r.supplierName },
  { id: 'amount', label: 'Amount', sortable: true, align: 'right', nowrap: true, render: (r) => formatCurrency(r.amount) },
  { id: 'reasonForCredit', label: 'Reason', sortable: true, render: (r) => r.reasonForCredit },
  { id: 'sourceType', label: 'Source', sortable: true, render: (r) => r.sourceType },
  { id: 'rmaNumber', label: 'RMA', nowrap: true, render: (r) => r.rmaNumber ?? EMPTY_VALUE },
  { id: 'createdOn', label: 'Raised', sortable: true, render: (r) => formatDateTime(r.createdOn) },
  {
    id: 'isCovered',
    label: 'State',
    sortable: true,
    render: (r) =>
      r.isCovered ? <Chip size="small" label="Covered" color="success" /> : <Chip size="small" label="Open" color="warning" />,
  },
];

export function OpsCreditRequestsPage() {
  const [supplier, setSupplier] = useState('');
  const [po, setPo] = useState('');
  const [covered, setCovered] = useState('');
  const [raising, setRaising] = useState(false);
  const [params, setParams] = useState<OpsGridParams>(INITIAL_GRID_PARAMS);
  const page = useOpsCreditRequests(params);
  const raise = useRaiseCreditRequest();
  const filter = (next: { supplier?: string; po?: string; covered?: string }) => {
    const s = next.supplier ?? supplier;
    const p = next.po ?? po;
    const c = next.covered ?? covered;
    setSupplier(s);
    setPo(p);
    setCovered(c);
    setParams((x) => ({
      ...x,
      page: 0,
      filters: {
        supplierName: textFilter(s),
        purchaseOrderNumber: textFilter(p),
        isCovered: c ? { filterType: 'boolean', type: c } : undefined,
      },
    }));
  };
  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="h5" component="h1">
          Credit requests
        </Typography>
        <Button variant="contained" onClick={() => setRaising(true)}>
          Raise credit request
        </Button>
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField size="small" label="Search supplier" value={supplier} onChange={(e) => filter({ supplier: e.target.value })} />
        <TextField size="small" label="Search PO number" value={po} onChange={(e) => filter({ po: e.target.value })} />
        <TextField
          select
          size="small"
          label="State"
          value={covered}
          onChange={(e) => filter({ covered: e.target.value })}
          sx={{ minWidth: 160 }}
        >
          <MenuItem value="">All</MenuItem>
          <MenuItem value="false">Open</MenuItem>
          <MenuItem value="true">Covered</MenuItem>
        </TextField>
      </Stack>
      <OpsGridTable
        label="Credit requests"
        columns={columns}
        rows={page.data?.rows ?? []}
        total={page.data?.total ?? 0}
        params={params}
        onParamsChange={setParams}
        isPending={page.isPending}
        isFetching={page.isFetching}
        isError={page.isError}
        emptyText="No credit requests."
      />
      {raising && (
        <RaiseCreditRequestDialog raise={(body) => raise.mutateAsync(body)} upload={uploadCreditFile} onClose={() => setRaising(false)} />
      )}
    </Stack>
  );
}

export { OpsCreditRequestsPage as Component };
