import { describe, expect, it } from 'vitest';
import { disputeWindowText, raisedByText } from './deduction-texts.ts';

describe('disputeWindowText', () => {
  it('counts the last day as a day left', () => {
    expect(disputeWindowText({ disputeDaysLeft: 12, status: 'Open' })).toBe('12 days left');
    expect(disputeWindowText({ disputeDaysLeft: 1, status: 'Upheld' })).toBe('Last day today');
    expect(disputeWindowText({ disputeDaysLeft: 0, status: 'Open' })).toBe('Closed');
  });

  it('says a reversed deduction has nothing to dispute, never "Closed"', () => {
    expect(disputeWindowText({ disputeDaysLeft: 0, status: 'Reversed' })).toBe('Nothing to dispute');
  });
});

describe('raisedByText', () => {
  it('names the rule or the marketplace by hand', () => {
    expect(raisedByText({ raisedByRule: true, type: 'LateShipment' })).toBe('The late shipment rule');
    expect(raisedByText({ raisedByRule: false, type: 'ReturnDamage' })).toBe('The marketplace, by hand');
  });
});
