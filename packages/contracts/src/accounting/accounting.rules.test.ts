import { describe, expect, it } from 'vitest';
import { coverRequest } from './accounting.schemas.ts';
import { coverAmountProblem, memoDateProblem, memoDayOf, memoFileRequired } from './accounting.rules.ts';

describe('issue credit rules', () => {
  it('an adjusted amount is 0.01 up to the requested amount, with at most two decimals', () => {
    expect(coverAmountProblem('0.01', '10.00')).toBeNull();
    expect(coverAmountProblem('10', '10.00')).toBeNull();
    expect(coverAmountProblem('0.00', '10.00')).toBe('Minimum is 0.01');
    expect(coverAmountProblem('10.01', '10.00')).toBe('Cannot be more than the requested amount of $10.00');
    expect(coverAmountProblem('1.234', '10.00')).toBe('Invalid format');
    expect(coverAmountProblem('-1', '10.00')).toBe('Invalid format');
  });

  it('the memo date is read as written and may not be after today', () => {
    expect(memoDayOf('2026-03-01T00:00:00.000Z')).toBe('2026-03-01');
    expect(memoDateProblem('2026-03-01', '2026-03-01')).toBeNull();
    expect(memoDateProblem('2026-03-02', '2026-03-01')).toBe('Credit memo date cannot be after today');
  });

  it('the memo file is optional only for agreement credits with GenerateCreditMemoForAgreement on', () => {
    expect(memoFileRequired(true, ['Agreement', 'Agreement'])).toBe(false);
    expect(memoFileRequired(true, ['Agreement', 'Process'])).toBe(true);
    expect(memoFileRequired(false, ['Agreement'])).toBe(true);
    expect(memoFileRequired(true, [])).toBe(true);
  });

  it('the cover request takes amounts as numbers or decimal text and refuses extra fields such as reasonForCredit', () => {
    const base = {
      creditMemoNumber: 'CM-1',
      creditMemoDate: '2026-03-01T00:00:00.000Z',
      creditMemoFileName: '20260301000000__memo.pdf',
      creditRequestsToCover: [{ creditRequestId: 1, orderId: 2, amountToCover: 5, sourceType: 'Process' }],
    };
    expect(coverRequest.safeParse(base).success).toBe(true);
    expect(coverRequest.safeParse({ ...base, reasonForCredit: 'x' }).success).toBe(false);
    expect(coverRequest.safeParse({ ...base, creditMemoFileName: '20260301000000__memo.docx' }).success).toBe(false);
    expect(coverRequest.safeParse({ ...base, creditMemoDate: '03/01/2026' }).success).toBe(false);
  });
});
