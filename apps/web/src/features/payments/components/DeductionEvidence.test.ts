import { describe, expect, it } from 'vitest';
import { evidenceFacts, factsBesideSentences } from './DeductionEvidence.tsx';

describe('factsBesideSentences', () => {
  it('lists no fact the sentences say already', () => {
    const evidence = { promisedShipDate: '2026-11-10', shipDate: '2026-11-13', carrierNote: 'late pickup' };
    expect(factsBesideSentences({ type: 'LateShipment', evidence })).toEqual({ carrierNote: 'late pickup' });
  });

  it('never shows "Raised by hand: Yes": the basis sentence says the deduction was set by hand', () => {
    const facts = evidenceFacts(factsBesideSentences({ type: 'Freight', evidence: { raisedByHand: true, operator: 'Olivia Operator' } }));
    expect(facts).toEqual([['Operator', 'Olivia Operator']]);
  });

  it('keeps every fact of a type without sentences', () => {
    expect(factsBesideSentences({ type: 'Freight', evidence: { billOfLading: 'BOL-1' } })).toEqual({ billOfLading: 'BOL-1' });
  });
});
