import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ImportFailureAlert, MAX_SHOWN_LINES } from './ImportFailureAlert.tsx';

const lines = (n: number) => Array.from({ length: n }, (_, i) => `Row ${i + 2}, PO number: Order not found.`);

describe('ImportFailureAlert', () => {
  it('lists every row error of a short failure', () => {
    render(<ImportFailureAlert failure={{ message: 'Some fields are incomplete or incorrect.', lines: lines(3) }} />);
    const alert = screen.getByRole('alert');
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(lines(3));
  });

  it('lists the first 200 errors of a long failure and says how many more there are', () => {
    render(<ImportFailureAlert failure={{ message: 'Some fields are incomplete or incorrect.', lines: lines(2990) }} />);
    const items = within(screen.getByRole('alert')).getAllByRole('listitem');
    expect(items).toHaveLength(MAX_SHOWN_LINES + 1);
    expect(items[0]!.textContent).toBe('Row 2, PO number: Order not found.');
    expect(items[MAX_SHOWN_LINES - 1]!.textContent).toBe('Row 201, PO number: Order not found.');
    expect(items[MAX_SHOWN_LINES]!.textContent).toBe('…and 2,790 more errors.');
  });

  it('shows nothing without a failure', () => {
    const { container } = render(<ImportFailureAlert failure={null} />);
    expect(container.textContent).toBe('');
  });
});
