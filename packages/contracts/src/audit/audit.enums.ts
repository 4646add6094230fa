// The audit log's entries (docs/decisions/auth.md, "Audit log"): what happened, and how a sign-in was decided.
import { SIGN_IN_METHODS, type SignInMethod } from '../auth/auth.events.ts';
import { SCIM_CHANGES, type ScimChange } from '../scim/scim.events.ts';

export const AUDIT_ACTIONS = [
  'signed-in',
  'sign-in-refused',
  'totp-enrolled',
  'totp-removed',
  'recovery-codes-regenerated',
  'recovery-code-used',
  'passkey-registered',
  'passkey-renamed',
  'passkey-removed',
  'session-ended',
  ...SCIM_CHANGES,
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** The identity provider's changes (docs/decisions/auth.md, "SCIM provisioning"), made by "SCIM". */
const SCIM_CHANGE_LABELS: Record<ScimChange, string> = {
  'scim-created': 'Added by provisioning',
  'scim-invited': 'Invited by provisioning',
  'scim-changed': 'Changed by provisioning',
  'scim-activated': 'Activated by provisioning',
  'scim-deactivated': 'Deactivated by provisioning',
  'scim-admin-granted': 'Made Admin by provisioning',
  'scim-admin-revoked': 'Admin rights removed by provisioning',
  'scim-removed': 'Removed by provisioning',
};

export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  'signed-in': 'Signed in',
  'sign-in-refused': 'Sign-in refused',
  'totp-enrolled': 'Authenticator app set up',
  'totp-removed': 'Authenticator app removed',
  'recovery-codes-regenerated': 'Recovery codes regenerated',
  'recovery-code-used': 'Recovery code used',
  'passkey-registered': 'Passkey added',
  'passkey-renamed': 'Passkey renamed',
  'passkey-removed': 'Passkey removed',
  'session-ended': 'Session ended',
  ...SCIM_CHANGE_LABELS,
};

/** Who made a provisioning change, in the log's "by" column. */
export const SCIM_ACTOR = 'SCIM';

export const AUDIT_METHODS = SIGN_IN_METHODS;
export const AUDIT_METHOD_LABELS: Record<SignInMethod, string> = {
  password: 'Password',
  code: 'E-mailed code',
  totp: 'Authenticator app',
  passkey: 'Passkey',
  'recovery-code': 'Recovery code',
  link: 'Sign-in link',
  sso: 'Identity provider',
  saml: 'Identity provider (SAML)',
};
