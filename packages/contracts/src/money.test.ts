import { describe, expect, it } from 'vitest';
import { money } from './money.ts';

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
