// Route guards of spec 2: signed-in layout, signed-out-only pages, pages that need a query token.
import { Navigate, Outlet, useLocation, useSearchParams } from 'react-router';
import { NotFoundPage } from '../components/feedback/NotFoundPage.tsx';
import { isSignedIn, loginPathFor } from '../lib/session.ts';

export function RequireSignIn() {
  const location = useLocation();
  if (!isSignedIn()) return <Navigate to={loginPathFor(`${location.pathname}${location.search}`)} replace />;
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
