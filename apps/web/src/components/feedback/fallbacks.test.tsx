import { describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { NotFoundPage } from './NotFoundPage.tsx';
import { PartErrorBoundary, PART_ERROR_TEXT } from './PartErrorBoundary.tsx';
import { RouteErrorPage } from './RouteErrorPage.tsx';
import { SuccessDialog } from './SuccessDialog.tsx';
import { isDynamicImportError } from './dynamic-import-error.ts';

function Boom(): never {
  throw new Error('render failed');
}

describe('fallback screens', () => {
  it('shows 404 and goes one step back in history', async () => {
    const router = createMemoryRouter(
      [
        { path: '/', element: <h1>Home</h1> },
        { path: '*', element: <NotFoundPage /> },
      ],
      { initialEntries: ['/', '/missing'], initialIndex: 1 },
    );
    render(<RouterProvider router={router} />);
    expect(screen.getByRole('heading', { name: '404 - Not Found' })).toBeVisible();
    expect(screen.getByText('The page you were trying to access could not be found.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Go back' }));
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeVisible();
  });

  it('goes to the dashboard when the 404 page was opened directly (no page of the portal to go back to)', async () => {
    const router = createMemoryRouter(
      [
        { path: '/', element: <h1>Dashboard</h1> },
        { path: '*', element: <NotFoundPage /> },
      ],
      { initialEntries: ['/missing'] },
    );
    render(<RouterProvider router={router} />);
    await userEvent.click(screen.getByRole('button', { name: 'Go back' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/');
  });

  it('shows the route error text when a screen throws', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const router = createMemoryRouter([{ path: '/', element: <Boom />, errorElement: <RouteErrorPage /> }]);
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    expect(screen.getByText('Something went wrong with accessing this page.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Go back' })).toBeVisible();
    vi.restoreAllMocks();
  });

  it('detects a failed page download and offers to refresh', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    const router = createMemoryRouter([
      {
        path: '/',
        lazy: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module: http://x/assets/Page-abc.js')),
        errorElement: <RouteErrorPage />,
      },
    ]);
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { name: 'System update detected' })).toBeVisible();
    expect(
      screen.getByText('An update to the system is currently being applied or has just been applied. Please refresh the page to continue.'),
    ).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Refresh page' }));
    expect(reload).toHaveBeenCalled();
    vi.restoreAllMocks();
  });

  it('recognises the dynamic import failures of the major browsers only', () => {
    expect(isDynamicImportError(new TypeError('error loading dynamically imported module: /a.js'))).toBe(true);
    expect(isDynamicImportError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isDynamicImportError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isDynamicImportError('Failed to fetch dynamically imported module')).toBe(false);
  });

  it('keeps a failing part of a page from taking the page down', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <div>
        <h1>Page</h1>
        <PartErrorBoundary>
          <Boom />
        </PartErrorBoundary>
      </div>,
    );
    expect(screen.getByRole('heading', { name: 'Page' })).toBeVisible();
    expect(screen.getByText(PART_ERROR_TEXT)).toBeVisible();
    expect(PART_ERROR_TEXT).toBe('Something went wrong with accessing this part of the page.');
    vi.restoreAllMocks();
  });

  it('closes the success dialog by itself after 2000 ms', () => {
    vi.useFakeTimers();
    const onClose = vi.fn();
    render(<SuccessDialog open label="Labels generated successfully." onClose={onClose} />);
    expect(screen.getByRole('dialog', { name: 'Labels generated successfully.' })).toBeVisible();
    act(() => {
      vi.advanceTimersByTime(1999);
    });
    expect(onClose).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
