// Route guards of spec 2: signed-in layout, signed-out-only pages, pages that need a query token.
import { Navigate, Outlet, useLocation, useSearchParams } from 'react-router';
import { NotFoundPage } from '../components/feedback/NotFoundPage.tsx';
import { chooseSupplierPathFor, isSignedIn, isSupplierChoicePending, loginPathFor } from '../lib/session.ts';

/** The supplier chooser's own path: the one signed-in page open while the choice waits. */
export const CHOOSE_SUPPLIER_PATH = '/choose-supplier';

export function RequireSignIn() {
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  if (!isSignedIn()) return <Navigate to={loginPathFor(here)} replace />;
  // a person of several suppliers chooses one after signing in (docs/decisions/auth.md, "Memberships")
  if (isSupplierChoicePending() && location.pathname !== CHOOSE_SUPPLIER_PATH) return <Navigate to={chooseSupplierPathFor(here)} replace />;
  return <Outlet />;
}

export function SignedOutOnly() {
  return isSignedIn() ? <Navigate to="/" replace /> : <Outlet />;
}

/** Without a non-empty ?token= the page does not exist (password reset and create) or sends home (application). */
export function RequireQueryToken({ missing = 'not-found' }: { missing?: 'not-found' | 'home' }) {
  const [params] = useSearchParams();
  if (params.get('token')) return <Outlet />;
  return missing === 'home' ? <Navigate to="/" replace /> : <NotFoundPage />;
}
