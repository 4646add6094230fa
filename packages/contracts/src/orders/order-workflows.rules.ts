// Pure rules of the single-order workflows (process, ship, invoice, cancel, price change, labels, LTL), shared by
// the order page (to explain early) and the API (to enforce). Days are 'yyyy-MM-dd' strings; "today" is passed in,
// so the same function serves the browser's calendar day and the server's.
import { addCalendarDays, isValidDay } from '../calendar-days.ts';
import { MESSAGES } from '../messages.ts';
import { money, toDecimal, type MoneyInput } from '../money.ts';
import { CARRIERS, OTHER_CARRIER_ID, type CancelReason, type ShippingMethod } from './orders.enums.ts';
import { FIELD_FORMAT_MESSAGES, PRICE_PATTERN } from './order-field-formats.ts';
import { calculateInvoiceTotal, ORDER_RULE_MESSAGES } from './orders.rules.ts';

export const MAX_INT32 = 2147483647;

/** A Bison-arranged method ships with its own carrier; supplier-arranged items may use any carrier. */
const CARRIER_OF_METHOD: Partial<Record<ShippingMethod, number>> = { BisonFedex: 1, BisonUps: 2 };

/** The carriers an item of an order with this shipping method offers (ids of CARRIERS): the form's list, the server's check. */
export function carrierIdsOffered(shippingMethod: string): number[] {
  const only = CARRIER_OF_METHOD[shippingMethod as ShippingMethod];
  return CARRIERS.filter((c) => only === undefined || c.id === only).map((c) => c.id);
}
export const isCarrierOffered = (shippingMethod: string, carrierId: number): boolean =>
  carrierIdsOffered(shippingMethod).includes(carrierId);
export const RESTOCK_MARGIN_DAYS = 3;

export const ORDER_WORKFLOW_MESSAGES = {
  required: MESSAGES.required,
  invalidTrackingNumber: FIELD_FORMAT_MESSAGES.trackingNumber,
  orderTotalNegative: ORDER_RULE_MESSAGES.orderTotalNegative,
  additionalInvoiceTotal: 'A total of the invoice cannot be zero or negative',
  invoiceDateBeforeOrder: ORDER_RULE_MESSAGES.invoiceDateBeforeOrder,
  /** Not worded by the spec (the picker blocks future days); ours. */
  invoiceDateInFuture: 'Invoice date cannot be in the future',
  invalidPriceFormat: FIELD_FORMAT_MESSAGES.price,
  priceNotDefined: 'Price is not defined',
  invalidDate: MESSAGES.invalidDate,
  atLeastOnePackage: 'At least one package is required',
  atLeastOneBox: 'At least one box must be provided',
  itemNotAvailable: 'Selected item is not available for this order.',
  /** Not worded by the spec; ours (docs/decisions/order-detail.md, "Carriers of an item"). */
  carrierNotOffered: 'The item does not ship with this carrier. Choose one of its carriers.',
  restockSoon: 'If stock is replenished within 3 days this order can still be shipped on time.',
  /** LTL wording is not given by the spec; ours. */
  atLeastOneItem: 'At least one item is required',
  ltlDateTooEarly: 'Shipping date must be at least the next day.',
  ltlDateAfterPromised: 'Shipping date cannot be after the promised shipping date.',
  labelFileMissing: 'Label file is not available for download.',
  bolFileMissing: 'Bill of lading file is not available for download.',
  cancellationInReview: 'Order cancellation is being reviewed',
  priceChangeApproved: 'Price change request has been approved',
  priceChangeInReview: 'Price change request is being reviewed',
  additionalInvoiceSubmitted: 'Invoice has successfully been submitted for review.',
} as const;

// ---- days -------------------------------------------------------------------------------------------------

/** The next Monday-to-Friday day after today (the LTL default). */
export function nextBusinessDay(today: string): string {
  let day = addCalendarDays(today, 1);
  while ([0, 6].includes(new Date(`${day}T00:00:00Z`).getUTCDay())) day = addCalendarDays(day, 1);
  return day;
}

// ---- carriers ----------------------------------------------------------------------------------------------

/** Carrier options with Other (id 4) last, the rest by name. */
export function sortCarrierOptions<T extends { value: number; label: string }>(options: readonly T[]): T[] {
  return [...options].sort(
    (a, b) => Number(a.value === OTHER_CARRIER_ID) - Number(b.value === OTHER_CARRIER_ID) || a.label.localeCompare(b.label),
  );
}

// ---- invoices ---------------------------------------------------------------------------------------------

/** null when the invoice date is acceptable; createdOn is the order's creation day. */
export function invoiceDateProblem(invoiceDate: string, orderCreatedDay: string, today: string): string | null {
  if (!isValidDay(invoiceDate)) return ORDER_WORKFLOW_MESSAGES.invalidDate;
  if (invoiceDate < orderCreatedDay) return ORDER_WORKFLOW_MESSAGES.invoiceDateBeforeOrder;
  if (invoiceDate > today) return ORDER_WORKFLOW_MESSAGES.invoiceDateInFuture;
  return null;
}

/** When every item has a fixed shipping cost, the shipping equals sum(fixed × quantity); else null (free entry). */
export function fixedShippingTotal(items: readonly { fixedShippingCost: MoneyInput | null; quantity: number }[]): string | null {
  if (items.length === 0 || items.some((i) => i.fixedShippingCost === null || i.fixedShippingCost === undefined)) return null;
  return money.sum(items.map((i) => money.mul(i.fixedShippingCost, i.quantity)));
}

/** "A total of the order can't be negative" (on the discount field) or null. */
export function invoiceTotalProblem(total: MoneyInput): string | null {
  return toDecimal(total).isNegative() && !toDecimal(total).isZero() ? ORDER_WORKFLOW_MESSAGES.orderTotalNegative : null;
}

export interface AdditionalInvoiceTotalInput {
  tax: MoneyInput;
  shippingCost: MoneyInput;
  handlingFee: MoneyInput;
  discount: MoneyInput;
}
/** tax + shipping + handling − discount: the invoice total of an invoice without items or allowance. */
export function calculateAdditionalInvoiceTotal(i: AdditionalInvoiceTotalInput): string {
  return calculateInvoiceTotal({ ...i, itemsTotal: 0, allowance: 0 });
}
export function additionalInvoiceTotalProblem(total: MoneyInput): string | null {
  return toDecimal(total).greaterThan(0) ? null : ORDER_WORKFLOW_MESSAGES.additionalInvoiceTotal;
}

// ---- agreements -------------------------------------------------------------------------------------------

export interface AgreementTerms {
  startPeriodDate: string;
  endPeriodDate: string | null;
  agreedOnPercentage: MoneyInput;
}
export const isAgreementActive = (a: AgreementTerms, day: string): boolean =>
  a.startPeriodDate <= day && (a.endPeriodDate === null || day <= a.endPeriodDate);

/** Each active agreement's allowance (amount × percentage / 100, to the cent) and their sum. */
export function calculateAllowance<T extends AgreementTerms>(
  amount: MoneyInput,
  agreements: readonly T[],
  day: string,
): { amount: string; agreements: (T & { allowanceAmount: string })[] } {
  const active = agreements
    .filter((a) => isAgreementActive(a, day))
    .map((a) => ({ ...a, allowanceAmount: money.toFixed(toDecimal(amount).times(toDecimal(a.agreedOnPercentage)).dividedBy(100)) }));
  return { amount: money.sum(active.map((a) => a.allowanceAmount)), agreements: active };
}

// ---- price change ------------------------------------------------------------------------------------------

/**
 * The price a price-change line asks for: newPrice when given (number or text of the pattern), else the current
 * price. Answers the price as a 2-decimal string or the spec's message.
 */
export function resolveNewPrice(
  newPrice: number | string | null | undefined,
  currentPrice: MoneyInput | null | undefined,
): { price: string } | { error: string } {
  let value: string | null;
  if (newPrice === null || newPrice === undefined || newPrice === '') {
    value = currentPrice === null || currentPrice === undefined || currentPrice === '' ? null : String(currentPrice);
  } else if (typeof newPrice === 'number') {
    if (!Number.isFinite(newPrice)) return { error: ORDER_WORKFLOW_MESSAGES.invalidPriceFormat };
    value = String(newPrice);
  } else {
    if (!PRICE_PATTERN.test(newPrice.trim())) return { error: ORDER_WORKFLOW_MESSAGES.invalidPriceFormat };
    value = newPrice.trim();
  }
  if (value === null) return { error: ORDER_WORKFLOW_MESSAGES.priceNotDefined };
  if (toDecimal(value).isNegative() && !toDecimal(value).isZero()) return { error: 'Minimum is 0' };
  return { price: money.toFixed(value) };
}

// ---- cancel -----------------------------------------------------------------------------------------------

/** Restock date: required with OutOfStockWithRestock; today or earlier is 'Invalid date'. */
export function restockDateProblem(reason: CancelReason, restockDate: string | null | undefined, today: string): string | null {
  if (!restockDate) return reason === 'OutOfStockWithRestock' ? ORDER_WORKFLOW_MESSAGES.required : null;
  if (!isValidDay(restockDate) || restockDate <= today) return ORDER_WORKFLOW_MESSAGES.invalidDate;
  return null;
}
/** The info alert: the restock date is within 3 days (the order can still ship on time). */
export const isRestockWithinMargin = (restockDate: string, today: string): boolean =>
  isValidDay(restockDate) && restockDate <= addCalendarDays(today, RESTOCK_MARGIN_DAYS);

// ---- LTL (the label date window is label-date-window.ts) ---------------------------------------------------

/** LTL ship date: at least tomorrow, at most the promised ship date when there is one. */
export function ltlShippingDateProblem(day: string, today: string, promisedShippingDate: string | null): string | null {
  if (!isValidDay(day)) return ORDER_WORKFLOW_MESSAGES.invalidDate;
  if (day < addCalendarDays(today, 1)) return ORDER_WORKFLOW_MESSAGES.ltlDateTooEarly;
  if (promisedShippingDate && day > promisedShippingDate) return ORDER_WORKFLOW_MESSAGES.ltlDateAfterPromised;
  return null;
}
/** The date sent with an LTL request: the promised date when present, else the chosen one. */
export const ltlRequestShippingDate = (chosen: string, promisedShippingDate: string | null): string => promisedShippingDate ?? chosen;

export const totalLtlPackages = (items: readonly { packages: readonly { quantity: number }[] }[]): number =>
  items.reduce((sum, it) => sum + it.packages.reduce((s, p) => s + p.quantity, 0), 0);

// ---- facilities -------------------------------------------------------------------------------------------

export interface FacilityText {
  name?: string | null;
  code?: string | null;
  city?: string | null;
  zipCode?: string | null;
}
/**
 * The facility as the spec shows it everywhere (order page, export's shipForm, print sheet's ship-from):
 * 'name - code, city - zipCode', skipping empty parts; no facility (an order without a ship-from) is null.
 */
export function formatFacility(f: FacilityText): string;
export function formatFacility(f: FacilityText | null | undefined): string | null;
export function formatFacility(f: FacilityText | null | undefined): string | null {
  if (!f) return null;
  const join = (a?: string | null, b?: string | null) => [a, b].filter((x) => x && x.trim()).join(' - ');
  return [join(f.name, f.code), join(f.city, f.zipCode)].filter(Boolean).join(', ');
}
