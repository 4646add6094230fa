import { describe, expect, it, vi } from 'vitest';
import { SIGN_IN_THROTTLE_MAX_FAILURES, SIGN_IN_THROTTLE_WINDOW_S } from '@portal/contracts';
import { useTestApp } from '../../../test/test-app.ts';
import { createUser, type TestUser } from '../../../test/user-factory.ts';
import { lastMailedCode, postAccessTokens } from '../../../test/auth-calls.ts';
import { AUTH_MESSAGES } from './auth.messages.ts';
import { MAIL_REQUESTS_PER_WINDOW } from './one-time-code.service.ts';

const ctx = useTestApp();

const newUser = () => createUser(ctx.database.db, { supplierId: ctx.seed.supplierIds.acme });
const signIn = (user: TestUser, password: string, ip: string) => postAccessTokens(ctx.app, { username: user.email, password }, ip);

async function failSignIns(user: TestUser, ip: string, times = SIGN_IN_THROTTLE_MAX_FAILURES) {
  for (let i = 0; i < times; i++) expect((await signIn(user, 'wrong-password', ip)).statusCode).toBe(400);
}

describe('sign-in throttling', () => {
  it('answers 429 with Retry-After after 10 failures, even for the right password', async () => {
    const user = await newUser();
    await failSignIns(user, '10.1.0.1');
    const res = await signIn(user, user.password, '10.1.0.1');
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ title: 'Too Many Requests', status: 429, detail: AUTH_MESSAGES.throttled });
    const retryAfter = Number(res.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(SIGN_IN_THROTTLE_WINDOW_S - 60);
    expect(retryAfter).toBeLessThanOrEqual(SIGN_IN_THROTTLE_WINDOW_S);
  });

  it('still lets the 10th try in (9 failures do not throttle)', async () => {
    const user = await newUser();
    await failSignIns(user, '10.1.0.2', SIGN_IN_THROTTLE_MAX_FAILURES - 1);
    expect((await signIn(user, user.password, '10.1.0.2')).statusCode).toBe(200);
  });

  it('leaves other accounts from the same IP and the same account from another IP alone', async () => {
    const user = await newUser();
    const other = await newUser();
    await failSignIns(user, '10.1.0.3');
    expect((await signIn(other, other.password, '10.1.0.3')).statusCode).toBe(200);
    expect((await signIn(user, user.password, '10.1.0.4')).statusCode).toBe(200);
    expect((await signIn(user, user.password, '10.1.0.3')).statusCode).toBe(429);
  });

  it('counts unknown user names too, per name', async () => {
    for (let i = 0; i < SIGN_IN_THROTTLE_MAX_FAILURES; i++)
      await postAccessTokens(ctx.app, { username: 'ghost@factory.test', password: 'x' }, '10.1.0.5');
    expect((await postAccessTokens(ctx.app, { username: 'ghost@factory.test', password: 'x' }, '10.1.0.5')).statusCode).toBe(429);
  });

  it('lets the account in again once the window has passed', async () => {
    const user = await newUser();
    await failSignIns(user, '10.1.0.6');
    const clock = vi.spyOn(ctx.app.clock, 'now').mockReturnValue(new Date(Date.now() + SIGN_IN_THROTTLE_WINDOW_S * 1000 + 1000));
    try {
      expect((await signIn(user, user.password, '10.1.0.6')).statusCode).toBe(200);
    } finally {
      clock.mockRestore();
    }
  });

  it('counts attempts sent at once: of 20 concurrent wrong passwords, 10 are refused as wrong and 10 throttled', async () => {
    const user = await newUser();
    const answers = await Promise.all(Array.from({ length: 20 }, () => signIn(user, 'wrong-password', '10.1.0.8')));
    const statuses = answers.map((res) => res.statusCode).sort();
    expect(statuses).toEqual([
      ...Array<number>(SIGN_IN_THROTTLE_MAX_FAILURES).fill(400),
      ...Array<number>(20 - SIGN_IN_THROTTLE_MAX_FAILURES).fill(429),
    ]);
  });

  it('a success clears only its own account: another account keeps its failures', async () => {
    const user = await newUser();
    const other = await newUser();
    await failSignIns(other, '10.1.0.7');
    await failSignIns(user, '10.1.0.7', SIGN_IN_THROTTLE_MAX_FAILURES - 1);
    expect((await signIn(user, user.password, '10.1.0.7')).statusCode).toBe(200);
    expect((await signIn(other, other.password, '10.1.0.7')).statusCode).toBe(429);
    // The success reset this account's own count: 9 more failures still do not throttle it.
    await failSignIns(user, '10.1.0.7', SIGN_IN_THROTTLE_MAX_FAILURES - 1);
    expect((await signIn(user, user.password, '10.1.0.7')).statusCode).toBe(200);
  });
});

describe('mail request throttling', () => {
  const requestCode = (email: string, ip: string) =>
    ctx.app.inject({ method: 'POST', url: '/api/auth/one-time-code', payload: { email }, remoteAddress: ip });
  const requestReset = (email: string, ip: string) =>
    ctx.app.inject({ method: 'POST', url: '/api/auth/send-password-reset-email', payload: { email }, remoteAddress: ip });

  it.each([
    ['one-time-code', requestCode],
    ['reset-mail', requestReset],
  ])('allows 5 %s requests per e-mail and IP, then 429 (known or unknown e-mail alike)', async (_kind, request) => {
    const user = await newUser();
    for (const email of [user.email, `unknown-${_kind}@factory.test`]) {
      for (let i = 0; i < MAIL_REQUESTS_PER_WINDOW; i++) expect((await request(email, '10.2.0.1')).statusCode).toBe(204);
      const res = await request(email, '10.2.0.1');
      expect(res.statusCode).toBe(429);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      expect((await request(email, '10.2.0.2')).statusCode).toBe(204);
    }
  });

  it('counts mail requests sent at once: 5 of 12 concurrent reset requests pass', async () => {
    const answers = await Promise.all(Array.from({ length: 12 }, () => requestReset('concurrent@factory.test', '10.2.0.3')));
    expect(answers.filter((res) => res.statusCode === 204)).toHaveLength(MAIL_REQUESTS_PER_WINDOW);
    expect(answers.filter((res) => res.statusCode === 429)).toHaveLength(12 - MAIL_REQUESTS_PER_WINDOW);
  });
});

describe('one-time code attempt throttling', () => {
  it('throttles wrong codes per e-mail and IP after 10 failures, across new codes', async () => {
    const user = await newUser();
    const requestCode = () =>
      ctx.app.inject({ method: 'POST', url: '/api/auth/one-time-code', payload: { email: user.email }, remoteAddress: '10.3.0.9' });
    let failures = 0;
    // Each code burns after 5 wrong tries; asking for a new code must not reset the attempt count.
    while (failures < SIGN_IN_THROTTLE_MAX_FAILURES) {
      await requestCode();
      const code = await lastMailedCode(ctx.app, user.email);
      for (let i = 0; i < 5 && failures < SIGN_IN_THROTTLE_MAX_FAILURES; i++, failures++) {
        const wrong = code === '000000' ? '111111' : '000000';
        expect((await postAccessTokens(ctx.app, { email: user.email, oneTimeCode: wrong }, '10.3.0.1')).statusCode).toBe(400);
      }
    }
    await requestCode();
    const code = await lastMailedCode(ctx.app, user.email);
    expect((await postAccessTokens(ctx.app, { email: user.email, oneTimeCode: code }, '10.3.0.1')).statusCode).toBe(429);
    expect((await postAccessTokens(ctx.app, { email: user.email, oneTimeCode: code }, '10.3.0.2')).statusCode).toBe(200);
  });
});
