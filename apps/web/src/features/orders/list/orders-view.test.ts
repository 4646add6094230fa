import { describe, expect, it } from 'vitest';
import { purchaseOrderText } from './components/order-columns.tsx';
import { withDefaultStatusFilter } from './orders-view-state.ts';
import { readOrderDialog, writeOrderDialog } from './order-dialog-param.ts';

describe('orders list view', () => {
  it('defaults the status filter to NeedsProcessing, AwaitingShipment, Invoicing when none is set', () => {
    const state = withDefaultStatusFilter({
      filterModel: { displayName: { filterType: 'text', type: 'contains', filter: 'a' } },
      sortModel: [],
      page: 0,
    });
    expect(state.filterModel.fulfillmentStatus).toEqual({
      filterType: 'set',
      values: ['NeedsProcessing', 'AwaitingShipment', 'Invoicing'],
    });
    expect(state.filterModel.displayName).toBeDefined();
  });

  it('keeps a status filter the URL already has', () => {
    const filterModel = { fulfillmentStatus: { filterType: 'set' as const, values: ['Complete'] } };
    expect(withDefaultStatusFilter({ filterModel, sortModel: [], page: 0 }).filterModel).toEqual(filterModel);
  });

  it('shows the supplier order number after a bar only when it differs', () => {
    expect(purchaseOrderText({ orderIdForSearch: 'PO-1', supplierOrderNumber: 'SO-9' })).toBe('PO-1 | SO-9');
    expect(purchaseOrderText({ orderIdForSearch: 'PO-1', supplierOrderNumber: 'PO-1' })).toBe('PO-1');
    expect(purchaseOrderText({ orderIdForSearch: 'PO-1', supplierOrderNumber: null })).toBe('PO-1');
  });

  it('keeps the open dialog in the URL and ignores unknown values', () => {
    const params = writeOrderDialog(new URLSearchParams('page=2'), 'export');
    expect(readOrderDialog(params)).toBe('export');
    expect(readOrderDialog(new URLSearchParams('dialog=hack'))).toBeNull();
    expect(writeOrderDialog(params, null).has('dialog')).toBe(false);
  });
});
