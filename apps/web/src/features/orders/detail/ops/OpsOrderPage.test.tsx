// The console's order page (/ops/orders/:orderId): the order of any supplier, read-only, in the console's words, with
// the supplier order page's details, invoices, items with trackings, stored amounts and activity.
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { consoleWords } from '@portal/contracts';
import { formatDateTime } from '../../../../lib/format.ts';
import { jsonResponse, renderApp } from '../../../../test/render-app.tsx';
import { operatorApi } from '../../../../test/operator-api.ts';
import { anOpsOrder, anOpsOrderWithRequests } from './ops-order.fixtures.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the console order page', () => {
  it("shows the order's PO number as its heading, its supplier's link, status, items with trackings, invoices, amounts and activity", async () => {
    operatorApi({ 'GET /api/ops/orders/5': () => jsonResponse(200, anOpsOrder()) });
    renderApp('/ops/orders/5');
    expect(await screen.findByRole('heading', { level: 1, name: 'PO-1000005' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Acme Home Goods' })).toHaveAttribute('href', '/ops/suppliers/3');
    expect(screen.getByText(consoleWords('AwaitingShipment'))).toBeVisible();
    expect(screen.getByText(formatDateTime('2026-01-10T15:00:00.000Z'))).toBeVisible();
    const item = screen.getByRole('article', { name: 'Oak chair' });
    expect(within(item).getByRole('link', { name: '1Z999' })).toHaveAttribute('href', 'https://track.example/1Z999');
    expect(within(screen.getByRole('table', { name: 'Invoices' })).getByText('INV-7')).toBeVisible();
    // the stored amounts, as the supplier's page shows them: the invoiced ones once invoiced
    const subtotal = screen.getByLabelText('Subtotal');
    expect(subtotal).toHaveTextContent('Allowance');
    expect(subtotal).toHaveTextContent('$1.50');
    expect(screen.getByTestId('order-total')).toHaveTextContent('$118.50');
    expect(within(screen.getByRole('list', { name: 'Order activity' })).getByText(/Ann Admin/)).toBeVisible();
    // read-only: none of the supplier's actions
    expect(screen.queryByRole('button', { name: /Process Order|Cancel Order|Request price change|Add additional invoice/ })).toBeNull();
  });

  it("names the order's open requests in the console's words", async () => {
    const view = anOpsOrderWithRequests();
    operatorApi({ 'GET /api/ops/orders/5': () => jsonResponse(200, view) });
    renderApp('/ops/orders/5');
    await screen.findByRole('heading', { level: 1, name: 'PO-1000005' });
    expect(screen.getByText('Needs booking')).toBeVisible();
    expect(screen.getByText('Jan 20, 2026')).toBeVisible();
    expect(
      screen.getByText(
        `In review · ${consoleWords('OutOfStockWithRestock')} · restock Feb 01, 2026 · asked ${formatDateTime('2026-01-11T09:30:00.000Z')}`,
      ),
    ).toBeVisible();
  });

  it.each([
    ['an unknown order', '/ops/orders/99', () => jsonResponse(404, { title: 'Not Found', status: 404, detail: 'Order not found.' })],
    ['an id that is not one', '/ops/orders/abc', undefined],
  ])('says so for %s', async (_, path, answer) => {
    operatorApi(answer ? { 'GET /api/ops/orders/99': answer } : {});
    renderApp(path);
    expect(await screen.findByRole('alert')).toHaveTextContent('Order not found.');
  });
});
