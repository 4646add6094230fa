// The rules of the decisions taken from a case (docs/decisions/cases.md, "Decisions from a case", "Address
// correction"): the words the case gets, the address correction's request and the state machine's window.
import { describe, expect, it } from 'vitest';
import { canTransition, FULFILLMENT_STATUSES } from '../index.ts';
import { caseAddressCorrectionRequest } from './cases.schemas.ts';
import { CASE_MESSAGES, CASE_MESSAGE_MAX_LENGTH } from './cases.rules.ts';

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
