// Users (/users, Admin only, spec 2.6): title 'Users', 'Add user', links to Two-step verification and the Audit log, the users table, Add user, Update name and Remove user dialogs.
import { useState } from 'react';
import { Alert, AlertTitle, Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { Link as RouterLink } from 'react-router';
import { errorText, type SupplierUser, type SupplierUserAction } from '@portal/contracts';
import { useCurrentUser } from '../../../lib/current-user.ts';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { ApiError } from '../../../lib/http.ts';
import {
  useChangeSupplierUserState,
  useCreateSupplierUser,
  useRemoveSupplierUser,
  useSupplierUsers,
  useUpdateSupplierUserName,
  type UserStateChange,
} from '../api.ts';
import { AddUserDialog } from '../components/AddUserDialog.tsx';
import { RemoveUserDialog } from '../components/RemoveUserDialog.tsx';
import { UpdateNameDialog } from '../components/UpdateNameDialog.tsx';
import { UsersTable } from '../components/UsersTable.tsx';

const STATE_CHANGES: Partial<Record<SupplierUserAction, UserStateChange>> = {
  activate: 'activate',
  deactivate: 'deactivate',
  grantAdmin: 'grant-admin',
  revokeAdmin: 'revoke-admin',
};

export function UsersPage() {
  useDocumentTitle('Users');
  const me = useCurrentUser();
  const users = useSupplierUsers();
  const create = useCreateSupplierUser();
  const rename = useUpdateSupplierUserName();
  const changeState = useChangeSupplierUserState();
  const removeUser = useRemoveSupplierUser();
  const [removingId, setRemovingId] = useState<number | null>(null);
  const removing = users.data?.find((u) => u.id === removingId);
  const [adding, setAdding] = useState(false);
  // by id: the dialog follows the list, so a refused stale rename refills with the fresh name
  const [renamingId, setRenamingId] = useState<number | null>(null);
  const renaming = users.data?.find((u) => u.id === renamingId);

  const onAction = (user: SupplierUser, action: SupplierUserAction) => {
    const change = STATE_CHANGES[action];
    if (change) changeState.mutate({ userId: user.id, change });
    else if (action === 'remove') setRemovingId(user.id);
    else setRenamingId(user.id);
  };

  return (
    <Stack spacing={2}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
        <Typography variant="h1">Users</Typography>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {/* the company's second-factor requirement, the audit log and provisioning (their own features' screens) */}
          <Button component={RouterLink} to="/account/second-factor" variant="outlined">
            Two-step verification
          </Button>
          <Button component={RouterLink} to="/users/audit-log" variant="outlined">
            Audit log
          </Button>
          <Button component={RouterLink} to="/settings/scim" variant="outlined">
            SCIM provisioning
          </Button>
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setAdding(true)}>
            Add user
          </Button>
        </Stack>
      </Box>
      {users.isPending && <LinearProgress aria-label="Loading users" />}
      {users.isError && (
        <Alert severity="error">
          <AlertTitle>Unable to retrieve users.</AlertTitle>
          {users.error instanceof ApiError ? errorText({ status: users.error.status, body: users.error.body }) : users.error.message}
        </Alert>
      )}
      {users.data && me.data && <UsersTable users={users.data} currentUserId={me.data.id} onAction={onAction} />}
      {adding && <AddUserDialog create={create.mutateAsync} onClose={() => setAdding(false)} />}
      {removing && (
        <RemoveUserDialog user={removing} remove={() => removeUser.mutateAsync(removing.id)} onClose={() => setRemovingId(null)} />
      )}
      {renaming && (
        <UpdateNameDialog
          user={renaming}
          update={(body, version) => rename.mutateAsync({ userId: renaming.id, body, version })}
          onClose={() => setRenamingId(null)}
        />
      )}
    </Stack>
  );
}

export const Component = UsersPage;
