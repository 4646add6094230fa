// The supplier's route table holds none of the console's routes; the console's table is added when a /ops path is
// entered, once, and a supplier's route with a parameter is matched as before.
import { describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import { createMemoryRouter, type RouteObject } from 'react-router';
import { appRoutes, patchRoutesOnNavigation } from './router.tsx';

const paths = (routes: readonly RouteObject[]): string[] =>
  routes.flatMap((route) => [...(route.path ? [route.path] : []), ...paths(route.children ?? [])]);
const ids = (routes: readonly RouteObject[]): string[] =>
  routes.flatMap((route) => [...(route.id ? [route.id] : []), ...ids(route.children ?? [])]);
const leafPath = (router: ReturnType<typeof createMemoryRouter>) => router.state.matches.at(-1)?.route.path;

describe('route tables', () => {
  it('gives the supplier no route of the console up front', () => {
    expect(paths(appRoutes).filter((path) => path.startsWith('/ops'))).toEqual([]);
    expect(paths(appRoutes)).toContain('orders');
  });

  it('adds the console once a /ops path is entered, and once only', async () => {
    const router = createMemoryRouter(appRoutes, { initialEntries: ['/ops/suppliers'], patchRoutesOnNavigation });
    await waitFor(() => expect(leafPath(router)).toBe('suppliers'));
    expect(router.state.matches.map((m) => m.route.path)).toContain('/ops');
    for (const path of ['/ops/orders/42', '/ops', '/ops/cases/7', '/ops/no-such-screen']) await router.navigate(path);
    expect(router.state.matches.at(-1)?.route.path).toBe('*');
    expect(router.state.matches.map((m) => m.route.id)).toContain('ops');
    expect(ids(router.routes).filter((id) => id === 'ops')).toHaveLength(1);
    router.dispose();
  });

  it('matches a supplier route with a parameter without the console', async () => {
    const router = createMemoryRouter(appRoutes, { initialEntries: ['/orders/42'], patchRoutesOnNavigation });
    await waitFor(() => expect(leafPath(router)).toBe('orders/:id'));
    expect(ids(router.routes)).not.toContain('ops');
    // a path merely starting with the letters is not the console's
    await router.navigate('/opsx');
    expect(leafPath(router)).toBe('*');
    expect(ids(router.routes)).not.toContain('ops');
    router.dispose();
  });
});
