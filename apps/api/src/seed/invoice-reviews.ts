// The additional invoices that wait for the operator's review (docs/decisions/demo-data.md): a freight or handling
// charge a supplier sends a few days after an order's invoice, in working hours, priced from the order's own figures,
// so the console's invoice queue reads like a real supplier's month (a few, each its own amount, none months old).
import { calculateAdditionalInvoiceTotal, money, type OrderMoney } from '@portal/contracts';
import { workingHourOf } from './working-hours.ts';

const DAY_MS = 86_400_000;
/** An additional invoice older than this would have been decided already: the seed leaves none waiting longer. */
export const REVIEW_WAIT_MAX_DAYS = 12;
/** The share of the recently invoiced orders that get one. */
const REVIEW_SHARE = 0.3;
/** The freight surcharge: 3 % to 11 % of the order's items, by its PO number. */
const SURCHARGE_PERCENTS = [3, 4, 5, 6, 7, 8, 9, 10, 11];
/** The sales tax of the demo's taxed invoices (orders.ts) and of their additional invoices. */
export const SEED_SALES_TAX_RATE = '0.06';

export interface PlannedReviewInvoice {
  invoiceNumber: string;
  invoiceDate: string;
  invoiceCreationDate: Date;
  shippingCost: string;
  handlingFee: string;
  tax: string;
  discount: string;
  total: string;
  types: 'AdditionalInvoice';
  inReview: true;
}

/**
 * The additional invoice a completed order waits with, or none: only orders invoiced in the last days, `drawn` (the
 * seed's random number for it) below the share. Its amounts come from the order's invoice (orderMoney): a freight
 * surcharge on the items, the order's handling fee again when it had one, its tax rate when it was taxed.
 */
export function plannedReviewInvoice(
  invoiced: OrderMoney,
  invoiceNumber: string,
  invoiceDay: Date,
  poNumber: string,
  anchor: Date,
  drawn: number,
): PlannedReviewInvoice | null {
  const n = Number(poNumber.replace(/\D/g, ''));
  const created = workingHourOf(invoiceDay, 1 + (n % 4), n);
  const waitingMs = anchor.getTime() - created.getTime();
  if (drawn >= REVIEW_SHARE || waitingMs <= 0 || waitingMs > REVIEW_WAIT_MAX_DAYS * DAY_MS) return null;
  const percent = SURCHARGE_PERCENTS[n % SURCHARGE_PERCENTS.length]!;
  const shippingCost = money.toFixed(money.mul(invoiced.itemsTotal, percent / 100));
  const surcharge = money.compare(shippingCost, '4.50') < 0 ? '4.50' : shippingCost;
  const amounts = {
    shippingCost: surcharge,
    handlingFee: invoiced.handlingFee,
    discount: '0.00',
    tax: money.compare(invoiced.tax, 0) > 0 ? money.mul(surcharge, SEED_SALES_TAX_RATE) : '0.00',
  };
  return {
    invoiceNumber: `${invoiceNumber}-A`,
    invoiceDate: created.toISOString().slice(0, 10),
    invoiceCreationDate: created,
    ...amounts,
    total: calculateAdditionalInvoiceTotal(amounts),
    types: 'AdditionalInvoice',
    inReview: true,
  };
}
