// Pure payments rules shared by the API, the PDF, the spreadsheet and the web (docs/decisions/payments.md): an
// invoice's payment status, its due date, the aging bucket of an unpaid invoice, a remittance's totals from its lines.
// The facts that raise a deduction and the dispute window are deduction-facts.ts's. Money through money.ts (exact decimal), days as 'yyyy-MM-dd'.
import { addCalendarDays, supplierDayOf } from '../calendar-days.ts';
import { money, type MoneyInput } from '../money.ts';
import {
  DEDUCTION_TYPE_LABELS,
  type AgingBucket,
  type DeductionType,
  type DisputeReason,
  type InvoiceAcceptance,
  type InvoicePaymentStatus,
  type RemittanceLineKind,
} from './payments.enums.ts';

/** Payment terms when a supplier has none: Net 30. */
export const DEFAULT_NET_DAYS = 30;
export const MIN_NET_DAYS = 0;
export const MAX_NET_DAYS = 120;
/** Dispute: at most this many per deduction, each within this many days of the deduction's posting. */
export const MAX_DISPUTES_PER_DEDUCTION = 2;
export const DISPUTE_WINDOW_DAYS = 30;
export const DISPUTE_COMMENT_MAX_LENGTH = 1000;
export const DECISION_REASON_MAX_LENGTH = 1000;
export const DEDUCTION_REASON_MAX_LENGTH = 1000;

export const PAYMENTS_MESSAGES = {
  runDatePosted: 'A payment run was already posted for this date.',
  runNothingToPay: 'No supplier is paid by a run on this date: nothing is posted.',
  netDaysRange: `Net days must be a whole number from ${MIN_NET_DAYS} to ${MAX_NET_DAYS}.`,
  disputeWaiting: 'A dispute of this deduction is waiting for a decision.',
  disputeLimit: 'This deduction was disputed twice already.',
  disputeWindowClosed: `Disputes are taken within ${DISPUTE_WINDOW_DAYS} days of the deduction's posting.`,
  disputeNotOpen: 'Only an open or upheld deduction can be disputed.',
  disputeDecided: 'This dispute was decided already.',
  decisionReasonRequired: 'Enter the reason for upholding the deduction.',
  deductionApplied: 'This deduction was applied to a remittance already.',
} as const;

/**
 * The dispute reasons that fit a deduction's type: the one that answers its type, a wrong amount, or another reason
 * (written in the comment). The web offers these only; the API refuses another (400 at $.reason).
 */
export const DISPUTE_REASONS_BY_TYPE: Record<DeductionType, readonly DisputeReason[]> = {
  LateShipment: ['ShippedOnTime', 'WrongAmount', 'Other'],
  InvalidTracking: ['TrackingWasValid', 'WrongAmount', 'Other'],
  LabelNonCompliance: ['LabelWasCompliant', 'WrongAmount', 'Other'],
  ReturnDamage: ['NotResponsibleForDamage', 'WrongAmount', 'Other'],
  PriceDifference: ['PriceWasAgreed', 'WrongAmount', 'Other'],
  Freight: ['FreightNotOwed', 'WrongAmount', 'Other'],
  LateCancellation: ['CancellationRequestedByMarketplace', 'WrongAmount', 'Other'],
};

export const disputeReasonFits = (type: DeductionType, reason: DisputeReason): boolean => DISPUTE_REASONS_BY_TYPE[type].includes(reason);

/** The refusal of a reason that does not fit the deduction's type. */
export const disputeReasonMismatch = (type: DeductionType): string =>
  `This reason does not fit a ${DEDUCTION_TYPE_LABELS[type]} deduction: choose one of the reasons offered for it.`;

/** Who accepted an invoice: a first invoice is accepted on its submission, an additional one by the review. */
export const invoiceAcceptanceOf = (types: string): InvoiceAcceptance => (types === 'Invoice' ? 'OnSubmission' : 'OnReview');

/** Due date: the acceptance day (the supplier's local day) plus the Net days, in calendar days. */
export function dueDate(acceptedOn: Date, netDays: number): string {
  return addCalendarDays(supplierDayOf(acceptedOn), netDays);
}

export interface InvoicePaymentFacts {
  /** An additional invoice waiting for the marketplace's review. */
  inReview: boolean;
  /** The review's decision: 'Rejected' makes it Rejected. */
  reviewStatus: string | null;
  acceptedOn: Date | string | null;
  total: MoneyInput;
  /** What the remittance paid for it (its line's net); null while unpaid. */
  paidAmount: MoneyInput | null;
}

/**
 * Submitted (in review, or not accepted yet), Rejected, Scheduled (accepted, unpaid), Paid (paid amount = total) or
 * PaidLessDeductions (paid in full less the order's deductions held back from it: nothing more is owed on it).
 */
export function invoicePaymentStatus(i: InvoicePaymentFacts): InvoicePaymentStatus {
  if (i.reviewStatus === 'Rejected') return 'Rejected';
  if (i.inReview || i.acceptedOn === null) return 'Submitted';
  if (i.paidAmount === null || i.paidAmount === undefined) return 'Scheduled';
  return money.compare(i.paidAmount, i.total) >= 0 ? 'Paid' : 'PaidLessDeductions';
}

/** Days an unpaid invoice is past its due date on `today` (0 when not due yet). */
export function daysPastDue(due: string, today: string): number {
  const days = Math.round((Date.parse(`${today}T00:00:00Z`) - Date.parse(`${due}T00:00:00Z`)) / 86_400_000);
  return Math.max(0, days);
}

/** The aging bucket of an unpaid, accepted invoice: current until its due date, then by days past due. */
export function agingBucket(due: string, today: string): AgingBucket {
  const days = daysPastDue(due, today);
  if (days === 0) return 'current';
  if (days <= 30) return '1-30';
  if (days <= 60) return '31-60';
  if (days <= 90) return '61-90';
  return '90+';
}

export interface RemittanceLineFigures {
  kind: RemittanceLineKind;
  gross: MoneyInput;
  deductions: MoneyInput;
}

export interface RemittanceTotals {
  gross: string;
  deductions: string;
  net: string;
}

/** One line's net: gross less deductions. */
export const lineNet = (line: { gross: MoneyInput; deductions: MoneyInput }): string => money.sub(line.gross, line.deductions);

/** A remittance's figures from its lines: gross and deductions summed, net = gross - deductions (= the lines' nets). */
export function remittanceTotals(lines: readonly RemittanceLineFigures[]): RemittanceTotals {
  const gross = money.sum(lines.map((l) => l.gross));
  const deductions = money.sum(lines.map((l) => l.deductions));
  return { gross, deductions, net: money.sub(gross, deductions) };
}

/** The figures of each kind of line: what the run writes and the property test checks. */
export const remittanceLine = {
  /** An invoice paid, less its order's open deductions. */
  invoice: (total: MoneyInput, heldBack: readonly MoneyInput[]): RemittanceTotals => {
    const deductions = money.sum(heldBack);
    return { gross: money.toFixed(total), deductions, net: money.sub(total, deductions) };
  },
  /** An open deduction of an order whose invoice was paid already. */
  deduction: (amount: MoneyInput): RemittanceTotals => ({ gross: '0.00', deductions: money.toFixed(amount), net: money.sub(0, amount) }),
  /** A reversed deduction that was applied: paid back. */
  reversal: (amount: MoneyInput): RemittanceTotals => ({ gross: money.toFixed(amount), deductions: '0.00', net: money.toFixed(amount) }),
  /** An unapplied credit memo, whole. */
  creditMemo: (amount: MoneyInput): RemittanceTotals => ({ gross: '0.00', deductions: money.toFixed(amount), net: money.sub(0, amount) }),
};

/** A supplier gets a remittance in a run only when its net is above zero; otherwise everything waits. */
export const isPayable = (net: MoneyInput): boolean => money.compare(net, '0') > 0;

/** Remittance and deduction numbers: RMT-000123, DED-000123 (one marketplace sequence each). */
export const remittanceNumber = (n: number): string => `RMT-${String(n).padStart(6, '0')}`;
export const deductionNumber = (n: number): string => `DED-${String(n).padStart(6, '0')}`;
