// A code or reset-mail request whose process died between the answer and writing the mail (its after-response task
// never ran) is finished by the sweep of any process, once; a request its own process finished is not mailed again.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { sqlRows, useTestApp } from '../../../test/test-app.ts';
import { createUser } from '../../../test/user-factory.ts';
import { lastMailedCode, lastMailedToken, outboxFor, postAccessTokens } from '../../../test/auth-calls.ts';
import { authDeps } from './auth.deps.ts';
import { finishMailRequests, UNHANDLED_AFTER_MS } from './mail-requests.ts';

const ctx = useTestApp();
afterEach(() => vi.restoreAllMocks());

const newUser = () => createUser(ctx.database.db, { supplierId: ctx.seed.supplierIds.acme });
const ask = (url: string, email: string, ip: string) =>
  ctx.app.inject({ method: 'POST', url: `/api/auth/${url}`, payload: { email }, remoteAddress: ip });
/** As if the process died right after answering: the request's after-response task never runs. */
const dieAfterAnswering = () => vi.spyOn(ctx.app.afterResponse, 'run').mockImplementation(() => undefined);
/** Another process's sweep, the given time after the request. */
async function sweepLater(ms = UNHANDLED_AFTER_MS + 1_000): Promise<number> {
  const clock = vi.spyOn(ctx.app.clock, 'now').mockReturnValue(new Date(Date.now() + ms));
  try {
    return await finishMailRequests(authDeps(ctx.app));
  } finally {
    clock.mockRestore();
  }
}
const unhandled = async () =>
  (
    await sqlRows<{ n: number }>(
      ctx.database,
      sql`select count(*)::int as n from auth_attempts where handled_on is null and kind in ('reset-mail', 'one-time-code')`,
    )
  )[0]!.n;

describe('mail requests whose process died before the mail', () => {
  it('mails the reset link once, later, through the sweep; the link works', async () => {
    const user = await newUser();
    const died = dieAfterAnswering();
    expect((await ask('send-password-reset-email', user.email, '10.7.0.1')).statusCode).toBe(204);
    died.mockRestore();
    expect(await outboxFor(ctx.app, user.email)).toHaveLength(0);
    expect(await sweepLater(1_000)).toBe(0); // its own process may still be writing it
    expect(await sweepLater()).toBeGreaterThanOrEqual(1);
    await sweepLater();
    expect(await outboxFor(ctx.app, user.email)).toHaveLength(1);
    const token = await lastMailedToken(ctx.app, user.email);
    const reset = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset',
      payload: { passwordResetToken: token, newPassword: 'A-new-password-123!', confirmPassword: 'A-new-password-123!' },
    });
    expect(reset.statusCode, reset.body).toBeLessThan(300);
  });

  it('mails the sign-in code once through the sweep; the code signs in', async () => {
    const user = await newUser();
    const died = dieAfterAnswering();
    expect((await ask('one-time-code', user.email, '10.7.0.2')).statusCode).toBe(204);
    died.mockRestore();
    await sweepLater();
    await sweepLater();
    expect(await outboxFor(ctx.app, user.email)).toHaveLength(1);
    const code = await lastMailedCode(ctx.app, user.email);
    expect((await postAccessTokens(ctx.app, { email: user.email, oneTimeCode: code }, '10.7.0.2')).statusCode).toBe(200);
  });

  it('does not mail again what the request itself mailed, and mails nobody for an unknown address', async () => {
    const user = await newUser();
    expect((await ask('send-password-reset-email', user.email, '10.7.0.3')).statusCode).toBe(204);
    await ctx.app.afterResponse.idle();
    const died = dieAfterAnswering();
    expect((await ask('send-password-reset-email', 'nobody-here@factory.test', '10.7.0.3')).statusCode).toBe(204);
    died.mockRestore();
    await sweepLater();
    expect(await outboxFor(ctx.app, user.email)).toHaveLength(1);
    expect(await outboxFor(ctx.app, 'nobody-here@factory.test')).toHaveLength(0);
    expect(await unhandled()).toBe(0);
  });
});
