// The security page's passkeys over a mocked API, with the browser's WebAuthn calls (@simplewebauthn/browser) mocked:
// the list, adding one under a name, removing one after confirming with a passkey or a code, new recovery codes with a
// passkey for a person with passkeys only, and the browser's refusal.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PASSKEY_BROWSER_MESSAGES, PASSKEY_MESSAGES, SECOND_FACTOR_MESSAGES } from '@portal/contracts';
import { PASSKEY_ANSWER, REQUEST_OPTIONS, sentBody } from '../../../test/passkey-answers.ts';
import { CLERK_USER, jsonResponse, renderApp, signedInApi } from '../../../test/render-app.tsx';

const browser = vi.hoisted(() => ({
  startRegistration: vi.fn(),
  startAuthentication: vi.fn(),
  browserSupportsWebAuthn: vi.fn(() => true),
}));
vi.mock('@simplewebauthn/browser', () => browser);

const LAPTOP = { id: 7, name: 'Work laptop', createdOn: '2026-03-02T14:00:00.000Z', lastUsedOn: null };
const status = (passkeys: unknown[]) => ({ totp: null, recoveryCodesLeft: 0, passkeys, required: false });
const CREATION = { challenge: 'c-reg', rp: { id: 'localhost', name: 'Supplier Portal' } };
const CREATED = {
  id: 'cred',
  rawId: 'cred',
  type: 'public-key',
  response: { clientDataJSON: 'a', attestationObject: 'b' },
  clientExtensionResults: {},
};

beforeEach(() => {
  browser.startRegistration.mockReset();
  browser.startAuthentication.mockReset();
});

describe('the passkeys of the security page', () => {
  it('adds a passkey under its name: the options go to the browser, its answer to the server', async () => {
    let passkeys: unknown[] = [];
    browser.startRegistration.mockResolvedValue(CREATED);
    const fetchMock = signedInApi(
      CLERK_USER,
      {},
      {
        'GET /api/second-factor': () => jsonResponse(200, status(passkeys)),
        'POST /api/passkeys/registration-options': () => jsonResponse(200, CREATION),
        'POST /api/passkeys': () => {
          passkeys = [LAPTOP];
          return jsonResponse(201, { ...LAPTOP, recoveryCodes: null });
        },
      },
    );
    renderApp('/account/second-factor');
    await userEvent.click(await screen.findByRole('button', { name: 'Add a passkey' }));
    expect(await screen.findByRole('textbox', { name: 'Passkey name', description: PASSKEY_MESSAGES.nameRequired })).toBeVisible();
    expect(browser.startRegistration).not.toHaveBeenCalled();
    await userEvent.type(screen.getByRole('textbox', { name: 'Passkey name' }), 'Work laptop');
    await userEvent.click(screen.getByRole('button', { name: 'Add a passkey' }));
    const list = await screen.findByRole('list', { name: 'Passkeys' });
    expect(within(list).getByText('Work laptop')).toBeVisible();
    expect(within(list).getByText(/Not used yet/)).toBeVisible();
    expect(browser.startRegistration).toHaveBeenCalledWith({ optionsJSON: CREATION });
    expect(sentBody(fetchMock.mock.calls, '/api/passkeys')).toEqual({ name: 'Work laptop', response: CREATED });
  });

  it('removes a passkey after confirming with one', async () => {
    let passkeys: unknown[] = [LAPTOP];
    browser.startAuthentication.mockResolvedValue(PASSKEY_ANSWER);
    const fetchMock = signedInApi(
      CLERK_USER,
      {},
      {
        'GET /api/second-factor': () => jsonResponse(200, status(passkeys)),
        'POST /api/passkeys/verification-options': () => jsonResponse(200, REQUEST_OPTIONS),
        'POST /api/passkeys/7/removal': () => {
          passkeys = [];
          return new Response(null, { status: 204 });
        },
      },
    );
    renderApp('/account/second-factor');
    await userEvent.click(await screen.findByRole('button', { name: 'Remove passkey: Work laptop' }));
    // nothing is asked of the browser before the person chooses how to confirm
    expect(browser.startAuthentication).not.toHaveBeenCalled();
    const confirm = screen.getByRole('group', { name: 'Remove passkey: Work laptop' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Confirm with a passkey' }));
    await expect.poll(() => screen.queryByRole('list', { name: 'Passkeys' })).toBeNull();
    expect(browser.startAuthentication).toHaveBeenCalledWith({ optionsJSON: REQUEST_OPTIONS });
    expect(sentBody(fetchMock.mock.calls, '/api/passkeys/7/removal')).toEqual({ passkey: PASSKEY_ANSWER });
  });

  it("removes a passkey with a code (a lost device's): the server's refusal under the field, then the right code", async () => {
    let passkeys: unknown[] = [LAPTOP];
    const fetchMock = signedInApi(
      CLERK_USER,
      {},
      {
        'GET /api/second-factor': () => jsonResponse(200, { ...status(passkeys), recoveryCodesLeft: 10 }),
        'POST /api/passkeys/7/removal': (init) => {
          if (JSON.parse(String(init?.body)).code !== 'abcde-fghjk')
            return jsonResponse(400, { title: 'Bad Request', status: 400, errors: { '$.code': [SECOND_FACTOR_MESSAGES.codeInvalid] } });
          passkeys = [];
          return new Response(null, { status: 204 });
        },
      },
    );
    renderApp('/account/second-factor');
    await userEvent.click(await screen.findByRole('button', { name: 'Remove passkey: Work laptop' }));
    const form = screen.getByRole('form', { name: 'Remove passkey: Work laptop with a code' });
    await userEvent.type(within(form).getByRole('textbox', { name: 'Code' }), 'zzzzz-zzzzz');
    await userEvent.click(within(form).getByRole('button', { name: 'Remove passkey' }));
    expect(await within(form).findByRole('textbox', { name: 'Code', description: SECOND_FACTOR_MESSAGES.codeInvalid })).toBeVisible();
    await userEvent.clear(within(form).getByRole('textbox', { name: 'Code' }));
    await userEvent.type(within(form).getByRole('textbox', { name: 'Code' }), 'abcde-fghjk');
    await userEvent.click(within(form).getByRole('button', { name: 'Remove passkey' }));
    await expect.poll(() => screen.queryByRole('list', { name: 'Passkeys' })).toBeNull();
    const sent = fetchMock.mock.calls
      .filter(([url]) => String(url).endsWith('/api/passkeys/7/removal'))
      .map((call) => JSON.parse(String((call as unknown as [string, RequestInit])[1].body)));
    expect(sent).toEqual([{ code: 'zzzzz-zzzzz' }, { code: 'abcde-fghjk' }]);
    expect(browser.startAuthentication).not.toHaveBeenCalled();
  });

  it('gives a person with passkeys only new recovery codes, confirmed with a passkey, shown once', async () => {
    browser.startAuthentication.mockResolvedValue(PASSKEY_ANSWER);
    const fetchMock = signedInApi(
      CLERK_USER,
      {},
      {
        'GET /api/second-factor': () => jsonResponse(200, { ...status([LAPTOP]), recoveryCodesLeft: 2 }),
        'POST /api/passkeys/verification-options': () => jsonResponse(200, REQUEST_OPTIONS),
        'POST /api/second-factor/recovery-codes': () => jsonResponse(200, { recoveryCodes: ['k7m2p-x9c4r', 'abcde-fghjk'] }),
      },
    );
    renderApp('/account/second-factor');
    expect(await screen.findByText(/2 recovery codes left/)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'New recovery codes' }));
    const confirm = screen.getByRole('group', { name: 'New recovery codes' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Confirm with a passkey' }));
    const codes = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(codes.textContent).toContain('k7m2p-x9c4r');
    expect(sentBody(fetchMock.mock.calls, '/api/second-factor/recovery-codes')).toEqual({ passkey: PASSKEY_ANSWER });
    expect(screen.queryByRole('group', { name: 'New recovery codes' })).toBeNull();
  });

  it("shows the browser's refusal of the confirmation and removes nothing", async () => {
    browser.startAuthentication.mockRejectedValue(Object.assign(new Error('not allowed'), { name: 'NotAllowedError' }));
    const fetchMock = signedInApi(
      CLERK_USER,
      {},
      {
        'GET /api/second-factor': () => jsonResponse(200, status([LAPTOP])),
        'POST /api/passkeys/verification-options': () => jsonResponse(200, REQUEST_OPTIONS),
      },
    );
    renderApp('/account/second-factor');
    await userEvent.click(await screen.findByRole('button', { name: 'Remove passkey: Work laptop' }));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm with a passkey' }));
    expect(await screen.findByText(PASSKEY_BROWSER_MESSAGES.cancelled)).toBeVisible();
    expect(sentBody(fetchMock.mock.calls, '/api/passkeys/7/removal')).toBeUndefined();
    expect(
      within(screen.getByRole('list', { name: 'Passkeys' })).getByRole('group', { name: 'Remove passkey: Work laptop' }),
    ).toBeVisible();
  });

  it("says so when the browser's prompt is closed, and saves nothing", async () => {
    browser.startRegistration.mockRejectedValue(
      Object.assign(new Error('The operation either timed out or was not allowed.'), { name: 'NotAllowedError' }),
    );
    const fetchMock = signedInApi(
      CLERK_USER,
      {},
      {
        'GET /api/second-factor': () => jsonResponse(200, status([])),
        'POST /api/passkeys/registration-options': () => jsonResponse(200, CREATION),
      },
    );
    renderApp('/account/second-factor');
    await userEvent.type(await screen.findByRole('textbox', { name: 'Passkey name' }), 'Phone');
    await userEvent.click(screen.getByRole('button', { name: 'Add a passkey' }));
    expect(await screen.findByText(PASSKEY_BROWSER_MESSAGES.cancelled)).toBeVisible();
    expect(sentBody(fetchMock.mock.calls, '/api/passkeys')).toBeUndefined();
  });

  it("shows the recovery codes the person's first passkey brought, once", async () => {
    let passkeys: unknown[] = [];
    browser.startRegistration.mockResolvedValue(CREATED);
    signedInApi(
      CLERK_USER,
      {},
      {
        'GET /api/second-factor': () => jsonResponse(200, { ...status(passkeys), recoveryCodesLeft: passkeys.length ? 10 : 0 }),
        'POST /api/passkeys/registration-options': () => jsonResponse(200, CREATION),
        'POST /api/passkeys': () => {
          passkeys = [LAPTOP];
          return jsonResponse(201, { ...LAPTOP, recoveryCodes: ['abcde-fghjk', 'mnpqr-stuvw'] });
        },
      },
    );
    renderApp('/account/second-factor');
    await userEvent.type(await screen.findByRole('textbox', { name: 'Passkey name' }), 'Work laptop');
    await userEvent.click(screen.getByRole('button', { name: 'Add a passkey' }));
    const codes = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(codes.textContent).toContain('abcde-fghjk');
    await userEvent.click(screen.getByRole('button', { name: 'I have saved them' }));
    expect(screen.queryByRole('list', { name: 'Recovery codes' })).toBeNull();
    expect(await screen.findByText(/10 recovery codes left/)).toBeVisible();
  });

  it('asks for the password when the server wants a fresh verification, and sends it with the next try', async () => {
    browser.startRegistration.mockResolvedValue(CREATED);
    const fresh = 'Enter your password to add a second factor (you signed in more than 10 minutes ago), or sign in again.';
    const fetchMock = signedInApi(
      CLERK_USER,
      {},
      {
        'GET /api/second-factor': () => jsonResponse(200, status([])),
        'POST /api/passkeys/registration-options': (init) =>
          init?.body
            ? jsonResponse(200, CREATION)
            : jsonResponse(400, { title: 'Bad Request', status: 400, errors: { '$.password': [fresh] } }),
        'POST /api/passkeys': () => jsonResponse(201, { ...LAPTOP, recoveryCodes: null }),
      },
    );
    renderApp('/account/second-factor');
    await userEvent.type(await screen.findByRole('textbox', { name: 'Passkey name' }), 'Work laptop');
    await userEvent.click(screen.getByRole('button', { name: 'Add a passkey' }));
    const password = await screen.findByLabelText('Password', { selector: 'input' });
    expect(password).toHaveAccessibleDescription(fresh);
    expect(browser.startRegistration).not.toHaveBeenCalled();
    await userEvent.type(password, 'My-password-1');
    await userEvent.click(screen.getByRole('button', { name: 'Add a passkey' }));
    await expect.poll(() => sentBody(fetchMock.mock.calls, '/api/passkeys')).toEqual({ name: 'Work laptop', response: CREATED });
    const sent = fetchMock.mock.calls
      .filter(([url]) => String(url).endsWith('/api/passkeys/registration-options'))
      .map((call) => (call as unknown as [string, RequestInit])[1].body);
    expect(sent).toEqual([undefined, JSON.stringify({ password: 'My-password-1' })]);
  });

  it('renames a passkey in place, with the name rule of the contracts', async () => {
    let passkeys: unknown[] = [LAPTOP];
    const fetchMock = signedInApi(
      CLERK_USER,
      {},
      {
        'GET /api/second-factor': () => jsonResponse(200, status(passkeys)),
        'PATCH /api/passkeys/7': (init) => {
          const { name } = JSON.parse(String(init?.body)) as { name: string };
          passkeys = [{ ...LAPTOP, name }];
          return jsonResponse(200, passkeys[0]);
        },
      },
    );
    renderApp('/account/second-factor');
    await userEvent.click(await screen.findByRole('button', { name: 'Rename passkey: Work laptop' }));
    const form = screen.getByRole('form', { name: 'Rename passkey: Work laptop' });
    const field = within(form).getByRole('textbox', { name: 'New name' });
    await userEvent.clear(field);
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByRole('textbox', { name: 'New name', description: PASSKEY_MESSAGES.nameRequired })).toBeVisible();
    await userEvent.type(field, '  Desk  ');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(await screen.findByRole('list', { name: 'Passkeys' })).findByText('Desk')).toBeVisible();
    expect(sentBody(fetchMock.mock.calls, '/api/passkeys/7')).toEqual({ name: 'Desk' });
  });
});
