// The profile menu's part about suppliers: the current supplier's name, and "Switch supplier" (to the chooser) for a
// person of several suppliers or with an invitation. Loaded on its own when the menu opens, so the shell's first download
// does not carry the memberships' calls (apps/web/build-tools/bundle-budgets.ts).
import { ListItemIcon, MenuItem, Typography } from '@mui/material';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import { MEMBERSHIP_WORDS } from '@portal/contracts/memberships/memberships.schemas';
import { useMemberships } from '../../../lib/memberships.ts';

export default function SupplierSwitch({ open, onSwitch }: { open: boolean; onSwitch: () => void }) {
  const memberships = useMemberships(open).data ?? [];
  const current = memberships.find((m) => m.current);
  return (
    <>
      {current && (
        <Typography variant="body2" sx={{ px: 2, pb: 1, color: 'text.secondary' }} data-testid="current-supplier">
          {current.supplierName}
        </Typography>
      )}
      {memberships.length > 1 && (
        <MenuItem onClick={onSwitch}>
          <ListItemIcon>
            <SwapHorizIcon fontSize="small" />
          </ListItemIcon>
          {MEMBERSHIP_WORDS.switchSupplier}
        </MenuItem>
      )}
    </>
  );
}
