import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentPath, jsonResponse, mockApi, renderApp } from '../../../test/render-app.tsx';
import { ACCESS_TOKEN_KEY } from '../../../lib/session.ts';
import { sentBody } from '../../../test/passkey-answers.ts';

const browser = vi.hoisted(() => ({
  startRegistration: vi.fn(),
  startAuthentication: vi.fn(),
  browserSupportsWebAuthn: vi.fn(() => true),
}));
vi.mock('@simplewebauthn/browser', () => browser);

const TOKENS = { accessToken: 'a2', refreshToken: 'r2', sessionKind: 'supplier' };
const CURRENT_USER = { id: 1, userName: 'u', name: 'Una', roles: [], supplierCanProcessOrders: true };
const PENDING = (enrolmentRequired: boolean) => ({
  secondFactor: { challengeToken: 'c1', methods: enrolmentRequired ? [] : ['totp', 'recovery-code'], enrolmentRequired },
});

async function passwordStep() {
  await userEvent.type(await screen.findByRole('textbox', { name: 'Username' }), 'una');
  await userEvent.type(screen.getByLabelText('Password'), 'secret');
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe("sign-in's second step", () => {
  it('asks for the code after the password and signs in with it', async () => {
    const fetchMock = mockApi({
      'POST /api/auth/access-tokens': () => jsonResponse(200, PENDING(false)),
      'POST /api/second-factor/sign-in': () => jsonResponse(200, TOKENS),
      'GET /api/current-user': () => jsonResponse(200, CURRENT_USER),
      'GET /api/feature-flags/values': () => jsonResponse(200, {}),
    });
    const { router } = renderApp('/login?returnUrl=%2Finsights');
    await passwordStep();
    expect(await screen.findByRole('heading', { name: 'Two-step verification' })).toBeVisible();
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
    await userEvent.type(screen.getByRole('textbox', { name: 'Code' }), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('heading', { name: 'Insights' })).toBeVisible();
    expect(currentPath(router)).toBe('/insights');
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBe('a2');
    const call = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/api/second-factor/sign-in')) as unknown as [
      string,
      RequestInit,
    ];
    expect(JSON.parse(String(call[1].body))).toEqual({ challengeToken: 'c1', code: '123456' });
  });

  it("shows the server's refusal under the code and stays", async () => {
    mockApi({
      'POST /api/auth/access-tokens': () => jsonResponse(200, PENDING(false)),
      'POST /api/second-factor/sign-in': () =>
        jsonResponse(400, { title: 'Bad Request', status: 400, errors: { '$.code': ['The code is incorrect or has already been used.'] } }),
    });
    const { router } = renderApp('/login');
    await passwordStep();
    await userEvent.type(await screen.findByRole('textbox', { name: 'Code' }), '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(
      await screen.findByRole('textbox', { name: 'Code', description: 'The code is incorrect or has already been used.' }),
    ).toBeVisible();
    expect(currentPath(router)).toBe('/login');
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
  });

  it('says a blank code is required without calling the server', async () => {
    const fetchMock = mockApi({ 'POST /api/auth/access-tokens': () => jsonResponse(200, PENDING(false)) });
    renderApp('/login');
    await passwordStep();
    await userEvent.click(await screen.findByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Field is required')).toBeVisible();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/second-factor/'))).toBe(false);
  });

  it('leads a person whose company requires a factor to set one up, shows the recovery codes, then signs in', async () => {
    mockApi({
      'POST /api/auth/access-tokens': () => jsonResponse(200, PENDING(true)),
      'POST /api/second-factor/sign-in/enrolment': () =>
        jsonResponse(200, {
          secret: 'ABCDEFGHIJKLMNOP',
          otpauthUrl: 'otpauth://totp/x',
          qrCodeSvg: '<svg xmlns="http://www.w3.org/2000/svg"/>',
        }),
      'POST /api/second-factor/sign-in/enrolment/confirmation': () =>
        jsonResponse(200, { ...TOKENS, recoveryCodes: ['abcde-fghjk', 'mnpqr-stuvw'] }),
      'GET /api/current-user': () => jsonResponse(200, CURRENT_USER),
      'GET /api/feature-flags/values': () => jsonResponse(200, {}),
    });
    const { router } = renderApp('/login?returnUrl=%2Finsights');
    await passwordStep();
    expect(await screen.findByRole('heading', { name: 'Set up two-step verification' })).toBeVisible();
    expect(await screen.findByRole('img', { name: 'QR code of the key for your authenticator app' })).toBeVisible();
    expect(screen.getByText('ABCD EFGH IJKL MNOP')).toBeVisible();
    await userEvent.type(screen.getByRole('textbox', { name: 'Code from the app' }), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    const list = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(list.textContent).toContain('abcde-fghjk');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: 'Insights' })).toBeVisible();
    expect(currentPath(router)).toBe('/insights');
  });

  it('lets a person whose company requires a factor add a passkey instead, shows the recovery codes, then signs in', async () => {
    const created = {
      id: 'cred',
      rawId: 'cred',
      type: 'public-key',
      response: { clientDataJSON: 'a', attestationObject: 'b' },
      clientExtensionResults: {},
    };
    const creation = { challenge: 'c-reg', rp: { id: 'localhost', name: 'Supplier Portal' } };
    browser.startRegistration.mockResolvedValue(created);
    const fetchMock = mockApi({
      'POST /api/auth/access-tokens': () => jsonResponse(200, PENDING(true)),
      'POST /api/second-factor/sign-in/enrolment': () =>
        jsonResponse(200, {
          secret: 'ABCDEFGHIJKLMNOP',
          otpauthUrl: 'otpauth://totp/x',
          qrCodeSvg: '<svg xmlns="http://www.w3.org/2000/svg"/>',
        }),
      'POST /api/passkeys/sign-in/enrolment/options': () => jsonResponse(200, creation),
      'POST /api/passkeys/sign-in/enrolment': () => jsonResponse(200, { ...TOKENS, recoveryCodes: ['abcde-fghjk'] }),
      'GET /api/current-user': () => jsonResponse(200, CURRENT_USER),
      'GET /api/feature-flags/values': () => jsonResponse(200, {}),
    });
    const { router } = renderApp('/login?returnUrl=%2Finsights');
    await passwordStep();
    expect(await screen.findByRole('heading', { name: 'Set up two-step verification' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Add a passkey' }));
    expect(await screen.findByRole('textbox', { name: 'Passkey name', description: 'Give the passkey a name.' })).toBeVisible();
    await userEvent.type(screen.getByRole('textbox', { name: 'Passkey name' }), 'Laptop');
    await userEvent.click(screen.getByRole('button', { name: 'Add a passkey' }));
    expect((await screen.findByRole('list', { name: 'Recovery codes' })).textContent).toContain('abcde-fghjk');
    expect(browser.startRegistration).toHaveBeenCalledWith({ optionsJSON: creation });
    expect(sentBody(fetchMock.mock.calls, '/api/passkeys/sign-in/enrolment/options')).toEqual({ challengeToken: 'c1' });
    expect(sentBody(fetchMock.mock.calls, '/api/passkeys/sign-in/enrolment')).toEqual({
      challengeToken: 'c1',
      name: 'Laptop',
      response: created,
    });
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBe('a2');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: 'Insights' })).toBeVisible();
    expect(currentPath(router)).toBe('/insights');
  });

  it('asks a person with passkeys only for a recovery code as the other way in, not an app code', async () => {
    mockApi({
      'POST /api/auth/access-tokens': () =>
        jsonResponse(200, { secondFactor: { challengeToken: 'c1', methods: ['recovery-code', 'passkey'], enrolmentRequired: false } }),
    });
    renderApp('/login');
    await passwordStep();
    expect(await screen.findByRole('button', { name: 'Use a passkey' })).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Recovery code' })).toBeVisible();
    expect(screen.queryByRole('textbox', { name: 'Code' })).toBeNull();
  });
});
