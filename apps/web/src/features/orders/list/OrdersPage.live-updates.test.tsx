// The orders grid follows the shell's live order events (features/orders/api/use-order-events -> onOrdersChanged -> reloadKey).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { jsonResponse, renderApp, signedInApi } from '../../../test/render-app.tsx';

/** An event stream that sends `frames` once `release` is called and then stays open. */
function scriptedStream() {
  let push: (text: string) => void = () => {};
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      push = (text) => controller.enqueue(new TextEncoder().encode(text));
    },
  });
  return { response: new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } }), send: (text: string) => push(text) };
}

describe('orders page live updates', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reloads the grid rows when another view changes an order', async () => {
    const stream = scriptedStream();
    const fetchMock = signedInApi(undefined, {}, {
      'GET /api/order-summaries': () => {
        const response = jsonResponse(200, []);
        response.headers.set('Content-Range', 'items 0-0/0');
        return response;
      },
      'GET /api/events': () => stream.response,
    });
    const gridCalls = () => fetchMock.mock.calls.filter(([url]) => String(url).startsWith('/api/order-summaries?')).length;
    renderApp('/orders');
    expect(await screen.findByRole('heading', { name: 'Orders' })).toBeVisible();
    await waitFor(() => expect(gridCalls()).toBeGreaterThan(0));
    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => url === '/api/events')).toBe(true));
    // let the grid settle (first block, restored view) before counting
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const settled = gridCalls();

    stream.send('retry: 3000\n\nid: 12\nevent: order-changed\ndata: {"orderId":7}\n\n');
    await waitFor(() => expect(gridCalls()).toBe(settled + 1));
  });
});
