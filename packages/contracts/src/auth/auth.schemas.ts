// Requests and responses of sign-in, password and current-user calls (platform document, sections 3, 5, 7).
import { z } from '../zod.ts';
import { MESSAGES } from '../messages.ts';
import { passwordPolicyErrors } from './auth.rules.ts';
import { recordId } from '../platform/ids.ts';
import { emailText } from '../platform/contact-fields.ts';

const optionalText = z.string().nullish();

/** A grant's field in the document: sent, and not blank (the service answers "Field is required" otherwise). */
const grantField = { type: 'string', minLength: 1, pattern: '\\S' } as const;

/**
 * POST /auth/access-tokens: exactly one grant is used (password, refresh token, auth token, e-mail code); a field sent
 * as null counts as absent. The document states the four alternatives as `oneOf`.
 */
export const accessTokenRequest = z
  .strictObject({
    username: optionalText,
    password: optionalText,
    refreshToken: optionalText,
    authToken: optionalText,
    oneTimeCode: optionalText,
    email: emailText.nullish(),
  })
  .meta({
    oneOf: [
      {
        title: 'Password',
        required: ['username', 'password'],
        properties: { username: grantField, password: grantField },
      },
      {
        title: 'Refresh token',
        required: ['refreshToken'],
        properties: { refreshToken: grantField },
      },
      {
        title: 'Auth token',
        required: ['authToken'],
        properties: { authToken: grantField },
      },
      {
        title: 'E-mail and one-time code',
        required: ['email', 'oneTimeCode'],
        properties: { email: { type: 'string' }, oneTimeCode: grantField },
      },
    ],
  });
export type AccessTokenRequest = z.infer<typeof accessTokenRequest>;

/**
 * Who the session is for: a supplier's user (the portal) or a marketplace operator (the console at /ops), so the web
 * app opens the right one without first calling what the user may not call (docs/decisions/ops-console.md).
 */
export const SESSION_KINDS = ['supplier', 'operator'] as const;
export type SessionKind = (typeof SESSION_KINDS)[number];

export const accessTokenResponse = z.object({
  accessToken: z.string(),
  refreshToken: z.string(),
  sessionKind: z.enum(SESSION_KINDS),
  /**
   * A sign-in of a person who works for several suppliers: the session opened the latest one's, and the person chooses
   * (GET /memberships, POST /memberships/{supplierId}/session; docs/decisions/auth.md, "Memberships").
   */
  chooseSupplier: z.boolean().optional(),
});
export type AccessTokenResponse = z.infer<typeof accessTokenResponse>;

/** The second factors a sign-in's second step takes. */
export const SECOND_FACTOR_METHODS = ['totp', 'recovery-code', 'passkey'] as const;

/**
 * POST /auth/access-tokens when the password or e-mailed code was right and the person has a second factor (or must
 * set one up): no session yet, a challenge that POST /second-factor/sign-in (or its enrolment) completes.
 */
export const secondFactorPending = z.object({
  secondFactor: z.object({
    challengeToken: z.string(),
    methods: z.array(z.enum(SECOND_FACTOR_METHODS)),
    /** The company requires a factor and the person has none: set one up now (POST /second-factor/sign-in/enrolment). */
    enrolmentRequired: z.boolean(),
  }),
});
export type SecondFactorPending = z.infer<typeof secondFactorPending>;
/** A sign-in's answer: the session, or the second step it waits for. */
export const signInResponse = z.union([accessTokenResponse, secondFactorPending]);
export type SignInResponse = z.infer<typeof signInResponse>;

/** POST /auth/auth-tokens (signed in): a single-use token to open the portal at /auth?token=… on another device or tab. */
export const authTokenResponse = z.object({ authToken: z.string() });
export type AuthTokenResponse = z.infer<typeof authTokenResponse>;

/** POST /auth/change-password answers with a fresh session: the change signs out every earlier one. */
export const changePasswordResponse = accessTokenResponse;

/** The sign-in form: username and password at least 1 character, no extra fields. */
export const loginForm = z.strictObject({ username: z.string().min(1), password: z.string().min(1) });
export type LoginForm = z.infer<typeof loginForm>;

export const oneTimeCodeRequest = z.strictObject({ email: emailText });
export type OneTimeCodeRequest = z.infer<typeof oneTimeCodeRequest>;

export const oneTimeCodeForm = z.strictObject({ oneTimeCode: z.string().min(1) });

export const sendPasswordResetEmailRequest = z.strictObject({ email: emailText });

const passwordsMatch = <T extends { newPassword: string; confirmPassword: string }>(v: T, ctx: z.RefinementCtx) => {
  if (v.confirmPassword !== v.newPassword || v.confirmPassword === '') {
    ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: MESSAGES.passwordsDoNotMatch });
  }
};

export const changePasswordRequest = z
  .strictObject({ currentPassword: z.string().min(1), newPassword: z.string().min(1), confirmPassword: z.string() })
  .superRefine(passwordsMatch);
export type ChangePasswordRequest = z.infer<typeof changePasswordRequest>;

export const passwordResetRequest = z
  .strictObject({ passwordResetToken: z.string().min(1), newPassword: z.string().min(1), confirmPassword: z.string().min(1) })
  .superRefine(passwordsMatch);
export type PasswordResetRequest = z.infer<typeof passwordResetRequest>;

export const passwordCreateRequest = z
  .strictObject({ passwordCreateToken: z.string().min(1), newPassword: z.string().min(1), confirmPassword: z.string().min(1) })
  .superRefine(passwordsMatch);
export type PasswordCreateRequest = z.infer<typeof passwordCreateRequest>;

/** After a password is created or reset: whose it is, so sign-in opens with the user name filled in. */
export const passwordSetResponse = z.object({ userName: z.string() });
export type PasswordSetResponse = z.infer<typeof passwordSetResponse>;

/**
 * The password policy (passwordPolicyErrors) at newPassword, for the web forms: they show what the server would
 * answer before sending. The server applies the same rule itself, after checking the token or the current password
 * and with the user's e-mail address, which the forms do not know. A blank password is only "Field is required".
 */
const newPasswordPolicy = (v: { newPassword: string; currentPassword?: string }, ctx: z.RefinementCtx) => {
  if (v.newPassword === '') return;
  for (const message of passwordPolicyErrors(v.newPassword, { currentPassword: v.currentPassword }))
    ctx.addIssue({ code: 'custom', path: ['newPassword'], message });
};
export const changePasswordForm = changePasswordRequest.superRefine(newPasswordPolicy);
export const passwordResetForm = passwordResetRequest.superRefine(newPasswordPolicy);
export const passwordCreateForm = passwordCreateRequest.superRefine(newPasswordPolicy);

export const supplierProfile = z.object({
  id: recordId,
  userName: z.string(),
  name: z.string(),
  roles: z.array(z.string()),
  supplierCanProcessOrders: z.boolean(),
});
export type SupplierProfile = z.infer<typeof supplierProfile>;
