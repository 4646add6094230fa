// The supplier's Performance page through the real router over mocked answers (the contracts' shapes): the page behind
// its flag, a card per figure with its range, standard, orders links and projection, the window toggle, the trend.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { PERFORMANCE_FIGURE_INFO, PERFORMANCE_RANGE_LABELS } from '@portal/contracts';
import { CLERK_USER, jsonResponse, renderApp, scriptedEventStream, signedInApi, stubResizeObserver } from '../../../test/render-app.tsx';
import { SCORECARD } from '../../../test/performance-fixtures.ts';
import { SCORECARD_LOAD_ERROR } from './PerformancePage.tsx';

const ON = { Performance: true };
const API = { 'GET /api/performance/scorecard': () => jsonResponse(200, SCORECARD) };
const region = (name: string) => screen.findByRole('region', { name });

describe('Performance page', () => {
  // the chart measures its box
  beforeEach(stubResizeObserver);
  afterEach(() => vi.unstubAllGlobals());

  it('lists Performance in the navigation for every user with the flag on, and is 404 with the flag off', async () => {
    signedInApi(CLERK_USER, ON, API);
    const first = renderApp('/performance');
    expect(await screen.findByRole('heading', { name: 'Performance', level: 1 })).toBeVisible();
    const nav = screen.getByRole('list', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'Performance' })).toHaveAttribute('href', '/performance');
    first.unmount();
    vi.unstubAllGlobals();
    signedInApi(undefined, { Performance: false });
    renderApp('/performance');
    expect(await screen.findByText('404 - Not Found')).toBeVisible();
    expect(within(screen.getByRole('list', { name: 'Main navigation' })).queryByRole('link', { name: 'Performance' })).toBeNull();
  });

  it("shows each figure's value, range, standard, the orders behind it and its projection over 30 days", async () => {
    signedInApi(undefined, ON, API);
    renderApp('/performance');
    const onTime = await region(PERFORMANCE_FIGURE_INFO.onTimeShipment.label);
    expect(within(onTime).getByText('88.5%')).toBeVisible();
    expect(within(onTime).getByText(PERFORMANCE_RANGE_LABELS.inTrouble)).toBeVisible();
    expect(within(onTime).getByText(PERFORMANCE_FIGURE_INFO.onTimeShipment.description)).toBeVisible();
    const standard = within(onTime).getByRole('list', { name: 'Standard of on-time shipment' });
    expect(
      within(standard)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['On target: 95% or more', 'Good: 90% or more', 'In trouble: below 90%']);
    expect(within(onTime).getByRole('link', { name: '52 orders shipped' })).toHaveAttribute(
      'href',
      '/orders?performanceFigure=onTimeShipment&performanceWindow=30&performanceOutcome=counted',
    );
    expect(within(onTime).getByRole('link', { name: '6 shipped late' })).toHaveAttribute(
      'href',
      '/orders?performanceFigure=onTimeShipment&performanceWindow=30&performanceOutcome=missed',
    );
    expect(within(onTime).getByText('In 7 days at this pace: 86.1% (In trouble)')).toBeVisible();

    const tracking = await region(PERFORMANCE_FIGURE_INFO.validTracking.label);
    expect(within(tracking).getByText(PERFORMANCE_RANGE_LABELS.good)).toBeVisible();
    expect(within(tracking).getByText('Projected to be in trouble')).toBeVisible();

    const processing = await region(PERFORMANCE_FIGURE_INFO.processingTime.label);
    expect(within(processing).getByText('1 business day')).toBeVisible();
    expect(within(processing).getByText('90th percentile · median 0 business days')).toBeVisible();
    expect(within(processing).getByRole('link', { name: '1 processed after the target' })).toBeVisible();

    const invoices = await region(PERFORMANCE_FIGURE_INFO.invoiceAccuracy.label);
    expect(within(invoices).getByText(PERFORMANCE_RANGE_LABELS.noData)).toBeVisible();
    expect(within(invoices).getByText('--')).toBeVisible();
    expect(screen.getByText('Orders from Oct 28, 2026 to Nov 26, 2026, by your local days (America/New_York).')).toBeVisible();
  });

  it('switches to 90 days: the figures and the orders links follow, and the URL keeps the window', async () => {
    signedInApi(undefined, ON, API);
    const { router } = renderApp('/performance');
    await region(PERFORMANCE_FIGURE_INFO.onTimeShipment.label);
    fireEvent.click(screen.getByRole('button', { name: 'Last 90 days' }));
    const onTime = await region(PERFORMANCE_FIGURE_INFO.onTimeShipment.label);
    expect(within(onTime).getByText('93.2%')).toBeVisible();
    expect(within(onTime).getByText(PERFORMANCE_RANGE_LABELS.good)).toBeVisible();
    expect(within(onTime).getByRole('link', { name: '11 shipped late' })).toHaveAttribute(
      'href',
      '/orders?performanceFigure=onTimeShipment&performanceWindow=90&performanceOutcome=missed',
    );
    expect(router.state.location.search).toBe('?window=90');
  });

  it('refetches the figures when the event stream says they changed, without a reload', async () => {
    const stream = scriptedEventStream();
    let answer = SCORECARD;
    signedInApi(undefined, ON, {
      'GET /api/performance/scorecard': () => jsonResponse(200, answer),
      'GET /api/events': () => stream.response,
    });
    renderApp('/performance');
    const onTime = await region(PERFORMANCE_FIGURE_INFO.onTimeShipment.label);
    expect(within(onTime).getByRole('link', { name: '6 shipped late' })).toBeVisible();
    const [card] = SCORECARD.figures;
    answer = {
      ...SCORECARD,
      figures: [
        { ...card!, windows: card!.windows.map((w) => (w.days === 30 ? { ...w, counted: 53, missed: 7 } : w)) },
        ...SCORECARD.figures.slice(1),
      ],
    };
    stream.send('retry: 3000\n\nid: 3\nevent: performance-changed\ndata: {}\n\n');
    expect(await within(onTime).findByRole('link', { name: '7 shipped late' })).toBeVisible();
    expect(within(onTime).getByRole('link', { name: '53 orders shipped' })).toBeVisible();
  });

  it("draws the chosen figure's 13-week trend", async () => {
    signedInApi(undefined, ON, API);
    renderApp('/performance?trend=validTracking');
    expect(await screen.findByRole('figure', { name: 'Valid tracking by week' })).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Figure' })).toHaveTextContent('Valid tracking');
  });

  it('says when the scorecard cannot be loaded', async () => {
    signedInApi(undefined, ON, {
      'GET /api/performance/scorecard': () => jsonResponse(500, { title: 'Internal Server Error', status: 500 }),
    });
    renderApp('/performance');
    expect(await screen.findByText(SCORECARD_LOAD_ERROR, {}, { timeout: 10_000 })).toBeVisible();
  }, 20_000);
});
