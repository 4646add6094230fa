// An invoice import file as a supplier would send it: the invoice template's columns (spec: poNumber, invoiceNumber,
// invoiceDate, shippingCost, discount, tax, handlingFee, totalAmount), one row per order, as Excel saves it
// (deflated zip, shared strings), of a given number of rows or grown to just under the import limit of 10 MB.
import * as XLSX from '@e965/xlsx';

/** The import file limit (spec: at most 10 MB), which the dialog checks before parsing. */
export const IMPORT_LIMIT_BYTES = 10 * 1024 * 1024;

/** The rows one import takes (MAX_IMPORT_ROWS in packages/contracts); the dialog refuses a longer file in its file step. */
export const IMPORT_ROW_LIMIT = 2000;

export interface InvoiceWorkbook {
  bytes: Buffer;
  rows: number;
}

const pad = (n: number, width: number) => String(n).padStart(width, '0');

/** Row i: a distinct PO and invoice number, a date in 2026, amounts typed as numbers with cents. */
function invoiceRow(i: number) {
  return {
    poNumber: `PO-${1_000_000 + i}`,
    invoiceNumber: `INV-2026-${pad(i, 6)}`,
    invoiceDate: `2026-${pad(1 + (i % 11), 2)}-${pad(1 + (i % 28), 2)}`,
    shippingCost: 5 + (i % 37) * 1.25,
    discount: i % 5 === 0 ? 2.5 : 0,
    tax: ((i * 7919) % 4000) / 100,
    handlingFee: 1.5,
    totalAmount: ((i * 104_729) % 90_000) / 100 + 20,
  };
}

export function invoiceWorkbook(rows: number): InvoiceWorkbook {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.json_to_sheet(Array.from({ length: rows }, (_, i) => invoiceRow(i))), 'Invoices');
  return { bytes: XLSX.write(book, { type: 'buffer', bookType: 'xlsx', compression: true, bookSST: true }) as Buffer, rows };
}

/** The largest file (to about 1 %) that still fits under `limit`: sized from a sample, then trimmed until it fits. */
export function invoiceWorkbookUpTo(limit = IMPORT_LIMIT_BYTES): InvoiceWorkbook {
  const sample = invoiceWorkbook(10_000);
  let rows = Math.floor((limit / sample.bytes.length) * sample.rows * 0.99);
  for (;;) {
    const book = invoiceWorkbook(rows);
    if (book.bytes.length <= limit) return book;
    rows = Math.floor(rows * (limit / book.bytes.length) * 0.995);
  }
}
