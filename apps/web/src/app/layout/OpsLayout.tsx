// The operations console's layout (/ops): its own app bar and navigation, the portal's design system and palette.
// Only operators stay: a supplier user (403 on /ops/me) goes to the supplier portal.
import { useState } from 'react';
import {
  AppBar,
  Box,
  Button,
  Drawer,
  IconButton,
  List,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  Toolbar,
  Tooltip,
  Typography,
  useMediaQuery,
} from '@mui/material';
import MenuIcon from '@mui/icons-material/MenuRounded';
import DarkModeIcon from '@mui/icons-material/DarkModeOutlined';
import LightModeIcon from '@mui/icons-material/LightMode';
import LogoutIcon from '@mui/icons-material/LogoutRounded';
import { Navigate, NavLink, Outlet, useLocation } from 'react-router';
import { MOBILE_BREAKPOINT_PX, SIDEBAR_WIDTH_EXPANDED } from '@portal/contracts';
import { BrandLogo } from '../../components/brand/BrandLogo.tsx';
import { PageProgress } from '../../components/feedback/PageProgress.tsx';
import { ApiError } from '../../lib/http.ts';
import { usePaletteMode } from '../../lib/palette-mode.ts';
import { useSignOut } from '../../lib/sign-out.ts';
import { useOperator } from '../../lib/operator.ts';
import { isCurrentOpsItem, OPS_NAV_ITEMS } from './ops-nav-items.tsx';

export function OpsLayout() {
  const operator = useOperator();
  const isMobile = useMediaQuery(`(max-width:${MOBILE_BREAKPOINT_PX}px)`, { noSsr: true });
  const [mobileOpen, setMobileOpen] = useState(false);
  const [mode, setMode] = usePaletteMode();
  const { pathname } = useLocation();
  const signOut = useSignOut();

  if (operator.error instanceof ApiError && operator.error.status === 403) return <Navigate to="/" replace />;
  if (operator.isError && !(operator.error instanceof ApiError && operator.error.status === 401)) throw operator.error;
  if (!operator.data) return <PageProgress />;

  const nav = (
    <Box component="nav" aria-label="Operations">
      <List component="ul" aria-label="Operations navigation" sx={{ py: 1 }}>
        {OPS_NAV_ITEMS.map((item) => (
          <li key={item.path}>
            <ListItemButton
              component={NavLink}
              to={item.path}
              end={item.path === '/ops'}
              selected={isCurrentOpsItem(item, pathname)}
              onClick={isMobile ? () => setMobileOpen(false) : undefined}
            >
              <ListItemIcon>{item.icon}</ListItemIcon>
              <ListItemText primary={item.label} />
            </ListItemButton>
          </li>
        ))}
      </List>
    </Box>
  );

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <AppBar
        position="fixed"
        color="inherit"
        elevation={0}
        sx={{ zIndex: (t) => t.zIndex.drawer + 1, borderBottom: 1, borderColor: 'divider' }}
      >
        <Toolbar sx={{ gap: 1 }}>
          {isMobile && (
            <IconButton edge="start" aria-label="Open navigation" onClick={() => setMobileOpen(true)}>
              <MenuIcon />
            </IconButton>
          )}
          <BrandLogo />
          <Typography component="span" variant="h6" sx={{ flexGrow: 1, fontWeight: 600 }} noWrap>
            Operations console
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary', display: { xs: 'none', sm: 'block' } }}>
            {operator.data.name}
          </Typography>
          <Tooltip title={mode === 'dark' ? 'Light mode' : 'Dark mode'}>
            <IconButton aria-label="Dark mode" aria-pressed={mode === 'dark'} onClick={() => setMode(mode === 'dark' ? 'light' : 'dark')}>
              {mode === 'dark' ? <LightModeIcon /> : <DarkModeIcon />}
            </IconButton>
          </Tooltip>
          <Button color="inherit" startIcon={<LogoutIcon />} onClick={() => void signOut()}>
            Sign out
          </Button>
        </Toolbar>
      </AppBar>
      <Drawer
        variant={isMobile ? 'temporary' : 'permanent'}
        open={isMobile ? mobileOpen : true}
        onClose={() => setMobileOpen(false)}
        sx={isMobile ? undefined : { width: SIDEBAR_WIDTH_EXPANDED, flexShrink: 0 }}
        slotProps={{ paper: { sx: { width: SIDEBAR_WIDTH_EXPANDED } } }}
      >
        <Toolbar />
        {nav}
      </Drawer>
      <Box component="main" sx={{ flexGrow: 1, minWidth: 0, p: { xs: 2, sm: 3 } }}>
        <Toolbar />
        <Outlet />
      </Box>
    </Box>
  );
}
