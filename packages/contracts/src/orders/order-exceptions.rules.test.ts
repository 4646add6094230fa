import { describe, expect, it } from 'vitest';
import {
  changeShipFromBlockedReason,
  earliestPickupDay,
  movePickupBlockedReason,
  newPickupDayProblem,
  ORDER_EXCEPTION_MESSAGES as M,
  pickupCutoffDay,
  pickupCutoffPassed,
  replacementLabelCarrierIds,
  undoProcessingBlockedReason,
  undoShipmentBlockedReason,
  voidLabelBlockedReason,
  type OrderExceptionFacts,
} from './order-exceptions.rules.ts';

const NOW = new Date('2026-03-10T15:00:00Z'); // Tuesday, 11:00 in New York, 05:00 in Honolulu
const facts = (over: Partial<OrderExceptionFacts> = {}): OrderExceptionFacts => ({
  status: 'AwaitingShipment',
  shippingMethod: 'SupplierGround',
  processedAt: null,
  hasTrackings: false,
  label: null,
  ltl: null,
  shipFromFacilityId: 1,
  ...over,
});
const label = (shipDate: string) => ({ shipDate, fileName: 'f.pdf', trackingNumbers: ['1'] });

describe('void a label', () => {
  it('is allowed while awaiting shipment until the ship date has passed in every US zone', () => {
    expect(voidLabelBlockedReason(facts({ label: label('2026-03-10') }), NOW)).toBeNull();
    // the 10th is over in Honolulu at 10:00 UTC on the 11th (midnight there)
    expect(voidLabelBlockedReason(facts({ label: label('2026-03-10') }), new Date('2026-03-11T09:59:00Z'))).toBeNull();
    expect(voidLabelBlockedReason(facts({ label: label('2026-03-10') }), new Date('2026-03-11T10:00:00Z'))).toBe(
      M.labelPickedUp('2026-03-10'),
    );
  });
  it('is refused without a label and once the order shipped', () => {
    expect(voidLabelBlockedReason(facts(), NOW)).toBe(M.noLabel);
    expect(voidLabelBlockedReason(facts({ status: 'Invoicing', label: label('2026-03-12') }), NOW)).toBe(M.labelShipped);
  });
  it('buys the replacement from the carriers the items offer that sell labels', () => {
    expect(replacementLabelCarrierIds('SupplierGround')).toEqual([1, 2]);
    expect(replacementLabelCarrierIds('BisonFedex')).toEqual([1]);
    expect(replacementLabelCarrierIds('BisonUps')).toEqual([2]);
  });
});

describe('move a booked pickup', () => {
  const booked = (pickUpDate: string) => facts({ shippingMethod: 'BisonLtl', ltl: { status: 'BookingConfirmed', pickUpDate } });
  it('cuts off at 14:00 New York time on the business day before (Friday for Monday)', () => {
    expect(pickupCutoffDay('2026-03-16')).toBe('2026-03-13');
    expect(pickupCutoffDay('2026-03-12')).toBe('2026-03-11');
    expect(pickupCutoffPassed('2026-03-16', new Date('2026-03-13T17:59:00Z'))).toBe(false); // 13:59 EDT
    expect(pickupCutoffPassed('2026-03-16', new Date('2026-03-13T18:00:00Z'))).toBe(true);
    expect(movePickupBlockedReason(booked('2026-03-16'), new Date('2026-03-13T18:00:00Z'))).toBe(M.pickupCutoffPassed('2026-03-16'));
    expect(movePickupBlockedReason(booked('2026-03-16'), NOW)).toBeNull();
  });
  it('is refused without a booking and once shipped', () => {
    expect(movePickupBlockedReason(facts({ ltl: { status: 'NeedsReview', pickUpDate: null } }), NOW)).toBe(M.noBookedPickup);
    expect(movePickupBlockedReason({ ...booked('2026-03-16'), status: 'Invoicing' }, NOW)).toBe(M.pickupShipped);
  });
  it('moves to a business day whose own cutoff has not passed, other than the booked one, at most 30 days ahead', () => {
    expect(earliestPickupDay(NOW)).toBe('2026-03-11');
    expect(earliestPickupDay(new Date('2026-03-10T18:00:00Z'))).toBe('2026-03-12'); // 14:00 in New York
    const f = booked('2026-03-16');
    expect(newPickupDayProblem(f, '2026-03-11', NOW)).toBeNull();
    expect(newPickupDayProblem(f, '2026-03-16', NOW)).toBe(M.pickupSameDay);
    expect(newPickupDayProblem(f, '2026-03-14', NOW)).toBe(M.pickupWeekend);
    expect(newPickupDayProblem(f, '2026-03-10', NOW)).toBe(M.pickupTooLate('2026-03-11'));
    expect(newPickupDayProblem(f, '2026-04-10', NOW)).toBe(M.pickupTooFar);
  });
});

describe('change the warehouse', () => {
  it('is allowed before shipping while no label, LTL request or tracking names the warehouse', () => {
    expect(changeShipFromBlockedReason(facts({ status: 'NeedsProcessing' }))).toBeNull();
    expect(changeShipFromBlockedReason(facts())).toBeNull();
    expect(changeShipFromBlockedReason(facts({ status: 'Invoicing' }))).toBe(M.shipFromNotOpen);
    expect(changeShipFromBlockedReason(facts({ label: label('2026-03-10') }))).toBe(M.shipFromHasLabel);
    expect(changeShipFromBlockedReason(facts({ ltl: { status: 'NeedsReview', pickUpDate: null } }))).toBe(M.shipFromHasPickup);
    expect(changeShipFromBlockedReason(facts({ hasTrackings: true }))).toBe(M.shipFromHasTrackings);
  });
});

describe('undo processing and undo a shipment', () => {
  const processed = (minutesAgo: number) => new Date(NOW.getTime() - minutesAgo * 60_000).toISOString();
  it('undoes processing within 15 minutes AND while nothing is labelled, tracked or requested', () => {
    expect(undoProcessingBlockedReason(facts({ processedAt: processed(15) }), NOW)).toBeNull();
    expect(undoProcessingBlockedReason(facts({ processedAt: processed(15.01) }), NOW)).toBe(M.undoProcessingWindow);
    expect(undoProcessingBlockedReason(facts({ processedAt: null }), NOW)).toBe(M.undoProcessingWindow);
    expect(undoProcessingBlockedReason(facts({ processedAt: processed(1), hasTrackings: true }), NOW)).toBe(M.undoProcessingShipped);
    expect(undoProcessingBlockedReason(facts({ processedAt: processed(1), label: label('2026-03-10') }), NOW)).toBe(
      M.undoProcessingShipped,
    );
    expect(undoProcessingBlockedReason(facts({ status: 'NeedsProcessing', processedAt: processed(1) }), NOW)).toBe(M.undoProcessingStatus);
  });
  it('undoes a shipment only while the order is shipped and not invoiced', () => {
    expect(undoShipmentBlockedReason(facts({ status: 'Invoicing' }))).toBeNull();
    for (const status of ['AwaitingShipment', 'Complete', 'Canceled', 'NeedsProcessing'] as const)
      expect(undoShipmentBlockedReason(facts({ status }))).toBe(M.undoShipmentStatus);
  });
});
