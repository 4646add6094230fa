import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { SetFilterPanel, SET_FILTER_EMPTY_TEXT } from './SetFilter.tsx';

const many = Array.from({ length: 8 }, (_, i) => ({ value: `v${i}`, label: i === 3 ? 'Crème' : `Value ${i}` }));

describe('SetFilterPanel', () => {
  it('shows no search box with 7 values or fewer', () => {
    render(<SetFilterPanel options={many.slice(0, 7)} selected={[]} onChange={() => {}} />);
    expect(screen.queryByLabelText('Search values')).toBeNull();
  });

  it('searches above 7 values and says when nothing matches', () => {
    render(<SetFilterPanel options={many} selected={[]} onChange={() => {}} />);
    fireEvent.change(screen.getByLabelText('Search values'), { target: { value: 'creme' } });
    // MUI draws its own box over a transparent input, so the input itself is never "visible"
    expect(screen.getByLabelText('Crème')).not.toBeChecked();
    expect(screen.queryByLabelText('Value 0')).toBeNull();
    fireEvent.change(screen.getByLabelText('Search values'), { target: { value: 'zzz' } });
    expect(screen.getByText(SET_FILTER_EMPTY_TEXT)).toBeVisible();
  });

  it('toggles values and resets all', () => {
    const onChange = vi.fn();
    render(<SetFilterPanel options={many.slice(0, 3)} selected={['v0']} onChange={onChange} />);
    fireEvent.click(screen.getByLabelText('Value 1'));
    expect(onChange).toHaveBeenLastCalledWith(['v0', 'v1']);
    fireEvent.click(screen.getByLabelText('Value 0'));
    expect(onChange).toHaveBeenLastCalledWith([]);
    fireEvent.click(screen.getByRole('button', { name: 'Reset all' }));
    expect(onChange).toHaveBeenLastCalledWith([]);
  });
});
