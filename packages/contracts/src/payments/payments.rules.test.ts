import { describe, expect, it } from 'vitest';
import {
  agingBucket,
  deductionNumber,
  DISPUTE_REASONS_BY_TYPE,
  disputeReasonFits,
  disputeReasonMismatch,
  dueDate,
  invoiceAcceptanceOf,
  invoicePaymentStatus,
  isPayable,
  remittanceLine,
  remittanceNumber,
  remittanceTotals,
} from './payments.rules.ts';
import { AGING_BUCKET_LABELS, AGING_BUCKETS, DEDUCTION_TYPES, DISPUTE_REASONS, INVOICE_PAYMENT_STATUS_LABELS } from './payments.enums.ts';
import { disputeDecisionRequest, disputeRequest, paymentRunRequest, paymentTermsRequest } from './payments.schemas.ts';

describe('dispute reasons by deduction type', () => {
  it('offers each type its own reason, a wrong amount and another reason, and every reason fits some type', () => {
    expect(DISPUTE_REASONS_BY_TYPE.LateShipment).toEqual(['ShippedOnTime', 'WrongAmount', 'Other']);
    expect(DISPUTE_REASONS_BY_TYPE.LateCancellation).toEqual(['CancellationRequestedByMarketplace', 'WrongAmount', 'Other']);
    for (const type of DEDUCTION_TYPES) {
      expect(DISPUTE_REASONS_BY_TYPE[type]).toHaveLength(3);
      expect(disputeReasonFits(type, 'WrongAmount')).toBe(true);
      expect(disputeReasonFits(type, 'Other')).toBe(true);
    }
    const offered = new Set(DEDUCTION_TYPES.flatMap((type) => DISPUTE_REASONS_BY_TYPE[type]));
    expect([...DISPUTE_REASONS].filter((r) => !offered.has(r))).toEqual([]);
    // a type's own reason fits that type alone
    expect(DEDUCTION_TYPES.filter((type) => disputeReasonFits(type, 'ShippedOnTime'))).toEqual(['LateShipment']);
    expect(disputeReasonFits('Freight', 'TrackingWasValid')).toBe(false);
  });

  it('names the type in the refusal', () => {
    expect(disputeReasonMismatch('LabelNonCompliance')).toBe(
      'This reason does not fit a label non-compliance deduction: choose one of the reasons offered for it.',
    );
  });

  it('says "days past due" on every bucket after the current one', () => {
    expect(AGING_BUCKETS.slice(1).map((b) => AGING_BUCKET_LABELS[b])).toEqual([
      '1–30 days past due',
      '31–60 days past due',
      '61–90 days past due',
      'Over 90 days past due',
    ]);
  });
});

describe('payments rules', () => {
  it('derives the invoice payment status', () => {
    const base = { inReview: false, reviewStatus: null, acceptedOn: '2026-01-01T12:00:00Z', total: '100.00', paidAmount: null };
    expect(invoicePaymentStatus({ ...base, inReview: true, acceptedOn: null })).toBe('Submitted');
    expect(invoicePaymentStatus({ ...base, reviewStatus: 'Rejected', acceptedOn: null })).toBe('Rejected');
    expect(invoicePaymentStatus(base)).toBe('Scheduled');
    expect(invoicePaymentStatus({ ...base, paidAmount: '100.00' })).toBe('Paid');
    expect(invoicePaymentStatus({ ...base, paidAmount: '90.00' })).toBe('PaidLessDeductions');
  });

  it('words an invoice paid less its deductions as paid, not as money still owed', () => {
    expect(INVOICE_PAYMENT_STATUS_LABELS.PaidLessDeductions).toBe('Paid less deductions');
    expect(Object.values(INVOICE_PAYMENT_STATUS_LABELS)).not.toContain('Partially paid');
  });

  it('names who accepted an invoice: the portal on submission (a first invoice), else the review', () => {
    expect(invoiceAcceptanceOf('Invoice')).toBe('OnSubmission');
    expect(invoiceAcceptanceOf('AdditionalInvoice')).toBe('OnReview');
  });

  it('due date is the acceptance day in New York plus the Net days', () => {
    expect(dueDate(new Date('2026-01-31T12:00:00Z'), 30)).toBe('2026-03-02');
    // 02:00 UTC is still the day before in New York
    expect(dueDate(new Date('2026-03-01T02:00:00Z'), 0)).toBe('2026-02-28');
  });

  it('ages an unpaid invoice by days past due', () => {
    expect(agingBucket('2026-03-10', '2026-03-10')).toBe('current');
    expect(agingBucket('2026-03-10', '2026-03-01')).toBe('current');
    expect(agingBucket('2026-03-10', '2026-03-11')).toBe('1-30');
    expect(agingBucket('2026-03-10', '2026-04-09')).toBe('1-30');
    expect(agingBucket('2026-03-10', '2026-04-10')).toBe('31-60');
    expect(agingBucket('2026-03-10', '2026-06-08')).toBe('61-90');
    expect(agingBucket('2026-03-10', '2026-06-09')).toBe('90+');
  });

  it('totals a remittance from its lines, to the cent', () => {
    const lines = [
      { kind: 'Invoice' as const, ...remittanceLine.invoice('100.10', ['0.20', '0.10']) },
      { kind: 'Deduction' as const, ...remittanceLine.deduction('5.05') },
      { kind: 'Reversal' as const, ...remittanceLine.reversal('1.01') },
      { kind: 'CreditMemo' as const, ...remittanceLine.creditMemo('10.00') },
    ];
    expect(lines[0]).toMatchObject({ gross: '100.10', deductions: '0.30', net: '99.80' });
    expect(remittanceTotals(lines)).toEqual({ gross: '101.11', deductions: '15.35', net: '85.76' });
    expect(remittanceTotals([])).toEqual({ gross: '0.00', deductions: '0.00', net: '0.00' });
    expect(isPayable('0.00')).toBe(false);
    expect(isPayable('0.01')).toBe(true);
  });

  it('numbers remittances and deductions', () => {
    expect(remittanceNumber(123)).toBe('RMT-000123');
    expect(deductionNumber(1)).toBe('DED-000001');
  });
});

describe('payments schemas', () => {
  it('checks the run date, the Net days, the dispute and the decision', () => {
    expect(paymentRunRequest.safeParse({ runDate: '2026-02-30' }).success).toBe(false);
    expect(paymentRunRequest.safeParse({ runDate: '2026-02-28' }).success).toBe(true);
    expect(paymentTermsRequest.safeParse({ netDays: 121 }).success).toBe(false);
    expect(paymentTermsRequest.safeParse({ netDays: 1.5 }).success).toBe(false);
    expect(paymentTermsRequest.safeParse({ netDays: 0 }).success).toBe(true);
    expect(disputeRequest.safeParse({ reason: 'ShippedOnTime', comment: 'x'.repeat(1001) }).success).toBe(false);
    expect(disputeRequest.parse({ reason: 'ShippedOnTime', comment: 'On time' }).files).toEqual([]);
    expect(disputeDecisionRequest.safeParse({ decision: 'Upheld' }).success).toBe(false);
    expect(disputeDecisionRequest.safeParse({ decision: 'Upheld', reason: 'Late by two days' }).success).toBe(true);
    expect(disputeDecisionRequest.safeParse({ decision: 'Accepted' }).success).toBe(true);
  });
});
