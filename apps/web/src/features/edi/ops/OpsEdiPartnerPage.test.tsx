// The console's partner setup without a server: a new partner's form (test mode on, every document), the contracts'
// rules on the fields before any call, the API's refusal landing on its field, and the saved partner shown again; the
// partner's SFTP sign-in: set, its password never shown back, replaced or removed, the keys one a line, removed whole.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { EDI_PARTNER_MESSAGES, EDI_SFTP_MESSAGES, type EdiSftpAccount, type EdiTradingPartner } from '@portal/contracts';
import { jsonResponse, renderApp } from '../../../test/render-app.tsx';
import { operatorApi } from '../../../test/operator-api.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const SAVED: EdiTradingPartner = {
  partnerId: 4,
  isaQualifier: 'ZZ',
  isaId: 'INTEGRATED',
  gsId: null,
  documents: ['850', '855', '997'],
  enabled: true,
  testMode: false,
  updatedOn: '2026-12-02T12:00:00.000Z',
};

describe('/ops/suppliers/:id/edi', () => {
  it("checks the fields with the contracts' words, shows the API's refusal on its field, saves", async () => {
    const bodies: unknown[] = [];
    let refuse = true;
    operatorApi({
      'GET /api/ops/suppliers/2/edi-partner': () => jsonResponse(200, null),
      'PUT /api/ops/suppliers/2/edi-partner': (init) => {
        bodies.push(JSON.parse(String(init?.body)));
        if (refuse) {
          refuse = false;
          return jsonResponse(400, { title: 'Invalid request', status: 400, errors: { '$.isaId': ['Taken by another partner.'] } });
        }
        return jsonResponse(200, SAVED);
      },
    });
    renderApp('/ops/suppliers/2/edi');
    const isaId = await screen.findByRole('textbox', { name: /^ISA id/ });
    expect(screen.getByRole('switch', { name: /^Test mode/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /^820 Remittance advice/ })).toBeChecked();
    fireEvent.change(screen.getByRole('textbox', { name: /^ISA qualifier/ }), { target: { value: 'Z' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save trading partner' }));
    expect(await screen.findByText(EDI_PARTNER_MESSAGES.isaQualifier)).toBeVisible();
    expect(bodies).toEqual([]);

    fireEvent.change(screen.getByRole('textbox', { name: /^ISA qualifier/ }), { target: { value: 'zz' } });
    fireEvent.change(isaId, { target: { value: 'integrated' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save trading partner' }));
    // on its field (and in the form's banner)
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^ISA id/ })).toHaveAccessibleDescription('Taken by another partner.'));
    fireEvent.click(screen.getByRole('button', { name: 'Save trading partner' }));
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies[1]).toMatchObject({ isaQualifier: 'ZZ', isaId: 'INTEGRATED', gsId: null, enabled: true, testMode: true });
    await waitFor(() => expect(screen.getByRole('switch', { name: /^Test mode/ })).not.toBeChecked());
  });
});

const KEY = 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIApdayT0RNCB60PvfQZVViOlYd9gXArWtk1xK8cs0sLq translator@partner';
const ACCOUNT: EdiSftpAccount = {
  userName: 'integrated-edi',
  passwordSet: true,
  publicKeys: [
    { line: KEY, type: 'ssh-ed25519', fingerprint: 'SHA256:abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG', comment: 'translator@partner' },
  ],
  updatedOn: '2026-12-02T12:00:00.000Z',
};

describe('/ops/suppliers/:id/edi, the SFTP sign-in', () => {
  it('asks for the partner first when the supplier has none', async () => {
    operatorApi({ 'GET /api/ops/suppliers/2/edi-partner': () => jsonResponse(200, null) });
    renderApp('/ops/suppliers/2/edi');
    const section = await screen.findByRole('region', { name: 'SFTP sign-in' });
    expect(section).toHaveTextContent("Save the trading partner first: the SFTP sign-in is the partner's.");
    expect(screen.queryByRole('form', { name: 'SFTP sign-in' })).toBeNull();
  });

  it("sets a new sign-in with the contracts' rules first, and the API's refusal of a key on the keys' field", async () => {
    const bodies: unknown[] = [];
    operatorApi({
      'GET /api/ops/suppliers/2/edi-partner': () => jsonResponse(200, SAVED),
      'GET /api/ops/suppliers/2/edi-partner/sftp-account': () =>
        jsonResponse(404, { title: 'Not Found', status: 404, detail: EDI_SFTP_MESSAGES.noAccount }),
      'PUT /api/ops/suppliers/2/edi-partner/sftp-account': (init) => {
        bodies.push(JSON.parse(String(init?.body)));
        return bodies.length === 1
          ? jsonResponse(400, {
              title: 'Invalid request',
              status: 400,
              errors: { '$.publicKeys[0]': [EDI_SFTP_MESSAGES.publicKeyUnreadable] },
            })
          : jsonResponse(200, { ...ACCOUNT, passwordSet: false });
      },
    });
    renderApp('/ops/suppliers/2/edi');
    const form = await screen.findByRole('form', { name: 'SFTP sign-in' });
    expect(form).toHaveTextContent('The partner has no sign-in yet');
    expect(within(form).queryByRole('button', { name: 'Remove SFTP sign-in' })).toBeNull();
    const userName = within(form).getByRole('textbox', { name: /^User name/ });
    fireEvent.change(userName, { target: { value: 'Integrated EDI' } });
    fireEvent.change(within(form).getByLabelText(/^Password/), { target: { value: 'short' } });
    fireEvent.change(within(form).getByRole('textbox', { name: /^Public keys/ }), { target: { value: 'not a key' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save SFTP sign-in' }));
    expect(await within(form).findByText(EDI_SFTP_MESSAGES.userName)).toBeVisible();
    expect(within(form).getByText(EDI_SFTP_MESSAGES.publicKey)).toBeVisible();
    expect(bodies).toEqual([]);

    fireEvent.change(userName, { target: { value: 'integrated-edi' } });
    fireEvent.change(within(form).getByLabelText(/^Password/), { target: { value: '' } });
    fireEvent.change(within(form).getByRole('textbox', { name: /^Public keys/ }), { target: { value: `\n${KEY}\n\n` } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save SFTP sign-in' }));
    await waitFor(() =>
      expect(within(form).getByRole('textbox', { name: /^Public keys/ })).toHaveAccessibleDescription(
        `Key 1: ${EDI_SFTP_MESSAGES.publicKeyUnreadable}`,
      ),
    );
    // an empty password is left out (none set, or the one set kept); the keys one a line, blank lines dropped
    expect(bodies[0]).toEqual({ userName: 'integrated-edi', publicKeys: [KEY] });
    fireEvent.click(within(form).getByRole('button', { name: 'Save SFTP sign-in' }));
    expect(await screen.findByText('The SFTP sign-in is saved.')).toBeVisible();
    expect(bodies).toHaveLength(2);
  });

  it('never shows the password back; a new one replaces it, the switch removes it, and the sign-in is removed', async () => {
    const bodies: unknown[] = [];
    let removed = false;
    let account: EdiSftpAccount | null = ACCOUNT;
    operatorApi({
      'GET /api/ops/suppliers/2/edi-partner': () => jsonResponse(200, SAVED),
      'GET /api/ops/suppliers/2/edi-partner/sftp-account': () =>
        account ? jsonResponse(200, account) : jsonResponse(404, { title: 'Not Found', status: 404, detail: EDI_SFTP_MESSAGES.noAccount }),
      'PUT /api/ops/suppliers/2/edi-partner/sftp-account': (init) => {
        bodies.push(JSON.parse(String(init?.body)));
        account = { ...ACCOUNT, updatedOn: `2026-12-02T12:0${bodies.length}:00.000Z` };
        return jsonResponse(200, account);
      },
      'DELETE /api/ops/suppliers/2/edi-partner/sftp-account': () => {
        removed = true;
        account = null;
        return new Response(null, { status: 204 });
      },
    });
    renderApp('/ops/suppliers/2/edi');
    const form = await screen.findByRole('form', { name: 'SFTP sign-in' });
    expect(form).toHaveTextContent('The partner signs in as integrated-edi with its password or one of its 1 keys.');
    const password = within(form).getByLabelText(/^New password/);
    expect(password).toHaveValue('');
    expect(password).toHaveAccessibleDescription(/A password is set \(never shown\)/);
    expect(within(form).getByRole('textbox', { name: /^Public keys/ })).toHaveValue(KEY);
    expect(within(form).getByRole('list', { name: 'Keys set' })).toHaveTextContent(`ssh-ed25519 ${ACCOUNT.publicKeys[0]!.fingerprint}`);

    fireEvent.change(password, { target: { value: 'a-new-long-password' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save SFTP sign-in' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({ userName: 'integrated-edi', password: 'a-new-long-password', publicKeys: [KEY] });
    await waitFor(() => expect(screen.getByLabelText(/^New password/)).toHaveValue(''));

    fireEvent.click(screen.getByRole('switch', { name: /^Remove the password/ }));
    expect(screen.getByLabelText(/^New password/)).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Save SFTP sign-in' }));
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies[1]).toEqual({ userName: 'integrated-edi', password: null, publicKeys: [KEY] });

    fireEvent.click(await screen.findByRole('button', { name: 'Remove SFTP sign-in' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove SFTP sign-in' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(removed).toBe(true));
    expect(await screen.findByText('The partner has no sign-in yet: give it a user name and a password or a public key.')).toBeVisible();
  });
});
