import { describe, expect, it } from 'vitest';
import { shapeItems } from '../../../components/spreadsheet/parsed-spreadsheet.ts';
import {
  autoMatchColumns,
  checkColumnMapping,
  checkDefaultCarrier,
  importErrorLines,
  INVOICE_FIELD_DISPLAY_ORDER,
  INVOICE_IMPORT_FIELDS,
  invoiceItemShape,
  sortCarriersOtherLast,
  TRACKING_IMPORT_FIELDS,
  trackingItemShape,
} from './column-mapping.ts';

describe('auto-match', () => {
  it('matches invoice columns case-insensitively with whitespace normalised', () => {
    const mapping = autoMatchColumns(INVOICE_IMPORT_FIELDS, [
      'po  NUMBER',
      'InvoiceNumber',
      'Invoice Date',
      'Shipping cost',
      'Discount',
      'Sales tax',
      'Handling fee',
      'Invoice total',
    ]);
    expect(mapping).toEqual({
      purchaseOrderNumber: 'po  NUMBER',
      invoiceNumber: 'InvoiceNumber',
      invoiceDate: 'Invoice Date',
      shippingCost: 'Shipping cost',
      discount: 'Discount',
      tax: 'Sales tax',
      handlingFee: 'Handling fee',
      totalAmount: 'Invoice total',
    });
  });

  it('uses each column once and prefers an exact name', () => {
    const mapping = autoMatchColumns(TRACKING_IMPORT_FIELDS, ['Carrier name', 'Carrier', 'PO Number', 'Tracking number']);
    expect(mapping.carrier).toBe('Carrier');
    expect(mapping.sku).toBe('');
  });
});

describe('mapping checks', () => {
  const full = autoMatchColumns(INVOICE_IMPORT_FIELDS, [
    'PO number',
    'Invoice number',
    'Invoice date',
    'Shipping cost',
    'Discount',
    'Tax',
    'Handling fee',
  ]);

  it('requires every required field but not the total', () => {
    expect(checkColumnMapping(INVOICE_IMPORT_FIELDS, full, INVOICE_FIELD_DISPLAY_ORDER)).toEqual({});
    expect(checkColumnMapping(INVOICE_IMPORT_FIELDS, { ...full, tax: '' }, INVOICE_FIELD_DISPLAY_ORDER)).toEqual({
      tax: 'Field is required',
    });
  });

  it('refuses a column mapped twice on the later field', () => {
    const errors = checkColumnMapping(INVOICE_IMPORT_FIELDS, { ...full, tax: 'Discount' }, INVOICE_FIELD_DISPLAY_ORDER);
    expect(errors).toEqual({ tax: 'Column "Discount" is already mapped' });
  });

  it('needs a default carrier only without a carrier column', () => {
    const mapping = { purchaseOrderNumber: 'PO', trackingNumber: 'T', sku: '', carrier: '' };
    expect(checkDefaultCarrier(mapping, '')).toBe('A default carrier is required if the carrier column is not present');
    expect(checkDefaultCarrier(mapping, 'UPS')).toBeNull();
    expect(checkDefaultCarrier({ ...mapping, carrier: 'Carrier' }, '')).toBeNull();
  });
});

describe('request items', () => {
  it('builds invoice items with a null total when not mapped', () => {
    const mapping = {
      purchaseOrderNumber: 'PO',
      invoiceNumber: 'Inv',
      invoiceDate: 'D',
      shippingCost: 'S',
      discount: 'Di',
      tax: 'T',
      handlingFee: 'H',
      totalAmount: '',
    };
    const [item] = shapeItems([{ PO: ' 1001 ', Inv: 'A-1', D: '2026-01-02', S: '1', Di: '0', T: '2', H: '0' }], invoiceItemShape(mapping));
    expect(item).toEqual({
      purchaseOrderNumber: '1001',
      invoiceNumber: 'A-1',
      invoiceDate: '2026-01-02',
      shippingCost: '1',
      discount: '0',
      tax: '2',
      handlingFee: '0',
      totalAmount: null,
    });
  });

  it('falls back to the default carrier label for a row without carrier', () => {
    const mapping = { purchaseOrderNumber: 'PO', trackingNumber: 'T', sku: '', carrier: 'C' };
    const items = shapeItems(
      [
        { PO: '1', T: 'Z1', C: '' },
        { PO: '2', T: 'Z2', C: 'FedEx' },
      ],
      trackingItemShape(mapping, 'UPS'),
    );
    expect(items.map((i) => i.carrier)).toEqual(['UPS', 'FedEx']);
    expect(items[0]!.sku).toBeNull();
  });
});

describe('server row errors', () => {
  it('lists errors with spreadsheet row numbers (index + 2) and field labels', () => {
    const lines = importErrorLines(
      { '$.items[3].invoiceNumber': ['Invalid format'], '$.items[0].purchaseOrderNumber': ['Order not found'], $: ['Nothing imported'] },
      INVOICE_IMPORT_FIELDS,
    );
    expect(lines).toEqual(['Nothing imported', 'Row 2, PO number: Order not found', 'Row 5, Invoice number: Invalid format']);
  });
});

describe('carriers', () => {
  it('lists Other last', () => {
    expect(sortCarriersOtherLast([{ label: 'Other' }, { label: 'UPS' }, { label: 'FedEx' }]).map((c) => c.label)).toEqual([
      'UPS',
      'FedEx',
      'Other',
    ]);
  });
});
