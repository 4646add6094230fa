// The console's case screens through the real router over mocked answers (the contracts' shapes): the queue with its
// filters (a category by id) and the time left in contracts' words, a case's facts and messages both ways with Assign
// to me, an answer with a file, Resolve, the dispute and a cancellation decided from the case (with the case's id), the address
// correction with the contracts' messages, a live refetch, and the categories editor with its validation.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CASE_MESSAGES, MESSAGES, type CaseCategoryView, type OpsCaseDetail, type OpsCaseSummary } from '@portal/contracts';
import { gridCalls, operatorApi } from '../../../test/operator-api.ts';
import { jsonResponse, renderApp, scriptedEventStream } from '../../../test/render-app.tsx';
import { CASE_ANSWERED } from './OpsCasePage.tsx';
import { ADDRESS_CORRECTED, cancellationDecidedNotice, creditRequestDecidedNotice } from './CaseDecisions.tsx';
import { CATEGORIES_SAVED } from './CaseCategoriesPage.tsx';

const CATEGORIES: CaseCategoryView[] = [
  { categoryId: 1, name: 'Address correction', firstAnswerHours: 4, resolutionHours: 24, active: true, purpose: 'address-correction' },
  { categoryId: 3, name: 'Deduction question', firstAnswerHours: 24, resolutionHours: 120, active: true, purpose: null },
  { categoryId: 9, name: 'Old topic', firstAnswerHours: 24, resolutionHours: 48, active: false, purpose: null },
];
const SUMMARY: OpsCaseSummary = {
  caseId: 7,
  caseNumber: 'CASE-000007',
  categoryId: 3,
  categoryName: 'Deduction question',
  subject: 'Freight deduction is wrong',
  state: 'New',
  stateLabel: 'New',
  link: { kind: 'deduction', id: 5, label: 'DED-000005', orderId: 31 },
  openedAt: '2030-06-15T15:00:00.000Z',
  firstAnsweredAt: null,
  resolvedAt: null,
  closesAt: null,
  updatedAt: '2030-06-15T15:00:00.000Z',
  authorName: 'Carl Clerk',
  timeLeft: {
    target: 'firstAnswer',
    dueAt: '2030-06-15T19:00:00.000Z',
    minutesLeft: -125,
    breach: 'Breached',
    words: 'First answer overdue by 2 h 5 min',
  },
  supplierId: 1,
  supplierName: 'Acme Home Goods',
  assigneeName: null,
};
const CASE: OpsCaseDetail = {
  ...SUMMARY,
  messages: [
    {
      messageId: 1,
      side: 'supplier',
      authorName: 'Carl Clerk',
      body: 'We shipped on our own account.',
      at: '2030-06-15T15:00:00.000Z',
      files: [{ fileId: 2, fileName: 'bol.pdf', storedName: '1718000000000_bol.pdf' }],
    },
  ],
  reopenProblem: 'Reopening is not possible: the case is New.',
  openDispute: { disputeId: 11, deductionNumber: 'DED-000005', attempt: 1, reason: 'Freight not owed', comment: 'Our own carrier.' },
  openCancellation: null,
  openCreditRequest: null,
  categoryPurpose: null,
};
const ADDRESS_CASE: OpsCaseDetail = {
  ...CASE,
  caseId: 8,
  caseNumber: 'CASE-000008',
  categoryId: 1,
  categoryName: 'Address correction',
  categoryPurpose: 'address-correction',
  link: { kind: 'order', id: 31, label: 'PO-4471', orderId: 31 },
  openDispute: null,
};
const CREDIT_CASE: OpsCaseDetail = {
  ...CASE,
  caseId: 10,
  caseNumber: 'CASE-000010',
  link: { kind: 'creditRequest', id: 44, label: 'PO-4471 ($12.50)', orderId: 31 },
  openDispute: null,
  openCreditRequest: {
    creditRequestId: 44,
    purchaseOrderNumber: 'PO-4471',
    amount: '12.50',
    reasonForCredit: 'Customer return',
    requestedOn: '2030-06-14T14:00:00.000Z',
  },
};
const CANCELLATION_CASE: OpsCaseDetail = {
  ...CASE,
  caseId: 9,
  caseNumber: 'CASE-000009',
  categoryId: 3,
  categoryName: 'Other',
  link: { kind: 'order', id: 31, label: 'PO-4471', orderId: 31 },
  openDispute: null,
  openCancellation: {
    orderId: 31,
    purchaseOrderNumber: 'PO-4471',
    reason: 'Out of stock',
    restockDate: null,
    requestedOn: '2030-06-15T14:00:00.000Z',
  },
};
const page = (rows: unknown[]) => () => {
  const response = jsonResponse(200, rows);
  response.headers.set('Content-Range', `items 0-${rows.length - 1}/${rows.length}`);
  return response;
};
const bodyOf = (api: ReturnType<typeof operatorApi>, method: string, path: string) =>
  api.mock.calls
    .filter(([url, init]) => url.split('?')[0] === path && init?.method === method)
    .map(([, init]) => JSON.parse(String(init?.body)));

describe('Console case screens', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists the queue with the time left in the words of contracts and filters by category id, breach and state', async () => {
    const api = operatorApi({
      'GET /api/ops/cases': page([SUMMARY]),
      'GET /api/ops/case-categories': () => jsonResponse(200, CATEGORIES),
    });
    renderApp('/ops/cases');
    expect(await screen.findByRole('heading', { name: 'Cases', level: 1 })).toBeVisible();
    const table = await screen.findByRole('table', { name: 'Cases' });
    expect(await within(table).findByRole('link', { name: 'CASE-000007' })).toHaveAttribute('href', '/ops/cases/7');
    expect(within(table).getByText('First answer overdue by 2 h 5 min')).toBeVisible();
    expect(within(screen.getByRole('list', { name: 'Operations navigation' })).getByRole('link', { name: 'Cases' })).toHaveAttribute(
      'href',
      '/ops/cases',
    );
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Category' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Deduction question' }));
    await waitFor(() =>
      expect(gridCalls(api, '/api/ops/cases').at(-1)?.query?.filterModel).toEqual({
        categoryId: { filterType: 'number', type: 'equals', filter: 3 },
      }),
    );
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Breaching' }));
    fireEvent.click(await screen.findByRole('option', { name: 'About to breach' }));
    await waitFor(() =>
      expect(gridCalls(api, '/api/ops/cases').at(-1)?.query?.filterModel).toMatchObject({
        breach: { filterType: 'set', values: ['DueSoon'] },
      }),
    );
    // the file's first render through the real router (the grid's first load): as the others, more than 20 s on a busy machine
  }, 40_000);

  it("shows a case's facts and messages, assigns it, answers with a file and decides the dispute with the case's id", async () => {
    const api = operatorApi({
      'GET /api/ops/cases/7': () => jsonResponse(200, CASE),
      'POST /api/ops/cases/7/assign': () => jsonResponse(200, { ...CASE, assigneeName: 'Olivia Operator' }),
      'POST /api/ops/cases/7/upload-url': () => jsonResponse(200, 'http://files.test/put'),
      'POST /api/ops/cases/7/answers': () => jsonResponse(200, CASE),
      'POST /api/ops/payments/disputes/11/decision': () => jsonResponse(200, { heldBack: false }),
    });
    const xhr = { open: vi.fn(), setRequestHeader: vi.fn(), upload: {} as Record<string, unknown>, status: 201 } as Record<string, unknown>;
    vi.stubGlobal(
      'XMLHttpRequest',
      vi.fn(function () {
        return Object.assign(xhr, { send: () => (xhr.onload as () => void)() });
      }),
    );
    renderApp('/ops/cases/7');
    expect(await screen.findByRole('heading', { name: 'Case CASE-000007', level: 1 })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Acme Home Goods' })).toHaveAttribute('href', '/ops/suppliers/1');
    expect(screen.getByRole('link', { name: 'Deduction DED-000005' })).toHaveAttribute('href', '/ops/orders/31');
    expect(screen.getByText('First answer overdue by 2 h 5 min')).toBeVisible();
    const messages = within(screen.getByRole('list', { name: 'Messages' })).getAllByRole('listitem');
    expect(messages[0]).toHaveTextContent('Supplier · Carl Clerk');
    expect(within(messages[0]!).getByRole('button', { name: 'Download bol.pdf' })).toBeVisible();

    fireEvent.click(screen.getByRole('button', { name: 'Assign to me' }));
    await waitFor(() =>
      expect(api.mock.calls.some(([url, init]) => url === '/api/ops/cases/7/assign' && init?.method === 'POST')).toBe(true),
    );

    const file = new File(['%PDF'], 'proof.pdf', { type: 'application/pdf' });
    fireEvent.change(screen.getByLabelText('Files (optional)'), { target: { files: [file] } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Your answer' }), { target: { value: ' The freight was ours. ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send answer' }));
    expect(await screen.findByText(CASE_ANSWERED)).toBeVisible();
    const [answer] = bodyOf(api, 'POST', '/api/ops/cases/7/answers');
    expect(answer.body).toBe('The freight was ours.');
    expect(answer.files).toEqual([expect.stringMatching(/^\d+__proof\.pdf$/)]);
    expect(bodyOf(api, 'POST', '/api/ops/cases/7/upload-url')).toEqual([{ value: answer.files[0] }]);

    // uphold needs the reason (the contracts' message), then goes with the case's id
    fireEvent.click(screen.getByRole('button', { name: 'Uphold dispute 1 of DED-000005' }));
    expect(await screen.findByText('Enter the reason for upholding the deduction.')).toBeVisible();
    expect(bodyOf(api, 'POST', '/api/ops/payments/disputes/11/decision')).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Accept dispute 1 of DED-000005' }));
    await waitFor(() =>
      expect(bodyOf(api, 'POST', '/api/ops/payments/disputes/11/decision')).toEqual([{ decision: 'Accepted', reason: null, caseId: 7 }]),
    );
    // many steps through the real router: more than the default 20 s while other files run beside it
  }, 40_000);

  it("decides an order's cancellation on a case about the order with the case's id, and shows a refusal", async () => {
    let calls = 0;
    const api = operatorApi({
      'GET /api/ops/cases/9': () => jsonResponse(200, CANCELLATION_CASE),
      'POST /api/ops/cancellations/31/decline': () =>
        calls++ === 0
          ? jsonResponse(409, { title: 'Conflict', status: 409, detail: CASE_MESSAGES.notAboutThisOrder })
          : new Response(null, { status: 204 }),
    });
    renderApp('/ops/cases/9');
    const section = await screen.findByRole('region', { name: 'Decide the cancellation' });
    expect(section).toHaveTextContent('Cancellation of the order PO-4471');
    expect(section).toHaveTextContent('Out of stock');
    expect(screen.queryByRole('heading', { name: 'Decide the dispute' })).toBeNull();
    fireEvent.click(within(section).getByRole('button', { name: 'Decline the cancellation of PO-4471' }));
    expect(await screen.findByText(CASE_MESSAGES.notAboutThisOrder)).toBeVisible();
    fireEvent.click(within(section).getByRole('button', { name: 'Decline the cancellation of PO-4471' }));
    expect(await screen.findByText(cancellationDecidedNotice('PO-4471', 'decline'))).toBeVisible();
    expect(bodyOf(api, 'POST', '/api/ops/cancellations/31/decline')).toEqual([{ caseId: 9 }, { caseId: 9 }]);
    expect(bodyOf(api, 'POST', '/api/ops/cancellations/31/approve')).toEqual([]);
  }, 40_000);

  it("withdraws or keeps the case's credit request with the reason and the case's id", async () => {
    const api = operatorApi({
      'GET /api/ops/cases/10': () => jsonResponse(200, CREDIT_CASE),
      'POST /api/ops/credit-requests/44/decision': () => new Response(null, { status: 204 }),
    });
    renderApp('/ops/cases/10');
    const section = await screen.findByRole('region', { name: 'Decide the credit request' });
    expect(section).toHaveTextContent('Credit request of $12.50 on order PO-4471');
    expect(screen.getByRole('link', { name: 'Credit request PO-4471 ($12.50)' })).toHaveAttribute('href', '/ops/orders/31');
    // the reason is needed for either decision (the contracts' message)
    fireEvent.click(within(section).getByRole('button', { name: 'Withdraw the credit request of PO-4471' }));
    expect(await within(section).findByText(MESSAGES.required)).toBeVisible();
    expect(bodyOf(api, 'POST', '/api/ops/credit-requests/44/decision')).toEqual([]);
    fireEvent.change(within(section).getByRole('textbox', { name: 'Reason' }), { target: { value: ' Raised twice. ' } });
    fireEvent.click(within(section).getByRole('button', { name: 'Withdraw the credit request of PO-4471' }));
    expect(await screen.findByText(creditRequestDecidedNotice('PO-4471', 'Withdraw'))).toBeVisible();
    expect(bodyOf(api, 'POST', '/api/ops/credit-requests/44/decision')).toEqual([
      { decision: 'Withdraw', reason: 'Raised twice.', caseId: 10 },
    ]);
  }, 40_000);

  it('offers the address correction only on a case of the address correction category about an order', async () => {
    operatorApi({
      // named as the seed's category, but another one is the address correction one
      'GET /api/ops/cases/8': () => jsonResponse(200, { ...ADDRESS_CASE, categoryPurpose: null }),
    });
    renderApp('/ops/cases/8');
    expect(await screen.findByRole('heading', { name: 'Case CASE-000008', level: 1 })).toBeVisible();
    expect(screen.queryByRole('region', { name: /Correct the shipping address/ })).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Your answer' })).toBeVisible();
  });

  it('writes a corrected address on an address correction case, with the field messages of contracts and the refusal shown', async () => {
    let calls = 0;
    const api = operatorApi({
      'GET /api/ops/cases/8': () => jsonResponse(200, ADDRESS_CASE),
      'POST /api/ops/cases/8/address-correction': () =>
        calls++ === 0
          ? jsonResponse(409, {
              title: 'Conflict',
              status: 409,
              detail: 'Cannot correct the shipping address: the order is Shipped (Invoicing).',
            })
          : jsonResponse(200, ADDRESS_CASE),
    });
    renderApp('/ops/cases/8');
    const form = await screen.findByRole('region', { name: 'Correct the shipping address of PO-4471' });
    expect(screen.queryByRole('heading', { name: 'Decide the dispute' })).toBeNull();
    expect(within(form).getByRole('textbox', { name: 'Your answer' })).toHaveValue(CASE_MESSAGES.addressCorrected('PO-4471'));
    fireEvent.change(within(form).getByRole('textbox', { name: 'ZIP' }), { target: { value: '43004!' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Correct the address' }));
    expect(await within(form).findAllByText(MESSAGES.required)).not.toHaveLength(0);
    expect(within(form).getByText(MESSAGES.invalidFormat)).toBeVisible();
    fireEvent.change(within(form).getByRole('textbox', { name: 'Address' }), { target: { value: '12 Oak Avenue' } });
    fireEvent.change(within(form).getByRole('textbox', { name: 'City' }), { target: { value: 'Columbus' } });
    fireEvent.change(within(form).getByRole('textbox', { name: 'State' }), { target: { value: 'OH' } });
    fireEvent.change(within(form).getByRole('textbox', { name: 'ZIP' }), { target: { value: '43004' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Correct the address' }));
    expect(await within(form).findByText('Cannot correct the shipping address: the order is Shipped (Invoicing).')).toBeVisible();
    fireEvent.click(within(form).getByRole('button', { name: 'Correct the address' }));
    expect(await screen.findByText(ADDRESS_CORRECTED)).toBeVisible();
    expect(bodyOf(api, 'POST', '/api/ops/cases/8/address-correction').at(-1)).toEqual({
      address: { address1: '12 Oak Avenue', address2: null, city: 'Columbus', state: 'OH', zip: '43004', country: 'US' },
      message: CASE_MESSAGES.addressCorrected('PO-4471'),
    });
  }, 40_000);

  it('refetches the open case when the console hears the cases changed', async () => {
    const stream = scriptedEventStream();
    let answers = 0;
    operatorApi({
      'GET /api/ops/events': () => stream.response,
      'GET /api/ops/cases/7': () => jsonResponse(200, answers++ === 0 ? CASE : { ...CASE, state: 'WaitingOnSupplier', openDispute: null }),
    });
    renderApp('/ops/cases/7');
    expect(await screen.findByRole('heading', { name: 'Decide the dispute' })).toBeVisible();
    stream.send('event: ops-cases-changed\ndata: {}\n\n');
    expect(await screen.findByText('Waiting on you')).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Decide the dispute' })).toBeNull();
  });

  it('edits the categories: the contracts check the targets, a removed one is left out (deactivated), a deactivated one comes back', async () => {
    const api = operatorApi({
      'GET /api/ops/case-categories': () => jsonResponse(200, CATEGORIES),
      'PUT /api/ops/case-categories': () => jsonResponse(200, CATEGORIES),
    });
    renderApp('/ops/cases/categories');
    const table = await screen.findByRole('table', { name: 'Case categories' });
    expect(within(table).getByRole('textbox', { name: 'Name of category 1' })).toHaveValue('Address correction');
    expect(within(table).queryByDisplayValue('Old topic')).toBeNull();
    fireEvent.change(within(table).getByRole('textbox', { name: 'Resolution target of Address correction' }), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save categories' }));
    expect(await screen.findByText(CASE_MESSAGES.resolutionBeforeFirstAnswer)).toBeVisible();
    expect(bodyOf(api, 'PUT', '/api/ops/case-categories')).toEqual([]);
    fireEvent.change(within(table).getByRole('textbox', { name: 'Resolution target of Address correction' }), { target: { value: '48' } });
    fireEvent.click(screen.getByRole('button', { name: 'Remove Deduction question' }));
    fireEvent.click(screen.getByRole('button', { name: 'Bring back Old topic' }));
    // the address correction category moves to the brought back one: one category at most
    expect(within(table).getByRole('checkbox', { name: 'Address correction answers address corrections' })).toBeChecked();
    fireEvent.click(within(table).getByRole('checkbox', { name: 'Old topic answers address corrections' }));
    expect(within(table).getByRole('checkbox', { name: 'Address correction answers address corrections' })).not.toBeChecked();
    fireEvent.click(screen.getByRole('button', { name: 'Save categories' }));
    expect(await screen.findByText(CATEGORIES_SAVED)).toBeVisible();
    expect(bodyOf(api, 'PUT', '/api/ops/case-categories')).toEqual([
      {
        categories: [
          { categoryId: 1, name: 'Address correction', firstAnswerHours: 4, resolutionHours: 48, active: true, purpose: null },
          { categoryId: 9, name: 'Old topic', firstAnswerHours: 24, resolutionHours: 48, active: true, purpose: 'address-correction' },
        ],
      },
    ]);
  });
});
