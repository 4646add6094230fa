import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { SelectionBar } from './SelectionBar.tsx';

describe('SelectionBar', () => {
  it('is hidden without a selection', () => {
    render(<SelectionBar count={0} actions={[]} onClear={() => {}} />);
    expect(screen.queryByText(/Orders selected/)).toBeNull();
  });

  it('shows the count, disables a blocked action and explains why in a tooltip', async () => {
    const onClear = vi.fn();
    render(
      <SelectionBar
        count={3}
        onClear={onClear}
        actions={[
          {
            label: 'Mark as Processing',
            blockedReason: 'Only orders that are in `Needs Processing` status can be marked as processing.',
            onClick: vi.fn(),
          },
          { label: 'Print', blockedReason: null, onClick: vi.fn() },
        ]}
      />,
    );
    expect(screen.getByText('Orders selected (3)')).toBeVisible();
    const blocked = screen.getByRole('button', { name: 'Mark as Processing' }) as HTMLButtonElement;
    expect(blocked.disabled).toBe(true);
    fireEvent.mouseOver(blocked.parentElement!);
    expect(await screen.findByRole('tooltip')).toBeVisible();
    expect(screen.getByRole('tooltip').textContent).toContain('Only orders that are in `Needs Processing` status');
    expect(screen.getByRole('button', { name: 'Print' })).toBeEnabled();
    fireEvent.click(screen.getByRole('button', { name: 'Clear Selection' }));
    expect(onClear).toHaveBeenCalled();
  });
});
