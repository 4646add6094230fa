// The supplier's Payments screens through the real router over mocked answers (the contracts' shapes): the area behind
// its flag and for Admins, the overview, the invoices' statuses, a remittance's figures over its lines' grid with its
// advice, and a deduction's evidence, files and dispute.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { deductionsToHoldBackPath, PAYMENTS_MESSAGES } from '@portal/contracts';
import { CLERK_USER, jsonResponse, renderApp, signedInApi } from '../../../test/render-app.tsx';
import { DEDUCTION, DEDUCTION_ROW, INVOICES, OVERVIEW, REMITTANCE, REMITTANCE_LINES, gridAnswer } from '../test/payments-fixtures.ts';

const ON = { Payments: true };
const failing = () => jsonResponse(500, { title: 'Internal Server Error', status: 500 });

describe('Payments screens', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists Payments in the navigation with the flag on, and answers 404 on its routes with the flag off', async () => {
    signedInApi(undefined, ON, { 'GET /api/payments/overview': () => jsonResponse(200, OVERVIEW) });
    const first = renderApp('/payments');
    expect(await screen.findByRole('heading', { name: 'Payments' })).toBeVisible();
    const nav = screen.getByRole('list', { name: 'Main navigation' });
    for (const [name, href] of [
      ['Overview', '/payments/overview'],
      ['Invoices', '/payments/invoices'],
      ['Remittances', '/payments/remittances'],
      ['Deductions', '/payments/deductions'],
    ])
      expect(within(nav).getByRole('link', { name })).toHaveAttribute('href', href);
    first.unmount();
    vi.unstubAllGlobals();
    signedInApi(undefined, { Payments: false });
    renderApp('/payments/overview');
    expect(await screen.findByText('404 - Not Found')).toBeVisible();
    expect(within(screen.getByRole('list', { name: 'Main navigation' })).queryByRole('button', { name: 'Payments' })).toBeNull();
  });

  it('tells a user who is not an Admin that payments are not theirs', async () => {
    signedInApi(CLERK_USER, ON);
    renderApp('/payments/overview');
    expect(await screen.findByRole('heading', { name: 'Payments' })).toBeVisible();
    expect(screen.getByText(/falls out of your scope/)).toBeVisible();
  });

  it('shows the next payment, the open invoices by age, the deductions to be held back and disputes waiting', async () => {
    signedInApi(undefined, ON, { 'GET /api/payments/overview': () => jsonResponse(200, OVERVIEW) });
    renderApp('/payments/overview');
    const next = await screen.findByRole('region', { name: 'Next payment' });
    expect(within(next).getByText('$1,234.50')).toBeVisible();
    expect(within(next).getByText('Expected on Dec 15, 2026')).toBeVisible();
    const deductions = screen.getByRole('region', { name: 'To be held back' });
    expect(within(deductions).getByText('$37.50')).toBeVisible();
    // the link opens the list filtered to what the card counted
    expect(within(deductions).getByRole('link', { name: '2 deductions to be held back' })).toHaveAttribute(
      'href',
      deductionsToHoldBackPath(),
    );
    expect(within(screen.getByRole('region', { name: 'Disputes waiting' })).getByText('1')).toBeVisible();
    const aging = screen.getByRole('table', { name: 'Open invoices by age' });
    expect(within(aging).getByRole('row', { name: /Over 90 days past due 2 \$75\.25/ })).toBeVisible();
  });

  it('lists the next three runs with the invoices each pays, linked, and says how the calendar works', async () => {
    signedInApi(undefined, ON, { 'GET /api/payments/overview': () => jsonResponse(200, OVERVIEW) });
    renderApp('/payments/overview');
    const coming = await screen.findByRole('region', { name: 'Coming payment runs' });
    expect(within(coming).getByText('The marketplace pays on the 1st and the 15th of each month.')).toBeVisible();
    expect(
      within(coming).getByText(
        'A run day that falls on a Saturday, a Sunday or a marketplace holiday is paid on the business day before it.',
      ),
    ).toBeVisible();
    expect(within(coming).getByText(/due on or before its day/)).toBeVisible();
    const first = within(coming).getByRole('region', { name: 'Payment run on Dec 15, 2026' });
    expect(within(first).getByText('Pays you $1,234.50 (2 invoices due, $1,250.00)')).toBeVisible();
    const invoices = within(first).getByRole('table', { name: 'Invoices paid on Dec 15, 2026' });
    const row = within(invoices).getByRole('row', { name: /INV-1 PO-1001 Dec 10, 2026 \$1,000\.00/ });
    expect(within(row).getByRole('link', { name: 'INV-1' }).getAttribute('href')).toContain('/payments/invoices?filter=');
    expect(within(row).getByRole('link', { name: 'PO-1001' })).toHaveAttribute('href', '/orders/101');
    const second = within(coming).getByRole('region', { name: 'Payment run on Dec 31, 2026' });
    expect(within(second).getByText('1 invoice due, $80.00 before deductions')).toBeVisible();
    const third = within(coming).getByRole('region', { name: 'Payment run on Jan 15, 2027' });
    expect(within(third).getByText('Nothing of yours is due by this run.')).toBeVisible();
    expect(within(third).queryByRole('table')).toBeNull();
  });

  it('says when the overview cannot be loaded', async () => {
    signedInApi(undefined, ON, { 'GET /api/payments/overview': failing });
    renderApp('/payments/overview');
    expect(await screen.findByText('The payments overview could not be loaded. Please try again later.')).toBeVisible();
  });

  it('shows each invoice status with its reason, due date or payment, and the remittance that paid it as a link to its page', async () => {
    signedInApi(undefined, ON, { 'GET /api/payments/invoices': () => gridAnswer(INVOICES) });
    renderApp('/payments/invoices');
    expect(await screen.findByRole('heading', { name: 'Invoices' })).toBeVisible();
    const rowOf = async (text: string) => (await screen.findByText(text, {}, { timeout: 15000 })).closest('[role="row"]') as HTMLElement;
    expect(within(await rowOf('INV-1')).getByText('Rejected')).toBeVisible();
    expect(within(await rowOf('INV-1')).getByText('The quantity does not match the order.')).toBeVisible();
    expect(within(await rowOf('INV-2')).getByText('due Nov 01, 2026')).toBeVisible();
    // Accepted: the supplier's day, and who accepted it in words
    expect(screen.getByRole('columnheader', { name: 'Accepted' })).toBeVisible();
    expect(within(await rowOf('INV-2')).getByLabelText('Oct 02, 2026, accepted on submission, checked against the order')).toBeVisible();
    expect(within(await rowOf('INV-3')).getByLabelText("Sep 20, 2026, accepted by the marketplace's review")).toBeVisible();
    expect(within(await rowOf('INV-1')).queryByLabelText(/accepted/)).toBeNull();
    const paid = await rowOf('INV-3');
    expect(within(paid).getByText('Paid')).toBeVisible();
    // the Remittance column: a paid or partly paid invoice's remittance by number, a link to its page
    expect(within(paid).getByRole('link', { name: 'RMT-000007' })).toHaveAttribute('href', '/payments/remittances/7');
    const partly = await rowOf('INV-4');
    // paid in full less the deductions held back: said as paid, never as money still owed
    expect(within(partly).getByText('Paid less deductions')).toBeVisible();
    expect(screen.queryByText('Partially paid')).toBeNull();
    expect(within(partly).getByRole('link', { name: 'RMT-000007' })).toHaveAttribute('href', '/payments/remittances/7');
    expect(within(await rowOf('INV-2')).queryByRole('link', { name: /RMT-/ })).toBeNull();
    expect(screen.getByRole('columnheader', { name: 'Remittance' })).toBeVisible();
    expect(within(paid).getByRole('link', { name: 'PO-1003' })).toHaveAttribute('href', '/orders/103');
    expect(screen.getByRole('button', { name: 'Export' })).toBeVisible();
  }, 40_000);

  it('says the invoices are loading while they are asked, not an empty grid', async () => {
    signedInApi(undefined, ON, { 'GET /api/payments/invoices': () => new Promise<Response>(() => undefined) });
    renderApp('/payments/invoices');
    const status = await screen.findByText('Loading…', {}, { timeout: 15000 });
    expect(status.closest('[role="status"]')).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByText('No records found')).toBeNull();
  }, 40_000);

  it('shows a remittance’s figures and line count over its lines as a grid, each PO linking to its order, and downloads its advice', async () => {
    let linesUrl = '';
    const fetchMock = signedInApi(undefined, ON, {
      'GET /api/payments/remittances/7': () => jsonResponse(200, REMITTANCE),
      'GET /api/payments/remittances/7/lines': (_init, url) => {
        linesUrl = url;
        return gridAnswer(REMITTANCE_LINES);
      },
      'GET /api/payments/remittances/7/advice.pdf': () => new Response(new Blob(['%PDF']), { status: 200 }),
    });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:advice', revokeObjectURL: () => undefined }));
    renderApp('/payments/remittances/7');
    expect(await screen.findByRole('heading', { name: 'Remittance RMT-000007' })).toBeVisible();
    // the header: the remittance's own figures (the sum of every line) and how many lines it has
    const facts = screen.getByText('Payment date').closest('dl') as HTMLElement;
    for (const [label, value] of [
      ['Gross', '$212.50'],
      ['Deductions', '$32.50'],
      ['Net', '$180.00'],
      ['Lines', '3'],
    ] as const)
      expect(within(facts).getByText(label).nextElementSibling).toHaveTextContent(value);
    expect(screen.getByRole('heading', { name: 'Remittance lines' })).toBeVisible();
    const lines = await screen.findByRole('grid', { name: 'Remittance lines' }, { timeout: 15000 });
    const row = (await within(lines).findByText('INV-3', { exact: false }, { timeout: 15000 })).closest('[role="row"]') as HTMLElement;
    expect(row).toHaveTextContent(/Invoice INV-3 · held back DED-000007 \(late shipment\).*PO-1003.*\$200\.00.*-\$12\.50.*\$187\.50/);
    // each deduction an invoice line held back, by number and type, linked
    expect(within(lines).getByRole('link', { name: 'DED-000007' })).toHaveAttribute('href', '/payments/deductions/7');
    expect(within(lines).getByRole('link', { name: 'PO-1003' })).toHaveAttribute('href', '/orders/103');
    expect(within(lines).getByRole('link', { name: 'DED-000005' })).toHaveAttribute('href', '/payments/deductions/5');
    const reversal = within(lines).getByRole('link', { name: 'DED-000006' }).closest('[role="row"]') as HTMLElement;
    expect(reversal).toHaveTextContent(/Deduction reversal DED-000006 \(late shipment\).*\$12\.50/);
    // one page of the lines call, in the order the lines were written (no sort asked)
    expect(new URL(linesUrl, 'http://portal.test').searchParams.get('limit')).toBe('50');
    expect(screen.getByRole('button', { name: 'Export' })).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Download advice (PDF)' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/api/payments/remittances/7/advice.pdf'))).toBe(true);
  }, 40_000);

  it('answers 404 for a remittance that is not there', async () => {
    signedInApi(undefined, ON, { 'GET /api/payments/remittances/8': () => jsonResponse(404, { title: 'Not Found', status: 404 }) });
    renderApp('/payments/remittances/8');
    expect(await screen.findByText('404 - Not Found')).toBeVisible();
  });

  it('shows a deduction with its evidence and files, and sends a dispute', async () => {
    let disputed: unknown = null;
    signedInApi(undefined, ON, {
      'GET /api/payments/deductions/5': () => jsonResponse(200, disputed ? { ...DEDUCTION, status: 'Disputed' } : DEDUCTION),
      'POST /api/payments/deductions/5/disputes': (init) => {
        disputed = JSON.parse(String(init?.body));
        return jsonResponse(201, {
          disputeId: 1,
          attempt: 1,
          reason: 'ShippedOnTime',
          comment: 'On time.',
          createdBy: 'Alice Admin',
          createdOn: '2026-11-25T10:00:00.000Z',
          decision: null,
          decisionReason: null,
          decidedOn: null,
        });
      },
    });
    renderApp('/payments/deductions/5');
    expect(await screen.findByRole('heading', { name: 'Deduction DED-000005' })).toBeVisible();
    // which rule took how much from what, and the evidence in words (the contracts' sentences)
    expect(screen.getByText("The marketplace's late shipment rule took 2.5% of the order's items total of $500.00: $12.50.")).toBeVisible();
    const evidence = screen.getByRole('list', { name: 'Evidence in words' });
    expect(within(evidence).getByText('Promised to ship by Nov 10, 2026; shipped on Nov 13, 2026: 3 days late.')).toBeVisible();
    expect(screen.queryByText('Promised shipping date')).toBeNull();
    expect(screen.getByRole('button', { name: 'Download carrier-scan.pdf' })).toBeVisible();
    expect(screen.getByText('24 days left (until Dec 20, 2026)')).toBeVisible();
    expect(screen.getByText('Charged and not disputed.')).toBeVisible();
    expect(screen.getByText('Not held back yet: the next remittance holds it back.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'PO-1004' })).toHaveAttribute('href', '/orders/104');
    fireEvent.click(screen.getByRole('button', { name: 'Dispute' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dispute deduction' });
    fireEvent.change(within(dialog).getByRole('combobox', { name: /^Reason/ }), { target: { value: 'ShippedOnTime' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Comment/ }), { target: { value: 'On time.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send dispute' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Dispute deduction' })).toBeNull());
    expect(disputed).toEqual({ reason: 'ShippedOnTime', comment: 'On time.', files: [] });
    expect(await screen.findByText('Disputed')).toBeVisible();
  });

  it('shows why a deduction cannot be disputed, and its dispute with the marketplace answer', async () => {
    signedInApi(undefined, ON, {
      'GET /api/payments/deductions/5': () =>
        jsonResponse(200, {
          ...DEDUCTION,
          status: 'Upheld',
          disputeDaysLeft: 0,
          disputeProblem: PAYMENTS_MESSAGES.disputeWindowClosed,
          disputeWindow: { open: false, daysLeft: 0, lastDay: '2026-11-20' },
          disputes: [
            {
              disputeId: 1,
              attempt: 1,
              reason: 'ShippedOnTime',
              comment: 'On time.',
              createdBy: 'Alice Admin',
              createdOn: '2026-11-21T10:00:00.000Z',
              decision: 'Upheld',
              decisionReason: 'The carrier scanned it three days late.',
              decidedOn: '2026-11-22T10:00:00.000Z',
            },
          ],
        }),
    });
    renderApp('/payments/deductions/5');
    expect(await screen.findByRole('heading', { name: 'Deduction DED-000005' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Dispute' })).toBeDisabled();
    expect(screen.getByText(PAYMENTS_MESSAGES.disputeWindowClosed)).toBeVisible();
    expect(screen.getByText('Closed on Nov 20, 2026')).toBeVisible();
    const dispute = screen.getByRole('region', { name: 'Dispute 1' });
    expect(within(dispute).getByText(/The carrier scanned it three days late\./)).toBeVisible();
  });

  it('lists deductions with type, amount, rule, status and dispute window', async () => {
    signedInApi(undefined, ON, { 'GET /api/payments/deductions': () => gridAnswer([DEDUCTION_ROW]) });
    renderApp('/payments/deductions');
    expect(await screen.findByRole('heading', { name: 'Deductions' })).toBeVisible();
    const row = (await screen.findByText('DED-000005', {}, { timeout: 15000 })).closest('[role="row"]') as HTMLElement;
    expect(within(row).getByText('Late shipment')).toBeVisible();
    expect(within(row).getByText('$12.50')).toBeVisible();
    expect(within(row).getByText('The late shipment rule')).toBeVisible();
    // the status is the state machine's word, never the window's
    expect(within(row).getByText('Not disputed')).toBeVisible();
    expect(within(row).getByText('24 days left')).toBeVisible();
    expect(within(row).getByText('Not held back yet')).toBeVisible();
  }, 40_000);
});
