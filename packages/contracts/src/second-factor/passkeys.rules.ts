// Passkeys (WebAuthn) as a second factor and as a sign-in of their own (docs/decisions/auth.md, "Passkeys"): the limits
// and the words shared by the server and the web app.

/** A passkey's name, as the person gives it ("Work laptop"). */
export const PASSKEY_NAME_MAX = 60;
/** Passkeys one person may register. */
export const PASSKEYS_MAX = 10;
/** How long a WebAuthn challenge (registration, sign-in, verification) waits for the authenticator's answer. */
export const PASSKEY_CHALLENGE_TTL_S = 5 * 60;
/**
 * The public sign-in options call (each answer stores a challenge): per client address, in the shared attempts table
 * (every process counts the same), within the sign-in throttle's window.
 */
export const PASSKEY_OPTIONS_PER_ADDRESS = 30;

/** The browser's own refusals in the web app's words (apart from the server's: the sign-in page loads only these). */
export const PASSKEY_BROWSER_MESSAGES = {
  cancelled: 'The passkey request was cancelled or timed out.',
  unsupported: 'This browser cannot use passkeys.',
  /** The authenticator holds a passkey of the person already (the server's 409 says the same). */
  alreadyRegistered: 'This passkey is already registered.',
} as const;

export const PASSKEY_MESSAGES = {
  nameRequired: 'Give the passkey a name.',
  nameTooLong: `Maximum is ${PASSKEY_NAME_MAX} characters`,
  tooMany: `You have ${PASSKEYS_MAX} passkeys. Remove one before adding another.`,
  invalid: 'The passkey could not be verified. Please try again.',
  unknown: 'This passkey is not registered for your account.',
  challengeInvalid: 'The passkey request has expired. Please try again.',
  alreadyRegistered: PASSKEY_BROWSER_MESSAGES.alreadyRegistered,
  verificationRequired: 'Confirm with one of your passkeys or a code from your authenticator app.',
  /** The sign-in's required setup offers a passkey only to a person without any factor (as it offers the app). */
  enrolmentNotRequired: 'You have a second factor already: use it to sign in.',
  responseFormat: 'The passkey answer is not in the form of a WebAuthn credential.',
} as const;
