// Why a deduction was taken, in words (docs/decisions/payments.md, "Why was I charged"): the rule and its basis stored
// with the deduction when it is posted (which rule, percent or flat, of what base, the result), the rule's effective
// date (a rule charges only facts from it on) and the evidence as sentences. One function each, shared by the API
// (which answers the sentences) and the web (which shows them); money and days in the spec's display formats.
import { formatCalendarDay } from '../calendar-days.ts';
import { formatUsd, money, toDecimal, type MoneyInput } from '../money.ts';
import { CARRIERS, OTHER_CARRIER_ID } from '../orders/orders.enums.ts';
import { isTrackingNumberFormat, TRACKING_NUMBER_MAX_LENGTH } from '../orders/order-field-formats.ts';
import { deductionAmount } from './deduction-facts.ts';
import { DEDUCTION_TYPE_LABELS, type DeductionRuleBasis, type DeductionStatus, type DeductionType } from './payments.enums.ts';

// ---- display formats (the spec's: USD "$1,234.50", days "Dec 27, 2026") --------------------------------------------

// the spec's formats, one formatter each (money.ts, calendar-days.ts): USD "$1,234.50", days "Dec 27, 2026"
/** A percent as stored (two decimals), without trailing zeros: "3%", "2.5%". */
const percentWords = (value: MoneyInput) => `${toDecimal(value).toDecimalPlaces(2).toString()}%`;

// ---- the rule and its basis ------------------------------------------------------------------------------------

/** Whose rule took the deduction: the marketplace's rule for every supplier, or the supplier's own override. */
export const DEDUCTION_RULE_SCOPES = ['Global', 'Supplier'] as const;
export type DeductionRuleScope = (typeof DEDUCTION_RULE_SCOPES)[number];

/** A rule as it applies to one supplier and type when the rules run. */
export interface AppliedRule {
  /** The rule's row; null for a rule no longer kept (the demo's rules of the past year). */
  ruleId: number | null;
  scope: DeductionRuleScope;
  basis: DeductionRuleBasis;
  value: MoneyInput;
  /** The first day whose facts the rule charges ('yyyy-MM-dd'). */
  effectiveFrom: string;
}

/** What a deduction stores when a rule posts it: the rule, its basis, the base amount and the result. */
export interface DeductionBasis {
  ruleId: number | null;
  scope: DeductionRuleScope;
  basis: DeductionRuleBasis;
  /** The percent or the flat amount, two decimals. */
  value: string;
  /** The order's items total the rule read. */
  baseAmount: string;
  /** The deduction's amount: a percent of the base, or the flat amount. */
  amount: string;
}

/** The basis of a rule's deduction on an order whose items total is `baseAmount`; `amount` is deductionAmount's. */
export function deductionBasisOf(rule: Omit<AppliedRule, 'effectiveFrom'>, baseAmount: MoneyInput): DeductionBasis {
  return {
    ruleId: rule.ruleId,
    scope: rule.scope,
    basis: rule.basis,
    value: money.toFixed(rule.value),
    baseAmount: money.toFixed(baseAmount),
    amount: deductionAmount({ basis: rule.basis, value: rule.value }, baseAmount),
  };
}

/** A rule charges a fact of `factDay` (the ship day, the day a cancellation was approved) from its effective day on. */
export const ruleChargesFactOf = (effectiveFrom: string, factDay: string): boolean => factDay >= effectiveFrom;

/** The rule's name in a sentence: "the marketplace's late shipment rule", "your account's late shipment rule". */
export const deductionRuleName = (type: DeductionType, scope: DeductionRuleScope): string =>
  `${scope === 'Supplier' ? "your account's" : "the marketplace's"} ${DEDUCTION_TYPE_LABELS[type]} rule`;

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export const DEDUCTION_BASIS_MESSAGES = {
  /** A rule's deduction posted before the portal stored the rule's basis (migration 0040 found none to copy). */
  notRecorded: (type: DeductionType, amount: MoneyInput) =>
    `The ${DEDUCTION_TYPE_LABELS[type]} rule took ${formatUsd(amount)}. This deduction was posted before the portal recorded a rule's basis, so the percent or flat amount it used is not known.`,
  byHand: (type: DeductionType, amount: MoneyInput) =>
    `The marketplace set this ${DEDUCTION_TYPE_LABELS[type]} deduction by hand at ${formatUsd(amount)}; no rule computed it.`,
} as const;

/**
 * Which rule took how much from what, in one sentence: "The marketplace's late shipment rule took 3% of the order's
 * items total of $326.67: $9.80." or "The marketplace's late cancellation rule took a flat $25.00 (the order's items
 * total was $326.67)." A deduction by hand, or a rule's without a stored basis, says so.
 */
export function deductionBasisSentence(d: {
  type: DeductionType;
  amount: MoneyInput;
  raisedByRule: boolean;
  basis: DeductionBasis | null;
}): string {
  if (!d.raisedByRule) return DEDUCTION_BASIS_MESSAGES.byHand(d.type, d.amount);
  const b = d.basis;
  if (!b) return DEDUCTION_BASIS_MESSAGES.notRecorded(d.type, d.amount);
  const rule = capital(deductionRuleName(d.type, b.scope));
  if (b.basis === 'Percent')
    return `${rule} took ${percentWords(b.value)} of the order's items total of ${formatUsd(b.baseAmount)}: ${formatUsd(d.amount)}.`;
  return `${rule} took a flat ${formatUsd(d.amount)} (the order's items total was ${formatUsd(b.baseAmount)}).`;
}

// ---- the evidence in words -------------------------------------------------------------------------------------

const DAY_MS = 86_400_000;
const daysLate = (promised: string, shipped: string) =>
  Math.round((Date.parse(`${shipped}T00:00:00Z`) - Date.parse(`${promised}T00:00:00Z`)) / DAY_MS);

/** The shape of each carrier's numbers, in words (deduction-facts' CARRIER_TRACKING_PATTERNS). */
const CARRIER_SHAPE_WORDS: Readonly<Record<number, string>> = {
  1: 'a FedEx number is 12, 15, 20 or 22 digits',
  2: 'a UPS number is "1Z" and 16 letters or digits',
  3: 'a USPS number is 20 to 22 digits, or two letters, nine digits and "US"',
  5: 'a DHL number is 10 or 11 digits',
};

export interface TrackingEvidence {
  carrierId: number;
  carrierName?: string | null;
  otherCarrierName?: string | null;
  trackingNumber: string;
  recordedOn: string;
  valid?: boolean;
}

const carrierOf = (t: TrackingEvidence) =>
  t.carrierName ??
  (t.carrierId === OTHER_CARRIER_ID ? t.otherCarrierName : null) ??
  CARRIERS.find((c) => c.id === t.carrierId)?.name ??
  'its carrier';

/** Why a tracking record does not count for the ship day, or null when it does. */
export function trackingProblem(t: TrackingEvidence, shipDay: string | null): string | null {
  const number = t.trackingNumber.trim();
  if (number.length === 0 || number.length > TRACKING_NUMBER_MAX_LENGTH || !isTrackingNumberFormat(number))
    return "it is not a tracking number of the portal's format";
  if (t.carrierId === OTHER_CARRIER_ID && !t.otherCarrierName?.trim()) return 'the carrier is "Other" without its name';
  if (t.valid === false)
    return `it does not have the shape of the carrier's numbers: ${CARRIER_SHAPE_WORDS[t.carrierId] ?? 'unknown shape'}`;
  if (shipDay && t.recordedOn > shipDay)
    return `it was recorded on ${formatCalendarDay(t.recordedOn)}, after the ship date ${formatCalendarDay(shipDay)}`;
  return null;
}

const str = (v: unknown): string | null => (typeof v === 'string' && v.length > 0 ? v : null);
const instantDay = (v: unknown): string | null => {
  const s = str(v);
  return s && /^\d{4}-\d{2}-\d{2}/.test(s) ? s.slice(0, 10) : null;
};

/**
 * The evidence of a deduction as sentences a supplier reads: the promised date against the ship date (late shipment);
 * each tracking number, its carrier and why it does not count (invalid tracking); the cancellation (late cancellation);
 * the credit memo (return damage; its PDF is a link beside the sentence). Keys a sentence does not cover are left to
 * the page's list of facts.
 */
export function deductionEvidenceSentences(type: DeductionType, evidence: Record<string, unknown>): string[] {
  const out: string[] = [];
  const promised = str(evidence.promisedShipDate);
  const shipped = str(evidence.shipDate);
  if (type === 'LateShipment' && promised && shipped) {
    const late = daysLate(promised, shipped);
    out.push(
      `Promised to ship by ${formatCalendarDay(promised)}; shipped on ${formatCalendarDay(shipped)}: ${late} ${late === 1 ? 'day' : 'days'} late.`,
    );
  }
  if (type === 'InvalidTracking') {
    const trackings = Array.isArray(evidence.trackings) ? (evidence.trackings as TrackingEvidence[]) : [];
    for (const t of trackings) {
      const problem = trackingProblem(t, shipped);
      out.push(
        problem
          ? `Tracking number ${t.trackingNumber} (${carrierOf(t)}) does not count: ${problem}.`
          : `Tracking number ${t.trackingNumber} (${carrierOf(t)}) is valid.`,
      );
    }
    const missing = Array.isArray(evidence.itemsWithoutTracking) ? evidence.itemsWithoutTracking.length : 0;
    if (missing > 0)
      out.push(
        `${missing} ${missing === 1 ? 'item had' : 'items had'} no tracking number${shipped ? ` by the ship date ${formatCalendarDay(shipped)}` : ''}.`,
      );
    if (trackings.length === 0 && missing === 0 && shipped)
      out.push(`No valid tracking was recorded by the ship date ${formatCalendarDay(shipped)}.`);
  }
  const c = evidence.cancellation as Record<string, unknown> | undefined;
  if (type === 'LateCancellation' && c && typeof c === 'object') {
    const asked = instantDay(c.requestedOn);
    const approved = instantDay(c.approvedOn);
    out.push(
      `You asked to cancel${asked ? ` on ${formatCalendarDay(asked)}` : ''}, after you had accepted the order (it was Awaiting shipment)${
        approved ? `; the marketplace approved the cancellation on ${formatCalendarDay(approved)}` : ''
      }.`,
    );
  }
  const memo = str(evidence.creditMemoNumber);
  if (memo) {
    const amount = str(evidence.creditMemoAmount);
    const rma = str(evidence.rmaNumber);
    out.push(
      `Credit memo ${memo}${amount ? ` for ${formatUsd(amount)}` : ''}${rma ? `, return ${rma}` : ''}: the marketplace credited the customer for the returned or damaged goods.`,
    );
  }
  return out;
}

/** The evidence keys the sentences cover (the page lists only the others as facts). */
export const EVIDENCE_KEYS_IN_SENTENCES = [
  'promisedShipDate',
  'shipDate',
  'trackings',
  'itemsWithoutTracking',
  'cancellation',
  'creditMemoNumber',
  'creditMemoAmount',
  'creditMemoId',
  'rmaNumber',
  'rule',
  'raisedByHand',
] as const;

// ---- remittance lines ------------------------------------------------------------------------------------------

/** A deduction an invoice line held back, in words: "Held back DED-000123 (late shipment): $9.80". */
export const heldBackWords = (d: { deductionNumber: string; type: DeductionType; amount: MoneyInput }): string =>
  `Held back ${d.deductionNumber} (${DEDUCTION_TYPE_LABELS[d.type]}): ${formatUsd(d.amount)}`;

// ---- one word per state ----------------------------------------------------------------------------------------

/**
 * The deductions a remittance will still hold back (the overview's and the dashboard's card): not reversed, not held
 * back yet; a Disputed one waits for its decision. The card counts these and opens the deductions grid filtered to
 * exactly them (`deductionsToHoldBackFilter`).
 */
export const DEDUCTION_STATUSES_TO_HOLD_BACK = ['Open', 'Disputed', 'Upheld'] as const satisfies readonly DeductionStatus[];

/** The deductions grid's filter model of the card's deductions (the grid's URL state `filter`). */
export const deductionsToHoldBackFilter = () => ({
  status: { filterType: 'set', values: [...DEDUCTION_STATUSES_TO_HOLD_BACK] },
  heldBack: { filterType: 'set', values: ['NotHeldBack'] },
});

/** The card's words: "1 deduction to be held back", "2 deductions to be held back". */
export const toHoldBackWords = (count: number): string => `${count} ${count === 1 ? 'deduction' : 'deductions'} to be held back`;
export const TO_HOLD_BACK_TITLE = 'To be held back';

/**
 * The dispute window in words, for the page and the grid: "12 days left (until Dec 27, 2026)", "Last day today",
 * "Closed on Dec 27, 2026"; a reversed deduction has nothing left to dispute, whatever the calendar says.
 */
export function disputeWindowWords(status: DeductionStatus, window: { open: boolean; daysLeft: number; lastDay: string }): string {
  if (status === 'Reversed') return 'Nothing to dispute: the deduction was reversed';
  if (!window.open) return `Closed on ${formatCalendarDay(window.lastDay)}`;
  if (window.daysLeft === 1) return `Last day today (${formatCalendarDay(window.lastDay)})`;
  return `${window.daysLeft} days left (until ${formatCalendarDay(window.lastDay)})`;
}

/**
 * Where the money of the deduction is, in one sentence that never contradicts the status: held back in which
 * remittance, paid back in which one (or on the next run), never held back, or not yet and why.
 */
export function deductionMoneyWords(d: {
  status: DeductionStatus;
  appliedRemittanceNumber: string | null;
  reversalRemittanceNumber: string | null;
}): string {
  const held = d.appliedRemittanceNumber;
  if (d.status === 'Reversed') {
    if (!held) return 'Never held back: it was reversed before a remittance held it back, so nothing is paid back.';
    return d.reversalRemittanceNumber
      ? `Held back in ${held}; paid back in ${d.reversalRemittanceNumber}.`
      : `Held back in ${held}; paid back on the next remittance.`;
  }
  if (held) return `Held back in ${held}.`;
  if (d.status === 'Disputed') return 'Not held back yet: it waits for the decision on the dispute.';
  return 'Not held back yet: the next remittance holds it back.';
}

/**
 * What an accepted dispute does with the money, in the console's notice and the supplier's mail: a deduction a
 * remittance held back is paid back on the next one; one never held back is only taken off, nothing is paid back.
 */
const acceptedDisputeMoney = (heldBack: boolean): string =>
  heldBack
    ? 'the deduction is reversed and paid back on the next remittance.'
    : 'the deduction is reversed before any remittance held it back, so nothing is held back or paid back.';

/** The supplier's mail after Accept: "The deduction is reversed and paid back on the next remittance." */
export const acceptedDisputeMoneyWords = (heldBack: boolean): string => {
  const words = acceptedDisputeMoney(heldBack);
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** The console's notice after Accept: "The dispute of DED-000001 was accepted: the deduction is reversed and ...". */
export const disputeAcceptedNotice = (deductionNumber: string, heldBack: boolean): string =>
  `The dispute of ${deductionNumber} was accepted: ${acceptedDisputeMoney(heldBack)}`;

/** The web's deductions grid filtered to the card's deductions (its URL state): what the cards link to. */
export const deductionsToHoldBackPath = (): string =>
  `/payments/deductions?filter=${encodeURIComponent(JSON.stringify(deductionsToHoldBackFilter()))}`;
