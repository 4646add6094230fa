// The sign-in through a supplier's SAML 2.0 identity provider (docs/decisions/auth.md, "SAML 2.0"), against a real IdP
// started in this process (test/saml-idp.ts: its own key and certificate, its sign-in form, answers signed with
// xml-crypto): the settings, SP- and IdP-initiated sign-in, just-in-time people, the session, enforcement, and each
// refusal (forged, unsigned, wrapped, replayed, expired, not yet valid, wrongly addressed, answering no request of ours
// or another browser's, unsolicited, an address at no proved domain of the supplier).
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SignedXml } from 'xml-crypto';
import { SSO_MESSAGES, SSO_START_PER_ADDRESS_MAX, SSO_START_PER_NETWORK_MAX, type SsoSettings } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { ACME, CLERK, INTEGRATED, OPERATOR, expectValidationError, sqlRows, useTestApp } from '../../../test/test-app.ts';
import { currentUser, outboxFor, postAccessTokens } from '../../../test/auth-calls.ts';
import { decodeAuthnRequest, signInAtIdp, startSamlIdp, wrapSignature, type SamlAnswer, type TestSamlIdp } from '../../../test/saml-idp.ts';
import { DEMO_PASSWORD } from '../../seed/demo.ts';
import { setFlagOverride } from '../feature-flags/index.ts';
import { sha256 } from '../../platform/opaque-tokens.ts';
import { deleteExpiredSignIns } from './sso.queries.ts';

const ctx = useTestApp();
const acme = () => ctx.seed.supplierIds.acme;
let idp: TestSamlIdp;
const sp = (supplierId = acme()) => {
  const base = `${ctx.app.config.publicUrl}/api/sso/saml/${supplierId}`;
  return { entityId: `${base}/metadata`, acsUrl: `${base}/acs` };
};

const post = (url: string, payload: object, as: string | null = null) => ctx.as(as, { method: 'POST', url: `/api${url}`, payload });
const put = (url: string, payload: object, as: string) => ctx.as(as, { method: 'PUT', url: `/api${url}`, payload });

const samlProvider = (change: object = {}) => ({
  kind: 'saml',
  metadataXml: idp.metadataXml,
  newPersonRole: 'User',
  enforced: false,
  allowIdpInitiated: false,
  ...change,
});

/** The supplier's Admin sets the IdP up from its metadata and claims the domain; the operator approves the claim. */
async function setUpSupplier(admin: string, domain: string) {
  const saved = await put('/sso/provider', samlProvider(), admin);
  expect(saved.statusCode, saved.body).toBe(200);
  const claim = await post('/sso/domains', { domain }, admin);
  expect(claim.statusCode).toBe(201);
  expect((await post(`/ops/sso-domain-claims/${claim.json().id}/approval`, {}, OPERATOR)).statusCode).toBe(200);
}

/** The IdP's answer posted to the ACS as the browser posts it; the portal's redirect read. */
async function acs(samlResponse: string, supplierId = acme()) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/api/sso/saml/${supplierId}/acs`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ SAMLResponse: samlResponse, RelayState: '' }).toString(),
  });
  const location = res.statusCode === 303 ? new URL(String(res.headers.location)) : null;
  return {
    status: res.statusCode,
    location,
    ticket: location?.searchParams.get('ticket') ?? null,
    samlError: location?.searchParams.get('samlError') ?? null,
  };
}

/** The browser's round: the portal's start, the IdP's form (`login` typed there), the ACS. */
async function idpRound(email: string, login = email) {
  const start = await post('/sso/sign-ins', { email });
  expect(start.statusCode, start.body).toBe(200);
  const posted = await signInAtIdp(start.json().authorizationUrl, login);
  return { browserKey: start.json().browserKey as string, authorizationUrl: start.json().authorizationUrl as string, ...posted };
}
const complete = (body: { ticket: string; browserKey?: string }) => post('/sso/saml/completion', body);

async function signIn(email: string, login = email) {
  const round = await idpRound(email, login);
  const back = await acs(round.SAMLResponse);
  expect(back.ticket, back.samlError ?? '').toBeTruthy();
  return complete({ ticket: back.ticket!, browserKey: round.browserKey });
}

/** An answer built by the IdP for Acme's SP (any part changed by the test), unsolicited unless it answers a request. */
const answer = (change: Partial<SamlAnswer> = {}) =>
  idp.respond({ email: CLERK, audience: sp().entityId, destination: sp().acsUrl, now: ctx.app.clock.now(), ...change });

beforeAll(async () => {
  idp = await startSamlIdp();
  await setUpSupplier(ACME, 'acme.test');
  await setUpSupplier(INTEGRATED, 'integrated.test');
});
afterAll(async () => {
  await idp?.close();
});

describe('the settings', () => {
  it("read the IdP's metadata, answer the SP's entity id, ACS and metadata, and the certificate's end", async () => {
    const settings = (await ctx.as(ACME, { method: 'GET', url: '/api/sso/provider' })).json<SsoSettings>();
    expect(settings.provider).toMatchObject({ kind: 'saml', entityId: idp.entityId, ssoUrl: idp.ssoUrl, allowIdpInitiated: false });
    expect(settings.provider?.kind === 'saml' && settings.provider.certificate).toContain('-----BEGIN CERTIFICATE-----');
    expect(settings.provider?.kind === 'saml' && settings.provider.certificateExpiresOn).toBe('2040-01-01T00:00:00.000Z');
    expect(settings.serviceProvider).toEqual({ ...sp(), metadataUrl: sp().entityId });
    const metadata = await ctx.app.inject({ method: 'GET', url: `/api/sso/saml/${acme()}/metadata` });
    expect(metadata.statusCode).toBe(200);
    expect(metadata.headers['content-type']).toContain('application/samlmetadata+xml');
    expect(metadata.body).toContain(`entityID="${sp().entityId}"`);
    expect(metadata.body).toContain(`Location="${sp().acsUrl}"`);
  });

  it('take the entity id, sign-in address and certificate one by one', async () => {
    const saved = await put(
      '/sso/provider',
      samlProvider({ metadataXml: undefined, entityId: idp.entityId, ssoUrl: idp.ssoUrl, certificate: idp.certificatePem }),
      INTEGRATED,
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<SsoSettings>().provider).toMatchObject({ kind: 'saml', entityId: idp.entityId, ssoUrl: idp.ssoUrl });
  });

  it('refuse bad input on every field, changing nothing', async () => {
    const bad = async (change: object, path: string, message?: string) =>
      expectValidationError(await put('/sso/provider', samlProvider(change), ACME), path, message);
    await bad({ metadataXml: '<EntityDescriptor/>' }, '$.metadataXml', SSO_MESSAGES.metadataUnreadable);
    await bad({ metadataXml: '<!DOCTYPE x [<!ENTITY e "e">]><x>&e;</x>' }, '$.metadataXml', SSO_MESSAGES.metadataUnreadable);
    await bad(
      { metadataXml: idp.metadataXml.replace(/<ds:X509Certificate>[^<]*</, '<ds:X509Certificate>AAAA<') },
      '$.metadataXml',
      SSO_MESSAGES.invalidCertificate,
    );
    await bad({ metadataXml: undefined, entityId: idp.entityId, ssoUrl: idp.ssoUrl }, '$.certificate', SSO_MESSAGES.samlFieldsRequired);
    await bad(
      { metadataXml: undefined, entityId: idp.entityId, ssoUrl: idp.ssoUrl, certificate: 'not a certificate' },
      '$.certificate',
      SSO_MESSAGES.invalidCertificate,
    );
    await bad(
      { metadataXml: undefined, entityId: idp.entityId, ssoUrl: 'http://idp.example.com/sso', certificate: idp.certificatePem },
      '$.ssoUrl',
      SSO_MESSAGES.invalidSsoUrl,
    );
    await bad(
      { metadataXml: undefined, ssoUrl: idp.ssoUrl, certificate: idp.certificatePem },
      '$.entityId',
      SSO_MESSAGES.samlFieldsRequired,
    );
    await bad({ allowIdpInitiated: 'yes' }, '$.allowIdpInitiated');
    await bad({ clientId: 'an OpenID field' }, '$');
    await bad({ kind: 'ldap' }, '$.kind');
    const settings = (await ctx.as(ACME, { method: 'GET', url: '/api/sso/provider' })).json<SsoSettings>();
    expect(settings.provider).toMatchObject({ kind: 'saml', entityId: idp.entityId });
  });

  it('answer 404 for the metadata and the ACS while the flag is off, and the ACS of a supplier without a SAML provider', async () => {
    const admin = ctx.seed.userIds[INTEGRATED]!;
    const integrated = ctx.seed.supplierIds.integrated;
    await setFlagOverride(ctx.database.db, integrated, 'SingleSignOn', false, admin, ctx.app.clock.now());
    try {
      expect((await ctx.app.inject({ method: 'GET', url: `/api/sso/saml/${integrated}/metadata` })).statusCode).toBe(404);
      expect((await acs(answer(), integrated)).status).toBe(404);
    } finally {
      await setFlagOverride(ctx.database.db, integrated, 'SingleSignOn', null, admin, ctx.app.clock.now());
    }
    expect((await acs(answer(), 999_999)).status).toBe(404);
    const missing = await ctx.app.inject({
      method: 'POST',
      url: `/api/sso/saml/${acme()}/acs`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'RelayState=x',
    });
    expectValidationError(missing, '$.SAMLResponse');
    // the binding is a form post: a body of a type no parser takes (bytes) is refused in the error shape, as documented
    const bytes = await ctx.app.inject({
      method: 'POST',
      url: `/api/sso/saml/${acme()}/acs`,
      headers: { 'content-type': 'application/octet-stream' },
      payload: Buffer.from(answer()),
    });
    expect(bytes.statusCode).toBe(415);
    expect(bytes.json()).toMatchObject({ title: 'Unsupported Media Type', status: 415 });
  });
});

describe('signing in through the SAML identity provider', () => {
  it('sends the browser to the IdP with an AuthnRequest, and its signed answer signs the person in', async () => {
    const round = await idpRound(CLERK);
    const request = decodeAuthnRequest(round.authorizationUrl);
    expect(new URL(round.authorizationUrl).origin + new URL(round.authorizationUrl).pathname).toBe(idp.ssoUrl);
    expect(request).toMatchObject({ issuer: sp().entityId, acsUrl: sp().acsUrl, destination: idp.ssoUrl });
    expect(round.acsUrl).toBe(sp().acsUrl);
    const back = await acs(round.SAMLResponse);
    expect(back.location?.pathname).toBe('/sso/callback');
    const res = await complete({ ticket: back.ticket!, browserKey: round.browserKey });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).not.toHaveProperty('secondFactor');
    expect((await currentUser(ctx.app, res.json().accessToken)).json()).toMatchObject({ userName: CLERK });
    const [audit] = await sqlRows<{ method: string; assurance: string }>(
      ctx.database,
      sql`select method, assurance from audit_events where action = 'signed-in' order by id desc limit 1`,
    );
    // how the IdP says the person signed in (its AuthnContextClassRef), with the audit row and the session
    const assurance = 'acr urn:oasis:names:tc:SAML:2.0:ac:classes:PasswordProtectedTransport';
    expect(audit).toEqual({ method: 'saml', assurance });
    const [session] = await sqlRows<{ signed_in_with: string }>(
      ctx.database,
      sql`select signed_in_with from refresh_tokens where user_id = (select id from users where email = ${CLERK}) order by id desc limit 1`,
    );
    expect(session?.signed_in_with).toBe('saml');
    // the ticket is spent
    expect((await complete({ ticket: back.ticket!, browserKey: round.browserKey })).json().detail).toBe(SSO_MESSAGES.signInExpired);
    // no logout at a SAML IdP (single logout is not done): the portal's own sign-out is all
    const out = await ctx.app.inject({
      method: 'POST',
      url: '/api/sso/sign-outs',
      headers: { authorization: `Bearer ${res.json().accessToken}` },
    });
    expect(out.json()).toEqual({ logoutUrl: null });
    // kept by the session's rotations
    const renewed = await post('/auth/access-tokens', { refreshToken: res.json().refreshToken });
    const sessions = await ctx.app.inject({
      method: 'GET',
      url: '/api/sessions',
      headers: { authorization: `Bearer ${renewed.json().accessToken}` },
    });
    expect(sessions.json().find((s: { current: boolean }) => s.current)).toMatchObject({ assurance });
  });

  it('creates a person at the first sign-in with the configured role, once', async () => {
    expect((await signIn('new.saml@acme.test')).statusCode).toBe(200);
    expect((await signIn('new.saml@acme.test')).statusCode).toBe(200);
    const rows = await sqlRows<{ is_admin: boolean; supplier_id: number }>(
      ctx.database,
      sql`select m.is_admin, m.supplier_id from users u join supplier_memberships m on m.user_id = u.id where u.user_name = 'new.saml@acme.test'`,
    );
    expect(rows).toEqual([{ is_admin: false, supplier_id: acme() }]);
  });

  it('takes an answer the IdP started only while the Admin allows it, once', async () => {
    expect((await acs(answer())).samlError).toBe('unsolicited');
    expect((await put('/sso/provider', samlProvider({ allowIdpInitiated: true }), ACME)).statusCode).toBe(200);
    try {
      const unsolicited = answer();
      const back = await acs(unsolicited);
      expect(back.ticket).toBeTruthy();
      // no tab started it: the ticket alone (a stale key of the tab is no hindrance)
      const res = await complete({ ticket: back.ticket! });
      expect(res.statusCode, res.body).toBe(200);
      expect((await acs(unsolicited)).samlError).toBe('refused');
    } finally {
      await put('/sso/provider', samlProvider(), ACME);
    }
  });
});

describe('refusals at the ACS', () => {
  it.each([
    ['signed with a key the IdP never published (forged)', { signWith: 'foreign' }],
    ['not signed at all', { signWith: 'none' }],
    ['for another service provider (audience)', { audience: 'https://another-sp.example/metadata' }],
    ['sent to another address (Destination)', { destination: 'https://another-sp.example/acs' }],
    ['confirmed for another address (Recipient)', { recipient: 'https://another-sp.example/acs' }],
    ['of another issuer', { issuer: 'https://another-idp.example' }],
    ['in an answer whose status is not Success', { status: 'urn:oasis:names:tc:SAML:2.0:status:Requester' }],
  ] as const)('refuses an assertion %s', async (_case, change) => {
    const round = await idpRound(CLERK);
    const request = decodeAuthnRequest(round.authorizationUrl);
    const back = await acs(answer({ inResponseTo: request.id, ...change }));
    expect(back.samlError).toBe('refused');
    expect(back.ticket).toBeNull();
  });

  it('refuses a wrapped signature (the signed assertion moved aside, an unsigned one for another person read)', async () => {
    const round = await idpRound(CLERK);
    const wrapped = wrapSignature(round.SAMLResponse, ACME);
    // the signature itself still verifies in the wrapped document: only reading the signed element refuses it
    const xml = Buffer.from(wrapped, 'base64').toString('utf8');
    const signature = /<(ds:)?Signature[\s\S]*<\/(ds:)?Signature>/.exec(xml)![0];
    const verifier = new SignedXml({ publicCert: idp.certificatePem });
    verifier.loadSignature(signature);
    expect(verifier.checkSignature(xml)).toBe(true);
    expect(xml).toContain(ACME);
    expect((await acs(wrapped)).samlError).toBe('refused');
  });

  it('refuses a replayed assertion, its ID kept in the database', async () => {
    const round = await idpRound(CLERK);
    const first = await acs(round.SAMLResponse);
    expect(first.ticket).toBeTruthy();
    expect((await acs(round.SAMLResponse)).samlError).toBe('refused');
    const kept = await sqlRows<{ n: number }>(
      ctx.database,
      sql`select count(*)::int as n from sso_saml_assertions where supplier_id = ${acme()}`,
    );
    expect(kept[0]!.n).toBeGreaterThan(0);
  });

  it('refuses an expired assertion and one not yet valid by the app clock (60 seconds of skew)', async () => {
    const round = await idpRound(CLERK);
    const inResponseTo = decodeAuthnRequest(round.authorizationUrl).id;
    const now = ctx.app.clock.now().getTime();
    const expired = answer({ inResponseTo, now: new Date(now - 10 * 60_000) });
    expect((await acs(expired)).samlError).toBe('refused');
    const early = answer({ inResponseTo, now: new Date(now + 5 * 60_000), notBefore: new Date(now + 2 * 60_000) });
    expect((await acs(early)).samlError).toBe('refused');
    // within the skew: taken
    const skewed = answer({ inResponseTo, notBefore: new Date(now + 30_000) });
    expect((await acs(skewed)).ticket).toBeTruthy();
  });

  it('refuses an answer to a request of ours that is unknown, used, or past its 10 minutes', async () => {
    expect((await acs(answer({ inResponseTo: '_a-request-nobody-made' }))).samlError).toBe('expired');
    const round = await idpRound(CLERK);
    const inResponseTo = decodeAuthnRequest(round.authorizationUrl).id;
    expect((await acs(round.SAMLResponse)).ticket).toBeTruthy();
    // a second answer to the same request (another assertion): the request was answered
    expect((await acs(answer({ inResponseTo }))).samlError).toBe('expired');
    const late = await idpRound(CLERK);
    const later = new Date(ctx.app.clock.now().getTime() + 11 * 60_000);
    const clock = vi.spyOn(ctx.app.clock, 'now').mockReturnValue(later);
    try {
      const lateAnswer = answer({ inResponseTo: decodeAuthnRequest(late.authorizationUrl).id, now: later });
      expect((await acs(lateAnswer)).samlError).toBe('expired');
    } finally {
      clock.mockRestore();
    }
  });
});

describe('refusals at the completion', () => {
  const refused = async (body: { ticket: string; browserKey?: string }, detail: string) => {
    const res = await complete(body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 400, detail });
  };

  it('refuses the ticket in another browser (or none), leaving it to the browser that started', async () => {
    const round = await idpRound(CLERK);
    const back = await acs(round.SAMLResponse);
    await refused({ ticket: back.ticket!, browserKey: 'another-browser' }, SSO_MESSAGES.signInExpired);
    await refused({ ticket: back.ticket! }, SSO_MESSAGES.signInExpired);
    expect((await complete({ ticket: back.ticket!, browserKey: round.browserKey })).statusCode).toBe(200);
  });

  it('refuses a ticket past its 60 seconds', async () => {
    const round = await idpRound(CLERK);
    const back = await acs(round.SAMLResponse);
    const clock = vi.spyOn(ctx.app.clock, 'now').mockReturnValue(new Date(ctx.app.clock.now().getTime() + 61_000));
    try {
      await refused({ ticket: back.ticket!, browserKey: round.browserKey }, SSO_MESSAGES.signInExpired);
    } finally {
      clock.mockRestore();
    }
  });

  it("refuses an address at a domain not proved, or at another supplier's proved domain", async () => {
    await signInRefusedFor('someone@integrated.test');
    await signInRefusedFor('someone@nowhere.test');
    const pending = await post('/sso/domains', { domain: 'pending-saml.test' }, ACME);
    expect(pending.statusCode).toBe(201);
    const start = await post('/sso/sign-ins', { email: 'someone@pending-saml.test' });
    expect(start.json().detail).toBe(SSO_MESSAGES.notSetUp);
  });

  async function signInRefusedFor(login: string) {
    const round = await idpRound(CLERK, login);
    const back = await acs(round.SAMLResponse);
    await refused({ ticket: back.ticket!, browserKey: round.browserKey }, SSO_MESSAGES.emailNotProved);
  }
});

describe('enforcement', () => {
  it('refuses passwords and codes at the domain with the words why, mails no reset link, and the SAML IdP still signs in', async () => {
    expect((await put('/sso/provider', samlProvider({ enforced: true }), ACME)).statusCode).toBe(200);
    try {
      const password = await postAccessTokens(ctx.app, { username: CLERK, password: DEMO_PASSWORD });
      expect(password.statusCode).toBe(400);
      expect(password.json().detail).toBe(SSO_MESSAGES.enforced);
      const code = await post('/auth/one-time-code', { email: CLERK });
      expect(code.json().detail).toBe(SSO_MESSAGES.enforced);
      // a reset request answers as ever (nothing told), and its mail carries no link: it says where to sign in
      const reset = await post('/auth/send-password-reset-email', { email: CLERK });
      expect(reset.statusCode).toBe(204);
      const mail = (await outboxFor(ctx.app, CLERK)).at(-1)!;
      expect(mail.subject).toBe('Signing in to the Supplier Portal');
      expect(mail.text).toContain(`${ctx.app.config.publicUrl}/login/sso`);
      expect(mail.text).not.toContain('password-reset?token=');
      expect((await signIn(CLERK)).statusCode).toBe(200);
    } finally {
      await put('/sso/provider', samlProvider(), ACME);
    }
    expect((await postAccessTokens(ctx.app, { username: CLERK, password: DEMO_PASSWORD })).statusCode).toBe(200);
    // not enforced: the reset link again
    expect((await post('/auth/send-password-reset-email', { email: CLERK })).statusCode).toBe(204);
    expect((await outboxFor(ctx.app, CLERK)).at(-1)!.text).toContain('password-reset?token=');
  });
});

describe('the start of a sign-in', () => {
  const start = (remoteAddress: string, email: string) =>
    ctx.app.inject({ method: 'POST', url: '/api/sso/sign-ins', payload: { email }, remoteAddress });

  it('is throttled per address and network address, and per network address whatever the address', async () => {
    for (let i = 0; i < SSO_START_PER_ADDRESS_MAX; i++) expect((await start('10.9.0.1', 'flood@acme.test')).statusCode).toBe(200);
    const refused = await start('10.9.0.1', 'flood@acme.test');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // another network address is not concerned
    expect((await start('10.9.0.2', 'flood@acme.test')).statusCode).toBe(200);
    // every start counts for the network address, at a proved domain or not
    for (let i = 0; i < SSO_START_PER_NETWORK_MAX; i++) expect((await start('10.9.0.3', `someone${i}@nowhere.test`)).statusCode).toBe(400);
    expect((await start('10.9.0.3', 'late@acme.test')).statusCode).toBe(429);
  });
});

describe('the sweep', () => {
  it('deletes the sign-ins and the assertion IDs past their time, and keeps the live ones', async () => {
    const round = await idpRound(CLERK);
    const requestHash = sha256(decodeAuthnRequest(round.authorizationUrl).id);
    expect((await acs(round.SAMLResponse)).ticket).toBeTruthy();
    const rows = async () =>
      (
        await sqlRows<{ request: number; requests: number; assertions: number }>(
          ctx.database,
          sql`select (select count(*)::int from sso_sign_in_requests where state_hash = ${requestHash}) as request,
                     (select count(*)::int from sso_sign_in_requests) as requests,
                     (select count(*)::int from sso_saml_assertions) as assertions`,
        )
      )[0]!;
    const now = ctx.app.clock.now();
    await deleteExpiredSignIns(ctx.database.db, now);
    // this answer's ticket (60 s) and assertion (minutes) are live
    expect((await rows()).request).toBe(1);
    expect((await rows()).assertions).toBeGreaterThan(0);
    const swept = await deleteExpiredSignIns(ctx.database.db, new Date(now.getTime() + 60 * 60_000));
    expect(swept.signIns).toBeGreaterThan(0);
    expect(swept.assertions).toBeGreaterThan(0);
    expect(await rows()).toEqual({ request: 0, requests: 0, assertions: 0 });
  });
});
