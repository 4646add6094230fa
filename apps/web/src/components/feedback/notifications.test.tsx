import { describe, expect, it } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NotificationsProvider, notify, notifyError } from './notifications.tsx';

describe('notifications', () => {
  it('does not add a notification whose key is already present', async () => {
    render(<NotificationsProvider>{null}</NotificationsProvider>);
    let results: boolean[] = [];
    act(() => {
      results = [notify('saved', 'Saved once'), notify('saved', 'Saved once'), notify('saved', 'Saved twice')];
    });
    expect(results).toEqual([true, false, false]);
    expect(await screen.findByText('Saved once')).toBeVisible();
    expect(screen.getAllByText(/Saved/)).toHaveLength(1);
  });

  it('shows notifications with different keys side by side', async () => {
    render(<NotificationsProvider>{null}</NotificationsProvider>);
    act(() => {
      notify('first', 'First message');
      notify('second', 'Second message');
    });
    expect(await screen.findByText('First message')).toBeVisible();
    expect(await screen.findByText('Second message')).toBeVisible();
  });

  it('accepts the key again once its notification has left', async () => {
    render(<NotificationsProvider>{null}</NotificationsProvider>);
    act(() => {
      notify('again', 'Hello there');
    });
    await screen.findByText('Hello there');
    await userEvent.click(screen.getByRole('button', { name: 'Close notification' }));
    await waitFor(() => expect(screen.queryByText('Hello there')).toBeNull());
    let result = false;
    act(() => {
      result = notify('again', 'Hello there');
    });
    expect(result).toBe(true);
    expect(await screen.findByText('Hello there')).toBeVisible();
  });

  it('lists field messages under an error', async () => {
    render(<NotificationsProvider>{null}</NotificationsProvider>);
    act(() => {
      notifyError('import-failed', 'Import failed', ['Field is required', 'Invalid format']);
    });
    expect(await screen.findByText('Import failed')).toBeVisible();
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Field is required', 'Invalid format']);
  });
});
