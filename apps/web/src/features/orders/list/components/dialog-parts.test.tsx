import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { RequiredSelect } from './RequiredSelect.tsx';
import { SubmitDialogActions } from './SubmitDialogActions.tsx';

const options = [
  { value: 'csv', label: 'CSV' },
  { value: 'xlsx', label: 'Excel' },
] as const;

describe('RequiredSelect', () => {
  it('is a required select of the options by label that reports the chosen value', () => {
    const onChange = vi.fn();
    render(<RequiredSelect label="File type" value="" options={options} error={null} onChange={onChange} />);
    const select = screen.getByRole('combobox', { name: /File type/ });
    expect(screen.getByText('*')).toBeVisible();
    fireEvent.mouseDown(select);
    const items = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(items.map((o) => o.textContent)).toEqual(['CSV', 'Excel']);
    fireEvent.click(items[1]!);
    expect(onChange).toHaveBeenCalledWith('xlsx');
  });

  it('shows its message under it', () => {
    render(<RequiredSelect label="Format" value="" options={options} error="Field is required" onChange={() => {}} />);
    expect(screen.getByText('Field is required')).toBeVisible();
    expect(screen.getByRole('combobox', { name: /Format/ }).getAttribute('aria-invalid')).toBe('true');
  });
});

describe('SubmitDialogActions', () => {
  const buttons = () => screen.getAllByRole('button') as HTMLButtonElement[];

  it('cancels or submits under the given label', () => {
    const onCancel = vi.fn();
    const onSubmit = vi.fn();
    render(<SubmitDialogActions busy={false} submitLabel="Export" onCancel={onCancel} onSubmit={onSubmit} />);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    fireEvent.click(screen.getByRole('button', { name: 'Export' }));
    expect([onCancel.mock.calls.length, onSubmit.mock.calls.length]).toEqual([1, 1]);
  });

  it('shows a spinner instead of the label and disables both buttons while busy', () => {
    render(<SubmitDialogActions busy submitLabel="Export" onCancel={() => {}} onSubmit={() => {}} />);
    expect(screen.queryByRole('button', { name: 'Export' })).toBeNull();
    expect(screen.getByRole('progressbar')).toBeVisible();
    expect(buttons().map((b) => b.disabled)).toEqual([true, true]);
  });

  it('disables only the main button while the form cannot be sent', () => {
    render(<SubmitDialogActions busy={false} disabled submitLabel="Generate" onCancel={() => {}} onSubmit={() => {}} />);
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Generate' })).toBeDisabled();
  });
});
