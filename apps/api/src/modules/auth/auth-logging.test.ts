import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import { createUser } from '../../../test/user-factory.ts';
import { lastMailedCode, lastMailedToken, postAccessTokens } from '../../../test/auth-calls.ts';

const lines: string[] = [];
const ctx = useTestApp({ LOG_LEVEL: 'trace' }, { logStream: { write: (line) => void lines.push(line) } });

describe('logs during sign-in and password calls', () => {
  it('contain no password, token, code or refresh token', async () => {
    const user = await createUser(ctx.database.db, { supplierId: ctx.seed.supplierIds.acme });
    const secrets: string[] = [user.password];
    const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

    const first = (await postAccessTokens(ctx.app, { username: user.email, password: user.password })).json();
    await postAccessTokens(ctx.app, { username: user.email, password: 'Wrong-password-x' });
    secrets.push('Wrong-password-x', first.accessToken, first.refreshToken);
    const second = (await postAccessTokens(ctx.app, { refreshToken: first.refreshToken })).json();
    await postAccessTokens(ctx.app, { refreshToken: first.refreshToken });
    secrets.push(second.accessToken, second.refreshToken);

    await ctx.app.inject({ method: 'POST', url: '/api/auth/one-time-code', payload: { email: user.email } });
    const code = await lastMailedCode(ctx.app, user.email);
    const byCode = (await postAccessTokens(ctx.app, { email: user.email, oneTimeCode: code })).json();
    secrets.push(code, byCode.accessToken, byCode.refreshToken);

    const { authToken } = (
      await ctx.app.inject({ method: 'POST', url: '/api/auth/auth-tokens', headers: bearer(byCode.accessToken) })
    ).json();
    const byAuthToken = (await postAccessTokens(ctx.app, { authToken })).json();
    secrets.push(authToken, byAuthToken.accessToken, byAuthToken.refreshToken);

    await ctx.app.inject({ method: 'POST', url: '/api/auth/send-password-reset-email', payload: { email: user.email } });
    const resetToken = await lastMailedToken(ctx.app, user.email);
    const resetPassword = 'Reset-password-42';
    await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset',
      payload: { passwordResetToken: resetToken, newPassword: resetPassword, confirmPassword: resetPassword },
    });
    secrets.push(resetToken, resetPassword);

    const session = (await postAccessTokens(ctx.app, { username: user.email, password: resetPassword })).json();
    const changed = 'Changed-password-42';
    const change = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: bearer(session.accessToken),
      payload: { currentPassword: resetPassword, newPassword: changed, confirmPassword: changed },
    });
    expect(change.statusCode).toBe(200);
    secrets.push(session.accessToken, session.refreshToken, changed, change.json().accessToken, change.json().refreshToken);

    const log = lines.join('');
    // The capture works: every request left its lines.
    expect(log).toContain('/api/auth/access-tokens');
    expect(log).toContain('/api/auth/change-password');
    for (const secret of secrets) expect(log, `a secret leaked into the logs`).not.toContain(secret);
  });

  it('redacts secret fields a handler might log by mistake', () => {
    const before = lines.length;
    ctx.app.log.info(
      { body: { username: 'clerk@acme.test', password: 'Leaky-password-1', refreshToken: 'leaky-refresh' } },
      'careless line',
    );
    const line = lines.slice(before).join('');
    expect(line).toContain('careless line');
    expect(line).toContain('clerk@acme.test');
    expect(line).not.toContain('Leaky-password-1');
    expect(line).not.toContain('leaky-refresh');
  });
});
