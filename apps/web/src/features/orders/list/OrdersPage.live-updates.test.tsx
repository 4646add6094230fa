// The orders grid follows the shell's live order events (lib/live-events -> features/orders/api/use-order-events -> onOrdersChanged -> reloadKey).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { OrderSummary } from '@portal/contracts';
import { jsonResponse, renderApp, scriptedEventStream, signedInApi } from '../../../test/render-app.tsx';
import { anOrderSummary } from './order-summary.fixtures.ts';

const changedOrder = anOrderSummary({ id: 7, orderIdForSearch: 'PO-1000007' });

describe('orders page live updates', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reloads the grid rows when another view changes an order', async () => {
    const stream = scriptedEventStream();
    // The server's list before and after another view changed order 7: the grid can only show it by asking again.
    let rows: OrderSummary[] = [];
    const fetchMock = signedInApi(
      undefined,
      {},
      {
        'GET /api/order-summaries': () => {
          const response = jsonResponse(200, rows);
          response.headers.set('Content-Range', `items 0-${Math.max(rows.length - 1, 0)}/${rows.length}`);
          return response;
        },
        'GET /api/events': () => stream.response,
      },
    );
    const gridCalls = () => fetchMock.mock.calls.filter(([url]) => String(url).startsWith('/api/order-summaries?')).length;
    renderApp('/orders');
    expect(await screen.findByRole('heading', { name: 'Orders' })).toBeVisible();
    await waitFor(() => expect(gridCalls()).toBeGreaterThan(0));
    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => url === '/api/events')).toBe(true));
    expect(await screen.findByText('No records found')).toBeVisible();
    const before = gridCalls();

    rows = [changedOrder];
    stream.send('retry: 3000\n\nid: 12\nevent: order-changed\ndata: {"orderId":7}\n\n');
    expect(await screen.findByRole('link', { name: 'PO-1000007' })).toBeVisible();
    expect(gridCalls()).toBeGreaterThan(before);
  });
});
