// A write on the order page refreshes the order once: the write's own refresh, not again when the event stream echoes
// the change back to the tab that made it (docs/decisions/house-web.md).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ADMIN_USER, jsonResponse, renderApp, scriptedEventStream, signedInApi } from '../../../test/render-app.tsx';
import { anItem, anOrder } from './order-detail.fixtures.tsx';

/** Past the event stream's coalescing of a burst (LIVE_EVENTS_COALESCE_MS, 150 ms) and the refetch it would start. */
const PAST_THE_ECHO_MS = 500;

describe('order page writes', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("fetches the order once after the process dialog's write, though the event stream echoes the change", async () => {
    const stream = scriptedEventStream();
    let orderFetches = 0;
    const fetchMock = signedInApi(
      ADMIN_USER,
      {},
      {
        'GET /api/orders/5': () => {
          orderFetches += 1;
          return jsonResponse(200, anOrder());
        },
        'GET /api/orders/5/order-items': () => jsonResponse(200, [anItem()]),
        'GET /api/orders/5/history': () => jsonResponse(200, []),
        'GET /api/events': () => stream.response,
        'PUT /api/orders/5/details': () => {
          // the server announces the change as it commits: the stream's frame may come before the answer
          stream.send('id: 31\nevent: order-changed\ndata: {"orderId":5}\n\n');
          return jsonResponse(204);
        },
      },
    );
    renderApp('/orders/5');
    fireEvent.click(await screen.findByRole('button', { name: 'Process Order' }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => url === '/api/events')).toBe(true));
    const before = orderFetches;

    fireEvent.change(screen.getByRole('textbox', { name: /Supplier order number/ }), { target: { value: 'SO-77' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save and exit' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(orderFetches - before).toBe(1));
    await new Promise((resolve) => setTimeout(resolve, PAST_THE_ECHO_MS));
    expect(orderFetches - before).toBe(1);
  });
});
