import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/helper.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx?.close());

// The short public list: sign-in calls, health, API docs, invitation lookup, application, dev outbox.
const PUBLIC_PREFIXES = ['/api/auth/', '/api/health', '/api/ready', '/api/openapi.json', '/api/docs', '/api/supplier-invitation/', '/api/supplier-applications', '/api/dev/outbox', '/api/files/'];

describe('route guard', () => {
  it('marks public only the routes on the short public list', () => {
    const offList = ctx.app.registeredRoutes.filter(
      (r) => r.public && !PUBLIC_PREFIXES.some((p) => r.url.startsWith(p)),
    );
    expect(offList).toEqual([]);
  });

  it('refuses every other /api route without a session', async () => {
    const guarded = ctx.app.registeredRoutes.filter((r) => r.url.startsWith('/api') && !r.public && r.method !== 'HEAD');
    for (const route of guarded) {
      const url = route.url.replace(/:(\w+)/g, '1');
      const res = await ctx.app.inject({ method: route.method as 'GET', url });
      expect({ route: `${route.method} ${route.url}`, status: res.statusCode }).toEqual({ route: `${route.method} ${route.url}`, status: 401 });
      expect(res.json()).toMatchObject({ title: 'Unauthorized', status: 401 });
    }
  });

  it('refuses a tampered or foreign-signed token', async () => {
    const token = await ctx.tokenFor('admin@acme.test');
    const tampered = token.slice(0, -2) + (token.endsWith('A') ? 'B' : 'A') + token.slice(-1);
    const res = await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const guarded = ctx.app.registeredRoutes.find((r) => !r.public && r.url.startsWith('/api/'));
    if (guarded) {
      const r2 = await ctx.app.inject({ method: guarded.method as 'GET', url: guarded.url, headers: { authorization: `Bearer ${tampered}` } });
      expect(r2.statusCode).toBe(401);
    }
  });
});
