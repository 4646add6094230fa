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
  signOutRedirectUri: 'http://localhost:3000/login',
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

  it('shows a SAML provider and what to give it, and saves new metadata with the IdP-initiated choice', async () => {
    const certificate = '-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----\n';
    const saml: SsoSettings = {
      ...SETTINGS,
      provider: {
        kind: 'saml',
        entityId: 'https://idp.acme.example/entity',
        ssoUrl: 'https://idp.acme.example/sso',
        certificate,
        certificateExpiresOn: '2030-01-01T00:00:00.000Z',
        allowIdpInitiated: false,
        newPersonRole: 'User',
        enforced: false,
      },
    };
    const fetchMock = signedInApi(
      undefined,
      { SingleSignOn: true },
      { 'GET /api/sso/provider': () => jsonResponse(200, saml), 'PUT /api/sso/provider': () => jsonResponse(200, saml) },
    );
    renderApp('/settings/single-sign-on');
    expect(await screen.findByRole('textbox', { name: 'Entity ID' })).toHaveValue('https://idp.acme.example/entity');
    expect(screen.getByRole('textbox', { name: 'Sign-in address' })).toHaveValue('https://idp.acme.example/sso');
    expect(screen.queryByRole('textbox', { name: /Issuer/ })).toBeNull();
    expect(screen.getByText('http://localhost:3000/api/sso/saml/1/acs')).toBeVisible();
    expect(screen.getByRole('link', { name: 'service provider metadata' })).toHaveAttribute(
      'href',
      'http://localhost:3000/api/sso/saml/1/metadata',
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'Identity provider metadata (XML)' }), '<EntityDescriptor/>');
    await userEvent.click(screen.getByRole('switch', { name: /IdP-initiated/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Save identity provider' }));
    await vi.waitFor(() =>
      expect(savedBody(fetchMock.mock.calls)).toEqual({
        kind: 'saml',
        metadataXml: '<EntityDescriptor/>',
        entityId: 'https://idp.acme.example/entity',
        ssoUrl: 'https://idp.acme.example/sso',
        // trimmed as the request's schema takes it
        certificate: certificate.trim(),
        newPersonRole: 'User',
        enforced: false,
        allowIdpInitiated: true,
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
