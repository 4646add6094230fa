import { describe, expect, it } from 'vitest';
import { checkImportRowCount, importRowLimitMessage, MAX_IMPORT_ROWS, MAX_IMPORT_ROWS_TEXT } from './import-limits.ts';
import { invoiceImportRequest, trackingImportRequest } from './orders.schemas.ts';

const invoiceRow = {
  purchaseOrderNumber: 'PO-1',
  invoiceNumber: 'INV-1',
  invoiceDate: '2026-01-02',
  shippingCost: '5',
  discount: '0',
  tax: '0',
  handlingFee: '0',
};
const trackingRow = { purchaseOrderNumber: 'PO-1', carrier: 'UPS', trackingNumber: '1Z' };

describe('import row limit', () => {
  it('says the file’s row count and the limit, with thousands separators', () => {
    expect(importRowLimitMessage(82629)).toBe('The file has 82,629 rows; at most 2,000 rows can be imported at once.');
    expect(importRowLimitMessage(1234567)).toBe('The file has 1,234,567 rows; at most 2,000 rows can be imported at once.');
  });

  it('lets a file of up to 2,000 rows through and refuses one more', () => {
    expect(MAX_IMPORT_ROWS).toBe(2000);
    expect(MAX_IMPORT_ROWS_TEXT).toBe('2,000 rows');
    expect(checkImportRowCount(1)).toBeNull();
    expect(checkImportRowCount(2000)).toBeNull();
    expect(checkImportRowCount(2001)).toBe('The file has 2,001 rows; at most 2,000 rows can be imported at once.');
  });

  it('is the message of both import requests at items', () => {
    for (const [schema, row] of [
      [invoiceImportRequest, invoiceRow],
      [trackingImportRequest, trackingRow],
    ] as const) {
      expect(schema.safeParse({ items: Array(2000).fill(row) }).success).toBe(true);
      const refused = schema.safeParse({ items: Array(3000).fill(row) });
      expect(refused.error?.issues.map((i) => [i.path, i.message])).toEqual([
        [['items'], 'The file has 3,000 rows; at most 2,000 rows can be imported at once.'],
      ]);
    }
  });
});
