import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { COPY_CONFIRMATION_MS } from '@portal/contracts';
import { CopyButton } from './CopyButton.tsx';

describe('CopyButton', () => {
  it("copies the value and reads 'Copied' for 2 seconds", async () => {
    vi.useFakeTimers();
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    render(<CopyButton value="1 Main St" label="address" />);
    fireEvent.click(screen.getByRole('button', { name: 'Copy address' }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(writeText).toHaveBeenCalledWith('1 Main St');
    expect(screen.getByRole('button', { name: 'Copied' })).toHaveTextContent('Copied');
    await act(() => vi.advanceTimersByTimeAsync(COPY_CONFIRMATION_MS - 1));
    expect(screen.getByRole('button', { name: 'Copied' })).toBeVisible();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByRole('button', { name: 'Copy address' })).toHaveTextContent('Copy');
    expect(screen.queryByRole('button', { name: 'Copied' })).toBeNull();
  });
});
