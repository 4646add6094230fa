// Request and response schemas of the list-level order calls (summaries, bulk process, export, print, imports).
import { z } from '../zod.ts';
import { MAX_PRINT_ORDERS } from '../constants.ts';
import { importRowLimitMessage, MAX_IMPORT_ROWS } from './import-limits.ts';
import {
  INVOICE_NUMBER_MAX_LENGTH,
  INVOICE_NUMBER_PATTERN,
  PRICE_PATTERN,
  SUPPLIER_ORDER_NUMBER_MAX_LENGTH,
  SUPPLIER_ORDER_NUMBER_PATTERN,
} from './order-field-formats.ts';
import { FULFILLMENT_STATUSES, SHIPMENT_REQUEST_STATUSES, SHIPPING_METHODS, SHIPPING_TYPES } from './orders.enums.ts';
import { recordId, recordIdParam } from '../platform/ids.ts';
import { REAL_DAY_PATTERN } from '../calendar-days.ts';
import { MESSAGES } from '../messages.ts';

export const MAX_BULK_PROCESS_ORDERS = 250;
export const MAX_EXPORT_ORDERS = 5000;

/** A database id (PostgreSQL integer): a larger number is refused here, not by the database. */
export const orderId = recordIdParam;
export const fulfillmentStatus = z.enum(FULFILLMENT_STATUSES);
export const shippingMethod = z.enum(SHIPPING_METHODS);
export const shippingType = z.enum(SHIPPING_TYPES);
/** Money in JSON: a decimal string with 2 decimals ("123.40"). */
export const moneyString = z.string().regex(PRICE_PATTERN);
export const isoDateTime = z.string();
/** Date-only value 'yyyy-MM-dd', a real day (the document says `format: date` and gives the pattern). */
export const isoDate = z.string().regex(REAL_DAY_PATTERN).meta({ format: 'date' });
/** The same day, where the spec's answer to a day that does not exist is 'Invalid date' (a cancellation's restock date). */
export const isoDateInvalidDate = z.string().regex(REAL_DAY_PATTERN, MESSAGES.invalidDate).meta({ format: 'date' });

export const supplierOrderNumber = z.string().min(1).max(SUPPLIER_ORDER_NUMBER_MAX_LENGTH).regex(SUPPLIER_ORDER_NUMBER_PATTERN);
export const invoiceNumber = z.string().min(1).max(INVOICE_NUMBER_MAX_LENGTH).regex(INVOICE_NUMBER_PATTERN);

export const orderSummary = z.object({
  id: recordId,
  orderIdForSearch: z.string(),
  supplierId: recordId,
  fulfillmentStatus,
  hasInvoiceInReview: z.boolean(),
  hasPriceChangeInReview: z.boolean(),
  firstName: z.string(),
  lastName: z.string(),
  displayName: z.string(),
  createdOn: isoDateTime,
  supplierTotal: moneyString,
  supplierOrderNumber: z.string().nullable(),
  invoiceNumber: z.string().nullable(),
  shippingType,
  hasGroundLabel: z.boolean(),
  bolFileName: z.string().nullable(),
  labelFileName: z.string().nullable(),
});
export type OrderSummary = z.infer<typeof orderSummary>;

export const bulkProcessRequest = z.object({ orders: z.array(recordId).min(1).max(MAX_BULK_PROCESS_ORDERS) });
export type BulkProcessRequest = z.infer<typeof bulkProcessRequest>;
/** failedOrders maps an order id (as text) to the reason it was not processed. */
export const bulkProcessResult = z.object({ allSuccess: z.boolean(), failedOrders: z.record(z.string(), z.string()) });
export type BulkProcessResult = z.infer<typeof bulkProcessResult>;

export const exportOrdersRequest = z.object({ orderIds: z.array(recordId).min(1).max(MAX_EXPORT_ORDERS) });
export type ExportOrdersRequest = z.infer<typeof exportOrdersRequest>;
/** One row per line item. shipForm is the spec's field name (the facility the item ships from). */
export const orderExportRow = z.object({
  purchaseOrderNumber: z.string(),
  orderDate: isoDateTime,
  customerName: z.string(),
  customerPhone: z.string().nullable(),
  address1: z.string(),
  address2: z.string().nullable(),
  address3: z.string().nullable(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  company: z.string().nullable(),
  sku: z.string(),
  productName: z.string(),
  productCost: moneyString,
  qtyNeeded: z.number().int(),
  uom: z.string(),
  shipForm: z.string().nullable(),
  supplierOrderNumber: z.string().nullable(),
  shippingMethod: z.string(),
});
export type OrderExportRow = z.infer<typeof orderExportRow>;

export const orderShippingAddress = z.object({
  recipientName: z.string(),
  address: z.string(),
  address2: z.string().nullable(),
  address3: z.string().nullable(),
  country: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  phone: z.string().nullable(),
});
export type OrderShippingAddress = z.infer<typeof orderShippingAddress>;

export const printDetailsQuery = z.object({
  // Repeated keys (?orderIds=1&orderIds=2) or one comma-separated value, as the print route's URL has them.
  orderIds: z.preprocess(
    (v) =>
      v === undefined ? [] : (Array.isArray(v) ? v : [v]).flatMap((x) => (typeof x === 'string' ? x.split(',').filter(Boolean) : [x])),
    z.array(orderId).min(1).max(MAX_PRINT_ORDERS),
  ),
});
export const orderPrintItem = z.object({
  id: recordId,
  sku: z.string(),
  productName: z.string(),
  imageUrl: z.string().nullable(),
  pricePerUnit: moneyString,
  quantity: z.number().int(),
  shipFrom: z.string().nullable(),
  shippingMethod: z.string(),
  trackingNumbers: z.array(z.string()),
});
export const orderPrintDetail = z.object({
  orderId: recordId,
  purchaseOrderNumber: z.string(),
  supplierOrderNumber: z.string().nullable(),
  createdOn: isoDateTime,
  shippingAddress: orderShippingAddress,
  orderItems: z.array(orderPrintItem),
});
export type OrderPrintDetail = z.infer<typeof orderPrintDetail>;

export const carrierOption = z.object({ value: z.number().int(), label: z.string() });
export type CarrierOption = z.infer<typeof carrierOption>;

/** Spreadsheet cells arrive as text; the server validates each row and answers errors at $.items[i].field. */
const cell = z.string().max(200);
/**
 * A cell the import needs: the service answers a blank one with "Field is required" at its row (with every other
 * row's errors in the same answer, so the schema itself does not refuse it); the document states the same rule.
 */
const requiredCell = cell.meta({ minLength: 1, pattern: '\\S' });
/** One import's rows: 1..MAX_IMPORT_ROWS, more answered with the row limit's message at $.items. */
const importRows = <T extends z.ZodType>(item: T) =>
  z
    .array(item)
    .min(1)
    .max(MAX_IMPORT_ROWS, {
      error: (issue) => importRowLimitMessage(Array.isArray(issue.input) ? issue.input.length : MAX_IMPORT_ROWS + 1),
    });
export const invoiceImportItem = z.object({
  purchaseOrderNumber: requiredCell,
  invoiceNumber: requiredCell,
  invoiceDate: requiredCell,
  shippingCost: requiredCell,
  discount: requiredCell,
  tax: requiredCell,
  handlingFee: requiredCell,
  totalAmount: cell.nullish(),
});
export type InvoiceImportItem = z.infer<typeof invoiceImportItem>;
export const invoiceImportRequest = z.object({ items: importRows(invoiceImportItem) });
export type InvoiceImportRequest = z.infer<typeof invoiceImportRequest>;

export const trackingImportItem = z.object({
  purchaseOrderNumber: requiredCell,
  sku: cell.nullish(),
  carrier: requiredCell,
  trackingNumber: requiredCell,
});
export type TrackingImportItem = z.infer<typeof trackingImportItem>;
export const trackingImportRequest = z.object({ items: importRows(trackingImportItem) });
export type TrackingImportRequest = z.infer<typeof trackingImportRequest>;

/** How many orders an import changed. */
export const importResult = z.object({ importedOrders: z.number().int(), importedRows: z.number().int() });
export type ImportResult = z.infer<typeof importResult>;

/** A row of the invoice template download (orders in Invoicing), amounts pre-filled from the order. */
export const invoiceTemplateRow = z.object({
  poNumber: z.string(),
  invoiceNumber: z.string(),
  invoiceDate: z.string(),
  shippingCost: moneyString,
  discount: moneyString,
  tax: moneyString,
  handlingFee: moneyString,
  totalAmount: moneyString,
});
export type InvoiceTemplateRow = z.infer<typeof invoiceTemplateRow>;

export const shipmentRequestStatus = z.enum(SHIPMENT_REQUEST_STATUSES);
