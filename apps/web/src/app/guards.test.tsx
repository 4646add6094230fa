import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { CLERK_USER, currentPath, jsonResponse, mockApi, renderApp, signedInApi } from '../test/render-app.tsx';

describe('route guards', () => {
  it('sends a signed-out visitor of a layout page to login with the path and query as returnUrl', async () => {
    mockApi({});
    const { router } = renderApp('/orders?view=mine');
    expect(await screen.findByRole('heading', { name: 'Suppliers, welcome!' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/login');
    expect(new URLSearchParams(router.state.location.search).get('returnUrl')).toBe('/orders?view=mine');
  });

  it('sends a signed-in user away from login and the reset request to home', async () => {
    signedInApi();
    const { router } = renderApp('/login');
    expect(await screen.findByRole('heading', { name: 'Welcome, Alice Admin' })).toBeVisible();
    expect(currentPath(router)).toBe('/');
    await router.navigate('/request-password-reset');
    await waitFor(() => expect(currentPath(router)).toBe('/'));
  });

  it('shows not found for password reset and create without a token', async () => {
    mockApi({});
    const { router } = renderApp('/password-reset');
    expect(await screen.findByRole('heading', { name: '404 - Not Found' })).toBeVisible();
    await router.navigate('/password-create?token=');
    await waitFor(() => expect(currentPath(router)).toBe('/password-create?token='));
    await waitFor(() => expect(screen.getByRole('heading', { name: '404 - Not Found' })).toBeVisible());
    await router.navigate('/password-create?token=abc');
    expect(await screen.findByRole('heading', { name: 'Create password' })).toBeVisible();
    await router.navigate('/password-reset?token=abc');
    expect(await screen.findByRole('heading', { name: 'Change password' })).toBeVisible();
  });

  it('sends the supplier application without a token to the root', async () => {
    mockApi({});
    const { router } = renderApp('/supplier-application');
    // the root needs sign-in, so a signed-out visitor ends on login
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('shows the progress bar until the current user and the flags are loaded', async () => {
    let releaseFlags: ((r: Response) => void) | null = null;
    signedInApi(
      CLERK_USER,
      {},
      {
        'GET /api/feature-flags/values': () => new Promise<Response>((resolve) => (releaseFlags = resolve)),
      },
    );
    const { router } = renderApp('/');
    // the lazily loaded shell asks for the flags once it has loaded; until they answer a progress bar shows (the
    // route's, then the shell's: each try reads the bar on screen now) and no page
    await waitFor(() => expect(releaseFlags).not.toBeNull());
    await waitFor(() => expect(router.state.navigation.state).toBe('idle'));
    await waitFor(() => expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeVisible());
    expect(screen.queryByRole('heading', { name: /Welcome/ })).toBeNull();
    releaseFlags!(jsonResponse(200, {}));
    expect(await screen.findByRole('heading', { name: 'Welcome, Carl Clerk' })).toBeVisible();
    expect(screen.queryByRole('progressbar', { name: 'Loading' })).toBeNull();
  });

  it('uses the default flags when the flag call fails', async () => {
    signedInApi(CLERK_USER, {}, { 'GET /api/feature-flags/values': () => jsonResponse(500, { title: 'Boom', status: 500 }) });
    renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Welcome, Carl Clerk' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Accounting' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Accounting' })).toBeNull();
  });

  it('redirects /accounting to credit requests', async () => {
    signedInApi(CLERK_USER, { CreditRequests: true });
    const { router } = renderApp('/accounting');
    expect(await screen.findByRole('heading', { name: 'Credit requests' })).toBeVisible();
    expect(currentPath(router)).toBe('/accounting/credit-requests');
  });

  it('keeps /users for Admin and shows the 403 text to others', async () => {
    signedInApi(CLERK_USER);
    renderApp('/users');
    expect(await screen.findByText('This action falls out of your scope of responsibilities. Please contact your superior.')).toBeVisible();
    // the page's title over the text (not a bare sentence), and nothing of the page itself
    expect(screen.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('button', { name: /add user/i })).toBeNull();
  });

  it('shows the Users page to an Admin', async () => {
    signedInApi();
    renderApp('/users');
    expect(await screen.findByRole('heading', { name: 'Users' })).toBeVisible();
  });

  it('renders print pages outside the main layout', async () => {
    signedInApi();
    renderApp('/print/order?orderIds=1,2');
    expect(await screen.findByRole('heading', { name: 'Print orders' })).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Profile/ })).toBeNull();
  });

  it('shows not found for a non-numeric order id and for unknown paths', async () => {
    signedInApi();
    const { router } = renderApp('/orders/abc');
    expect(await screen.findByRole('heading', { name: '404 - Not Found' })).toBeVisible();
    await router.navigate('/no-such-page');
    // the first page's heading is still mounted for a moment: wait for the new page's
    await waitFor(() => expect(currentPath(router)).toBe('/no-such-page'));
    await waitFor(() => expect(screen.getByRole('heading', { name: '404 - Not Found' })).toBeVisible());
    expect(screen.getByText('The page you were trying to access could not be found.')).toBeVisible();
  });

  it('sets the document title per page', async () => {
    mockApi({});
    renderApp('/login');
    await screen.findByRole('heading', { name: 'Suppliers, welcome!' });
    expect(document.title).toBe('Sign in');
  });
});
