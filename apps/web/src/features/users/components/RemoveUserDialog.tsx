// 'Remove' of the users table's row menu: asks before the person's membership of the company goes (their sessions for it
// end at once; their other companies in the portal stay).
import type { SupplierUser } from '@portal/contracts';
import { ConfirmDialog } from '../../../components/dialogs/ConfirmDialog.tsx';

export function RemoveUserDialog({ user, remove, onClose }: { user: SupplierUser; remove: () => Promise<unknown>; onClose: () => void }) {
  return (
    <ConfirmDialog title="Remove user" confirmLabel="Remove" confirm={remove} onClose={onClose}>
      Remove {user.userName} from your company? Their sessions for your company end at once; any other companies they work for in the portal
      are not affected.
    </ConfirmDialog>
  );
}
