import { describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { addCalendarDays, nextBusinessDay, ORDER_WORKFLOW_MESSAGES } from '@portal/contracts';
import { aFacility } from '../order-detail.fixtures.tsx';
import { localDay } from '@portal/contracts';
import { useLtlForm } from './use-ltl-form.ts';

const facility = aFacility({ id: 3, earliestPickup: '09:00:00', latestPickup: '15:30:00', firstForLTL: true });
const pkg = { packageType: 'Pallet' as const, width: 40, height: 40, depth: 48, weight: 300, quantity: 2, freightClass: '70' };
const item = (orderItemId: number, sku: string) => ({
  orderItemId,
  sku,
  productId: orderItemId + 100,
  productName: sku,
  imageUrl: null,
  packages: [pkg],
});
const details = (promised: string | null) => ({ promisedShippingDate: promised, items: [item(11, 'CH-1'), item(12, 'T-1')] });

describe('useLtlForm', () => {
  it("starts on the next business day with the facility's pickup window and sends the contracts request", async () => {
    const { result } = renderHook(() => useLtlForm([facility], details(null)));
    expect(result.current.shippingDate).toBe(nextBusinessDay(localDay()));
    expect([result.current.earliestPickup, result.current.latestPickup]).toEqual(['09:00', '15:30']);
    const onValid = vi.fn();
    await act(() => result.current.form.handleSubmit(onValid)());
    expect(onValid.mock.calls[0]![0]).toMatchObject({
      supplierFacilityId: 3,
      earliestPickup: '09:00',
      items: [{ sku: 'CH-1', packages: [{ width: 40, quantity: 2 }] }, { sku: 'T-1' }],
    });
  });

  it('says an item needs a package at its path, and adds back a removed item', async () => {
    const { result } = renderHook(() => useLtlForm([facility], details(addCalendarDays(localDay(), 10))));
    act(() => result.current.updateItem(0, []));
    await act(() => result.current.form.handleSubmit(vi.fn())());
    expect(result.current.error('items.0.packages')).toBe('At least one package is required');
    act(() => result.current.removeItem(0));
    expect(result.current.missing.map((i) => i.sku)).toEqual(['CH-1']);
    act(() => result.current.addItem('11'));
    expect(result.current.rows.map((r) => r.item.sku)).toEqual(['T-1', 'CH-1']);
    act(() => result.current.addItem('99'));
    expect(result.current.addError).toBe(ORDER_WORKFLOW_MESSAGES.itemNotAvailable);
  });
});
