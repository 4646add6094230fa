// The formats of the order fields a supplier types or imports, each one pattern and one message: the schemas, the
// order page's rules, the imports and the money text of the API all read them from here (docs/decisions/platform.md,
// "One source per rule").
import { MESSAGES } from '../messages.ts';

/** Supplier order number: letters, digits, `-`, `#` and `.`, 1..20 characters. */
export const SUPPLIER_ORDER_NUMBER_PATTERN = /^[A-Za-z0-9\-#.]+$/;
export const SUPPLIER_ORDER_NUMBER_MAX_LENGTH = 20;
/** Invoice number: word characters, `-`, `#`, `.`, `/` and space, 1..50 characters. */
export const INVOICE_NUMBER_PATTERN = /^[\w\-#./ ]+$/;
export const INVOICE_NUMBER_MAX_LENGTH = 50;
/** Tracking number: letters, digits, `_`, `-`, `#` and `.`, 1..100 characters. */
export const TRACKING_NUMBER_PATTERN = /^[A-Za-z0-9_\-#.]+$/;
export const TRACKING_NUMBER_MAX_LENGTH = 100;
/** A price or money amount as text: an optional minus, digits and up to two decimals (money in JSON, newPrice, import cells). */
export const PRICE_PATTERN = /^-?\d+(\.\d{1,2})?$/;
/** Amount fields of the invoice forms: non-negative, up to two decimals. */
export const AMOUNT_PATTERN = /^\d+(\.\d{1,2})?$/;

/** The message of each format (supplier order and invoice numbers use the spec's generic "Invalid format"). */
export const FIELD_FORMAT_MESSAGES = {
  supplierOrderNumber: MESSAGES.invalidFormat,
  invoiceNumber: MESSAGES.invalidFormat,
  trackingNumber: 'Invalid tracking number provided',
  price: 'Invalid price format',
} as const;
export const TRACKING_NUMBER_MESSAGE = FIELD_FORMAT_MESSAGES.trackingNumber;

export const isValidSupplierOrderNumber = (value: string): boolean =>
  value.length <= SUPPLIER_ORDER_NUMBER_MAX_LENGTH && SUPPLIER_ORDER_NUMBER_PATTERN.test(value);
export const isTrackingNumberFormat = (value: string): boolean => TRACKING_NUMBER_PATTERN.test(value);
export const isInvoiceNumberFormat = (value: string): boolean =>
  value.length <= INVOICE_NUMBER_MAX_LENGTH && INVOICE_NUMBER_PATTERN.test(value);
