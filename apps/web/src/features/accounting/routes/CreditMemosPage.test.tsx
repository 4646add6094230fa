// The credit memos page through the real router: the spec's columns, 'View notes' only for memos with notes, the
// memo's own PDF downloaded by its stored name.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CreditMemoSummary } from '@portal/contracts';
import { jsonResponse, renderApp, signedInApi } from '../../../test/render-app.tsx';

const memo = (id: number, memoNumber: string, notes: CreditMemoSummary['notes']): CreditMemoSummary => ({
  id,
  memoNumber,
  memoDate: '2026-10-10',
  purchaseOrderNumber: 'PO-1000336, PO-1000337',
  creationDate: '2026-10-11T15:00:00.000Z',
  amount: '28.06',
  reasonForCredit: 'Customer return - damaged in transit',
  notes,
  rmaDetails: [],
  fileName: `20261011150000__${memoNumber}.pdf`,
});
const ROWS = [memo(1, 'CM-2026-0122', [{ type: 'Supplier', comment: 'Issued.', fileNames: [] }]), memo(2, 'CM-2026-0123', [])];

describe('CreditMemosPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists the memos with their columns, notes only where they exist, and downloads a memo PDF', async () => {
    const fetchMock = signedInApi(
      undefined,
      { CreditRequests: true },
      {
        'GET /api/accounting/supplier-credit-memos': () => {
          const response = jsonResponse(200, ROWS);
          response.headers.set('Content-Range', 'items 0-1/2');
          return response;
        },
        'POST /api/documents/download-url': () => jsonResponse(200, '/api/files/download?token=signed'),
      },
    );
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderApp('/accounting/credit-memos');
    expect(await screen.findByRole('heading', { name: 'Credit memos' })).toBeVisible();
    const rowOf = async (text: string) => (await screen.findByText(text, {}, { timeout: 15000 })).closest('[role="row"]') as HTMLElement;
    await rowOf('CM-2026-0122');
    for (const name of ['Memo number', 'PO number', 'Amount', 'Memo date', 'Creation date', 'Reason for credit', 'Notes'])
      expect(screen.getByRole('columnheader', { name })).toBeVisible();
    expect(within(await rowOf('CM-2026-0122')).getByRole('button', { name: 'View notes of CM-2026-0122' })).toBeVisible();
    expect(within(await rowOf('CM-2026-0123')).queryByRole('button', { name: /View notes/ })).toBeNull();
    expect(within(await rowOf('CM-2026-0122')).getByText('Oct 10, 2026')).toBeVisible();
    fireEvent.click(within(await rowOf('CM-2026-0123')).getByRole('button', { name: 'Download credit memo CM-2026-0123' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const asked = fetchMock.mock.calls
      .filter(([url]) => url === '/api/documents/download-url')
      .map(([, init]) => JSON.parse(String(init?.body)));
    expect(asked).toEqual([{ value: '20261011150000__CM-2026-0123.pdf' }]);
  }, 40_000);
});
