import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADMIN_USER, CLERK_USER, jsonResponse, renderApp, signedInApi } from '../../../test/render-app.tsx';

const NONE = { totp: null, recoveryCodesLeft: 0, passkeys: [], required: false };
const ENROLMENT = { secret: 'ABCDEFGHIJKLMNOP', otpauthUrl: 'otpauth://totp/x', qrCodeSvg: '<svg xmlns="http://www.w3.org/2000/svg"/>' };

describe('the Two-step verification page', () => {
  it('sets up an app from its QR code and key, confirms it with a code and shows the recovery codes once', async () => {
    let status: unknown = NONE;
    const fetchMock = signedInApi(
      CLERK_USER,
      {},
      {
        'GET /api/second-factor': () => jsonResponse(200, status),
        'POST /api/second-factor/totp/enrolment': () => jsonResponse(200, ENROLMENT),
        'POST /api/second-factor/totp': () => {
          status = { totp: { enrolledOn: '2026-03-02T14:00:00.000Z' }, recoveryCodesLeft: 10, passkeys: [], required: false };
          return jsonResponse(200, { recoveryCodes: ['abcde-fghjk'] });
        },
      },
    );
    renderApp('/account/second-factor');
    await userEvent.click(await screen.findByRole('button', { name: 'Set up authenticator app' }));
    expect(await screen.findByRole('img', { name: 'QR code of the key for your authenticator app' })).toBeVisible();
    await userEvent.type(screen.getByRole('textbox', { name: 'Code from the app' }), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect((await screen.findByRole('list', { name: 'Recovery codes' })).textContent).toContain('abcde-fghjk');
    await userEvent.click(screen.getByRole('button', { name: 'I have saved them' }));
    expect(await screen.findByText(/10 recovery codes left/)).toBeVisible();
    const call = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/api/second-factor/totp')) as unknown as [string, RequestInit];
    expect(JSON.parse(String(call[1].body))).toEqual({ code: '123456' });
    // a user without the Admin role has no company switch
    expect(screen.queryByRole('switch', { name: /Require a second factor/ })).toBeNull();
  });

  it("shows the wrong code's message under the field", async () => {
    signedInApi(
      CLERK_USER,
      {},
      {
        'GET /api/second-factor': () => jsonResponse(200, NONE),
        'POST /api/second-factor/totp/enrolment': () => jsonResponse(200, ENROLMENT),
        'POST /api/second-factor/totp': () =>
          jsonResponse(400, {
            title: 'Bad Request',
            status: 400,
            errors: { '$.code': ['The code is incorrect or has already been used.'] },
          }),
      },
    );
    renderApp('/account/second-factor');
    await userEvent.click(await screen.findByRole('button', { name: 'Set up authenticator app' }));
    await userEvent.type(await screen.findByRole('textbox', { name: 'Code from the app' }), '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(
      await screen.findByRole('textbox', { name: 'Code from the app', description: 'The code is incorrect or has already been used.' }),
    ).toBeVisible();
  });

  it('removes the app confirmed by a code, and offers a passkey to a person who has one', async () => {
    const PASSKEY = { id: 3, name: 'Laptop', createdOn: '2026-03-01T10:00:00.000Z', lastUsedOn: null };
    let status: unknown = { ...NONE, totp: { enrolledOn: '2026-03-02T14:00:00.000Z' }, recoveryCodesLeft: 3, passkeys: [PASSKEY] };
    const fetchMock = signedInApi(
      CLERK_USER,
      {},
      {
        'GET /api/second-factor': () => jsonResponse(200, status),
        'POST /api/second-factor/removal': () => {
          status = { ...NONE, recoveryCodesLeft: 3, passkeys: [PASSKEY] };
          return new Response(null, { status: 204 });
        },
      },
    );
    renderApp('/account/second-factor');
    await userEvent.click(await screen.findByRole('button', { name: 'Remove app' }));
    const confirm = screen.getByRole('group', { name: 'Remove the authenticator app' });
    expect(within(confirm).getByRole('button', { name: 'Confirm with a passkey' })).toBeVisible();
    await userEvent.type(within(confirm).getByRole('textbox', { name: 'Code' }), '123456');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Remove app' }));
    expect(await screen.findByRole('button', { name: 'Set up authenticator app' })).toBeVisible();
    const call = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/api/second-factor/removal')) as unknown as [
      string,
      RequestInit,
    ];
    expect(JSON.parse(String(call[1].body))).toEqual({ code: '123456' });
  });

  it('gives a person with the app only new recovery codes for a code (no passkey offered)', async () => {
    const fetchMock = signedInApi(
      CLERK_USER,
      {},
      {
        'GET /api/second-factor': () =>
          jsonResponse(200, { ...NONE, totp: { enrolledOn: '2026-03-02T14:00:00.000Z' }, recoveryCodesLeft: 3 }),
        'POST /api/second-factor/recovery-codes': () => jsonResponse(200, { recoveryCodes: ['k7m2p-x9c4r'] }),
      },
    );
    renderApp('/account/second-factor');
    await userEvent.click(await screen.findByRole('button', { name: 'New recovery codes' }));
    const confirm = screen.getByRole('group', { name: 'New recovery codes' });
    expect(within(confirm).queryByRole('button', { name: 'Confirm with a passkey' })).toBeNull();
    await userEvent.type(within(confirm).getByRole('textbox', { name: 'Code' }), '123456');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Get new codes' }));
    expect((await screen.findByRole('list', { name: 'Recovery codes' })).textContent).toContain('k7m2p-x9c4r');
    const call = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/api/second-factor/recovery-codes')) as unknown as [
      string,
      RequestInit,
    ];
    expect(JSON.parse(String(call[1].body))).toEqual({ code: '123456' });
  });

  it("lets an Admin require a second factor of the company's people", async () => {
    let required = false;
    signedInApi(
      ADMIN_USER,
      {},
      {
        'GET /api/second-factor': () => jsonResponse(200, { ...NONE, required }),
        'PUT /api/second-factor/requirement': (init) => {
          required = (JSON.parse(String(init?.body)) as { required: boolean }).required;
          return jsonResponse(200, { required });
        },
      },
    );
    renderApp('/account/second-factor');
    const toggle = await screen.findByRole('switch', { name: 'Require a second factor for everyone at your company' });
    expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    await expect.poll(() => required).toBe(true);
    expect(await screen.findByText('Your company requires a second factor: set up an authenticator app or add a passkey.')).toBeVisible();
  });

  it('asks for the password before the setup when the sign-in is not recent, then shows the key', async () => {
    const fresh = 'Enter your password to add a second factor (you signed in more than 10 minutes ago), or sign in again.';
    const bodies: unknown[] = [];
    signedInApi(
      CLERK_USER,
      {},
      {
        'GET /api/second-factor': () => jsonResponse(200, NONE),
        'POST /api/second-factor/totp/enrolment': (init) => {
          bodies.push(init?.body);
          const password = init?.body ? (JSON.parse(String(init.body)) as { password: string }).password : undefined;
          if (password === 'My-password-1') return jsonResponse(200, ENROLMENT);
          const message = password ? 'The password is incorrect.' : fresh;
          return jsonResponse(400, { title: 'Bad Request', status: 400, errors: { '$.password': [message] } });
        },
      },
    );
    renderApp('/account/second-factor');
    await userEvent.click(await screen.findByRole('button', { name: 'Set up authenticator app' }));
    expect(await screen.findByText(fresh)).toBeVisible();
    await userEvent.type(screen.getByLabelText('Password', { selector: 'input' }), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByLabelText('Password', { selector: 'input' })).toHaveAccessibleDescription('The password is incorrect.');
    await userEvent.clear(screen.getByLabelText('Password', { selector: 'input' }));
    await userEvent.type(screen.getByLabelText('Password', { selector: 'input' }), 'My-password-1');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('img', { name: 'QR code of the key for your authenticator app' })).toBeVisible();
    expect(bodies).toEqual([undefined, JSON.stringify({ password: 'wrong' }), JSON.stringify({ password: 'My-password-1' })]);
  });
});
