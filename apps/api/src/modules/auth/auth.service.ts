// POST /auth/access-tokens: picks the one grant of the request and signs in with it. A person with a second factor (or
// whose company requires one) gets the second step's challenge instead of a session (modules/second-factor).
import { MESSAGES, SIGN_IN_THROTTLE_MAX_FAILURES, type AccessTokenRequest, type SignInResponse } from '@portal/contracts';
import { Invalid } from '../../platform/errors.ts';
import { dummyPasswordHash, verifyPassword } from './password-hashes.ts';
import type { AuthDeps, SignInClient } from './auth.deps.ts';
import { AUTH_MESSAGES } from './auth.messages.ts';
import { findUserByUserName } from './auth.queries.ts';
import { clearAttempts, countAttempt } from './auth.throttle.ts';
import { signInWithOneTimeCode } from './one-time-code.service.ts';
import {
  actForSignInSupplier,
  afterFirstStep,
  auditRefusal,
  refreshSession,
  signInRefused,
  signInWithAuthToken,
} from './sessions.service.ts';

type Grant = 'password' | 'refreshToken' | 'authToken' | 'oneTimeCode';

/** A grant is present when any of its fields is sent with a value (null counts as absent). */
function grantsOf(body: AccessTokenRequest): Grant[] {
  const present = (v: string | null | undefined) => v !== undefined && v !== null;
  const grants: Grant[] = [];
  if (present(body.username) || present(body.password)) grants.push('password');
  if (present(body.refreshToken)) grants.push('refreshToken');
  if (present(body.authToken)) grants.push('authToken');
  if (present(body.email) || present(body.oneTimeCode)) grants.push('oneTimeCode');
  return grants;
}

/** Every field of the grant must be a non-blank string; the message is the spec's "Field is required". */
function requireFields<K extends keyof AccessTokenRequest>(body: AccessTokenRequest, keys: K[]): Record<K, string> {
  const errors: Record<string, string[]> = {};
  for (const key of keys) if (!body[key]?.trim()) errors[`$.${key}`] = [MESSAGES.required];
  if (Object.keys(errors).length) throw new Invalid(errors);
  return Object.fromEntries(keys.map((k) => [k, body[k]!])) as Record<K, string>;
}

export async function signIn(deps: AuthDeps, body: AccessTokenRequest, client: SignInClient): Promise<SignInResponse> {
  const grants = grantsOf(body);
  if (grants.length !== 1) throw signInRefused(AUTH_MESSAGES.oneGrant);
  switch (grants[0]!) {
    case 'password': {
      const { username, password } = requireFields(body, ['username', 'password']);
      return signInWithPassword(deps, username, password, client);
    }
    case 'refreshToken':
      return refreshSession(deps, requireFields(body, ['refreshToken']).refreshToken);
    case 'authToken':
      return signInWithAuthToken(deps, requireFields(body, ['authToken']).authToken, client);
    case 'oneTimeCode': {
      const { email, oneTimeCode } = requireFields(body, ['email', 'oneTimeCode']);
      return signInWithOneTimeCode(deps, email, oneTimeCode, client);
    }
  }
}

async function signInWithPassword(deps: AuthDeps, username: string, password: string, client: SignInClient): Promise<SignInResponse> {
  const key = { kind: 'sign-in', subject: username, ip: client.ip } as const;
  // counted before the check of the password: a failure stays counted, a success clears the key
  await countAttempt(deps, key, SIGN_IN_THROTTLE_MAX_FAILURES);
  const user = await findUserByUserName(deps.db, username);
  actForSignInSupplier(user);
  // Unknown users are checked against a dummy hash so the answer takes as long as for a real one.
  const matches = await verifyPassword(password, user?.passwordHash ?? (await dummyPasswordHash()));
  if (!user || !user.passwordHash || !matches || !user.isActive) {
    auditRefusal(deps, user, 'password', client);
    throw signInRefused(user?.passwordHash && matches ? AUTH_MESSAGES.inactiveUser : AUTH_MESSAGES.wrongCredentials);
  }
  // the company signs in with its own identity provider: told only after the right password, as "inactive" is
  const enforced = await deps.ssoEnforcement?.refusal(user.email);
  if (enforced) {
    auditRefusal(deps, user, 'password', client);
    throw signInRefused(enforced);
  }
  await clearAttempts(deps, key);
  return afterFirstStep(deps, user, 'password', client);
}
