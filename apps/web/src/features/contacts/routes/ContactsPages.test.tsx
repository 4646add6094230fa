// Contacts pages: the table with '--' and formatted phones, the load error, both edit dialogs (accordions, validation,
// server errors on the right accordion, the body sent), and the representatives tab behind its flag.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONCURRENCY_MESSAGES, type CompanyContacts } from '@portal/contracts';
import { CLERK_USER, currentPath, jsonResponse, renderApp, signedInApi } from '../../../test/render-app.tsx';

const CONTACTS: CompanyContacts = {
  primaryContact: {
    name: 'Paula Primary',
    email: 'paula@acme.test',
    phone: '+12125550123',
    contactType: 'PrimaryContact',
    cc: [{ email: 'cc@acme.test' }],
  },
  accountManager: null,
  accountReceivable: null,
  orderingHandlingFulfillment: null,
  customerService: null,
  otherContacts: [{ name: 'Olga Owner', email: 'olga@acme.test', phone: '2125550100', contactType: 'OwnerOfTheCompany', cc: [] }],
  version: 'v1',
};
const contactsApi = (extra = {}) => ({ 'GET /api/supplier-contacts': () => jsonResponse(200, CONTACTS), ...extra });
const bodyOf = (fetchMock: ReturnType<typeof signedInApi>, method: string, path: string) => {
  const call = fetchMock.mock.calls.find(([url, init]) => url === path && init?.method === method);
  return JSON.parse(String(call?.[1]?.body));
};

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('company contacts', () => {
  it("shows the five slots, '--' for missing values, CC e-mails and US-formatted phones", async () => {
    signedInApi(CLERK_USER, { RepresentativesPage: true }, contactsApi());
    renderApp('/contacts');
    const main = await screen.findByRole('table', { name: 'Main contacts' });
    const primary = within(main).getByRole('row', { name: /Primary contact/ });
    expect(primary).toHaveTextContent('Paula Primary');
    expect(primary).toHaveTextContent('paula@acme.testcc@acme.test');
    expect(primary).toHaveTextContent('(212) 555-0123');
    expect(within(main).getByRole('row', { name: /Account receivable/ })).toHaveTextContent('------');
    expect(
      within(screen.getByRole('table', { name: 'Additional contacts' })).getByRole('row', { name: /Owner of the company/ }),
    ).toHaveTextContent('(212) 555-0100');
    expect(screen.getByRole('tab', { name: 'Bison' })).toBeVisible();
  });

  it('shows the error alert with the server error', async () => {
    signedInApi(
      CLERK_USER,
      {},
      { 'GET /api/supplier-contacts': () => jsonResponse(500, { title: 'x', status: 500, detail: 'Database down' }) },
    );
    renderApp('/contacts');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Unable to retrieve company contacts.');
    expect(alert).toHaveTextContent('Database down');
  });

  it('edits the main contacts: validation on submit, then sends all five slots (blank ones as null)', async () => {
    const user = userEvent.setup();
    const fetchMock = signedInApi(CLERK_USER, {}, contactsApi({ 'PUT /api/supplier-contacts/contacts': () => jsonResponse(204) }));
    renderApp('/contacts');
    await user.click(await screen.findByRole('button', { name: 'Edit main contacts' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit main contacts' });
    const primary = within(dialog).getByRole('region', { name: /Primary contact/ });
    expect(within(primary).getByRole('textbox', { name: 'Name' })).toHaveValue('Paula Primary');
    await user.clear(within(primary).getByRole('textbox', { name: 'Name' }));
    await user.click(within(primary).getByRole('button', { name: 'Delete CC email' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(primary).findByText('Field is required')).toBeVisible();
    expect(within(dialog).getByRole('img', { name: 'Primary contact has errors' })).toBeVisible();
    await user.type(within(primary).getByRole('textbox', { name: 'Name' }), 'Pat New');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Contacts updated successfully')).toBeVisible();
    expect(bodyOf(fetchMock, 'PUT', '/api/supplier-contacts/contacts')).toEqual({
      primaryContact: { name: 'Pat New', email: 'paula@acme.test', phone: '+12125550123', contactType: 'PrimaryContact', cc: [] },
      accountManager: null,
      accountReceivable: null,
      orderingHandlingFulfillment: null,
      customerService: null,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('refuses a save made on an older version: says so, refills with the fresh contacts and saves on their version', async () => {
    const user = userEvent.setup();
    let current = CONTACTS;
    const fresh: CompanyContacts = { ...CONTACTS, primaryContact: { ...CONTACTS.primaryContact!, name: 'Priya Fresh' }, version: 'v2' };
    const stale = { title: 'Precondition Failed', status: 412, detail: CONCURRENCY_MESSAGES.changedMeanwhile };
    const fetchMock = signedInApi(
      CLERK_USER,
      {},
      {
        'GET /api/supplier-contacts': () => jsonResponse(200, current),
        'PUT /api/supplier-contacts/contacts': (init?: RequestInit) => {
          if ((init?.headers as Record<string, string>)['If-Match'] === '"v1"') {
            current = fresh; // someone else saved meanwhile
            return jsonResponse(412, stale);
          }
          return jsonResponse(204);
        },
      },
    );
    renderApp('/contacts');
    await user.click(await screen.findByRole('button', { name: 'Edit main contacts' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit main contacts' });
    const name = () => within(within(dialog).getByRole('region', { name: /Primary contact/ })).getByRole('textbox', { name: 'Name' });
    await user.clear(name());
    await user.type(name(), 'Pat Stale');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByText(CONCURRENCY_MESSAGES.changedMeanwhile)).toBeVisible();
    await waitFor(() => expect(name()).toHaveValue('Priya Fresh'));
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 5000 });
    const puts = fetchMock.mock.calls.filter(([url, init]) => url === '/api/supplier-contacts/contacts' && init?.method === 'PUT');
    expect(puts.map(([, init]) => (init?.headers as Record<string, string>)['If-Match'])).toEqual(['"v1"', '"v2"']);
  });

  it('puts server errors keyed by path on the right field and marks that accordion', async () => {
    const user = userEvent.setup();
    const refusal = { title: 'Bad Request', status: 400, detail: 'x', errors: { '$.otherContacts[1].email': ['Taken elsewhere'] } };
    const fetchMock = signedInApi(
      CLERK_USER,
      {},
      contactsApi({ 'PUT /api/supplier-contacts/other-contacts': () => jsonResponse(400, refusal) }),
    );
    renderApp('/contacts');
    await user.click(await screen.findByRole('button', { name: 'Edit additional contacts' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit additional contacts' });
    await user.click(within(dialog).getByRole('button', { name: 'Add additional contact' }));
    const added = await within(dialog).findByRole('region', { name: /Additional contact \(2\)/ });
    expect(within(added).getByRole('combobox', { name: 'Contact type' })).toHaveTextContent('Other');
    await user.type(within(added).getByRole('textbox', { name: 'Name' }), 'Nina');
    await user.type(within(added).getByRole('textbox', { name: 'Email' }), 'nina@acme.test');
    await user.type(within(added).getByRole('textbox', { name: 'Phone' }), '6465550142');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(added).findByText('Taken elsewhere')).toBeVisible();
    expect(within(dialog).getByRole('img', { name: 'Additional contact (2) has errors' })).toBeVisible();
    expect(within(dialog).queryByRole('img', { name: 'Additional contact (1) has errors' })).toBeNull();
    // the client-only flag is not sent
    expect(bodyOf(fetchMock, 'PUT', '/api/supplier-contacts/other-contacts')).toEqual({
      otherContacts: [
        { name: 'Olga Owner', email: 'olga@acme.test', phone: '2125550100', contactType: 'OwnerOfTheCompany' },
        { name: 'Nina', email: 'nina@acme.test', phone: '6465550142', contactType: 'Other' },
      ],
    });
  });

  it('offers no main contact types for additional contacts', async () => {
    const user = userEvent.setup();
    signedInApi(CLERK_USER, {}, contactsApi());
    renderApp('/contacts');
    await user.click(await screen.findByRole('button', { name: 'Edit additional contacts' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit additional contacts' });
    await user.click(within(dialog).getByRole('combobox', { name: 'Contact type' }));
    const options = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(options).toHaveLength(11);
    expect(options).not.toContain('Primary contact');
    expect(options).not.toContain('Customer support');
  });
});

describe('representatives', () => {
  const REP_API = {
    'GET /api/supplier-representative': () =>
      jsonResponse(200, {
        displayName: 'Rita Representative',
        position: 'Manager',
        email: 'rita@bison.test',
        phoneNumber: '+13125550177',
        imageUrl: null,
      }),
    'GET /api/bison-contacts': () => jsonResponse(200, [{ topic: 'Shipping', email: 'shipping@bison.test' }]),
  };

  it('shows the representative with initials, mailto link and formatted phone', async () => {
    signedInApi(CLERK_USER, { RepresentativesPage: true }, REP_API);
    renderApp('/contacts/representatives');
    const mine = await screen.findByRole('region', { name: 'Your representative' });
    expect(within(mine).getByText('RR')).toBeVisible();
    expect(within(mine).getByRole('link', { name: 'rita@bison.test' })).toHaveAttribute('href', 'mailto:rita@bison.test');
    expect(within(mine).getByText('(312) 555-0177')).toBeVisible();
    expect(within(screen.getByRole('region', { name: 'Key contacts' })).getByRole('link', { name: 'shipping@bison.test' })).toBeVisible();
  });

  it("shows 'Unable to retrieve your representatives.' on failure", async () => {
    signedInApi(
      CLERK_USER,
      { RepresentativesPage: true },
      { ...REP_API, 'GET /api/bison-contacts': () => jsonResponse(500, { title: 'x', status: 500 }) },
    );
    renderApp('/contacts/representatives');
    expect(await screen.findByRole('alert')).toHaveTextContent('Unable to retrieve your representatives.');
  });

  it('sends the route to company contacts with the flag off', async () => {
    signedInApi(CLERK_USER, { RepresentativesPage: false }, { ...REP_API, ...contactsApi() });
    const { router } = renderApp('/contacts/representatives');
    await screen.findByRole('table', { name: 'Main contacts' });
    expect(currentPath(router)).toBe('/contacts');
    expect(screen.queryByRole('tab', { name: 'Bison' })).toBeNull();
  });
});
