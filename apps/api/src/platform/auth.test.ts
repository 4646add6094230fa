import { describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_TTL_S } from '@portal/contracts';
import { useTestApp } from '../../test/test-app.ts';
import { AccessTokens } from './access-tokens.ts';

const ctx = useTestApp();

// The short public list: sign-in calls, health, API docs, invitation lookup, application and its country lists, dev
// outbox and invitations, demo product images.
const PUBLIC_PREFIXES = [
  '/api/auth/',
  '/api/health',
  '/api/ready',
  '/api/openapi.json',
  '/api/docs',
  '/api/supplier-invitation/',
  '/api/supplier-applications',
  '/api/countries',
  '/api/dev/outbox',
  '/api/dev/supplier-invitations',
  '/api/files/',
  '/api/product-images/',
  // the browser's monitoring settings: read before sign-in, they hold only the public client token
  '/api/monitoring/config',
  // the sign-in's second step and its required enrolment: the first step's challenge token is their credential
  '/api/second-factor/sign-in',
  // a passkey's sign-in (passwordless, or the second step): the authenticator's signed answer is its credential
  '/api/passkeys/sign-in',
  // the sign-in through the company's identity provider (the state and code are its credential), and the link of the
  // domain verification mail (its token is)
  '/api/sso/sign-ins',
  '/api/sso/domain-verifications',
  // SAML: the portal's metadata for the provider's setup (public by nature), the provider's signed answer (its signature
  // is its credential) and the completion (the answer's single-use ticket, bound to the tab that started)
  '/api/sso/saml/',
];

describe('route guard', () => {
  it('marks public only the routes on the short public list', () => {
    const offList = ctx.app.registeredRoutes.filter((r) => r.public && !PUBLIC_PREFIXES.some((p) => r.url.startsWith(p)));
    expect(offList).toEqual([]);
  });

  it('refuses every other /api route without a session', async () => {
    const guarded = ctx.app.registeredRoutes.filter((r) => r.url.startsWith('/api') && !r.public && r.method !== 'HEAD');
    for (const route of guarded) {
      const url = route.url.replace(/:(\w+)/g, '1');
      const res = await ctx.app.inject({ method: route.method as 'GET', url });
      expect({ route: `${route.method} ${route.url}`, status: res.statusCode }).toEqual({
        route: `${route.method} ${route.url}`,
        status: 401,
      });
      expect(res.json()).toMatchObject({ title: 'Unauthorized', status: 401 });
    }
  });

  it('refuses a tampered or foreign-signed token', async () => {
    const accessToken = await ctx.accessTokenFor('admin@acme.test');
    const get = (bearer: string) =>
      ctx.app.inject({ method: 'GET', url: '/api/current-user', headers: { authorization: `Bearer ${bearer}` } });
    expect((await get(accessToken)).statusCode).toBe(200);

    const [header, payload, signature] = accessToken.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const forgedPayload = Buffer.from(JSON.stringify({ ...claims, sub: String(ctx.seed.userIds['admin@integrated.test']) })).toString(
      'base64url',
    );
    const tamperedSignature = signature.slice(0, -2) + (signature.at(-2) === 'A' ? 'B' : 'A') + signature.at(-1);
    const foreign = await new AccessTokens(new TextEncoder().encode('another-deployment-secret-0123456789')).sign({
      userId: Number(claims.sub),
      tokenVersion: 0,
    });
    for (const bad of [`${header}.${forgedPayload}.${signature}`, `${header}.${payload}.${tamperedSignature}`, foreign, 'not-a-jwt']) {
      const res = await get(bad);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ title: 'Unauthorized', status: 401, detail: 'The access token is invalid or has expired.' });
    }
  });

  it('refuses an expired access token', async () => {
    const userId = ctx.seed.userIds['clerk@acme.test']!;
    const issued = new Date(Date.now() - (ACCESS_TOKEN_TTL_S + 60) * 1000);
    const expired = await ctx.app.accessTokens.sign({ userId, tokenVersion: 0 }, issued);
    const res = await ctx.app.inject({ method: 'GET', url: '/api/current-user', headers: { authorization: `Bearer ${expired}` } });
    expect(res.statusCode).toBe(401);
  });
});
