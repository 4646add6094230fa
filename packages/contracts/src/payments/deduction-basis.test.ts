import { describe, expect, it } from 'vitest';
import { formatCalendarDay } from '../calendar-days.ts';
import { formatUsd } from '../money.ts';
import {
  deductionBasisOf,
  deductionBasisSentence,
  deductionEvidenceSentences,
  deductionMoneyWords,
  deductionsToHoldBackFilter,
  deductionsToHoldBackPath,
  disputeWindowWords,
  heldBackWords,
  ruleChargesFactOf,
  toHoldBackWords,
  trackingProblem,
  acceptedDisputeMoneyWords,
  disputeAcceptedNotice,
} from './deduction-basis.ts';
import { DEDUCTION_STATUS_LABELS, DEDUCTION_STATUSES } from './payments.enums.ts';

describe('display words', () => {
  it('writes money exactly, with thousands and a sign', () => {
    expect(formatUsd('66932.91')).toBe('$66,932.91');
    expect(formatUsd('-9.8')).toBe('-$9.80');
    expect(formatUsd('0.005')).toBe('$0.01');
    expect(formatUsd('1234567.00')).toBe('$1,234,567.00');
  });
  it("writes days in the spec's format", () => {
    expect(formatCalendarDay('2026-12-07')).toBe('Dec 07, 2026');
    expect(formatCalendarDay('not a day')).toBe('not a day');
  });
});

describe('deductionBasisOf', () => {
  it('stores percent, base and result (half away from zero)', () => {
    expect(deductionBasisOf({ ruleId: 7, scope: 'Global', basis: 'Percent', value: '3' }, '326.67')).toEqual({
      ruleId: 7,
      scope: 'Global',
      basis: 'Percent',
      value: '3.00',
      baseAmount: '326.67',
      amount: '9.80',
    });
  });
  it('stores a flat rule with the base it read, the result the flat amount', () => {
    const b = deductionBasisOf({ ruleId: 2, scope: 'Supplier', basis: 'Flat', value: '25' }, '490');
    expect(b).toMatchObject({ value: '25.00', baseAmount: '490.00', amount: '25.00', scope: 'Supplier' });
  });
});

describe('ruleChargesFactOf (effective date)', () => {
  it('charges facts from the effective day on, never before', () => {
    expect(ruleChargesFactOf('2026-12-01', '2026-11-30')).toBe(false);
    expect(ruleChargesFactOf('2026-12-01', '2026-12-01')).toBe(true);
    expect(ruleChargesFactOf('2026-12-01', '2026-12-02')).toBe(true);
  });
});

describe('deductionBasisSentence', () => {
  const basis = deductionBasisOf({ ruleId: 1, scope: 'Global', basis: 'Percent', value: '3' }, '326.67');
  it('says which rule took how much from what', () => {
    expect(deductionBasisSentence({ type: 'LateShipment', amount: '9.80', raisedByRule: true, basis })).toBe(
      "The marketplace's late shipment rule took 3% of the order's items total of $326.67: $9.80.",
    );
  });
  it("names a supplier's own rule and a flat amount", () => {
    const flat = deductionBasisOf({ ruleId: 1, scope: 'Supplier', basis: 'Flat', value: '25' }, '326.67');
    expect(deductionBasisSentence({ type: 'LateCancellation', amount: '25.00', raisedByRule: true, basis: flat })).toBe(
      "Your account's late cancellation rule took a flat $25.00 (the order's items total was $326.67).",
    );
  });
  it('says so for a deduction by hand and for an older rule deduction without a stored basis', () => {
    expect(deductionBasisSentence({ type: 'ReturnDamage', amount: '23.4', raisedByRule: false, basis: null })).toBe(
      'The marketplace set this return damage deduction by hand at $23.40; no rule computed it.',
    );
    expect(deductionBasisSentence({ type: 'LateShipment', amount: '12.5', raisedByRule: true, basis: null })).toContain(
      'before the portal recorded a rule',
    );
  });
});

describe('deductionEvidenceSentences', () => {
  it('puts the promised date against the ship date', () => {
    expect(deductionEvidenceSentences('LateShipment', { promisedShipDate: '2026-11-10', shipDate: '2026-11-12' })).toEqual([
      'Promised to ship by Nov 10, 2026; shipped on Nov 12, 2026: 2 days late.',
    ]);
  });
  it('names each tracking number, its carrier and why it does not count', () => {
    const sentences = deductionEvidenceSentences('InvalidTracking', {
      shipDate: '2026-11-12',
      trackings: [
        { carrierId: 2, carrierName: 'UPS', trackingNumber: '1Z12', recordedOn: '2026-11-12', valid: false },
        { carrierId: 1, carrierName: 'FedEx', trackingNumber: '123456789012', recordedOn: '2026-11-14', valid: true },
      ],
      itemsWithoutTracking: [5],
    });
    expect(sentences).toEqual([
      'Tracking number 1Z12 (UPS) does not count: it does not have the shape of the carrier\'s numbers: a UPS number is "1Z" and 16 letters or digits.',
      'Tracking number 123456789012 (FedEx) does not count: it was recorded on Nov 14, 2026, after the ship date Nov 12, 2026.',
      '1 item had no tracking number by the ship date Nov 12, 2026.',
    ]);
  });
  it('names the credit memo of a return damage', () => {
    expect(
      deductionEvidenceSentences('ReturnDamage', { creditMemoNumber: 'CM-000010', creditMemoAmount: '23.40', creditMemoId: 3 }),
    ).toEqual(['Credit memo CM-000010 for $23.40: the marketplace credited the customer for the returned or damaged goods.']);
  });
  it('words a late cancellation with its days', () => {
    expect(
      deductionEvidenceSentences('LateCancellation', {
        cancellation: { requestedOn: '2026-11-03T15:00:00.000Z', approvedOn: '2026-11-04T15:00:00.000Z' },
      }),
    ).toEqual([
      'You asked to cancel on Nov 03, 2026, after you had accepted the order (it was Awaiting shipment); the marketplace approved the cancellation on Nov 04, 2026.',
    ]);
  });
  it('says nothing of evidence it cannot word (the page lists it as facts)', () => {
    expect(deductionEvidenceSentences('Freight', { billOfLading: 'BOL-1' })).toEqual([]);
  });
  it('finds a tracking valid on the ship day valid', () => {
    expect(
      trackingProblem({ carrierId: 1, trackingNumber: '123456789012', recordedOn: '2026-11-12', valid: true }, '2026-11-12'),
    ).toBeNull();
  });
});

describe('one word per state', () => {
  it('words every state once, and "Open" is not a status word (it is the window\'s)', () => {
    const words = DEDUCTION_STATUSES.map((s) => DEDUCTION_STATUS_LABELS[s]);
    expect(new Set(words).size).toBe(words.length);
    expect(words).not.toContain('Open');
  });
  it('never says "Closed (until …)" of a reversed deduction, and words the window by its days', () => {
    expect(disputeWindowWords('Reversed', { open: true, daysLeft: 20, lastDay: '2026-12-27' })).toBe(
      'Nothing to dispute: the deduction was reversed',
    );
    expect(disputeWindowWords('Open', { open: false, daysLeft: 0, lastDay: '2026-12-27' })).toBe('Closed on Dec 27, 2026');
    expect(disputeWindowWords('Open', { open: true, daysLeft: 12, lastDay: '2026-12-27' })).toBe('12 days left (until Dec 27, 2026)');
  });
  it('says where the money is without contradicting the status', () => {
    expect(deductionMoneyWords({ status: 'Reversed', appliedRemittanceNumber: null, reversalRemittanceNumber: null })).toBe(
      'Never held back: it was reversed before a remittance held it back, so nothing is paid back.',
    );
    expect(deductionMoneyWords({ status: 'Reversed', appliedRemittanceNumber: 'RMT-000001', reversalRemittanceNumber: null })).toBe(
      'Held back in RMT-000001; paid back on the next remittance.',
    );
    expect(deductionMoneyWords({ status: 'Reversed', appliedRemittanceNumber: 'RMT-000001', reversalRemittanceNumber: 'RMT-000002' })).toBe(
      'Held back in RMT-000001; paid back in RMT-000002.',
    );
    expect(deductionMoneyWords({ status: 'Disputed', appliedRemittanceNumber: null, reversalRemittanceNumber: null })).toContain(
      'waits for the decision',
    );
  });
  it("words an accepted dispute's money by whether a remittance held it back", () => {
    expect(disputeAcceptedNotice('DED-000005', true)).toBe(
      'The dispute of DED-000005 was accepted: the deduction is reversed and paid back on the next remittance.',
    );
    expect(disputeAcceptedNotice('DED-000005', false)).toBe(
      'The dispute of DED-000005 was accepted: the deduction is reversed before any remittance held it back, so nothing is held back or paid back.',
    );
    expect(acceptedDisputeMoneyWords(false)).toBe(
      'The deduction is reversed before any remittance held it back, so nothing is held back or paid back.',
    );
    expect(acceptedDisputeMoneyWords(true)).toBe('The deduction is reversed and paid back on the next remittance.');
  });
  it('links the card to the grid filtered to what it counts', () => {
    expect(deductionsToHoldBackFilter()).toEqual({
      status: { filterType: 'set', values: ['Open', 'Disputed', 'Upheld'] },
      heldBack: { filterType: 'set', values: ['NotHeldBack'] },
    });
    const [path, query] = deductionsToHoldBackPath().split('?filter=');
    expect(path).toBe('/payments/deductions');
    expect(JSON.parse(decodeURIComponent(query!))).toEqual(deductionsToHoldBackFilter());
    expect(toHoldBackWords(1)).toBe('1 deduction to be held back');
    expect(toHoldBackWords(2)).toBe('2 deductions to be held back');
  });
  it('words a held-back deduction of a remittance line', () => {
    expect(heldBackWords({ deductionNumber: 'DED-000123', type: 'LateShipment', amount: '9.8' })).toBe(
      'Held back DED-000123 (late shipment): $9.80',
    );
  });
});
