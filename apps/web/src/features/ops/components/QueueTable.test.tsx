// A decision queue filters on the server by PO number and by supplier: typing sends the grid query's filterModel.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi, renderApp } from '../../../test/render-app.tsx';
import { ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY } from '../../../lib/session.ts';

function operatorApi() {
  localStorage.setItem(ACCESS_TOKEN_KEY, 'access');
  localStorage.setItem(REFRESH_TOKEN_KEY, 'refresh');
  return mockApi({
    'GET /api/ops/me': () => jsonResponse(200, { id: 9, userName: 'ops@marketplace.test', name: 'Olivia Operator' }),
    'GET /api/ops/overview': () => jsonResponse(200, { queues: [] }),
    'GET /api/current-user': () => jsonResponse(403, { title: 'Forbidden', status: 403, detail: 'Not allowed.' }),
    'GET /api/ops/price-changes': () => {
      const response = jsonResponse(200, []);
      response.headers.set('Content-Range', 'items */0');
      return response;
    },
  });
}

/** The filterModel of every queue request sent so far. */
const filtersSent = (fetchMock: ReturnType<typeof operatorApi>) =>
  fetchMock.mock.calls
    .map(([url]) => new URL(String(url), 'http://portal.test'))
    .filter((url) => url.pathname === '/api/ops/price-changes')
    .map((url) => (JSON.parse(url.searchParams.get('query') ?? '{"filterModel":{}}') as { filterModel: unknown }).filterModel);

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('QueueTable filters', () => {
  it('filters the queue by supplier and by PO number on the server', async () => {
    const fetchMock = operatorApi();
    renderApp('/ops/price-changes');
    fireEvent.change(await screen.findByRole('textbox', { name: 'Search supplier' }), { target: { value: 'Acme' } });
    await waitFor(() =>
      expect(filtersSent(fetchMock)).toContainEqual({ supplierName: { filterType: 'text', type: 'contains', filter: 'Acme' } }),
    );
    fireEvent.change(screen.getByRole('textbox', { name: 'Search PO number' }), { target: { value: 'PO-7' } });
    await waitFor(() =>
      expect(filtersSent(fetchMock)).toContainEqual({
        purchaseOrderNumber: { filterType: 'text', type: 'contains', filter: 'PO-7' },
        supplierName: { filterType: 'text', type: 'contains', filter: 'Acme' },
      }),
    );
  });
});
