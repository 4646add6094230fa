import { describe, expect, it } from 'vitest';
import { formatTrackingNumber, generateTrackingNumber, isValidTrackingNumber, trackingCheckDigit } from './tracking-numbers.ts';

describe('demo carrier tracking numbers', () => {
  it('computes the mod-11 check digit with weights 1, 3, 7 from the right', () => {
    // 7·1+6·3+5·7+4·1+3·3+2·7+1·1+6·3+4·7+9·1+7·3 = 164; 164 mod 11 = 10; 10 mod 10 = 0
    expect(trackingCheckDigit('79461234567')).toBe(0);
    // 1+0+63+8+21+42+5+12+21+2+3 = 178; 178 mod 11 = 2
    expect(trackingCheckDigit('12345678901')).toBe(2);
  });

  it('generates 12-digit numbers without a leading zero that validate', () => {
    for (let i = 0; i < 200; i++) {
      const n = generateTrackingNumber();
      expect(n).toMatch(/^[1-9]\d{11}$/);
      expect(isValidTrackingNumber(n)).toBe(true);
    }
  });

  it('is deterministic with an injected digit source', () => {
    const digits = [0, 2, 3, 4, 5, 6, 7, 8, 9, 0, 1];
    let i = 0;
    expect(generateTrackingNumber(() => digits[i++]!)).toBe('123456789012');
  });

  it('refuses a wrong check digit, letters and wrong lengths', () => {
    expect(isValidTrackingNumber('123456789012')).toBe(true);
    expect(isValidTrackingNumber('123456789013')).toBe(false);
    expect(isValidTrackingNumber('12345678901A')).toBe(false);
    expect(isValidTrackingNumber('1234567890123')).toBe(false);
  });

  it('prints in groups of four', () => {
    expect(formatTrackingNumber('123456789012')).toBe('1234 5678 9012');
  });
});
