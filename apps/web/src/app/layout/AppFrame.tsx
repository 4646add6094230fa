// The one application frame of the supplier shell and the operations console (docs/decisions/house-web.md): the app
// bar (menu button on mobile, the collapse toggle where the sidebar collapses, the logo, the title, the bar's own
// actions), the sidebar (permanent 240/68 or a temporary drawer on mobile) and the page.
import { useState, type ReactNode } from 'react';
import { AppBar, Box, Drawer, IconButton, Toolbar, Tooltip, Typography, useMediaQuery } from '@mui/material';
import MenuIcon from '@mui/icons-material/Menu';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { Outlet } from 'react-router';
import { SIDEBAR_WIDTH_COLLAPSED, SIDEBAR_WIDTH_EXPANDED } from '@portal/contracts';
import { BrandLogo } from '../../components/brand/BrandLogo.tsx';
import { PartErrorBoundary } from '../../components/feedback/PartErrorBoundary.tsx';
import { MOBILE_MEDIA_QUERY } from '../theme.ts';

export interface AppFrameProps {
  title: string;
  /** The navigation landmark's name. */
  navLabel: string;
  /** The sidebar's content; onNavigate closes the mobile drawer. */
  nav: (state: { collapsed: boolean; onNavigate?: () => void }) => ReactNode;
  /** The app bar's end: the profile menu, or the operator, the palette switch and Sign out. */
  actions: ReactNode;
  /** A desktop sidebar that collapses to icons: its stored state and setter (the supplier shell). */
  collapsible?: { collapsed: boolean; setCollapsed: (collapsed: boolean) => void };
}

export function AppFrame({ title, navLabel, nav, actions, collapsible }: AppFrameProps) {
  const isMobile = useMediaQuery(MOBILE_MEDIA_QUERY, { noSsr: true });
  const [mobileOpen, setMobileOpen] = useState(false);
  const collapsed = !isMobile && !!collapsible?.collapsed;
  const width = collapsed ? SIDEBAR_WIDTH_COLLAPSED : SIDEBAR_WIDTH_EXPANDED;

  const sidebar = (
    <Box component="nav" aria-label={navLabel} sx={{ overflowX: 'hidden' }}>
      {nav({ collapsed, onNavigate: isMobile ? () => setMobileOpen(false) : undefined })}
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
            collapsible && (
              <Tooltip title={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}>
                <IconButton
                  edge="start"
                  aria-label={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
                  onClick={() => collapsible.setCollapsed(!collapsed)}
                >
                  {collapsed ? <ChevronRight /> : <ChevronLeft />}
                </IconButton>
              </Tooltip>
            )
          )}
          <BrandLogo />
          <Typography component="span" variant="h6" sx={{ flexGrow: 1, fontWeight: 600 }} noWrap>
            {title}
          </Typography>
          {actions}
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
          {sidebar}
        </Drawer>
      ) : (
        <Drawer
          variant="permanent"
          // the fixed paper covers the screen; its place in the row runs the page's full height in the same colour and
          // border, so a full-page capture of a long page shows the sidebar to the bottom
          sx={{ width, flexShrink: 0, transition: 'width 200ms', bgcolor: 'background.paper', borderRight: 1, borderColor: 'divider' }}
          slotProps={{ paper: { sx: { width, overflowX: 'hidden', transition: 'width 200ms' } } }}
        >
          <Toolbar />
          {sidebar}
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
