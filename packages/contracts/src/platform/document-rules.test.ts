// The rules the API document states as patterns are the server's own checks: one expression each, and where a check
// keeps its own code (parseMonthStart's messages) the pattern admits exactly what it admits.
import { describe, expect, it } from 'vitest';
import { EMAIL_PATTERN, emailAddress, emailText, isEmailAddress } from './contact-fields.ts';
import { DECIMAL_TEXT_PATTERN, POSITIVE_DECIMAL_TEXT_PATTERN, decimalText } from './decimal-text.ts';
import { REAL_DAY_OR_TIME_PATTERN } from '../calendar-days.ts';

describe('the one e-mail rule', () => {
  it('refuses "0@com" and a domain label ending in "-", which format: email refuses too, and takes ordinary addresses', () => {
    for (const bad of ['0@com', 'a@b-.co', 'a@-b.co', 'a..b@c.co', '.a@b.co', 'a@b.c', 'a b@c.co'])
      expect(isEmailAddress(bad), bad).toBe(false);
    for (const good of ['admin@acme.test', 'o.brien+po@mail.example.com', 'x_y-z@a-b.c-d.io'])
      expect(isEmailAddress(good), good).toBe(true);
  });

  it('is the pattern of the e-mail schemas, trimmed or as sent', () => {
    expect(emailText.safeParse('a@b-.co').success).toBe(false);
    expect(emailAddress.safeParse(' admin@acme.test ').success).toBe(true);
    expect(EMAIL_PATTERN.test('admin@acme.test')).toBe(true);
  });
});

describe('patterns that say what a check admits', () => {
  it('a day or a date-time needs a real day', () => {
    expect(REAL_DAY_OR_TIME_PATTERN.test('2026-03-01')).toBe(true);
    expect(REAL_DAY_OR_TIME_PATTERN.test('2026-03-01T10:00:00Z')).toBe(true);
    expect(REAL_DAY_OR_TIME_PATTERN.test('2026-02-30')).toBe(false);
    expect(REAL_DAY_OR_TIME_PATTERN.test('2026-02-30T10:00:00Z')).toBe(false);
  });

  it('decimal text: the pattern is the check, and zero is not an amount of at least 0.01', () => {
    const rule = decimalText(POSITIVE_DECIMAL_TEXT_PATTERN, '1.00');
    for (const bad of ['0', '0.00', '0.0', '1.234', '-1', '1e3', '']) expect(rule.safeParse(bad).success, bad).toBe(false);
    for (const good of ['0.01', '12', '12.5', 25]) expect(rule.safeParse(good).success, String(good)).toBe(true);
    expect(DECIMAL_TEXT_PATTERN.test('0.00')).toBe(true);
  });
});
