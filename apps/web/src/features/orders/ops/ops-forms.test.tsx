// The console's forms and queues: the contract's rules show under the fields, decisions call the server.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi, renderApp } from '../../../test/render-app.tsx';
import { ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY } from '../../../lib/session.ts';

const OPERATOR = { id: 9, userName: 'ops@marketplace.test', name: 'Olivia Operator' };
const ROW = {
  id: 41,
  orderId: 41,
  purchaseOrderNumber: 'PO-41',
  supplierId: 1,
  supplierName: 'Acme Home Goods',
  requestedOn: '2026-11-20T10:00:00.000Z',
  status: 'Pending',
  amount: '25.00',
  summary: 'SKU-1: 10.00 -> 12.50',
  details: { kind: 'priceChange', items: [{ sku: 'SKU-1', oldPrice: '10.00', newPrice: '12.50' }] },
};

function operatorApi(extra: Record<string, (init: RequestInit | undefined, url: string) => Response> = {}) {
  localStorage.setItem(ACCESS_TOKEN_KEY, 'access');
  localStorage.setItem(REFRESH_TOKEN_KEY, 'refresh');
  return mockApi({
    'GET /api/ops/me': () => jsonResponse(200, OPERATOR),
    'GET /api/ops/overview': () => jsonResponse(200, { queues: [] }),
    'GET /api/ops/supplier-options': () => jsonResponse(200, [{ value: 1, label: 'Acme Home Goods' }]),
    'GET /api/ops/carrier-options': () => jsonResponse(200, [{ value: 6, label: 'Estes' }]),
    ...extra,
  });
}
const calls = (fetchMock: ReturnType<typeof mockApi>, method: string, path: string) =>
  fetchMock.mock.calls.filter(([url, init]) => url.split('?')[0] === path && (init?.method ?? 'GET') === method);

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('New order form', () => {
  it('shows the contract rules under the fields and sends nothing while invalid', async () => {
    const user = userEvent.setup();
    const fetchMock = operatorApi();
    renderApp('/ops/orders/new');
    await user.click(await screen.findByRole('button', { name: 'Create order' }));
    expect(await screen.findAllByText('Field is required')).not.toHaveLength(0);
    const po = screen.getByRole('textbox', { name: 'PO number' });
    await user.type(po, 'PO 1/2');
    await user.click(screen.getByRole('button', { name: 'Create order' }));
    await waitFor(() => expect(po).toHaveAccessibleDescription('Invalid format'));
    expect(calls(fetchMock, 'POST', '/api/ops/orders')).toHaveLength(0);
  });

  it('creates an order and shows the server field error under its field', async () => {
    const user = userEvent.setup();
    let attempt = 0;
    const fetchMock = operatorApi({
      'POST /api/ops/orders': () =>
        ++attempt === 1
          ? jsonResponse(409, {
              title: 'Conflict',
              status: 409,
              detail: 'An order with this purchase order number already exists with other details.',
            })
          : jsonResponse(200, {
              created: true,
              id: 77,
              purchaseOrderNumber: 'PO-NEW-1',
              supplierId: 1,
              status: 'NeedsProcessing',
              total: '20.00',
            }),
    });
    renderApp('/ops/orders/new');
    await user.click(await screen.findByRole('combobox', { name: 'Supplier' }));
    await user.click(await screen.findByRole('option', { name: 'Acme Home Goods' }));
    await user.type(screen.getByRole('textbox', { name: 'PO number' }), 'PO-NEW-1');
    await user.type(screen.getByRole('textbox', { name: 'Channel' }), 'Amazon');
    await user.type(screen.getByLabelText(/Promised shipping date/), '2026-12-01');
    await user.type(screen.getByRole('textbox', { name: 'First name' }), 'Dana');
    await user.type(screen.getByRole('textbox', { name: 'Last name' }), 'Doe');
    await user.type(screen.getByRole('textbox', { name: 'Address' }), '5 Elm Street');
    await user.type(screen.getByRole('textbox', { name: 'City' }), 'Columbus');
    await user.type(screen.getByRole('textbox', { name: 'State' }), 'OH');
    await user.type(screen.getByRole('textbox', { name: 'ZIP' }), '43004');
    const item = screen.getByRole('group', { name: 'Item 1' });
    await user.type(within(item).getByRole('spinbutton', { name: 'Product ID' }), '901');
    await user.type(within(item).getByRole('textbox', { name: 'SKU' }), 'SKU-1');
    await user.type(within(item).getByRole('textbox', { name: 'Product' }), 'Planter');
    await user.type(within(item).getByRole('textbox', { name: 'Price' }), '10');
    await user.click(screen.getByRole('button', { name: 'Create order' }));
    expect(await screen.findByText(/already exists with other details/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Create order' }));
    expect(await screen.findByText(/Order PO-NEW-1 created/)).toBeVisible();
    const sent = JSON.parse(String(calls(fetchMock, 'POST', '/api/ops/orders')[1]![1]!.body));
    expect(sent).toMatchObject({
      supplierId: 1,
      purchaseOrderNumber: 'PO-NEW-1',
      items: [{ productId: 901, sku: 'SKU-1', quantity: 1, pricePerUnit: '10' }],
    });
  });
});

describe('queues', () => {
  it('approves one request and decides the selected ones in bulk', async () => {
    const user = userEvent.setup();
    const fetchMock = operatorApi({
      'GET /api/ops/price-changes': () =>
        new Response(JSON.stringify([ROW]), {
          status: 200,
          headers: { 'Content-Type': 'application/json', 'Content-Range': 'items 0-0/1' },
        }),
      'POST /api/ops/price-changes/41/approve': () => new Response(null, { status: 204 }),
      'POST /api/ops/price-changes/decisions': () => jsonResponse(200, { decided: [], refused: [{ id: 41, detail: 'already decided' }] }),
    });
    renderApp('/ops/price-changes');
    const table = await screen.findByRole('table', { name: 'Price changes' });
    expect(await within(table).findByRole('row', { name: /PO-41/ })).toHaveTextContent('SKU-1: $10.00 → $12.50');
    await user.click(within(table).getByRole('button', { name: 'Approve PO-41' }));
    await waitFor(() => expect(calls(fetchMock, 'POST', '/api/ops/price-changes/41/approve')).toHaveLength(1));
    await user.click(within(table).getByRole('checkbox', { name: 'Select PO-41' }));
    await user.click(screen.getByRole('button', { name: 'Decline selected' }));
    await waitFor(() => expect(calls(fetchMock, 'POST', '/api/ops/price-changes/decisions')).toHaveLength(1));
    expect(JSON.parse(String(calls(fetchMock, 'POST', '/api/ops/price-changes/decisions')[0]![1]!.body))).toEqual({
      ids: [41],
      decision: 'decline',
    });
    expect(await screen.findByText(/1 refused: already decided/)).toBeVisible();
  });

  it('asks for a note before rejecting an invoice', async () => {
    const user = userEvent.setup();
    const fetchMock = operatorApi({
      'GET /api/ops/invoices': () =>
        new Response(JSON.stringify([{ ...ROW, id: 5, status: 'InReview' }]), {
          status: 200,
          headers: { 'Content-Type': 'application/json', 'Content-Range': 'items 0-0/1' },
        }),
      'POST /api/ops/invoices/5/reject': () => new Response(null, { status: 204 }),
    });
    renderApp('/ops/invoices');
    await user.click(await screen.findByRole('button', { name: 'Reject invoice of PO-41' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject the invoice of PO-41' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject invoice' }));
    expect(await within(dialog).findByText('Field is required')).toBeVisible();
    await user.type(within(dialog).getByRole('textbox', { name: /Note to the supplier/ }), 'Tax is wrong');
    await user.click(within(dialog).getByRole('button', { name: 'Reject invoice' }));
    await waitFor(() => expect(calls(fetchMock, 'POST', '/api/ops/invoices/5/reject')).toHaveLength(1));
    expect(JSON.parse(String(calls(fetchMock, 'POST', '/api/ops/invoices/5/reject')[0]![1]!.body))).toEqual({ note: 'Tax is wrong' });
  });
});
