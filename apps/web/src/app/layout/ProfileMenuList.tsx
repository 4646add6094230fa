// The profile menu's list (who is signed in and for which supplier, Switch supplier for a person of several, Contacts, Change Password, Two-step verification, Sessions, Integrations and EDI (Edi flag) for Admins, palette mode, Sign out), loaded the first time the
// menu opens: MUI's Menu and Popper stay out of the shell's first download (docs/performance.md).
import { lazy, Suspense } from 'react';
import { Box, Divider, ListItemIcon, Menu, MenuItem, Switch, Typography } from '@mui/material';
import ContactsIcon from '@mui/icons-material/Contacts';
import PasswordIcon from '@mui/icons-material/Password';
import DarkModeIcon from '@mui/icons-material/DarkMode';
import LogoutIcon from '@mui/icons-material/Logout';
import IntegrationInstructionsIcon from '@mui/icons-material/IntegrationInstructions';
import PhonelinkLockIcon from '@mui/icons-material/PhonelinkLock';
import DevicesIcon from '@mui/icons-material/Devices';
import SyncAltIcon from '@mui/icons-material/SyncAlt';
import KeyIcon from '@mui/icons-material/Key';
import { useNavigate } from 'react-router';
import type { SupplierProfile } from '@portal/contracts';
import { usePaletteMode } from '../../lib/palette-mode.ts';
import { isAdmin } from '../../lib/current-user.ts';
import { useFeatureFlags } from '../../lib/feature-flags.ts';

// the supplier's name and "Switch supplier" (features/memberships) load with the open menu, not with the shell
const SupplierSwitch = lazy(() => import('../../features/memberships/components/SupplierSwitch.tsx'));

export interface ProfileMenuListProps {
  menuId: string;
  anchor: HTMLElement | null;
  user: SupplierProfile;
  close: () => void;
  onSignOut: () => void;
}

export default function ProfileMenuList({ menuId, anchor, user, close, onSignOut }: ProfileMenuListProps) {
  const [mode, setMode] = usePaletteMode();
  const navigate = useNavigate();
  const { isEnabled } = useFeatureFlags();
  const go = (path: string) => {
    close();
    navigate(path);
  };
  return (
    <Menu
      id={menuId}
      anchorEl={anchor}
      open={!!anchor}
      onClose={close}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
    >
      <Box sx={{ px: 2, py: 1 }}>
        <Typography sx={{ fontWeight: 600 }}>{user.name}</Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {user.userName}
        </Typography>
      </Box>
      <Suspense fallback={null}>
        <SupplierSwitch open={!!anchor} onSwitch={() => go('/choose-supplier')} />
      </Suspense>
      <Divider />
      <MenuItem onClick={() => go('/contacts')}>
        <ListItemIcon>
          <ContactsIcon fontSize="small" />
        </ListItemIcon>
        Contacts
      </MenuItem>
      <MenuItem onClick={() => go('/account/password')}>
        <ListItemIcon>
          <PasswordIcon fontSize="small" />
        </ListItemIcon>
        Change Password
      </MenuItem>
      <MenuItem onClick={() => go('/account/second-factor')}>
        <ListItemIcon>
          <PhonelinkLockIcon fontSize="small" />
        </ListItemIcon>
        Two-step verification
      </MenuItem>
      <MenuItem onClick={() => go('/account/sessions')}>
        <ListItemIcon>
          <DevicesIcon fontSize="small" />
        </ListItemIcon>
        Sessions
      </MenuItem>
      {isAdmin(user) && (
        <MenuItem onClick={() => go('/settings/integrations')}>
          <ListItemIcon>
            <IntegrationInstructionsIcon fontSize="small" />
          </ListItemIcon>
          Integrations
        </MenuItem>
      )}
      {isAdmin(user) && isEnabled('Edi') && (
        <MenuItem onClick={() => go('/settings/edi')}>
          <ListItemIcon>
            <SyncAltIcon fontSize="small" />
          </ListItemIcon>
          EDI
        </MenuItem>
      )}
      {isAdmin(user) && isEnabled('SingleSignOn') && (
        <MenuItem onClick={() => go('/settings/single-sign-on')}>
          <ListItemIcon>
            <KeyIcon fontSize="small" />
          </ListItemIcon>
          Single sign-on
        </MenuItem>
      )}
      {/* The spec's theme switch is disabled; the palette mode is this separate, labelled toggle. */}
      <MenuItem
        sx={{ gap: 2 }}
        role="menuitemcheckbox"
        aria-checked={mode === 'dark'}
        onClick={() => setMode(mode === 'dark' ? 'light' : 'dark')}
      >
        <ListItemIcon>
          <DarkModeIcon fontSize="small" />
        </ListItemIcon>
        Dark mode
        <Switch size="small" checked={mode === 'dark'} tabIndex={-1} slotProps={{ input: { 'aria-hidden': true } }} sx={{ ml: 'auto' }} />
      </MenuItem>
      <MenuItem sx={{ gap: 2 }} disabled aria-disabled>
        <ListItemIcon />
        Theme
        <Switch size="small" disabled tabIndex={-1} slotProps={{ input: { 'aria-label': 'Theme switch' } }} sx={{ ml: 'auto' }} />
      </MenuItem>
      <Divider />
      <MenuItem
        onClick={() => {
          close();
          onSignOut();
        }}
      >
        <ListItemIcon>
          <LogoutIcon fontSize="small" />
        </ListItemIcon>
        Sign out
      </MenuItem>
    </Menu>
  );
}
