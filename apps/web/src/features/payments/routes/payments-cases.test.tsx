// A deduction's and a remittance's cases through the real router over mocked answers (docs/decisions/cases.md, "On the
// object's page"): the Cases section lists the object's cases (the call filtered to the object), follows cases-changed
// live, opens a case about the object (shown, not typed) and lands on the case's page; nothing with Support off.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CaseDetail, CaseSummary } from '@portal/contracts';
import { jsonResponse, renderApp, scriptedEventStream, signedInApi } from '../../../test/render-app.tsx';
import { DEDUCTION, REMITTANCE } from '../test/payments-fixtures.ts';

const ON = { Payments: true, Support: true };
const SUMMARY: CaseSummary = {
  caseId: 81,
  caseNumber: 'CASE-000081',
  categoryId: 3,
  categoryName: 'Deduction question',
  subject: 'Late shipment charged twice',
  state: 'New',
  stateLabel: 'New',
  link: { kind: 'deduction', id: 5, label: 'DED-000005', orderId: 104 },
  openedAt: '2026-11-25T10:00:00.000Z',
  firstAnsweredAt: null,
  resolvedAt: null,
  closesAt: null,
  updatedAt: '2026-11-25T10:00:00.000Z',
  authorName: 'Alice Admin',
  timeLeft: {
    target: 'firstAnswer',
    dueAt: '2026-11-26T10:00:00.000Z',
    minutesLeft: 1440,
    breach: 'OnTrack',
    words: '1 d left to the first answer',
  },
};
const DETAIL: CaseDetail = { ...SUMMARY, assigneeName: null, messages: [], reopenProblem: 'Reopening is not possible: the case is New.' };
const CATEGORIES = [{ categoryId: 3, name: 'Deduction question', firstAnswerHours: 24, resolutionHours: 120, active: true, purpose: null }];
const filterOf = (input: string) => JSON.parse(new URL(input, 'http://x').searchParams.get('query') ?? '{}') as { filterModel: unknown };

describe("an object's cases", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("lists a deduction's cases and refetches them when the server says the cases changed", async () => {
    const stream = scriptedEventStream();
    const filters: unknown[] = [];
    signedInApi(undefined, ON, {
      'GET /api/events': () => stream.response,
      'GET /api/payments/deductions/5': () => jsonResponse(200, DEDUCTION),
      'GET /api/cases': (_init, input) => {
        filters.push(filterOf(String(input)).filterModel);
        return jsonResponse(200, filters.length === 1 ? [] : [SUMMARY]);
      },
    });
    renderApp('/payments/deductions/5');
    const section = await screen.findByRole('region', { name: 'Cases' }, { timeout: 5000 });
    expect(await within(section).findByText('No cases about this deduction yet.')).toBeVisible();
    expect(filters[0]).toEqual({
      linkKind: { filterType: 'set', values: ['deduction'] },
      linkId: { filterType: 'number', type: 'equals', filter: 5 },
    });
    stream.send('event: cases-changed\ndata: {}\n\n');
    const row = await within(section).findByRole('listitem');
    expect(within(row).getByRole('link', { name: 'CASE-000081' })).toHaveAttribute('href', '/support/cases/81');
    expect(within(row).getByText('New')).toBeVisible();
    expect(within(row).getByText('Late shipment charged twice')).toBeVisible();
    expect(within(row).getByText('1 d left to the first answer')).toBeVisible();
  });

  it('opens a case about the deduction and lands on its page', async () => {
    let sent: unknown = null;
    signedInApi(undefined, ON, {
      'GET /api/payments/deductions/5': () => jsonResponse(200, DEDUCTION),
      'GET /api/cases': () => jsonResponse(200, []),
      'GET /api/cases/categories': () => jsonResponse(200, CATEGORIES),
      'POST /api/cases': (init) => {
        sent = JSON.parse(String(init?.body));
        return jsonResponse(201, DETAIL);
      },
      'GET /api/cases/81': () => jsonResponse(200, DETAIL),
    });
    const { router } = renderApp('/payments/deductions/5');
    const section = await screen.findByRole('region', { name: 'Cases' }, { timeout: 5000 });
    fireEvent.click(within(section).getByRole('button', { name: 'Open a case' }));
    const dialog = await screen.findByRole('dialog', { name: 'Open a case' }, { timeout: 5000 });
    expect(within(dialog).getByText('Deduction DED-000005')).toBeVisible();
    await waitFor(() => expect(within(dialog).getAllByRole('option')).toHaveLength(2));
    fireEvent.change(within(dialog).getByRole('combobox', { name: /^Category/ }), { target: { value: '3' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Subject/ }), { target: { value: 'Late shipment charged twice' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Message/ }), { target: { value: 'It shipped on time.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Open case' }));
    expect(await screen.findByRole('heading', { name: 'Case CASE-000081', level: 1 }, { timeout: 5000 })).toBeVisible();
    expect(router.state.location.pathname).toBe('/support/cases/81');
    expect(sent).toEqual({
      categoryId: 3,
      subject: 'Late shipment charged twice',
      message: 'It shipped on time.',
      link: { kind: 'deduction', id: 5 },
      files: [],
    });
  });

  it("lists a remittance's cases by the remittance, and shows nothing of cases with Support off", async () => {
    const filters: unknown[] = [];
    signedInApi(undefined, ON, {
      'GET /api/payments/remittances/7': () => jsonResponse(200, REMITTANCE),
      'GET /api/payments/remittances/7/lines': () => jsonResponse(200, []),
      'GET /api/cases': (_init, input) => {
        filters.push(filterOf(String(input)).filterModel);
        return jsonResponse(200, []);
      },
    });
    const first = renderApp('/payments/remittances/7');
    expect(await screen.findByRole('region', { name: 'Cases' }, { timeout: 5000 })).toBeVisible();
    expect(filters[0]).toMatchObject({ linkKind: { values: ['remittance'] }, linkId: { filter: 7 } });
    first.unmount();
    vi.unstubAllGlobals();
    const api = signedInApi(
      undefined,
      { Payments: true, Support: false },
      { 'GET /api/payments/deductions/5': () => jsonResponse(200, DEDUCTION) },
    );
    renderApp('/payments/deductions/5');
    expect(await screen.findByRole('heading', { name: 'Deduction DED-000005' })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Cases' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Open a case' })).toBeNull();
    expect(api.mock.calls.some(([url]) => String(url).startsWith('/api/cases'))).toBe(false);
  });
});
