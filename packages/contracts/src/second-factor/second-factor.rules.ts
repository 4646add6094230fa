// The second factor's rules shared by the server and the web app (docs/decisions/auth.md, "A second factor"): the TOTP
// parameters, the recovery codes' number and form, and the words of the screens and refusals.

/** RFC 6238 as every authenticator app reads an otpauth:// URL: SHA-1, 6 digits, 30-second steps. */
export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_S = 30;
export const TOTP_ALGORITHM = 'SHA1';
/** Steps accepted either side of the server's (clock drift of the phone): ±1 step, ±30 s. */
export const TOTP_WINDOW_STEPS = 1;
/** The issuer shown in the authenticator app beside the account. */
export const TOTP_ISSUER = 'Supplier Portal';

/** Recovery codes handed out at enrolment and on every regeneration (each usable once). */
export const RECOVERY_CODE_COUNT = 10;
/** 10 characters of the alphabet below (50 bits), shown as two groups of 5: `k7m2p-x9c4r`. */
export const RECOVERY_CODE_LENGTH = 10;
/** Lower-case letters and digits without the look-alikes 0/o, 1/l/i. */
export const RECOVERY_CODE_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** Wrong second-factor codes per person in the throttle window before the step is locked (429). */
export const SECOND_FACTOR_MAX_FAILURES = 5;
/** How long the sign-in's second step waits for its code after the password or e-mailed code. */
export const SECOND_FACTOR_CHALLENGE_TTL_S = 5 * 60;
/** An enrolment not confirmed within this is forgotten (a new one starts over). */
export const TOTP_ENROLMENT_TTL_S = 15 * 60;

/**
 * Adding a factor (an app or a passkey) asks for a fresh verification (ASVS 5.0 7.5.1): a sign-in of this session within
 * this many seconds, else the person's password.
 */
export const FRESH_VERIFICATION_S = 10 * 60;

export const TOTP_CODE_PATTERN = /^\d{6}$/;
const RECOVERY_CODE_PATTERN = new RegExp(`^[${RECOVERY_CODE_ALPHABET}]{${RECOVERY_CODE_LENGTH}}$`);

/** A typed recovery code in its stored form: lower case, without spaces and dashes; null when it cannot be one. */
export function normalizeRecoveryCode(typed: string): string | null {
  const code = typed.toLowerCase().replace(/[\s-]/g, '');
  return RECOVERY_CODE_PATTERN.test(code) ? code : null;
}

/** How a recovery code is shown: two groups of five. */
export function formatRecoveryCode(code: string): string {
  return `${code.slice(0, 5)}-${code.slice(5)}`;
}

/** What a typed code is: a 6-digit TOTP code, a recovery code, or neither. */
export function secondFactorCodeKind(typed: string): 'totp' | 'recovery-code' | null {
  const trimmed = typed.replace(/\s/g, '');
  if (TOTP_CODE_PATTERN.test(trimmed)) return 'totp';
  return normalizeRecoveryCode(typed) ? 'recovery-code' : null;
}

export const SECOND_FACTOR_MESSAGES = {
  codeFormat: 'Enter the 6-digit code from your authenticator app or one of your recovery codes.',
  totpFormat: 'Enter the 6-digit code from your authenticator app.',
  codeInvalid: 'The code is incorrect or has already been used.',
  challengeInvalid: 'The sign-in has expired. Please sign in again.',
  alreadyEnrolled: 'An authenticator app is already set up. Remove it before setting up another.',
  noEnrolment: 'Start the setup again: the secret has expired or was never created.',
  notEnrolled: 'No authenticator app is set up.',
  required: 'Your company requires a second factor. Add a passkey or set up an authenticator app to continue.',
  lastFactorRequired: 'Your company requires a second factor: set up another before removing this one.',
  freshVerification: `Enter your password to add a second factor (you signed in more than ${FRESH_VERIFICATION_S / 60} minutes ago), or sign in again.`,
  wrongPassword: 'The password is incorrect.',
} as const;
