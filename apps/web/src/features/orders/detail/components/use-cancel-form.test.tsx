import { describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { MESSAGES, ORDER_WORKFLOW_MESSAGES } from '@portal/contracts';
import { cancellationOf, useCancelForm } from './use-cancel-form.ts';

const TODAY = '2026-03-10';

describe('cancel form', () => {
  it('sends the restock date only with its reason', () => {
    expect(cancellationOf({ reason: 'OutOfStockWithRestock', restockDate: '2026-03-20' })).toEqual({
      reason: 'OutOfStockWithRestock',
      restockDate: '2026-03-20',
    });
    expect(cancellationOf({ reason: 'OutOfStockDiscontinued', restockDate: '2026-03-20' })).toEqual({ reason: 'OutOfStockDiscontinued' });
    expect(cancellationOf({ reason: '', restockDate: '' })).toBeNull();
  });

  it('checks the restock date as it is typed, offers the 3-day alert, and empties it for a new reason', () => {
    const { result } = renderHook(() => useCancelForm(TODAY));
    act(() => result.current.changeReason('OutOfStockWithRestock'));
    expect(result.current.restockError).toBeNull();
    act(() => result.current.form.setValue('restockDate', TODAY));
    expect(result.current.restockError).toBe(ORDER_WORKFLOW_MESSAGES.invalidDate);
    act(() => result.current.form.setValue('restockDate', '2026-03-12'));
    expect(result.current.soon).toBe(true);
    act(() => result.current.changeReason('OutOfStockDiscontinued'));
    expect(result.current.form.getValues('restockDate')).toBe('');
    expect(result.current.soon).toBe(false);
  });

  it('asks for a reason once a submit was tried', async () => {
    const { result } = renderHook(() => useCancelForm(TODAY));
    expect(result.current.reasonError).toBeUndefined();
    await act(() => result.current.form.handleSubmit(() => {})());
    expect(result.current.reasonError).toBe(MESSAGES.required);
  });
});
