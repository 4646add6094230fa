import { describe, expect, it } from 'vitest';
import { formatRecoveryCode, normalizeRecoveryCode, secondFactorCodeKind } from './second-factor.rules.ts';
import { secondFactorSignInRequest, totpConfirmRequest } from './second-factor.schemas.ts';

describe('recovery codes', () => {
  it('shows a code as two groups of five and reads it back typed any way', () => {
    expect(formatRecoveryCode('k7m2px9c4r')).toBe('k7m2p-x9c4r');
    expect(normalizeRecoveryCode('k7m2p-x9c4r')).toBe('k7m2px9c4r');
    expect(normalizeRecoveryCode(' K7M2P X9C4R ')).toBe('k7m2px9c4r');
  });

  it.each(['k7m2p-x9c4', 'k7m2p-x9c4rr', 'k7m2p-x9c0r', 'k7m2p-x9c1r', 'k7m2p-x9cor', ''])('is not %j', (typed) => {
    expect(normalizeRecoveryCode(typed)).toBeNull();
  });
});

describe('secondFactorCodeKind', () => {
  it.each([
    ['123456', 'totp'],
    [' 123 456 ', 'totp'],
    ['k7m2p-x9c4r', 'recovery-code'],
    ['12345', null],
    ['1234567', null],
    ['abc', null],
  ])('%j is %s', (typed, kind) => {
    expect(secondFactorCodeKind(typed)).toBe(kind);
  });
});

describe('the schemas', () => {
  const messages = (r: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
    r.error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`);

  it('takes a TOTP code or a recovery code where either will do (the sign-in step)', () => {
    const step = (code: string) => secondFactorSignInRequest.safeParse({ challengeToken: 'c', code });
    expect(step('123456').success).toBe(true);
    expect(step('k7m2p-x9c4r').success).toBe(true);
    expect(messages(step('nope'))).toEqual(['code: Enter the 6-digit code from your authenticator app or one of your recovery codes.']);
    expect(messages(step(' '))).toEqual(['code: Field is required']);
  });

  it('takes only a TOTP code to confirm an app', () => {
    expect(totpConfirmRequest.safeParse({ code: '123 456' }).success).toBe(true);
    expect(messages(totpConfirmRequest.safeParse({ code: 'k7m2p-x9c4r' }))).toEqual([
      'code: Enter the 6-digit code from your authenticator app.',
    ]);
  });

  it('needs the challenge of the first step', () => {
    expect(messages(secondFactorSignInRequest.safeParse({ code: '123456' }))).toEqual(['challengeToken: Field is required']);
    expect(secondFactorSignInRequest.safeParse({ challengeToken: 't', code: '123456', extra: 1 }).success).toBe(false);
  });
});
