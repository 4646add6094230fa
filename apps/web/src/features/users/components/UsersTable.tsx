// The users table (spec 2.6): Username, First name, Last name, Active, Administrator and a row action menu. The own
// row offers only 'Update name' (supplierUserActions, the rule the server enforces too).
import { useState } from 'react';
import { IconButton, Menu, MenuItem, Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import { supplierUserActions, type SupplierUser, type SupplierUserAction } from '@portal/contracts';
import { VisuallyHidden } from '../../../components/page/VisuallyHidden.tsx';

export const USER_ACTION_LABELS: Record<SupplierUserAction, string> = {
  updateName: 'Update name',
  activate: 'Activate',
  deactivate: 'Deactivate',
  grantAdmin: 'Grant admin rights',
  revokeAdmin: 'Revoke admin rights',
  remove: 'Remove',
};

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

function RowMenu({
  user,
  currentUserId,
  onAction,
}: {
  user: SupplierUser;
  currentUserId: number;
  onAction: (action: SupplierUserAction) => void;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const choose = (action: SupplierUserAction) => {
    setAnchor(null);
    onAction(action);
  };
  return (
    <>
      <IconButton aria-label={`Actions for ${user.userName}`} aria-haspopup="menu" onClick={(e) => setAnchor(e.currentTarget)}>
        <MoreVertIcon />
      </IconButton>
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        {supplierUserActions(user, currentUserId).map((action) => (
          <MenuItem key={action} onClick={() => choose(action)}>
            {USER_ACTION_LABELS[action]}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

export interface UsersTableProps {
  users: SupplierUser[];
  currentUserId: number;
  onAction: (user: SupplierUser, action: SupplierUserAction) => void;
}

export function UsersTable({ users, currentUserId, onAction }: UsersTableProps) {
  return (
    <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Table aria-label="Users" sx={{ minWidth: 720 }}>
        <TableHead>
          <TableRow>
            <TableCell>Username</TableCell>
            <TableCell>First name</TableCell>
            <TableCell>Last name</TableCell>
            <TableCell>Active</TableCell>
            <TableCell>Administrator</TableCell>
            <TableCell align="right">
              <VisuallyHidden>Actions</VisuallyHidden>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {users.map((user) => (
            <TableRow key={user.id} hover>
              <TableCell component="th" scope="row">
                {user.userName}
              </TableCell>
              <TableCell>{user.firstName}</TableCell>
              <TableCell>{user.lastName}</TableCell>
              <TableCell>{user.invitationPending ? 'Invitation pending' : yesNo(user.isActive)}</TableCell>
              <TableCell>{yesNo(user.isAdmin)}</TableCell>
              <TableCell align="right" sx={{ py: 0 }}>
                <RowMenu user={user} currentUserId={currentUserId} onAction={(action) => onAction(user, action)} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
