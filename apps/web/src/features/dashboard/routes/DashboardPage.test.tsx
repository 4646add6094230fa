// The dashboard's panels load and fail on their own; the pending-credit card links only with CreditRequests on.
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { deductionsToHoldBackPath } from '@portal/contracts';
import { CLERK_USER, jsonResponse, renderApp, signedInApi, stubResizeObserver } from '../../../test/render-app.tsx';
import { QUIET_SCORECARD, SCORECARD } from '../../../test/performance-fixtures.ts';

const STATS = {
  needToShipOrderCount: 12,
  currentMonthOrderCount: 34,
  lateShipmentOrderCount: 3,
  lastInventoryProcessedOnDate: '2026-03-14T18:30:00.000Z',
  monthToDateSales: '4321.00',
  monthToDateSalesDifference: '-117.75',
  pendingCreditRequestsTotal: '0.00',
};
const METRICS = {
  totalSalesLastMonth: '30.00',
  totalSalesPreviousMonth: '40.00',
  salesFromLastMonth: ['10.00', '20.00'],
  salesFromPreviousMonth: Array(28).fill('1.00'),
};
const API = {
  'GET /api/suppliers/stats': () => jsonResponse(200, STATS),
  'GET /api/supplier-sales-metrics': () => jsonResponse(200, METRICS),
  'GET /api/supplier-top-items': () => jsonResponse(200, [{ label: 'ACM-CKW-SS-10', value: 9, imageUrl: null, productName: 'Cookware' }]),
  'GET /api/supplier-sales-by-channel': () => jsonResponse(200, [{ label: 'Amazon', sales: '30.00', value: 100 }]),
  'GET /api/order-summaries/recent': () => jsonResponse(200, []),
  'GET /api/order-summaries': () => countResponse(0),
};
/** The orders list's answer to the count of orders that need processing: one row asked, the total in Content-Range. */
function countResponse(total: number) {
  return new Response('[]', {
    status: 200,
    headers: { 'Content-Type': 'application/json', 'Content-Range': total ? `items 0-0/${total}` : 'items */0' },
  });
}
const recentOrder = (n: number) => ({
  id: n,
  orderIdForSearch: `PO-${1700000 + n}`,
  supplierId: 1,
  fulfillmentStatus: 'NeedsProcessing',
  hasInvoiceInReview: false,
  hasPriceChangeInReview: false,
  firstName: 'Ada',
  lastName: 'Lane',
  displayName: 'Ada Lane',
  createdOn: '2026-03-14T10:00:00.000Z',
  supplierTotal: '120.00',
  supplierOrderNumber: null,
  invoiceNumber: null,
  shippingType: 'Ground',
  hasGroundLabel: false,
  bolFileName: null,
  labelFileName: null,
});
const failing = () => jsonResponse(500, { title: 'Internal Server Error', status: 500 });

// charts and the grid measure their box
beforeAll(stubResizeObserver);

describe('DashboardPage', () => {
  it('shows the six cards with the decline chip and links pending credit requests with CreditRequests on', async () => {
    signedInApi(undefined, { CreditRequests: true, SalesByChannelAnalytics: true }, API);
    renderApp('/');
    const credit = await screen.findByRole('region', { name: 'Pending credit requests' });
    expect(within(credit).getByRole('link', { name: '$0.00' }).getAttribute('href')).toBe('/accounting/credit-requests');
    expect(within(screen.getByRole('region', { name: 'Orders this month' })).getByText('34')).toBeVisible();
    expect(screen.getByLabelText('Decline of $117.75 against the same days of last month')).toBeVisible();
    expect(await screen.findByRole('figure', { name: 'Share of sales by channel' })).toBeVisible();
    expect(await screen.findByRole('heading', { name: 'Unprocessed orders' })).toBeVisible();
  });

  it('names its loading panels as progress bars (a label on a plain element is one axe refuses)', async () => {
    signedInApi(
      undefined,
      { CreditRequests: true, SalesByChannelAnalytics: true },
      {
        ...API,
        'GET /api/order-summaries/recent': () => new Promise<Response>(() => undefined),
        'GET /api/supplier-sales-metrics': () => new Promise<Response>(() => undefined),
      },
    );
    renderApp('/');
    expect(await screen.findByRole('progressbar', { name: 'Loading Unprocessed orders' })).toBeVisible();
    expect(await screen.findAllByRole('progressbar', { name: /^Loading / })).not.toHaveLength(0);
  });

  it('shows the ten newest unprocessed orders against the true number waiting, without a pager', async () => {
    const fetchMock = signedInApi(
      undefined,
      { CreditRequests: true, SalesByChannelAnalytics: true },
      {
        ...API,
        'GET /api/order-summaries/recent': () =>
          jsonResponse(
            200,
            Array.from({ length: 10 }, (_, i) => recentOrder(i + 1)),
          ),
        'GET /api/order-summaries': () => countResponse(125),
      },
    );
    renderApp('/');
    const panel = await screen.findByRole('region', { name: 'Unprocessed orders' });
    expect(await within(panel).findByText('The 10 newest of 125 orders need processing.')).toBeVisible();
    expect(within(panel).getAllByRole('link', { name: /^PO-17000/ })).toHaveLength(10);
    expect(within(panel).queryByText(/\bof 10\b/)).toBeNull();
    expect(within(panel).queryByText(/^Page$/)).toBeNull();
    // the count is the orders list's total of the orders that need processing
    const countCall = fetchMock.mock.calls.map(([url]) => String(url)).find((url) => url.startsWith('/api/order-summaries?'));
    expect(JSON.parse(new URL(countCall!, 'http://x').searchParams.get('query')!)).toEqual({
      sortModel: [],
      filterModel: { fulfillmentStatus: { filterType: 'set', values: ['NeedsProcessing'] } },
    });
  });

  it('names every top item under its picture, also beside sales by channel', async () => {
    signedInApi(undefined, { CreditRequests: true, SalesByChannelAnalytics: true }, API);
    renderApp('/');
    const products = await screen.findByRole('list', { name: 'Products' });
    expect(within(products).getByText('Cookware')).toBeVisible();
  });

  it('shows no credit link and no sales by channel with the flags off', async () => {
    signedInApi(undefined, { CreditRequests: false, SalesByChannelAnalytics: false }, API);
    renderApp('/');
    const credit = await screen.findByRole('region', { name: 'Pending credit requests' });
    expect(within(credit).queryByRole('link')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Sales by channel' })).toBeNull();
  });

  it.each([
    ['GET /api/suppliers/stats', 'Unable to retrieve statistics.'],
    ['GET /api/supplier-sales-metrics', 'Unable to retrieve sales data.'],
    ['GET /api/supplier-top-items', 'Unable to retrieve top items sold data.'],
    ['GET /api/supplier-sales-by-channel', 'Unable to retrieve sales by channel data.'],
  ])('a failing %s shows its own text while the other panels render', async (call, text) => {
    signedInApi(undefined, { CreditRequests: true, SalesByChannelAnalytics: true }, { ...API, [call]: failing });
    renderApp('/');
    expect(await screen.findByText(text)).toBeVisible();
    const others = [
      'Unable to retrieve statistics.',
      'Unable to retrieve sales data.',
      'Unable to retrieve top items sold data.',
      'Unable to retrieve sales by channel data.',
    ].filter((t) => t !== text);
    for (const other of others) expect(screen.queryByText(other)).toBeNull();
    expect(screen.getByRole('heading', { name: /Welcome/ })).toBeVisible();
    if (call !== 'GET /api/suppliers/stats') expect(await screen.findByRole('region', { name: 'Orders to ship' })).toBeVisible();
  });

  it('shows the next payment and the deductions to be held back to Admins with Payments on, and not to other users', async () => {
    const overview = {
      nextPayment: { date: '2026-12-15', expectedAmount: '1234.50' },
      upcomingRuns: [],
      calendar: { runDays: [1, 15], holidays: [], explanation: [] },
      agingBuckets: [],
      openDeductions: { count: 2, amount: '37.50' },
      disputesWaiting: 0,
    };
    signedInApi(undefined, { Payments: true }, { ...API, 'GET /api/payments/overview': () => jsonResponse(200, overview) });
    const first = renderApp('/');
    const next = await screen.findByRole('region', { name: 'Next payment' });
    expect(within(next).getByText('$1,234.50')).toBeVisible();
    expect(within(next).getByRole('link', { name: 'Expected on Dec 15, 2026' })).toHaveAttribute('href', '/payments/overview');
    const deductions = screen.getByRole('region', { name: 'To be held back' });
    expect(within(deductions).getByRole('link', { name: '2 deductions to be held back' })).toHaveAttribute(
      'href',
      deductionsToHoldBackPath(),
    );
    first.unmount();
    signedInApi(CLERK_USER, { Payments: true }, API);
    renderApp('/');
    expect(await screen.findByRole('region', { name: 'Orders this month' })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Next payment' })).toBeNull();
  });

  it('warns with the Performance flag while a figure is in trouble or projected to be, naming each, and stays quiet otherwise', async () => {
    signedInApi(CLERK_USER, { Performance: true }, { ...API, 'GET /api/performance/scorecard': () => jsonResponse(200, SCORECARD) });
    const first = renderApp('/');
    const banner = await screen.findByRole('alert');
    expect(within(banner).getByText('On-time shipment is in trouble: 88.5% over the last 30 days (good is 90% or more).')).toBeVisible();
    expect(
      within(banner).getByText('Valid tracking is projected to be in trouble within 7 days: 96.2% now, 94.2% at this pace.'),
    ).toBeVisible();
    expect(within(banner).getByRole('link', { name: 'See your performance' })).toHaveAttribute('href', '/performance');
    first.unmount();
    signedInApi(undefined, { Performance: true }, { ...API, 'GET /api/performance/scorecard': () => jsonResponse(200, QUIET_SCORECARD) });
    const quiet = renderApp('/');
    expect(await screen.findByRole('region', { name: 'Orders this month' })).toBeVisible();
    await waitFor(() => expect(quiet.queryClient.getQueryState(['performance', 'scorecard'])?.status).toBe('success'));
    expect(screen.queryByText(/is in trouble/)).toBeNull();
  });

  it('draws its body once the scorecard has answered, so the banner comes with the cards instead of pushing them down', async () => {
    let answer!: (response: Response) => void;
    const scorecard = new Promise<Response>((resolve) => (answer = resolve));
    signedInApi(CLERK_USER, { Performance: true }, { ...API, 'GET /api/performance/scorecard': () => scorecard });
    const { queryClient } = renderApp('/');
    expect(await screen.findByRole('heading', { name: /Welcome/ })).toBeVisible();
    // the statistics have answered: their cards still wait for the scorecard
    await waitFor(() =>
      expect(
        queryClient
          .getQueryCache()
          .findAll({ queryKey: ['dashboard', 'stats'] })
          .map((q) => q.state.status),
      ).toContain('success'),
    );
    expect(screen.queryByRole('region', { name: 'Orders this month' })).toBeNull();
    answer(jsonResponse(200, SCORECARD));
    const banner = await screen.findByRole('alert');
    expect(within(banner).getByRole('link', { name: 'See your performance' })).toBeVisible();
    expect(await screen.findByRole('region', { name: 'Orders this month' })).toBeVisible();
  });

  it('draws its body when the scorecard fails, without a banner', async () => {
    signedInApi(CLERK_USER, { Performance: true }, API);
    renderApp('/');
    expect(await screen.findByRole('region', { name: 'Orders this month' })).toBeVisible();
    expect(screen.queryByText('See your performance')).toBeNull();
  });
});
