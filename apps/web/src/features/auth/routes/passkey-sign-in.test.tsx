// Signing in with a passkey over a mocked API, the browser's WebAuthn call (@simplewebauthn/browser) mocked: without a
// password from /login, and as the second step ("Use a passkey") with the first step's challenge.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PASSKEY_BROWSER_MESSAGES, PASSKEY_MESSAGES } from '@portal/contracts';
import { PASSKEY_ANSWER, REQUEST_OPTIONS, sentBody } from '../../../test/passkey-answers.ts';
import { currentPath, jsonResponse, mockApi, renderApp } from '../../../test/render-app.tsx';
import { ACCESS_TOKEN_KEY } from '../../../lib/session.ts';

const browser = vi.hoisted(() => ({
  startRegistration: vi.fn(),
  startAuthentication: vi.fn(),
  browserSupportsWebAuthn: vi.fn(() => true),
}));
vi.mock('@simplewebauthn/browser', () => browser);

const TOKENS = { accessToken: 'a2', refreshToken: 'r2', sessionKind: 'supplier' };
const CURRENT_USER = { id: 1, userName: 'u', name: 'Una', roles: [], supplierCanProcessOrders: true };
const signedInHandlers = {
  'GET /api/current-user': () => jsonResponse(200, CURRENT_USER),
  'GET /api/feature-flags/values': () => jsonResponse(200, {}),
};

beforeEach(() => {
  browser.startAuthentication.mockReset();
  browser.browserSupportsWebAuthn.mockReturnValue(true);
});

describe('signing in with a passkey', () => {
  it('signs in without a password from /login', async () => {
    browser.startAuthentication.mockResolvedValue(PASSKEY_ANSWER);
    const fetchMock = mockApi({
      'POST /api/passkeys/sign-in/options': () => jsonResponse(200, REQUEST_OPTIONS),
      'POST /api/passkeys/sign-in': () => jsonResponse(200, TOKENS),
      ...signedInHandlers,
    });
    const { router } = renderApp('/login?returnUrl=%2Finsights');
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in with a passkey' }));
    expect(await screen.findByRole('heading', { name: 'Insights' })).toBeVisible();
    expect(currentPath(router)).toBe('/insights');
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBe('a2');
    expect(sentBody(fetchMock.mock.calls, '/api/passkeys/sign-in/options')).toEqual({});
    expect(browser.startAuthentication).toHaveBeenCalledWith({ optionsJSON: REQUEST_OPTIONS });
    expect(sentBody(fetchMock.mock.calls, '/api/passkeys/sign-in')).toEqual({ passkey: PASSKEY_ANSWER });
  });

  it("shows the server's refusal and stays signed out", async () => {
    browser.startAuthentication.mockResolvedValue(PASSKEY_ANSWER);
    mockApi({
      'POST /api/passkeys/sign-in/options': () => jsonResponse(200, REQUEST_OPTIONS),
      'POST /api/passkeys/sign-in': () => jsonResponse(400, { title: 'Bad Request', status: 400, detail: PASSKEY_MESSAGES.invalid }),
    });
    const { router } = renderApp('/login');
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in with a passkey' }));
    expect(await screen.findByText(PASSKEY_MESSAGES.invalid)).toBeVisible();
    expect(currentPath(router)).toBe('/login');
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
  });

  it('says so in a browser without passkeys', async () => {
    browser.browserSupportsWebAuthn.mockReturnValue(false);
    mockApi({ 'POST /api/passkeys/sign-in/options': () => jsonResponse(200, REQUEST_OPTIONS) });
    renderApp('/login');
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in with a passkey' }));
    expect(await screen.findByText(PASSKEY_BROWSER_MESSAGES.unsupported)).toBeVisible();
    expect(browser.startAuthentication).not.toHaveBeenCalled();
  });

  it('offers "Use a passkey" as the second step and sends the challenge with it', async () => {
    browser.startAuthentication.mockResolvedValue(PASSKEY_ANSWER);
    const fetchMock = mockApi({
      'POST /api/auth/access-tokens': () =>
        jsonResponse(200, { secondFactor: { challengeToken: 'c1', methods: ['passkey'], enrolmentRequired: false } }),
      'POST /api/passkeys/sign-in/options': () => jsonResponse(200, REQUEST_OPTIONS),
      'POST /api/passkeys/sign-in': () => jsonResponse(200, TOKENS),
      ...signedInHandlers,
    });
    const { router } = renderApp('/login?returnUrl=%2Finsights');
    await userEvent.type(await screen.findByRole('textbox', { name: 'Username' }), 'una');
    await userEvent.type(screen.getByLabelText('Password'), 'secret');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'Two-step verification' })).toBeVisible();
    // a person with only a passkey is asked for no code
    expect(screen.queryByRole('textbox', { name: 'Code' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Use a passkey' }));
    expect(await screen.findByRole('heading', { name: 'Insights' })).toBeVisible();
    expect(currentPath(router)).toBe('/insights');
    expect(sentBody(fetchMock.mock.calls, '/api/passkeys/sign-in/options')).toEqual({ challengeToken: 'c1' });
    expect(sentBody(fetchMock.mock.calls, '/api/passkeys/sign-in')).toEqual({ challengeToken: 'c1', passkey: PASSKEY_ANSWER });
  });
});
