// Import column mapping: the fields of each import, auto-match of spreadsheet columns, checks, and the request items.
import { MESSAGES, normalizeErrorPath, type InvoiceImportItem, type TrackingImportItem } from '@portal/contracts';
import type { ItemShape } from '../../../components/spreadsheet/parsed-spreadsheet.ts';

export interface ImportField<K extends string = string> {
  key: K;
  label: string;
  required: boolean;
  /** The spec's auto-match name. */
  matchName: string;
}

export type InvoiceFieldKey = keyof InvoiceImportItem;
export type TrackingFieldKey = keyof TrackingImportItem;

/** Listed in the spec's auto-match order (Tax first ... Handling fee last). */
export const INVOICE_IMPORT_FIELDS: ImportField<InvoiceFieldKey>[] = [
  { key: 'tax', label: 'Tax', required: true, matchName: 'Tax' },
  { key: 'discount', label: 'Discount', required: true, matchName: 'Discount' },
  { key: 'totalAmount', label: 'Total', required: false, matchName: 'Total' },
  { key: 'invoiceDate', label: 'Invoice date', required: true, matchName: 'Invoice date' },
  { key: 'shippingCost', label: 'Shipping cost', required: true, matchName: 'Shipping cost' },
  { key: 'invoiceNumber', label: 'Invoice number', required: true, matchName: 'Invoice number' },
  { key: 'purchaseOrderNumber', label: 'PO number', required: true, matchName: 'PO number' },
  { key: 'handlingFee', label: 'Handling fee', required: true, matchName: 'Handling fee' },
];

/** Display order of the invoice mapping form. */
export const INVOICE_FIELD_DISPLAY_ORDER: InvoiceFieldKey[] = [
  'purchaseOrderNumber',
  'invoiceNumber',
  'invoiceDate',
  'shippingCost',
  'discount',
  'tax',
  'handlingFee',
  'totalAmount',
];

export const TRACKING_IMPORT_FIELDS: ImportField<TrackingFieldKey>[] = [
  { key: 'sku', label: 'SKU', required: false, matchName: 'Sku' },
  { key: 'carrier', label: 'Carrier', required: false, matchName: 'Carrier' },
  { key: 'purchaseOrderNumber', label: 'PO number', required: true, matchName: 'PO Number' },
  { key: 'trackingNumber', label: 'Tracking number', required: true, matchName: 'Tracking number' },
];
export const TRACKING_FIELD_DISPLAY_ORDER: TrackingFieldKey[] = ['purchaseOrderNumber', 'trackingNumber', 'sku', 'carrier'];

export const LABEL_IMPORT_FIELDS: ImportField<'purchaseOrderNumber'>[] = [
  { key: 'purchaseOrderNumber', label: 'PO number', required: true, matchName: 'PO number' },
];

export const IMPORT_MESSAGES = {
  alreadyMapped: (column: string) => `Column "${column}" is already mapped`,
  defaultCarrierRequired: 'A default carrier is required if the carrier column is not present',
  invoicesImported: 'Invoices successfully imported',
  trackingsImported: 'Trackings successfully imported.',
  labelsGenerated: 'Labels generated successfully.',
} as const;

/** field key -> spreadsheet column ('' when not mapped) */
export type ColumnMapping<K extends string> = Record<K, string>;

/** Case-insensitive and whitespace-normalised. */
export function normaliseColumnName(name: string): string {
  return name.toLowerCase().replace(/\s+/g, '');
}

/**
 * Auto-match: for each field in order, an unused column whose normalised name equals the match name,
 * else one that contains it. A column is used once.
 */
export function autoMatchColumns<K extends string>(fields: readonly ImportField<K>[], columns: readonly string[]): ColumnMapping<K> {
  const used = new Set<string>();
  const mapping = {} as ColumnMapping<K>;
  for (const field of fields) {
    const target = normaliseColumnName(field.matchName);
    const free = columns.filter((c) => !used.has(c));
    const match = free.find((c) => normaliseColumnName(c) === target) ?? free.find((c) => normaliseColumnName(c).includes(target)) ?? '';
    if (match) used.add(match);
    mapping[field.key] = match;
  }
  return mapping;
}

/** Per-field messages: required fields must be mapped; a column may be mapped once (the later field gets the message). */
export function checkColumnMapping<K extends string>(
  fields: readonly ImportField<K>[],
  mapping: ColumnMapping<K>,
  displayOrder: readonly K[] = fields.map((f) => f.key),
): Partial<Record<K, string>> {
  const errors: Partial<Record<K, string>> = {};
  const seen = new Set<string>();
  for (const key of displayOrder) {
    const field = fields.find((f) => f.key === key)!;
    const column = mapping[key];
    if (!column) {
      if (field.required) errors[key] = MESSAGES.required;
      continue;
    }
    if (seen.has(column)) errors[key] = IMPORT_MESSAGES.alreadyMapped(column);
    seen.add(column);
  }
  return errors;
}

/** With no carrier column a default carrier is required. */
export function checkDefaultCarrier(mapping: ColumnMapping<TrackingFieldKey>, defaultCarrier: string): string | null {
  return !mapping.carrier && !defaultCarrier ? IMPORT_MESSAGES.defaultCarrierRequired : null;
}

/** The invoice import item of a row: cells trimmed, an unmapped or empty Total sent as null. */
export function invoiceItemShape(mapping: ColumnMapping<InvoiceFieldKey>): ItemShape<InvoiceImportItem> {
  const text = (column: string) => ({ column, empty: '' });
  return {
    purchaseOrderNumber: text(mapping.purchaseOrderNumber),
    invoiceNumber: text(mapping.invoiceNumber),
    invoiceDate: text(mapping.invoiceDate),
    shippingCost: text(mapping.shippingCost),
    discount: text(mapping.discount),
    tax: text(mapping.tax),
    handlingFee: text(mapping.handlingFee),
    totalAmount: { column: mapping.totalAmount, empty: null },
  };
}

/** The tracking import item of a row: an empty SKU is null; a row's carrier falls back to the default carrier label. */
export function trackingItemShape(mapping: ColumnMapping<TrackingFieldKey>, defaultCarrier: string): ItemShape<TrackingImportItem> {
  return {
    purchaseOrderNumber: { column: mapping.purchaseOrderNumber, empty: '' },
    trackingNumber: { column: mapping.trackingNumber, empty: '' },
    sku: { column: mapping.sku, empty: null },
    carrier: { column: mapping.carrier, empty: defaultCarrier },
  };
}

/** The 'Other' carrier is listed last. */
export function sortCarriersOtherLast<T extends { label: string }>(carriers: readonly T[]): T[] {
  return [...carriers.filter((c) => c.label !== 'Other'), ...carriers.filter((c) => c.label === 'Other')];
}

const ITEM_PATH = /^items\.(\d+)(?:\.(.+))?$/;

/**
 * Server row errors ($.items[3].invoiceNumber) as readable lines with the spreadsheet row number
 * (item index + 2: one header row, rows counted from 1).
 */
export function importErrorLines(errors: Record<string, string[]> | undefined, fields: readonly ImportField[]): string[] {
  const lines: string[] = [];
  for (const [path, messages] of Object.entries(errors ?? {})) {
    const match = ITEM_PATH.exec(normalizeErrorPath(path));
    if (!match) {
      lines.push(...messages);
      continue;
    }
    const row = Number(match[1]) + 2;
    const label = match[2] ? (fields.find((f) => f.key === match[2])?.label ?? match[2]) : undefined;
    for (const message of messages) lines.push(`Row ${row}${label ? `, ${label}` : ''}: ${message}`);
  }
  return lines.sort((a, b) => rowOf(a) - rowOf(b));
}

function rowOf(line: string): number {
  const match = /^Row (\d+)/.exec(line);
  return match ? Number(match[1]) : 0;
}
