import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CLERK_USER, currentPath, jsonResponse, mockApi, renderApp, signedInApi } from '../../../test/render-app.tsx';
import { ACCESS_TOKEN_KEY, SUPPLIER_CHOICE_KEY } from '../../../lib/session.ts';

const ACME = { supplierId: 1, supplierName: 'Acme Home Goods', isAdmin: true, status: 'active', current: true };
const OTHER = { supplierId: 2, supplierName: 'Integrated Outdoor', isAdmin: false, status: 'active', current: false };
const INVITED = { supplierId: 3, supplierName: 'Cedar Crafts', isAdmin: false, status: 'invited', current: false };
const NEW_TOKENS = { accessToken: 'a-other', refreshToken: 'r-other', sessionKind: 'supplier' };

describe('choosing the supplier after signing in', () => {
  it('sends a person of several suppliers to the chooser first, then to the page asked for', async () => {
    const fetchMock = mockApi({
      'POST /api/auth/access-tokens': () =>
        jsonResponse(200, { accessToken: 'a1', refreshToken: 'r1', sessionKind: 'supplier', chooseSupplier: true }),
      'GET /api/memberships': () => jsonResponse(200, [ACME, OTHER]),
      'POST /api/memberships/2/session': () => jsonResponse(200, NEW_TOKENS),
      'GET /api/current-user': () => jsonResponse(200, CLERK_USER),
      'GET /api/feature-flags/values': () => jsonResponse(200, {}),
    });
    const { router } = renderApp('/login?returnUrl=%2Finsights');
    await userEvent.type(await screen.findByRole('textbox', { name: 'Username' }), 'agent');
    await userEvent.type(screen.getByLabelText('Password'), 'secret');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'Choose a supplier' })).toBeVisible();
    expect(currentPath(router)).toBe('/choose-supplier?returnUrl=%2Finsights');
    expect(sessionStorage.getItem(SUPPLIER_CHOICE_KEY)).toBe('1');
    // no way around the choice: another signed-in page comes back here
    await router.navigate('/orders');
    await expect.poll(() => currentPath(router)).toBe('/choose-supplier?returnUrl=%2Forders');
    await router.navigate('/choose-supplier?returnUrl=%2Finsights');

    await expect.poll(() => currentPath(router)).toBe('/choose-supplier?returnUrl=%2Finsights');
    expect(await screen.findByRole('button', { name: /Acme Home Goods/ })).toBeVisible();
    await userEvent.click(await screen.findByRole('button', { name: /Integrated Outdoor/ }));
    expect(await screen.findByRole('heading', { name: 'Insights' })).toBeVisible();
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBe('a-other');
    expect(sessionStorage.getItem(SUPPLIER_CHOICE_KEY)).toBeNull();
    expect(fetchMock.mock.calls.some(([url, init]) => String(url).endsWith('/api/memberships/2/session') && init?.method === 'POST')).toBe(
      true,
    );
  });

  it('keeps the session when the current supplier is chosen (no new session)', async () => {
    sessionStorage.setItem(SUPPLIER_CHOICE_KEY, '1');
    const fetchMock = signedInApi(CLERK_USER, {}, { 'GET /api/memberships': () => jsonResponse(200, [ACME, OTHER]) });
    const { router } = renderApp('/choose-supplier');
    await userEvent.click(await screen.findByRole('button', { name: /Acme Home Goods/ }));
    await expect.poll(() => currentPath(router)).toBe('/');
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/session'))).toBe(false);
    expect(sessionStorage.getItem(SUPPLIER_CHOICE_KEY)).toBeNull();
  });

  it('accepts an invitation, which then lists the supplier as one to work for', async () => {
    let invited = true;
    signedInApi(
      CLERK_USER,
      {},
      {
        'GET /api/memberships': () => jsonResponse(200, [ACME, invited ? INVITED : { ...INVITED, status: 'active' }]),
        'POST /api/memberships/3/acceptance': () => {
          invited = false;
          return new Response(null, { status: 204 });
        },
      },
    );
    renderApp('/choose-supplier');
    const invitations = await screen.findByRole('list', { name: 'Invitations' });
    await userEvent.click(within(invitations).getByRole('button', { name: 'Accept invitation: Cedar Crafts' }));
    const suppliers = await screen.findByRole('list', { name: 'Suppliers' });
    expect(await within(suppliers).findByText('Cedar Crafts')).toBeVisible();
    expect(screen.queryByRole('list', { name: 'Invitations' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Back' })).toBeVisible();
  });
});
