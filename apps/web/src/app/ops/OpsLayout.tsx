// The operations console's layout (/ops) on the one application frame (AppFrame.tsx): its navigation, the operator's
// name, the palette switch and Sign out. Only operators stay: a supplier user (403 on /ops/me) goes to the portal.
import { Button, IconButton, List, ListItemButton, ListItemIcon, ListItemText, Tooltip, Typography } from '@mui/material';
import DarkModeIcon from '@mui/icons-material/DarkModeOutlined';
import LightModeIcon from '@mui/icons-material/LightMode';
import LogoutIcon from '@mui/icons-material/LogoutRounded';
import { Navigate, NavLink, useLocation } from 'react-router';
import { PageProgress } from '../../components/feedback/PageProgress.tsx';
import { ApiError } from '../../lib/http.ts';
import { OPS_LIVE_EVENTS_PATH, useLiveStream } from '../../lib/live-events.ts';
import { useOperator } from '../../lib/operator.ts';
import { usePaletteMode } from '../../lib/palette-mode.ts';
import { useSignOut } from '../../lib/sign-out.ts';
import { AppFrame } from '../layout/AppFrame.tsx';
import { isCurrentOpsItem, OPS_NAV_ITEMS } from './ops-nav-items.tsx';

export function OpsLayout() {
  const operator = useOperator();
  const [mode, setMode] = usePaletteMode();
  const { pathname } = useLocation();
  const signOut = useSignOut();
  // the console's live signals (the cases' pages subscribe to theirs)
  useLiveStream(Boolean(operator.data), OPS_LIVE_EVENTS_PATH);

  if (operator.error instanceof ApiError && operator.error.status === 403) return <Navigate to="/" replace />;
  if (operator.isError && !(operator.error instanceof ApiError && operator.error.status === 401)) throw operator.error;
  if (!operator.data) return <PageProgress />;

  return (
    <AppFrame
      title="Operations console"
      navLabel="Operations"
      nav={({ onNavigate }) => (
        <List component="ul" aria-label="Operations navigation" sx={{ py: 1 }}>
          {OPS_NAV_ITEMS.map((item) => (
            <li key={item.path}>
              <ListItemButton
                component={NavLink}
                to={item.path}
                end={item.path === '/ops'}
                selected={isCurrentOpsItem(item, pathname)}
                onClick={onNavigate}
              >
                <ListItemIcon>{item.icon}</ListItemIcon>
                <ListItemText primary={item.label} />
              </ListItemButton>
            </li>
          ))}
        </List>
      )}
      actions={
        <>
          <Typography variant="body2" sx={{ color: 'text.secondary', display: { xs: 'none', sm: 'block' } }}>
            {operator.data.name}
          </Typography>
          <Tooltip title={mode === 'dark' ? 'Light mode' : 'Dark mode'}>
            <IconButton aria-label="Dark mode" aria-pressed={mode === 'dark'} onClick={() => setMode(mode === 'dark' ? 'light' : 'dark')}>
              {mode === 'dark' ? <LightModeIcon /> : <DarkModeIcon />}
            </IconButton>
          </Tooltip>
          {/* on a phone the words would wrap and cut the title: the icon alone, named the same (the other is display: none) */}
          <Tooltip title="Sign out">
            <IconButton aria-label="Sign out" onClick={() => void signOut()} sx={{ display: { xs: 'inline-flex', sm: 'none' } }}>
              <LogoutIcon />
            </IconButton>
          </Tooltip>
          <Button
            color="inherit"
            startIcon={<LogoutIcon />}
            onClick={() => void signOut()}
            sx={{ display: { xs: 'none', sm: 'inline-flex' }, whiteSpace: 'nowrap', flexShrink: 0 }}
          >
            Sign out
          </Button>
        </>
      }
    />
  );
}
