// Test harness: the real route table in a memory router with a fresh query cache and a mocked fetch.
import { render } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { vi } from 'vitest';
import type { SupplierProfile } from '@portal/contracts';
import { AppProviders } from '../app/providers.tsx';
import { appRoutes, patchRoutesOnNavigation } from '../app/router.tsx';
import { createQueryClient } from '../lib/query-client.ts';
import { ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY } from '../lib/session.ts';

export const ADMIN_USER: SupplierProfile = {
  id: 1,
  userName: 'admin@acme.test',
  name: 'Alice Admin',
  roles: ['Admin'],
  supplierCanProcessOrders: true,
};
export const CLERK_USER: SupplierProfile = {
  id: 2,
  userName: 'clerk@acme.test',
  name: 'Carl Clerk',
  roles: [],
  supplierCanProcessOrders: true,
};

export const jsonResponse = (status: number, body?: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

type Handler = (init: RequestInit | undefined, url: string) => Response | Promise<Response>;

/** The signed-in shell's live order updates (lib/live-events.ts): an open stream that stays quiet. */
export const quietEventStream: Handler = () =>
  new Response(new ReadableStream(), { status: 200, headers: { 'Content-Type': 'text/event-stream' } });

/** An event stream that stays open and sends what a test pushes with `send` (SSE frames as text). */
export function scriptedEventStream() {
  let push: (text: string) => void = () => {};
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      push = (text) => controller.enqueue(new TextEncoder().encode(text));
    },
  });
  return {
    response: new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } }),
    send: (text: string) => push(text),
  };
}

/**
 * Stubs fetch with handlers by "METHOD /api/path"; an unknown call fails the test loudly with a 599. The event stream
 * every signed-in screen opens (the console's: 'GET /api/ops/events') is answered by a quiet stream unless the test gives its own.
 */
export function mockApi(handlers: Record<string, Handler>) {
  const all: Record<string, Handler> = { 'GET /api/events': quietEventStream, 'GET /api/ops/events': quietEventStream, ...handlers };
  const fetchMock = vi.fn(async (input: string, init?: RequestInit) => {
    const path = input.split('?')[0]!;
    const handler = all[`${init?.method ?? 'GET'} ${path}`];
    return handler ? handler(init, input) : jsonResponse(599, { title: `unmocked ${path}`, status: 599 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export function signedInApi(user: SupplierProfile = ADMIN_USER, flags: Record<string, boolean> = {}, extra: Record<string, Handler> = {}) {
  localStorage.setItem(ACCESS_TOKEN_KEY, 'access');
  localStorage.setItem(REFRESH_TOKEN_KEY, 'refresh');
  return mockApi({
    'GET /api/current-user': () => jsonResponse(200, user),
    'GET /api/feature-flags/values': () => jsonResponse(200, flags),
    ...extra,
  });
}

/** Charts and grids measure their box: jsdom has no ResizeObserver. */
export function stubResizeObserver() {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
}

export function renderApp(path: string, routes: RouteObject[] = appRoutes) {
  // the real table adds the console's routes when a /ops path is entered, as the app's router does
  const router = createMemoryRouter(routes, { initialEntries: [path], ...(routes === appRoutes ? { patchRoutesOnNavigation } : {}) });
  const queryClient = createQueryClient();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
}

export const currentPath = (router: ReturnType<typeof createMemoryRouter>) =>
  `${router.state.location.pathname}${router.state.location.search}`;
