import { describe, expect, it } from 'vitest';
import { invoiceTypesLabel } from './orders.enums.ts';
import {
  bulkLabelsBlockedReason,
  calculateInvoiceTotal,
  calculateItemsTotal,
  canMarkProcessing,
  canTransition,
  defaultStatusFilter,
  nextStatus,
  ORDER_NOT_FOUND,
  ORDER_RULE_MESSAGES,
  printBlockedReason,
} from './orders.rules.ts';
import { FULFILLMENT_STATUSES, type FulfillmentStatus } from './orders.enums.ts';

const orders = (...s: FulfillmentStatus[]) => s.map((fulfillmentStatus) => ({ fulfillmentStatus }));

describe('order list gating', () => {
  it('allows Mark as Processing only when every selected order needs processing', () => {
    expect(canMarkProcessing(orders('NeedsProcessing', 'NeedsProcessing'))).toBeNull();
    expect(canMarkProcessing(orders('NeedsProcessing', 'Invoicing'))).toBe(
      'Only orders that are in `Needs Processing` status can be marked as processing.',
    );
    expect(canMarkProcessing([])).toBe('At least one order must be selected.');
  });
  it('gates bulk labels by count and status in the spec order', () => {
    expect(bulkLabelsBlockedReason([])).toBe('At least one order must be selected.');
    expect(bulkLabelsBlockedReason(orders(...Array<FulfillmentStatus>(51).fill('AwaitingShipment')))).toBe(
      'A maximum of 50 orders can be selected.',
    );
    expect(bulkLabelsBlockedReason(orders('AwaitingShipment', 'Complete'))).toBe('All orders must be in Awaiting shipment status.');
    expect(bulkLabelsBlockedReason(orders(...Array<FulfillmentStatus>(50).fill('AwaitingShipment')))).toBeNull();
  });
  it('refuses printing more than 250 orders', () => {
    expect(printBlockedReason(250)).toBeNull();
    expect(printBlockedReason(251)).toBe('Cannot print more than 250 orders.');
  });
  it('defaults the status filter to the open statuses', () => {
    expect(defaultStatusFilter()).toEqual({ filterType: 'set', values: ['NeedsProcessing', 'AwaitingShipment', 'Invoicing'] });
  });
});

describe('order state machine', () => {
  it('follows the forward flow', () => {
    expect(nextStatus('NeedsProcessing', 'process')).toBe('AwaitingShipment');
    expect(nextStatus('AwaitingShipment', 'ship')).toBe('Invoicing');
    expect(nextStatus('Invoicing', 'invoice')).toBe('Complete');
  });
  it('hides cancel from Invoicing and every action from closed orders', () => {
    expect(canTransition('Invoicing', 'cancel')).toBe(false);
    for (const s of ['Canceled', 'ProductNotAvailable', 'New'] as const) expect(canTransition(s, 'process')).toBe(false);
    expect(canTransition('Complete', 'additionalInvoice')).toBe(true);
    expect(canTransition('Complete', 'priceChange')).toBe(false);
  });
  it('defines every status', () => {
    for (const s of FULFILLMENT_STATUSES) expect(typeof canTransition(s, 'ship')).toBe('boolean');
  });
});

describe('invoice total', () => {
  it('adds tax, handling and shipping and subtracts discount and allowance', () => {
    expect(
      calculateInvoiceTotal({
        itemsTotal: '100.00',
        tax: '8.25',
        handlingFee: '2',
        shippingCost: '10.10',
        discount: '5',
        allowance: '3.35',
      }),
    ).toBe('112.00');
  });
  it('counts non-numeric values as 0', () => {
    expect(
      calculateInvoiceTotal({ itemsTotal: '10', tax: 'x', handlingFee: '', shippingCost: null, discount: undefined, allowance: '1' }),
    ).toBe('9.00');
  });
  it('sums line items exactly', () => {
    expect(
      calculateItemsTotal([
        { pricePerUnit: '19.99', quantity: 3 },
        { pricePerUnit: '0.10', quantity: 2 },
      ]),
    ).toBe('60.17');
  });
});

describe('order not found', () => {
  it('is one text for the order page, the bulk calls and the imports', () => {
    expect(ORDER_NOT_FOUND).toBe('Order not found.');
    expect(ORDER_RULE_MESSAGES.orderNotFound).toBe(ORDER_NOT_FOUND);
  });
});

describe('invoice types in words', () => {
  it("shows the spec's words for each type, several joined, an unknown code as it is", () => {
    expect(invoiceTypesLabel('AdditionalInvoice')).toBe('Additional invoice');
    expect(invoiceTypesLabel('Invoice')).toBe('Invoice');
    expect(invoiceTypesLabel('Invoice, AdditionalInvoice')).toBe('Invoice, Additional invoice');
    expect(invoiceTypesLabel('Credit')).toBe('Credit');
    expect(invoiceTypesLabel('')).toBe('');
  });
});
