import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { DayInput } from './DayInput.tsx';
import { PackageTypeSelect } from './PackageTypeSelect.tsx';
import { CancelAndSubmit } from './StepActions.tsx';

describe('DayInput', () => {
  it('is a required date input within its limits that shows the day problem under it', () => {
    const onChange = vi.fn();
    const { rerender } = render(
      <DayInput label="Shipping date" value="2026-03-02" onChange={onChange} min="2026-03-01" max="2026-03-04" />,
    );
    const input = screen.getByLabelText(/Shipping date/) as HTMLInputElement;
    expect([input.type, input.required, input.min, input.max]).toEqual(['date', true, '2026-03-01', '2026-03-04']);
    expect(input.getAttribute('aria-invalid')).toBe('false');
    fireEvent.change(input, { target: { value: '2026-03-03' } });
    expect(onChange).toHaveBeenCalledWith('2026-03-03');
    rerender(<DayInput label="Shipping date" value="2026-03-09" onChange={onChange} problem="Too late" />);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Too late')).toBeVisible();
  });
});

describe('PackageTypeSelect', () => {
  it('offers the package types and reports the chosen one', () => {
    const onChange = vi.fn();
    render(<PackageTypeSelect value="Box" onChange={onChange} />);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Type' }));
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Pallet', 'Box']);
    fireEvent.click(options[0]!);
    expect(onChange).toHaveBeenCalledWith('Pallet');
  });
});

describe('CancelAndSubmit', () => {
  it('cancels or submits, and offers neither while busy', () => {
    const onCancel = vi.fn();
    const onSubmit = vi.fn();
    const { rerender } = render(<CancelAndSubmit busy={false} onCancel={onCancel} submitLabel="Request" onSubmit={onSubmit} />);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    fireEvent.click(screen.getByRole('button', { name: 'Request' }));
    expect([onCancel.mock.calls.length, onSubmit.mock.calls.length]).toEqual([1, 1]);
    rerender(<CancelAndSubmit busy onCancel={onCancel} submitLabel="Request" onSubmit={onSubmit} />);
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Request' })).toBeDisabled();
  });
});
