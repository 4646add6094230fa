// The main layout: app bar, sidebar (permanent 240/68 or a temporary drawer on mobile) and the page.
import { useState } from 'react';
import { AppBar, Box, Drawer, IconButton, Toolbar, Tooltip, Typography, useMediaQuery } from '@mui/material';
import MenuIcon from '@mui/icons-material/Menu';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { Navigate, Outlet } from 'react-router';
import { SIDEBAR_WIDTH_COLLAPSED, SIDEBAR_WIDTH_EXPANDED } from '@portal/contracts';
import { PageProgress } from '../../components/feedback/PageProgress.tsx';
import { PartErrorBoundary } from '../../components/feedback/PartErrorBoundary.tsx';
import { useCurrentUser } from '../../lib/current-user.ts';
import { useFeatureFlags } from '../../lib/feature-flags.ts';
import { useOrderEvents } from '../../features/orders/api/use-order-events.ts';
import { ApiError } from '../../lib/http.ts';
import { useSignOut } from '../../lib/sign-out.ts';
import { MOBILE_MEDIA_QUERY } from '../theme.ts';
import { NAV_ITEMS, visibleNavItems } from './nav-items.tsx';
import { ProfileMenu } from './ProfileMenu.tsx';
import { Sidebar } from './Sidebar.tsx';
import { sidebarCollapsed } from './sidebar-collapsed.ts';
import { BrandLogo } from '../../components/brand/BrandLogo.tsx';

export function AppShell() {
  const user = useCurrentUser();
  const flags = useFeatureFlags();
  const isMobile = useMediaQuery(MOBILE_MEDIA_QUERY, { noSsr: true });
  const [collapsedValue, setCollapsed] = sidebarCollapsed.usePreference();
  const [mobileOpen, setMobileOpen] = useState(false);
  const signOut = useSignOut();
  // live order updates: one event stream per tab while signed in
  useOrderEvents(Boolean(user.data));

  // an operator has no supplier screens (403): the operations console is theirs
  if (user.error instanceof ApiError && user.error.status === 403) return <Navigate to="/ops" replace />;
  // a 401 is already on its way to the login page (see lib/http.ts); anything else is this page's error
  if (user.isError && !(user.error instanceof ApiError && user.error.status === 401)) throw user.error;
  // progress bar until the current user and the flags (or their failure, then defaults) are in
  if (!user.data || flags.isPending) return <PageProgress />;

  const collapsed = !isMobile && collapsedValue === 'true';
  const width = collapsed ? SIDEBAR_WIDTH_COLLAPSED : SIDEBAR_WIDTH_EXPANDED;
  const items = visibleNavItems(NAV_ITEMS, { roles: user.data.roles, isEnabled: flags.isEnabled });

  const nav = (
    <Box component="nav" aria-label="Main" sx={{ overflowX: 'hidden' }}>
      <Sidebar items={items} collapsed={collapsed} onNavigate={isMobile ? () => setMobileOpen(false) : undefined} />
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
          {isMobile ? (
            <IconButton edge="start" aria-label="Open navigation" onClick={() => setMobileOpen(true)}>
              <MenuIcon />
            </IconButton>
          ) : (
            <Tooltip title={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}>
              <IconButton
                edge="start"
                aria-label={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
                onClick={() => setCollapsed(collapsed ? 'false' : 'true')}
              >
                {collapsed ? <ChevronRight /> : <ChevronLeft />}
              </IconButton>
            </Tooltip>
          )}
          <BrandLogo />
          <Typography component="span" variant="h6" sx={{ flexGrow: 1, fontWeight: 600 }}>
            Supplier Portal
          </Typography>
          <ProfileMenu user={user.data} onSignOut={() => void signOut()} />
        </Toolbar>
      </AppBar>
      {isMobile ? (
        <Drawer
          variant="temporary"
          open={mobileOpen}
          onClose={() => setMobileOpen(false)}
          slotProps={{ paper: { sx: { width: SIDEBAR_WIDTH_EXPANDED } } }}
        >
          <Toolbar />
          {nav}
        </Drawer>
      ) : (
        <Drawer
          variant="permanent"
          sx={{ width, flexShrink: 0, transition: 'width 200ms' }}
          slotProps={{ paper: { sx: { width, overflowX: 'hidden', transition: 'width 200ms' } } }}
        >
          <Toolbar />
          {nav}
        </Drawer>
      )}
      <Box component="main" sx={{ flexGrow: 1, minWidth: 0, p: { xs: 2, sm: 3 } }}>
        <Toolbar />
        <PartErrorBoundary>
          <Outlet />
        </PartErrorBoundary>
      </Box>
    </Box>
  );
}
