import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CLERK_USER, jsonResponse, renderApp, signedInApi } from '../../../test/render-app.tsx';

const SESSIONS = [
  {
    id: 's1',
    device: 'Chrome on Windows',
    signedInOn: '2026-03-02T14:00:00.000Z',
    lastUsedOn: '2026-03-03T09:30:00.000Z',
    current: true,
    assurance: null,
  },
  {
    id: 's2',
    device: 'Safari on iPhone',
    signedInOn: '2026-03-01T08:00:00.000Z',
    lastUsedOn: '2026-03-01T08:10:00.000Z',
    current: false,
    assurance: 'acr urn:example:loa:mfa · amr pwd otp',
  },
];

describe('the Sessions page', () => {
  it('lists the devices with this one marked, and ends another', async () => {
    let sessions = SESSIONS;
    const fetchMock = signedInApi(
      CLERK_USER,
      {},
      {
        'GET /api/sessions': () => jsonResponse(200, sessions),
        'DELETE /api/sessions/s2': () => {
          sessions = SESSIONS.slice(0, 1);
          return new Response(null, { status: 204 });
        },
      },
    );
    renderApp('/account/sessions');
    const table = await screen.findByRole('table', { name: 'Sessions' });
    expect(await within(table).findByText('Safari on iPhone')).toBeVisible();
    // a session signed in through the company's identity provider says how the provider signed the person in
    expect(within(table).getByText('Identity provider sign-in: acr urn:example:loa:mfa · amr pwd otp')).toBeVisible();
    const mine = within(table).getByText('Chrome on Windows').closest('tr')!;
    expect(within(mine).getByText('This device')).toBeVisible();
    expect(within(mine).queryByRole('button')).toBeNull();
    await userEvent.click(within(table).getByRole('button', { name: /^End session: Safari on iPhone/ }));
    expect(await screen.findByText('The session was ended.')).toBeVisible();
    await expect.poll(() => within(table).queryByText('Safari on iPhone')).toBeNull();
    expect(
      fetchMock.mock.calls.some(([url, init]) => String(url).endsWith('/api/sessions/s2') && (init as RequestInit).method === 'DELETE'),
    ).toBe(true);
    expect(screen.getByRole('button', { name: 'End all other sessions' })).toBeDisabled();
  });
});
