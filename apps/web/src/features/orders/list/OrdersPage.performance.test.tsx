// The orders behind a performance figure: the scorecard's link opens the list with the three parameters, which the grid
// call sends as they are, without the default status filter, and a chip names them until it is removed.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { currentPath, jsonResponse, renderApp, signedInApi } from '../../../test/render-app.tsx';

const FILTER = 'performanceFigure=onTimeShipment&performanceWindow=30&performanceOutcome=missed';
const emptyPage = () => {
  const response = jsonResponse(200, []);
  response.headers.set('Content-Range', 'items */0');
  return response;
};

describe('orders page with a performance filter', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends the figure, window and outcome with the grid call, without the default status filter, until the chip is removed', async () => {
    const fetchMock = signedInApi(undefined, { Performance: true }, { 'GET /api/order-summaries': emptyPage });
    const gridUrls = () =>
      fetchMock.mock.calls.map(([url]) => new URL(String(url), 'http://portal.test')).filter((u) => u.pathname === '/api/order-summaries');
    const { router } = renderApp(`/orders?${FILTER}`);
    const chip = await screen.findByRole('button', { name: 'On-time shipment: orders shipped late in the last 30 days' });
    await waitFor(() => expect(gridUrls().length).toBeGreaterThan(0), { timeout: 15_000 });
    for (const url of gridUrls()) {
      expect(url.searchParams.get('performanceFigure')).toBe('onTimeShipment');
      expect(url.searchParams.get('performanceWindow')).toBe('30');
      expect(url.searchParams.get('performanceOutcome')).toBe('missed');
      expect(url.searchParams.get('query') ?? '').not.toContain('fulfillmentStatus');
    }
    const before = gridUrls().length;
    fireEvent.click(within(chip).getByTestId('CancelIcon'));
    await waitFor(() => expect(currentPath(router)).not.toContain('performance'));
    expect(screen.queryByRole('button', { name: /On-time shipment/ })).toBeNull();
    await waitFor(() => expect(gridUrls().length).toBeGreaterThan(before), { timeout: 15_000 });
    expect(gridUrls().at(-1)!.searchParams.has('performanceFigure')).toBe(false);
  }, 40_000);

  it('ignores a partial or unknown filter: no chip, the default status filter applies', async () => {
    const fetchMock = signedInApi(undefined, {}, { 'GET /api/order-summaries': emptyPage });
    renderApp('/orders?performanceFigure=onTimeShipment&performanceWindow=45&performanceOutcome=missed');
    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => String(url).startsWith('/api/order-summaries?'))).toBe(true), {
      timeout: 15_000,
    });
    const url = new URL(
      String(fetchMock.mock.calls.find(([u]) => String(u).startsWith('/api/order-summaries?'))![0]),
      'http://portal.test',
    );
    expect(url.searchParams.has('performanceFigure')).toBe(false);
    expect(url.searchParams.get('query')).toContain('fulfillmentStatus');
    expect(screen.queryByRole('button', { name: /On-time shipment/ })).toBeNull();
  }, 40_000);

  it('ignores the filter of a stale link while the Performance feature is off: no chip, nothing sent, the default status filter', async () => {
    const fetchMock = signedInApi(undefined, { Performance: false }, { 'GET /api/order-summaries': emptyPage });
    renderApp(`/orders?${FILTER}`);
    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => String(url).startsWith('/api/order-summaries?'))).toBe(true), {
      timeout: 15_000,
    });
    for (const [u] of fetchMock.mock.calls.filter(([u]) => String(u).startsWith('/api/order-summaries?'))) {
      const url = new URL(String(u), 'http://portal.test');
      expect(url.searchParams.has('performanceFigure')).toBe(false);
      expect(url.searchParams.get('query')).toContain('fulfillmentStatus');
    }
    expect(screen.queryByRole('button', { name: /On-time shipment/ })).toBeNull();
  }, 40_000);
});
