import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { PASSKEY_MESSAGES, RECOVERY_CODE_COUNT, SECOND_FACTOR_MAX_FAILURES, SECOND_FACTOR_MESSAGES } from '@portal/contracts';
import { CLERK, expectValidationError, useTestApp, ACME } from '../../../test/test-app.ts';
import { createUser, type TestUser } from '../../../test/user-factory.ts';
import { currentUser, postAccessTokens } from '../../../test/auth-calls.ts';
import { enrolTotp, passwordStep, secondStep, stepsLater, stepStart, totpCodeAt } from '../../../test/second-factor-calls.ts';
import { totpFactors, users } from '../../db/schema/index.ts';
import { secondFactorDeps } from './second-factor.deps.ts';
import { secondFactorGate } from './sign-in-step.ts';

const ctx = useTestApp();

let base: Date;
let clock: ReturnType<typeof vi.spyOn>;
/** The app's clock at `steps` 30-second steps after the test's base instant. */
const at = (steps: number) => {
  const when = stepsLater(base, steps);
  clock.mockReturnValue(when);
  return when;
};

beforeEach(() => {
  base = stepStart(ctx.app.clock.now());
  clock = vi.spyOn(ctx.app.clock, 'now').mockReturnValue(base);
});
afterEach(() => clock.mockRestore());

const newUser = () => createUser(ctx.database.db, { supplierId: ctx.seed.supplierIds.acme });
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function signedIn(user: TestUser): Promise<string> {
  const res = await postAccessTokens(ctx.app, { username: user.email, password: user.password }, '10.0.8.1');
  expect(res.statusCode, res.body).toBe(200);
  return res.json().accessToken;
}

/** A fresh person with an app set up at the base instant. */
async function enrolled() {
  const user = await newUser();
  const token = await signedIn(user);
  const { secret, recoveryCodes } = await enrolTotp(ctx.app, token, base);
  return { user, token, secret, recoveryCodes };
}

const post = (url: string, token: string, payload?: unknown) =>
  ctx.app.inject({ method: 'POST', url, headers: bearer(token), ...(payload === undefined ? {} : { payload: payload as object }) });

describe('setting up an authenticator app', () => {
  it('gives a secret as text, otpauth URL and QR code, and confirms it with its first code and 10 recovery codes', async () => {
    const user = await newUser();
    const token = await signedIn(user);
    const started = await post('/api/second-factor/totp/enrolment', token);
    expect(started.statusCode).toBe(200);
    const { secret, otpauthUrl, qrCodeSvg } = started.json();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUrl).toMatch(/^otpauth:\/\/totp\/Supplier%20Portal:.+\?.*secret=/);
    expect(qrCodeSvg).toMatch(/^<svg/);
    // before confirmation the person has no factor
    expect((await ctx.app.inject({ method: 'GET', url: '/api/second-factor', headers: bearer(token) })).json()).toMatchObject({
      totp: null,
    });

    const confirmed = await post('/api/second-factor/totp', token, { code: totpCodeAt(secret, base) });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const codes: string[] = confirmed.json().recoveryCodes;
    expect(codes).toHaveLength(RECOVERY_CODE_COUNT);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    expect(new Set(codes).size).toBe(RECOVERY_CODE_COUNT);

    const status = await ctx.app.inject({ method: 'GET', url: '/api/second-factor', headers: bearer(token) });
    expect(status.json()).toEqual({ totp: { enrolledOn: base.toISOString() }, recoveryCodesLeft: 10, passkeys: [], required: false });
  });

  it('keeps the secret sealed at rest (neither the secret nor its text in the row)', async () => {
    const { user, secret } = await enrolled();
    const [row] = await ctx.database.db.select().from(totpFactors).where(eq(totpFactors.userId, user.id));
    expect(row!.secretSealed).not.toContain(secret);
    expect(row!.secretSealed.split('.')).toHaveLength(3);
  });

  it('refuses a wrong first code and a second setup (409), changing nothing', async () => {
    const user = await newUser();
    const token = await signedIn(user);
    const { secret } = (await post('/api/second-factor/totp/enrolment', token)).json();
    const wrong = await post('/api/second-factor/totp', token, { code: totpCodeAt(secret, stepsLater(base, 3)) });
    expectValidationError(wrong, '$.code', SECOND_FACTOR_MESSAGES.codeInvalid);
    expect((await post('/api/second-factor/totp', token, { code: totpCodeAt(secret, base) })).statusCode).toBe(200);
    expect((await post('/api/second-factor/totp/enrolment', token)).statusCode).toBe(409);
    expect((await post('/api/second-factor/totp', token, { code: totpCodeAt(secret, at(1)) })).statusCode).toBe(409);
  });

  it('forgets a setup not confirmed within 15 minutes', async () => {
    const token = await signedIn(await newUser());
    const { secret } = (await post('/api/second-factor/totp/enrolment', token)).json();
    const late = at(31);
    expectValidationError(
      await post('/api/second-factor/totp', token, { code: totpCodeAt(secret, late) }),
      '$.code',
      SECOND_FACTOR_MESSAGES.noEnrolment,
    );
  });

  it.each([
    ['missing', undefined, 'Field is required'],
    ['blank', '  ', 'Field is required'],
    ['five digits', '12345', SECOND_FACTOR_MESSAGES.totpFormat],
    ['a recovery code', 'abcde-fghjk', SECOND_FACTOR_MESSAGES.totpFormat],
    ['a number', 123456, undefined],
  ])('refuses a first code that is %s', async (_case, code, message) => {
    const token = await signedIn(await newUser());
    await post('/api/second-factor/totp/enrolment', token);
    expectValidationError(await post('/api/second-factor/totp', token, { code }), '$.code', message);
  });

  it('refuses an extra field and needs a session', async () => {
    const token = await signedIn(await newUser());
    expect((await post('/api/second-factor/totp', token, { code: '123456', secret: 'X' })).statusCode).toBe(400);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/second-factor/totp/enrolment' })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/second-factor' })).statusCode).toBe(401);
  });
});

describe('signing in with the second factor', () => {
  it('asks for the code after the right password, and signs in with it', async () => {
    const { user, secret } = await enrolled();
    const challenge = await passwordStep(ctx.app, user.email, user.password);
    expect(challenge).toEqual({ challengeToken: expect.any(String), methods: ['totp', 'recovery-code'], enrolmentRequired: false });
    const res = await secondStep(ctx.app, { challengeToken: challenge.challengeToken, code: totpCodeAt(secret, at(1)) });
    expect(res.statusCode, res.body).toBe(200);
    expect((await currentUser(ctx.app, res.json().accessToken)).json()).toMatchObject({ userName: user.email });
  });

  it('asks for the code after the e-mailed code too', async () => {
    const { user } = await enrolled();
    await ctx.app.inject({ method: 'POST', url: '/api/auth/one-time-code', payload: { email: user.email }, remoteAddress: '10.0.8.9' });
    const { lastMailedCode } = await import('../../../test/auth-calls.ts');
    const res = await postAccessTokens(ctx.app, { email: user.email, oneTimeCode: await lastMailedCode(ctx.app, user.email) }, '10.0.8.9');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ secondFactor: { methods: ['totp', 'recovery-code'] } });
    expect(res.json().accessToken).toBeUndefined();
  });

  it('accepts a code of the step before or after (±1), not two steps away', async () => {
    const { user, secret } = await enrolled();
    const now = at(10);
    const step = async (code: string) =>
      secondStep(ctx.app, { challengeToken: (await passwordStep(ctx.app, user.email, user.password)).challengeToken, code });
    expectValidationError(await step(totpCodeAt(secret, stepsLater(now, -2))), '$.code', SECOND_FACTOR_MESSAGES.codeInvalid);
    expectValidationError(await step(totpCodeAt(secret, stepsLater(now, 2))), '$.code', SECOND_FACTOR_MESSAGES.codeInvalid);
    expect((await step(totpCodeAt(secret, stepsLater(now, -1)))).statusCode).toBe(200);
    expect((await step(totpCodeAt(secret, stepsLater(now, 1)))).statusCode).toBe(200);
  });

  it('accepts a code once: the same code (or one of an earlier step) again is refused', async () => {
    const { user, secret } = await enrolled();
    const code = totpCodeAt(secret, at(5));
    const first = await passwordStep(ctx.app, user.email, user.password);
    expect((await secondStep(ctx.app, { challengeToken: first.challengeToken, code })).statusCode).toBe(200);
    const again = await passwordStep(ctx.app, user.email, user.password);
    expectValidationError(
      await secondStep(ctx.app, { challengeToken: again.challengeToken, code }),
      '$.code',
      SECOND_FACTOR_MESSAGES.codeInvalid,
    );
    const earlier = totpCodeAt(secret, stepsLater(base, 4));
    expectValidationError(
      await secondStep(ctx.app, { challengeToken: again.challengeToken, code: earlier }),
      '$.code',
      SECOND_FACTOR_MESSAGES.codeInvalid,
    );
  });

  it('spends the challenge: a second use, or one after 5 minutes, is refused', async () => {
    const { user, secret } = await enrolled();
    const challenge = await passwordStep(ctx.app, user.email, user.password);
    expect((await secondStep(ctx.app, { challengeToken: challenge.challengeToken, code: totpCodeAt(secret, at(1)) })).statusCode).toBe(200);
    const reused = await secondStep(ctx.app, { challengeToken: challenge.challengeToken, code: totpCodeAt(secret, at(2)) });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().detail).toBe(SECOND_FACTOR_MESSAGES.challengeInvalid);
    const late = await passwordStep(ctx.app, user.email, user.password);
    const expired = await secondStep(ctx.app, { challengeToken: late.challengeToken, code: totpCodeAt(secret, at(13)) });
    expect(expired.json().detail).toBe(SECOND_FACTOR_MESSAGES.challengeInvalid);
    expect((await secondStep(ctx.app, { challengeToken: 'not-a-challenge', code: '123456' })).json().detail).toBe(
      SECOND_FACTOR_MESSAGES.challengeInvalid,
    );
  });

  it('signs in with a recovery code once; the used code is refused after', async () => {
    const { user, recoveryCodes, token } = await enrolled();
    const code = recoveryCodes[3]!;
    const first = await passwordStep(ctx.app, user.email, user.password);
    const res = await secondStep(ctx.app, { challengeToken: first.challengeToken, code: code.toUpperCase() });
    expect(res.statusCode, res.body).toBe(200);
    const again = await passwordStep(ctx.app, user.email, user.password);
    expectValidationError(
      await secondStep(ctx.app, { challengeToken: again.challengeToken, code }),
      '$.code',
      SECOND_FACTOR_MESSAGES.codeInvalid,
    );
    expect((await ctx.app.inject({ method: 'GET', url: '/api/second-factor', headers: bearer(token) })).json()).toMatchObject({
      recoveryCodesLeft: 9,
    });
  });

  it(`locks the step after ${SECOND_FACTOR_MAX_FAILURES} wrong codes, from any address: the right code is refused too (429)`, async () => {
    const { user, secret } = await enrolled();
    const right = totpCodeAt(secret, at(1));
    const wrong = right === '000000' ? '111111' : '000000';
    for (let i = 0; i < SECOND_FACTOR_MAX_FAILURES; i++) {
      const challenge = await passwordStep(ctx.app, user.email, user.password, `10.0.9.${i}`);
      expect((await secondStep(ctx.app, { challengeToken: challenge.challengeToken, code: wrong }, `10.0.9.${i}`)).statusCode).toBe(400);
    }
    const challenge = await passwordStep(ctx.app, user.email, user.password, '10.0.9.99');
    const locked = await secondStep(ctx.app, { challengeToken: challenge.challengeToken, code: right }, '10.0.9.99');
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it.each([
    ['challengeToken missing', { code: '123456' }, '$.challengeToken', 'Field is required'],
    ['code missing', { challengeToken: 'x' }, '$.code', 'Field is required'],
    ['code not a code', { challengeToken: 'x', code: 'abc' }, '$.code', SECOND_FACTOR_MESSAGES.codeFormat],
    ['code a number', { challengeToken: 'x', code: 123456 }, '$.code', undefined],
    ['challengeToken a number', { challengeToken: 5, code: '123456' }, '$.challengeToken', undefined],
  ])('refuses a second step with %s', async (_case, payload, path, message) => {
    expectValidationError(await secondStep(ctx.app, payload), path, message);
  });
});

describe('removing the app and new recovery codes', () => {
  it('removes the app with a current code: the next sign-in needs no second step; a second removal is 409', async () => {
    const { user, token, secret } = await enrolled();
    expectValidationError(await post('/api/second-factor/removal', token, { code: totpCodeAt(secret, stepsLater(base, 5)) }), '$.code');
    expect((await post('/api/second-factor/removal', token, { code: totpCodeAt(secret, at(1)) })).statusCode).toBe(204);
    expect((await postAccessTokens(ctx.app, { username: user.email, password: user.password })).json()).toHaveProperty('accessToken');
    expect((await post('/api/second-factor/removal', token, { code: totpCodeAt(secret, at(2)) })).statusCode).toBe(409);
  });

  it('removes the app with a recovery code', async () => {
    const { token, recoveryCodes } = await enrolled();
    expect((await post('/api/second-factor/removal', token, { code: recoveryCodes[0] })).statusCode).toBe(204);
  });

  it('regenerates the recovery codes: the earlier ones stop working', async () => {
    const { user, token, secret, recoveryCodes } = await enrolled();
    const res = await post('/api/second-factor/recovery-codes', token, { code: totpCodeAt(secret, at(1)) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().recoveryCodes).toHaveLength(10);
    expect(res.json().recoveryCodes).not.toContain(recoveryCodes[0]);
    const challenge = await passwordStep(ctx.app, user.email, user.password);
    expect((await secondStep(ctx.app, { challengeToken: challenge.challengeToken, code: recoveryCodes[0] })).statusCode).toBe(400);
    expect((await secondStep(ctx.app, { challengeToken: challenge.challengeToken, code: res.json().recoveryCodes[0] })).statusCode).toBe(
      200,
    );
  });

  it.each([
    ['missing', {}, '$', PASSKEY_MESSAGES.verificationRequired],
    ['not a code', { code: 'nope' }, '$.code', SECOND_FACTOR_MESSAGES.codeFormat],
  ])('refuses a removal whose code is %s', async (_case, payload, at, message) => {
    const { token } = await enrolled();
    expectValidationError(await post('/api/second-factor/removal', token, payload), at, message);
  });

  it('refuses new recovery codes without a confirmation (a code or a passkey), or with a code that is not one', async () => {
    const { token } = await enrolled();
    expectValidationError(await post('/api/second-factor/recovery-codes', token, {}), '$', PASSKEY_MESSAGES.verificationRequired);
    expectValidationError(
      await post('/api/second-factor/recovery-codes', token, { code: 'nope' }),
      '$.code',
      SECOND_FACTOR_MESSAGES.codeFormat,
    );
  });

  it('answers 409 to a person without an app', async () => {
    const token = await signedIn(await newUser());
    expect((await post('/api/second-factor/removal', token, { code: '123456' })).statusCode).toBe(409);
    expect((await post('/api/second-factor/recovery-codes', token, { code: '123456' })).statusCode).toBe(409);
  });
});

describe("the Admin's requirement", () => {
  const setRequired = (email: string, payload: unknown) =>
    ctx.as(email, { method: 'PUT', url: '/api/second-factor/requirement', payload: payload as object });

  it('is refused to a user without the Admin role (403), and bad input is 400', async () => {
    expect((await setRequired(CLERK, { required: true })).statusCode).toBe(403);
    expectValidationError(await setRequired(ACME, { required: 'yes' }), '$.required');
    expectValidationError(await setRequired(ACME, {}), '$.required');
    expect((await setRequired(ACME, { required: true, other: 1 })).statusCode).toBe(400);
  });

  it("leads a person without a factor to set one up before the portal, and leaves other suppliers' people alone", async () => {
    try {
      expect((await setRequired(ACME, { required: true })).json()).toEqual({ required: true });
      const user = await newUser();
      const challenge = await passwordStep(ctx.app, user.email, user.password);
      expect(challenge).toMatchObject({ methods: [], enrolmentRequired: true });
      const started = await ctx.app.inject({
        method: 'POST',
        url: '/api/second-factor/sign-in/enrolment',
        payload: { challengeToken: challenge.challengeToken },
      });
      expect(started.statusCode).toBe(200);
      const confirm = (code: string) =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/second-factor/sign-in/enrolment/confirmation',
          payload: { challengeToken: challenge.challengeToken, code },
        });
      expectValidationError(await confirm(totpCodeAt(started.json().secret, stepsLater(base, 4))), '$.code');
      const done = await confirm(totpCodeAt(started.json().secret, base));
      expect(done.statusCode, done.body).toBe(200);
      expect(done.json()).toMatchObject({ accessToken: expect.any(String), recoveryCodes: expect.any(Array) });
      const status = await ctx.app.inject({ method: 'GET', url: '/api/second-factor', headers: bearer(done.json().accessToken) });
      expect(status.json()).toMatchObject({ required: true, recoveryCodesLeft: 10 });

      const elsewhere = await createUser(ctx.database.db, { supplierId: ctx.seed.supplierIds.integrated });
      expect((await postAccessTokens(ctx.app, { username: elsewhere.email, password: elsewhere.password })).json()).toHaveProperty(
        'accessToken',
      );
    } finally {
      await setRequired(ACME, { required: false });
    }
  });

  it('asks an operator without an app to set one up when operators need one (production), and not otherwise', async () => {
    const [operator] = await ctx.database.db.select().from(users).where(eq(users.userName, 'ops@marketplace.test'));
    const signInUser = { ...operator!, supplierId: null, supplierCount: 0, acceptsInvitation: false };
    const production = secondFactorGate({ ...secondFactorDeps(ctx.app), operatorsNeedFactor: true });
    expect(await production.begin(signInUser, 'password')).toEqual({
      secondFactor: { challengeToken: expect.any(String), methods: [], enrolmentRequired: true },
    });
    const elsewhere = secondFactorGate({ ...secondFactorDeps(ctx.app), operatorsNeedFactor: false });
    expect(await elsewhere.begin(signInUser, 'password')).toBeNull();
  });

  it('lets the demo operator sign in with its password outside production', async () => {
    const res = await postAccessTokens(ctx.app, { username: 'ops@marketplace.test', password: 'Portal-demo-1' });
    expect(res.json()).toHaveProperty('accessToken');
  });
});
