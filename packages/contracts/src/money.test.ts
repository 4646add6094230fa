import { describe, expect, it } from 'vitest';
import { formatUsd, money } from './money.ts';

describe('money', () => {
  it('adds without float drift', () => {
    expect(money.add('0.1', '0.2')).toBe('0.30');
    expect(money.sum(['19.99', '0.01', '100'])).toBe('120.00');
  });
  it('subtracts and multiplies exactly', () => {
    expect(money.sub('10.00', '10.01')).toBe('-0.01');
    expect(money.mul('19.99', 3)).toBe('59.97');
  });
  it('counts non-numeric and missing values as 0', () => {
    expect(money.sum(['abc', null, undefined, '', '5'])).toBe('5.00');
    expect(money.add(Number.NaN, '1')).toBe('1.00');
  });
  it('compares decimal strings numerically', () => {
    expect(money.compare('10.5', '10.50')).toBe(0);
    expect(money.compare('9.99', '10')).toBe(-1);
    expect(money.compare('100', '99.999')).toBe(1);
  });
  it('rounds half up to 2 decimals', () => {
    expect(money.toFixed('1.005')).toBe('1.01');
    expect(money.toFixed('2')).toBe('2.00');
    expect(money.toFixed('-1.005')).toBe('-1.01');
  });
  it('recognises numeric text', () => {
    expect(money.isNumeric('12.34')).toBe(true);
    expect(money.isNumeric('1e3')).toBe(false);
  });
});

describe("formatUsd: the spec's money format", () => {
  it('writes US dollars with thousands separators and two decimals, exactly from the decimal text', () => {
    expect(formatUsd('66932.91')).toBe('$66,932.91');
    expect(formatUsd('1234567.5')).toBe('$1,234,567.50');
    expect(formatUsd('0')).toBe('$0.00');
    expect(formatUsd('-9.80')).toBe('-$9.80');
    expect(formatUsd('-1000')).toBe('-$1,000.00');
    // past what a float holds exactly
    expect(formatUsd('90071992547409.93')).toBe('$90,071,992,547,409.93');
    expect(formatUsd(12.5)).toBe('$12.50');
  });
});
