import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { queryOptions } from '@tanstack/react-query';
import { PART_ERROR_TEXT } from '../../../../components/feedback/PartErrorBoundary.tsx';
import { jsonResponse, mockApi } from '../../../../test/render-app.tsx';
import { aFacility, renderWithQuery } from '../order-detail.fixtures.tsx';
import { FacilityFormDialog } from './FacilityFormDialog.tsx';

const facility = (id: number, name: string, isActive: boolean) => aFacility({ id, name, isActive });
const detailsQuery = queryOptions({
  queryKey: ['test', 'details'],
  queryFn: async () => {
    const res = await fetch('/api/details');
    if (!res.ok) throw new Error('failed');
    return (await res.json()) as { note: string };
  },
  retry: false,
});

/** What whileBusy passed back to the form when its send failed (the form shows it). */
let sendErrors: unknown[] = [];

function renderDialog(send: () => Promise<void> = async () => {}) {
  sendErrors = [];
  return renderWithQuery(
    <FacilityFormDialog
      title="Test dialog"
      width="lg"
      onClose={() => {}}
      detailsQuery={detailsQuery}
      form={({ facilities, details, busy, whileBusy }) => (
        <div>
          <p>{`${facilities.map((f) => f.name).join(', ')} / ${details.note}`}</p>
          <button type="button" disabled={busy} onClick={() => void whileBusy(send).catch((error: unknown) => sendErrors.push(error))}>
            Send
          </button>
        </div>
      )}
    />,
  );
}

describe('FacilityFormDialog', () => {
  it('gives the form the active facilities and the loaded details once both are in', async () => {
    mockApi({
      'GET /api/suppliers/facilities': () =>
        jsonResponse(200, [facility(1, 'Main', true), facility(2, 'Old', false), facility(3, 'East', true)]),
      'GET /api/details': () => jsonResponse(200, { note: 'ready' }),
    });
    renderDialog();
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeVisible();
    expect(await screen.findByText('Main, East / ready')).toBeVisible();
  });

  it('shows the part error when the second load fails', async () => {
    mockApi({
      'GET /api/suppliers/facilities': () => jsonResponse(200, [facility(1, 'Main', true)]),
      'GET /api/details': () => jsonResponse(500, { title: 'boom', status: 500 }),
    });
    renderDialog();
    expect(await screen.findByText(PART_ERROR_TEXT)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Send' })).toBeNull();
  });

  it('keeps the dialog and the form busy until the send settles, even when it fails', async () => {
    mockApi({
      'GET /api/suppliers/facilities': () => jsonResponse(200, [facility(1, 'Main', true)]),
      'GET /api/details': () => jsonResponse(200, { note: 'ready' }),
    });
    let settle: (ok: boolean) => void = () => {};
    renderDialog(() => new Promise<void>((resolve, reject) => (settle = (ok) => (ok ? resolve() : reject(new Error('refused'))))));
    fireEvent.click(await screen.findByRole('button', { name: 'Send' }));
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Close' })).toBeDisabled();
    settle(false);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Close' })).toBeEnabled());
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
    // the failure reaches the form, which shows it
    expect(sendErrors.map((e) => (e as Error).message)).toEqual(['refused']);
  });
});
