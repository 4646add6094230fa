import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { mockApi, signedInApi } from '../test/render-app.tsx';

const callsTo = (fetchMock: ReturnType<typeof mockApi>, path: string) =>
  fetchMock.mock.calls.filter(([url]) => String(url).split('?')[0] === path).length;

// App.tsx starts the signed-in calls when it is first imported: each test imports it afresh
async function freshApp() {
  vi.resetModules();
  return (await import('./App.tsx')).App;
}

describe('App', () => {
  afterEach(() => window.history.pushState({}, '', '/'));

  it('greets a signed-out visitor of the home page with the sign-in screen', async () => {
    const fetchMock = mockApi({});
    const App = await freshApp();
    render(<App />);
    expect(await screen.findByRole('heading', { name: 'Suppliers, welcome!' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeVisible();
    expect(window.location.pathname).toBe('/login');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks for the profile and the flags as the page starts, once each, when signed in', async () => {
    window.history.pushState({}, '', '/account/password');
    const fetchMock = signedInApi();
    const App = await freshApp();
    // before anything renders, while the shell's code would still be downloading
    expect(callsTo(fetchMock, '/api/current-user')).toBe(1);
    expect(callsTo(fetchMock, '/api/feature-flags/values')).toBe(1);
    render(<App />);
    expect(await screen.findByRole('heading', { name: 'Change password' })).toBeVisible();
    expect(callsTo(fetchMock, '/api/current-user')).toBe(1);
    expect(callsTo(fetchMock, '/api/feature-flags/values')).toBe(1);
  });

  it('asks for an order, its items and its history as its page starts', async () => {
    window.history.pushState({}, '', '/orders/42');
    const fetchMock = signedInApi();
    await freshApp();
    for (const path of [
      '/api/current-user',
      '/api/feature-flags/values',
      '/api/orders/42',
      '/api/orders/42/order-items',
      '/api/orders/42/history',
    ])
      expect(callsTo(fetchMock, path)).toBe(1);
  });

  it('starts nothing for the operations console or a printable sheet, which have calls of their own', async () => {
    for (const path of ['/ops/queue', '/print/order?ids=1']) {
      window.history.pushState({}, '', path);
      const fetchMock = signedInApi();
      await freshApp();
      expect(fetchMock).not.toHaveBeenCalled();
    }
  });
});
