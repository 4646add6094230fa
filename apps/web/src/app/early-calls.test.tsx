// The first page view's calls started with the page (early-calls.ts). The orders list's first block on a cold load:
// started with the page and drawn by the grid from that answer, one request; only the default view's block is started
// early (features/orders/list/orders-first-block.ts).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { OrderSummary } from '@portal/contracts';
import { startFirstPageCalls } from './early-calls.ts';
import { resetSessionCaches } from '../lib/session-caches.ts';
import { jsonResponse, renderApp, signedInApi } from '../test/render-app.tsx';
import { anOrderSummary } from '../features/orders/list/order-summary.fixtures.ts';
import { ordersFirstBlockPath } from '../features/orders/list/orders-first-block.ts';

const page = (rows: OrderSummary[]) => () => {
  const response = jsonResponse(200, rows);
  response.headers.set('Content-Range', `items 0-${Math.max(rows.length - 1, 0)}/${rows.length}`);
  return response;
};

describe('the orders list’s first block', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    resetSessionCaches();
  });

  it('is asked once, with the page, and the grid draws its rows from that answer', async () => {
    let answers = 0;
    const fetchMock = signedInApi(
      undefined,
      {},
      {
        'GET /api/order-summaries': () => {
          answers += 1;
          // a second request would show another order: the rows drawn must be the early call's
          return page([anOrderSummary({ id: answers, orderIdForSearch: `PO-${answers}` })])();
        },
      },
    );
    const gridCalls = () => fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith('/api/order-summaries?'));

    // the answer's age is no part of this test: a loaded machine may take longer than EARLY_ANSWER_MAX_AGE_MS to draw
    vi.spyOn(Date, 'now').mockReturnValue(1_000_000);
    await startFirstPageCalls('/orders', '');
    // started before anything renders, as the grid will ask it
    expect(gridCalls()).toEqual([`/api${ordersFirstBlockPath(new URLSearchParams())}`]);
    renderApp('/orders');
    expect(await screen.findByRole('link', { name: 'PO-1' }, { timeout: 15_000 })).toBeVisible();
    await waitFor(() => expect(document.querySelector('.ag-paging-panel')).toBeVisible());
    expect(gridCalls()).toHaveLength(1);
    const query = JSON.parse(new URL(gridCalls()[0]!, 'http://portal.test').searchParams.get('query')!);
    expect(query.filterModel.fulfillmentStatus).toEqual({
      filterType: 'set',
      values: ['NeedsProcessing', 'AwaitingShipment', 'Invoicing'],
    });
  }, 40_000);

  it('is not started for another view: the URL’s filter, sort or page, or a performance figure’s orders', () => {
    const other = [
      'filter=%7B%7D',
      'sort=%5B%7B%22colId%22%3A%22createdOn%22%2C%22sort%22%3A%22asc%22%7D%5D',
      'page=2',
      'performanceFigure=onTimeShipment&performanceWindow=30&performanceOutcome=missed',
    ];
    for (const search of other) expect(ordersFirstBlockPath(new URLSearchParams(search))).toBeNull();
    expect(ordersFirstBlockPath(new URLSearchParams('dialog=export'))).not.toBeNull();
  });

  it('is not taken by a grid that opens with another view: that view asks its own block', async () => {
    const fetchMock = signedInApi(undefined, {}, { 'GET /api/order-summaries': page([anOrderSummary({ orderIdForSearch: 'PO-9' })]) });
    const gridCalls = () => fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith('/api/order-summaries?'));
    // the default view's block started (and still young), then the list opens sorted (a link followed in the same page view)
    vi.spyOn(Date, 'now').mockReturnValue(1_000_000);
    await startFirstPageCalls('/orders', '');
    renderApp('/orders?sort=%5B%7B%22colId%22%3A%22createdOn%22%2C%22sort%22%3A%22asc%22%7D%5D');
    expect(await screen.findByRole('link', { name: 'PO-9' }, { timeout: 15_000 })).toBeVisible();
    expect(gridCalls()).toHaveLength(2);
    expect(new URL(gridCalls()[1]!, 'http://portal.test').searchParams.get('query')).toContain('createdOn');
  }, 40_000);
});
