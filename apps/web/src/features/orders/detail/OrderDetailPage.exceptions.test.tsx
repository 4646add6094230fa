// The order page's 'Change or undo' menu against the facts the server answers (docs/decisions/order-exceptions.md).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { OrderExceptionFacts } from '@portal/contracts';
import { ADMIN_USER, jsonResponse, renderApp, signedInApi } from '../../../test/render-app.tsx';
import { anItem, anOrder } from './order-detail.fixtures.tsx';

const NOW = new Date('2026-03-10T15:00:00Z');
// the page decides the windows on the browser's clock: only Date is faked, timers and promises run as usual
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

const facts = (over: Partial<OrderExceptionFacts> = {}): OrderExceptionFacts => ({
  status: 'AwaitingShipment',
  shippingMethod: 'SupplierGround',
  processedAt: new Date(NOW.getTime() - 60_000).toISOString(),
  hasTrackings: false,
  label: null,
  ltl: null,
  shipFromFacilityId: 1,
  ...over,
});

function serve(exceptions: OrderExceptionFacts, user = ADMIN_USER) {
  return signedInApi(
    user,
    {},
    {
      'GET /api/orders/5': () => jsonResponse(200, anOrder({ purchaseOrderStatus: exceptions.status })),
      'GET /api/orders/5/order-items': () => jsonResponse(200, [anItem()]),
      'GET /api/orders/5/history': () => jsonResponse(200, []),
      'GET /api/orders/5/exceptions': () => jsonResponse(200, exceptions),
      'POST /api/orders/5/processing/undo': () => new Response(null, { status: 204 }),
    },
  );
}

describe('OrderDetailPage: Change or undo', () => {
  it('undoes processing through its dialog', async () => {
    const api = serve(facts());
    renderApp('/orders/5');
    expect(await screen.findByRole('heading', { name: 'Order PO-1000005' })).toBeVisible();
    // the menu shows once the user and the exceptions' facts have loaded
    fireEvent.click(await screen.findByRole('button', { name: 'Change or undo' }, { timeout: 10_000 }));
    fireEvent.click(within(screen.getByRole('menu')).getByRole('menuitem', { name: /Undo processing/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Undo processing' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Undo processing' }));
    await waitFor(() =>
      expect(api.mock.calls.some(([url, init]) => url === '/api/orders/5/processing/undo' && init?.method === 'POST')).toBe(true),
    );
    expect(await screen.findByText('The order is back in Needs processing.')).toBeVisible();
  });

  it('offers nothing to a supplier that does not process its orders in the portal', async () => {
    serve(facts(), { ...ADMIN_USER, supplierCanProcessOrders: false });
    renderApp('/orders/5');
    expect(await screen.findByRole('heading', { name: 'Order PO-1000005' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Change or undo' })).toBeNull();
  });
});
