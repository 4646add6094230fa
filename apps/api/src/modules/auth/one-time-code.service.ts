// Sign-in by e-mail: a 6-digit code, 10 minutes, single use, burnt after 5 wrong tries; a new request replaces it.
import { ONE_TIME_CODE_MAX_TRIES, ONE_TIME_CODE_TTL_S, SIGN_IN_THROTTLE_MAX_FAILURES, type SignInResponse } from '@portal/contracts';
import type { AuthDeps, SignInClient } from './auth.deps.ts';
import { oneTimeCodeMail } from './auth.mails.ts';
import { AUTH_MESSAGES } from './auth.messages.ts';
import { countWrongCode, findOneTimeCode, findUserByEmail, replaceOneTimeCode, spendOneTimeCode } from './auth.queries.ts';
import { hashesEqual, hashOneTimeCode, newOneTimeCode } from './auth.secrets.ts';
import { clearAttempts, countAttempt } from './auth.throttle.ts';
import { writeRequestedMail } from './mail-request-claim.ts';
import { actForSignInSupplier, afterFirstStep, auditRefusal, signInRefused } from './sessions.service.ts';

async function refuseWhereSsoEnforced(deps: AuthDeps, email: string): Promise<void> {
  const enforced = await deps.ssoEnforcement?.refusal(email);
  if (enforced) throw signInRefused(enforced);
}

/** Requests of codes (and reset mails) per e-mail and IP in the throttle window. */
export const MAIL_REQUESTS_PER_WINDOW = 5;

/** Same answer whether or not the address belongs to a user; only real, active users get a mail. */
export async function requestOneTimeCode(deps: AuthDeps, email: string, ip: string): Promise<void> {
  const key = { kind: 'one-time-code', subject: email, ip } as const;
  const request = await countAttempt(deps, key, MAIL_REQUESTS_PER_WINDOW);
  // the company signs in with its own identity provider: no code for its domain (the same words for every address there)
  await refuseWhereSsoEnforced(deps, email);
  // after the answer, so its duration does not tell whether the address is a user's
  deps.afterResponse.run('one-time code mail', () => mailOneTimeCode(deps, email, request.id));
}

/** The code and its mail (writeRequestedMail: once, with the request marked handled; again by the sweep). */
export async function mailOneTimeCode(deps: AuthDeps, email: string, requestId: number): Promise<void> {
  await writeRequestedMail(deps, email, requestId, async (tx, user, now) => {
    const code = newOneTimeCode();
    await replaceOneTimeCode(tx, {
      userId: user.id,
      codeHash: hashOneTimeCode(user.id, code),
      expiresOn: new Date(now.getTime() + ONE_TIME_CODE_TTL_S * 1000),
      createdOn: now,
    });
    await deps.mailer.send(oneTimeCodeMail(user.email, code), tx);
  });
}

export async function signInWithOneTimeCode(deps: AuthDeps, email: string, code: string, client: SignInClient): Promise<SignInResponse> {
  const key = { kind: 'code-attempt', subject: email, ip: client.ip } as const;
  // counted before the code is checked: a failure stays counted, a success clears the key
  await countAttempt(deps, key, SIGN_IN_THROTTLE_MAX_FAILURES);
  await refuseWhereSsoEnforced(deps, email);
  const now = deps.clock.now();
  const user = await findUserByEmail(deps.db, email);
  actForSignInSupplier(user);
  const refuse = () => {
    auditRefusal(deps, user, 'code', client);
    return signInRefused(AUTH_MESSAGES.codeInvalid);
  };
  const stored = user ? await findOneTimeCode(deps.db, user.id) : undefined;
  if (!user || !stored || stored.usedOn || stored.expiresOn <= now || stored.failedAttempts >= ONE_TIME_CODE_MAX_TRIES) throw refuse();
  if (!hashesEqual(stored.codeHash, hashOneTimeCode(user.id, code.trim()))) {
    await countWrongCode(deps.db, stored.id);
    throw refuse();
  }
  if (!(await spendOneTimeCode(deps.db, stored.id, now)) || !user.isActive) throw refuse();
  await clearAttempts(deps, key);
  return afterFirstStep(deps, user, 'code', client);
}
