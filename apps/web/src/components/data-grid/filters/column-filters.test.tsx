import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { CustomFilterDisplayProps } from 'ag-grid-react';
import { NUMBER_FILTER_DEBOUNCE_MS, TEXT_FILTER_DEBOUNCE_MS } from '@portal/contracts';
import { DateFilter } from './DateFilter.tsx';
import { NumberFilter } from './NumberFilter.tsx';
import { TextFilter } from './TextFilter.tsx';
import type { DateFilterModel, NumberFilterModel, TextFilterModel } from '../grid-filter-models.ts';

// The filters read only model and onModelChange from AG Grid's props.
function gridProps<M>(model: M | null = null) {
  const onModelChange = vi.fn();
  return { props: { model, onModelChange } as unknown as CustomFilterDisplayProps<unknown, unknown, M>, onModelChange };
}

function chooseOperator(name: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Operator' }));
  fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name }));
}

function type(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

/** Nothing is applied until the delay has passed in full; then the clock stands at the delay. */
function expectNothingAppliedUntil(delayMs: number, onModelChange: ReturnType<typeof vi.fn>) {
  act(() => vi.advanceTimersByTime(delayMs - 1));
  expect(onModelChange).not.toHaveBeenCalled();
  act(() => vi.advanceTimersByTime(1));
}

describe('DateFilter', () => {
  it('applies "Equals" a date at once and clears when the date is emptied', () => {
    const { props, onModelChange } = gridProps<DateFilterModel>();
    render(<DateFilter {...props} />);
    type('Date', '2024-05-01');
    expect(onModelChange).toHaveBeenLastCalledWith({ filterType: 'date', type: 'equals', dateFrom: '2024-05-01', dateTo: null });
    type('Date', '');
    expect(onModelChange).toHaveBeenLastCalledWith(null);
  });

  it('keeps the last model for a year before 1900', () => {
    const { props, onModelChange } = gridProps<DateFilterModel>();
    render(<DateFilter {...props} />);
    type('Date', '1899-12-31');
    expect(onModelChange).not.toHaveBeenCalled();
  });

  it('applies "Between" only once both dates are given', () => {
    const { props, onModelChange } = gridProps<DateFilterModel>();
    render(<DateFilter {...props} />);
    chooseOperator('Between');
    expect(onModelChange).toHaveBeenLastCalledWith(null);
    type('From', '2024-05-01');
    expect(onModelChange).toHaveBeenCalledTimes(1);
    type('To', '2024-05-31');
    expect(onModelChange).toHaveBeenLastCalledWith({ filterType: 'date', type: 'inRange', dateFrom: '2024-05-01', dateTo: '2024-05-31' });
  });

  it('re-applies the entered date when the operator changes', () => {
    const { props, onModelChange } = gridProps<DateFilterModel>({
      filterType: 'date',
      type: 'equals',
      dateFrom: '2024-05-01',
      dateTo: null,
    });
    render(<DateFilter {...props} />);
    expect(screen.getByLabelText('Date')).toHaveProperty('value', '2024-05-01');
    chooseOperator('After');
    expect(onModelChange).toHaveBeenLastCalledWith({ filterType: 'date', type: 'greaterThan', dateFrom: '2024-05-01', dateTo: null });
  });

  it('offers no "Between" for a single-date column', () => {
    const { props } = gridProps<DateFilterModel>();
    render(<DateFilter {...props} singleDate />);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Operator' }));
    const options = within(screen.getByRole('listbox'))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toEqual(['Equals', 'Does not equal', 'Before', 'After']);
  });
});

describe('NumberFilter', () => {
  it('applies the last value once typing has been still for 500 ms', () => {
    vi.useFakeTimers();
    const { props, onModelChange } = gridProps<NumberFilterModel>();
    render(<NumberFilter {...props} />);
    type('Filter value', '1');
    type('Filter value', '12.5');
    expectNothingAppliedUntil(NUMBER_FILTER_DEBOUNCE_MS, onModelChange);
    expect(onModelChange).toHaveBeenCalledTimes(1);
    expect(onModelChange).toHaveBeenLastCalledWith({ filterType: 'number', type: 'equals', filter: 12.5 });
  });

  it('marks a value that is not a number and keeps the last model', () => {
    vi.useFakeTimers();
    const { props, onModelChange } = gridProps<NumberFilterModel>();
    render(<NumberFilter {...props} />);
    type('Filter value', '12x');
    act(() => vi.advanceTimersByTime(NUMBER_FILTER_DEBOUNCE_MS));
    expect(screen.getByLabelText('Filter value').getAttribute('aria-invalid')).toBe('true');
    expect(onModelChange).not.toHaveBeenCalled();
  });

  it('applies "Between" with both values and clears when the first is emptied', () => {
    vi.useFakeTimers();
    const { props, onModelChange } = gridProps<NumberFilterModel>({ filterType: 'number', type: 'equals', filter: 5 });
    render(<NumberFilter {...props} />);
    chooseOperator('Between');
    type('To', '9');
    act(() => vi.advanceTimersByTime(NUMBER_FILTER_DEBOUNCE_MS));
    expect(onModelChange).toHaveBeenLastCalledWith({ filterType: 'number', type: 'inRange', filter: 5, filterTo: 9 });
    type('From', ' ');
    act(() => vi.advanceTimersByTime(NUMBER_FILTER_DEBOUNCE_MS));
    expect(onModelChange).toHaveBeenLastCalledWith(null);
  });
});

describe('TextFilter', () => {
  it('applies the trimmed text after 500 ms and clears on blank text', () => {
    vi.useFakeTimers();
    const { props, onModelChange } = gridProps<TextFilterModel>();
    render(<TextFilter {...props} />);
    type('Filter value', '  oak ');
    expectNothingAppliedUntil(TEXT_FILTER_DEBOUNCE_MS, onModelChange);
    expect(onModelChange).toHaveBeenLastCalledWith({ filterType: 'text', type: 'contains', filter: 'oak' });
    type('Filter value', '   ');
    act(() => vi.advanceTimersByTime(TEXT_FILTER_DEBOUNCE_MS));
    expect(onModelChange).toHaveBeenLastCalledWith(null);
  });

  it('applies the chosen operator to the typed text', () => {
    vi.useFakeTimers();
    const { props, onModelChange } = gridProps<TextFilterModel>();
    render(<TextFilter {...props} />);
    type('Filter value', 'PO-1');
    chooseOperator('Starts with');
    act(() => vi.advanceTimersByTime(TEXT_FILTER_DEBOUNCE_MS));
    expect(onModelChange).toHaveBeenCalledTimes(1);
    expect(onModelChange).toHaveBeenLastCalledWith({ filterType: 'text', type: 'startsWith', filter: 'PO-1' });
  });

  it('shows no operator menu for a single operator and names it in the box', () => {
    const { props } = gridProps<TextFilterModel>();
    render(<TextFilter {...props} operators={['equals']} />);
    expect(screen.queryByRole('combobox', { name: 'Operator' })).toBeNull();
    expect(screen.getByLabelText('Filter value').getAttribute('placeholder')).toBe('Equals');
  });
});
