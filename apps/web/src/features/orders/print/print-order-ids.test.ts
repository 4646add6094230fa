import { describe, expect, it } from 'vitest';
import { parsePrintOrderIds } from './print-order-ids.ts';

describe('print order ids', () => {
  it('keeps numeric entries only', () => {
    expect(parsePrintOrderIds('1, 2,abc,3x,,0,4')).toEqual([1, 2, 4]);
  });
  it('gives nothing for a missing value', () => {
    expect(parsePrintOrderIds(null)).toEqual([]);
  });
});
