// The text of an activity entry's details (GET /orders/{id}/history): the status change as the list names the
// statuses, money and days in the portal's display formats, cancel reasons by their labels, tracking numbers of a
// shipment; internal ids and empty values are left out. Keys come in any order (PostgreSQL's jsonb sorts them), so
// the text orders them itself: the status change, then the facts, then the amounts with the total last.
import { capitalizeWords, FULFILLMENT_STATUS_LABELS, type CancelReason, type FulfillmentStatus } from '@portal/contracts';
import { formatCurrency, formatDate } from '../../../lib/format.ts';
import { CANCEL_REASON_LABELS } from './cancel-reasons.ts';

// `amount` and `net`: a deduction's amount and what a remittance paid for an invoice (docs/decisions/payments.md)
const AMOUNTS = ['totalCost', 'itemsTotal', 'shippingCost', 'handlingFee', 'discount', 'tax', 'allowance', 'total', 'amount', 'net'];
const HIDDEN = new Set(['from', 'to', 'invoiceId', 'orderLineId', 'requestId', 'deductionId', 'disputeId', 'remittanceId']);
const DAY = /^\d{4}-\d{2}-\d{2}$/;

const statusLabel = (status: string) => FULFILLMENT_STATUS_LABELS[status as FulfillmentStatus] ?? status;

/** Keys whose values are code names (a review state, a deduction's type, a decision). */
const CODE_VALUED = new Set(['review', 'type', 'decision', 'status']);

/** Turns a code name into words: the console's `consoleWords`; without one a code name shows as it is. */
export type CodeWords = (code: string) => string;

function valueText(key: string, value: unknown, codeWords?: CodeWords): string {
  if (value === null || value === undefined) return '';
  if (AMOUNTS.includes(key)) return formatCurrency(value as string);
  if (key === 'reason' && typeof value === 'string') return CANCEL_REASON_LABELS[value as CancelReason] ?? value;
  if (codeWords && CODE_VALUED.has(key) && typeof value === 'string') return codeWords(value);
  if (typeof value === 'string' && DAY.test(value)) return formatDate(`${value}T00:00:00`);
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

export function historyDetailText(detail: Record<string, unknown>, codeWords?: CodeWords): string {
  const parts: string[] = [];
  if (typeof detail.from === 'string' && typeof detail.to === 'string')
    parts.push(`${statusLabel(detail.from)} → ${statusLabel(detail.to)}`);
  const entries = Object.entries(detail).filter(([key]) => !HIDDEN.has(key));
  const facts = entries.filter(([key]) => !AMOUNTS.includes(key));
  const amounts = entries.filter(([key]) => AMOUNTS.includes(key)).sort(([a], [b]) => AMOUNTS.indexOf(a) - AMOUNTS.indexOf(b));
  for (const [key, value] of [...facts, ...amounts]) {
    const [label, text] =
      key === 'shipments'
        ? ['Tracking Numbers', trackingNumbersOf(value).join(', ')]
        : key === 'lines'
          ? ['Prices', priceLinesOf(value).join(', ')]
          : [capitalizeWords(key), valueText(key, value, codeWords)];
    if (text) parts.push(`${label}: ${text}`);
  }
  return parts.join(' · ');
}
