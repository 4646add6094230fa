// Texts of the sign-in and password answers the spec leaves open (listed in docs/decisions/auth.md).
export const AUTH_MESSAGES = {
  oneGrant: 'Provide exactly one way to sign in: username and password, refreshToken, authToken, or email and oneTimeCode.',
  wrongCredentials: 'The username or password is incorrect.',
  inactiveUser: 'This account is inactive. Please contact your company administrator.',
  refreshInvalid: 'The session has expired. Please sign in again.',
  refreshReused: 'The session was ended because its refresh token was used twice. Please sign in again.',
  authTokenInvalid: 'The authorization token is invalid or has expired.',
  codeInvalid: 'The code is incorrect or has expired. Please request a new code.',
  resetTokenInvalid: 'The password reset link is invalid or has expired. Please request a new one.',
  createTokenInvalid: 'The password create link is invalid or has expired. Please ask your administrator for a new one.',
  wrongCurrentPassword: 'The current password is incorrect.',
  throttled: 'Too many attempts. Please wait and try again later.',
} as const;
