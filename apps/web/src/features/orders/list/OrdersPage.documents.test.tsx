// The orders list's document actions column follows the DownloadShippingFilesFromList flag (spec: "removed unless the
// flag ... is on"). The E2E server seeds every flag on, so the off state is checked here with the flag answer mocked.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { OrderSummary } from '@portal/contracts';
import { jsonResponse, renderApp, signedInApi } from '../../../test/render-app.tsx';
import { anOrderSummary } from './order-summary.fixtures.ts';

const base = anOrderSummary();
const ROWS: OrderSummary[] = [
  { ...base, id: 1, orderIdForSearch: 'PO-1000001', hasGroundLabel: true, labelFileName: '20251120090000__shipping-labels-a.pdf' },
  { ...base, id: 2, orderIdForSearch: 'PO-1000002', shippingType: 'Ltl', bolFileName: '20251120090000__bill-of-lading-PO-1000002.pdf' },
  { ...base, id: 3, orderIdForSearch: 'PO-1000003' },
];
const DOWNLOAD_URL = '/api/files/download?token=signed';

function renderOrders(flagOn: boolean) {
  const fetchMock = signedInApi(
    undefined,
    { DownloadShippingFilesFromList: flagOn },
    {
      'GET /api/order-summaries': () => {
        const response = jsonResponse(200, ROWS);
        response.headers.set('Content-Range', `items 0-${ROWS.length - 1}/${ROWS.length}`);
        return response;
      },
      'POST /api/documents/download-url': () => jsonResponse(200, DOWNLOAD_URL),
    },
  );
  renderApp('/orders');
  return fetchMock;
}

/** The grid row of a PO number as it is on screen now. */
async function rowOf(po: string): Promise<HTMLElement> {
  const link = await screen.findByRole('link', { name: po }, { timeout: 15000 });
  return link.closest('[role="row"]') as HTMLElement;
}

/**
 * Waits for the first rows. The grid may still redraw its first block once while it sets up; every step below finds
 * its row again (rowOf) right before acting on it, so no wait for that redraw is needed.
 */
async function gridSettled(): Promise<void> {
  await rowOf(ROWS[0]!.orderIdForSearch);
}

/** The file names the page asked a download link for, in order. */
function askedFiles(fetchMock: ReturnType<typeof renderOrders>): string[] {
  return fetchMock.mock.calls
    .filter(([url]) => url === '/api/documents/download-url')
    .map(([, init]) => (JSON.parse(String(init?.body)) as { value: string }).value);
}

/**
 * Clicks a row's download button until the page has opened the file `calls` times in all. Under a loaded machine the
 * grid may redraw the row between finding the button and the click reaching React (the click then lands on a detached
 * cell and nothing happens, as it would for a person whose row just redrew); clicking the row as it is on screen again
 * is what a person does.
 */
async function clickUntilOpened(open: { mock: { calls: unknown[] } }, po: string, name: string, calls: number) {
  await waitFor(
    async () => {
      if (open.mock.calls.length < calls) fireEvent.click(within(await rowOf(po)).getByRole('button', { name }));
      await waitFor(() => expect(open.mock.calls.length).toBeGreaterThanOrEqual(calls), { timeout: 3000 });
    },
    { timeout: 20_000 },
  );
}

describe('orders list document actions', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('with DownloadShippingFilesFromList on, a row with a label or a bill of lading downloads it by name; a row without files has no action', async () => {
    const fetchMock = renderOrders(true);
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    await gridSettled();
    expect(screen.getByRole('columnheader', { name: 'Documents' })).toBeVisible();

    const labelled = await rowOf('PO-1000001');
    expect(within(labelled).queryByRole('button', { name: 'Download bill of lading' })).toBeNull();
    await clickUntilOpened(open, 'PO-1000001', 'Download label', 1);
    expect(open).toHaveBeenLastCalledWith(DOWNLOAD_URL, '_blank', 'noopener');
    expect(new Set(askedFiles(fetchMock))).toEqual(new Set(['20251120090000__shipping-labels-a.pdf']));

    const booked = await rowOf('PO-1000002');
    expect(within(booked).queryByRole('button', { name: 'Download label' })).toBeNull();
    const before = open.mock.calls.length;
    await clickUntilOpened(open, 'PO-1000002', 'Download bill of lading', before + 1);
    expect(open).toHaveBeenLastCalledWith(DOWNLOAD_URL, '_blank', 'noopener');
    expect(askedFiles(fetchMock).at(-1)).toBe('20251120090000__bill-of-lading-PO-1000002.pdf');

    expect(within(await rowOf('PO-1000003')).queryAllByRole('button', { name: /^Download/ })).toEqual([]);
  }, 60_000);

  it('with DownloadShippingFilesFromList off, the column is removed and no row offers a download', async () => {
    renderOrders(false);
    await gridSettled();
    expect(screen.queryByRole('columnheader', { name: 'Documents' })).toBeNull();
    expect(screen.queryAllByRole('button', { name: /^Download/ })).toEqual([]);
    // the columns menu lists the list's columns; Documents is not among them
    fireEvent.click(screen.getByRole('button', { name: 'Columns' }));
    expect(await screen.findByRole('menuitem', { name: 'Status' })).toBeVisible();
    expect(screen.queryByRole('menuitem', { name: 'Documents' })).toBeNull();
  }, 40_000);
});
