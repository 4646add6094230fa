import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { CopyButton } from './CopyButton.tsx';

describe('CopyButton', () => {
  it("copies the value and reads 'Copied' for 2 seconds", async () => {
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    render(<CopyButton value="1 Main St" label="address" />);
    fireEvent.click(screen.getByRole('button', { name: 'Copy address' }));
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith('1 Main St');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Copy address' })).toBeTruthy(), { timeout: 3500 });
  });
});
