// What every route of the route tables (app/router.tsx, app/ops/ops-routes.tsx) gets: an error fallback, and a progress
// bar while a lazily loaded screen of the first page view downloads.
import type { RouteObject } from 'react-router';
import { PageProgress } from '../components/feedback/PageProgress.tsx';
import { RouteErrorPage } from '../components/feedback/RouteErrorPage.tsx';

/** Adds the error fallback to a route and all of its children. */
export function withErrorElements(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => ({
    ...route,
    errorElement: route.errorElement ?? <RouteErrorPage />,
    // shown while a lazily loaded screen of the first page view downloads
    ...(route.lazy ? { hydrateFallbackElement: <PageProgress /> } : {}),
    ...(route.children ? { children: withErrorElements(route.children) } : {}),
  })) as RouteObject[];
}
