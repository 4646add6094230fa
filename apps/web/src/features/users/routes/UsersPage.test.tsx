// Users page: the table, the own row's menu, Add user and Update name bodies, the state calls, Admin only.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONCURRENCY_MESSAGES, MESSAGES, type SupplierUser } from '@portal/contracts';
import { ADMIN_USER, CLERK_USER, jsonResponse, renderApp, signedInApi } from '../../../test/render-app.tsx';

const USERS: SupplierUser[] = [
  {
    id: 1,
    userName: 'admin@acme.test',
    email: 'admin@acme.test',
    firstName: 'Alice',
    lastName: 'Admin',
    isActive: true,
    isAdmin: true,
    version: 'v-alice',
  },
  {
    id: 2,
    userName: 'clerk@acme.test',
    email: 'clerk@acme.test',
    firstName: 'Carl',
    lastName: 'Clerk',
    isActive: true,
    isAdmin: false,
    version: 'v-carl',
  },
];
const API = { 'GET /api/supplier-users': () => jsonResponse(200, USERS) };
const callsTo = (fetchMock: ReturnType<typeof signedInApi>, method: string, path: string) =>
  fetchMock.mock.calls.filter(([url, init]) => url === path && init?.method === method);

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('UsersPage', () => {
  it('shows a clerk the page title over the 403 text, and no list', async () => {
    const fetchMock = signedInApi(CLERK_USER, {}, API);
    renderApp('/users');
    expect(await screen.findByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
    expect(screen.getByText(MESSAGES.forbidden)).toBeVisible();
    expect(document.title).toContain('Users');
    expect(callsTo(fetchMock, 'GET', '/api/supplier-users')).toHaveLength(0);
  });

  it('lists the users with their columns; the own row offers only Update name', async () => {
    const user = userEvent.setup();
    signedInApi(ADMIN_USER, {}, API);
    renderApp('/users');
    const table = await screen.findByRole('table', { name: 'Users' });
    for (const name of ['Username', 'First name', 'Last name', 'Active', 'Administrator'])
      expect(within(table).getByRole('columnheader', { name })).toBeVisible();
    expect(within(table).getByRole('row', { name: /clerk@acme.test/ })).toHaveTextContent('clerk@acme.testCarlClerkYesNo');
    await user.click(screen.getByRole('button', { name: 'Actions for admin@acme.test' }));
    expect((await screen.findAllByRole('menuitem')).map((m) => m.textContent)).toEqual(['Update name']);
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Actions for clerk@acme.test' }));
    expect((await screen.findAllByRole('menuitem')).map((m) => m.textContent)).toEqual([
      'Update name',
      'Deactivate',
      'Grant admin rights',
      'Remove',
    ]);
  });

  it('grants admin rights through the call and refreshes the list', async () => {
    const user = userEvent.setup();
    const fetchMock = signedInApi(ADMIN_USER, {}, { ...API, 'POST /api/supplier-users/2/grant-admin': () => jsonResponse(204) });
    renderApp('/users');
    await user.click(await screen.findByRole('button', { name: 'Actions for clerk@acme.test' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Grant admin rights' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST', '/api/supplier-users/2/grant-admin')).toHaveLength(1));
    await waitFor(() => expect(callsTo(fetchMock, 'GET', '/api/supplier-users').length).toBeGreaterThan(1));
  });

  it('adds a user with Email, First name and Last name and shows the server error under Email', async () => {
    const user = userEvent.setup();
    const taken = { title: 'Bad Request', status: 400, errors: { '$.email': ['A user with this email already exists.'] } };
    const fetchMock = signedInApi(ADMIN_USER, {}, { ...API, 'POST /api/supplier-users': () => jsonResponse(400, taken) });
    renderApp('/users');
    await user.click(await screen.findByRole('button', { name: 'Add user' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add user' });
    await user.click(within(dialog).getByRole('button', { name: 'Create user' }));
    expect(await within(dialog).findByText('Field is required')).toBeVisible();
    await user.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'clerk@acme.test');
    await user.type(within(dialog).getByRole('textbox', { name: 'First name' }), 'Carla');
    await user.click(within(dialog).getByRole('button', { name: 'Create user' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription('A user with this email already exists.'),
    );
    expect(JSON.parse(String(callsTo(fetchMock, 'POST', '/api/supplier-users')[0]![1]!.body))).toEqual({
      email: 'clerk@acme.test',
      firstName: 'Carla',
      lastName: '',
    });
  });

  it('updates a name with both names required', async () => {
    const user = userEvent.setup();
    const fetchMock = signedInApi(
      ADMIN_USER,
      {},
      { ...API, 'PUT /api/supplier-users/2': () => jsonResponse(200, { ...USERS[1], firstName: 'Carlos' }) },
    );
    renderApp('/users');
    await user.click(await screen.findByRole('button', { name: 'Actions for clerk@acme.test' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Update name' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update name' });
    await user.clear(within(dialog).getByRole('textbox', { name: 'First name' }));
    await user.click(within(dialog).getByRole('button', { name: 'Update name' }));
    expect(await within(dialog).findByText('Field is required')).toBeVisible();
    await user.type(within(dialog).getByRole('textbox', { name: 'First name' }), 'Carlos');
    await user.click(within(dialog).getByRole('button', { name: 'Update name' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(JSON.parse(String(callsTo(fetchMock, 'PUT', '/api/supplier-users/2')[0]![1]!.body))).toEqual({
      firstName: 'Carlos',
      lastName: 'Clerk',
    });
    expect(callsTo(fetchMock, 'PUT', '/api/supplier-users/2')[0]![1]!.headers).toMatchObject({ 'If-Match': '"v-carl"' });
  });

  it('refuses a rename made on an older name: says so, shows the fresh name and saves on its version', async () => {
    const user = userEvent.setup();
    const renamed = { ...USERS[1]!, firstName: 'Carmen', version: 'v-carmen' };
    let listed = USERS;
    const stale = { title: 'Precondition Failed', status: 412, detail: CONCURRENCY_MESSAGES.changedMeanwhile };
    const fetchMock = signedInApi(
      ADMIN_USER,
      {},
      {
        'GET /api/supplier-users': () => jsonResponse(200, listed),
        'PUT /api/supplier-users/2': (init?: RequestInit) => {
          if ((init?.headers as Record<string, string>)['If-Match'] === '"v-carl"') {
            listed = [USERS[0]!, renamed]; // someone else renamed Carl to Carmen meanwhile
            return jsonResponse(412, stale);
          }
          return jsonResponse(200, { ...renamed, firstName: 'Carla', version: 'v-carla' });
        },
      },
    );
    renderApp('/users');
    await user.click(await screen.findByRole('button', { name: 'Actions for clerk@acme.test' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Update name' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update name' });
    const firstName = within(dialog).getByRole('textbox', { name: 'First name' });
    await user.clear(firstName);
    await user.type(firstName, 'Carlos');
    await user.click(within(dialog).getByRole('button', { name: 'Update name' }));
    expect(await within(dialog).findByText(CONCURRENCY_MESSAGES.changedMeanwhile)).toBeVisible();
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: 'First name' })).toHaveValue('Carmen'));
    await user.clear(within(dialog).getByRole('textbox', { name: 'First name' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'First name' }), 'Carla');
    await user.click(within(dialog).getByRole('button', { name: 'Update name' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(fetchMock, 'PUT', '/api/supplier-users/2')[1]![1]!.headers).toMatchObject({ 'If-Match': '"v-carmen"' });
  });

  it('is not shown to a user who is not an Admin', async () => {
    const fetchMock = signedInApi(CLERK_USER, {}, API);
    renderApp('/users');
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Users' })).toBeNull());
    expect(callsTo(fetchMock, 'GET', '/api/supplier-users')).toHaveLength(0);
  });
});
