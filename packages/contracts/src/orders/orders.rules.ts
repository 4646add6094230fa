// Pure order rules shared by the web app (to explain early) and the API (to enforce).
import { MAX_BULK_LABEL_ORDERS, MAX_PRINT_ORDERS } from '../constants.ts';
import { money, type MoneyInput } from '../money.ts';
import type { FulfillmentStatus } from './orders.enums.ts';

export const ORDER_RULE_MESSAGES = {
  noneSelected: 'At least one order must be selected.',
  tooManyForLabels: `A maximum of ${MAX_BULK_LABEL_ORDERS} orders can be selected.`,
  labelsNeedAwaitingShipment: 'All orders must be in Awaiting shipment status.',
  processingNeedsNeedsProcessing: 'Only orders that are in `Needs Processing` status can be marked as processing.',
  tooManyToPrint: `Cannot print more than ${MAX_PRINT_ORDERS} orders.`,
  orderTotalNegative: "A total of the order can't be negative",
  invoiceDateBeforeOrder: 'Invoice date cannot be before the order creation date',
  /** An order id or PO number that is not the supplier's (or does not exist): the order page, bulk calls, imports. */
  orderNotFound: 'Order not found.',
} as const;
export const ORDER_NOT_FOUND = ORDER_RULE_MESSAGES.orderNotFound;

interface HasStatus {
  fulfillmentStatus: FulfillmentStatus;
}

/** Mark as Processing: null when allowed, else the spec's message. */
export function canMarkProcessing(selected: readonly HasStatus[]): string | null {
  if (selected.length === 0) return ORDER_RULE_MESSAGES.noneSelected;
  return selected.every((o) => o.fulfillmentStatus === 'NeedsProcessing') ? null : ORDER_RULE_MESSAGES.processingNeedsNeedsProcessing;
}

/** Generate labels (bulk): null when allowed, else the first failing rule's message. */
export function bulkLabelsBlockedReason(selected: readonly HasStatus[]): string | null {
  if (selected.length === 0) return ORDER_RULE_MESSAGES.noneSelected;
  if (selected.length > MAX_BULK_LABEL_ORDERS) return ORDER_RULE_MESSAGES.tooManyForLabels;
  if (!selected.every((o) => o.fulfillmentStatus === 'AwaitingShipment')) return ORDER_RULE_MESSAGES.labelsNeedAwaitingShipment;
  return null;
}

/** Print: null when allowed. */
export function printBlockedReason(selectedCount: number): string | null {
  if (selectedCount === 0) return ORDER_RULE_MESSAGES.noneSelected;
  return selectedCount > MAX_PRINT_ORDERS ? ORDER_RULE_MESSAGES.tooManyToPrint : null;
}

/** The status filter applied when the list loads without one. */
export const DEFAULT_STATUS_FILTER: readonly FulfillmentStatus[] = ['NeedsProcessing', 'AwaitingShipment', 'Invoicing'];
export function defaultStatusFilter(): { filterType: 'set'; values: FulfillmentStatus[] } {
  return { filterType: 'set', values: [...DEFAULT_STATUS_FILTER] };
}

/**
 * The order state machine: which action each status allows and where it leads.
 * process: supplier order number confirmed (NeedsProcessing -> AwaitingShipment).
 * ship: trackings recorded; the order moves to Invoicing once every item has one (else it stays).
 * invoice: the first invoice (Invoicing -> Complete). additionalInvoice: Complete only, enters review.
 * cancel: not in Invoicing (the spec hides Cancel there) nor after; -> Canceled.
 * priceChange: until the order is Complete or Canceled; it does not change the status.
 * label / ltl: shipping documents while AwaitingShipment.
 * The self-service exceptions (their windows are order-exceptions.rules.ts): replaceLabel and movePickup while
 * AwaitingShipment (stay); changeShipFrom before shipping (stays); undoProcessing AwaitingShipment -> NeedsProcessing;
 * undoShipment Invoicing -> AwaitingShipment (the shipment confirmation taken back before any invoice).
 * correctAddress (the operator's answer to an address correction case) before shipping (stays).
 */
export const ORDER_ACTIONS = [
  'process',
  'ship',
  'invoice',
  'additionalInvoice',
  'cancel',
  'priceChange',
  'label',
  'ltl',
  'replaceLabel',
  'movePickup',
  'changeShipFrom',
  'undoProcessing',
  'undoShipment',
  'correctAddress',
] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];

export const ORDER_TRANSITIONS: Record<FulfillmentStatus, Partial<Record<OrderAction, FulfillmentStatus>>> = {
  New: {},
  NeedsProcessing: {
    process: 'AwaitingShipment',
    cancel: 'Canceled',
    priceChange: 'NeedsProcessing',
    changeShipFrom: 'NeedsProcessing',
    correctAddress: 'NeedsProcessing',
  },
  AwaitingShipment: {
    process: 'AwaitingShipment',
    ship: 'Invoicing',
    cancel: 'Canceled',
    priceChange: 'AwaitingShipment',
    label: 'AwaitingShipment',
    ltl: 'AwaitingShipment',
    replaceLabel: 'AwaitingShipment',
    movePickup: 'AwaitingShipment',
    changeShipFrom: 'AwaitingShipment',
    correctAddress: 'AwaitingShipment',
    undoProcessing: 'NeedsProcessing',
  },
  Invoicing: { invoice: 'Complete', priceChange: 'Invoicing', undoShipment: 'AwaitingShipment' },
  Complete: { additionalInvoice: 'Complete' },
  Canceled: {},
  ProductNotAvailable: {},
};

export function canTransition(status: FulfillmentStatus, action: OrderAction): boolean {
  return ORDER_TRANSITIONS[status][action] !== undefined;
}
export function nextStatus(status: FulfillmentStatus, action: OrderAction): FulfillmentStatus | null {
  return ORDER_TRANSITIONS[status][action] ?? null;
}

export interface InvoiceTotalInput {
  itemsTotal: MoneyInput;
  tax: MoneyInput;
  handlingFee: MoneyInput;
  shippingCost: MoneyInput;
  discount: MoneyInput;
  allowance: MoneyInput;
}
/** Total = items total + tax + handling fee + shipping − discount − allowance (non-numeric counts as 0). */
export function calculateInvoiceTotal(i: InvoiceTotalInput): string {
  return money.sub(money.sum([i.itemsTotal, i.tax, i.handlingFee, i.shippingCost]), money.add(i.discount, i.allowance));
}

/** Items total at current prices: sum of price per unit × quantity. */
export function calculateItemsTotal(items: readonly { pricePerUnit: MoneyInput; quantity: number }[]): string {
  return money.sum(items.map((i) => money.mul(i.pricePerUnit, i.quantity)));
}
