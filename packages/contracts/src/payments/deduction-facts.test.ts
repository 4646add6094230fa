import { describe, expect, it } from 'vitest';
import {
  canDispute,
  deductionAmount,
  DISPUTE_MESSAGES,
  disputeWindow,
  hasValidTrackingBy,
  isLateCancellation,
  isLateShipment,
  nextDisputeAttempt,
  type TrackingRecord,
} from './deduction-facts.ts';
import { isValidTrackingForCarrier } from '../orders/order-field-formats.ts';

describe('deduction facts', () => {
  it('a shipment is late only when shipped after a known promised day', () => {
    expect(isLateShipment('2026-03-10', '2026-03-11')).toBe(true);
    expect(isLateShipment('2026-03-10', '2026-03-10')).toBe(false);
    expect(isLateShipment('2026-03-10', '2026-03-09')).toBe(false);
    expect(isLateShipment(null, '2026-03-11')).toBe(false);
    expect(isLateShipment('2026-03-10', null)).toBe(false);
    expect(isLateShipment('2026-02-30', '2026-03-11')).toBe(false);
  });

  it('a tracking is valid for its carrier by the shape of its number; Other needs a name', () => {
    expect(isValidTrackingForCarrier({ carrierId: 1, trackingNumber: '123456789012' })).toBe(true);
    expect(isValidTrackingForCarrier({ carrierId: 1, trackingNumber: '12345' })).toBe(false);
    expect(isValidTrackingForCarrier({ carrierId: 2, trackingNumber: '1Z999AA10123456784' })).toBe(true);
    expect(isValidTrackingForCarrier({ carrierId: 2, trackingNumber: 'SCN1000042' })).toBe(false);
    expect(isValidTrackingForCarrier({ carrierId: 3, trackingNumber: '9400111899223197428490' })).toBe(true);
    expect(isValidTrackingForCarrier({ carrierId: 3, trackingNumber: 'EA123456789US' })).toBe(true);
    expect(isValidTrackingForCarrier({ carrierId: 5, trackingNumber: '1234567890' })).toBe(true);
    expect(isValidTrackingForCarrier({ carrierId: 6, trackingNumber: 'PRO-123456789' })).toBe(true);
    expect(isValidTrackingForCarrier({ carrierId: 6, trackingNumber: 'PRO 1' })).toBe(false);
    expect(isValidTrackingForCarrier({ carrierId: 4, trackingNumber: 'X1', otherCarrierName: 'OnTrac' })).toBe(true);
    expect(isValidTrackingForCarrier({ carrierId: 4, trackingNumber: 'X1', otherCarrierName: ' ' })).toBe(false);
    expect(isValidTrackingForCarrier({ carrierId: 6, trackingNumber: 'A'.repeat(101) })).toBe(false);
  });

  it('every item needs a valid tracking recorded by the day', () => {
    const t = (orderItemId: number, recordedOn: string, trackingNumber = '123456789012'): TrackingRecord => ({
      orderItemId,
      carrierId: 1,
      trackingNumber,
      recordedOn,
    });
    expect(hasValidTrackingBy([1, 2], [t(1, '2026-03-01'), t(2, '2026-03-02')], '2026-03-02')).toBe(true);
    expect(hasValidTrackingBy([1, 2], [t(1, '2026-03-01'), t(2, '2026-03-03')], '2026-03-02')).toBe(false);
    expect(hasValidTrackingBy([1, 2], [t(1, '2026-03-01')], '2026-03-02')).toBe(false);
    expect(hasValidTrackingBy([1], [t(1, '2026-03-01', 'BAD'), t(1, '2026-03-01')], '2026-03-01')).toBe(true);
    expect(hasValidTrackingBy([1], [t(1, '2026-03-01', 'BAD')], '2026-03-01')).toBe(false);
    expect(hasValidTrackingBy([], [], '2026-03-01')).toBe(false);
  });

  it('a late cancellation is an approved one asked for after the order was accepted', () => {
    expect(isLateCancellation({ previousStatus: 'AwaitingShipment', status: 'Approved' })).toBe(true);
    expect(isLateCancellation({ previousStatus: 'NeedsProcessing', status: 'Approved' })).toBe(false);
    expect(isLateCancellation({ previousStatus: 'AwaitingShipment', status: 'Rejected' })).toBe(false);
    expect(isLateCancellation({ previousStatus: 'AwaitingShipment', status: 'InReview' })).toBe(false);
  });

  it('the amount is a percent of the items total to the cent, or flat, in exact decimals', () => {
    expect(deductionAmount({ basis: 'Percent', value: '3' }, '100.10')).toBe('3.00');
    expect(deductionAmount({ basis: 'Percent', value: '2.5' }, '0.30')).toBe('0.01');
    expect(deductionAmount({ basis: 'Percent', value: '1.5' }, '0.10')).toBe('0.00');
    expect(deductionAmount({ basis: 'Percent', value: '10' }, '0.1')).toBe('0.01');
    expect(deductionAmount({ basis: 'Percent', value: '33.3333' }, '1234567.89')).toBe('411522.22');
    expect(deductionAmount({ basis: 'Flat', value: '25' }, '9999')).toBe('25.00');
  });
});

describe('dispute rules', () => {
  it('the window is the posting day and the 29 days after it', () => {
    expect(disputeWindow('2026-03-01', '2026-03-01')).toEqual({ open: true, daysLeft: 30, lastDay: '2026-03-30' });
    expect(disputeWindow('2026-03-01', '2026-03-30')).toEqual({ open: true, daysLeft: 1, lastDay: '2026-03-30' });
    expect(disputeWindow('2026-03-01', '2026-03-31')).toEqual({ open: false, daysLeft: 0, lastDay: '2026-03-30' });
    expect(disputeWindow('2026-12-20', '2027-01-05').daysLeft).toBe(14);
  });

  const open = { status: 'Open', postedOn: '2026-03-01' };
  it('a first dispute within the window is allowed', () => {
    expect(canDispute(open, [], '2026-03-10')).toBeNull();
    expect(nextDisputeAttempt([])).toBe(1);
  });
  it('never while one waits, never after a reversal, a second only after an upheld first, two at most', () => {
    expect(canDispute({ ...open, status: 'Disputed' }, [{ attempt: 1, decision: null }], '2026-03-10')).toBe(DISPUTE_MESSAGES.waiting);
    expect(canDispute({ ...open, status: 'Reversed' }, [{ attempt: 1, decision: 'Accepted' }], '2026-03-10')).toBe(
      DISPUTE_MESSAGES.reversed,
    );
    expect(canDispute({ ...open, status: 'Upheld' }, [{ attempt: 1, decision: 'Upheld' }], '2026-03-10')).toBeNull();
    expect(nextDisputeAttempt([{ attempt: 1, decision: 'Upheld' }])).toBe(2);
    expect(
      canDispute(
        { ...open, status: 'Upheld' },
        [
          { attempt: 1, decision: 'Upheld' },
          { attempt: 2, decision: 'Upheld' },
        ],
        '2026-03-10',
      ),
    ).toBe(DISPUTE_MESSAGES.maxReached);
  });
  it('after the window, with its last day in the message', () => {
    expect(canDispute(open, [], '2026-03-31')).toBe(DISPUTE_MESSAGES.windowClosed('2026-03-30'));
    expect(canDispute({ ...open, status: 'Upheld' }, [{ attempt: 1, decision: 'Upheld' }], '2026-03-31')).toBe(
      'The dispute window closed on 2026-03-30: a deduction can be disputed within 30 days of its posting.',
    );
  });
});
