// The formats of the order fields a supplier types or imports, each one pattern and one message: the schemas, the
// order page's rules, the imports and the money text of the API all read them from here (docs/decisions/platform.md,
// "One source per rule").
import { DECIMAL_TEXT_PATTERN } from '../platform/decimal-text.ts';
import { MESSAGES } from '../messages.ts';
import { CARRIERS, OTHER_CARRIER_ID } from './orders.enums.ts';

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
/**
 * Amount fields of the invoice forms (tax, discount, shipping cost, the handling fee) and the intake's money:
 * non-negative, up to two decimals, and up to 10 digits, the bound of every other money field of a request
 * (`DECIMAL_TEXT_PATTERN`; the columns hold 12).
 */
export const AMOUNT_PATTERN = DECIMAL_TEXT_PATTERN;
/** The largest amount AMOUNT_PATTERN admits, as the document's `maximum` of the number form. */
export const AMOUNT_MAX = 9_999_999_999.99;

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

/**
 * The one rule of a tracking number valid for its carrier: the shipping form warns with it, the scorecard counts it
 * and the compliance deductions raise on it. The carriers whose numbers have a known shape (CARRIERS by id):
 * FedEx 12, 15, 20 or 22 digits; UPS "1Z" and 16 letters or digits; USPS 20 to 22 digits, or two letters, nine digits and "US"; DHL 10 or 11
 * digits. The other carriers (freight, Other) take any number of the portal's tracking format.
 */
const CARRIER_TRACKING_PATTERNS: Readonly<Record<number, RegExp>> = {
  1: /^(\d{12}|\d{15}|\d{20}|\d{22})$/,
  2: /^1Z[0-9A-Z]{16}$/i,
  3: /^(\d{20,22}|[A-Z]{2}\d{9}US)$/i,
  5: /^\d{10,11}$/,
};

/** A tracking number and its carrier (Other with its name). */
export interface CarrierTracking {
  carrierId: number;
  otherCarrierName?: string | null;
  trackingNumber: string;
}

/** A number of the portal's format and of its carrier's shape; "Other" needs the carrier's name. */
export function isValidTrackingForCarrier(t: CarrierTracking): boolean {
  const number = t.trackingNumber.trim();
  if (number.length === 0 || number.length > TRACKING_NUMBER_MAX_LENGTH || !isTrackingNumberFormat(number)) return false;
  if (t.carrierId === OTHER_CARRIER_ID && !t.otherCarrierName?.trim()) return false;
  const shape = CARRIER_TRACKING_PATTERNS[t.carrierId];
  return shape ? shape.test(number) : true;
}

/** The shipping form's warning (the supplier may confirm): the number is of the portal's format but not its carrier's. */
export function trackingForCarrierWarning(t: CarrierTracking): string | null {
  if (isValidTrackingForCarrier(t)) return null;
  const carrier = t.carrierId === OTHER_CARRIER_ID ? t.otherCarrierName?.trim() : CARRIERS.find((c) => c.id === t.carrierId)?.name;
  return carrier
    ? `"${t.trackingNumber.trim()}" is not a valid ${carrier} tracking number: check it, or save it anyway.`
    : `"${t.trackingNumber.trim()}" is not a valid tracking number for this carrier: check it, or save it anyway.`;
}
