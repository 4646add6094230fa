import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { FilterOperatorSelect } from './FilterOperatorSelect.tsx';

const labels = { equals: 'Equals', lessThan: 'Before', greaterThan: 'After' };

describe('FilterOperatorSelect', () => {
  it('offers the given operators in order under their labels and reports the chosen one', () => {
    const onChange = vi.fn();
    render(<FilterOperatorSelect value="equals" operators={['greaterThan', 'equals']} labels={labels} onChange={onChange} />);
    const menu = screen.getByRole('combobox', { name: 'Operator' });
    expect(menu.textContent).toBe('Equals');
    fireEvent.mouseDown(menu);
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['After', 'Equals']);
    fireEvent.click(options[0]!);
    expect(onChange).toHaveBeenCalledWith('greaterThan');
  });
});
