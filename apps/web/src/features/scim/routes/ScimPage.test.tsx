// Settings > SCIM provisioning: the base URL and groups an identity provider needs, a token made and its secret shown
// once, revoke after confirming, and the page for Admins only.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES, SCIM_CALLS_PER_MINUTE, type ScimToken } from '@portal/contracts';
import { CLERK_USER, ADMIN_USER, jsonResponse, renderApp, signedInApi } from '../../../test/render-app.tsx';

const TOKEN: ScimToken = {
  id: 4,
  name: 'Okta',
  prefix: 'scim_AbCd',
  createdBy: 'admin@acme.test',
  createdOn: '2026-11-20T10:00:00Z',
  lastUsedOn: null,
  revokedOn: null,
};
const callsTo = (fetchMock: ReturnType<typeof signedInApi>, method: string, path: string) =>
  fetchMock.mock.calls.filter(([url, init]) => url === path && init?.method === method);

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('ScimPage', () => {
  it('shows the base URL and the groups, makes a token and shows its secret once', async () => {
    const user = userEvent.setup();
    const secret = 'scim_AbCdEfGhIjKlMnOpQrStUvWxYz0123456789abcdefg';
    let tokens = [TOKEN];
    const fetchMock = signedInApi(
      ADMIN_USER,
      {},
      {
        'GET /api/scim/tokens': () => jsonResponse(200, tokens),
        'POST /api/scim/tokens': () => {
          const made = { ...TOKEN, id: 5, name: 'Entra ID', prefix: 'scim_Zyxw' };
          tokens = [made, TOKEN];
          return jsonResponse(201, { ...made, secret });
        },
      },
    );
    renderApp('/settings/scim');
    expect(await screen.findByRole('heading', { level: 1, name: 'SCIM provisioning' })).toBeInTheDocument();
    expect(screen.getByText(`${window.location.origin}/scim/v2`)).toBeInTheDocument();
    expect(screen.getByText(/Admin and User/)).toBeInTheDocument();
    // the token's limit a minute and what a Group Push may do, in the words the server uses
    expect(
      screen.getByText(`HTTP header, bearer token: a SCIM token below (at most ${SCIM_CALLS_PER_MINUTE} calls a minute each)`),
    ).toBeInTheDocument();
    expect(screen.getByText(/no other group can be made/)).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'SCIM tokens' });
    expect(within(table).getByRole('row', { name: /Okta/ })).toHaveTextContent('scim_AbCd…');
    await user.click(screen.getByRole('button', { name: 'Create token' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create SCIM token' });
    await user.click(within(dialog).getByRole('button', { name: 'Create token' }));
    expect(await within(dialog).findByText(/Enter a name/)).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/scim/tokens')).toHaveLength(0);
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Entra ID');
    await user.click(within(dialog).getByRole('button', { name: 'Create token' }));
    const shown = await screen.findByRole('dialog', { name: 'SCIM token "Entra ID" created' });
    expect(within(shown).getByRole('textbox', { name: 'SCIM token' })).toHaveValue(secret);
    expect(JSON.parse(String(callsTo(fetchMock, 'POST', '/api/scim/tokens')[0]![1]!.body))).toEqual({ name: 'Entra ID' });
    await user.click(within(shown).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // once: the list shows the new token by its prefix, never its secret
    expect(await within(screen.getByRole('table', { name: 'SCIM tokens' })).findByRole('row', { name: /Entra ID/ })).toHaveTextContent(
      'scim_Zyxw…',
    );
    expect(screen.queryByText(secret)).not.toBeInTheDocument();
  });

  it('revokes a token after confirming', async () => {
    const user = userEvent.setup();
    let revoked = false;
    const fetchMock = signedInApi(
      ADMIN_USER,
      {},
      {
        'GET /api/scim/tokens': () => jsonResponse(200, [{ ...TOKEN, revokedOn: revoked ? '2026-11-21T10:00:00Z' : null }]),
        'DELETE /api/scim/tokens/4': () => {
          revoked = true;
          return new Response(null, { status: 204 });
        },
      },
    );
    renderApp('/settings/scim');
    await user.click(await screen.findByRole('button', { name: 'Revoke Okta' }));
    const confirm = await screen.findByRole('dialog', { name: 'Revoke SCIM token' });
    await user.click(within(confirm).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(callsTo(fetchMock, 'DELETE', '/api/scim/tokens/4')).toHaveLength(1));
    expect(await screen.findByText('Revoked')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Revoke Okta' })).not.toBeInTheDocument();
  });

  it('is for Admins only: a user gets the 403 text under the title, and no token is read', async () => {
    const fetchMock = signedInApi(CLERK_USER, {}, { 'GET /api/scim/tokens': () => jsonResponse(200, [TOKEN]) });
    renderApp('/settings/scim');
    expect(await screen.findByText(MESSAGES.forbidden)).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'SCIM provisioning' })).toBeVisible();
    expect(screen.queryByRole('table', { name: 'SCIM tokens' })).toBeNull();
    expect(callsTo(fetchMock, 'GET', '/api/scim/tokens')).toHaveLength(0);
  });

  it('is linked from the Users page', async () => {
    const user = userEvent.setup();
    signedInApi(
      ADMIN_USER,
      {},
      { 'GET /api/supplier-users': () => jsonResponse(200, []), 'GET /api/scim/tokens': () => jsonResponse(200, []) },
    );
    renderApp('/users');
    await user.click(await screen.findByRole('link', { name: 'SCIM provisioning' }));
    expect(await screen.findByText('No SCIM tokens yet.')).toBeVisible();
  });
});
