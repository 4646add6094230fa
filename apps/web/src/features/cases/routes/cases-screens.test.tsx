// The supplier's Support screens through the real router over mocked answers (the contracts' shapes): the area behind
// its flag in the navigation, a case with its facts and messages both ways, a reply, Reopen while the rules allow it,
// nothing to write on a closed case, and a refetch when the server says the cases changed.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CaseDetail } from '@portal/contracts';
import { CLERK_USER, jsonResponse, renderApp, scriptedEventStream, signedInApi } from '../../../test/render-app.tsx';
import { MESSAGE_SENT } from './CasePage.tsx';

const ON = { Support: true };
const CASE: CaseDetail = {
  caseId: 7,
  caseNumber: 'CASE-000007',
  categoryId: 1,
  categoryName: 'Address correction',
  subject: 'Wrong ZIP code on the order',
  state: 'WaitingOnSupplier',
  stateLabel: 'Waiting on you',
  link: { kind: 'order', id: 31, label: 'PO-4471', orderId: 31 },
  openedAt: '2030-06-15T15:00:00.000Z',
  firstAnsweredAt: '2030-06-15T16:00:00.000Z',
  resolvedAt: null,
  closesAt: null,
  updatedAt: '2030-06-15T16:00:00.000Z',
  authorName: 'Carl Clerk',
  timeLeft: {
    target: 'resolution',
    dueAt: '2030-06-16T15:00:00.000Z',
    minutesLeft: 1380,
    breach: 'OnTrack',
    words: '23 h left to resolution',
  },
  assigneeName: 'Olivia Operator',
  messages: [
    { messageId: 1, side: 'supplier', authorName: 'Carl Clerk', body: 'The ZIP is 62704.', at: '2030-06-15T15:00:00.000Z', files: [] },
    {
      messageId: 2,
      side: 'marketplace',
      authorName: 'Olivia Operator',
      body: 'Corrected. The label prints with it now.',
      at: '2030-06-15T16:00:00.000Z',
      files: [{ fileId: 3, fileName: 'label.pdf', storedName: '1718000000000_label.pdf' }],
    },
  ],
  reopenProblem: 'Reopening is not possible: the case is Waiting on you.',
};

describe('Support screens', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists Support in the navigation for every user with the flag on, and a case is 404 with the flag off', async () => {
    signedInApi(CLERK_USER, ON, { 'GET /api/cases/7': () => jsonResponse(200, CASE) });
    const first = renderApp('/support/cases/7');
    expect(await screen.findByRole('heading', { name: 'Case CASE-000007', level: 1 })).toBeVisible();
    const nav = screen.getByRole('list', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'Support' })).toHaveAttribute('href', '/support');
    first.unmount();
    vi.unstubAllGlobals();
    signedInApi(undefined, { Support: false });
    renderApp('/support/cases/7');
    expect(await screen.findByText('404 - Not Found')).toBeVisible();
    expect(within(screen.getByRole('list', { name: 'Main navigation' })).queryByRole('link', { name: 'Support' })).toBeNull();
  });

  it("shows the case's state, facts and messages both ways, and sends a reply", async () => {
    const api = signedInApi(CLERK_USER, ON, {
      'GET /api/cases/7': () => jsonResponse(200, CASE),
      'POST /api/cases/7/messages': () => jsonResponse(201, CASE),
    });
    renderApp('/support/cases/7');
    expect(await screen.findByText('Waiting on you')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Wrong ZIP code on the order', level: 2 })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Order PO-4471' })).toHaveAttribute('href', '/orders/31');
    expect(screen.getByText('23 h left to resolution')).toBeVisible();
    const messages = within(screen.getByRole('list', { name: 'Messages' })).getAllByRole('listitem');
    expect(messages.map((m) => m.textContent)).toEqual([
      expect.stringContaining('You · Carl Clerk'),
      expect.stringContaining('Marketplace · Olivia Operator'),
    ]);
    expect(within(messages[1]!).getByRole('button', { name: 'Download label.pdf' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Reopen' })).toBeNull();
    const send = screen.getByRole('button', { name: 'Send' });
    expect(send).toBeDisabled();
    fireEvent.change(screen.getByRole('textbox', { name: 'Your message' }), { target: { value: '  Thank you.  ' } });
    fireEvent.click(send);
    expect(await screen.findByText(MESSAGE_SENT)).toBeVisible();
    const call = api.mock.calls.find(([url, init]) => url.startsWith('/api/cases/7/messages') && init?.method === 'POST');
    expect(JSON.parse(String(call![1]?.body))).toEqual({ body: 'Thank you.', files: [] });
  });

  it('offers Reopen on a resolved case within its window, and nothing to write on a closed one', async () => {
    const resolved = {
      ...CASE,
      state: 'Resolved',
      resolvedAt: '2030-06-16T10:00:00.000Z',
      closesAt: '2030-06-30T10:00:00.000Z',
      timeLeft: null,
      reopenProblem: null,
    };
    const api = signedInApi(CLERK_USER, ON, {
      'GET /api/cases/7': () => jsonResponse(200, resolved),
      'POST /api/cases/7/reopen': () => jsonResponse(200, { ...CASE, state: 'WaitingOnMarketplace' }),
    });
    const first = renderApp('/support/cases/7');
    fireEvent.click(await screen.findByRole('button', { name: 'Reopen' }));
    await waitFor(() =>
      expect(api.mock.calls.some(([url, init]) => url.startsWith('/api/cases/7/reopen') && init?.method === 'POST')).toBe(true),
    );
    expect(screen.queryByRole('textbox', { name: 'Your message' })).toBeNull();
    first.unmount();
    vi.unstubAllGlobals();
    const closed = {
      ...resolved,
      state: 'Closed',
      reopenProblem: 'The case was resolved more than 14 days ago and is Closed: open a new case.',
    };
    signedInApi(CLERK_USER, ON, { 'GET /api/cases/7': () => jsonResponse(200, closed) });
    renderApp('/support/cases/7');
    expect(await screen.findByText(closed.reopenProblem)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Reopen' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Your message' })).toBeNull();
  });

  it('refetches the open case when the server says the cases changed', async () => {
    const stream = scriptedEventStream();
    let answers = 0;
    signedInApi(CLERK_USER, ON, {
      'GET /api/events': () => stream.response,
      'GET /api/cases/7': () => {
        answers++;
        return jsonResponse(200, answers === 1 ? CASE : { ...CASE, state: 'WaitingOnMarketplace' });
      },
    });
    renderApp('/support/cases/7');
    expect(await screen.findByText('Waiting on you')).toBeVisible();
    stream.send('event: cases-changed\ndata: {}\n\n');
    expect(await screen.findByText('Waiting on the marketplace')).toBeVisible();
  });

  it('opens a case on its own from /support and lands on its page', async () => {
    let sent: unknown = null;
    signedInApi(CLERK_USER, ON, {
      'GET /api/cases': () => jsonResponse(200, []),
      'GET /api/cases/categories': () =>
        jsonResponse(200, [
          { categoryId: 6, name: 'Account and access', firstAnswerHours: 8, resolutionHours: 48, active: true, purpose: null },
        ]),
      'POST /api/cases': (init) => {
        sent = JSON.parse(String(init?.body));
        return jsonResponse(201, { ...CASE, link: null });
      },
      'GET /api/cases/7': () => jsonResponse(200, { ...CASE, link: null }),
    });
    const { router } = renderApp('/support');
    fireEvent.click(await screen.findByRole('button', { name: 'Open a case' }));
    const dialog = await screen.findByRole('dialog', { name: 'Open a case' }, { timeout: 5000 });
    expect(within(dialog).getByText('Nothing in particular')).toBeVisible();
    await waitFor(() => expect(within(dialog).getAllByRole('option')).toHaveLength(2));
    fireEvent.change(within(dialog).getByRole('combobox', { name: /^Category/ }), { target: { value: '6' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Subject/ }), { target: { value: 'A new user' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Message/ }), { target: { value: 'Please add one.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Open case' }));
    expect(await screen.findByRole('heading', { name: 'Case CASE-000007', level: 1 }, { timeout: 5000 })).toBeVisible();
    expect(router.state.location.pathname).toBe('/support/cases/7');
    expect(sent).toEqual({ categoryId: 6, subject: 'A new user', message: 'Please add one.', link: null, files: [] });
  });
});
