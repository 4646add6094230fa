// Requests and responses of the second factor (docs/decisions/auth.md, "A second factor"): the person's own factors
// (/second-factor), the Admin's requirement, and the sign-in's second step (/second-factor/sign-in).
import { z } from '../zod.ts';
import { MESSAGES } from '../messages.ts';
import { accessTokenResponse } from '../auth/auth.schemas.ts';
import { SECOND_FACTOR_MESSAGES, secondFactorCodeKind, TOTP_CODE_PATTERN } from './second-factor.rules.ts';
import { passkeyList } from './passkeys.schemas.ts';

/** A typed code (TOTP or recovery): blank is "Field is required", anything else not a code is the format's words. */
const anyCode = z
  .string({ error: MESSAGES.required })
  .max(40, { error: SECOND_FACTOR_MESSAGES.codeFormat })
  .refine((v) => v.trim() !== '', { error: MESSAGES.required })
  .refine((v) => v.trim() === '' || secondFactorCodeKind(v) !== null, { error: SECOND_FACTOR_MESSAGES.codeFormat });

/** A 6-digit code from the authenticator app (confirming an enrolment takes no recovery code). */
const totpCode = z
  .string({ error: MESSAGES.required })
  .max(40, { error: SECOND_FACTOR_MESSAGES.totpFormat })
  .refine((v) => v.trim() !== '', { error: MESSAGES.required })
  .refine((v) => v.trim() === '' || TOTP_CODE_PATTERN.test(v.replace(/\s/g, '')), { error: SECOND_FACTOR_MESSAGES.totpFormat });

const challengeToken = z.string({ error: MESSAGES.required }).min(1, { error: MESSAGES.required }).max(200);

/** GET /second-factor: the signed-in person's factors (app, passkeys) and whether the company requires one. */
export const secondFactorStatus = z.object({
  totp: z.object({ enrolledOn: z.string().describe('ISO 8601 instant') }).nullable(),
  recoveryCodesLeft: z.number().int().min(0),
  /** The person's passkeys, oldest first. */
  passkeys: passkeyList,
  /** The supplier's Admin requires a second factor of its people. */
  required: z.boolean(),
});
export type SecondFactorStatus = z.infer<typeof secondFactorStatus>;

/** POST /second-factor/totp/enrolment: a new secret, shown once as a QR code and as text, until confirmed with a code. */
export const totpEnrolment = z.object({
  /** Base32, as typed into an app that cannot scan. */
  secret: z.string(),
  /** otpauth://totp/… (what the QR code holds). */
  otpauthUrl: z.string(),
  /** The QR code as an SVG document. */
  qrCodeSvg: z.string(),
});
export type TotpEnrolment = z.infer<typeof totpEnrolment>;

/**
 * Adding a factor (POST /second-factor/totp/enrolment, POST /passkeys/registration-options): the person's password, needed
 * when the session's sign-in is older than FRESH_VERIFICATION_S (a fresh verification); no body otherwise.
 */
export const freshVerificationRequest = z.strictObject({
  password: z.string({ error: MESSAGES.required }).min(1, { error: MESSAGES.required }).max(1000).optional(),
});
export type FreshVerificationRequest = z.infer<typeof freshVerificationRequest>;

/** POST /second-factor/totp: confirms the enrolment with the app's current code. */
export const totpConfirmRequest = z.strictObject({ code: totpCode });
export type TotpConfirmRequest = z.infer<typeof totpConfirmRequest>;

/** The new recovery codes, shown once (formatted `k7m2p-x9c4r`). */
export const recoveryCodesResponse = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodesResponse = z.infer<typeof recoveryCodesResponse>;

/** PUT /second-factor/requirement (Admin): whether the supplier's people must have a second factor. */
export const secondFactorRequirement = z.strictObject({ required: z.boolean({ error: MESSAGES.required }) });
export type SecondFactorRequirement = z.infer<typeof secondFactorRequirement>;

/** POST /second-factor/sign-in: the sign-in's second step with the challenge the first step answered. */
export const secondFactorSignInRequest = z.strictObject({ challengeToken, code: anyCode });
export type SecondFactorSignInRequest = z.infer<typeof secondFactorSignInRequest>;

/** POST /second-factor/sign-in/enrolment: a person the company requires a factor of sets one up before signing in. */
export const signInEnrolmentRequest = z.strictObject({ challengeToken });
export const signInEnrolmentConfirmRequest = z.strictObject({ challengeToken, code: totpCode });
/** The enrolment at sign-in ends in a session, with the recovery codes shown once. */
export const signInEnrolmentResponse = accessTokenResponse.extend({ recoveryCodes: z.array(z.string()) });
export type SignInEnrolmentResponse = z.infer<typeof signInEnrolmentResponse>;
