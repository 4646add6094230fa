// /ops/applications: the supplier applications grid (company search, status filter; Submitted first shown), with
// Approve and Decline on the ones waiting.
import { useState } from 'react';
import { Button, Chip, Stack, Typography } from '@mui/material';
import { APPLICATION_STATUSES, type OpsApplication } from '@portal/contracts';
import { EMPTY_VALUE, formatDateTime } from '../../../lib/format.ts';
import { CompactServerGrid } from '../../../components/data-grid/compact/CompactServerGrid.tsx';
import { type CompactGridColumn } from '../../../components/data-grid/compact/CompactGridTable.tsx';
import { HiddenColumnsLine } from '../../../components/data-grid/compact/HiddenColumnsLine.tsx';
import {
  filterModel,
  INITIAL_GRID_PARAMS,
  type CompactGridFilter,
  type CompactGridParams,
} from '../../../components/data-grid/compact/compact-grid.ts';
import { applicationsQuery, useApproveApplication, useDeclineApplication } from './api.ts';
import { ApproveApplicationDialog, DeclineApplicationDialog } from './DecideApplicationDialogs.tsx';

const STATUS_COLORS = { Submitted: 'warning', Approved: 'success', Declined: 'default' } as const;

const FILTERS: CompactGridFilter[] = [
  { kind: 'text', column: 'officialCompanyName', label: 'Search company' },
  { kind: 'set', column: 'status', label: 'Status', options: APPLICATION_STATUSES.map((s) => ({ value: s, label: s })) },
];
/** Those waiting for a decision first. */
const DEFAULTS: CompactGridParams = { ...INITIAL_GRID_PARAMS, filters: { status: filterModel(FILTERS[1]!, 'Submitted') } };

export function ApplicationsPage() {
  const [deciding, setDeciding] = useState<{ application: OpsApplication; decision: 'approve' | 'decline' } | null>(null);
  const approve = useApproveApplication();
  const decline = useDeclineApplication();
  const columns: CompactGridColumn<OpsApplication>[] = [
    {
      id: 'officialCompanyName',
      label: 'Company',
      sortable: true,
      render: (r) => (
        <>
          {r.officialCompanyName}
          <HiddenColumnsLine>{`${r.city}, ${r.state}, ${r.country}`}</HiddenColumnsLine>
        </>
      ),
    },
    { id: 'country', label: 'Location', sortable: true, hideBelow: 'lg', render: (r) => `${r.city}, ${r.state}, ${r.country}` },
    {
      id: 'primaryContactEmail',
      label: 'Primary contact',
      render: (r) => (r.primaryContactName ? `${r.primaryContactName} (${r.primaryContactEmail})` : EMPTY_VALUE),
    },
    { id: 'warehouses', label: 'Warehouses', align: 'right', hideBelow: 'lg', render: (r) => r.warehouseCount },
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
    <CompactServerGrid
      title="Supplier applications"
      label="Supplier applications"
      filters={FILTERS}
      defaults={DEFAULTS}
      query={applicationsQuery}
      columns={columns}
      emptyText="No applications."
    >
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
    </CompactServerGrid>
  );
}

export { ApplicationsPage as Component };
