// The console's layout: operators land on /ops (its own navigation); supplier users and operators each go to their side.
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_USER, currentPath, jsonResponse, mockApi, renderApp, signedInApi } from '../../test/render-app.tsx';
import { ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY, SESSION_KIND_KEY } from '../../lib/session.ts';

const OPERATOR = { id: 9, userName: 'ops@marketplace.test', name: 'Olivia Operator' };
const forbidden = () => jsonResponse(403, { title: 'Forbidden', status: 403, detail: 'Not allowed.' });

function operatorApi() {
  localStorage.setItem(ACCESS_TOKEN_KEY, 'access');
  localStorage.setItem(REFRESH_TOKEN_KEY, 'refresh');
  return mockApi({
    'GET /api/ops/me': () => jsonResponse(200, OPERATOR),
    'GET /api/ops/overview': () =>
      jsonResponse(200, {
        queues: [
          { key: 'price-changes', count: 3 },
          { key: 'ltl-shipments', count: 1 },
        ],
      }),
    'GET /api/current-user': forbidden,
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('OpsLayout', () => {
  it('shows the operator, the console navigation and the waiting count per queue', async () => {
    operatorApi();
    renderApp('/ops');
    expect(await screen.findByRole('heading', { name: 'Operations' })).toBeVisible();
    expect(screen.getByText('Olivia Operator')).toBeVisible();
    const nav = screen.getByRole('list', { name: 'Operations navigation' });
    expect(within(nav).getByRole('link', { name: 'Price changes' })).toHaveAttribute('href', '/ops/price-changes');
    expect(await screen.findByRole('link', { name: 'Price changes: 3 waiting' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Cancellations: 0 waiting' })).toBeVisible();
  });

  it('sends an operator who opens a supplier screen to /ops', async () => {
    operatorApi();
    const { router } = renderApp('/orders');
    await waitFor(() => expect(currentPath(router)).toBe('/ops'));
    expect(await screen.findByRole('heading', { name: 'Operations' })).toBeVisible();
  });

  it("sends an operator's session from a supplier screen to /ops without asking the supplier's calls", async () => {
    const fetchMock = operatorApi();
    localStorage.setItem(SESSION_KIND_KEY, 'operator');
    const { router } = renderApp('/orders');
    await waitFor(() => expect(currentPath(router)).toBe('/ops'));
    expect(await screen.findByRole('heading', { name: 'Operations' })).toBeVisible();
    expect(fetchMock.mock.calls.map(([url]) => String(url).split('?')[0])).not.toContain('/api/current-user');
  });

  it('sends a supplier user away from /ops (the server refuses /ops/me)', async () => {
    signedInApi(ADMIN_USER, {}, { 'GET /api/ops/me': forbidden, 'GET /api/dashboard/stats': forbidden });
    const { router } = renderApp('/ops');
    await waitFor(() => expect(currentPath(router)).toBe('/'));
    expect(screen.queryByText('Operations console')).not.toBeInTheDocument();
  });
});
