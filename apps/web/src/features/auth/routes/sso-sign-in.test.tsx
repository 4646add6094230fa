// Signing in with the company's identity provider over a mocked API: /login's way to /login/sso, the e-mail sent and the
// browser sent to the provider with this tab's key kept; /sso/callback's answer with that key, signed in; refusals shown.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SSO_MESSAGES } from '@portal/contracts';
import { sentBody } from '../../../test/passkey-answers.ts';
import { currentPath, jsonResponse, mockApi, renderApp } from '../../../test/render-app.tsx';
import { ACCESS_TOKEN_KEY } from '../../../lib/session.ts';

const TOKENS = { accessToken: 'a3', refreshToken: 'r3', sessionKind: 'supplier' };
const CURRENT_USER = { id: 1, userName: 'pat@acme.test', name: 'Pat', roles: [], supplierCanProcessOrders: true };
const AUTHORIZATION_URL = 'https://login.acme.example/authorize?state=s1';

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe("signing in with the company's identity provider", () => {
  it('goes from /login to the e-mail, then sends the browser to the provider, keeping the key in this tab', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const fetchMock = mockApi({
      'POST /api/sso/sign-ins': () => jsonResponse(200, { authorizationUrl: AUTHORIZATION_URL, browserKey: 'k1' }),
    });
    renderApp('/login');
    await userEvent.click(await screen.findByRole('link', { name: "Sign in with your company's identity provider" }));
    await userEvent.type(await screen.findByRole('textbox', { name: 'Email' }), 'pat@acme.test');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith(AUTHORIZATION_URL));
    expect(sentBody(fetchMock.mock.calls, '/api/sso/sign-ins')).toEqual({ email: 'pat@acme.test' });
    expect(sessionStorage.getItem('sso-browser-key')).toBe('k1');
  });

  it("shows the server's words for an address without a provider", async () => {
    mockApi({ 'POST /api/sso/sign-ins': () => jsonResponse(400, { title: 'Bad Request', status: 400, detail: SSO_MESSAGES.notSetUp }) });
    renderApp('/login/sso');
    await userEvent.type(await screen.findByRole('textbox', { name: 'Email' }), 'pat@nowhere.test');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(SSO_MESSAGES.notSetUp)).toBeVisible();
  });

  it("exchanges the provider's answer with this tab's key and goes home signed in", async () => {
    sessionStorage.setItem('sso-browser-key', 'k1');
    const fetchMock = mockApi({
      'POST /api/sso/sign-ins/completion': () => jsonResponse(200, TOKENS),
      'GET /api/current-user': () => jsonResponse(200, CURRENT_USER),
      'GET /api/feature-flags/values': () => jsonResponse(200, {}),
    });
    const { router } = renderApp('/sso/callback?code=c1&state=s1&iss=https%3A%2F%2Flogin.acme.example');
    await vi.waitFor(() => expect(currentPath(router)).toBe('/'));
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBe('a3');
    expect(sentBody(fetchMock.mock.calls, '/api/sso/sign-ins/completion')).toEqual({
      code: 'c1',
      state: 's1',
      iss: 'https://login.acme.example',
      browserKey: 'k1',
    });
    expect(sessionStorage.getItem('sso-browser-key')).toBeNull();
  });

  it('refuses an answer in a tab that started no sign-in, without sending it', async () => {
    const fetchMock = mockApi({});
    renderApp('/sso/callback?code=c1&state=s1');
    expect(await screen.findByText(SSO_MESSAGES.signInExpired)).toBeVisible();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/sso/sign-ins/completion'))).toBe(false);
    expect(screen.getByRole('link', { name: 'Try again' })).toBeVisible();
  });
});
