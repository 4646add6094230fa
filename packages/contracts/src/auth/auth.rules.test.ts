import { describe, expect, it } from 'vitest';
import { passwordPolicyErrors, PASSWORD_POLICY_MESSAGES } from './auth.rules.ts';
import { changePasswordForm, passwordCreateForm, passwordResetForm } from './auth.schemas.ts';

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

describe('the password forms apply the same policy', () => {
  const issues = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
    (r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]);
  it('answers the policy at newPassword, like the server', () => {
    expect(issues(passwordCreateForm.safeParse({ passwordCreateToken: 't', newPassword: 'short', confirmPassword: 'short' }))).toEqual([
      ['newPassword', passwordPolicyErrors('short')[0]],
    ]);
    expect(
      issues(passwordResetForm.safeParse({ passwordResetToken: 't', newPassword: 'x'.repeat(129), confirmPassword: 'x'.repeat(129) })),
    ).toEqual([['newPassword', 'Maximum is 128 characters']]);
    expect(
      issues(
        changePasswordForm.safeParse({ currentPassword: 'Abcdefghij-1', newPassword: 'Abcdefghij-1', confirmPassword: 'Abcdefghij-1' }),
      ),
    ).toEqual([['newPassword', PASSWORD_POLICY_MESSAGES.sameAsCurrent]]);
    expect(
      changePasswordForm.safeParse({ currentPassword: 'old', newPassword: 'Abcdefghij-1', confirmPassword: 'Abcdefghij-1' }).success,
    ).toBe(true);
  });
  it('leaves a blank password to "Field is required"', () => {
    expect(issues(changePasswordForm.safeParse({ currentPassword: 'old', newPassword: '', confirmPassword: '' }))).toEqual([
      ['newPassword', 'Field is required'],
      ['confirmPassword', 'Passwords do not match'],
    ]);
  });
});
