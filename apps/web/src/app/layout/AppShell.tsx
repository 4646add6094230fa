// The supplier portal's layout on the one application frame (AppFrame.tsx): its sidebar by role and feature flag, the
// profile menu, live updates.
import { Navigate } from 'react-router';
import { PageProgress } from '../../components/feedback/PageProgress.tsx';
import { useCurrentUser } from '../../lib/current-user.ts';
import { useFeatureFlags } from '../../lib/feature-flags.ts';
import { ApiError } from '../../lib/http.ts';
import { isOperatorSession } from '../../lib/session.ts';
import { useSignOut } from '../../lib/sign-out.ts';
import { AppFrame } from './AppFrame.tsx';
import { NAV_ITEMS, visibleNavItems } from './nav-items.tsx';
import { ProfileMenu } from './ProfileMenu.tsx';
import { Sidebar } from './Sidebar.tsx';
import { sidebarCollapsed } from './sidebar-collapsed.ts';
import { useLiveUpdates } from './live-updates.ts';

export function AppShell() {
  // an operator's session has no supplier screens: to the console without calling the supplier's calls (403)
  if (isOperatorSession()) return <Navigate to="/ops" replace />;
  return <SupplierShell />;
}

function SupplierShell() {
  const user = useCurrentUser();
  const flags = useFeatureFlags();
  const [collapsedValue, setCollapsed] = sidebarCollapsed.usePreference();
  const signOut = useSignOut();
  // live updates: one event stream per tab while signed in, and each area's subscription to its events
  useLiveUpdates(Boolean(user.data));

  // an operator has no supplier screens (403): the operations console is theirs
  if (user.error instanceof ApiError && user.error.status === 403) return <Navigate to="/ops" replace />;
  // a 401 is already on its way to the login page (see lib/http.ts); anything else is this page's error
  if (user.isError && !(user.error instanceof ApiError && user.error.status === 401)) throw user.error;
  // progress bar until the current user and the flags (or their failure, then defaults) are in
  if (!user.data || flags.isPending) return <PageProgress />;

  const items = visibleNavItems(NAV_ITEMS, { roles: user.data.roles, isEnabled: flags.isEnabled });
  return (
    <AppFrame
      title="Supplier Portal"
      navLabel="Main"
      collapsible={{ collapsed: collapsedValue === 'true', setCollapsed: (value) => setCollapsed(value ? 'true' : 'false') }}
      nav={({ collapsed, onNavigate }) => <Sidebar items={items} collapsed={collapsed} onNavigate={onNavigate} />}
      actions={<ProfileMenu user={user.data} onSignOut={() => void signOut()} />}
    />
  );
}
