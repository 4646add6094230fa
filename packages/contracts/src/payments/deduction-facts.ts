// The facts that raise a compliance deduction, its amount, and the dispute rules: pure functions on 'yyyy-MM-dd' days
// and decimal money, shared by the API (which enforces them) and the web (which explains them early); the supplier
// scorecard reuses the facts (docs/decisions/payments.md, "Deductions and disputes").
import { addCalendarDays, isValidDay } from '../calendar-days.ts';
import { money, toDecimal, type MoneyInput } from '../money.ts';
import { isValidTrackingForCarrier } from '../orders/order-field-formats.ts';
import { DISPUTE_WINDOW_DAYS, MAX_DISPUTES_PER_DEDUCTION, PAYMENTS_MESSAGES } from './payments.rules.ts';

// ---- facts ------------------------------------------------------------------------------------------------

/** Shipped after the promised shipping date (both days known; an order without a promise is never late). */
export function isLateShipment(promisedShipDate: string | null | undefined, shipDate: string | null | undefined): boolean {
  return !!promisedShipDate && !!shipDate && isValidDay(promisedShipDate) && isValidDay(shipDate) && shipDate > promisedShipDate;
}

export interface TrackingRecord {
  orderItemId: number;
  carrierId: number;
  otherCarrierName?: string | null;
  trackingNumber: string;
  /** The day the tracking was recorded. */
  recordedOn: string;
}

/** Every item of the order has a tracking valid for its carrier, recorded on or before the day. */
export function hasValidTrackingBy(itemIds: readonly number[], trackings: readonly TrackingRecord[], day: string): boolean {
  if (itemIds.length === 0) return false;
  return itemIds.every((id) => trackings.some((t) => t.orderItemId === id && t.recordedOn <= day && isValidTrackingForCarrier(t)));
}

export interface CancellationFacts {
  /** The order's status when the supplier asked to cancel. */
  previousStatus: string;
  /** InReview | Approved | Rejected. */
  status: string;
}

/**
 * The supplier cancelled after it had accepted the order (processed it: AwaitingShipment), and the marketplace
 * approved the cancellation; a rejected or undecided one raises nothing.
 */
export function isLateCancellation(c: CancellationFacts): boolean {
  return c.status === 'Approved' && c.previousStatus === 'AwaitingShipment';
}

// ---- amounts ----------------------------------------------------------------------------------------------

export interface DeductionRuleAmount {
  basis: 'Percent' | 'Flat';
  value: MoneyInput;
}

/** Percent of the order's items total (to the cent, half away from zero) or the flat amount. */
export function deductionAmount(rule: DeductionRuleAmount, itemsTotal: MoneyInput): string {
  if (rule.basis === 'Flat') return money.toFixed(rule.value);
  return money.toFixed(toDecimal(itemsTotal).times(toDecimal(rule.value)).dividedBy(100));
}

// ---- disputes ---------------------------------------------------------------------------------------------

export const DISPUTE_MESSAGES = {
  reversed: 'This deduction was reversed: there is nothing left to dispute.',
  waiting: PAYMENTS_MESSAGES.disputeWaiting,
  maxReached: PAYMENTS_MESSAGES.disputeLimit,
  windowClosed: (lastDay: string) =>
    `The dispute window closed on ${lastDay}: a deduction can be disputed within ${DISPUTE_WINDOW_DAYS} days of its posting.`,
  concurrent: 'A dispute of this deduction was just submitted. Reload the deduction to see it.',
} as const;

const DAY_MS = 86_400_000;
const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/** The last day a dispute may be sent: the posting day is the first of the window's 30 days. */
export const disputeLastDay = (postedOn: string): string => addCalendarDays(postedOn, DISPUTE_WINDOW_DAYS - 1);

/** Open while today is within the window; daysLeft counts today (30 on the posting day, 1 on the last day, 0 after). */
export function disputeWindow(postedOn: string, today: string): { open: boolean; daysLeft: number; lastDay: string } {
  const lastDay = disputeLastDay(postedOn);
  const daysLeft = Math.max(0, Math.min(DISPUTE_WINDOW_DAYS, daysBetween(today, lastDay) + 1));
  return { open: daysLeft > 0, daysLeft, lastDay };
}

export interface DisputableDeduction {
  status: string;
  /** The posting day. */
  postedOn: string;
}
export interface DisputeSoFar {
  attempt: number;
  /** null while it waits for the marketplace. */
  decision: 'Accepted' | 'Upheld' | null;
}

/**
 * null when the supplier may dispute the deduction today, else the message that refuses it. A decided dispute is
 * Accepted (the deduction is reversed) or Upheld, so a second dispute follows an upheld first one.
 */
export function canDispute(deduction: DisputableDeduction, disputes: readonly DisputeSoFar[], today: string): string | null {
  if (deduction.status === 'Reversed' || disputes.some((d) => d.decision === 'Accepted')) return DISPUTE_MESSAGES.reversed;
  if (disputes.some((d) => d.decision === null)) return DISPUTE_MESSAGES.waiting;
  if (disputes.length >= MAX_DISPUTES_PER_DEDUCTION) return DISPUTE_MESSAGES.maxReached;
  const window = disputeWindow(deduction.postedOn, today);
  if (!window.open) return DISPUTE_MESSAGES.windowClosed(window.lastDay);
  return null;
}

/** The next dispute's attempt number (1 or 2). */
export const nextDisputeAttempt = (disputes: readonly DisputeSoFar[]): number => disputes.length + 1;
