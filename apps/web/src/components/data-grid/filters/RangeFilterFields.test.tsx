import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { RangeFilterFields } from './RangeFilterFields.tsx';

describe('RangeFilterFields', () => {
  it('shows one box under its own name until the operator is "Between"', () => {
    const { rerender } = render(
      <RangeFilterFields draft={{ type: 'equals', from: '3', to: '' }} onChange={() => {}} singleLabel="Filter value" htmlInput={{}} />,
    );
    expect(screen.getByLabelText('Filter value')).toHaveProperty('value', '3');
    expect(screen.queryByLabelText('To')).toBeNull();
    rerender(
      <RangeFilterFields draft={{ type: 'inRange', from: '3', to: '9' }} onChange={() => {}} singleLabel="Filter value" htmlInput={{}} />,
    );
    expect(screen.getByLabelText('From')).toHaveProperty('value', '3');
    expect(screen.getByLabelText('To')).toHaveProperty('value', '9');
  });

  it('reports which box changed', () => {
    const onChange = vi.fn();
    render(
      <RangeFilterFields
        draft={{ type: 'inRange', from: '', to: '' }}
        onChange={onChange}
        singleLabel="Date"
        inputType="date"
        htmlInput={{ min: '1900-01-01' }}
      />,
    );
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2024-05-31' } });
    expect(onChange).toHaveBeenLastCalledWith({ to: '2024-05-31' });
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2024-05-01' } });
    expect(onChange).toHaveBeenLastCalledWith({ from: '2024-05-01' });
    expect(screen.getByLabelText('From').getAttribute('type')).toBe('date');
    expect(screen.getByLabelText('From').getAttribute('min')).toBe('1900-01-01');
  });

  it('marks only the boxes whose value is refused', () => {
    render(
      <RangeFilterFields
        draft={{ type: 'inRange', from: 'x', to: '4' }}
        onChange={() => {}}
        singleLabel="Filter value"
        htmlInput={{ inputMode: 'decimal' }}
        invalid={(raw) => Number.isNaN(Number(raw))}
      />,
    );
    expect(screen.getByLabelText('From').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('To').getAttribute('aria-invalid')).toBe('false');
  });
});
