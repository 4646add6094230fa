// The auth module's public entry: the sign-in, session and password routes app.ts registers.
export { authRoutes } from './auth.routes.ts';
// Finishes code and reset-mail requests whose process died before writing the mail (app.ts starts it).
export { registerMailRequestSweep } from './mail-requests.ts';
// For users administration: the Add user mail (password-create link) and ending a user's sessions.
export { mailPasswordCreateLink } from './passwords.service.ts';
export { authDeps, type AuthDeps } from './auth.deps.ts';
export { revokeUserRefreshTokens } from './auth.queries.ts';
// For the seed and the tests' user factory: the stored form of a password.
export { hashPassword } from './password-hashes.ts';
// The live stream's session signal (session-ended), which app.ts gives the platform's stream.
export { sessionEndedSource } from './session-ended-source.ts';
// For the second factor (modules/second-factor): the gate it gives the sign-in, and what completes its second step.
export type { SecondFactorGate, SignInClient, SsoEnforcement } from './auth.deps.ts';
export type { SignInUser } from './auth.queries.ts';
export { findUserById } from './auth.queries.ts';
export { actForSignInSupplier, auditRefusal, signInRefused, startSession } from './sessions.service.ts';
export { AUTH_MESSAGES } from './auth.messages.ts';
// For memberships (modules/memberships): a session of the person for another of their suppliers.
export { issueSession, keptFrom } from './sessions.service.ts';
export { signInClient } from './sign-in-client.ts';
// The recovery codes are kept as the passwords are (a salted scrypt hash).
export { verifyPassword } from './password-hashes.ts';
// A fresh verification before a factor is added (modules/second-factor): the session's sign-in, or the password.
export { confirmPassword } from './passwords.service.ts';
export { sessionOrigin, sessionSignedInOn } from './auth.queries.ts';
