import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  AMOUNT_MAX,
  AMOUNT_PATTERN,
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
import {
  additionalInvoiceRequest,
  invoiceRequest,
  orderShipmentsRequest,
  priceChangeRequest,
  supplierOrderNumberRequest,
} from './order-detail.schemas.ts';
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

describe("the invoice forms' amounts (tax, discount, shipping cost, the handling fee)", () => {
  it('take 0 to 9,999,999,999.99, as text or a number, with the bound of every other money field', () => {
    const invoice = { invoiceNumber: 'INV-1', invoiceDate: '2026-11-02', tax: '0', discount: '0', shippingCost: '0' };
    for (const value of ['0', '12.5', '9999999999.99', 9_999_999_999.99, 0.07]) {
      expect(invoiceRequest.safeParse({ ...invoice, handlingFee: value }).success, String(value)).toBe(true);
      expect(additionalInvoiceRequest.safeParse({ ...invoice, handlingFee: value }).success, String(value)).toBe(true);
    }
    for (const value of ['10000000000', '99999999999.99', 1e11, 1e21, '-1', '1.234']) {
      const parsed = additionalInvoiceRequest.safeParse({ ...invoice, handlingFee: value });
      expect(parsed.success, String(value)).toBe(false);
      expect(
        parsed.error!.issues.map((i) => i.path.join('.')),
        String(value),
      ).toEqual(['handlingFee']);
      expect(invoiceRequest.safeParse({ ...invoice, shippingCost: value }).success, String(value)).toBe(false);
    }
    // the document says the same bound as the server
    const schema = z.toJSONSchema(additionalInvoiceRequest, { io: 'input', unrepresentable: 'any' }) as unknown as {
      properties: { handlingFee: { anyOf: { type: string; maximum?: number; pattern?: string }[] } };
    };
    const [asNumber, asText] = schema.properties.handlingFee.anyOf;
    expect(asNumber).toMatchObject({ type: 'number', maximum: AMOUNT_MAX });
    expect(new RegExp(asText!.pattern!).test('10000000000')).toBe(false);
    expect(new RegExp(asText!.pattern!).test('9999999999.99')).toBe(true);
    expect(AMOUNT_PATTERN.test('9999999999.99') && !AMOUNT_PATTERN.test('10000000000')).toBe(true);
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
