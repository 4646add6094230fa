// The credit requests page through the real router: columns, 'Issue Credit' gated by the selection, 'View notes' only
// for rows with notes, the notes dialog (owner, comment, files downloaded by name), the RMA details of a row.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CreditRequestSummary } from '@portal/contracts';
import { jsonResponse, renderApp, signedInApi } from '../../../test/render-app.tsx';

const ROWS: CreditRequestSummary[] = [
  {
    id: 1,
    purchaseOrderNumber: 'PO-1000001',
    orderCreationDate: '2026-11-01T15:00:00.000Z',
    amount: '25.40',
    reasonForCredit: 'Customer return - damaged in transit',
    sourceType: 'Process',
    rmaId: 5,
    rmaDetails: [{ rmaId: 5, rmaNumber: 'RMA-70001', trackingNumber: '794612345678', deliveryDate: '2026-11-10' }],
    notes: [
      { type: 'CustomerSupport', comment: 'Photos of the damage attached.', fileNames: ['20260105093000__return-photos.pdf'] },
      { type: 'Bison', comment: 'Return inspected.', fileNames: [] },
    ],
  },
  {
    id: 2,
    purchaseOrderNumber: 'PO-1000002',
    orderCreationDate: '2026-11-02T15:00:00.000Z',
    amount: '9.00',
    reasonForCredit: 'Defect agreement (3.00%)',
    sourceType: 'Agreement',
    rmaId: null,
    rmaDetails: [],
    notes: [],
  },
];

function renderPage() {
  const fetchMock = signedInApi(
    undefined,
    { CreditRequests: true },
    {
      'GET /api/accounting/supplier-credit-requests': () => {
        const response = jsonResponse(200, ROWS);
        response.headers.set('Content-Range', `items 0-1/2`);
        return response;
      },
      'POST /api/documents/download-url': () => jsonResponse(200, '/api/files/download?token=signed'),
    },
  );
  renderApp('/accounting/credit-requests');
  return fetchMock;
}

const rowOf = async (po: string) => (await screen.findByText(po, {}, { timeout: 15000 })).closest('[role="row"]') as HTMLElement;

describe('CreditRequestsPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("lists the spec's columns; Issue Credit is disabled with no selection; View notes only where notes exist", async () => {
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Credit requests' })).toBeVisible();
    await rowOf('PO-1000001');
    for (const name of ['PO number', 'Order date', 'Amount', 'Reason for credit', 'Notes'])
      expect(screen.getByRole('columnheader', { name })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Issue Credit' })).toBeDisabled();
    expect(within(await rowOf('PO-1000001')).getByRole('button', { name: 'View notes of PO-1000001' })).toBeVisible();
    expect(within(await rowOf('PO-1000002')).queryByRole('button', { name: /View notes/ })).toBeNull();
    expect(within(await rowOf('PO-1000001')).getByText('$25.40')).toBeVisible();
  }, 40_000);

  it('the notes dialog shows owner and comment and downloads a file by its stored name', async () => {
    const fetchMock = renderPage();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    fireEvent.click(within(await rowOf('PO-1000001')).getByRole('button', { name: 'View notes of PO-1000001' }));
    const dialog = await screen.findByRole('dialog', { name: 'Notes: PO-1000001' });
    expect(within(dialog).getByText('Customer support')).toBeVisible();
    expect(within(dialog).getByText('Photos of the damage attached.')).toBeVisible();
    expect(within(dialog).getByText('Bison')).toBeVisible();
    fireEvent.click(within(dialog).getByRole('button', { name: 'return-photos.pdf' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const asked = fetchMock.mock.calls
      .filter(([url]) => url === '/api/documents/download-url')
      .map(([, init]) => JSON.parse(String(init?.body)));
    expect(asked).toEqual([{ value: '20260105093000__return-photos.pdf' }]);
  }, 40_000);

  it('the expand toggle shows the RMA details: RMA number, tracking number, delivery date', async () => {
    renderPage();
    fireEvent.click(within(await rowOf('PO-1000001')).getByRole('button', { name: 'Expand RMA details of PO-1000001' }));
    const details = await screen.findByRole('region', { name: 'RMA details of PO-1000001' });
    expect(within(details).getByText('RMA-70001')).toBeVisible();
    expect(within(details).getByText('794612345678')).toBeVisible();
    expect(within(details).getByText('Nov 10, 2026')).toBeVisible();
  }, 40_000);

  it('opens the RMA details in place, inside the row, and moves the rows below down; the toggle closes them', async () => {
    renderPage();
    const row = await rowOf('PO-1000001');
    const toggle = within(row).getByRole('button', { name: 'Expand RMA details of PO-1000001' });
    fireEvent.click(toggle);
    const details = await screen.findByRole('region', { name: 'RMA details of PO-1000001' });
    // in the row's own element, not a popover over the next rows
    expect(details.closest('.ag-row')).toBe(row.closest('.ag-row'));
    expect(document.querySelector('.MuiPopover-root')).toBeNull();
    const collapse = within(row).getByRole('button', { name: 'Collapse RMA details of PO-1000001' });
    expect(collapse).toHaveAttribute('aria-expanded', 'true');
    expect(collapse).toHaveAttribute('aria-controls', details.id);
    // the grid moves the rows after it down by the panel's height
    await waitFor(() => expect([...document.querySelectorAll('style')].some((s) => s.textContent!.includes('[row-index="1"]'))).toBe(true));
    fireEvent.click(collapse);
    await waitFor(() => expect(screen.queryByRole('region', { name: 'RMA details of PO-1000001' })).toBeNull());
    expect([...document.querySelectorAll('style')].some((s) => s.textContent!.includes('[row-index="1"]'))).toBe(false);
  }, 40_000);
});
