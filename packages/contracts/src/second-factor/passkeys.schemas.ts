// Requests and responses of passkeys (docs/decisions/auth.md, "Passkeys"): the person's passkeys (/passkeys), the
// options a browser's WebAuthn call takes, and the authenticator's answers as @simplewebauthn/browser sends them
// (RegistrationResponseJSON, AuthenticationResponseJSON: binary fields in base64url).
import { z } from '../zod.ts';
import { MESSAGES } from '../messages.ts';
import { recordId, recordIdParam } from '../platform/ids.ts';
import { PASSKEY_MESSAGES, PASSKEY_NAME_MAX } from './passkeys.rules.ts';
import { secondFactorCodeKind, SECOND_FACTOR_MESSAGES } from './second-factor.rules.ts';

/** Binary data in base64url, as WebAuthn's JSON forms carry it; `max` in characters. */
const base64url = (max: number) =>
  z
    .string({ error: MESSAGES.required })
    .min(1, { error: MESSAGES.required })
    .max(max, { error: PASSKEY_MESSAGES.responseFormat })
    .regex(/^[A-Za-z0-9_-]+$/, { error: PASSKEY_MESSAGES.responseFormat });

const credentialId = base64url(1400);
const clientExtensionResults = z.record(z.string(), z.unknown());
const transports = z.array(z.enum(['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb'])).max(10);

/** What navigator.credentials.create answered (RegistrationResponseJSON). */
export const passkeyRegistrationResponse = z.strictObject({
  id: credentialId,
  rawId: credentialId,
  type: z.literal('public-key', { error: PASSKEY_MESSAGES.responseFormat }),
  response: z.looseObject({
    clientDataJSON: base64url(4000),
    attestationObject: base64url(20000),
    transports: transports.optional(),
  }),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults,
});
export type PasskeyRegistrationResponse = z.infer<typeof passkeyRegistrationResponse>;

/** What navigator.credentials.get answered (AuthenticationResponseJSON). */
export const passkeyAuthenticationResponse = z.strictObject({
  id: credentialId,
  rawId: credentialId,
  type: z.literal('public-key', { error: PASSKEY_MESSAGES.responseFormat }),
  response: z.looseObject({
    clientDataJSON: base64url(4000),
    authenticatorData: base64url(4000),
    signature: base64url(1000),
    userHandle: base64url(200).optional(),
  }),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults,
});
export type PasskeyAuthenticationResponse = z.infer<typeof passkeyAuthenticationResponse>;

/** The options of the browser's WebAuthn call (PublicKeyCredentialCreationOptionsJSON / …RequestOptionsJSON), as made by the server. */
export const passkeyCreationOptions = z
  .looseObject({ challenge: z.string(), rp: z.looseObject({ id: z.string().optional(), name: z.string() }) })
  .describe('PublicKeyCredentialCreationOptionsJSON (WebAuthn Level 3): pass to startRegistration of @simplewebauthn/browser.');
export type PasskeyCreationOptions = z.infer<typeof passkeyCreationOptions>;
export const passkeyRequestOptions = z
  .looseObject({ challenge: z.string(), rpId: z.string().optional() })
  .describe('PublicKeyCredentialRequestOptionsJSON (WebAuthn Level 3): pass to startAuthentication of @simplewebauthn/browser.');
export type PasskeyRequestOptions = z.infer<typeof passkeyRequestOptions>;

/** A passkey's name (adding and renaming): 1 to PASSKEY_NAME_MAX characters, not blank; kept trimmed. */
export const passkeyName = z
  .string({ error: MESSAGES.required })
  .max(PASSKEY_NAME_MAX, { error: PASSKEY_MESSAGES.nameTooLong })
  .refine((v) => v.trim() !== '', { error: PASSKEY_MESSAGES.nameRequired });

/** POST /passkeys: the authenticator's answer to the registration options, with the name the person gave it. */
export const passkeyRegistrationRequest = z.strictObject({ name: passkeyName, response: passkeyRegistrationResponse });
export type PasskeyRegistrationRequest = z.infer<typeof passkeyRegistrationRequest>;

/** PATCH /passkeys/{id}: a new name for one of the person's passkeys. */
export const passkeyRenameRequest = z.strictObject({ name: passkeyName });
export type PasskeyRenameRequest = z.infer<typeof passkeyRenameRequest>;

/** A registered passkey as the person sees it (the security page). */
export const passkey = z.object({
  id: recordId,
  name: z.string(),
  createdOn: z.string().describe('ISO 8601 instant'),
  lastUsedOn: z.string().nullable().describe('ISO 8601 instant of the last sign-in or verification with it'),
});
export type Passkey = z.infer<typeof passkey>;
export const passkeyList = z.array(passkey);

/**
 * POST /passkeys answers the passkey, and the person's recovery codes when it is their first factor (shown once; null
 * when they had an app or a passkey already: their codes stay as they are).
 */
export const passkeyRegistered = passkey.extend({ recoveryCodes: z.array(z.string()).nullable() });
export type PasskeyRegistered = z.infer<typeof passkeyRegistered>;

/**
 * A change confirmed by any of the person's factors (POST /passkeys/{id}/removal, POST /second-factor/removal,
 * POST /second-factor/recovery-codes):
 * one of their passkeys (the answer to /passkeys/verification-options), a current code of the authenticator app or a
 * recovery code. Exactly one.
 */
export const factorConfirmationRequest = z
  .strictObject({
    passkey: passkeyAuthenticationResponse.optional(),
    code: z
      .string()
      .max(40, { error: SECOND_FACTOR_MESSAGES.codeFormat })
      .refine((v) => secondFactorCodeKind(v) !== null, { error: SECOND_FACTOR_MESSAGES.codeFormat })
      .optional(),
  })
  .refine((v) => (v.passkey === undefined) !== (v.code === undefined), { error: PASSKEY_MESSAGES.verificationRequired });
export type FactorConfirmationRequest = z.infer<typeof factorConfirmationRequest>;

const challengeToken = z.string({ error: MESSAGES.required }).min(1, { error: MESSAGES.required }).max(200);

/**
 * POST /passkeys/sign-in/options: with the first step's challenge, the options for that person's passkeys (the second
 * step); without, for any discoverable passkey (the sign-in without a password).
 */
export const passkeySignInOptionsRequest = z.strictObject({ challengeToken: challengeToken.optional() });
export type PasskeySignInOptionsRequest = z.infer<typeof passkeySignInOptionsRequest>;

/** POST /passkeys/sign-in: the authenticator's answer; with the first step's challenge when it is the second step. */
export const passkeySignInRequest = z.strictObject({ challengeToken: challengeToken.optional(), passkey: passkeyAuthenticationResponse });
export type PasskeySignInRequest = z.infer<typeof passkeySignInRequest>;

/**
 * The sign-in's required setup with a passkey (a person whose company requires a second factor and who has none):
 * the options for the first step's person, then the authenticator's answer with a name, which signs in.
 */
export const signInPasskeyEnrolmentOptionsRequest = z.strictObject({ challengeToken });
export const signInPasskeyEnrolmentRequest = z.strictObject({ challengeToken, name: passkeyName, response: passkeyRegistrationResponse });
export type SignInPasskeyEnrolmentRequest = z.infer<typeof signInPasskeyEnrolmentRequest>;

/** /passkeys/{passkeyId}/… */
export const passkeyIdParam = z.object({ passkeyId: recordIdParam });
