// Passkeys through the real server and database (docs/decisions/auth.md, "Passkeys"): a software authenticator
// (test/software-authenticator.ts: node's crypto signs, as a real authenticator would) registers passkeys and answers
// the portal's challenges; each refusal (replayed challenge, wrong origin or RP id, a counter going back, another
// person's credential, bad input on every field) is a test.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  FRESH_VERIFICATION_S,
  PASSKEY_MESSAGES,
  PASSKEY_NAME_MAX,
  PASSKEY_OPTIONS_PER_ADDRESS,
  RECOVERY_CODE_COUNT,
  SECOND_FACTOR_MAX_FAILURES,
  SECOND_FACTOR_MESSAGES,
  type AuditEvent,
} from '@portal/contracts';
import { ACME, expectValidationError, gridGet, useTestApp } from '../../../test/test-app.ts';
import { createUser, type TestUser } from '../../../test/user-factory.ts';
import { currentUser, postAccessTokens } from '../../../test/auth-calls.ts';
import { enrolTotp, passwordStep, stepStart, stepsLater, totpCodeAt } from '../../../test/second-factor-calls.ts';
import { SoftwareAuthenticator, type AnswerOptions } from '../../../test/software-authenticator.ts';
import { passkeyCredentials, users } from '../../db/schema/index.ts';

const ctx = useTestApp();

let base: Date;
let clock: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  base = stepStart(ctx.app.clock.now());
  clock = vi.spyOn(ctx.app.clock, 'now').mockReturnValue(base);
});
afterEach(() => clock.mockRestore());
const minutesLater = (minutes: number) => {
  const when = new Date(base.getTime() + minutes * 60_000);
  clock.mockReturnValue(when);
  return when;
};

const site = () => {
  const url = new URL(ctx.app.config.publicUrl);
  return { origin: url.origin, rpId: url.hostname };
};
const newAuthenticator = () => new SoftwareAuthenticator(site());
const newUser = (supplier: 'acme' | 'integrated' = 'acme') => createUser(ctx.database.db, { supplierId: ctx.seed.supplierIds[supplier] });
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const post = (url: string, payload?: unknown, token?: string, remoteAddress = '10.0.9.1') =>
  ctx.app.inject({
    method: 'POST',
    url,
    remoteAddress,
    ...(token ? { headers: bearer(token) } : {}),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

async function signedIn(user: TestUser): Promise<string> {
  const res = await postAccessTokens(ctx.app, { username: user.email, password: user.password }, '10.0.9.2');
  expect(res.statusCode, res.body).toBe(200);
  return res.json().accessToken;
}

type Creation = Parameters<SoftwareAuthenticator['register']>[0];
type Request = Parameters<SoftwareAuthenticator['answer']>[0];

async function registrationOptions(token: string): Promise<Creation> {
  const res = await post('/api/passkeys/registration-options', undefined, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** A passkey registered through the calls by the signed-in person: the authenticator and the listed passkey. */
async function addPasskey(token: string, name: string) {
  const authenticator = newAuthenticator();
  const res = await post('/api/passkeys', { name, response: authenticator.register(await registrationOptions(token)) }, token);
  expect(res.statusCode, res.body).toBe(201);
  const { recoveryCodes, ...passkey } = res.json() as { id: number; name: string; recoveryCodes: string[] | null };
  // the first passkey's answer carries the person's recovery codes (once), a later one null
  return { authenticator, passkey, recoveryCodes };
}

/** A new person with a passkey registered through the calls: the person, their session, the authenticator, the codes. */
async function withPasskey(name = 'Laptop', supplier: 'acme' | 'integrated' = 'acme') {
  const user = await newUser(supplier);
  const token = await signedIn(user);
  return { user, token, ...(await addPasskey(token, name)) };
}

// each options call from an address of its own: the per-address limit (its own test) never answers the others
let optionsCalls = 0;
const optionsAddress = () => `10.8.${Math.floor(++optionsCalls / 250)}.${optionsCalls % 250}`;

async function signInOptions(challengeToken?: string): Promise<Request> {
  const res = await post(
    '/api/passkeys/sign-in/options',
    challengeToken === undefined ? {} : { challengeToken },
    undefined,
    optionsAddress(),
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const passkeySignIn = (passkey: unknown, challengeToken?: string, remoteAddress?: string) =>
  post('/api/passkeys/sign-in', challengeToken === undefined ? { passkey } : { challengeToken, passkey }, undefined, remoteAddress);

async function passwordless(authenticator: SoftwareAuthenticator, bent: AnswerOptions = {}) {
  return passkeySignIn(authenticator.answer(await signInOptions(), bent));
}

async function entriesOf(email: string): Promise<AuditEvent[]> {
  await ctx.app.afterResponse.idle();
  const res = await gridGet(ctx, ACME, '/api/audit/events', {
    query: { filterModel: { userName: { filterType: 'text', type: 'equals', filter: email } } },
  });
  return res.json();
}

describe('registering a passkey', () => {
  it('gives options for a discoverable credential and saves the answer under its name, listed on the status', async () => {
    const user = await newUser();
    const token = await signedIn(user);
    const options = (await registrationOptions(token)) as Creation & Record<string, unknown>;
    expect(options).toMatchObject({
      rp: { id: site().rpId, name: 'Supplier Portal' },
      user: { name: user.email },
      attestation: 'none',
      authenticatorSelection: { residentKey: 'required' },
      excludeCredentials: [],
    });
    const authenticator = newAuthenticator();
    const res = await post('/api/passkeys', { name: '  Work laptop ', response: authenticator.register(options) }, token);
    expect(res.statusCode, res.body).toBe(201);
    const { recoveryCodes, ...listed } = res.json() as { recoveryCodes: string[] };
    expect(listed).toEqual({ id: expect.any(Number), name: 'Work laptop', createdOn: base.toISOString(), lastUsedOn: null });
    // the first factor of the person: their recovery codes come with it, shown this once
    expect(recoveryCodes).toHaveLength(RECOVERY_CODE_COUNT);

    const status = await ctx.app.inject({ method: 'GET', url: '/api/second-factor', headers: bearer(token) });
    expect(status.json()).toMatchObject({ totp: null, passkeys: [listed], recoveryCodesLeft: RECOVERY_CODE_COUNT });
    const [row] = await ctx.database.db.select().from(passkeyCredentials).where(eq(passkeyCredentials.userId, user.id));
    expect(row).toMatchObject({ credentialId: authenticator.id, counter: 0, transports: ['internal'] });
    // the next options exclude it, so the same authenticator is not registered twice
    expect(((await registrationOptions(token)) as unknown as { excludeCredentials: { id: string }[] }).excludeCredentials).toEqual([
      expect.objectContaining({ id: authenticator.id }),
    ]);
    expect((await entriesOf(user.email)).map((e) => [e.action, e.actionLabel])).toContainEqual(['passkey-registered', 'Passkey added']);
  });

  it('spends the challenge: the same answer again is refused, and a challenge older than 5 minutes', async () => {
    const { token } = await withPasskey();
    const authenticator = newAuthenticator();
    const answer = authenticator.register(await registrationOptions(token));
    minutesLater(6);
    expectValidationError(
      await post('/api/passkeys', { name: 'Late', response: answer }, token),
      '$.response',
      PASSKEY_MESSAGES.challengeInvalid,
    );
    minutesLater(0);
    const fresh = authenticator.register(await registrationOptions(token));
    expect((await post('/api/passkeys', { name: 'Phone', response: fresh }, token)).statusCode).toBe(201);
    expectValidationError(
      await post('/api/passkeys', { name: 'Phone', response: fresh }, token),
      '$.response',
      PASSKEY_MESSAGES.challengeInvalid,
    );
  });

  it.each<[string, AnswerOptions]>([
    ['another origin', { origin: 'https://portal.example.evil' }],
    ['another RP id', { rpId: 'example.evil' }],
    ['a sign-in answer in place of a registration', { type: 'webauthn.get' }],
  ])('refuses an answer made for %s, saving nothing', async (_case, bent) => {
    const user = await newUser();
    const token = await signedIn(user);
    const res = await post(
      '/api/passkeys',
      { name: 'Bent', response: newAuthenticator().register(await registrationOptions(token), bent) },
      token,
    );
    expectValidationError(res, '$.response', PASSKEY_MESSAGES.invalid);
    expect(await ctx.database.db.select().from(passkeyCredentials).where(eq(passkeyCredentials.userId, user.id))).toEqual([]);
  });

  it("refuses another person's registration challenge and an authenticator registered already (409)", async () => {
    const a = await withPasskey();
    const b = await signedIn(await newUser());
    const forA = newAuthenticator().register(await registrationOptions(a.token));
    expectValidationError(
      await post('/api/passkeys', { name: 'Stolen', response: forA }, b),
      '$.response',
      PASSKEY_MESSAGES.challengeInvalid,
    );
    const again = a.authenticator.register(await registrationOptions(b));
    expect((await post('/api/passkeys', { name: 'Twice', response: again }, b)).statusCode).toBe(409);
  });

  it.each<[string, (answer: Record<string, unknown>) => unknown, string | undefined]>([
    ['no name', (response) => ({ response }), '$.name'],
    ['a blank name', (response) => ({ name: '  ', response }), '$.name'],
    ['a name too long', (response) => ({ name: 'x'.repeat(PASSKEY_NAME_MAX + 1), response }), '$.name'],
    ['no answer', () => ({ name: 'A' }), '$.response'],
    ['an id that is not base64url', (response) => ({ name: 'A', response: { ...response, id: 'not base64!' } }), '$.response.id'],
    ['no rawId', (response) => ({ name: 'A', response: { ...response, rawId: undefined } }), '$.response.rawId'],
    ['another type', (response) => ({ name: 'A', response: { ...response, type: 'password' } }), '$.response.type'],
    [
      'no client data',
      (response) => ({ name: 'A', response: { ...response, response: { ...(response.response as object), clientDataJSON: undefined } } }),
      '$.response.response.clientDataJSON',
    ],
    [
      'no attestation',
      (response) => ({ name: 'A', response: { ...response, response: { ...(response.response as object), attestationObject: '' } } }),
      '$.response.response.attestationObject',
    ],
    [
      'an unknown transport',
      (response) => ({ name: 'A', response: { ...response, response: { ...(response.response as object), transports: ['pigeon'] } } }),
      '$.response.response.transports[0]',
    ],
    [
      'no extension results',
      (response) => ({ name: 'A', response: { ...response, clientExtensionResults: undefined } }),
      '$.response.clientExtensionResults',
    ],
    ['an extra field', (response) => ({ name: 'A', response, extra: 1 }), undefined],
  ])('refuses a registration with %s (400), saving nothing', async (_case, payloadOf, path) => {
    const user = await newUser();
    const token = await signedIn(user);
    const answer = newAuthenticator().register(await registrationOptions(token)) as unknown as Record<string, unknown>;
    const res = await post('/api/passkeys', payloadOf(answer), token);
    if (path) expectValidationError(res, path);
    else expect(res.statusCode).toBe(400);
    expect(await ctx.database.db.select().from(passkeyCredentials).where(eq(passkeyCredentials.userId, user.id))).toEqual([]);
  });

  it('needs a session', async () => {
    expect((await post('/api/passkeys/registration-options')).statusCode).toBe(401);
    expect((await post('/api/passkeys', { name: 'A' })).statusCode).toBe(401);
    expect((await post('/api/passkeys/verification-options')).statusCode).toBe(401);
    expect((await post('/api/passkeys/1/removal', { code: '123456' })).statusCode).toBe(401);
  });
});

describe('signing in with a passkey, without a password', () => {
  it('asks for any passkey of the site with the person verified, and signs in (both factors) with the audit entry', async () => {
    const { user, authenticator } = await withPasskey();
    const options = (await signInOptions()) as Request & Record<string, unknown>;
    expect(options).toMatchObject({ rpId: site().rpId, userVerification: 'required' });
    expect(options.allowCredentials ?? []).toEqual([]);
    minutesLater(1);
    const res = await passkeySignIn(authenticator.answer(options));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ accessToken: expect.any(String), refreshToken: expect.any(String), sessionKind: 'supplier' });
    expect((await currentUser(ctx.app, res.json().accessToken)).json()).toMatchObject({ userName: user.email });
    const [row] = await ctx.database.db.select().from(passkeyCredentials).where(eq(passkeyCredentials.userId, user.id));
    expect(row).toMatchObject({ counter: 1, lastUsedOn: minutesLater(1) });
    expect(await entriesOf(user.email)).toContainEqual(
      expect.objectContaining({ action: 'signed-in', method: 'passkey', methodLabel: 'Passkey' }),
    );
  });

  it('refuses a replayed answer (the challenge is spent) and a challenge older than 5 minutes', async () => {
    const { authenticator } = await withPasskey();
    const answer = authenticator.answer(await signInOptions());
    expect((await passkeySignIn(answer)).statusCode).toBe(200);
    const replay = await passkeySignIn(answer);
    expect(replay.statusCode).toBe(400);
    expect(replay.json().detail).toBe(PASSKEY_MESSAGES.challengeInvalid);
    const late = authenticator.answer(await signInOptions());
    minutesLater(6);
    expect((await passkeySignIn(late)).json().detail).toBe(PASSKEY_MESSAGES.challengeInvalid);
  });

  it('refuses a counter that does not move forward (a cloned authenticator), and the stored counter stays', async () => {
    const { user, authenticator } = await withPasskey();
    expect((await passwordless(authenticator, { counter: 5 })).statusCode).toBe(200);
    for (const counter of [5, 4]) {
      const res = await passwordless(authenticator, { counter });
      expect(res.statusCode).toBe(400);
      expect(res.json().detail).toBe(PASSKEY_MESSAGES.invalid);
    }
    const [row] = await ctx.database.db.select().from(passkeyCredentials).where(eq(passkeyCredentials.userId, user.id));
    expect(row!.counter).toBe(5);
    expect((await passwordless(authenticator, { counter: 6 })).statusCode).toBe(200);
    expect(await entriesOf(user.email)).toContainEqual(expect.objectContaining({ action: 'sign-in-refused', method: 'passkey' }));
  });

  it.each<[string, AnswerOptions]>([
    ['another origin', { origin: 'https://portal.example.evil' }],
    ['another RP id', { rpId: 'example.evil' }],
    ['no user verification', { userVerified: false }],
    ['a registration answer in place of a sign-in', { type: 'webauthn.create' }],
  ])('refuses an answer with %s', async (_case, bent) => {
    const { authenticator } = await withPasskey();
    const res = await passwordless(authenticator, bent);
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe(PASSKEY_MESSAGES.invalid);
  });

  it('refuses an unknown credential, a signature by another key, and a user handle not the credential’s', async () => {
    const { authenticator } = await withPasskey();
    const stranger = newAuthenticator();
    expect((await passkeySignIn(stranger.answer(await signInOptions()))).json().detail).toBe(PASSKEY_MESSAGES.unknown);
    const forged = { ...stranger.answer(await signInOptions()), id: authenticator.id, rawId: authenticator.id };
    expect((await passkeySignIn(forged)).json().detail).toBe(PASSKEY_MESSAGES.invalid);
    const other = await withPasskey('Other');
    const answer = authenticator.answer(await signInOptions());
    const wrongHandle = {
      ...answer,
      response: { ...answer.response, userHandle: other.authenticator.answer({ challenge: 'x' }).response.userHandle },
    };
    expect((await passkeySignIn(wrongHandle)).json().detail).toBe(PASSKEY_MESSAGES.invalid);
  });

  it('refuses an inactive person', async () => {
    const { user, authenticator } = await withPasskey();
    await ctx.database.db.update(users).set({ isActive: false }).where(eq(users.id, user.id));
    const res = await passwordless(authenticator);
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe('This account is inactive. Please contact your company administrator.');
  });

  it.each<[string, unknown, string]>([
    ['no answer', {}, '$.passkey'],
    [
      'an answer without a signature',
      {
        passkey: {
          id: 'AA',
          rawId: 'AA',
          type: 'public-key',
          response: { clientDataJSON: 'AA', authenticatorData: 'AA' },
          clientExtensionResults: {},
        },
      },
      '$.passkey.response.signature',
    ],
    ['a blank challenge token', { challengeToken: '', passkey: undefined }, '$.challengeToken'],
  ])('refuses a sign-in with %s (400)', async (_case, payload, path) => {
    expectValidationError(await post('/api/passkeys/sign-in', payload), path);
  });

  it('refuses unknown fields of the options call', async () => {
    expect((await post('/api/passkeys/sign-in/options', { userName: 'a' })).statusCode).toBe(400);
  });
});

describe('a passkey as the second step', () => {
  it('is offered after the password, answers for the person’s own passkeys, and signs in', async () => {
    const { user, authenticator } = await withPasskey();
    const step = await passwordStep(ctx.app, user.email, user.password);
    expect(step).toMatchObject({ methods: ['recovery-code', 'passkey'], enrolmentRequired: false });
    const options = (await signInOptions(step.challengeToken)) as Request & {
      allowCredentials: { id: string }[];
      userVerification: string;
    };
    expect(options.allowCredentials).toEqual([expect.objectContaining({ id: authenticator.id })]);
    expect(options.userVerification).toBe('preferred');
    const res = await passkeySignIn(authenticator.answer(options, { userVerified: false }), step.challengeToken);
    expect(res.statusCode, res.body).toBe(200);
    // the sign-in's challenge is spent: its second use is refused
    const again = await passkeySignIn(authenticator.answer(await signInOptions()), step.challengeToken);
    expect(again.json().detail).toBe(SECOND_FACTOR_MESSAGES.challengeInvalid);
  });

  it('offers the app and the passkey to a person with both', async () => {
    const { user, token } = await withPasskey();
    await enrolTotp(ctx.app, token, base);
    expect((await passwordStep(ctx.app, user.email, user.password)).methods).toEqual(['totp', 'recovery-code', 'passkey']);
  });

  it("refuses another person's passkey, and a passwordless challenge in place of the step's", async () => {
    const a = await withPasskey();
    const b = await withPasskey();
    const step = await passwordStep(ctx.app, a.user.email, a.user.password);
    const options = await signInOptions(step.challengeToken);
    expect((await passkeySignIn(b.authenticator.answer(options), step.challengeToken)).json().detail).toBe(PASSKEY_MESSAGES.invalid);
    const other = await passwordStep(ctx.app, a.user.email, a.user.password);
    const passwordlessOptions = await signInOptions();
    expect((await passkeySignIn(a.authenticator.answer(passwordlessOptions), other.challengeToken)).json().detail).toBe(
      PASSKEY_MESSAGES.invalid,
    );
  });

  it(`locks the step after ${SECOND_FACTOR_MAX_FAILURES} refused answers: the right passkey is refused too (429)`, async () => {
    const { user, authenticator } = await withPasskey();
    const step = await passwordStep(ctx.app, user.email, user.password);
    for (let i = 0; i < SECOND_FACTOR_MAX_FAILURES; i++) {
      const bad = authenticator.answer(await signInOptions(step.challengeToken), { origin: 'https://evil.example' });
      expect((await passkeySignIn(bad, step.challengeToken, `10.0.10.${i}`)).statusCode).toBe(400);
    }
    const good = authenticator.answer(await signInOptions(step.challengeToken));
    const locked = await passkeySignIn(good, step.challengeToken);
    expect(locked.statusCode).toBe(429);
    expect(locked.headers['retry-after']).toBeDefined();
  });

  it("meets the Admin's requirement of a second factor", async () => {
    const setRequired = (required: boolean) =>
      ctx.as(ACME, { method: 'PUT', url: '/api/second-factor/requirement', payload: { required } });
    try {
      const { user } = await withPasskey('Key');
      expect((await setRequired(true)).statusCode).toBe(200);
      expect(await passwordStep(ctx.app, user.email, user.password)).toMatchObject({
        methods: ['recovery-code', 'passkey'],
        enrolmentRequired: false,
      });
    } finally {
      await setRequired(false);
    }
  });

  it('refuses options for a person without a passkey, and for a spent or unknown challenge', async () => {
    const user = await newUser();
    const token = await signedIn(user);
    await enrolTotp(ctx.app, token, base);
    const step = await passwordStep(ctx.app, user.email, user.password);
    expect((await post('/api/passkeys/sign-in/options', { challengeToken: step.challengeToken })).json().detail).toBe(
      PASSKEY_MESSAGES.unknown,
    );
    expect((await post('/api/passkeys/sign-in/options', { challengeToken: 'nope' })).json().detail).toBe(
      SECOND_FACTOR_MESSAGES.challengeInvalid,
    );
  });
});

describe('removing a passkey', () => {
  async function verification(token: string): Promise<Request> {
    const res = await post('/api/passkeys/verification-options', undefined, token);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  }

  it('removes it after a fresh verification with a passkey; the audit log has it; a second removal is 404', async () => {
    const { user, token, authenticator, passkey } = await withPasskey();
    const res = await post(`/api/passkeys/${passkey.id}/removal`, { passkey: authenticator.answer(await verification(token)) }, token);
    expect(res.statusCode, res.body).toBe(204);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/second-factor', headers: bearer(token) })).json().passkeys).toEqual([]);
    expect((await entriesOf(user.email)).map((e) => e.action)).toContain('passkey-removed');
    expect((await post(`/api/passkeys/${passkey.id}/removal`, { code: '123456' }, token)).statusCode).toBe(404);
    // the next sign-in needs no second step
    expect((await postAccessTokens(ctx.app, { username: user.email, password: user.password })).json()).toHaveProperty('accessToken');
  });

  it('removes it with a current code of the authenticator app, and refuses a wrong code', async () => {
    const { token, passkey } = await withPasskey();
    const { secret } = await enrolTotp(ctx.app, token, base);
    expectValidationError(
      await post(`/api/passkeys/${passkey.id}/removal`, { code: '000000' }, token),
      '$.code',
      SECOND_FACTOR_MESSAGES.codeInvalid,
    );
    clock.mockReturnValue(stepsLater(base, 1));
    expect((await post(`/api/passkeys/${passkey.id}/removal`, { code: totpCodeAt(secret, stepsLater(base, 1)) }, token)).statusCode).toBe(
      204,
    );
  });

  it("answers 404 for another person's passkey, whatever the verification, and keeps it", async () => {
    const a = await withPasskey();
    const b = await withPasskey('Other', 'integrated');
    const res = await post(
      `/api/passkeys/${a.passkey.id}/removal`,
      { passkey: b.authenticator.answer(await verification(b.token)) },
      b.token,
    );
    expect(res.statusCode).toBe(404);
    expect(await ctx.database.db.select().from(passkeyCredentials).where(eq(passkeyCredentials.id, a.passkey.id))).toHaveLength(1);
  });

  it("refuses a verification answered with another person's passkey, or a replayed one", async () => {
    const a = await withPasskey();
    const b = await withPasskey();
    const stolen = b.authenticator.answer(await verification(a.token));
    expectValidationError(
      await post(`/api/passkeys/${a.passkey.id}/removal`, { passkey: stolen }, a.token),
      '$.passkey',
      PASSKEY_MESSAGES.invalid,
    );
    const answer = a.authenticator.answer(await verification(a.token));
    const second = await addPasskey(a.token, 'Second');
    expect((await post(`/api/passkeys/${second.passkey.id}/removal`, { passkey: answer }, a.token)).statusCode).toBe(204);
    expectValidationError(
      await post(`/api/passkeys/${a.passkey.id}/removal`, { passkey: answer }, a.token),
      '$.passkey',
      PASSKEY_MESSAGES.challengeInvalid,
    );
  });

  it.each<[string, unknown, string | undefined]>([
    ['no verification', {}, undefined],
    ['both a code and a passkey', { code: '123456', passkey: {} }, undefined],
    ['a code that is none', { code: 'abc' }, '$.code'],
    ['an extra field', { code: '123456', other: 1 }, undefined],
  ])('refuses a removal with %s (400)', async (_case, payload, path) => {
    const { token, passkey } = await withPasskey();
    const res = await post(`/api/passkeys/${passkey.id}/removal`, payload, token);
    if (path) expectValidationError(res, path);
    else expect(res.statusCode).toBe(400);
  });

  it('refuses an id that is none (400) and verification options without a passkey (409)', async () => {
    const token = await signedIn(await newUser());
    expectValidationError(await post('/api/passkeys/abc/removal', { code: '123456' }, token), '$.passkeyId');
    expectValidationError(await post('/api/passkeys/0/removal', { code: '123456' }, token), '$.passkeyId');
    expect((await post('/api/passkeys/verification-options', undefined, token)).statusCode).toBe(409);
  });
});

describe('recovery codes for a person with passkeys only', () => {
  const status = async (token: string) =>
    (await ctx.app.inject({ method: 'GET', url: '/api/second-factor', headers: bearer(token) })).json() as {
      recoveryCodesLeft: number;
      totp: unknown;
    };

  it('come with the first passkey only, and stand in for it at the second step (once each)', async () => {
    const { user, token, recoveryCodes: codes } = await withPasskey();
    expect(codes).toHaveLength(RECOVERY_CODE_COUNT);
    expect((await addPasskey(token, 'Phone')).recoveryCodes).toBeNull();

    const step = await passwordStep(ctx.app, user.email, user.password);
    const signIn = (code: string) => post('/api/second-factor/sign-in', { challengeToken: step.challengeToken, code });
    const res = await signIn(codes![0]!);
    expect(res.statusCode, res.body).toBe(200);
    expect((await status(res.json().accessToken)).recoveryCodesLeft).toBe(RECOVERY_CODE_COUNT - 1);
    const again = await passwordStep(ctx.app, user.email, user.password);
    expectValidationError(
      await post('/api/second-factor/sign-in', { challengeToken: again.challengeToken, code: codes![0] }),
      '$.code',
      SECOND_FACTOR_MESSAGES.codeInvalid,
    );
  });

  it('stay when the app comes second (its answer holds none) and after the app is removed while passkeys remain', async () => {
    const { user, token } = await withPasskey();
    const { secret, recoveryCodes } = await enrolTotp(ctx.app, token, base);
    expect(recoveryCodes).toEqual([]);
    expect((await status(token)).recoveryCodesLeft).toBe(RECOVERY_CODE_COUNT);
    clock.mockReturnValue(stepsLater(base, 1));
    const removed = await post('/api/second-factor/removal', { code: totpCodeAt(secret, stepsLater(base, 1)) }, token);
    expect(removed.statusCode, removed.body).toBe(204);
    expect(await status(token)).toMatchObject({ totp: null, recoveryCodesLeft: RECOVERY_CODE_COUNT });
    expect((await passwordStep(ctx.app, user.email, user.password)).methods).toEqual(['recovery-code', 'passkey']);
  });

  it('the app is removed with a passkey too (another authenticator refused, nothing removed), the codes stay with the passkey', async () => {
    const { user, token, authenticator } = await withPasskey();
    await enrolTotp(ctx.app, token, base);
    const options = async () => (await post('/api/passkeys/verification-options', undefined, token)).json();
    expectValidationError(
      await post('/api/second-factor/removal', { passkey: newAuthenticator().answer(await options()) }, token),
      '$.passkey',
      PASSKEY_MESSAGES.invalid,
    );
    expect((await status(token)).totp).not.toBeNull();
    const removed = await post('/api/second-factor/removal', { passkey: authenticator.answer(await options()) }, token);
    expect(removed.statusCode, removed.body).toBe(204);
    expect(await status(token)).toMatchObject({ totp: null, recoveryCodesLeft: RECOVERY_CODE_COUNT });
    expect((await entriesOf(user.email)).map((e) => e.action)).toContain('totp-removed');
  });

  it('go with the last passkey: a person without a factor keeps no codes, and the next sign-in has no second step', async () => {
    const { user, token, authenticator, passkey } = await withPasskey();
    const options = await post('/api/passkeys/verification-options', undefined, token);
    const res = await post(`/api/passkeys/${passkey.id}/removal`, { passkey: authenticator.answer(options.json()) }, token);
    expect(res.statusCode, res.body).toBe(204);
    expect((await status(token)).recoveryCodesLeft).toBe(0);
    expect((await postAccessTokens(ctx.app, { username: user.email, password: user.password })).json()).toHaveProperty('accessToken');
  });

  it('are given anew with a recovery code to a person with passkeys only', async () => {
    const { token, recoveryCodes } = await withPasskey();
    const [code] = recoveryCodes!;
    const res = await post('/api/second-factor/recovery-codes', { code }, token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().recoveryCodes).toHaveLength(RECOVERY_CODE_COUNT);
  });

  it('are given anew with a passkey (a fresh verification): the earlier codes stop working; a refused answer changes nothing', async () => {
    const { user, token, authenticator, recoveryCodes } = await withPasskey();
    const earlier = recoveryCodes!;
    const options = async () => (await post('/api/passkeys/verification-options', undefined, token)).json();
    // another authenticator's answer (no passkey of the person) is refused, and the codes stay
    expectValidationError(
      await post('/api/second-factor/recovery-codes', { passkey: newAuthenticator().answer(await options()) }, token),
      '$.passkey',
      PASSKEY_MESSAGES.invalid,
    );
    expect((await status(token)).recoveryCodesLeft).toBe(RECOVERY_CODE_COUNT);
    const res = await post('/api/second-factor/recovery-codes', { passkey: authenticator.answer(await options()) }, token);
    expect(res.statusCode, res.body).toBe(200);
    const fresh = res.json().recoveryCodes as string[];
    expect(fresh).toHaveLength(RECOVERY_CODE_COUNT);
    expect(fresh).not.toContain(earlier[0]);
    expect((await entriesOf(user.email)).map((e) => e.action)).toContain('recovery-codes-regenerated');
    const step = await passwordStep(ctx.app, user.email, user.password);
    expectValidationError(
      await post('/api/second-factor/sign-in', { challengeToken: step.challengeToken, code: earlier[0] }),
      '$.code',
      SECOND_FACTOR_MESSAGES.codeInvalid,
    );
    // a passkey answer and a code together, or neither: bad input
    for (const body of [{}, { code: fresh[0], passkey: authenticator.answer(await options()) }])
      expect((await post('/api/second-factor/recovery-codes', body, token)).statusCode).toBe(400);
  });

  it('removes a passkey with a recovery code (any factor confirms), spending the code', async () => {
    const user = await newUser();
    const token = await signedIn(user);
    const laptop = await post(
      '/api/passkeys',
      { name: 'Laptop', response: newAuthenticator().register(await registrationOptions(token)) },
      token,
    );
    const [code] = laptop.json().recoveryCodes as string[];
    await post('/api/passkeys', { name: 'Phone', response: newAuthenticator().register(await registrationOptions(token)) }, token);
    const res = await post(`/api/passkeys/${laptop.json().id}/removal`, { code }, token);
    expect(res.statusCode, res.body).toBe(204);
    expect((await status(token)).recoveryCodesLeft).toBe(RECOVERY_CODE_COUNT - 1);
    expect((await entriesOf(user.email)).map((e) => e.action)).toContain('passkey-removed');
  });
});

describe('renaming a passkey', () => {
  const rename = (id: number | string, payload: unknown, token?: string) =>
    ctx.app.inject({
      method: 'PATCH',
      url: `/api/passkeys/${id}`,
      payload: payload as object,
      ...(token ? { headers: bearer(token) } : {}),
    });

  it('renames it (trimmed), shows the name on the status and writes the audit entry', async () => {
    const { user, token, passkey } = await withPasskey('Laptop');
    const res = await rename(passkey.id, { name: '  Work laptop ' }, token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: passkey.id, name: 'Work laptop' });
    const listed = await ctx.app.inject({ method: 'GET', url: '/api/second-factor', headers: bearer(token) });
    expect(listed.json().passkeys).toEqual([expect.objectContaining({ id: passkey.id, name: 'Work laptop' })]);
    expect((await entriesOf(user.email)).map((e) => [e.action, e.actionLabel])).toContainEqual(['passkey-renamed', 'Passkey renamed']);
  });

  it.each<[string, unknown, string | undefined]>([
    ['no name', {}, '$.name'],
    ['a blank name', { name: '   ' }, '$.name'],
    ['a name too long', { name: 'x'.repeat(PASSKEY_NAME_MAX + 1) }, '$.name'],
    ['a name that is a number', { name: 7 }, '$.name'],
    ['an extra field', { name: 'A', other: 1 }, undefined],
  ])('refuses %s (400), keeping the name', async (_case, payload, path) => {
    const { token, passkey } = await withPasskey('Laptop');
    const res = await rename(passkey.id, payload, token);
    if (path) expectValidationError(res, path);
    else expect(res.statusCode).toBe(400);
    const [row] = await ctx.database.db.select().from(passkeyCredentials).where(eq(passkeyCredentials.id, passkey.id));
    expect(row!.name).toBe('Laptop');
  });

  it("answers 404 for another person's passkey (another supplier's too), 400 for an id that is none, 401 signed out", async () => {
    const a = await withPasskey('Mine');
    const b = await withPasskey('Theirs', 'integrated');
    expect((await rename(a.passkey.id, { name: 'Stolen' }, b.token)).statusCode).toBe(404);
    const [row] = await ctx.database.db.select().from(passkeyCredentials).where(eq(passkeyCredentials.id, a.passkey.id));
    expect(row!.name).toBe('Mine');
    expectValidationError(await rename('abc', { name: 'A' }, a.token), '$.passkeyId');
    expect((await rename(a.passkey.id, { name: 'A' })).statusCode).toBe(401);
  });
});

describe('a fresh verification before adding a factor', () => {
  const later = (FRESH_VERIFICATION_S + 60) / 60;

  it(`asks for the password once the session's sign-in is older than ${FRESH_VERIFICATION_S / 60} minutes`, async () => {
    const user = await newUser();
    const token = await signedIn(user);
    minutesLater(FRESH_VERIFICATION_S / 60 - 1);
    expect((await post('/api/passkeys/registration-options', undefined, token)).statusCode).toBe(200);
    minutesLater(later);
    for (const url of ['/api/passkeys/registration-options', '/api/second-factor/totp/enrolment']) {
      expectValidationError(await post(url, undefined, token), '$.password', SECOND_FACTOR_MESSAGES.freshVerification);
      expectValidationError(await post(url, { password: 'not-the-password' }, token), '$.password', SECOND_FACTOR_MESSAGES.wrongPassword);
      const res = await post(url, { password: user.password }, token);
      expect(res.statusCode, res.body).toBe(200);
    }
    // a new sign-in is fresh again
    expect((await post('/api/passkeys/registration-options', undefined, await signedIn(user))).statusCode).toBe(200);
  });

  it('counts a wrong password as a failed sign-in (the throttle answers 429 after 10)', async () => {
    const user = await newUser();
    const token = await signedIn(user);
    minutesLater(later);
    for (let i = 0; i < 10; i++)
      expect((await post('/api/passkeys/registration-options', { password: `wrong-${i}-password` }, token)).statusCode).toBe(400);
    expect((await post('/api/passkeys/registration-options', { password: user.password }, token)).statusCode).toBe(429);
  });

  it('refuses bad input: an empty password, a number, an extra field', async () => {
    const token = await signedIn(await newUser());
    expectValidationError(await post('/api/second-factor/totp/enrolment', { password: '' }, token), '$.password');
    expectValidationError(await post('/api/passkeys/registration-options', { password: 7 }, token), '$.password');
    expect((await post('/api/passkeys/registration-options', { other: 1 }, token)).statusCode).toBe(400);
  });
});

describe('the per-address limit of the public options call', () => {
  it(`answers 429 with Retry-After after ${PASSKEY_OPTIONS_PER_ADDRESS} calls from one address in 15 minutes; other addresses go on`, async () => {
    const address = '10.7.7.7';
    for (let i = 0; i < PASSKEY_OPTIONS_PER_ADDRESS; i++)
      expect((await post('/api/passkeys/sign-in/options', {}, undefined, address)).statusCode).toBe(200);
    const over = await post('/api/passkeys/sign-in/options', { challengeToken: 'any' }, undefined, address);
    expect(over.statusCode).toBe(429);
    expect(over.json().detail).toBe('Too many attempts. Please wait and try again later.');
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect((await post('/api/passkeys/sign-in/options', {}, undefined, '10.7.7.8')).statusCode).toBe(200);
    minutesLater(16);
    expect((await post('/api/passkeys/sign-in/options', {}, undefined, address)).statusCode).toBe(200);
  });
});

describe("a passkey as the company's required factor, set up at sign-in", () => {
  const setRequired = (required: boolean) => ctx.as(ACME, { method: 'PUT', url: '/api/second-factor/requirement', payload: { required } });
  const enrolmentOptions = (challengeToken: string) => post('/api/passkeys/sign-in/enrolment/options', { challengeToken });
  const enrol = (payload: unknown) => post('/api/passkeys/sign-in/enrolment', payload);

  it('adds the passkey and signs in, with the recovery codes; the challenge is spent', async () => {
    try {
      expect((await setRequired(true)).statusCode).toBe(200);
      const user = await newUser();
      const step = await passwordStep(ctx.app, user.email, user.password);
      expect(step).toMatchObject({ methods: [], enrolmentRequired: true });
      const options = await enrolmentOptions(step.challengeToken);
      expect(options.statusCode, options.body).toBe(200);
      expect(options.json()).toMatchObject({ user: { name: user.email }, authenticatorSelection: { residentKey: 'required' } });
      const authenticator = newAuthenticator();
      const answer = authenticator.register(options.json());
      expectValidationError(await enrol({ challengeToken: step.challengeToken, name: ' ', response: answer }), '$.name');
      const res = await enrol({ challengeToken: step.challengeToken, name: 'Laptop', response: answer });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ accessToken: expect.any(String), refreshToken: expect.any(String) });
      expect(res.json().recoveryCodes).toHaveLength(RECOVERY_CODE_COUNT);
      expect((await currentUser(ctx.app, res.json().accessToken)).json()).toMatchObject({ userName: user.email });
      const listed = await ctx.app.inject({ method: 'GET', url: '/api/second-factor', headers: bearer(res.json().accessToken) });
      expect(listed.json().passkeys).toEqual([expect.objectContaining({ name: 'Laptop' })]);
      expect((await entriesOf(user.email)).map((e) => [e.action, e.method])).toEqual(
        expect.arrayContaining([
          ['passkey-registered', null],
          ['signed-in', 'passkey'],
        ]),
      );
      // spent: the step cannot be used again, and the next sign-in asks for the passkey
      expect((await enrolmentOptions(step.challengeToken)).json().detail).toBe(SECOND_FACTOR_MESSAGES.challengeInvalid);
      expect((await passwordStep(ctx.app, user.email, user.password)).methods).toEqual(['recovery-code', 'passkey']);
    } finally {
      await setRequired(false);
    }
  });

  it('refuses a person who has a factor already (409), by a passkey or by the app: the password alone is not enough', async () => {
    const { user } = await withPasskey();
    try {
      expect((await setRequired(true)).statusCode).toBe(200);
      const step = await passwordStep(ctx.app, user.email, user.password);
      const options = await enrolmentOptions(step.challengeToken);
      expect(options.statusCode).toBe(409);
      expect(options.json().detail).toBe(PASSKEY_MESSAGES.enrolmentNotRequired);
      const app = await post('/api/second-factor/sign-in/enrolment', { challengeToken: step.challengeToken });
      expect(app.statusCode).toBe(409);
    } finally {
      await setRequired(false);
    }
  });

  it("refuses an answer for another challenge or origin, an unknown or spent step's token, and bad input", async () => {
    try {
      expect((await setRequired(true)).statusCode).toBe(200);
      const user = await newUser();
      const step = await passwordStep(ctx.app, user.email, user.password);
      const options = (await enrolmentOptions(step.challengeToken)).json();
      const bent = newAuthenticator().register(options, { origin: 'https://portal.example.evil' });
      const refused = await enrol({ challengeToken: step.challengeToken, name: 'Bent', response: bent });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().detail).toBe(PASSKEY_MESSAGES.invalid);
      expect((await enrolmentOptions('nope')).json().detail).toBe(SECOND_FACTOR_MESSAGES.challengeInvalid);
      const fresh = newAuthenticator().register((await enrolmentOptions(step.challengeToken)).json());
      expect((await enrol({ challengeToken: 'nope', name: 'A', response: fresh })).json().detail).toBe(
        SECOND_FACTOR_MESSAGES.challengeInvalid,
      );
      expectValidationError(await enrol({ name: 'A', response: fresh }), '$.challengeToken');
      expectValidationError(await enrol({ challengeToken: step.challengeToken, name: 'A' }), '$.response');
      expect((await enrolmentOptions('')).statusCode).toBe(400);
    } finally {
      await setRequired(false);
    }
  });
});
