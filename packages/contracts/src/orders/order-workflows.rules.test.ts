import { describe, expect, it } from 'vitest';
import {
  additionalInvoiceTotalProblem,
  calculateAdditionalInvoiceTotal,
  calculateAllowance,
  fixedShippingTotal,
  formatFacility,
  invoiceDateProblem,
  invoiceTotalProblem,
  isRestockWithinMargin,
  ltlRequestShippingDate,
  ltlShippingDateProblem,
  nextBusinessDay,
  resolveNewPrice,
  restockDateProblem,
  sortCarrierOptions,
  totalLtlPackages,
  carrierIdsOffered,
  isCarrierOffered,
} from './order-workflows.rules.ts';
import { isTrackingNumberFormat, isValidSupplierOrderNumber } from './order-field-formats.ts';
import { isValidDay } from '../calendar-days.ts';
import { labelDayProblem } from './label-date-window.ts';
import {
  additionalInvoiceRequest,
  cancellationRequest,
  invoiceRequest,
  labelRequest,
  ltlShipmentRequest,
  orderShipmentsRequest,
  priceChangeRequest,
} from './order-detail.schemas.ts';

const TODAY = '2026-03-10'; // a Tuesday

const firstIssue = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  r.error ? { path: r.error.issues[0]!.path.join('.'), message: r.error.issues[0]!.message } : null;

describe('supplier order number and tracking numbers', () => {
  it('accepts 1 to 20 letters, digits, hyphen, hash and dot only', () => {
    expect(isValidSupplierOrderNumber('SO-1#2.a')).toBe(true);
    expect(isValidSupplierOrderNumber('')).toBe(false);
    expect(isValidSupplierOrderNumber('x'.repeat(21))).toBe(false);
    expect(isValidSupplierOrderNumber('SO 1')).toBe(false);
  });
  it('accepts tracking numbers of letters, digits, underscore, hyphen, hash and dot', () => {
    expect(isTrackingNumberFormat('1Z_99-#.a')).toBe(true);
    expect(isTrackingNumberFormat('1Z 99')).toBe(false);
  });
  it('refuses an invalid tracking number with the spec message and Other without a carrier name', () => {
    const r = orderShipmentsRequest.safeParse([{ orderLineId: 1, carrierId: 1, trackingNumbers: ['bad one'] }]);
    expect(firstIssue(r)).toEqual({ path: '0.trackingNumbers.0', message: 'Invalid tracking number provided' });
    const other = orderShipmentsRequest.safeParse([{ orderLineId: 1, carrierId: 4, trackingNumbers: ['A1'] }]);
    expect(firstIssue(other)).toEqual({ path: '0.otherCarrierName', message: 'Field is required' });
    expect(
      orderShipmentsRequest.safeParse([{ orderLineId: 1, carrierId: 4, otherCarrierName: 'Roadie', trackingNumbers: ['A1'] }]).success,
    ).toBe(true);
  });
  it('sorts Other (id 4) last', () => {
    const sorted = sortCarrierOptions([
      { value: 4, label: 'Other' },
      { value: 2, label: 'UPS' },
      { value: 1, label: 'FedEx' },
    ]);
    expect(sorted.map((o) => o.value)).toEqual([1, 2, 4]);
  });
});

describe('invoice rules', () => {
  it('refuses dates before the order, in the future or not real', () => {
    expect(invoiceDateProblem('2026-03-01', '2026-03-02', TODAY)).toBe('Invoice date cannot be before the order creation date');
    expect(invoiceDateProblem('2026-03-11', '2026-03-02', TODAY)).toBe('Invoice date cannot be in the future');
    expect(invoiceDateProblem('2026-02-30', '2026-02-01', TODAY)).toBe('Invalid date');
    expect(invoiceDateProblem('2026-03-02', '2026-03-02', TODAY)).toBeNull();
  });
  it('answers the negative total message only below zero', () => {
    expect(invoiceTotalProblem('-0.01')).toBe("A total of the order can't be negative");
    expect(invoiceTotalProblem('0.00')).toBeNull();
  });
  it('computes the additional invoice total and refuses zero or negative', () => {
    expect(calculateAdditionalInvoiceTotal({ tax: '1.10', shippingCost: '2', handlingFee: '0.5', discount: '3.6' })).toBe('0.00');
    expect(additionalInvoiceTotalProblem('0.00')).toBe('A total of the invoice cannot be zero or negative');
    expect(additionalInvoiceTotalProblem('0.01')).toBeNull();
  });
  it('fixes the shipping to fixed cost × quantity only when every item has one', () => {
    expect(
      fixedShippingTotal([
        { fixedShippingCost: '2.50', quantity: 3 },
        { fixedShippingCost: '1', quantity: 1 },
      ]),
    ).toBe('8.50');
    expect(
      fixedShippingTotal([
        { fixedShippingCost: '2.50', quantity: 3 },
        { fixedShippingCost: null, quantity: 1 },
      ]),
    ).toBeNull();
  });
  it('validates the invoice body: number pattern, amounts at least 0, handling fee required only for additional', () => {
    const base = { invoiceNumber: 'INV-1/2 #a_b.c', invoiceDate: TODAY, tax: 0, discount: '1.5', shippingCost: '0' };
    expect(invoiceRequest.safeParse(base).success).toBe(true);
    expect(firstIssue(invoiceRequest.safeParse({ ...base, invoiceNumber: 'a'.repeat(51) }))?.path).toBe('invoiceNumber');
    expect(firstIssue(invoiceRequest.safeParse({ ...base, invoiceNumber: 'INV!' }))?.path).toBe('invoiceNumber');
    expect(firstIssue(invoiceRequest.safeParse({ ...base, tax: -1 }))).toEqual({ path: 'tax', message: 'Minimum is 0' });
    expect(firstIssue(invoiceRequest.safeParse({ ...base, discount: '1.234' }))).toEqual({ path: 'discount', message: 'Invalid format' });
    expect(firstIssue(additionalInvoiceRequest.safeParse(base))).toEqual({ path: 'handlingFee', message: 'Field is required' });
  });
});

describe('allowance', () => {
  const agreements = [
    { agreementType: 'EarlyPayDiscount', startPeriodDate: '2026-01-01', endPeriodDate: null, agreedOnPercentage: '2.00' },
    { agreementType: 'Marketing', startPeriodDate: '2026-01-01', endPeriodDate: '2026-03-09', agreedOnPercentage: '1.50' },
  ];
  it('sums amount × percentage of the agreements active on the day, to the cent', () => {
    const r = calculateAllowance('100.25', agreements, TODAY);
    expect(r.amount).toBe('2.01');
    expect(r.agreements.map((a) => a.agreementType)).toEqual(['EarlyPayDiscount']);
    expect(calculateAllowance('100', agreements, '2026-03-09').amount).toBe('3.50');
    expect(calculateAllowance('100', agreements, '2025-12-31').agreements).toEqual([]);
  });
});

describe('price change', () => {
  it('uses the new price, falls back to the current one, and answers the spec messages', () => {
    expect(resolveNewPrice('12.5', '10')).toEqual({ price: '12.50' });
    expect(resolveNewPrice(3, '10')).toEqual({ price: '3.00' });
    expect(resolveNewPrice(null, '10.00')).toEqual({ price: '10.00' });
    expect(resolveNewPrice(undefined, null)).toEqual({ error: 'Price is not defined' });
    expect(resolveNewPrice('1.234', '1')).toEqual({ error: 'Invalid price format' });
    expect(resolveNewPrice('-1', '1')).toEqual({ error: 'Minimum is 0' });
  });
  it('validates the request body at the item path', () => {
    expect(firstIssue(priceChangeRequest.safeParse([{ orderItemId: 1, newPrice: 'abc' }]))).toEqual({
      path: '0.newPrice',
      message: 'Invalid price format',
    });
    expect(firstIssue(priceChangeRequest.safeParse([{ orderItemId: 1, newPrice: -2 }]))).toEqual({
      path: '0.newPrice',
      message: 'Minimum is 0',
    });
    expect(priceChangeRequest.safeParse([{ orderItemId: 1 }]).success).toBe(true);
  });
});

describe('cancel', () => {
  it('requires a restock date with OutOfStockWithRestock and refuses today or earlier', () => {
    expect(restockDateProblem('OutOfStockWithRestock', null, TODAY)).toBe('Field is required');
    expect(restockDateProblem('OutOfStockWithRestock', TODAY, TODAY)).toBe('Invalid date');
    expect(restockDateProblem('OutOfStockWithRestock', '2026-03-11', TODAY)).toBeNull();
    expect(restockDateProblem('CancelAtSellersRequest', null, TODAY)).toBeNull();
    expect(firstIssue(cancellationRequest.safeParse({ reason: 'OutOfStockWithRestock' }))).toEqual({
      path: 'restockDate',
      message: 'Field is required',
    });
  });
  it('shows the 3-day info only for restock dates within the margin', () => {
    expect(isRestockWithinMargin('2026-03-13', TODAY)).toBe(true);
    expect(isRestockWithinMargin('2026-03-14', TODAY)).toBe(false);
  });
});

describe('labels and LTL dates', () => {
  it('keeps the label date between today and 3 days ahead', () => {
    expect(labelDayProblem('2026-03-09', TODAY)).toBe('Shipment date cannot be in the past.');
    expect(labelDayProblem('2026-03-14', TODAY)).toBe('Shipment date cannot be more than 3 days in the future.');
    expect(labelDayProblem('2026-03-13', TODAY)).toBeNull();
    expect(labelDayProblem(TODAY, TODAY)).toBeNull();
  });
  it('refuses an empty package list with the tooltip message', () => {
    const r = labelRequest.safeParse({ supplierFacilityId: 1, packages: [], estimatedValue: 1, date: TODAY });
    expect(firstIssue(r)).toEqual({ path: 'packages', message: 'At least one box must be provided' });
  });
  it('needs an LTL date from tomorrow up to the promised date, sending the promised date when present', () => {
    expect(ltlShippingDateProblem(TODAY, TODAY, null)).toBe('Shipping date must be at least the next day.');
    expect(ltlShippingDateProblem('2026-03-11', TODAY, null)).toBeNull();
    expect(ltlShippingDateProblem('2026-03-20', TODAY, '2026-03-19')).toBe('Shipping date cannot be after the promised shipping date.');
    expect(ltlRequestShippingDate('2026-03-11', '2026-03-19')).toBe('2026-03-19');
    expect(nextBusinessDay('2026-03-13')).toBe('2026-03-16');
    expect(nextBusinessDay(TODAY)).toBe('2026-03-11');
  });
  it('requires a package per LTL item with quantity 1..2147483647 and sums the packages', () => {
    const body = {
      supplierFacilityId: 1,
      earliestPickup: '08:00',
      latestPickup: '16:00',
      shippingDate: '2026-03-11',
      items: [{ productId: 1, sku: 'A', packages: [] }],
    };
    expect(firstIssue(ltlShipmentRequest.safeParse(body))).toEqual({
      path: 'items.0.packages',
      message: 'At least one package is required',
    });
    const pkg = { packageType: 'Pallet', width: 40, height: 48, depth: 40, weight: 300, quantity: 2147483648 };
    expect(firstIssue(ltlShipmentRequest.safeParse({ ...body, items: [{ productId: 1, sku: 'A', packages: [pkg] }] }))?.path).toBe(
      'items.0.packages.0.quantity',
    );
    expect(totalLtlPackages([{ packages: [{ quantity: 2 }, { quantity: 3 }] }])).toBe(5);
  });
  it('knows real calendar days', () => {
    expect(isValidDay('2026-02-28')).toBe(true);
    expect(isValidDay('2026-02-29')).toBe(false);
  });
});

describe('facility display', () => {
  it("formats 'name - code, city - zipCode' skipping empty parts", () => {
    expect(formatFacility({ name: 'Main', code: 'WH1', city: 'Austin', zipCode: '78701' })).toBe('Main - WH1, Austin - 78701');
    expect(formatFacility({ name: 'Main', code: null, city: '', zipCode: '78701' })).toBe('Main, 78701');
    // one display for the order page, the export's shipForm and the print sheet: no facility is null
    expect(formatFacility(null)).toBeNull();
    expect(formatFacility(undefined)).toBeNull();
  });
});

describe('the carriers an item offers', () => {
  it('is its own carrier for a Bison-arranged parcel method, every carrier otherwise', () => {
    expect(carrierIdsOffered('BisonFedex')).toEqual([1]);
    expect(carrierIdsOffered('BisonUps')).toEqual([2]);
    expect(carrierIdsOffered('SupplierGround')).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(isCarrierOffered('BisonFedex', 2)).toBe(false);
    expect(isCarrierOffered('BisonUps', 2)).toBe(true);
    expect(isCarrierOffered('SupplierLtl', 6)).toBe(true);
  });
});
