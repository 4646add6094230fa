// Payments enumerations (docs/decisions/payments.md): invoice payment statuses, remittance line kinds, deduction
// types and statuses, dispute reasons and decisions, rule bases, aging buckets, each with the words people read.

/** The feature flag that gates the supplier's payments calls and the navigation area "Payments". */
export const PAYMENTS_FEATURE_FLAG = 'Payments';

/**
 * An invoice's payment status. PaidLessDeductions: the remittance paid the invoice in full less the order's deductions
 * it held back; nothing more is owed on it, so it is not "Partially paid" (which reads as money still owed).
 */
export const INVOICE_PAYMENT_STATUSES = ['Submitted', 'Rejected', 'Scheduled', 'Paid', 'PaidLessDeductions'] as const;
export type InvoicePaymentStatus = (typeof INVOICE_PAYMENT_STATUSES)[number];
export const INVOICE_PAYMENT_STATUS_LABELS: Record<InvoicePaymentStatus, string> = {
  Submitted: 'Submitted',
  Rejected: 'Rejected',
  Scheduled: 'Scheduled',
  Paid: 'Paid',
  PaidLessDeductions: 'Paid less deductions',
};

/** Who accepted an invoice for payment: the portal when it was submitted (a first invoice), or the marketplace's review. */
export const INVOICE_ACCEPTANCES = ['OnSubmission', 'OnReview'] as const;
export type InvoiceAcceptance = (typeof INVOICE_ACCEPTANCES)[number];
export const INVOICE_ACCEPTANCE_LABELS: Record<InvoiceAcceptance, string> = {
  OnSubmission: 'on submission, checked against the order',
  OnReview: "by the marketplace's review",
};

export const REMITTANCE_LINE_KINDS = ['Invoice', 'Deduction', 'Reversal', 'CreditMemo'] as const;
export type RemittanceLineKind = (typeof REMITTANCE_LINE_KINDS)[number];
export const REMITTANCE_LINE_KIND_LABELS: Record<RemittanceLineKind, string> = {
  Invoice: 'Invoice',
  Deduction: 'Deduction',
  Reversal: 'Deduction reversal',
  CreditMemo: 'Credit memo',
};

export const DEDUCTION_TYPES = [
  'LateShipment',
  'InvalidTracking',
  'LabelNonCompliance',
  'ReturnDamage',
  'PriceDifference',
  'Freight',
  'LateCancellation',
] as const;
export type DeductionType = (typeof DEDUCTION_TYPES)[number];
export const DEDUCTION_TYPE_LABELS: Record<DeductionType, string> = {
  LateShipment: 'late shipment',
  InvalidTracking: 'invalid tracking',
  LabelNonCompliance: 'label non-compliance',
  ReturnDamage: 'return damage',
  PriceDifference: 'price difference',
  Freight: 'freight',
  LateCancellation: 'late cancellation',
};
/** The types a rule raises (the others are raised by an operator by hand). */
export const RULE_DEDUCTION_TYPES = ['LateShipment', 'InvalidTracking', 'LateCancellation'] as const satisfies readonly DeductionType[];
export type RuleDeductionType = (typeof RULE_DEDUCTION_TYPES)[number];

export const DEDUCTION_STATUSES = ['Open', 'Disputed', 'Reversed', 'Upheld'] as const;
export type DeductionStatus = (typeof DEDUCTION_STATUSES)[number];
/**
 * The states of a deduction's one state machine (docs/decisions/payments.md, "One word per state"), each worded once
 * for the chip, the grid's filter, the page and the cards: Open is "Not disputed" (whether its dispute window is
 * still open is the window's own words, never the status's), Disputed waits for the marketplace, Upheld was kept
 * after a dispute, Reversed was given back after one.
 */
export const DEDUCTION_STATUS_LABELS: Record<DeductionStatus, string> = {
  Open: 'Not disputed',
  Disputed: 'Disputed',
  Reversed: 'Reversed',
  Upheld: 'Upheld',
};
/** What each state means, in one sentence (the page under the chip; the API's reference). */
export const DEDUCTION_STATUS_MEANINGS: Record<DeductionStatus, string> = {
  Open: 'Charged and not disputed.',
  Disputed: "Disputed: waiting for the marketplace's decision.",
  Reversed: 'Reversed: the marketplace accepted the dispute and gives the amount back.',
  Upheld: 'Upheld: the marketplace kept the deduction after a dispute.',
};

/** Whether a remittance held the deduction back yet (the deductions grid's "Held back" filter). */
export const DEDUCTION_HELD_BACK_STATES = ['HeldBack', 'NotHeldBack'] as const;
export type DeductionHeldBackState = (typeof DEDUCTION_HELD_BACK_STATES)[number];
export const DEDUCTION_HELD_BACK_LABELS: Record<DeductionHeldBackState, string> = {
  HeldBack: 'Held back',
  NotHeldBack: 'Not held back yet',
};

export const DEDUCTION_RULE_BASES = ['Percent', 'Flat'] as const;
export type DeductionRuleBasis = (typeof DEDUCTION_RULE_BASES)[number];
export const DEDUCTION_RULE_BASIS_LABELS: Record<DeductionRuleBasis, string> = {
  Percent: "percent of the order's items total",
  Flat: 'flat amount',
};

export const DISPUTE_REASONS = [
  'ShippedOnTime',
  'TrackingWasValid',
  'LabelWasCompliant',
  'NotResponsibleForDamage',
  'PriceWasAgreed',
  'FreightNotOwed',
  'CancellationRequestedByMarketplace',
  'WrongAmount',
  'Other',
] as const;
export type DisputeReason = (typeof DISPUTE_REASONS)[number];
export const DISPUTE_REASON_LABELS: Record<DisputeReason, string> = {
  ShippedOnTime: 'shipped on time',
  TrackingWasValid: 'tracking was valid',
  LabelWasCompliant: 'label was compliant',
  NotResponsibleForDamage: 'not responsible for the damage',
  PriceWasAgreed: 'price was agreed',
  FreightNotOwed: 'freight not owed',
  CancellationRequestedByMarketplace: 'cancellation requested by the marketplace',
  WrongAmount: 'wrong amount',
  Other: 'other',
};

export const DISPUTE_DECISIONS = ['Accepted', 'Upheld'] as const;
export type DisputeDecision = (typeof DISPUTE_DECISIONS)[number];
export const DISPUTE_DECISION_LABELS: Record<DisputeDecision, string> = {
  Accepted: 'Accepted',
  Upheld: 'Upheld',
};

export const AGING_BUCKETS = ['current', '1-30', '31-60', '61-90', '90+'] as const;
export type AgingBucket = (typeof AGING_BUCKETS)[number];
export const AGING_BUCKET_LABELS: Record<AgingBucket, string> = {
  current: 'Current',
  '1-30': '1–30 days past due',
  '31-60': '31–60 days past due',
  '61-90': '61–90 days past due',
  '90+': 'Over 90 days past due',
};
