import { describe, expect, it, vi } from 'vitest';
import { ONE_TIME_CODE_TTL_S } from '@portal/contracts';
import { expectValidationError, useTestApp } from '../../../test/test-app.ts';
import { createUser, type TestUser } from '../../../test/user-factory.ts';
import { currentUser, lastMailedCode, outboxFor, postAccessTokens } from '../../../test/auth-calls.ts';
import { AUTH_MESSAGES } from './auth.messages.ts';

const ctx = useTestApp();

const newUser = (isActive = true) => createUser(ctx.database.db, { supplierId: ctx.seed.supplierIds.acme, isActive });
const requestCode = (email: unknown, remoteAddress = '10.0.1.1') =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/one-time-code', payload: { email }, remoteAddress });
const signInWithCode = (user: TestUser, oneTimeCode: string) => postAccessTokens(ctx.app, { email: user.email, oneTimeCode });
const wrongCodeFor = (code: string) => (code === '000000' ? '111111' : '000000');

describe('POST /auth/one-time-code', () => {
  it('mails a 6-digit code that signs the user in', async () => {
    const user = await newUser();
    const res = await requestCode(user.email);
    expect(res.statusCode).toBe(204);
    const mails = await outboxFor(ctx.app, user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: user.email, subject: 'Your Supplier Portal sign-in code' });
    const code = await lastMailedCode(ctx.app, user.email);
    const signIn = await signInWithCode(user, code);
    expect(signIn.statusCode).toBe(200);
    expect((await currentUser(ctx.app, signIn.json().accessToken)).json()).toMatchObject({ userName: user.email });
  });

  it('answers an unknown e-mail the same way and mails nothing', async () => {
    const known = await newUser();
    const knownRes = await requestCode(known.email);
    const unknownRes = await requestCode('nobody-here@factory.test');
    expect(unknownRes.statusCode).toBe(knownRes.statusCode);
    expect(unknownRes.body).toBe(knownRes.body);
    expect(await outboxFor(ctx.app, 'nobody-here@factory.test')).toEqual([]);
  });

  it('mails no code to an inactive user', async () => {
    const user = await newUser(false);
    expect((await requestCode(user.email)).statusCode).toBe(204);
    expect(await outboxFor(ctx.app, user.email)).toEqual([]);
  });

  it.each([
    ['missing', undefined, 'Field is required'],
    ['not an e-mail', 'not-an-email', undefined],
    ['a number', 42, undefined],
  ])('refuses an email that is %s', async (_case, email, message) => {
    expectValidationError(await requestCode(email), '$.email', message);
  });

  it('refuses an extra field', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/auth/one-time-code', payload: { email: 'a@b.test', phone: '1' } });
    expect(res.statusCode).toBe(400);
  });
});

describe('sign-in with email and oneTimeCode', () => {
  it('refuses a wrong code', async () => {
    const user = await newUser();
    await requestCode(user.email);
    const code = await lastMailedCode(ctx.app, user.email);
    const res = await signInWithCode(user, wrongCodeFor(code));
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe(AUTH_MESSAGES.codeInvalid);
    expect((await signInWithCode(user, code)).statusCode).toBe(200);
  });

  it('burns the code after 5 wrong tries', async () => {
    const user = await newUser();
    await requestCode(user.email);
    const code = await lastMailedCode(ctx.app, user.email);
    for (let i = 0; i < 5; i++) expect((await signInWithCode(user, wrongCodeFor(code))).statusCode).toBe(400);
    expect((await signInWithCode(user, code)).json().detail).toBe(AUTH_MESSAGES.codeInvalid);
  });

  it('accepts the right code after 4 wrong tries', async () => {
    const user = await newUser();
    await requestCode(user.email);
    const code = await lastMailedCode(ctx.app, user.email);
    for (let i = 0; i < 4; i++) await signInWithCode(user, wrongCodeFor(code));
    expect((await signInWithCode(user, code)).statusCode).toBe(200);
  });

  it('refuses a code after 10 minutes', async () => {
    const user = await newUser();
    await requestCode(user.email);
    const code = await lastMailedCode(ctx.app, user.email);
    const clock = vi.spyOn(ctx.app.clock, 'now').mockReturnValue(new Date(Date.now() + ONE_TIME_CODE_TTL_S * 1000 + 1000));
    try {
      expect((await signInWithCode(user, code)).json().detail).toBe(AUTH_MESSAGES.codeInvalid);
    } finally {
      clock.mockRestore();
    }
  });

  it('accepts a code once only', async () => {
    const user = await newUser();
    await requestCode(user.email);
    const code = await lastMailedCode(ctx.app, user.email);
    expect((await signInWithCode(user, code)).statusCode).toBe(200);
    expect((await signInWithCode(user, code)).statusCode).toBe(400);
  });

  it('replaces the earlier code when a new one is requested', async () => {
    const user = await newUser();
    await requestCode(user.email);
    const first = await lastMailedCode(ctx.app, user.email);
    let second = first;
    // Two random codes can match (1 in a million); ask again until they differ so the test means something.
    while (second === first) {
      await requestCode(user.email, `10.0.2.${Math.floor(Math.random() * 250)}`);
      second = await lastMailedCode(ctx.app, user.email);
    }
    expect((await signInWithCode(user, first)).statusCode).toBe(400);
    expect((await signInWithCode(user, second)).statusCode).toBe(200);
  });

  it('refuses a code for an e-mail that has no account', async () => {
    const res = await postAccessTokens(ctx.app, { email: 'ghost@factory.test', oneTimeCode: '123456' });
    expect(res.json().detail).toBe(AUTH_MESSAGES.codeInvalid);
  });
});
