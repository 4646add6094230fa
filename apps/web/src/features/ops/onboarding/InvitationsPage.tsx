// /ops/invitations: the invitations grid (e-mail search, state filter), 'Invite supplier', and per row Resend (a new
// link; the old one dies) and Expire.
import { useState } from 'react';
import { Button, Chip, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { INVITATION_STATES, OPS_ONBOARDING_MESSAGES, type OpsInvitation } from '@portal/contracts';
import { notify, notifyError } from '../../../components/feedback/notifications.tsx';
import { EMPTY_VALUE, formatDateTime } from '../../../lib/format.ts';
import { OpsGridTable, type OpsGridColumn } from '../grid/OpsGridTable.tsx';
import { INITIAL_GRID_PARAMS, setFilter, textFilter, type OpsGridParams } from '../grid/ops-grid.ts';
import { useCreateInvitation, useInvitationAction, useInvitations } from './api.ts';
import { InviteSupplierDialog } from './InviteSupplierDialog.tsx';

const STATE_COLORS = { Open: 'success', Expired: 'default', Applied: 'info' } as const;

export function InvitationsPage() {
  const [params, setParams] = useState<OpsGridParams>(INITIAL_GRID_PARAMS);
  const [email, setEmail] = useState('');
  const [state, setState] = useState('');
  const [inviting, setInviting] = useState(false);
  const page = useInvitations(params);
  const create = useCreateInvitation();
  const action = useInvitationAction();
  const filter = (next: { email?: string; state?: string }) => {
    const e = next.email ?? email;
    const s = next.state ?? state;
    setEmail(e);
    setState(s);
    setParams((p) => ({ ...p, page: 0, filters: { invitedEmail: textFilter(e), state: setFilter(s ? [s] : []) } }));
  };
  const run = async (row: OpsInvitation, kind: 'resend' | 'expire') => {
    try {
      await action.mutateAsync({ id: row.id, action: kind });
      notify(
        `invitation-${kind}`,
        kind === 'resend' ? OPS_ONBOARDING_MESSAGES.invitationResent : OPS_ONBOARDING_MESSAGES.invitationExpired,
      );
    } catch (error) {
      notifyError(`invitation-${kind}-failed`, error instanceof Error ? error.message : String(error));
    }
  };
  const columns: OpsGridColumn<OpsInvitation>[] = [
    { id: 'invitedEmail', label: 'Email', sortable: true, render: (r) => r.invitedEmail ?? EMPTY_VALUE },
    { id: 'invitedName', label: 'Name', sortable: true, render: (r) => r.invitedName ?? EMPTY_VALUE },
    { id: 'state', label: 'State', render: (r) => <Chip size="small" label={r.state} color={STATE_COLORS[r.state]} /> },
    { id: 'createdOn', label: 'Created', sortable: true, render: (r) => formatDateTime(r.createdOn) },
    { id: 'expiredOn', label: 'Expires', sortable: true, render: (r) => formatDateTime(r.expiredOn) },
    { id: 'lastSentOn', label: 'Last sent', sortable: true, render: (r) => formatDateTime(r.lastSentOn) },
    {
      id: 'actions',
      label: 'Actions',
      align: 'right',
      render: (r) =>
        r.state === 'Applied' ? null : (
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
            <Button
              size="small"
              disabled={action.isPending || !r.invitedEmail}
              onClick={() => void run(r, 'resend')}
              aria-label={`Resend ${r.invitedEmail ?? ''}`}
            >
              Resend
            </Button>
            {r.state === 'Open' && (
              <Button
                size="small"
                color="warning"
                disabled={action.isPending}
                onClick={() => void run(r, 'expire')}
                aria-label={`Expire ${r.invitedEmail ?? ''}`}
              >
                Expire
              </Button>
            )}
          </Stack>
        ),
    },
  ];
  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="h5" component="h1">
          Invitations
        </Typography>
        <Button variant="contained" onClick={() => setInviting(true)}>
          Invite supplier
        </Button>
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          size="small"
          label="Search email"
          value={email}
          onChange={(e) => filter({ email: e.target.value })}
          sx={{ minWidth: 240 }}
        />
        <TextField
          select
          size="small"
          label="State"
          value={state}
          onChange={(e) => filter({ state: e.target.value })}
          sx={{ minWidth: 160 }}
        >
          <MenuItem value="">All</MenuItem>
          {INVITATION_STATES.map((s) => (
            <MenuItem key={s} value={s}>
              {s}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <OpsGridTable
        label="Invitations"
        columns={columns}
        rows={page.data?.rows ?? []}
        total={page.data?.total ?? 0}
        params={params}
        onParamsChange={setParams}
        isPending={page.isPending}
        isFetching={page.isFetching}
        isError={page.isError}
        emptyText="No invitations."
      />
      {inviting && <InviteSupplierDialog create={(body) => create.mutateAsync(body)} onClose={() => setInviting(false)} />}
    </Stack>
  );
}

export { InvitationsPage as Component };
