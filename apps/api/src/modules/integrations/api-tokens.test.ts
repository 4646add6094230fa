// API tokens: created by Admins with the secret answered once and only its hash stored; a token acts as its supplier
// with exactly its scopes on the screens' own calls, never reaches another supplier's data, is refused at once when
// revoked or expired, is refused the Admin-only calls, is throttled per token and its use recorded.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { API_TOKEN_CALLS_PER_MINUTE, INTEGRATION_MESSAGES, type CreatedApiToken } from '@portal/contracts';
import { ACME, CLERK, INTEGRATED, expectValidationError, useTestApp } from '../../../test/test-app.ts';
import { makeOrder } from '../../../test/order-factory.ts';
import { apiTokenCalls, apiTokens, orders } from '../../db/schema/index.ts';
import { sha256 } from '../../platform/opaque-tokens.ts';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';

const ctx = useTestApp();

/** Writes the token's count of the minute holding `at` as `calls` (the calls sent before, as the count keeps them). */
async function countedBefore(tokenId: number, at: Date, calls: number): Promise<void> {
  const windowStart = new Date(at.getTime() - (at.getTime() % 60_000));
  const updated = await ctx.database.db
    .update(apiTokenCalls)
    .set({ calls })
    .where(and(eq(apiTokenCalls.tokenId, tokenId), eq(apiTokenCalls.windowStart, windowStart)))
    .returning({ calls: apiTokenCalls.calls });
  expect(updated).toHaveLength(1);
}
afterEach(() => vi.restoreAllMocks());

async function createApiToken(email: string, body: object): Promise<CreatedApiToken> {
  const res = await ctx.as(email, { method: 'POST', url: '/api/integrations/api-tokens', payload: body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}
const withApiToken = (secret: string, method: 'GET' | 'PUT' | 'POST', url: string, payload?: unknown) =>
  ctx.app.inject({
    method,
    url: `/api${url}`,
    headers: { authorization: `Bearer ${secret}` },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

describe('managing tokens', () => {
  it('answers the secret once, lists only name, prefix and scopes, and stores only its hash', async () => {
    const created = await createApiToken(ACME, { name: 'ERP', scopes: ['read', 'orders:write'] });
    expect(created.secret).toMatch(/^sp_live_[A-Za-z0-9_-]{43}$/);
    expect(created).toMatchObject({ name: 'ERP', scopes: ['read', 'orders:write'], createdBy: ACME, revokedOn: null, lastUsedOn: null });
    expect(created.secret.startsWith(created.prefix)).toBe(true);
    const list = (await ctx.as(ACME, { method: 'GET', url: '/api/integrations/api-tokens' })).json() as object[];
    const listed = list.find((t) => (t as { id: number }).id === created.id);
    expect(listed).toMatchObject({ name: 'ERP', prefix: created.prefix });
    expect(JSON.stringify(list)).not.toContain(created.secret);
    const [row] = await ctx.database.db.select().from(apiTokens).where(eq(apiTokens.id, created.id));
    expect(row!.tokenHash).toBe(sha256(created.secret));
    expect(JSON.stringify(row)).not.toContain(created.secret);
  });

  it('validates name, scopes and expiry', async () => {
    const post = (payload: object) => ctx.as(ACME, { method: 'POST', url: '/api/integrations/api-tokens', payload });
    expectValidationError(await post({ name: '', scopes: ['read'] }), '$.name');
    expectValidationError(await post({ name: 'A', scopes: [] }), '$.scopes', 'Choose at least one scope.');
    expectValidationError(await post({ name: 'A', scopes: ['admin'] }), '$.scopes[0]');
    expectValidationError(
      await post({ name: 'A', scopes: ['read'], expiresOn: '2020-01-01' }),
      '$.expiresOn',
      INTEGRATION_MESSAGES.expiryPast,
    );
  });

  it('is for Admins only: a clerk gets 403 from every call, nobody signed out gets in', async () => {
    for (const [method, url] of [
      ['GET', '/api/integrations/api-tokens'],
      ['POST', '/api/integrations/api-tokens'],
      ['POST', '/api/integrations/api-tokens/1/revoke'],
    ] as const) {
      const payload = method === 'POST' && url.endsWith('tokens') ? { name: 'x', scopes: ['read'] } : undefined;
      expect((await ctx.as(CLERK, { method, url, ...(payload ? { payload } : {}) })).statusCode, url).toBe(403);
    }
    expect((await ctx.as(null, { method: 'GET', url: '/api/integrations/api-tokens' })).statusCode).toBe(401);
  });

  it("cannot revoke or see another supplier's token (404)", async () => {
    const other = await createApiToken(INTEGRATED, { name: 'Theirs', scopes: ['read'] });
    expect((await ctx.as(ACME, { method: 'POST', url: `/api/integrations/api-tokens/${other.id}/revoke` })).statusCode).toBe(404);
    const mine = (await ctx.as(ACME, { method: 'GET', url: '/api/integrations/api-tokens' })).json() as { id: number }[];
    expect(mine.map((t) => t.id)).not.toContain(other.id);
    expect((await withApiToken(other.secret, 'GET', '/current-user')).statusCode).toBe(200);
  });
});

describe('calling with a token', () => {
  it("reads the supplier's own orders with read, and another supplier's order is not found", async () => {
    const token = await createApiToken(ACME, { name: 'Reader', scopes: ['read'] });
    const mine = await makeOrder(ctx.database.db, ctx.seed.supplierIds.acme);
    const theirs = await makeOrder(ctx.database.db, ctx.seed.supplierIds.integrated);
    expect((await withApiToken(token.secret, 'GET', `/orders/${mine.id}`)).statusCode).toBe(200);
    expect((await withApiToken(token.secret, 'GET', `/orders/${theirs.id}`)).statusCode).toBe(404);
    const list = await withApiToken(token.secret, 'GET', '/order-summaries', undefined);
    expect(list.statusCode).toBe(200);
    const ids = (list.json() as { id: number }[]).map((o) => o.id);
    const supplierOf = await ctx.database.db.select({ id: orders.id, supplierId: orders.supplierId }).from(orders);
    const acmeIds = new Set(supplierOf.filter((o) => o.supplierId === ctx.seed.supplierIds.acme).map((o) => o.id));
    expect(ids.length).toBeGreaterThan(0);
    expect(ids.every((id) => acmeIds.has(id))).toBe(true);
    expect((await withApiToken(token.secret, 'PUT', `/orders/${theirs.id}/details`, { supplierOrderNumber: 'X1' })).statusCode).toBe(403);
  });

  it('changes orders only with orders:write (403 naming the scope without it)', async () => {
    const reader = await createApiToken(ACME, { name: 'R', scopes: ['read'] });
    const writer = await createApiToken(ACME, { name: 'W', scopes: ['orders:write'] });
    const { id } = await makeOrder(ctx.database.db, ctx.seed.supplierIds.acme);
    const refused = await withApiToken(reader.secret, 'PUT', `/orders/${id}/details`, { supplierOrderNumber: 'SO-1' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail).toBe(INTEGRATION_MESSAGES.missingScope('orders:write'));
    expect((await withApiToken(writer.secret, 'PUT', `/orders/${id}/details`, { supplierOrderNumber: 'SO-1' })).statusCode).toBe(204);
    // a write-only token cannot read
    expect((await withApiToken(writer.secret, 'GET', `/orders/${id}`)).statusCode).toBe(403);
    const [row] = await ctx.database.db.select().from(orders).where(eq(orders.id, id));
    expect(row!.status).toBe('AwaitingShipment');
  });

  it("lets an integrated supplier's orders:write token change orders that its users may not", async () => {
    const { id } = await makeOrder(ctx.database.db, ctx.seed.supplierIds.integrated);
    expect(
      (await ctx.as(INTEGRATED, { method: 'PUT', url: `/api/orders/${id}/details`, payload: { supplierOrderNumber: 'SO-1' } })).statusCode,
    ).toBe(403);
    const token = await createApiToken(INTEGRATED, { name: 'Integration', scopes: ['read', 'orders:write'] });
    expect((await withApiToken(token.secret, 'PUT', `/orders/${id}/details`, { supplierOrderNumber: 'SO-1' })).statusCode).toBe(204);
  });

  it('needs accounting:write for accounting writes', async () => {
    const token = await createApiToken(ACME, { name: 'Acc', scopes: ['read', 'orders:write'] });
    const res = await withApiToken(token.secret, 'POST', '/accounting/supplier-credit-requests/cover', {});
    expect(res.statusCode).toBe(403);
    expect(res.json().detail).toBe(INTEGRATION_MESSAGES.missingScope('accounting:write'));
  });

  it('is refused the calls for signed-in Admins only (tokens, webhooks, users, password)', async () => {
    const token = await createApiToken(ACME, { name: 'All', scopes: ['read', 'orders:write', 'accounting:write'] });
    for (const url of ['/integrations/api-tokens', '/integrations/webhook-endpoints', '/supplier-users']) {
      const res = await withApiToken(token.secret, 'GET', url);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().detail).toBe(INTEGRATION_MESSAGES.sessionOnly);
    }
    expect((await withApiToken(token.secret, 'POST', '/integrations/api-tokens', { name: 'x', scopes: ['read'] })).statusCode).toBe(403);
    expect((await withApiToken(token.secret, 'PUT', '/supplier-contacts/contacts', [])).statusCode).toBe(403);
  });

  it('is refused at once when revoked, and when expired', async () => {
    const token = await createApiToken(ACME, { name: 'Short', scopes: ['read'], expiresOn: '2099-01-01T00:00:00Z' });
    expect((await withApiToken(token.secret, 'GET', '/current-user')).statusCode).toBe(200);
    expect((await ctx.as(ACME, { method: 'POST', url: `/api/integrations/api-tokens/${token.id}/revoke` })).statusCode).toBe(204);
    const refused = await withApiToken(token.secret, 'GET', '/current-user');
    expect(refused.statusCode).toBe(401);
    const listed = (
      (await ctx.as(ACME, { method: 'GET', url: '/api/integrations/api-tokens' })).json() as { id: number; revokedOn: string }[]
    ).find((t) => t.id === token.id);
    expect(listed!.revokedOn).not.toBeNull();

    const expiring = await createApiToken(ACME, { name: 'Exp', scopes: ['read'], expiresOn: '2099-01-01T00:00:00Z' });
    expect((await withApiToken(expiring.secret, 'GET', '/current-user')).statusCode).toBe(200);
    vi.spyOn(ctx.app.clock, 'now').mockReturnValue(new Date('2099-01-01T00:00:01Z'));
    expect((await withApiToken(expiring.secret, 'GET', '/current-user')).statusCode).toBe(401);
    expect((await withApiToken('sp_live_not-a-token', 'GET', '/current-user')).statusCode).toBe(401);
  });

  it('records the last use (at most once a minute) and throttles each token on its own with 429 and Retry-After', async () => {
    const start = new Date('2030-05-01T10:00:00Z');
    const clock = vi.spyOn(ctx.app.clock, 'now').mockReturnValue(start);
    const busy = await createApiToken(ACME, { name: 'Busy', scopes: ['read'] });
    const calm = await createApiToken(ACME, { name: 'Calm', scopes: ['read'] });
    // the first call counts one, the minute's earlier calls are written as counted (600 calls one by one cost 14 s)
    expect((await withApiToken(busy.secret, 'GET', '/feature-flags')).statusCode).toBe(200);
    await countedBefore(busy.id, start, API_TOKEN_CALLS_PER_MINUTE - 20);
    for (let i = 0; i < 20; i++) expect((await withApiToken(busy.secret, 'GET', '/feature-flags')).statusCode).toBe(200);
    const limited = await withApiToken(busy.secret, 'GET', '/feature-flags');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ status: 429, detail: INTEGRATION_MESSAGES.tokenThrottled });
    expect(Number(limited.headers['retry-after'])).toBe(60);
    expect((await withApiToken(calm.secret, 'GET', '/feature-flags')).statusCode).toBe(200);
    const [row] = await ctx.database.db.select().from(apiTokens).where(eq(apiTokens.id, busy.id));
    expect(row!.lastUsedOn).toEqual(start);
    clock.mockReturnValue(new Date(start.getTime() + 61_000));
    expect((await withApiToken(busy.secret, 'GET', '/feature-flags')).statusCode).toBe(200);
    const [later] = await ctx.database.db.select().from(apiTokens).where(eq(apiTokens.id, busy.id));
    expect(later!.lastUsedOn).toEqual(new Date(start.getTime() + 61_000));
  });

  it("counts a token's calls across two processes on one database: 600 a minute in all, also sent at once, then 429 from either", async () => {
    const start = new Date('2030-05-02T10:00:00Z');
    const second = await buildApp(loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: '/tmp/portal-test-unused' }), ctx.database);
    try {
      await second.ready();
      vi.spyOn(ctx.app.clock, 'now').mockReturnValue(start);
      vi.spyOn(second.clock, 'now').mockReturnValue(start);
      const shared = await createApiToken(ACME, { name: 'Shared', scopes: ['read'] });
      const call = (app: FastifyInstance) =>
        app.inject({ method: 'GET', url: '/api/feature-flags', headers: { authorization: `Bearer ${shared.secret}` } });
      // the minute's first 500 calls counted (as if sent), then 150 in bursts of 50 sent at once, alternating
      // between the two processes: 100 of them pass, whichever process answers
      expect((await call(ctx.app)).statusCode).toBe(200);
      await countedBefore(shared.id, start, 500);
      const statuses: number[] = [];
      for (let burst = 0; burst < 3; burst++) {
        const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => call(i % 2 ? second : ctx.app)));
        statuses.push(...answers.map((res) => res.statusCode));
      }
      expect(statuses.filter((s) => s === 200)).toHaveLength(API_TOKEN_CALLS_PER_MINUTE - 500);
      expect(statuses.filter((s) => s === 429)).toHaveLength(150 - (API_TOKEN_CALLS_PER_MINUTE - 500));
      expect((await call(ctx.app)).statusCode).toBe(429);
      expect((await call(second)).statusCode).toBe(429);
      // the next minute starts a new count in both
      vi.spyOn(second.clock, 'now').mockReturnValue(new Date(start.getTime() + 60_000));
      expect((await call(second)).statusCode).toBe(200);
    } finally {
      await second.close();
    }
  });
});
