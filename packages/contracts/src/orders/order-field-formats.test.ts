import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  FIELD_FORMAT_MESSAGES,
  INVOICE_NUMBER_MAX_LENGTH,
  isInvoiceNumberFormat,
  isTrackingNumberFormat,
  isValidSupplierOrderNumber,
  PRICE_PATTERN,
  TRACKING_NUMBER_MESSAGE,
  isValidTrackingForCarrier,
  trackingForCarrierWarning,
} from './order-field-formats.ts';
import { invoiceRequest, orderShipmentsRequest, priceChangeRequest, supplierOrderNumberRequest } from './order-detail.schemas.ts';
import { invoiceNumber, moneyString, supplierOrderNumber } from './orders.schemas.ts';
import { ORDER_WORKFLOW_MESSAGES, resolveNewPrice } from './order-workflows.rules.ts';

const messages = (r: z.ZodSafeParseResult<unknown>) => (r.success ? [] : r.error.issues.map((i) => i.message));
const invoice = { invoiceDate: '2026-03-10', tax: 0, discount: 0, shippingCost: 0 };

describe('one format per order field, used by every schema and rule', () => {
  it('supplier order number: the schema and the rule agree, with "Invalid format"', () => {
    for (const value of ['SO-1#2.a', 'x'.repeat(20), '', 'x'.repeat(21), 'SO 1', 'SO_1']) {
      expect(supplierOrderNumber.safeParse(value).success, value).toBe(isValidSupplierOrderNumber(value));
      expect(supplierOrderNumberRequest.safeParse({ supplierOrderNumber: value }).success, value).toBe(isValidSupplierOrderNumber(value));
    }
    expect(messages(supplierOrderNumber.safeParse('SO 1'))).toEqual([FIELD_FORMAT_MESSAGES.supplierOrderNumber]);
    expect(FIELD_FORMAT_MESSAGES.supplierOrderNumber).toBe('Invalid format');
  });
  it('invoice number: the list schema, the invoice forms and the rule agree, with "Invalid format"', () => {
    for (const value of [
      'INV-1/2 #3.a_b',
      'x'.repeat(INVOICE_NUMBER_MAX_LENGTH),
      'x'.repeat(INVOICE_NUMBER_MAX_LENGTH + 1),
      'INV*1',
      'INV,1',
    ]) {
      expect(invoiceNumber.safeParse(value).success, value).toBe(isInvoiceNumberFormat(value));
      expect(invoiceRequest.safeParse({ ...invoice, invoiceNumber: value }).success, value).toBe(isInvoiceNumberFormat(value));
    }
    expect(messages(invoiceNumber.safeParse('INV*1'))).toEqual(['Invalid format']);
  });
  it('tracking number: the shipments schema and the rule agree, with one message', () => {
    for (const value of ['1Z_99-#.a', '1Z 99', '1Z/99']) {
      const r = orderShipmentsRequest.safeParse([{ orderLineId: 1, carrierId: 1, trackingNumbers: [value] }]);
      expect(r.success, value).toBe(isTrackingNumberFormat(value));
      if (!r.success) expect(messages(r)).toEqual([TRACKING_NUMBER_MESSAGE]);
    }
    expect(TRACKING_NUMBER_MESSAGE).toBe('Invalid tracking number provided');
    expect(ORDER_WORKFLOW_MESSAGES.invalidTrackingNumber).toBe(TRACKING_NUMBER_MESSAGE);
  });
  it('price: money in JSON, the price change request and resolveNewPrice read the same pattern, with one message', () => {
    for (const value of ['12', '-1.5', '0.25', '1.234', '1.', 'abc', '+1']) {
      expect(moneyString.safeParse(value).success, value).toBe(PRICE_PATTERN.test(value));
      const requested = priceChangeRequest.safeParse([{ orderItemId: 1, newPrice: value }]);
      const resolved = resolveNewPrice(value, '1.00');
      if (!PRICE_PATTERN.test(value)) {
        expect(messages(requested), value).toEqual([FIELD_FORMAT_MESSAGES.price]);
        expect(resolved).toEqual({ error: FIELD_FORMAT_MESSAGES.price });
      }
    }
    expect(FIELD_FORMAT_MESSAGES.price).toBe('Invalid price format');
    expect(ORDER_WORKFLOW_MESSAGES.invalidPriceFormat).toBe(FIELD_FORMAT_MESSAGES.price);
  });
});

describe('a tracking number valid for its carrier (the one rule of the form, the scorecard and the deductions)', () => {
  it('warns about a number of the portal format that is not its carrier shape, naming the carrier', () => {
    expect(trackingForCarrierWarning({ carrierId: 1, trackingNumber: '123' })).toBe(
      '"123" is not a valid FedEx tracking number: check it, or save it anyway.',
    );
    expect(trackingForCarrierWarning({ carrierId: 2, trackingNumber: ' BAD1 ' })).toBe(
      '"BAD1" is not a valid UPS tracking number: check it, or save it anyway.',
    );
    expect(trackingForCarrierWarning({ carrierId: 1, trackingNumber: '123456789012' })).toBeNull();
    expect(trackingForCarrierWarning({ carrierId: 2, trackingNumber: '1Z999AA10123456784' })).toBeNull();
    // carriers without a known shape take any number of the portal format
    expect(trackingForCarrierWarning({ carrierId: 6, trackingNumber: 'PRO-1' })).toBeNull();
    expect(trackingForCarrierWarning({ carrierId: 4, otherCarrierName: 'OnTrac', trackingNumber: 'X1' })).toBeNull();
    // the warning and the scorecard's fact are the same rule
    for (const t of [
      { carrierId: 1, trackingNumber: 'BAD1' },
      { carrierId: 3, trackingNumber: '123' },
      { carrierId: 5, trackingNumber: '1234567890' },
    ])
      expect(trackingForCarrierWarning(t) === null).toBe(isValidTrackingForCarrier(t));
  });
});
