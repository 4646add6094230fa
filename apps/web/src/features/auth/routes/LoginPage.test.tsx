import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentPath, jsonResponse, mockApi, renderApp } from '../../../test/render-app.tsx';
import { ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY } from '../../../lib/session.ts';

const TOKENS = { accessToken: 'a1', refreshToken: 'r1', sessionKind: 'supplier' };

describe('sign in', () => {
  it('shows the required messages under empty username and password', async () => {
    mockApi({});
    renderApp('/login');
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(await screen.findAllByText('Field is required')).toHaveLength(2);
  });

  it('focuses the first invalid field, describes it by its message and drops the message once the field is filled', async () => {
    mockApi({});
    renderApp('/login');
    await userEvent.type(await screen.findByLabelText('Password'), 'secret');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    const username = await screen.findByRole('textbox', { name: 'Username', description: 'Field is required' });
    expect(username).toHaveFocus();
    expect(screen.getAllByText('Field is required')).toHaveLength(1);
    await userEvent.type(username, 'una');
    await waitFor(() => expect(screen.queryByText('Field is required')).toBeNull());
    expect(username.getAttribute('aria-invalid')).toBe('false');
  });

  it('shows the server error in the banner and stays on sign in', async () => {
    mockApi({
      'POST /api/auth/access-tokens': () =>
        jsonResponse(401, { title: 'Unauthorized', status: 401, detail: 'Invalid username or password.' }),
    });
    const { router } = renderApp('/login');
    await userEvent.type(await screen.findByRole('textbox', { name: 'Username' }), 'admin@acme.test');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Invalid username or password.');
    expect(router.state.location.pathname).toBe('/login');
  });

  it('puts server field errors under their fields', async () => {
    mockApi({
      'POST /api/auth/access-tokens': () =>
        jsonResponse(400, { title: 'Bad Request', status: 400, errors: { '$.username': ['Maximum is 200 characters'] } }),
    });
    renderApp('/login');
    await userEvent.type(await screen.findByRole('textbox', { name: 'Username' }), 'x');
    await userEvent.type(screen.getByLabelText('Password'), 'y');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    const username = screen.getByRole('textbox', { name: 'Username' });
    await waitFor(() => expect(username.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByRole('alert').textContent).toContain(
      'Some fields are incomplete or incorrect. Please check all highlighted fields and try again.',
    );
  });

  it('stores the tokens, clears cached data and goes to the returnUrl', async () => {
    const fetchMock = mockApi({
      'POST /api/auth/access-tokens': () => jsonResponse(200, TOKENS),
      'GET /api/current-user': () => jsonResponse(200, { id: 1, userName: 'u', name: 'Una', roles: [], supplierCanProcessOrders: true }),
      'GET /api/feature-flags/values': () => jsonResponse(200, {}),
    });
    const { router, queryClient } = renderApp('/login?returnUrl=%2Finsights%3Frange%3D30');
    queryClient.setQueryData(['stale'], 'from another session');
    await userEvent.type(await screen.findByRole('textbox', { name: 'Username' }), 'una');
    await userEvent.type(screen.getByLabelText('Password'), 'secret');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'Insights' })).toBeVisible();
    expect(currentPath(router)).toBe('/insights?range=30');
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBe('a1');
    expect(localStorage.getItem(REFRESH_TOKEN_KEY)).toBe('r1');
    expect(queryClient.getQueryData(['stale'])).toBeUndefined();
    const body = JSON.parse(String((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].body));
    expect(body).toEqual({ username: 'una', password: 'secret' });
  });

  it("takes an operator straight to the console, without calling the supplier's calls (no 403 on the way)", async () => {
    const fetchMock = mockApi({
      'POST /api/auth/access-tokens': () => jsonResponse(200, { ...TOKENS, sessionKind: 'operator' }),
      'GET /api/ops/me': () => jsonResponse(200, { id: 9, userName: 'ops@marketplace.test', name: 'Olivia Operator' }),
      'GET /api/ops/overview': () => jsonResponse(200, { queues: [] }),
    });
    const { router } = renderApp('/login');
    await userEvent.type(await screen.findByRole('textbox', { name: 'Username' }), 'ops@marketplace.test');
    await userEvent.type(screen.getByLabelText('Password'), 'secret');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'Operations' })).toBeVisible();
    expect(currentPath(router)).toBe('/ops');
    const called = fetchMock.mock.calls.map(([url]) => String(url).split('?')[0]);
    expect(called).not.toContain('/api/current-user');
    expect(called).not.toContain('/api/feature-flags/values');
  });

  it("keeps an operator's return address in the console", async () => {
    mockApi({
      'POST /api/auth/access-tokens': () => jsonResponse(200, { ...TOKENS, sessionKind: 'operator' }),
      'GET /api/ops/me': () => jsonResponse(200, { id: 9, userName: 'ops@marketplace.test', name: 'Olivia Operator' }),
      'GET /api/ops/overview': () => jsonResponse(200, { queues: [] }),
      'GET /api/ops/suppliers': () => {
        const response = jsonResponse(200, []);
        response.headers.set('Content-Range', 'items */0');
        return response;
      },
    });
    const { router } = renderApp('/login?returnUrl=%2Fops%2Fsuppliers');
    await userEvent.type(await screen.findByRole('textbox', { name: 'Username' }), 'ops@marketplace.test');
    await userEvent.type(screen.getByLabelText('Password'), 'secret');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(currentPath(router)).toBe('/ops/suppliers'));
  });

  it('ignores a returnUrl that leaves the site', async () => {
    mockApi({
      'POST /api/auth/access-tokens': () => jsonResponse(200, TOKENS),
      'GET /api/current-user': () => jsonResponse(200, { id: 1, userName: 'u', name: 'Una', roles: [], supplierCanProcessOrders: true }),
      'GET /api/feature-flags/values': () => jsonResponse(200, {}),
    });
    const { router } = renderApp('/login?returnUrl=%2F%2Fevil.example');
    await userEvent.type(await screen.findByRole('textbox', { name: 'Username' }), 'una');
    await userEvent.type(screen.getByLabelText('Password'), 'secret');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'Welcome, Una' })).toBeVisible();
    expect(currentPath(router)).toBe('/');
  });

  it('validates the e-mail before asking for a code', async () => {
    const fetchMock = mockApi({});
    renderApp('/login');
    await userEvent.click(await screen.findByRole('button', { name: 'Login with email' }));
    // the e-mailed code form loads when asked for
    await userEvent.click(await screen.findByRole('button', { name: 'Continue with email' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Email' }).getAttribute('aria-invalid')).toBe('true'));
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Continue with email' }));
    expect(await screen.findByText(/invalid email/i)).toBeVisible();
    expect(fetchMock).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Back to Login' }));
    expect(screen.getByRole('textbox', { name: 'Username' })).toBeVisible();
  });

  it('counts 30 seconds down before a code can be resent, then resends with a message', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const codeRequests: unknown[] = [];
    mockApi({
      'POST /api/auth/one-time-code': (init) => {
        codeRequests.push(JSON.parse(String(init?.body)));
        return jsonResponse(204);
      },
    });
    renderApp('/login');
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(await screen.findByRole('button', { name: 'Login with email' }));
    await user.type(await screen.findByRole('textbox', { name: 'Email' }), 'clerk@acme.test');
    await user.click(screen.getByRole('button', { name: 'Continue with email' }));
    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeVisible();
    expect(codeRequests).toEqual([{ email: 'clerk@acme.test' }]);

    const resend = () => screen.getByRole('button', { name: /Resend code/ }) as HTMLButtonElement;
    expect(resend().disabled).toBe(true);
    expect(resend().textContent).toMatch(/Resend code \((30|29)s\)/);
    for (let i = 0; i < 31; i += 1) {
      await act(async () => {
        vi.advanceTimersByTime(1000);
      });
    }
    expect(resend().disabled).toBe(false);
    expect(resend().textContent).toBe('Resend code');

    fireEvent.click(resend());
    expect(await screen.findByText('A new one-time code has been sent to the provided email.')).toBeVisible();
    expect(codeRequests).toHaveLength(2);
    await waitFor(() => expect(resend().disabled).toBe(true));
  });

  it('signs in with the e-mailed code', async () => {
    let tokenBody: unknown;
    mockApi({
      'POST /api/auth/one-time-code': () => jsonResponse(204),
      'POST /api/auth/access-tokens': (init) => {
        tokenBody = JSON.parse(String(init?.body));
        return jsonResponse(200, TOKENS);
      },
      'GET /api/current-user': () =>
        jsonResponse(200, { id: 2, userName: 'c', name: 'Carl Clerk', roles: [], supplierCanProcessOrders: true }),
      'GET /api/feature-flags/values': () => jsonResponse(200, {}),
    });
    renderApp('/login');
    await userEvent.click(await screen.findByRole('button', { name: 'Login with email' }));
    await userEvent.type(await screen.findByRole('textbox', { name: 'Email' }), 'clerk@acme.test');
    await userEvent.click(screen.getByRole('button', { name: 'Continue with email' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Continue with login code' }));
    expect(await screen.findByText('Field is required')).toBeVisible();
    await userEvent.type(screen.getByRole('textbox', { name: 'Code' }), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Continue with login code' }));
    expect(await screen.findByRole('heading', { name: 'Welcome, Carl Clerk' })).toBeVisible();
    expect(tokenBody).toEqual({ email: 'clerk@acme.test', oneTimeCode: '123456' });
  });
});
