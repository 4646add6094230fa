// /ops/invitations: the invitations grid (e-mail search, state filter), 'Invite supplier', and per row Resend (a new
// link; the old one dies) and Expire.
import { useState } from 'react';
import { Button, Chip, Stack } from '@mui/material';
import { INVITATION_STATES, OPS_ONBOARDING_MESSAGES, type OpsInvitation } from '@portal/contracts';
import { notify, notifyError } from '../../../components/feedback/notifications.tsx';
import { EMPTY_VALUE, formatDateTime } from '../../../lib/format.ts';
import { CompactServerGrid } from '../../../components/data-grid/compact/CompactServerGrid.tsx';
import type { CompactGridColumn } from '../../../components/data-grid/compact/CompactGridTable.tsx';
import type { CompactGridFilter } from '../../../components/data-grid/compact/compact-grid.ts';
import { invitationsQuery, useCreateInvitation, useInvitationAction } from './api.ts';
import { InviteSupplierDialog } from './InviteSupplierDialog.tsx';

const STATE_COLORS = { Open: 'success', Expired: 'default', Applied: 'info' } as const;

const FILTERS: CompactGridFilter[] = [
  { kind: 'text', column: 'invitedEmail', label: 'Search email' },
  { kind: 'set', column: 'state', label: 'State', options: INVITATION_STATES.map((s) => ({ value: s, label: s })) },
];

export function InvitationsPage() {
  const [inviting, setInviting] = useState(false);
  const create = useCreateInvitation();
  const action = useInvitationAction();
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
  const columns: CompactGridColumn<OpsInvitation>[] = [
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
    <CompactServerGrid
      title="Invitations"
      action={
        <Button variant="contained" onClick={() => setInviting(true)}>
          Invite supplier
        </Button>
      }
      label="Invitations"
      filters={FILTERS}
      query={invitationsQuery}
      columns={columns}
      emptyText="No invitations."
    >
      {inviting && <InviteSupplierDialog create={(body) => create.mutateAsync(body)} onClose={() => setInviting(false)} />}
    </CompactServerGrid>
  );
}

export { InvitationsPage as Component };
