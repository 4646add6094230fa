import { describe, expect, it } from 'vitest';
import { disputeWindowText, notHeldBackText } from './deduction-texts.ts';

describe('notHeldBackText', () => {
  it('tells an Open or Upheld deduction that the next remittance holds it back', () => {
    expect(notHeldBackText({ status: 'Open' })).toBe('Not held back yet: the next remittance holds it back');
    expect(notHeldBackText({ status: 'Upheld' })).toBe('Not held back yet: the next remittance holds it back');
  });

  it('tells a Disputed one that it waits for the decision, and a Reversed one that it never will be held back', () => {
    expect(notHeldBackText({ status: 'Disputed' })).toBe('Not held back yet: it waits for the decision on the dispute');
    expect(notHeldBackText({ status: 'Reversed' })).toBe('Never held back: it was reversed before a remittance held it back');
  });
});

describe('disputeWindowText', () => {
  it('counts the last day as a day left', () => {
    expect(disputeWindowText({ disputeDaysLeft: 12 })).toBe('12 days left');
    expect(disputeWindowText({ disputeDaysLeft: 1 })).toBe('Last day today');
    expect(disputeWindowText({ disputeDaysLeft: 0 })).toBe('Closed');
  });
});
