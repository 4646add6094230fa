// The sign-in through the supplier's own identity provider (docs/decisions/auth.md, "Single sign-on"), against a real
// OpenID provider started in this process (test/oidc-provider.ts): just-in-time people and memberships, the session,
// enforcement, and each refusal (forged, replayed, expired, wrongly addressed ID tokens; domains not proved or another
// supplier's).
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MEMBERSHIP_MESSAGES, SSO_MESSAGES, type SsoSettings } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { ACME, CLERK, INTEGRATED, OPERATOR, sqlRows, useTestApp } from '../../../test/test-app.ts';
import { currentUser, lastMailedCode, postAccessTokens } from '../../../test/auth-calls.ts';
import { signInAtProvider, startOidcProvider, type TestOidcProvider } from '../../../test/oidc-provider.ts';
import { DEMO_PASSWORD } from '../../seed/demo.ts';
import { AUTH_MESSAGES } from '../auth/index.ts';

const ctx = useTestApp();
const acme = () => ctx.seed.supplierIds.acme;
let provider: TestOidcProvider;
const redirectUri = () => `${ctx.app.config.publicUrl}/sso/callback`;

const post = (url: string, payload: object, as: string | null = null) => ctx.as(as, { method: 'POST', url: `/api${url}`, payload });
const put = (url: string, payload: object, as: string) => ctx.as(as, { method: 'PUT', url: `/api${url}`, payload });

/** The supplier's Admin sets the provider up and claims the domain; the operator approves the claim. */
async function setUpSupplier(admin: string, domain: string, enforced = false) {
  const saved = await put(
    '/sso/provider',
    {
      kind: 'oidc',
      issuer: provider.issuer,
      clientId: provider.clientId,
      clientSecret: provider.clientSecret,
      newPersonRole: 'User',
      enforced,
    },
    admin,
  );
  expect(saved.statusCode).toBe(200);
  const claim = await post('/sso/domains', { domain }, admin);
  expect(claim.statusCode).toBe(201);
  const approved = await post(`/ops/sso-domain-claims/${claim.json().id}/approval`, {}, OPERATOR);
  expect(approved.statusCode).toBe(200);
}

/** The browser's round: the portal's start, the provider's form, and the callback's parameters. */
async function providerAnswer(email: string, login = email) {
  const start = await post('/sso/sign-ins', { email });
  expect(start.statusCode).toBe(200);
  const back = await signInAtProvider(start.json().authorizationUrl, login, redirectUri());
  const { code, state, iss } = Object.fromEntries(back.searchParams) as Record<string, string>;
  return { browserKey: start.json().browserKey as string, code: code!, state: state!, ...(iss ? { iss } : {}) };
}
const complete = (answer: object) => post('/sso/sign-ins/completion', answer);

beforeAll(async () => {
  provider = await startOidcProvider({ redirectUri: redirectUri(), idTokenTtl: 120 });
  await setUpSupplier(ACME, 'acme.test');
  await setUpSupplier(INTEGRATED, 'integrated.test');
});
afterAll(async () => {
  await provider?.close();
});

describe('signing in through the identity provider', () => {
  it('sends the browser to the provider with PKCE, state and nonce, and the answer signs the person in', async () => {
    const start = await post('/sso/sign-ins', { email: CLERK });
    const url = new URL(start.json().authorizationUrl);
    expect(url.origin).toBe(provider.issuer);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('state')).toBeTruthy();
    expect(url.searchParams.get('nonce')).toBeTruthy();
    expect(url.searchParams.get('redirect_uri')).toBe(redirectUri());

    const res = await complete(await providerAnswer(CLERK));
    expect(res.statusCode).toBe(200);
    const session = res.json();
    expect(session).toMatchObject({ sessionKind: 'supplier' });
    expect(session).not.toHaveProperty('secondFactor');
    const me = await currentUser(ctx.app, session.accessToken);
    expect(me.json()).toMatchObject({ userName: CLERK });
    const [audit] = await sqlRows<{ method: string }>(
      ctx.database,
      sql`select method from audit_events where action = 'signed-in' order by id desc limit 1`,
    );
    expect(audit?.method).toBe('sso');
  });

  it('creates a person at first sign-in with the configured role, and a membership for a person of another supplier', async () => {
    const res = await complete(await providerAnswer('new.person@acme.test'));
    expect(res.statusCode).toBe(200);
    const [created] = await sqlRows<{ is_admin: boolean; supplier_id: number; first_name: string }>(
      ctx.database,
      sql`select m.is_admin, m.supplier_id, u.first_name from users u join supplier_memberships m on m.user_id = u.id where u.user_name = 'new.person@acme.test'`,
    );
    expect(created).toEqual({ is_admin: false, supplier_id: ctx.seed.supplierIds.acme, first_name: 'Sam' });
    // the same person signs in again: no second account
    expect((await complete(await providerAnswer('new.person@acme.test'))).statusCode).toBe(200);
    const people = await sqlRows<{ n: number }>(
      ctx.database,
      sql`select count(*)::int as n from users where user_name = 'new.person@acme.test'`,
    );
    expect(people[0]!.n).toBe(1);
  });

  it("keeps the provider's acr and amr with the session and the audit row", async () => {
    provider.tamper = (token) => provider.resign(token, { acr: 'urn:example:loa:mfa', amr: ['pwd', 'otp'] }, 'provider');
    let res: Awaited<ReturnType<typeof complete>>;
    try {
      res = await complete(await providerAnswer(CLERK));
    } finally {
      provider.tamper = null;
    }
    expect(res.statusCode, res.body).toBe(200);
    const assurance = 'acr urn:example:loa:mfa · amr pwd otp';
    const sessions = await ctx.app.inject({
      method: 'GET',
      url: '/api/sessions',
      headers: { authorization: `Bearer ${res.json().accessToken}` },
    });
    expect(sessions.json().find((s: { current: boolean }) => s.current)).toMatchObject({ assurance });
    const [audit] = await sqlRows<{ method: string; assurance: string }>(
      ctx.database,
      sql`select method, assurance from audit_events where action = 'signed-in' order by id desc limit 1`,
    );
    expect(audit).toEqual({ method: 'sso', assurance });
  });

  it('gives an Admin membership when the provider is set so', async () => {
    await put(
      '/sso/provider',
      { kind: 'oidc', issuer: provider.issuer, clientId: provider.clientId, newPersonRole: 'Admin', enforced: false },
      ACME,
    );
    expect((await complete(await providerAnswer('new.admin@acme.test'))).statusCode).toBe(200);
    const [row] = await sqlRows<{ is_admin: boolean }>(
      ctx.database,
      sql`select m.is_admin from users u join supplier_memberships m on m.user_id = u.id where u.user_name = 'new.admin@acme.test'`,
    );
    expect(row?.is_admin).toBe(true);
    await put(
      '/sso/provider',
      { kind: 'oidc', issuer: provider.issuer, clientId: provider.clientId, newPersonRole: 'User', enforced: false },
      ACME,
    );
  });
});

describe('refusals', () => {
  const refused = async (answer: object, detail: string) => {
    const res = await complete(answer);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 400, detail });
  };

  // the token endpoint's ID token replaced, as by someone between the provider and the portal
  it.each([
    ['signed with a key the provider never published (forged)', {}, 'foreign'],
    ['for another client (wrong audience)', { aud: 'another-client' }, 'provider'],
    ['of another issuer', { iss: 'https://idp.elsewhere.test' }, 'provider'],
    ['with another nonce (an answer to another sign-in)', { nonce: 'another-sign-in' }, 'provider'],
  ] as const)('refuses an ID token %s', async (_case, change, key) => {
    provider.tamper = (token) => provider.resign(token, change, key);
    try {
      await refused(await providerAnswer(CLERK), SSO_MESSAGES.signInRefused);
    } finally {
      provider.tamper = null;
    }
  });

  it('refuses an expired ID token (the app clock past its expiry, the state still live)', async () => {
    const answer = await providerAnswer(CLERK);
    const later = new Date(ctx.app.clock.now().getTime() + 5 * 60_000);
    const clock = vi.spyOn(ctx.app.clock, 'now').mockReturnValue(later);
    try {
      await refused(answer, SSO_MESSAGES.signInRefused);
    } finally {
      clock.mockRestore();
    }
  });

  it('refuses a replayed answer (state and code used once), and a state past its 10 minutes', async () => {
    const answer = await providerAnswer(CLERK);
    expect((await complete(answer)).statusCode).toBe(200);
    await refused(answer, SSO_MESSAGES.signInExpired);
    const late = await providerAnswer(CLERK);
    const clock = vi.spyOn(ctx.app.clock, 'now').mockReturnValue(new Date(ctx.app.clock.now().getTime() + 11 * 60_000));
    try {
      await refused(late, SSO_MESSAGES.signInExpired);
    } finally {
      clock.mockRestore();
    }
  });

  it('refuses an answer brought to another browser than the one that started (its key), leaving the state live', async () => {
    const answer = await providerAnswer(CLERK);
    await refused({ ...answer, browserKey: 'another-browser' }, SSO_MESSAGES.signInExpired);
    expect((await complete(answer)).statusCode).toBe(200);
  });

  it('names the person by the provider’s subject: another subject with a linked person’s address is refused', async () => {
    expect((await complete(await providerAnswer(CLERK))).statusCode).toBe(200);
    provider.tamper = (token) => provider.resign(token, { sub: 'a-reassigned-account' }, 'provider');
    try {
      await refused(await providerAnswer(CLERK), SSO_MESSAGES.otherAccount);
    } finally {
      provider.tamper = null;
    }
  });

  it('refuses a code sent with a state it was not issued for', async () => {
    const first = await providerAnswer(CLERK);
    const second = await providerAnswer(CLERK);
    await refused({ ...second, code: first.code }, SSO_MESSAGES.signInRefused);
  });

  it('refuses to start for a domain not proved, and an address the provider gives at another supplier’s domain', async () => {
    const pending = await post('/sso/domains', { domain: 'pending-acme.test' }, ACME);
    expect(pending.statusCode).toBe(201);
    const start = await post('/sso/sign-ins', { email: 'someone@pending-acme.test' });
    expect(start.statusCode).toBe(400);
    expect(start.json().detail).toBe(SSO_MESSAGES.notSetUp);
    // Acme's provider vouches for an address at the integrated supplier's proved domain: refused
    await refused(await providerAnswer(CLERK, 'someone@integrated.test'), SSO_MESSAGES.emailNotProved);
    // and at a domain nobody proved
    await refused(await providerAnswer(CLERK, 'someone@nowhere.test'), SSO_MESSAGES.emailNotProved);
  });
});

describe("signing out of a provider's session", () => {
  const signOut = (accessToken?: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/sso/sign-outs',
      ...(accessToken ? { headers: { authorization: `Bearer ${accessToken}` } } : {}),
    });

  it("answers the provider's logout address for a session it signed in, and none for a password's", async () => {
    const signedIn = await complete(await providerAnswer(CLERK));
    const out = await signOut(signedIn.json().accessToken);
    expect(out.statusCode, out.body).toBe(200);
    const url = new URL(out.json().logoutUrl);
    expect(url.origin).toBe(new URL(provider.issuer).origin);
    expect(url.searchParams.get('client_id')).toBe(provider.clientId);
    expect(url.searchParams.get('post_logout_redirect_uri')).toBe(`${ctx.app.config.publicUrl}/login`);
    const password = await postAccessTokens(ctx.app, { username: CLERK, password: DEMO_PASSWORD });
    expect((await signOut(password.json().accessToken)).json()).toEqual({ logoutUrl: null });
    expect((await signOut()).statusCode).toBe(401);
  });

  /** The ID token's claims (the provider signed it; the portal only hands it back). */
  const claimsOf = (jwt: string) => JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString('utf8')) as Record<string, unknown>;

  it('hands the provider back the ID token it gave at the sign-in (id_token_hint), kept sealed through refreshes', async () => {
    const signedIn = (await complete(await providerAnswer(CLERK))).json() as { accessToken: string; refreshToken: string };
    const [kept] = await sqlRows<{ sealed: string | null }>(
      ctx.database,
      sql`select sso_id_token_sealed as sealed from refresh_tokens where token_hash is not null order by id desc limit 1`,
    );
    expect(kept?.sealed).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(kept?.sealed).not.toContain('eyJ'); // sealed, not the token's own base64url JSON
    // a refresh keeps it: the new access token's sign-out still names the provider's session
    const refreshed = await postAccessTokens(ctx.app, { refreshToken: signedIn.refreshToken });
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    for (const token of [signedIn.accessToken, refreshed.json().accessToken as string]) {
      const hint = new URL((await signOut(token)).json().logoutUrl).searchParams.get('id_token_hint');
      expect(hint).toBeTruthy();
      expect(claimsOf(hint!)).toMatchObject({ iss: provider.issuer, aud: provider.clientId, sub: CLERK });
    }
  });

  it("after a switch to another supplier, sends the person to the provider that signed them in, not the other supplier's", async () => {
    const person = 'switching@acme.test';
    const signedIn = (await complete(await providerAnswer(person))).json() as { accessToken: string };
    const [{ id: userId } = { id: 0 }] = await sqlRows<{ id: number }>(ctx.database, sql`select id from users where email = ${person}`);
    const integrated = ctx.seed.supplierIds.integrated;
    await ctx.database.db.execute(
      sql`insert into supplier_memberships (user_id, supplier_id, is_admin, is_active, created_on, accepted_on)
          values (${userId}, ${integrated}, false, true, now(), now())`,
    );
    // the integrated supplier's provider is another client of the same issuer
    const other = { kind: 'oidc', issuer: provider.issuer, clientId: 'another-client', newPersonRole: 'User', enforced: false };
    expect((await put('/sso/provider', { ...other, clientSecret: 'another-secret' }, INTEGRATED)).statusCode).toBe(200);
    try {
      const switched = await ctx.app.inject({
        method: 'POST',
        url: `/api/memberships/${integrated}/session`,
        headers: { authorization: `Bearer ${signedIn.accessToken}` },
      });
      expect(switched.statusCode, switched.body).toBe(200);
      const url = new URL((await signOut(switched.json().accessToken)).json().logoutUrl);
      expect(url.searchParams.get('client_id')).toBe(provider.clientId);
      expect(claimsOf(url.searchParams.get('id_token_hint')!)).toMatchObject({ aud: provider.clientId, sub: person });
    } finally {
      const back = { ...other, clientId: provider.clientId, clientSecret: provider.clientSecret };
      expect((await put('/sso/provider', back, INTEGRATED)).statusCode).toBe(200);
    }
  });
});

describe("the provider's discovery document", () => {
  it('is read once for its lifetime by the app clock, then again', async () => {
    expect((await post('/sso/sign-ins', { email: CLERK })).statusCode).toBe(200);
    const reads = provider.discoveryReads;
    expect((await post('/sso/sign-ins', { email: CLERK })).statusCode).toBe(200);
    expect((await complete(await providerAnswer(CLERK))).statusCode).toBe(200);
    expect(provider.discoveryReads).toBe(reads);
    const later = new Date(ctx.app.clock.now().getTime() + 11 * 60_000);
    const clock = vi.spyOn(ctx.app.clock, 'now').mockReturnValue(later);
    try {
      expect((await post('/sso/sign-ins', { email: CLERK })).statusCode).toBe(200);
      expect(provider.discoveryReads).toBe(reads + 1);
    } finally {
      clock.mockRestore();
    }
  });
});

describe("switching from a provider's session", () => {
  const AGENT = 'agent@agency.test'; // the demo's person of Acme and Integrated
  const switchTo = (accessToken: string, supplierId: number) =>
    ctx.app.inject({ method: 'POST', url: `/api/memberships/${supplierId}/session`, headers: { authorization: `Bearer ${accessToken}` } });
  const requireFactor = (supplierId: number, required: boolean) =>
    ctx.database.db.execute(sql`update suppliers set require_second_factor = ${required} where id = ${supplierId}`);

  it('refuses a supplier that asks for a second factor, with the words why, also after a refresh; one that does not is opened', async () => {
    await setUpSupplier(ACME, 'agency.test');
    const integrated = ctx.seed.supplierIds.integrated;
    const signedIn = await complete(await providerAnswer(AGENT));
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const [kept] = await sqlRows<{ signed_in_with: string }>(
      ctx.database,
      sql`select signed_in_with from refresh_tokens where user_id = (select id from users where email = ${AGENT}) order by id desc limit 1`,
    );
    expect(kept!.signed_in_with).toBe('sso');
    await requireFactor(integrated, true);
    try {
      const refused = await switchTo(signedIn.json().accessToken, integrated);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().detail).toBe(MEMBERSHIP_MESSAGES.secondFactorNeeded('Integrated Outdoor Supply'));
      // the family's next token is still the provider's session
      const renewed = await post('/auth/access-tokens', { refreshToken: signedIn.json().refreshToken });
      expect(renewed.statusCode, renewed.body).toBe(200);
      expect((await switchTo(renewed.json().accessToken, integrated)).statusCode).toBe(403);
      await requireFactor(integrated, false);
      const opened = await switchTo(renewed.json().accessToken, integrated);
      expect(opened.statusCode, opened.body).toBe(200);
      // a switch is no sign-in: the new session is still the provider's, refused back into a supplier asking for a factor
      await requireFactor(acme(), true);
      expect((await switchTo(opened.json().accessToken, acme())).statusCode).toBe(403);
    } finally {
      await requireFactor(integrated, false);
      await requireFactor(acme(), false);
    }
  });
});

describe('enforcement', () => {
  const setEnforced = (enforced: boolean) =>
    put('/sso/provider', { kind: 'oidc', issuer: provider.issuer, clientId: provider.clientId, newPersonRole: 'User', enforced }, ACME);

  it('refuses passwords and e-mailed codes at the domain with the words why, and the provider still signs in', async () => {
    expect((await setEnforced(true)).json<SsoSettings>().provider?.enforced).toBe(true);
    try {
      const password = await postAccessTokens(ctx.app, { username: CLERK, password: DEMO_PASSWORD });
      expect(password.statusCode).toBe(400);
      expect(password.json().detail).toBe(SSO_MESSAGES.enforced);
      // a wrong password is answered as before (no word of the enforcement before the password is right)
      const wrong = await postAccessTokens(ctx.app, { username: CLERK, password: 'not the password' });
      expect(wrong.json().detail).toBe(AUTH_MESSAGES.wrongCredentials);
      const code = await post('/auth/one-time-code', { email: CLERK });
      expect(code.statusCode).toBe(400);
      expect(code.json().detail).toBe(SSO_MESSAGES.enforced);
      const codeSignIn = await postAccessTokens(ctx.app, { email: CLERK, oneTimeCode: '123456' });
      expect(codeSignIn.json().detail).toBe(SSO_MESSAGES.enforced);
      // another supplier's people are not concerned
      expect((await postAccessTokens(ctx.app, { username: INTEGRATED, password: DEMO_PASSWORD })).statusCode).toBe(200);
      expect((await complete(await providerAnswer(CLERK))).statusCode).toBe(200);
    } finally {
      await setEnforced(false);
    }
    expect((await postAccessTokens(ctx.app, { username: CLERK, password: DEMO_PASSWORD })).statusCode).toBe(200);
    expect((await post('/auth/one-time-code', { email: CLERK })).statusCode).toBe(204);
    expect(await lastMailedCode(ctx.app, CLERK)).toMatch(/^\d{6}$/);
  });
});
