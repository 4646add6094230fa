import { describe, expect, it, vi } from 'vitest';
import { PASSWORD_CREATE_TTL_S, PASSWORD_POLICY_MESSAGES, PASSWORD_RESET_TTL_S } from '@portal/contracts';
import { expectValidationError, useTestApp } from '../../../test/test-app.ts';
import { createUser, type TestUser } from '../../../test/user-factory.ts';
import { currentUser, lastMailedToken, outboxFor, postAccessTokens } from '../../../test/auth-calls.ts';
import { authDeps } from './auth.deps.ts';
import { AUTH_MESSAGES } from './auth.messages.ts';
import { issuePasswordCreateToken, mailPasswordCreateLink } from './passwords.service.ts';

const ctx = useTestApp({ PUBLIC_URL: 'https://portal.example.test' });

const NEW_PASSWORD = 'Brand-new-pass-9';
const newUser = (opts: { password?: string | null; isActive?: boolean } = {}) =>
  createUser(ctx.database.db, { supplierId: ctx.seed.supplierIds.acme, ...opts });
const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url: `/api/auth/${url}`, payload: payload as object, headers, remoteAddress: '10.0.3.1' });
const signIn = (user: TestUser, password: string) => postAccessTokens(ctx.app, { username: user.email, password });
const inFuture = (seconds: number) => vi.spyOn(ctx.app.clock, 'now').mockReturnValue(new Date(Date.now() + seconds * 1000));

describe('password reset by e-mail', () => {
  it('mails a link to PUBLIC_URL/password-reset, and the token sets a new password once', async () => {
    const user = await newUser();
    const session = (await signIn(user, user.password)).json();
    expect((await post('send-password-reset-email', { email: user.email })).statusCode).toBe(204);
    const [mail] = await outboxFor(ctx.app, user.email);
    expect(mail!.subject).toBe('Reset your Supplier Portal password');
    expect(mail!.text).toMatch(/https:\/\/portal\.example\.test\/password-reset\?token=[\w-]{43}\b/);
    expect(mail!.html).toContain('<a href="https://portal.example.test/password-reset?token=');
    const token = await lastMailedToken(ctx.app, user.email);

    const res = await post('password-reset', { passwordResetToken: token, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    expect(res.statusCode).toBe(200);
    // whose password it is: the sign-in page opens with the user name filled in
    // the factory's users sign in with their e-mail address as user name
    expect(res.json()).toEqual({ userName: user.email });
    expect((await signIn(user, NEW_PASSWORD)).statusCode).toBe(200);
    expect((await signIn(user, user.password)).statusCode).toBe(400);
    // Every earlier session ends: the old access token and refresh token are refused.
    expect((await currentUser(ctx.app, session.accessToken)).statusCode).toBe(401);
    expect((await postAccessTokens(ctx.app, { refreshToken: session.refreshToken })).statusCode).toBe(400);

    const again = await post('password-reset', {
      passwordResetToken: token,
      newPassword: 'Another-pass-99',
      confirmPassword: 'Another-pass-99',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().detail).toBe(AUTH_MESSAGES.resetTokenInvalid);
  });

  it('answers an unknown e-mail the same way and mails nothing', async () => {
    const user = await newUser();
    const known = await post('send-password-reset-email', { email: user.email });
    const unknown = await post('send-password-reset-email', { email: 'unknown-reset@factory.test' });
    expect([unknown.statusCode, unknown.body]).toEqual([known.statusCode, known.body]);
    expect(await outboxFor(ctx.app, 'unknown-reset@factory.test')).toEqual([]);
  });

  it('refuses a reset token after 60 minutes', async () => {
    const user = await newUser();
    await post('send-password-reset-email', { email: user.email });
    const token = await lastMailedToken(ctx.app, user.email);
    const clock = inFuture(PASSWORD_RESET_TTL_S + 1);
    try {
      const res = await post('password-reset', { passwordResetToken: token, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
      expect(res.json().detail).toBe(AUTH_MESSAGES.resetTokenInvalid);
    } finally {
      clock.mockRestore();
    }
  });

  it('refuses a create token used as a reset token', async () => {
    const user = await newUser({ password: null });
    const token = await issuePasswordCreateToken(ctx.database.db, user.id);
    const res = await post('password-reset', { passwordResetToken: token, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    expect(res.statusCode).toBe(400);
  });

  it('applies the password policy at $.newPassword and keeps the token usable', async () => {
    const user = await newUser();
    await post('send-password-reset-email', { email: user.email });
    const token = await lastMailedToken(ctx.app, user.email);
    expectValidationError(
      await post('password-reset', { passwordResetToken: token, newPassword: 'short', confirmPassword: 'short' }),
      '$.newPassword',
      'Minimum is 10 characters',
    );
    expectValidationError(
      await post('password-reset', { passwordResetToken: token, newPassword: user.email, confirmPassword: user.email }),
      '$.newPassword',
      PASSWORD_POLICY_MESSAGES.sameAsEmail,
    );
    expect(
      (await post('password-reset', { passwordResetToken: token, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD })).statusCode,
    ).toBe(200);
  });

  it.each([
    ['passwordResetToken', { newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }, 'Field is required'],
    ['passwordResetToken', { passwordResetToken: '', newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }, 'Field is required'],
    ['newPassword', { passwordResetToken: 'x', confirmPassword: NEW_PASSWORD }, 'Field is required'],
    ['newPassword', { passwordResetToken: 'x', newPassword: 5, confirmPassword: NEW_PASSWORD }, undefined],
    ['confirmPassword', { passwordResetToken: 'x', newPassword: NEW_PASSWORD }, 'Field is required'],
    [
      'confirmPassword',
      { passwordResetToken: 'x', newPassword: NEW_PASSWORD, confirmPassword: 'Different-pass-1' },
      'Passwords do not match',
    ],
  ])('refuses a reset request with a bad %s', async (field, payload, message) => {
    expectValidationError(await post('password-reset', payload), `$.${field}`, message);
  });

  it('refuses extra fields and a bad e-mail on the reset-mail request', async () => {
    expect(
      (await post('password-reset', { passwordResetToken: 'x', newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD, admin: true }))
        .statusCode,
    ).toBe(400);
    expectValidationError(await post('send-password-reset-email', { email: 'not-mail' }), '$.email');
    expectValidationError(await post('send-password-reset-email', {}), '$.email', 'Field is required');
    expect((await post('send-password-reset-email', { email: 'a@b.test', extra: 1 })).statusCode).toBe(400);
  });
});

describe('password create by link', () => {
  it('mails PUBLIC_URL/password-create and the token creates the first password', async () => {
    const user = await newUser({ password: null });
    await mailPasswordCreateLink(authDeps(ctx.app), user.id);
    const [mail] = await outboxFor(ctx.app, user.email);
    expect(mail!.subject).toBe('Create your Supplier Portal password');
    expect(mail!.text).toContain('https://portal.example.test/password-create?token=');
    const token = await lastMailedToken(ctx.app, user.email);
    const res = await post('password-create', { passwordCreateToken: token, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ userName: user.email });
    expect((await signIn(user, NEW_PASSWORD)).statusCode).toBe(200);
    const again = await post('password-create', { passwordCreateToken: token, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    expect(again.json().detail).toBe(AUTH_MESSAGES.createTokenInvalid);
  });

  it('keeps a create token for 7 days and refuses it after', async () => {
    const user = await newUser({ password: null });
    const token = await issuePasswordCreateToken(ctx.database.db, user.id);
    const payload = { passwordCreateToken: token, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD };
    const late = inFuture(PASSWORD_CREATE_TTL_S + 1);
    try {
      expect((await post('password-create', payload)).json().detail).toBe(AUTH_MESSAGES.createTokenInvalid);
    } finally {
      late.mockRestore();
    }
    const inTime = inFuture(PASSWORD_CREATE_TTL_S - 60);
    try {
      expect((await post('password-create', payload)).statusCode).toBe(200);
    } finally {
      inTime.mockRestore();
    }
  });

  it('refuses the link of an inactive user', async () => {
    const user = await newUser({ password: null, isActive: false });
    const token = await issuePasswordCreateToken(ctx.database.db, user.id);
    const res = await post('password-create', { passwordCreateToken: token, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    expect(res.statusCode).toBe(400);
  });

  it.each([
    ['passwordCreateToken', { newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }, 'Field is required'],
    ['newPassword', { passwordCreateToken: 'x', newPassword: '', confirmPassword: '' }, 'Field is required'],
    [
      'confirmPassword',
      { passwordCreateToken: 'x', newPassword: NEW_PASSWORD, confirmPassword: 'nope-nope-nope' },
      'Passwords do not match',
    ],
    ['passwordCreateToken', { passwordCreateToken: 7, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }, undefined],
  ])('refuses a create request with a bad %s', async (field, payload, message) => {
    expectValidationError(await post('password-create', payload), `$.${field}`, message);
  });

  it('applies the password policy', async () => {
    const user = await newUser({ password: null });
    const token = await issuePasswordCreateToken(ctx.database.db, user.id);
    expectValidationError(
      await post('password-create', { passwordCreateToken: token, newPassword: 'abc', confirmPassword: 'abc' }),
      '$.newPassword',
      'Minimum is 10 characters',
    );
  });
});

describe('POST /auth/change-password', () => {
  const change = async (user: TestUser, body: unknown) => {
    const { accessToken } = (await signIn(user, user.password)).json();
    return { accessToken, res: await post('change-password', body, { authorization: `Bearer ${accessToken}` }) };
  };

  it('changes the password, returns a fresh session and ends the old one', async () => {
    const user = await newUser();
    const { refreshToken: oldRefresh } = (await signIn(user, user.password)).json();
    const { accessToken, res } = await change(user, {
      currentPassword: user.password,
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(res.statusCode).toBe(200);
    const fresh = res.json();
    expect((await currentUser(ctx.app, fresh.accessToken)).statusCode).toBe(200);
    expect((await currentUser(ctx.app, accessToken)).statusCode).toBe(401);
    expect((await postAccessTokens(ctx.app, { refreshToken: oldRefresh })).statusCode).toBe(400);
    expect((await postAccessTokens(ctx.app, { refreshToken: fresh.refreshToken })).statusCode).toBe(200);
    expect((await signIn(user, user.password)).json().detail).toBe(AUTH_MESSAGES.wrongCredentials);
    expect((await signIn(user, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses a wrong current password at $.currentPassword', async () => {
    const user = await newUser();
    const { res } = await change(user, { currentPassword: 'not-the-password', newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    expectValidationError(res, '$.currentPassword', AUTH_MESSAGES.wrongCurrentPassword);
    expect((await signIn(user, user.password)).statusCode).toBe(200);
  });

  it('refuses mismatching confirmation at $.confirmPassword, also when empty', async () => {
    const user = await newUser();
    expectValidationError(
      (await change(user, { currentPassword: user.password, newPassword: NEW_PASSWORD, confirmPassword: 'Other-pass-123' })).res,
      '$.confirmPassword',
      'Passwords do not match',
    );
    expectValidationError(
      (await change(user, { currentPassword: user.password, newPassword: NEW_PASSWORD, confirmPassword: '' })).res,
      '$.confirmPassword',
      'Passwords do not match',
    );
  });

  it('applies the password policy at $.newPassword', async () => {
    const user = await newUser();
    expectValidationError(
      (await change(user, { currentPassword: user.password, newPassword: 'short-1', confirmPassword: 'short-1' })).res,
      '$.newPassword',
      'Minimum is 10 characters',
    );
    expectValidationError(
      (await change(user, { currentPassword: user.password, newPassword: user.password, confirmPassword: user.password })).res,
      '$.newPassword',
      PASSWORD_POLICY_MESSAGES.sameAsCurrent,
    );
  });

  it.each([
    ['currentPassword', { newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }],
    ['currentPassword', { currentPassword: '', newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }],
    ['newPassword', { currentPassword: 'x', confirmPassword: NEW_PASSWORD }],
    ['newPassword', { currentPassword: 'x', newPassword: 10, confirmPassword: NEW_PASSWORD }],
    ['confirmPassword', { currentPassword: 'x', newPassword: NEW_PASSWORD }],
  ])('refuses a change request with a bad %s', async (field, payload) => {
    const user = await newUser();
    expectValidationError((await change(user, payload)).res, `$.${field}`);
  });

  it('refuses an extra field', async () => {
    const user = await newUser();
    const { res } = await change(user, {
      currentPassword: user.password,
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
      userId: 1,
    });
    expect(res.statusCode).toBe(400);
  });

  it('needs a session', async () => {
    const res = await post('change-password', { currentPassword: 'x', newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    expect(res.statusCode).toBe(401);
  });
});
