// The document's pattern of the operators' credit amount admits exactly what the credit amount admits.
import { describe, expect, it } from 'vitest';
import { CREDIT_AMOUNT_PATTERN, opsCreditAmount } from './ops-credit.schemas.ts';

describe('the credit amount pattern', () => {
  it('the credit amount pattern admits what the credit amount admits: 0.01 to 1,000,000.00', () => {
    for (const value of ['0.01', '999999.99', '1000000', '1000000.00', '0', '1000000.01', '1000001', '12.345'])
      expect(CREDIT_AMOUNT_PATTERN.test(value), value).toBe(opsCreditAmount.safeParse(value).success);
  });
});
