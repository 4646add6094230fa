// The console's performance screens through the real router over mocked answers: every supplier's scorecard (those in
// trouble first, as the server sorts), the global standards checked as the server checks them, a supplier's own.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PERFORMANCE_MESSAGES } from '@portal/contracts';
import { emptyGridPage, gridCalls, operatorApi } from '../../../test/operator-api.ts';
import { jsonResponse, renderApp } from '../../../test/render-app.tsx';
import { SCORECARD_ROWS, STANDARDS } from '../../../test/performance-fixtures.ts';

const gridAnswer = (rows: unknown[]) => {
  const response = jsonResponse(200, rows);
  response.headers.set('Content-Range', rows.length ? `items 0-${rows.length - 1}/${rows.length}` : 'items */0');
  return response;
};
const bodies = (fetchMock: ReturnType<typeof operatorApi>, method: string, path: string) =>
  fetchMock.mock.calls.filter(([url, init]) => url === `/api${path}` && init?.method === method).map(([, init]) => init?.body);

describe('Performance console', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("lists every supplier's 30-day figures in the server's order, marking those in trouble and projected", async () => {
    const fetchMock = operatorApi({ 'GET /api/ops/performance/scorecards': () => gridAnswer(SCORECARD_ROWS) });
    renderApp('/ops/performance');
    expect(await screen.findByRole('heading', { name: 'Performance' })).toBeVisible();
    const nav = screen.getByRole('navigation');
    expect(within(nav).getByRole('link', { name: 'Performance' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Standards' })).not.toHaveAttribute('aria-current');
    const table = await screen.findByRole('table', { name: "Suppliers' performance over the last 30 days" });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[0]!.textContent)).toEqual(['Acme', 'Globex', 'Initech']);
    expect(within(rows[0]!).getByRole('link', { name: 'Acme' })).toHaveAttribute('href', '/ops/suppliers/1');
    expect(within(rows[0]!).getByTitle('In trouble')).toHaveTextContent('88.5%');
    expect(within(rows[0]!).getByTitle('Projected to be in trouble within 7 days')).toHaveTextContent('96.2%');
    expect(within(rows[1]!).getByText('Own')).toBeVisible();
    // no sort asked: the server's default (in trouble, then projected, then name)
    expect(gridCalls(fetchMock, '/api/ops/performance/scorecards')[0]!.query).toBeNull();
  });

  it('saves the global standards only when each is valid for its figure', async () => {
    const fetchMock = operatorApi({
      'GET /api/ops/performance/standards': () => jsonResponse(200, STANDARDS),
      'GET /api/ops/performance/standards/suppliers': emptyGridPage(),
      'PUT /api/ops/performance/standards': () => jsonResponse(200, STANDARDS),
    });
    renderApp('/ops/performance/standards');
    const table = await screen.findByRole('table', { name: 'Global standards' });
    const target = within(table).getByRole('textbox', { name: 'On target of on-time shipment (%)' });
    fireEvent.change(target, { target: { value: '80' } });
    fireEvent.click(screen.getAllByRole('button', { name: 'Save standards' })[0]!);
    expect(await within(table).findByText(PERFORMANCE_MESSAGES.standardOrder('higherIsBetter'))).toBeVisible();
    expect(bodies(fetchMock, 'PUT', '/ops/performance/standards')).toEqual([]);
    fireEvent.change(target, { target: { value: '96' } });
    fireEvent.click(screen.getAllByRole('button', { name: 'Save standards' })[0]!);
    await waitFor(() => expect(bodies(fetchMock, 'PUT', '/ops/performance/standards')).toHaveLength(1));
    const sent = JSON.parse(String(bodies(fetchMock, 'PUT', '/ops/performance/standards')[0])) as typeof STANDARDS.global;
    expect(sent).toEqual({ ...STANDARDS.global, onTimeShipment: { target: 96, good: 90 } });
  });

  it("lists the suppliers with their own standards, changes one's and puts it back on the global ones", async () => {
    const fetchMock = operatorApi({
      'GET /api/ops/performance/standards': () => jsonResponse(200, STANDARDS),
      'GET /api/ops/performance/standards/suppliers': () => gridAnswer(STANDARDS.overrides),
      'PUT /api/ops/performance/standards/suppliers/2': () => jsonResponse(200, STANDARDS),
      'DELETE /api/ops/performance/standards/suppliers/2': () => jsonResponse(200, STANDARDS),
    });
    renderApp('/ops/performance/standards');
    const own = await screen.findByRole('table', { name: 'Suppliers with their own standards' });
    expect(await within(own).findByRole('row', { name: /Globex On target: 97% or more/ })).toBeVisible();
    fireEvent.click(within(own).getByRole('button', { name: "Change Globex's standards" }));
    const table = await screen.findByRole('table', { name: "Globex's standards" });
    expect(within(table).getByRole('textbox', { name: 'On target of on-time shipment (%)' })).toHaveValue('97');
    fireEvent.change(within(table).getByRole('textbox', { name: 'Good of processing time (business days)' }), { target: { value: '3' } });
    fireEvent.click(screen.getAllByRole('button', { name: 'Save standards' })[1]!);
    await waitFor(() => expect(bodies(fetchMock, 'PUT', '/ops/performance/standards/suppliers/2')).toHaveLength(1));
    const sent = JSON.parse(String(bodies(fetchMock, 'PUT', '/ops/performance/standards/suppliers/2')[0])) as typeof STANDARDS.global;
    expect(sent.processingTime).toEqual({ target: 1, good: 3 });
    fireEvent.click(screen.getByRole('button', { name: 'Back to global standards' }));
    await waitFor(() => expect(bodies(fetchMock, 'DELETE', '/ops/performance/standards/suppliers/2')).toHaveLength(1));
  });
});
