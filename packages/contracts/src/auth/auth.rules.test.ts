import { describe, expect, it } from 'vitest';
import { passwordPolicyErrors, PASSWORD_POLICY_MESSAGES } from './auth.rules.ts';

describe('password policy', () => {
  it('accepts a long enough password', () => {
    expect(passwordPolicyErrors('correct horse battery', { email: 'a@b.test' })).toEqual([]);
  });
  it('refuses fewer than 10 characters with the generic minimum message', () => {
    expect(passwordPolicyErrors('Short-1')).toEqual(['Minimum is 10 characters']);
  });
  it('refuses more than 128 characters', () => {
    expect(passwordPolicyErrors('x'.repeat(129))).toEqual(['Maximum is 128 characters']);
  });
  it('refuses the e-mail address in any case', () => {
    expect(passwordPolicyErrors('Someone@Acme.test', { email: 'someone@acme.test' })).toEqual([PASSWORD_POLICY_MESSAGES.sameAsEmail]);
  });
  it('refuses the current password as the new one', () => {
    expect(passwordPolicyErrors('Portal-demo-1x', { currentPassword: 'Portal-demo-1x' })).toEqual([PASSWORD_POLICY_MESSAGES.sameAsCurrent]);
  });
});
