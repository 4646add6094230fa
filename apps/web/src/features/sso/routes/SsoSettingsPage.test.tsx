// The Admin's "Single sign-on" page over a mocked API: the provider's settings (the secret never shown; left empty it
// is not sent), the address to register, the domains with their proof, and the flag off.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SsoSettings } from '@portal/contracts';
import { jsonResponse, renderApp, signedInApi } from '../../../test/render-app.tsx';

const SETTINGS: SsoSettings = {
  provider: {
    kind: 'oidc',
    issuer: 'https://login.acme.example',
    clientId: 'portal',
    clientSecretSet: true,
    newPersonRole: 'User',
    enforced: false,
  },
  redirectUri: 'http://localhost:3000/sso/callback',
  serviceProvider: {
    entityId: 'http://localhost:3000/api/sso/saml/1/metadata',
    acsUrl: 'http://localhost:3000/api/sso/saml/1/acs',
    metadataUrl: 'http://localhost:3000/api/sso/saml/1/metadata',
  },
  domains: [
    { id: 1, domain: 'acme.example', status: 'proved', provedBy: 'operator', provedOn: '2026-11-02T15:00:00.000Z' },
    { id: 2, domain: 'acme-home.example', status: 'pending', provedBy: null, provedOn: null },
  ],
};

/** The body of the page's PUT of the provider. */
const savedBody = (calls: unknown[][]) => {
  const put = calls.find(([url, init]) => String(url).endsWith('/api/sso/provider') && (init as RequestInit | undefined)?.method === 'PUT');
  return put ? JSON.parse(String((put[1] as RequestInit).body)) : undefined;
};

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the single sign-on page', () => {
  it('shows the provider, the address to register and the domains; saving without a secret keeps the stored one', async () => {
    const fetchMock = signedInApi(
      undefined,
      { SingleSignOn: true },
      {
        'GET /api/sso/provider': () => jsonResponse(200, SETTINGS),
        'PUT /api/sso/provider': () => jsonResponse(200, { ...SETTINGS, provider: { ...SETTINGS.provider!, enforced: true } }),
      },
    );
    renderApp('/settings/single-sign-on');
    expect(await screen.findByRole('textbox', { name: /Issuer/ })).toHaveValue('https://login.acme.example');
    expect(screen.getByText('http://localhost:3000/sso/callback')).toBeVisible();
    expect(screen.getByLabelText(/Client secret/)).toHaveValue('');
    const domains = screen.getByRole('list', { name: 'Domains' });
    expect(within(domains).getByText('Proved')).toBeVisible();
    expect(within(domains).getByText('Waiting for proof')).toBeVisible();
    expect(within(domains).getByRole('button', { name: 'Send verification mail' })).toBeVisible();

    await userEvent.click(screen.getByRole('switch', { name: /Enforce/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Save identity provider' }));
    await vi.waitFor(() =>
      expect(savedBody(fetchMock.mock.calls)).toEqual({
        kind: 'oidc',
        issuer: 'https://login.acme.example',
        clientId: 'portal',
        newPersonRole: 'User',
        enforced: true,
      }),
    );
  });

  it('refuses an issuer that is not an https address before sending', async () => {
    const fetchMock = signedInApi(undefined, { SingleSignOn: true }, { 'GET /api/sso/provider': () => jsonResponse(200, SETTINGS) });
    renderApp('/settings/single-sign-on');
    const issuer = await screen.findByRole('textbox', { name: /Issuer/ });
    await userEvent.clear(issuer);
    await userEvent.type(issuer, 'http://login.acme.example');
    await userEvent.click(screen.getByRole('button', { name: 'Save identity provider' }));
    expect(await screen.findByText('Enter the address of the identity provider (https://…).')).toBeVisible();
    expect(fetchMock.mock.calls.some(([, init]) => (init as RequestInit | undefined)?.method === 'PUT')).toBe(false);
  });

  it('is not found while the SingleSignOn flag is off', async () => {
    signedInApi(
      undefined,
      { SingleSignOn: false },
      { 'GET /api/sso/provider': () => jsonResponse(404, { title: 'Not Found', status: 404 }) },
    );
    renderApp('/settings/single-sign-on');
    expect(await screen.findByRole('heading', { name: /not found/i })).toBeVisible();
  });
});
