import { describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { useFilterDraft } from './use-filter-draft.ts';

describe('useFilterDraft', () => {
  it('keeps the other fields of the draft when one changes and applies the whole draft', () => {
    const apply = vi.fn();
    const { result } = renderHook(() => useFilterDraft({ type: 'equals', from: '1', to: '' }, apply));
    act(() => result.current[1]({ type: 'inRange' }));
    expect(apply).toHaveBeenLastCalledWith({ type: 'inRange', from: '1', to: '' });
    act(() => result.current[1]({ to: '5' }));
    expect(apply).toHaveBeenLastCalledWith({ type: 'inRange', from: '1', to: '5' });
    expect(result.current[0]).toEqual({ type: 'inRange', from: '1', to: '5' });
  });

  it('applies nothing before the first change', () => {
    const apply = vi.fn();
    const { result } = renderHook(() => useFilterDraft({ text: 'oak' }, apply));
    expect(result.current[0]).toEqual({ text: 'oak' });
    expect(apply).not.toHaveBeenCalled();
  });
});
