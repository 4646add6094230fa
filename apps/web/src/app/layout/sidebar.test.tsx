import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { FeatureFlag } from '@portal/contracts';
import { ADMIN_USER, CLERK_USER, jsonResponse, renderApp, signedInApi } from '../../test/render-app.tsx';
import { NAV_ITEMS, visibleNavItems, type NavItem } from './nav-items.tsx';
import { Sidebar } from './Sidebar.tsx';

const flagsOn =
  (...on: FeatureFlag[]) =>
  (flag: FeatureFlag) =>
    on.includes(flag);
const labels = (items: readonly NavItem[]) => items.map((i) => i.label);

describe('sidebar rules', () => {
  it('lists Dashboard, Orders and Insights and never the hidden items', () => {
    expect(labels(visibleNavItems(NAV_ITEMS, { roles: ['Admin'], isEnabled: flagsOn() }))).toEqual(['Dashboard', 'Orders', 'Insights']);
  });

  it('adds Accounting with its two children only while CreditRequests is on', () => {
    const items = visibleNavItems(NAV_ITEMS, { roles: [], isEnabled: flagsOn('CreditRequests') });
    expect(labels(items)).toEqual(['Dashboard', 'Orders', 'Insights', 'Accounting']);
    expect(labels(items[3]!.children!)).toEqual(['Credit requests', 'Credit memos']);
  });

  it('shows items with roles to Admin and to holders of the role only', () => {
    const items: NavItem[] = [{ label: 'Reports', path: '/reports', roles: ['Finance'] }];
    expect(labels(visibleNavItems(items, { roles: ['Admin'], isEnabled: flagsOn() }))).toEqual(['Reports']);
    expect(labels(visibleNavItems(items, { roles: ['Finance'], isEnabled: flagsOn() }))).toEqual(['Reports']);
    expect(labels(visibleNavItems(items, { roles: ['Clerk'], isEnabled: flagsOn() }))).toEqual([]);
  });
});

describe('sidebar', () => {
  const TWO_PARENTS: NavItem[] = [
    { label: 'Dashboard', path: '/' },
    { label: 'Accounting', path: '/accounting', children: [{ label: 'Credit memos', path: '/accounting/credit-memos' }] },
    { label: 'Contacts', path: '/contacts', children: [{ label: 'Representatives', path: '/contacts/representatives' }] },
  ];
  const renderSidebar = (path: string) => {
    const router = createMemoryRouter([{ path: '*', element: <Sidebar items={TWO_PARENTS} collapsed={false} /> }], {
      initialEntries: [path],
    });
    render(<RouterProvider router={router} />);
    return router;
  };

  it('expands the parent of the current path', () => {
    renderSidebar('/accounting/credit-memos');
    expect(screen.getByRole('button', { name: 'Accounting' }).getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('link', { name: 'Credit memos' })).toHaveAttribute('href', '/accounting/credit-memos');
    expect(screen.getByRole('button', { name: 'Contacts' }).getAttribute('aria-expanded')).toBe('false');
  });

  it('keeps one parent expanded at a time', async () => {
    renderSidebar('/');
    await userEvent.click(screen.getByRole('button', { name: 'Accounting' }));
    expect(screen.getByRole('button', { name: 'Accounting' }).getAttribute('aria-expanded')).toBe('true');
    await userEvent.click(screen.getByRole('button', { name: 'Contacts' }));
    expect(screen.getByRole('button', { name: 'Contacts' }).getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('button', { name: 'Accounting' }).getAttribute('aria-expanded')).toBe('false');
  });

  it('opens the matching parent when the path moves under it', async () => {
    const router = renderSidebar('/');
    await userEvent.click(screen.getByRole('button', { name: 'Accounting' }));
    await router.navigate('/contacts/representatives');
    expect(await screen.findByRole('link', { name: 'Representatives' })).toHaveAttribute('href', '/contacts/representatives');
    expect(screen.getByRole('button', { name: 'Accounting' }).getAttribute('aria-expanded')).toBe('false');
  });
});

describe('shell', () => {
  it('shows Accounting in the navigation with the CreditRequests flag and hides Users even from Admin', async () => {
    signedInApi(ADMIN_USER, { CreditRequests: true });
    renderApp('/accounting/credit-memos');
    const nav = await screen.findByRole('list', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'Credit memos' })).toHaveAttribute('href', '/accounting/credit-memos');
    expect(within(nav).queryByRole('link', { name: 'Users' })).toBeNull();
    expect(within(nav).queryByRole('link', { name: 'Products' })).toBeNull();
  });

  it('persists the collapsed sidebar', async () => {
    signedInApi(CLERK_USER);
    renderApp('/');
    await userEvent.click(await screen.findByRole('button', { name: 'Collapse sidebar' }));
    expect(localStorage.getItem('sidebar-collapsed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Expand sidebar' })).toBeVisible();
    // collapsed items keep their names for assistive technology
    expect(screen.getByRole('link', { name: 'Orders' })).toHaveAttribute('href', '/orders');
  });

  it('shows name and username in the profile menu and signs out to login with tokens and cache cleared', async () => {
    signedInApi(CLERK_USER);
    const { router, queryClient } = renderApp('/');
    await userEvent.click(await screen.findByRole('button', { name: 'Profile, Carl Clerk' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('Carl Clerk')).toBeVisible();
    expect(within(menu).getByText('clerk@acme.test')).toBeVisible();
    expect(within(menu).getByRole('menuitem', { name: 'Contacts' })).toBeVisible();
    expect(within(menu).getByRole('menuitem', { name: 'Change Password' })).toBeVisible();
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Sign out' }));
    expect(await screen.findByRole('heading', { name: 'Suppliers, welcome!' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem('access-token')).toBeNull();
    expect(localStorage.getItem('refresh-token')).toBeNull();
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
  });

  it('names the current supplier and offers Switch supplier to a person of several, which opens the chooser', async () => {
    const memberships = [
      { supplierId: 1, supplierName: 'Acme Home Goods', isAdmin: false, status: 'active', current: true },
      { supplierId: 2, supplierName: 'Integrated Outdoor Supply', isAdmin: false, status: 'active', current: false },
    ];
    signedInApi(CLERK_USER, {}, { 'GET /api/memberships': () => jsonResponse(200, memberships) });
    const { router } = renderApp('/');
    await userEvent.click(await screen.findByRole('button', { name: 'Profile, Carl Clerk' }));
    const menu = await screen.findByRole('menu');
    expect(await within(menu).findByText('Acme Home Goods')).toBeVisible();
    await userEvent.click(await within(menu).findByRole('menuitem', { name: 'Switch supplier' }));
    expect(await screen.findByRole('heading', { name: 'Choose a supplier' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/choose-supplier');
  });

  it('offers no switch to a person of one supplier', async () => {
    const memberships = [{ supplierId: 1, supplierName: 'Acme Home Goods', isAdmin: false, status: 'active', current: true }];
    signedInApi(CLERK_USER, {}, { 'GET /api/memberships': () => jsonResponse(200, memberships) });
    renderApp('/');
    await userEvent.click(await screen.findByRole('button', { name: 'Profile, Carl Clerk' }));
    const menu = await screen.findByRole('menu');
    expect(await within(menu).findByText('Acme Home Goods')).toBeVisible();
    expect(within(menu).queryByRole('menuitem', { name: 'Switch supplier' })).toBeNull();
  });

  it('toggles the palette mode from the profile menu and follows another tab', async () => {
    signedInApi(CLERK_USER);
    renderApp('/');
    await userEvent.click(await screen.findByRole('button', { name: 'Profile, Carl Clerk' }));
    const toggle = await screen.findByRole('menuitemcheckbox', { name: 'Dark mode' });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    await userEvent.click(toggle);
    expect(localStorage.getItem('palette-mode')).toBe('dark');
    expect(screen.getByRole('menuitemcheckbox', { name: 'Dark mode' }).getAttribute('aria-checked')).toBe('true');
    // another tab switches back to light
    localStorage.setItem('palette-mode', 'light');
    window.dispatchEvent(new StorageEvent('storage', { key: 'palette-mode', newValue: 'light' }));
    await waitFor(() => expect(screen.getByRole('menuitemcheckbox', { name: 'Dark mode' })).not.toBeChecked());
  });
});
