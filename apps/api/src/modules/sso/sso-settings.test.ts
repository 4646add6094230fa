// The Admin's single sign-on settings and the console's approval (docs/decisions/auth.md, "Single sign-on"), through
// the real server: who may call (Admins with the SingleSignOn flag on; operators approve), bad input on every field,
// another supplier's ids, the secret never answered, the verification mail, and decisions made twice (409).
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { SSO_MESSAGES, type OpsSsoDomainClaim, type SsoDomain, type SsoSettings } from '@portal/contracts';
import { ACME, CLERK, INTEGRATED, OPERATOR, expectValidationError, sqlRows, useTestApp } from '../../../test/test-app.ts';
import { lastMailedToken, outboxFor } from '../../../test/auth-calls.ts';
import { setFlagOverride } from '../feature-flags/index.ts';

const ctx = useTestApp();
const NOW = new Date('2026-03-05T15:00:00Z');
const call = (as: string | null, method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: object) =>
  ctx.as(as, { method, url: `/api${url}`, ...(payload ? { payload } : {}) });

const PROVIDER = {
  kind: 'oidc',
  issuer: 'https://login.acme-home.example',
  clientId: 'supplier-portal',
  clientSecret: 'a-client-secret-0123',
  newPersonRole: 'User',
  enforced: false,
} as const;

const claim = async (as: string, domain: string) => {
  const res = await call(as, 'POST', '/sso/domains', { domain });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<SsoDomain>();
};

describe('who may call', () => {
  const ADMIN_CALLS: ['GET' | 'PUT' | 'POST' | 'DELETE', string, object?][] = [
    ['GET', '/sso/provider'],
    ['PUT', '/sso/provider', PROVIDER],
    ['DELETE', '/sso/provider'],
    ['POST', '/sso/domains', { domain: 'who-may.example' }],
    ['DELETE', '/sso/domains/1'],
    ['POST', '/sso/domains/1/verification-mail', { email: 'it@who-may.example' }],
  ];

  it('refuses a user without the Admin role (403) and no session (401)', async () => {
    for (const [method, url, body] of ADMIN_CALLS) {
      expect((await call(CLERK, method, url, body)).statusCode, `${method} ${url}`).toBe(403);
      expect((await call(null, method, url, body)).statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('answers 404 on every call while the SingleSignOn flag is off for the supplier', async () => {
    const admin = ctx.seed.userIds[INTEGRATED]!;
    await setFlagOverride(ctx.database.db, ctx.seed.supplierIds.integrated, 'SingleSignOn', false, admin, NOW);
    try {
      for (const [method, url, body] of ADMIN_CALLS)
        expect((await call(INTEGRATED, method, url, body)).statusCode, `${method} ${url}`).toBe(404);
    } finally {
      await setFlagOverride(ctx.database.db, ctx.seed.supplierIds.integrated, 'SingleSignOn', null, admin, NOW);
    }
    expect((await call(INTEGRATED, 'GET', '/sso/provider')).statusCode).toBe(200);
  });

  it('leaves the approval to operators', async () => {
    const pending = await claim(ACME, 'operators-only.example');
    expect((await call(ACME, 'POST', `/ops/sso-domain-claims/${pending.id}/approval`)).statusCode).toBe(403);
    expect((await call(ACME, 'GET', '/ops/sso-domain-claims')).statusCode).toBe(403);
  });
});

describe('the provider', () => {
  it('is set up, read back without its secret, changed keeping the secret, and removed', async () => {
    expect((await call(INTEGRATED, 'GET', '/sso/provider')).json<SsoSettings>().provider).toBeNull();
    const saved = await call(INTEGRATED, 'PUT', '/sso/provider', PROVIDER);
    expect(saved.statusCode).toBe(200);
    expect(saved.json<SsoSettings>()).toMatchObject({
      provider: {
        kind: 'oidc',
        issuer: PROVIDER.issuer,
        clientId: 'supplier-portal',
        clientSecretSet: true,
        newPersonRole: 'User',
        enforced: false,
      },
      redirectUri: `${ctx.app.config.publicUrl}/sso/callback`,
    });
    expect(saved.body).not.toContain(PROVIDER.clientSecret);
    const [stored] = await sqlRows<{ client_secret_sealed: string }>(ctx.database, sql`select client_secret_sealed from sso_providers`);
    expect(stored!.client_secret_sealed).not.toContain(PROVIDER.clientSecret);

    const { clientSecret: _left, ...withoutSecret } = PROVIDER;
    const changed = await call(INTEGRATED, 'PUT', '/sso/provider', { ...withoutSecret, newPersonRole: 'Admin', enforced: true });
    expect(changed.json<SsoSettings>().provider).toMatchObject({ clientSecretSet: true, newPersonRole: 'Admin', enforced: true });

    expect((await call(INTEGRATED, 'DELETE', '/sso/provider')).statusCode).toBe(204);
    expect((await call(INTEGRATED, 'DELETE', '/sso/provider')).statusCode).toBe(404);
    // the first setup needs the secret
    expectValidationError(await call(INTEGRATED, 'PUT', '/sso/provider', withoutSecret), '$.clientSecret', SSO_MESSAGES.secretRequired);
  });

  it('refuses bad input on every field, changing nothing', async () => {
    const bad: [string, object][] = [
      ['$.kind', { kind: 'ldap' }],
      ['$.issuer', { issuer: 'http://login.acme-home.example' }],
      ['$.issuer', { issuer: 'not an address' }],
      ['$.issuer', { issuer: 'https://login.example/?next=1' }],
      ['$.issuer', { issuer: `https://${'a'.repeat(500)}.example` }],
      ['$.clientId', { clientId: ' ' }],
      ['$.clientId', { clientId: 'x'.repeat(201) }],
      ['$.clientSecret', { clientSecret: '' }],
      ['$.clientSecret', { clientSecret: 'x'.repeat(501) }],
      ['$.newPersonRole', { newPersonRole: 'Owner' }],
      ['$.enforced', { enforced: 'yes' }],
    ];
    for (const [path, change] of bad) expectValidationError(await call(ACME, 'PUT', '/sso/provider', { ...PROVIDER, ...change }), path);
    // the kind decides which fields are asked for (SAML's: saml-sign-in.test.ts)
    expectValidationError(await call(ACME, 'PUT', '/sso/provider', {}), '$.kind');
    const missing = await call(ACME, 'PUT', '/sso/provider', { kind: 'oidc' });
    for (const path of ['$.issuer', '$.clientId', '$.newPersonRole', '$.enforced']) expectValidationError(missing, path);
    expect((await call(ACME, 'PUT', '/sso/provider', { ...PROVIDER, extra: 1 })).statusCode).toBe(400);
    expect((await call(ACME, 'GET', '/sso/provider')).json<SsoSettings>().provider).toBeNull();
  });
});

describe('domains', () => {
  it('are claimed pending, listed, and removed; another supplier’s id is 404', async () => {
    const pending = await claim(ACME, ' Listed.Example. ');
    expect(pending).toMatchObject({ domain: 'listed.example', status: 'pending', provedBy: null, provedOn: null });
    expect((await call(ACME, 'GET', '/sso/provider')).json<SsoSettings>().domains.map((d) => d.domain)).toContain('listed.example');
    expect((await call(ACME, 'POST', '/sso/domains', { domain: 'listed.example' })).statusCode).toBe(409);
    expect((await call(INTEGRATED, 'DELETE', `/sso/domains/${pending.id}`)).statusCode).toBe(404);
    expect(
      (await call(INTEGRATED, 'POST', `/sso/domains/${pending.id}/verification-mail`, { email: 'it@listed.example' })).statusCode,
    ).toBe(404);
    expect((await call(ACME, 'DELETE', `/sso/domains/${pending.id}`)).statusCode).toBe(204);
    expect((await call(ACME, 'DELETE', `/sso/domains/${pending.id}`)).statusCode).toBe(404);
  });

  it('refuses bad input on every field', async () => {
    for (const domain of ['', 'no-dot', 'exa mple.com', '-bad.example', 'x'.repeat(250) + '.example', 'mail@bad.example'])
      expectValidationError(await call(ACME, 'POST', '/sso/domains', { domain }), '$.domain');
    expectValidationError(await call(ACME, 'POST', '/sso/domains', {}), '$.domain');
    const pending = await claim(ACME, 'bad-mail.example');
    expectValidationError(await call(ACME, 'POST', `/sso/domains/${pending.id}/verification-mail`, { email: 'not-an-address' }), '$.email');
    expectValidationError(
      await call(ACME, 'POST', `/sso/domains/${pending.id}/verification-mail`, { email: 'it@elsewhere.example' }),
      '$.email',
      SSO_MESSAGES.emailNotAtDomain,
    );
    expect((await call(ACME, 'DELETE', '/sso/domains/abc')).statusCode).toBe(400);
    expectValidationError(await call(null, 'POST', '/sso/domain-verifications', { token: '' }), '$.token');
    expectValidationError(await call(null, 'POST', '/sso/sign-ins', { email: 'not-an-address' }), '$.email');
    for (const field of ['browserKey', 'state', 'code'])
      expectValidationError(
        await call(null, 'POST', '/sso/sign-ins/completion', { browserKey: 'b', state: 's', code: 'c', [field]: '' }),
        `$.${field}`,
      );
  });

  it('is proved by the verification mail’s link, once; the console approves another, and a decision twice is 409', async () => {
    const mailed = await claim(ACME, 'mailed.example');
    expect((await call(ACME, 'POST', `/sso/domains/${mailed.id}/verification-mail`, { email: 'it@mailed.example' })).statusCode).toBe(204);
    expect((await outboxFor(ctx.app, 'it@mailed.example')).at(-1)?.subject).toBe('Confirm mailed.example for single sign-on');
    const token = await lastMailedToken(ctx.app, 'it@mailed.example');
    const verified = await call(null, 'POST', '/sso/domain-verifications', { token });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({ domain: 'mailed.example' });
    const again = await call(null, 'POST', '/sso/domain-verifications', { token });
    expect(again.statusCode).toBe(400);
    expect(again.json().detail).toBe(SSO_MESSAGES.verificationInvalid);
    const domains = (await call(ACME, 'GET', '/sso/provider')).json<SsoSettings>().domains;
    expect(domains.find((d) => d.domain === 'mailed.example')).toMatchObject({ status: 'proved', provedBy: 'mail' });
    expect((await call(ACME, 'POST', `/sso/domains/${mailed.id}/verification-mail`, { email: 'it@mailed.example' })).statusCode).toBe(409);

    const approved = await claim(ACME, 'approved.example');
    const queue = (await call(OPERATOR, 'GET', '/ops/sso-domain-claims')).json<OpsSsoDomainClaim[]>();
    expect(queue.find((c) => c.id === approved.id)).toMatchObject({ domain: 'approved.example', supplierName: 'Acme Home Goods' });
    const decision = await call(OPERATOR, 'POST', `/ops/sso-domain-claims/${approved.id}/approval`);
    expect(decision.statusCode).toBe(200);
    expect(decision.json()).toMatchObject({ status: 'proved', provedBy: 'operator' });
    expect((await call(OPERATOR, 'POST', `/ops/sso-domain-claims/${approved.id}/approval`)).statusCode).toBe(409);
    expect((await call(OPERATOR, 'POST', '/ops/sso-domain-claims/999999/approval')).statusCode).toBe(404);
    expect((await call(OPERATOR, 'GET', '/ops/sso-domain-claims')).json<OpsSsoDomainClaim[]>().map((c) => c.id)).not.toContain(approved.id);
  });

  it('belongs to one supplier once proved: another cannot claim it, and a rival claim cannot be proved', async () => {
    const rival = await claim(INTEGRATED, 'contested.example');
    const first = await claim(ACME, 'contested.example');
    expect((await call(OPERATOR, 'POST', `/ops/sso-domain-claims/${first.id}/approval`)).statusCode).toBe(200);
    const taken = await call(INTEGRATED, 'POST', '/sso/domains', { domain: 'contested.example' });
    expect(taken.statusCode).toBe(409);
    const rivalDecision = await call(OPERATOR, 'POST', `/ops/sso-domain-claims/${rival.id}/approval`);
    expect(rivalDecision.statusCode).toBe(409);
    expect(rivalDecision.json().detail).toBe(SSO_MESSAGES.domainTaken);
  });
});
