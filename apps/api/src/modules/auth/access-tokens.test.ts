import { describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { REFRESH_TOKEN_TTL_S } from '@portal/contracts';
import { expectValidationError, useTestApp } from '../../../test/test-app.ts';
import { createUser } from '../../../test/user-factory.ts';
import { currentUser, postAccessTokens } from '../../../test/auth-calls.ts';
import { refreshTokens, users } from '../../db/schema/index.ts';
import { DEMO_PASSWORD } from '../../seed/demo.ts';
import { AUTH_MESSAGES } from './auth.messages.ts';
import { AUTH_TOKEN_TTL_S, issueAuthToken } from './sessions.service.ts';

const ctx = useTestApp();

const newUser = () => createUser(ctx.database.db, { supplierId: ctx.seed.supplierIds.acme });
const later = (seconds: number) => new Date(Date.now() + seconds * 1000);

describe('POST /auth/access-tokens with username and password', () => {
  it('signs in a demo user and the access token opens the current user', async () => {
    const res = await postAccessTokens(ctx.app, { username: 'clerk@acme.test', password: DEMO_PASSWORD });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({ accessToken: expect.any(String), refreshToken: expect.any(String), sessionKind: 'supplier' });
    expect(Buffer.from(body.refreshToken, 'base64url')).toHaveLength(32);
    expect((await currentUser(ctx.app, body.accessToken)).json()).toMatchObject({ userName: 'clerk@acme.test' });
  });

  it("says an operator's session is an operator's, so the web app opens the console without calling supplier calls", async () => {
    const res = await postAccessTokens(ctx.app, { username: 'ops@marketplace.test', password: DEMO_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ sessionKind: 'operator' });
    const refreshed = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/access-tokens',
      payload: { refreshToken: res.json().refreshToken },
    });
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    expect(refreshed.json()).toMatchObject({ sessionKind: 'operator' });
  });

  it('accepts the user name in any case', async () => {
    const res = await postAccessTokens(ctx.app, { username: 'Clerk@ACME.test', password: DEMO_PASSWORD });
    expect(res.statusCode).toBe(200);
  });

  it('stores the refresh token only as a hash', async () => {
    const { refreshToken } = (await postAccessTokens(ctx.app, { username: 'clerk@acme.test', password: DEMO_PASSWORD })).json();
    const rows = await ctx.database.db.select().from(refreshTokens);
    expect(rows.some((r) => r.tokenHash === refreshToken)).toBe(false);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.tokenHash))).toBe(true);
  });

  it('refuses a wrong password with 400 and the credentials message', async () => {
    const res = await postAccessTokens(ctx.app, { username: 'clerk@acme.test', password: 'wrong-password' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ title: 'Bad Request', status: 400, detail: AUTH_MESSAGES.wrongCredentials });
  });

  it('answers an unknown user exactly like a wrong password', async () => {
    const res = await postAccessTokens(ctx.app, { username: 'nobody@acme.test', password: DEMO_PASSWORD });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe(AUTH_MESSAGES.wrongCredentials);
  });

  it('refuses a user without a password yet', async () => {
    const user = await createUser(ctx.database.db, { supplierId: ctx.seed.supplierIds.acme, password: null });
    const res = await postAccessTokens(ctx.app, { username: user.email, password: 'anything-at-all' });
    expect(res.json().detail).toBe(AUTH_MESSAGES.wrongCredentials);
  });

  it('refuses an inactive user even with the right password', async () => {
    const user = await createUser(ctx.database.db, { supplierId: ctx.seed.supplierIds.acme, isActive: false });
    const res = await postAccessTokens(ctx.app, { username: user.email, password: user.password });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe(AUTH_MESSAGES.inactiveUser);
  });
});

describe('POST /auth/access-tokens input', () => {
  it.each([
    ['username', { password: DEMO_PASSWORD }],
    ['username', { username: '', password: DEMO_PASSWORD }],
    ['username', { username: '   ', password: DEMO_PASSWORD }],
    ['password', { username: 'clerk@acme.test' }],
    ['password', { username: 'clerk@acme.test', password: '' }],
    ['password', { username: 'clerk@acme.test', password: null }],
    ['oneTimeCode', { email: 'clerk@acme.test' }],
    ['email', { oneTimeCode: '123456' }],
    ['refreshToken', { refreshToken: '' }],
    ['authToken', { authToken: '' }],
  ])('requires %s when its grant is used (%j)', async (field, payload) => {
    const res = await postAccessTokens(ctx.app, payload);
    expectValidationError(res, `$.${field}`, 'Field is required');
  });

  it.each(['username', 'password', 'refreshToken', 'authToken', 'oneTimeCode', 'email'])('refuses a number as %s', async (field) => {
    const res = await postAccessTokens(ctx.app, { [field]: 12345 });
    expectValidationError(res, `$.${field}`);
  });

  it('refuses an unknown field', async () => {
    const res = await postAccessTokens(ctx.app, { username: 'clerk@acme.test', password: DEMO_PASSWORD, rememberMe: true });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 400, title: 'Bad Request' });
    expect(JSON.stringify(res.json().errors)).toContain('rememberMe');
  });

  it('refuses an empty body and a body with two grants with a clear detail', async () => {
    for (const payload of [
      {},
      { username: 'clerk@acme.test', password: DEMO_PASSWORD, refreshToken: 'x' },
      { authToken: 'a', refreshToken: 'b' },
    ]) {
      const res = await postAccessTokens(ctx.app, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().detail).toBe(AUTH_MESSAGES.oneGrant);
    }
  });

  it('treats null fields as absent', async () => {
    const res = await postAccessTokens(ctx.app, {
      username: 'clerk@acme.test',
      password: DEMO_PASSWORD,
      refreshToken: null,
      authToken: null,
      email: null,
      oneTimeCode: null,
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('refresh token grant', () => {
  it('rotates: a new pair, the new refresh token works, the access token opens the session', async () => {
    const user = await newUser();
    const first = (await postAccessTokens(ctx.app, { username: user.email, password: user.password })).json();
    const res = await postAccessTokens(ctx.app, { refreshToken: first.refreshToken });
    expect(res.statusCode).toBe(200);
    const second = res.json();
    expect(second.refreshToken).not.toBe(first.refreshToken);
    expect((await currentUser(ctx.app, second.accessToken)).statusCode).toBe(200);
    expect((await postAccessTokens(ctx.app, { refreshToken: second.refreshToken })).statusCode).toBe(200);
  });

  it('refuses a spent refresh token and revokes its family (the newer sibling stops working too)', async () => {
    const user = await newUser();
    const first = (await postAccessTokens(ctx.app, { username: user.email, password: user.password })).json();
    const second = (await postAccessTokens(ctx.app, { refreshToken: first.refreshToken })).json();
    const replay = await postAccessTokens(ctx.app, { refreshToken: first.refreshToken });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().detail).toBe(AUTH_MESSAGES.refreshReused);
    const sibling = await postAccessTokens(ctx.app, { refreshToken: second.refreshToken });
    expect(sibling.statusCode).toBe(400);
    expect(sibling.json().detail).toBe(AUTH_MESSAGES.refreshInvalid);
  });

  it('leaves other sessions of the same user alone when one family is revoked', async () => {
    const user = await newUser();
    const a = (await postAccessTokens(ctx.app, { username: user.email, password: user.password })).json();
    const b = (await postAccessTokens(ctx.app, { username: user.email, password: user.password })).json();
    await postAccessTokens(ctx.app, { refreshToken: a.refreshToken });
    await postAccessTokens(ctx.app, { refreshToken: a.refreshToken });
    expect((await postAccessTokens(ctx.app, { refreshToken: b.refreshToken })).statusCode).toBe(200);
  });

  it('refuses an unknown refresh token', async () => {
    const res = await postAccessTokens(ctx.app, { refreshToken: 'not-a-token' });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe(AUTH_MESSAGES.refreshInvalid);
  });

  it('refuses a refresh token after 30 days', async () => {
    const user = await newUser();
    const { refreshToken } = (await postAccessTokens(ctx.app, { username: user.email, password: user.password })).json();
    const clock = vi.spyOn(ctx.app.clock, 'now').mockReturnValue(later(REFRESH_TOKEN_TTL_S + 1));
    try {
      const res = await postAccessTokens(ctx.app, { refreshToken });
      expect(res.statusCode).toBe(400);
      expect(res.json().detail).toBe(AUTH_MESSAGES.refreshInvalid);
    } finally {
      clock.mockRestore();
    }
  });

  it('refuses the refresh token of a user who was deactivated', async () => {
    const user = await newUser();
    const { refreshToken } = (await postAccessTokens(ctx.app, { username: user.email, password: user.password })).json();
    await ctx.database.db.update(users).set({ isActive: false }).where(eq(users.id, user.id));
    expect((await postAccessTokens(ctx.app, { refreshToken })).statusCode).toBe(400);
  });
});

describe('auth token grant and POST /auth/auth-tokens', () => {
  it('gives a signed-in user a single-use token that signs in once', async () => {
    const res = await ctx.as('clerk@acme.test', { method: 'POST', url: '/api/auth/auth-tokens' });
    expect(res.statusCode).toBe(200);
    const { authToken } = res.json();
    const signIn = await postAccessTokens(ctx.app, { authToken });
    expect(signIn.statusCode).toBe(200);
    expect((await currentUser(ctx.app, signIn.json().accessToken)).json()).toMatchObject({ userName: 'clerk@acme.test' });
    const again = await postAccessTokens(ctx.app, { authToken });
    expect(again.statusCode).toBe(400);
    expect(again.json().detail).toBe(AUTH_MESSAGES.authTokenInvalid);
  });

  it('refuses an auth token after 5 minutes', async () => {
    const authToken = await issueAuthToken(ctx.database.db, ctx.seed.userIds['clerk@acme.test']!);
    const clock = vi.spyOn(ctx.app.clock, 'now').mockReturnValue(later(AUTH_TOKEN_TTL_S + 1));
    try {
      expect((await postAccessTokens(ctx.app, { authToken })).statusCode).toBe(400);
    } finally {
      clock.mockRestore();
    }
  });

  it('refuses an unknown auth token', async () => {
    expect((await postAccessTokens(ctx.app, { authToken: 'made-up' })).json().detail).toBe(AUTH_MESSAGES.authTokenInvalid);
  });

  it('needs a session to issue one', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/auth/auth-tokens' });
    expect(res.statusCode).toBe(401);
  });
});
