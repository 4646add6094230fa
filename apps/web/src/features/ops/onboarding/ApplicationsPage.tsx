// /ops/applications: the supplier applications grid (company search, status filter; Submitted first shown), with
// Approve and Decline on the ones waiting.
import { useState } from 'react';
import { Button, Chip, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { APPLICATION_STATUSES, type OpsApplication } from '@portal/contracts';
import { EMPTY_VALUE, formatDateTime } from '../../../lib/format.ts';
import { OpsGridTable, type OpsGridColumn } from '../grid/OpsGridTable.tsx';
import { INITIAL_GRID_PARAMS, setFilter, textFilter, type OpsGridParams } from '../grid/ops-grid.ts';
import { useApplications, useApproveApplication, useDeclineApplication } from './api.ts';
import { ApproveApplicationDialog, DeclineApplicationDialog } from './DecideApplicationDialogs.tsx';

const STATUS_COLORS = { Submitted: 'warning', Approved: 'success', Declined: 'default' } as const;

export function ApplicationsPage() {
  const [company, setCompany] = useState('');
  const [status, setStatus] = useState('Submitted');
  const [params, setParams] = useState<OpsGridParams>({ ...INITIAL_GRID_PARAMS, filters: { status: setFilter(['Submitted']) } });
  const [deciding, setDeciding] = useState<{ application: OpsApplication; decision: 'approve' | 'decline' } | null>(null);
  const page = useApplications(params);
  const approve = useApproveApplication();
  const decline = useDeclineApplication();
  const filter = (next: { company?: string; status?: string }) => {
    const c = next.company ?? company;
    const s = next.status ?? status;
    setCompany(c);
    setStatus(s);
    setParams((p) => ({ ...p, page: 0, filters: { officialCompanyName: textFilter(c), status: setFilter(s ? [s] : []) } }));
  };
  const columns: OpsGridColumn<OpsApplication>[] = [
    { id: 'officialCompanyName', label: 'Company', sortable: true, render: (r) => r.officialCompanyName },
    { id: 'country', label: 'Location', sortable: true, render: (r) => `${r.city}, ${r.state}, ${r.country}` },
    {
      id: 'primaryContactEmail',
      label: 'Primary contact',
      render: (r) => (r.primaryContactName ? `${r.primaryContactName} (${r.primaryContactEmail})` : EMPTY_VALUE),
    },
    { id: 'warehouses', label: 'Warehouses', align: 'right', render: (r) => r.warehouseCount },
    { id: 'submittedOn', label: 'Submitted', sortable: true, render: (r) => formatDateTime(r.submittedOn) },
    {
      id: 'status',
      label: 'Status',
      sortable: true,
      render: (r) => <Chip size="small" label={r.status} color={STATUS_COLORS[r.status]} title={r.declineReason ?? undefined} />,
    },
    {
      id: 'actions',
      label: 'Actions',
      align: 'right',
      render: (r) =>
        r.status === 'Submitted' ? (
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
            <Button
              size="small"
              variant="contained"
              onClick={() => setDeciding({ application: r, decision: 'approve' })}
              aria-label={`Approve ${r.officialCompanyName}`}
            >
              Approve
            </Button>
            <Button
              size="small"
              color="error"
              onClick={() => setDeciding({ application: r, decision: 'decline' })}
              aria-label={`Decline ${r.officialCompanyName}`}
            >
              Decline
            </Button>
          </Stack>
        ) : (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {formatDateTime(r.decidedOn)}
          </Typography>
        ),
    },
  ];
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        Supplier applications
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          size="small"
          label="Search company"
          value={company}
          onChange={(e) => filter({ company: e.target.value })}
          sx={{ minWidth: 240 }}
        />
        <TextField
          select
          size="small"
          label="Status"
          value={status}
          onChange={(e) => filter({ status: e.target.value })}
          sx={{ minWidth: 160 }}
        >
          <MenuItem value="">All</MenuItem>
          {APPLICATION_STATUSES.map((s) => (
            <MenuItem key={s} value={s}>
              {s}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <OpsGridTable
        label="Supplier applications"
        columns={columns}
        rows={page.data?.rows ?? []}
        total={page.data?.total ?? 0}
        params={params}
        onParamsChange={setParams}
        isPending={page.isPending}
        isFetching={page.isFetching}
        isError={page.isError}
        emptyText="No applications."
      />
      {deciding?.decision === 'approve' && (
        <ApproveApplicationDialog
          application={deciding.application}
          approve={() => approve.mutateAsync(deciding.application.id)}
          onClose={() => setDeciding(null)}
        />
      )}
      {deciding?.decision === 'decline' && (
        <DeclineApplicationDialog
          application={deciding.application}
          decline={(reason) => decline.mutateAsync({ id: deciding.application.id, reason })}
          onClose={() => setDeciding(null)}
        />
      )}
    </Stack>
  );
}

export { ApplicationsPage as Component };
