// The sign-in and password calls (spec 7, Auth); signed-out calls go without a bearer.
import type {
  AccessTokenRequest,
  AccessTokenResponse,
  PasskeyCreationOptions,
  PasskeyRequestOptions,
  SecondFactorPending,
  SignInEnrolmentResponse,
  TotpEnrolment,
  ChangePasswordRequest,
  OneTimeCodeRequest,
  PasswordCreateRequest,
  PasswordResetRequest,
} from '@portal/contracts';
import { http, replacingSession } from '../../lib/http.ts';
import { answerWithPasskey, createPasskey } from '../../lib/passkeys.ts';
import { storeTokens } from '../../lib/session.ts';
import { authSchemas } from '../../lib/auth-schemas.ts';
import { resetSessionCaches } from '../../lib/session-caches.ts';

/** The session, or the second step it waits for (a person with a second factor, or whose company requires one). */
export const requestAccessToken = async (body: AccessTokenRequest) => {
  const [answer, { signInResponse }] = await Promise.all([
    http('/auth/access-tokens', { method: 'POST', body, anonymous: true }),
    authSchemas(),
  ]);
  return signInResponse.parse(answer);
};

export const requestOneTimeCode = (body: OneTimeCodeRequest) =>
  http<void>('/auth/one-time-code', { method: 'POST', body, anonymous: true });

export const sendPasswordResetEmail = (body: { email: string }) =>
  http<void>('/auth/send-password-reset-email', { method: 'POST', body, anonymous: true });

/** Sets the password with a mailed token; answers whose password it is. */
const setPassword = async (path: '/auth/password-reset' | '/auth/password-create', body: PasswordResetRequest | PasswordCreateRequest) => {
  const [answer, { passwordSetResponse }] = await Promise.all([http(path, { method: 'POST', body, anonymous: true }), authSchemas()]);
  return passwordSetResponse.parse(answer);
};

export const resetPassword = (body: PasswordResetRequest) => setPassword('/auth/password-reset', body);

export const createPassword = (body: PasswordCreateRequest) => setPassword('/auth/password-create', body);

/** A password change ends every earlier session, this one included: keep the new pair the server answers. */
/** The change answers a new session (the old one ends): stored as a replacement, so the old one's end does not sign out. */
export const changePassword = (body: ChangePasswordRequest) =>
  replacingSession(async () => {
    const [answer, { changePasswordResponse }] = await Promise.all([
      http('/auth/change-password', { method: 'POST', body }),
      authSchemas(),
    ]);
    storeTokens(changePasswordResponse.parse(answer));
  });

/**
 * Any grant: on success every cached answer of a previous session is dropped and the tokens are stored. Plain calls,
 * not mutations: the sign-in pages load without the query cache (docs/decisions/delivery.md).
 */
export const signIn = async (body: AccessTokenRequest): Promise<SecondFactorPending | null> => {
  const answer = await requestAccessToken(body);
  if ('secondFactor' in answer) return answer;
  startSession(answer);
  return null;
};

function startSession(tokens: AccessTokenResponse): void {
  resetSessionCaches();
  storeTokens(tokens);
}

/** The second step: the authenticator app's code or a recovery code, with the first step's challenge. */
export const completeSecondFactor = async (challengeToken: string, code: string) => {
  const [answer, { accessTokenResponse }] = await Promise.all([
    http('/second-factor/sign-in', { method: 'POST', body: { challengeToken, code }, anonymous: true }),
    authSchemas(),
  ]);
  startSession(accessTokenResponse.parse(answer));
};

/**
 * Sign in with a passkey: with the first step's challenge it is the second step (the person's passkeys), without it
 * the passwordless sign-in (any passkey of the site, which counts as both factors).
 */
export const signInWithPasskey = async (challengeToken?: string) => {
  const options = await http<PasskeyRequestOptions>('/passkeys/sign-in/options', {
    method: 'POST',
    body: { challengeToken },
    anonymous: true,
  });
  const passkey = await answerWithPasskey(options);
  const [answer, { accessTokenResponse }] = await Promise.all([
    http('/passkeys/sign-in', { method: 'POST', body: { challengeToken, passkey }, anonymous: true }),
    authSchemas(),
  ]);
  startSession(accessTokenResponse.parse(answer));
};

/** A person whose company requires a second factor sets up an app before signing in: its secret first. */
export const startRequiredEnrolment = (challengeToken: string) =>
  http<TotpEnrolment>('/second-factor/sign-in/enrolment', { method: 'POST', body: { challengeToken }, anonymous: true });

/** …then its first code: the session starts, and the recovery codes are shown once. */
export const confirmRequiredEnrolment = async (challengeToken: string, code: string): Promise<string[]> => {
  const answer = await http<SignInEnrolmentResponse>('/second-factor/sign-in/enrolment/confirmation', {
    method: 'POST',
    body: { challengeToken, code },
    anonymous: true,
  });
  const { recoveryCodes, ...tokens } = answer;
  startSession(tokens);
  return recoveryCodes;
};

/**
 * …or adds a passkey instead: the options for the first step's person, the browser's new credential, saved under the
 * name given; the session starts and the recovery codes are shown once.
 */
export const enrolPasskeyAtSignIn = async (challengeToken: string, name: string): Promise<string[]> => {
  const options = await http<PasskeyCreationOptions>('/passkeys/sign-in/enrolment/options', {
    method: 'POST',
    body: { challengeToken },
    anonymous: true,
  });
  const response = await createPasskey(options);
  const answer = await http<SignInEnrolmentResponse>('/passkeys/sign-in/enrolment', {
    method: 'POST',
    body: { challengeToken, name, response },
    anonymous: true,
  });
  const { recoveryCodes, ...tokens } = answer;
  startSession(tokens);
  return recoveryCodes;
};
