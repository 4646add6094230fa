import { describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { ORDER_WORKFLOW_MESSAGES } from '@portal/contracts';
import { aFacility } from '../order-detail.fixtures.tsx';
import { localDay } from '@portal/contracts';
import { useLabelForm } from './use-label-form.ts';

const facility = aFacility({ id: 7, isPrimaryLocation: true });
const details = {
  estimatedValue: '120.00',
  packages: [{ packageType: 'Box' as const, width: 10, height: 10, depth: 10, weight: 2, boxes: 1 }],
};

async function submitWith(hook: { current: ReturnType<typeof useLabelForm> }) {
  const onValid = vi.fn();
  await act(() => hook.current.form.handleSubmit(onValid)());
  return onValid;
}

describe('useLabelForm', () => {
  it('starts from the stored packages, the preselected facility and today, and submits the contracts request', async () => {
    const { result } = renderHook(() => useLabelForm({ shipFromFacilityId: null }, [facility], details));
    expect(result.current.supplierFacilityId).toBe(7);
    expect(result.current.date).toBe(localDay());
    const onValid = await submitWith(result);
    expect(onValid.mock.calls[0]![0]).toEqual({
      supplierFacilityId: 7,
      date: localDay(),
      estimatedValue: '120.00',
      packages: [{ packageType: 'Box', width: 10, height: 10, depth: 10, weight: 2, boxes: 1 }],
    });
  });

  it("puts the schema's messages at the inputs' paths, as of the last submit", async () => {
    const { result } = renderHook(() => useLabelForm({ shipFromFacilityId: null }, [facility], details));
    act(() => result.current.update(result.current.rows[0]!.key, { width: '', weight: '-1' }));
    const onValid = await submitWith(result);
    expect(onValid).not.toHaveBeenCalled();
    expect(result.current.error('packages.0.width')).toBe('Field is required');
    expect(result.current.error('packages.0.weight')).toBe('Minimum is 0');
    // a fix shows once submitted again
    act(() => result.current.update(result.current.rows[0]!.key, { width: '3' }));
    expect(result.current.error('packages.0.width')).toBe('Field is required');
    act(() => result.current.setRows([]));
    await submitWith(result);
    expect(result.current.error('packages.0.width')).toBeUndefined();
    expect(result.current.error('packages')).toBe(ORDER_WORKFLOW_MESSAGES.atLeastOneBox);
  });
});
