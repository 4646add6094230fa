// Settings > Integrations: the token secret shown once, revoke after confirming, the delivery log with Replay, and
// the page and its menu item for Admins only.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES, type ApiToken, type WebhookDelivery, type WebhookEndpoint } from '@portal/contracts';
import { ADMIN_USER, CLERK_USER, jsonResponse, renderApp, signedInApi } from '../../../test/render-app.tsx';

const TOKEN: ApiToken = {
  id: 7,
  name: 'ERP',
  prefix: 'sp_live_AbCd',
  scopes: ['read', 'orders:write'],
  createdBy: 'admin@acme.test',
  createdOn: '2026-11-20T10:00:00Z',
  expiresOn: null,
  lastUsedOn: null,
  revokedOn: null,
};
const ENDPOINT: WebhookEndpoint = {
  id: 3,
  url: 'https://erp.example.com/hooks',
  events: ['order.changed'],
  isActive: true,
  disabledReason: null,
  consecutiveFailures: 0,
  createdOn: '2026-11-20T10:00:00Z',
};
const DELIVERY: WebhookDelivery = {
  id: 41,
  endpointId: 3,
  event: 'order.changed',
  orderId: 1001,
  status: 'delivered',
  attempts: 2,
  lastStatusCode: 200,
  lastError: null,
  nextAttemptOn: null,
  createdOn: '2026-11-20T10:00:00Z',
  deliveredOn: '2026-11-20T10:01:00Z',
  replayOf: null,
  attemptLog: [
    { attemptedOn: '2026-11-20T10:00:00Z', statusCode: 500, error: null, durationMs: 12 },
    { attemptedOn: '2026-11-20T10:00:30Z', statusCode: 200, error: null, durationMs: 9 },
  ],
};
const API = {
  'GET /api/integrations/api-tokens': () => jsonResponse(200, [TOKEN]),
  'GET /api/integrations/webhook-endpoints': () => jsonResponse(200, [ENDPOINT]),
  'GET /api/integrations/webhook-endpoints/3/deliveries': () => jsonResponse(200, [DELIVERY]),
};
const callsTo = (fetchMock: ReturnType<typeof signedInApi>, method: string, path: string) =>
  fetchMock.mock.calls.filter(([url, init]) => url === path && init?.method === method);

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('IntegrationsPage', () => {
  it('creates a token with its scopes and shows the secret once', async () => {
    const user = userEvent.setup();
    const secret = 'sp_live_AbCdEfGhIjKlMnOpQrStUvWxYz0123456789abcdefg';
    const fetchMock = signedInApi(
      ADMIN_USER,
      {},
      {
        ...API,
        'POST /api/integrations/api-tokens': () => jsonResponse(201, { ...TOKEN, id: 8, name: 'Shop', secret }),
      },
    );
    renderApp('/settings/integrations');
    const table = await screen.findByRole('table', { name: 'API tokens' });
    expect(within(table).getByRole('row', { name: /ERP/ })).toHaveTextContent('sp_live_AbCd…');
    await user.click(screen.getByRole('button', { name: 'Create token' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create API token' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Shop');
    await user.click(within(dialog).getByRole('checkbox', { name: /^orders:write/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Create token' }));
    const shown = await screen.findByRole('dialog', { name: 'API token "Shop" created' });
    expect(within(shown).getByRole('textbox', { name: 'API token' })).toHaveValue(secret);
    expect(within(shown).getByText('Copy it now: it is shown only this once.')).toBeVisible();
    const [[, init]] = callsTo(fetchMock, 'POST', '/api/integrations/api-tokens') as [[string, RequestInit]];
    expect(JSON.parse(String(init.body))).toEqual({ name: 'Shop', scopes: ['read', 'orders:write'], expiresOn: null });
    await user.click(within(shown).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByText(secret)).toBeNull());
    expect(screen.queryByDisplayValue(secret)).toBeNull();
  });

  it('revokes a token only after confirming', async () => {
    const user = userEvent.setup();
    const fetchMock = signedInApi(ADMIN_USER, {}, { ...API, 'POST /api/integrations/api-tokens/7/revoke': () => jsonResponse(204) });
    renderApp('/settings/integrations');
    await user.click(await screen.findByRole('button', { name: 'Revoke ERP' }));
    const confirm = await screen.findByRole('dialog', { name: 'Revoke API token' });
    expect(callsTo(fetchMock, 'POST', '/api/integrations/api-tokens/7/revoke')).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST', '/api/integrations/api-tokens/7/revoke')).toHaveLength(1));
  });

  it('shows the delivery log with attempts and answers, and replays a delivery', async () => {
    const user = userEvent.setup();
    const fetchMock = signedInApi(
      ADMIN_USER,
      {},
      {
        ...API,
        'POST /api/integrations/webhook-deliveries/41/replay': () =>
          jsonResponse(201, { ...DELIVERY, id: 42, replayOf: 41, status: 'pending' }),
      },
    );
    renderApp('/settings/integrations');
    await user.click(await screen.findByRole('button', { name: 'Deliveries' }));
    const log = await screen.findByRole('table', { name: 'Delivery log' });
    expect(within(log).getByRole('row', { name: /order.changed/ })).toHaveTextContent('41order.changed1001delivered2HTTP 200');
    await user.click(within(log).getByRole('button', { name: 'Attempts of delivery 41' }));
    expect(await within(log).findByText(/HTTP 500 \(12 ms\)/)).toBeVisible();
    await user.click(within(log).getByRole('button', { name: 'Replay delivery 41' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST', '/api/integrations/webhook-deliveries/41/replay')).toHaveLength(1));
  });

  it('is for Admins only: a clerk has no menu item and gets the 403 text', async () => {
    const user = userEvent.setup();
    signedInApi(CLERK_USER, {}, API);
    renderApp('/settings/integrations');
    expect(await screen.findByText(MESSAGES.forbidden)).toBeVisible();
    // a page with its title, not a bare sentence
    expect(screen.getByRole('heading', { level: 1, name: 'Integrations' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: /^Profile/ }));
    expect(await screen.findByRole('menuitem', { name: 'Change Password' })).toBeVisible();
    expect(screen.queryByRole('menuitem', { name: 'Integrations' })).toBeNull();
  });

  it('offers Integrations in the profile menu to an Admin', async () => {
    const user = userEvent.setup();
    signedInApi(ADMIN_USER, {}, API);
    renderApp('/');
    await user.click(await screen.findByRole('button', { name: /^Profile/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Integrations' }));
    expect(await screen.findByRole('heading', { name: 'Integrations', level: 1 })).toBeVisible();
  });
});
