// The password policy (decided in docs/decisions/auth.md): the server enforces it; forms may show it early.
import { PASSWORD_MIN_LENGTH } from '../constants.ts';
import { maxMessage, minMessage } from '../messages.ts';

/** The role that administers a supplier's users (GET /current-user roles). */
export const ROLE_ADMIN = 'Admin';

export const PASSWORD_MAX_LENGTH = 128;

export const PASSWORD_POLICY_MESSAGES = {
  sameAsEmail: 'The password must not be the same as your e-mail address.',
  sameAsCurrent: 'The new password must be different from the current password.',
} as const;

/** The policy in one line, shown under a new password field before the first submit (the same rule as below). */
export function passwordRulesText(context: { changing?: boolean } = {}): string {
  const others = context.changing ? 'your e-mail address or your current password' : 'your e-mail address';
  return `${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters, not ${others}.`;
}

/** Messages for newPassword; empty when the password is acceptable. */
export function passwordPolicyErrors(password: string, context: { email?: string; currentPassword?: string } = {}): string[] {
  const errors: string[] = [];
  if (password.length < PASSWORD_MIN_LENGTH) errors.push(minMessage(PASSWORD_MIN_LENGTH, true));
  if (password.length > PASSWORD_MAX_LENGTH) errors.push(maxMessage(PASSWORD_MAX_LENGTH, true));
  if (context.email && password.trim().toLowerCase() === context.email.trim().toLowerCase())
    errors.push(PASSWORD_POLICY_MESSAGES.sameAsEmail);
  if (context.currentPassword !== undefined && password === context.currentPassword) errors.push(PASSWORD_POLICY_MESSAGES.sameAsCurrent);
  return errors;
}
