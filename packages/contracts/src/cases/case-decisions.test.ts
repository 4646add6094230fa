// The rules of the decisions taken from a case (docs/decisions/cases.md, "Decisions from a case", "Address
// correction"): the words the case gets, the address correction's request, its one rule (the category's purpose and an
// order) and the state machine's window, the categories' one purpose each, a cancellation's and a credit request's
// decision (the covered request refused, Keep answering a case).
import { describe, expect, it } from 'vitest';
import {
  ACCOUNTING_MESSAGES,
  canTransition,
  creditRequestDecisionProblem,
  creditRequestDecisionRequest,
  FULFILLMENT_STATUSES,
  opsCaseDecisionRequest,
} from '../index.ts';
import { caseAddressCorrectionRequest, caseCategoriesRequest } from './cases.schemas.ts';
import { addressCorrectionProblem, CASE_MESSAGES, CASE_MESSAGE_MAX_LENGTH } from './cases.rules.ts';

const ADDRESS = { address1: '12 Oak Avenue', city: 'Columbus', state: 'OH', zip: '43004' };
const paths = (body: unknown) => {
  const result = caseAddressCorrectionRequest.safeParse(body);
  return result.success ? [] : result.error.issues.map((i) => i.path.join('.'));
};

describe('a dispute decided from its case', () => {
  it("writes the decision in the supplier's words: accepted (with the reason when there is one) or upheld with the reason", () => {
    expect(CASE_MESSAGES.disputeDecided('DED-000005', true, null)).toBe(
      'Your dispute of the deduction DED-000005 was accepted: the deduction is reversed.',
    );
    expect(CASE_MESSAGES.disputeDecided('DED-000005', true, 'Billed twice.')).toBe(
      'Your dispute of the deduction DED-000005 was accepted: the deduction is reversed. Billed twice.',
    );
    expect(CASE_MESSAGES.disputeDecided('DED-000005', false, 'Late by two days.')).toBe(
      'Your dispute of the deduction DED-000005 was upheld: the deduction stands. Reason: Late by two days.',
    );
  });
});

describe('an address correction', () => {
  it("takes the orders' address schema (country US unless given, a blank second line as none) and the answer's bounds", () => {
    expect(caseAddressCorrectionRequest.parse({ address: { ...ADDRESS, address2: ' ' }, message: ' Done. ' })).toEqual({
      address: { ...ADDRESS, address2: null, country: 'US' },
      message: 'Done.',
    });
    expect(paths({ address: { ...ADDRESS, zip: '43004!' }, message: 'M' })).toEqual(['address.zip']);
    expect(paths({ address: { ...ADDRESS, country: 'usa' }, message: 'M' })).toEqual(['address.country']);
    expect(paths({ address: { ...ADDRESS, city: ' ' }, message: 'M' })).toEqual(['address.city']);
    expect(paths({ address: ADDRESS, message: 'x'.repeat(CASE_MESSAGE_MAX_LENGTH + 1) })).toEqual(['message']);
    expect(paths({ address: ADDRESS, message: 'M', extra: 1 })).toEqual(['']);
  });

  it('is open before the order ships: NeedsProcessing and AwaitingShipment, no other status', () => {
    expect(FULFILLMENT_STATUSES.filter((s) => canTransition(s, 'correctAddress'))).toEqual(['NeedsProcessing', 'AwaitingShipment']);
  });

  it('proposes an answer naming the order and the label bought before it', () => {
    expect(CASE_MESSAGES.addressCorrected('PO-4471')).toContain('order PO-4471');
    expect(CASE_MESSAGES.addressCorrected('PO-4471')).toContain('replace it on the order page');
  });
});

describe('the address correction category', () => {
  const order = { kind: 'order' as const, orderId: 31 };
  it('is one rule for the server and the console: the category for it, about an order', () => {
    expect(addressCorrectionProblem({ categoryPurpose: 'address-correction', link: order })).toBeNull();
    expect(addressCorrectionProblem({ categoryPurpose: null, link: order })).toBe(CASE_MESSAGES.notAnAddressCorrectionCase);
    expect(addressCorrectionProblem({ categoryPurpose: 'address-correction', link: null })).toBe(CASE_MESSAGES.notAboutAnOrder);
    expect(addressCorrectionProblem({ categoryPurpose: 'address-correction', link: { kind: 'invoice', orderId: 31 } })).toBe(
      CASE_MESSAGES.notAboutAnOrder,
    );
  });

  it('is one category of the list at most; a category is a topic unless it says otherwise', () => {
    const one = { name: 'A', firstAnswerHours: 4, resolutionHours: 24 };
    expect(caseCategoriesRequest.parse({ categories: [one] }).categories[0]!.purpose).toBeNull();
    const two = caseCategoriesRequest.safeParse({
      categories: [
        { ...one, purpose: 'address-correction' },
        { ...one, name: 'B', purpose: 'address-correction' },
      ],
    });
    expect(two.success).toBe(false);
    expect(two.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['categories', CASE_MESSAGES.onePurposeEach('address-correction')],
    ]);
    expect(caseCategoriesRequest.safeParse({ categories: [{ ...one, purpose: 'returns' }] }).success).toBe(false);
  });
});

describe("an order's cancellation decided from its case", () => {
  it('takes the case id or nothing, and writes the decision in the words the supplier reads', () => {
    expect(opsCaseDecisionRequest.parse(undefined)).toBeUndefined();
    expect(opsCaseDecisionRequest.parse(null)).toBeNull();
    expect(opsCaseDecisionRequest.parse({ caseId: 7 })).toEqual({ caseId: 7 });
    expect(opsCaseDecisionRequest.safeParse({ caseId: 0 }).success).toBe(false);
    expect(opsCaseDecisionRequest.safeParse({ note: 'x' }).success).toBe(false);
    expect(CASE_MESSAGES.cancellationDecided('PO-4471', true)).toBe(
      'The cancellation of order PO-4471 was approved: the order stays Canceled.',
    );
    expect(CASE_MESSAGES.cancellationDecided('PO-4471', false)).toContain('was declined');
  });
});

describe('a credit request decided from its case', () => {
  it('refuses a covered request, then a withdrawn one, with the reason', () => {
    expect(creditRequestDecisionProblem({ id: 4, covered: false, withdrawn: false })).toBeNull();
    expect(creditRequestDecisionProblem({ id: 4, covered: true, withdrawn: false })).toBe(ACCOUNTING_MESSAGES.coveredCannotBeWithdrawn(4));
    expect(creditRequestDecisionProblem({ id: 4, covered: false, withdrawn: true })).toBe(ACCOUNTING_MESSAGES.withdrawn(4));
  });

  it('needs the reason for both decisions and the case for Keep', () => {
    expect(creditRequestDecisionRequest.parse({ decision: 'Withdraw', reason: ' Twice. ' })).toEqual({
      decision: 'Withdraw',
      reason: 'Twice.',
    });
    const keep = creditRequestDecisionRequest.safeParse({ decision: 'Keep', reason: 'Stands.' });
    expect(keep.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['caseId', ACCOUNTING_MESSAGES.keepNeedsCase]]);
    expect(creditRequestDecisionRequest.safeParse({ decision: 'Keep', reason: 'Stands.', caseId: 3 }).success).toBe(true);
    expect(creditRequestDecisionRequest.safeParse({ decision: 'Withdraw', reason: ' ' }).success).toBe(false);
    expect(creditRequestDecisionRequest.safeParse({ decision: 'Withdraw', reason: 'x'.repeat(1001) }).success).toBe(false);
  });

  it('writes the decision on the case with the reason', () => {
    expect(CASE_MESSAGES.creditRequestDecided('PO-4471 ($12.50)', true, 'Raised twice.')).toBe(
      'The marketplace withdrew the credit request PO-4471 ($12.50): it is no longer in your open credit. Raised twice.',
    );
    expect(CASE_MESSAGES.creditRequestDecided('PO-4471 ($12.50)', false, 'It stands.')).toContain('stands');
  });
});
