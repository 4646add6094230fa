import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentPath, jsonResponse, mockApi, renderApp } from '../../../test/render-app.tsx';
import { ACCESS_TOKEN_KEY } from '../../../lib/session.ts';
import { AUTH_REDIRECT_MS, PASSWORD_POLICY_MESSAGES, PASSWORD_REDIRECT_MS, passwordPolicyErrors } from '@portal/contracts';

const PROFILE = { id: 2, userName: 'c', name: 'Carl Clerk', roles: [], supplierCanProcessOrders: true };

describe('auth landing', () => {
  it('says when the token is missing', async () => {
    mockApi({});
    renderApp('/auth');
    expect(await screen.findByText('Missing authorization token.')).toBeVisible();
  });

  it('exchanges the token once, reports success and goes home after 1 second', async () => {
    const bodies: unknown[] = [];
    mockApi({
      'POST /api/auth/access-tokens': (init) => {
        bodies.push(JSON.parse(String(init?.body)));
        return jsonResponse(200, { accessToken: 'a', refreshToken: 'r', sessionKind: 'supplier' });
      },
      'GET /api/current-user': () => jsonResponse(200, PROFILE),
      'GET /api/feature-flags/values': () => jsonResponse(200, {}),
    });
    // the clock runs on its own (calls and screens need it) and is moved on past the redirect's second
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { router } = renderApp('/auth?token=one-use');
    expect(await screen.findByText('Authorization successful. Redirecting...')).toBeVisible();
    expect(bodies).toEqual([{ authToken: 'one-use' }]);
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBe('a');
    expect(router.state.location.pathname).toBe('/auth');
    await act(() => vi.advanceTimersByTimeAsync(AUTH_REDIRECT_MS));
    expect(await screen.findByRole('heading', { name: 'Welcome, Carl Clerk' })).toBeVisible();
    expect(currentPath(router)).toBe('/');
  });

  it('reports a refused token', async () => {
    mockApi({ 'POST /api/auth/access-tokens': () => jsonResponse(401, { title: 'Unauthorized', status: 401 }) });
    renderApp('/auth?token=bad');
    expect(await screen.findByText('Authorization failed.')).toBeVisible();
  });
});

describe('request password reset', () => {
  it('relabels Send to Resend and disables it for 5 seconds after a send', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const sent: unknown[] = [];
    mockApi({
      'POST /api/auth/send-password-reset-email': (init) => {
        sent.push(JSON.parse(String(init?.body)));
        return jsonResponse(204);
      },
    });
    renderApp('/request-password-reset');
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    expect(await screen.findByText('Enter your email address and we will send you instructions to reset your password')).toBeVisible();
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'clerk@acme.test');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const resend = (await screen.findByRole('button', { name: 'Resend' })) as HTMLButtonElement;
    expect(resend.disabled).toBe(true);
    expect(sent).toEqual([{ email: 'clerk@acme.test' }]);
    await act(async () => {
      vi.advanceTimersByTime(4900);
    });
    expect(screen.getByRole('button', { name: 'Resend' })).toBeDisabled();
    await act(async () => {
      vi.advanceTimersByTime(100);
    });
    expect(screen.getByRole('button', { name: 'Resend' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Return to login page' })).toHaveAttribute('href', '/login');
  });
});

describe('password create and reset', () => {
  it('requires matching passwords before calling the server', async () => {
    const fetchMock = mockApi({});
    renderApp('/password-create?token=t1');
    await userEvent.type(await screen.findByLabelText('New password'), 'Abcdefghij-1');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'Abcdefghij-2');
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Passwords do not match')).toBeVisible();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('creates the password, disables the button and goes to login after 2 seconds', async () => {
    let body: unknown;
    mockApi({
      'POST /api/auth/password-create': (init) => {
        body = JSON.parse(String(init?.body));
        return jsonResponse(200, { userName: 'new.admin@acme.test' });
      },
    });
    // the clock runs on its own (calls and screens need it) and is moved on past the redirect's 2 s
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { router } = renderApp('/password-create?token=t1');
    expect(document.title).toBe('Create password');
    await userEvent.type(await screen.findByLabelText('New password'), 'Abcdefghij-1');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'Abcdefghij-1');
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Password created successfully')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Create' })).toBeDisabled();
    expect(body).toEqual({ passwordCreateToken: 't1', newPassword: 'Abcdefghij-1', confirmPassword: 'Abcdefghij-1' });
    await act(() => vi.advanceTimersByTimeAsync(PASSWORD_REDIRECT_MS));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    // sign-in confirms it and has the user name filled in, the password next
    expect(await screen.findByRole('status')).toHaveTextContent('Password created successfully. Sign in with your new password.');
    expect(screen.getByRole('textbox', { name: 'Username' })).toHaveValue('new.admin@acme.test');
    expect(screen.getByLabelText(/^Password/)).toHaveFocus();
  });

  it('cancels the redirect when the user leaves first', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mockApi({ 'POST /api/auth/password-create': () => jsonResponse(200, { userName: 'new.admin@acme.test' }) });
    const { router } = renderApp('/password-create?token=t1');
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.type(await screen.findByLabelText('New password'), 'Abcdefghij-1');
    await user.type(screen.getByLabelText('Confirm password'), 'Abcdefghij-1');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    await screen.findByText('Password created successfully');
    await act(async () => {
      await router.navigate('/request-password-reset');
    });
    await act(async () => {
      vi.advanceTimersByTime(3000);
    });
    expect(router.state.location.pathname).toBe('/request-password-reset');
  });

  it('shows server field errors under the reset fields and the banner', async () => {
    mockApi({
      'POST /api/auth/password-reset': () =>
        jsonResponse(400, { title: 'Bad Request', status: 400, errors: { '$.newPassword': ['Minimum is 10 characters'] } }),
    });
    renderApp('/password-reset?token=t2');
    expect(await screen.findByRole('heading', { name: 'Change password' })).toBeVisible();
    expect(screen.getByText('Use this form to update your password')).toBeVisible();
    // a password the form's own policy check lets through, so the server's answer is what shows
    fireEvent.input(screen.getByLabelText('New password'), { target: { value: 'Abcdefghij-1' } });
    fireEvent.input(screen.getByLabelText('Confirm password'), { target: { value: 'Abcdefghij-1' } });
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Some fields are incomplete or incorrect. Please check all highlighted fields and try again.');
    expect(screen.getAllByText('Minimum is 10 characters').length).toBeGreaterThanOrEqual(1);
    expect(screen.getByLabelText('New password').getAttribute('aria-invalid')).toBe('true');
  });
});

describe('the password policy in the forms (the contracts rule the server applies)', () => {
  it('shows a too short new password before sending on reset', async () => {
    const sent: unknown[] = [];
    mockApi({ 'POST /api/auth/password-reset': (init) => (sent.push(init?.body), jsonResponse(204)) });
    renderApp('/password-reset?token=t3');
    fireEvent.input(await screen.findByLabelText('New password'), { target: { value: 'short' } });
    fireEvent.input(screen.getByLabelText('Confirm password'), { target: { value: 'short' } });
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText(passwordPolicyErrors('short')[0]!)).toBeVisible();
    expect(screen.getByText('Minimum is 10 characters')).toBeVisible();
    expect(sent).toEqual([]);
  });

  it('refuses the current password as the new one before sending', async () => {
    const sent: unknown[] = [];
    mockApi({
      'GET /api/current-user': () => jsonResponse(200, PROFILE),
      'GET /api/feature-flags/values': () => jsonResponse(200, {}),
      'POST /api/auth/change-password': (init) => (
        sent.push(init?.body),
        jsonResponse(200, { accessToken: 'x', refreshToken: 'y', sessionKind: 'supplier' })
      ),
    });
    localStorage.setItem(ACCESS_TOKEN_KEY, 'a');
    renderApp('/account/password');
    await userEvent.type(await screen.findByLabelText('Current password'), 'Abcdefghij-1');
    await userEvent.type(screen.getByLabelText('New password'), 'Abcdefghij-1');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'Abcdefghij-1');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText(PASSWORD_POLICY_MESSAGES.sameAsCurrent)).toBeVisible();
    expect(sent).toEqual([]);
  });
});

describe('change password', () => {
  it('shows the password rules under New password before the first submit', async () => {
    mockApi({
      'GET /api/current-user': () => jsonResponse(200, PROFILE),
      'GET /api/feature-flags/values': () => jsonResponse(200, {}),
    });
    localStorage.setItem(ACCESS_TOKEN_KEY, 'a');
    renderApp('/account/password');
    const field = await screen.findByLabelText('New password');
    expect(field).toHaveAccessibleDescription('10 to 128 characters, not your e-mail address or your current password.');
  });

  it('changes the password and says so', async () => {
    let body: unknown;
    mockApi({
      'GET /api/current-user': () => jsonResponse(200, PROFILE),
      'GET /api/feature-flags/values': () => jsonResponse(200, {}),
      'POST /api/auth/change-password': (init) => {
        body = JSON.parse(String(init?.body));
        return jsonResponse(200, { accessToken: 'new-access', refreshToken: 'new-refresh', sessionKind: 'supplier' });
      },
    });
    localStorage.setItem(ACCESS_TOKEN_KEY, 'a');
    renderApp('/account/password');
    await userEvent.type(await screen.findByLabelText('Current password'), 'old-pass');
    await userEvent.type(screen.getByLabelText('New password'), 'Abcdefghij-1');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'Abcdefghij-2');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Passwords do not match')).toBeVisible();
    await userEvent.clear(screen.getByLabelText('Confirm password'));
    await userEvent.type(screen.getByLabelText('Confirm password'), 'Abcdefghij-1');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Password has been changed successfully.')).toBeVisible();
    expect(body).toEqual({ currentPassword: 'old-pass', newPassword: 'Abcdefghij-1', confirmPassword: 'Abcdefghij-1' });
    expect(document.title).toBe('Change password');
    // The change ends earlier sessions; the new pair keeps this one going.
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBe('new-access');
  });
});
