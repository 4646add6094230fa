// The text of an activity entry's details (GET /orders/{id}/history): the status change as the list names the
// statuses, money and days in the portal's display formats, cancel reasons by their labels, tracking numbers of a
// shipment; internal ids and empty values are left out. Keys come in any order (PostgreSQL's jsonb sorts them), so
// the text orders them itself: the status change, then the facts, then the amounts with the total last. A payments
// entry names its deduction type and dispute reason by the contracts' labels (docs/decisions/payments.md).
import {
  capitalizeWords,
  consoleWords,
  DEDUCTION_TYPE_LABELS,
  DISPUTE_REASON_LABELS,
  FULFILLMENT_STATUS_LABELS,
  INVOICE_ACCEPTANCE_LABELS,
  type FulfillmentStatus,
} from '@portal/contracts';
import { capitalizeFirst, formatCurrency, formatDay } from '../../../lib/format.ts';
import { CANCEL_REASON_LABELS } from './cancel-reasons.ts';

// `amount` and `net`: a deduction's amount and what a remittance paid for an invoice (docs/decisions/payments.md)
const AMOUNTS = ['totalCost', 'itemsTotal', 'shippingCost', 'handlingFee', 'discount', 'tax', 'allowance', 'total', 'amount', 'net'];
/**
 * The status change is its own part; every `...Id` is an internal id, never shown (the numbers people use are); a case's
 * number is in the entry's title ("Case CASE-000123 opened").
 */
const HIDDEN = new Set(['from', 'to', 'caseNumber']);
const isHidden = (key: string) => HIDDEN.has(key) || /Id$/.test(key);
const DAY = /^\d{4}-\d{2}-\d{2}$/;

const statusLabel = (status: string) => FULFILLMENT_STATUS_LABELS[status as FulfillmentStatus] ?? status;

/** The label of a value from one of the contracts' label maps (own keys only: free text such as "constructor" stays). */
const labelIn = (labels: Record<string, string>, value: string): string | undefined =>
  Object.hasOwn(labels, value) ? labels[value] : undefined;

/** A cancellation's reason or a dispute's (the two lists share no value); an operator's own words stay as written. */
function reasonLabel(reason: string): string {
  const dispute = labelIn(DISPUTE_REASON_LABELS, reason);
  return labelIn(CANCEL_REASON_LABELS, reason) ?? (dispute ? capitalizeFirst(dispute) : reason);
}

/** A deduction's type: "LateShipment" -> "Late shipment". */
function typeLabel(type: string): string {
  const label = labelIn(DEDUCTION_TYPE_LABELS, type);
  return label ? capitalizeFirst(label) : type;
}

/** Keys whose values are code names (a review state, a decision, a status, an invoice's kind). */
const CODE_VALUED = new Set(['review', 'type', 'decision', 'status']);

function valueText(key: string, value: unknown): string {
  if (value === null || value === undefined) return '';
  if (AMOUNTS.includes(key)) return formatCurrency(value as string);
  if (key === 'reason' && typeof value === 'string') return reasonLabel(value);
  // an invoice's acceptance: "On submission, checked against the order" (docs/decisions/payments.md)
  if (key === 'acceptance' && typeof value === 'string') return capitalizeFirst(labelIn(INVOICE_ACCEPTANCE_LABELS, value) ?? value);
  if (key === 'type' && typeof value === 'string' && labelIn(DEDUCTION_TYPE_LABELS, value)) return typeLabel(value);
  if (CODE_VALUED.has(key) && typeof value === 'string') return consoleWords(value); // the portal's one map of people's words
  if (typeof value === 'string' && DAY.test(value)) return formatDay(value);
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (Array.isArray(value)) return value.filter((x) => x !== null && typeof x !== 'object').join(', ');
  return typeof value === 'object' ? '' : String(value);
}

/** A shipment's tracking numbers, from `shipments: [{ trackingNumbers }]`. */
const trackingNumbersOf = (shipments: unknown): string[] =>
  Array.isArray(shipments)
    ? shipments.flatMap((s) => ((s as { trackingNumbers?: unknown }).trackingNumbers as string[] | undefined) ?? [])
    : [];

/** A price change's lines, `lines: [{ sku, oldPrice, newPrice }]`: "SKU-1 $10.00 → $12.50" each. */
const priceLinesOf = (lines: unknown): string[] =>
  Array.isArray(lines)
    ? lines.map((line) => {
        const { sku, oldPrice, newPrice } = line as { sku?: string | null; oldPrice?: string; newPrice?: string };
        const prices = `${formatCurrency(oldPrice ?? '0')} → ${formatCurrency(newPrice ?? '0')}`;
        return sku ? `${sku} ${prices}` : prices;
      })
    : [];

export function historyDetailText(detail: Record<string, unknown>): string {
  const parts: string[] = [];
  if (typeof detail.from === 'string' && typeof detail.to === 'string')
    parts.push(`${statusLabel(detail.from)} → ${statusLabel(detail.to)}`);
  const entries = Object.entries(detail).filter(([key]) => !isHidden(key));
  const facts = entries.filter(([key]) => !AMOUNTS.includes(key));
  const amounts = entries.filter(([key]) => AMOUNTS.includes(key)).sort(([a], [b]) => AMOUNTS.indexOf(a) - AMOUNTS.indexOf(b));
  for (const [key, value] of [...facts, ...amounts]) {
    const [label, text] =
      key === 'shipments'
        ? ['Tracking Numbers', trackingNumbersOf(value).join(', ')]
        : key === 'lines'
          ? ['Prices', priceLinesOf(value).join(', ')]
          : [capitalizeWords(key), valueText(key, value)];
    if (text) parts.push(`${label}: ${text}`);
  }
  return parts.join(' · ');
}

/**
 * The entry's title as a sentence: "Case CASE-000123 opened" for a case opened about the order (or its invoice or
 * deduction, docs/decisions/cases.md), else the action's words ("Marked Processing").
 */
export function historyTitle(entry: { action: string; detail: Record<string, unknown> }): string {
  if (entry.action === 'caseOpened' && typeof entry.detail.caseNumber === 'string') return `Case ${entry.detail.caseNumber} opened`;
  return capitalizeWords(entry.action);
}
