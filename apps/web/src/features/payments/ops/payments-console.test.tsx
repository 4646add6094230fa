// The console's payments screens through the real router over mocked answers: a run's preview then post (a date posted
// already answers 409, shown), the disputes queue's Accept and Uphold (with its reason), a supplier's terms.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  PAYMENT_CALENDAR_MESSAGES,
  PAYMENTS_MESSAGES,
  type DisputeQueueRow,
  type PaymentCalendarView,
  type PaymentRunPreview,
  type PaymentRunSummary,
} from '@portal/contracts';
import { gridCalls, operatorApi } from '../../../test/operator-api.ts';
import { jsonResponse, renderApp } from '../../../test/render-app.tsx';
import { gridAnswer } from '../test/payments-fixtures.ts';

const PREVIEW: PaymentRunPreview = {
  runDate: '2026-12-04',
  supplierCount: 1,
  gross: '300.00',
  deductions: '12.50',
  net: '287.50',
  suppliers: [
    {
      supplierId: 1,
      supplierName: 'Acme',
      gross: '300.00',
      deductions: '12.50',
      net: '287.50',
      lineCount: 4,
      invoiceCount: 3,
      deductionCount: 1,
      remittanceNumber: null,
    },
  ],
  held: [{ supplierId: 2, supplierName: 'Globex', net: '-20.00' }],
};
const RUN: PaymentRunSummary = {
  paymentRunId: 3,
  runDate: '2026-12-04',
  postedOn: '2026-12-04T12:00:00.000Z',
  postedBy: 'Olivia Operator',
  supplierCount: 1,
  gross: '300.00',
  deductions: '12.50',
  net: '287.50',
  offCycleReason: null,
};
const CALENDAR: PaymentCalendarView = {
  runDays: [1, 15],
  holidays: ['2026-12-25', '2027-01-01'],
  explanation: [],
  updatedOn: '2026-11-20T10:00:00.000Z',
  updatedBy: 'Olivia Operator',
};
const DISPUTE: DisputeQueueRow = {
  disputeId: 11,
  attempt: 1,
  reason: 'ShippedOnTime',
  comment: 'The carrier picked it up on time.',
  createdBy: 'Alice Admin',
  createdOn: '2026-11-25T10:00:00.000Z',
  decision: null,
  decisionReason: null,
  decidedOn: null,
  supplierId: 1,
  supplierName: 'Acme',
  deductionId: 5,
  deductionNumber: 'DED-000005',
  deductionType: 'LateShipment',
  amount: '12.50',
  orderId: 104,
  purchaseOrderNumber: 'PO-1004',
  files: [],
};
const conflict = (detail: string) => jsonResponse(409, { title: 'Conflict', status: 409, detail });

describe('Payments console', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('previews a run for a date and posts it after a confirmation with its date, suppliers and total', async () => {
    let posts = 0;
    const fetchMock = operatorApi({
      'GET /api/ops/payments/calendar': () => jsonResponse(200, CALENDAR),
      'GET /api/ops/payments/runs': () => jsonResponse(200, posts ? [RUN] : []),
      'POST /api/ops/payments/runs/preview': () => jsonResponse(200, PREVIEW),
      'POST /api/ops/payments/runs': () =>
        posts++ === 0 ? jsonResponse(201, { ...RUN, suppliers: [] }) : conflict(PAYMENTS_MESSAGES.runDatePosted),
    });
    renderApp('/ops/payment-runs');
    expect(await screen.findByRole('heading', { name: 'Payment runs' })).toBeVisible();
    expect(await screen.findByText('No run has been posted.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Post run' })).toBeDisabled();
    fireEvent.change(screen.getByLabelText(/^Run date/), { target: { value: '2026-12-04' } });
    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    const preview = await screen.findByRole('table', { name: 'Preview of the run on 2026-12-04' });
    expect(within(preview).getByRole('row', { name: /Acme 4 \$300\.00 \$12\.50 \$287\.50/ })).toBeVisible();
    expect(within(preview).getByRole('row', { name: /Globex .*Waits for the next run/ })).toBeVisible();
    const postsSent = () =>
      fetchMock.mock.calls
        .filter(([url, init]) => url === '/api/ops/payments/runs' && init?.method === 'POST')
        .map(([, init]) => JSON.parse(String(init?.body)));
    // Post asks first, with the preview's date, suppliers paid and total; Cancel posts nothing
    fireEvent.click(screen.getByRole('button', { name: 'Post run' }));
    let dialog = await screen.findByRole('dialog', { name: 'Post the payment run?' });
    expect(within(dialog).getByText('Dec 04, 2026')).toBeVisible();
    expect(within(dialog).getByText('1')).toBeVisible();
    expect(within(dialog).getByText('$287.50')).toBeVisible();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(postsSent()).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Post run' }));
    dialog = await screen.findByRole('dialog', { name: 'Post the payment run?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Post run' }));
    expect(await screen.findByRole('table', { name: 'Posted runs' })).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // posted: the date's Post is disabled
    expect(screen.getByRole('button', { name: 'Post run' })).toBeDisabled();
    expect(postsSent()).toEqual([{ runDate: '2026-12-04' }]);
  });

  it('shows the refusal of a date posted already in the confirmation, then keeps Post disabled for that date', async () => {
    operatorApi({
      'GET /api/ops/payments/calendar': () => jsonResponse(200, CALENDAR),
      'GET /api/ops/payments/runs': () => jsonResponse(200, [RUN]),
      'POST /api/ops/payments/runs/preview': () => jsonResponse(200, PREVIEW),
      'POST /api/ops/payments/runs': () => conflict(PAYMENTS_MESSAGES.runDatePosted),
    });
    renderApp('/ops/payment-runs');
    fireEvent.change(await screen.findByLabelText(/^Run date/), { target: { value: '2026-12-04' } });
    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    await screen.findByRole('table', { name: 'Preview of the run on 2026-12-04' });
    fireEvent.click(screen.getByRole('button', { name: 'Post run' }));
    const dialog = await screen.findByRole('dialog', { name: 'Post the payment run?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Post run' }));
    expect(await within(dialog).findByText(PAYMENTS_MESSAGES.runDatePosted)).toBeVisible();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText(PAYMENTS_MESSAGES.runDatePosted)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Post run' })).toBeDisabled();
  });

  it('says whether the date is a run day, and posts an off-cycle run only with its reason, shown in the posted runs', async () => {
    const bodies: unknown[] = [];
    operatorApi({
      'GET /api/ops/payments/calendar': () => jsonResponse(200, CALENDAR),
      'GET /api/ops/payments/runs': () =>
        jsonResponse(
          200,
          bodies.length
            ? [
                { ...RUN, offCycleReason: 'Catch-up after the bank outage' },
                { ...RUN, paymentRunId: 2, runDate: '2026-12-01' },
              ]
            : [],
        ),
      'POST /api/ops/payments/runs/preview': () => jsonResponse(200, PREVIEW),
      'POST /api/ops/payments/runs': (init) => {
        bodies.push(JSON.parse(String(init?.body)));
        return jsonResponse(200, { ...RUN, suppliers: [] });
      },
    });
    renderApp('/ops/payment-runs');
    const date = await screen.findByLabelText(/^Run date/);
    fireEvent.change(date, { target: { value: '2026-12-15' } });
    expect(await screen.findByText('A run day of the payment calendar.')).toBeVisible();
    // Friday 4 December is not a run day of the 1st and the 15th
    fireEvent.change(date, { target: { value: '2026-12-04' } });
    expect(screen.getByText('Not a run day of the payment calendar: post it off-cycle, with its reason.')).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    await screen.findByRole('table', { name: 'Preview of the run on 2026-12-04' });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Off-cycle run' }));
    fireEvent.click(screen.getByRole('button', { name: 'Post run' }));
    expect(await screen.findByText(PAYMENT_CALENDAR_MESSAGES.offCycleReasonRequired)).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.change(screen.getByRole('textbox', { name: /Reason for the off-cycle run/ }), {
      target: { value: 'Catch-up after the bank outage' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Post run' }));
    const dialog = await screen.findByRole('dialog', { name: 'Post the payment run?' });
    expect(within(dialog).getByText('Catch-up after the bank outage')).toBeVisible();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Post run' }));
    await waitFor(() => expect(bodies).toEqual([{ runDate: '2026-12-04', offCycle: true, reason: 'Catch-up after the bank outage' }]));
    const runs = await screen.findByRole('table', { name: 'Posted runs' });
    expect(await within(runs).findByRole('row', { name: /Dec 04, 2026 .*Off-cycle: Catch-up after the bank outage/ })).toBeVisible();
    expect(within(runs).getByRole('row', { name: /Dec 01, 2026 .*Calendar run day/ })).toBeVisible();
  });

  it('sets the payment calendar: run days checked by the contracts before the save, holidays added and removed', async () => {
    const saved: unknown[] = [];
    operatorApi({
      'GET /api/ops/payments/calendar': () => jsonResponse(200, CALENDAR),
      'PUT /api/ops/payments/calendar': (init) => {
        saved.push(JSON.parse(String(init?.body)));
        return jsonResponse(200, { ...CALENDAR, runDays: [1, 15, 31], updatedOn: '2026-11-30T10:00:00.000Z' });
      },
    });
    renderApp('/ops/payment-calendar');
    expect(await screen.findByRole('heading', { name: 'Payment calendar' })).toBeVisible();
    const runDays = await screen.findByRole('textbox', { name: /Run days of the month/ });
    expect(runDays).toHaveValue('1, 15');
    const holidays = screen.getByRole('list', { name: 'Holidays' });
    expect(
      within(holidays)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Dec 25, 2026', 'Jan 01, 2027']);
    expect(screen.getByText('The marketplace pays on the 1st and the 15th of each month.')).toBeVisible();
    fireEvent.change(runDays, { target: { value: '0, 15' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save calendar' }));
    expect(await screen.findByText(PAYMENT_CALENDAR_MESSAGES.runDayRange)).toBeVisible();
    expect(saved).toEqual([]);
    fireEvent.change(runDays, { target: { value: '31, 1, 15' } });
    fireEvent.click(within(holidays).getByRole('button', { name: 'Remove Jan 01, 2027' }));
    fireEvent.change(screen.getByLabelText('Holiday'), { target: { value: '2027-05-31' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add holiday' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save calendar' }));
    await waitFor(() => expect(saved).toEqual([{ runDays: [1, 15, 31], holidays: ['2026-12-25', '2027-05-31'] }]));
  });

  it('accepts a dispute, and upholds one only with a reason', async () => {
    const decisions: unknown[] = [];
    operatorApi({
      'GET /api/ops/payments/disputes': () => gridAnswer([DISPUTE, { ...DISPUTE, disputeId: 12, deductionNumber: 'DED-000006' }]),
      'POST /api/ops/payments/disputes/11/decision': (init) => {
        decisions.push(JSON.parse(String(init?.body)));
        // no remittance had held this deduction back: the notice says nothing is paid back
        return jsonResponse(200, { ...DISPUTE, decision: 'Accepted', decidedOn: '2026-11-26T10:00:00.000Z', heldBack: false });
      },
      'POST /api/ops/payments/disputes/12/decision': (init) => {
        decisions.push(JSON.parse(String(init?.body)));
        return conflict(PAYMENTS_MESSAGES.disputeDecided);
      },
    });
    renderApp('/ops/disputes');
    const table = await screen.findByRole('table', { name: 'Disputes' });
    expect(await within(table).findAllByText('The carrier picked it up on time.')).toHaveLength(2);
    fireEvent.click(within(table).getByRole('button', { name: 'Accept dispute 1 of DED-000005' }));
    await waitFor(() => expect(decisions).toEqual([{ decision: 'Accepted', reason: null }]));
    expect(
      await screen.findByText(
        'The dispute of DED-000005 was accepted: the deduction is reversed before any remittance held it back, so nothing is held back or paid back.',
      ),
    ).toBeVisible();
    expect(screen.queryByText(/paid back on the next remittance/)).toBeNull();
    fireEvent.click(within(table).getByRole('button', { name: 'Uphold dispute 1 of DED-000006' }));
    const dialog = await screen.findByRole('dialog', { name: 'Uphold dispute 1 of DED-000006' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Uphold' }));
    expect(await within(dialog).findByText(PAYMENTS_MESSAGES.decisionReasonRequired)).toBeVisible();
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Reason/ }), { target: { value: 'The scan shows a late pickup.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Uphold' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(PAYMENTS_MESSAGES.disputeDecided);
    expect(decisions[1]).toEqual({ decision: 'Upheld', reason: 'The scan shows a late pickup.' });
  });

  it("pages the disputes queue on the server from the URL's page, past its first page, and filters and sorts it there", async () => {
    const page = (offset: number) =>
      Array.from({ length: offset === 0 ? 25 : 5 }, (_, i) => ({
        ...DISPUTE,
        disputeId: 100 + offset + i,
        deductionNumber: `DED-${String(100 + offset + i).padStart(6, '0')}`,
      }));
    const fetchMock = operatorApi({
      'GET /api/ops/payments/disputes': (_init, url) => {
        const offset = Number(new URL(String(url), 'http://portal.test').searchParams.get('offset'));
        const rows = page(offset);
        const response = jsonResponse(200, rows);
        response.headers.set('Content-Range', `items ${offset}-${offset + rows.length - 1}/30`);
        return response;
      },
    });
    renderApp('/ops/disputes?page=2');
    const table = await screen.findByRole('table', { name: 'Disputes' });
    expect(await within(table).findByRole('button', { name: 'Accept dispute 1 of DED-000125' })).toBeVisible();
    expect(screen.getByText('26–30 of 30')).toBeVisible();
    expect(gridCalls(fetchMock, '/api/ops/payments/disputes').at(-1)).toMatchObject({ limit: '25', offset: '25', query: null });
    fireEvent.click(screen.getByRole('button', { name: 'Go to previous page' }));
    expect(await within(table).findByRole('button', { name: 'Accept dispute 1 of DED-000100' })).toBeVisible();
    fireEvent.change(screen.getByRole('textbox', { name: 'Supplier' }), { target: { value: 'Acme' } });
    await waitFor(() =>
      expect(gridCalls(fetchMock, '/api/ops/payments/disputes').at(-1)!.query).toEqual({
        sortModel: [],
        filterModel: { supplierName: { filterType: 'text', type: 'contains', filter: 'Acme' } },
      }),
    );
    fireEvent.click(within(table).getByRole('button', { name: 'Amount' }));
    await waitFor(() =>
      expect(gridCalls(fetchMock, '/api/ops/payments/disputes').at(-1)!.query?.sortModel).toEqual([{ colId: 'amount', sort: 'asc' }]),
    );
  });

  it("shows a supplier's terms and refuses days outside 0 to 120", async () => {
    const saved: unknown[] = [];
    operatorApi({
      'GET /api/ops/suppliers': () => {
        const response = jsonResponse(200, [
          {
            id: 1,
            name: 'Acme',
            supplierCanProcessOrders: true,
            createdOn: '2026-01-01T00:00:00.000Z',
            activeUserCount: 2,
            overrideCount: 0,
          },
        ]);
        response.headers.set('Content-Range', 'items 0-0/1');
        return response;
      },
      'GET /api/ops/payments/terms/1': () =>
        jsonResponse(
          200,
          saved.length
            ? { supplierId: 1, netDays: 45, isDefault: false, updatedOn: '2026-11-26T10:00:00.000Z' }
            : { supplierId: 1, netDays: 30, isDefault: true, updatedOn: null },
        ),
      'PUT /api/ops/payments/terms/1': (init) => {
        saved.push(JSON.parse(String(init?.body)));
        return jsonResponse(200, { supplierId: 1, netDays: 45, isDefault: false, updatedOn: '2026-11-26T10:00:00.000Z' });
      },
    });
    renderApp('/ops/payment-terms');
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'Supplier' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Acme' }));
    expect(await screen.findByText('Net 30 (the default: no terms were set for this supplier).')).toBeVisible();
    const days = screen.getByRole('textbox', { name: /^Days from acceptance/ });
    fireEvent.change(days, { target: { value: '121' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save terms' }));
    expect(await screen.findByText(PAYMENTS_MESSAGES.netDaysRange)).toBeVisible();
    fireEvent.change(days, { target: { value: '45' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save terms' }));
    await waitFor(() => expect(saved).toEqual([{ netDays: 45 }]));
    expect(await screen.findByText(/^Net 45, set/)).toBeVisible();
  });
});
