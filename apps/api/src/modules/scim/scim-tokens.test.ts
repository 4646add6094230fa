// The Admin's SCIM tokens: made (the secret once, hashed at rest), listed, revoked (refused at once); Admins of the
// supplier only; another supplier's token is not found.
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { SCIM_MESSAGES, type ScimToken } from '@portal/contracts';
import { ACME, CLERK, INTEGRATED, expectValidationError, useTestApp } from '../../../test/test-app.ts';
import { scimCall, scimTokenOf } from '../../../test/scim-calls.ts';
import { scimTokens } from '../../db/schema/index.ts';
import { sha256 } from '../../platform/opaque-tokens.ts';

const ctx = useTestApp();
const list = async (email: string) => (await ctx.as(email, { method: 'GET', url: '/api/scim/tokens' })).json() as ScimToken[];

describe('SCIM tokens', () => {
  it('answers the secret once, keeps only its hash, and lists the token without it', async () => {
    const res = await ctx.as(ACME, { method: 'POST', url: '/api/scim/tokens', payload: { name: '  Okta  ' } });
    expect(res.statusCode).toBe(201);
    const created = res.json() as ScimToken & { secret: string };
    expect(created).toMatchObject({ name: 'Okta', createdBy: ACME, revokedOn: null, lastUsedOn: null });
    expect(created.secret).toMatch(/^scim_[A-Za-z0-9_-]{43}$/);
    expect(created.prefix).toBe(created.secret.slice(0, 9));
    const [row] = await ctx.database.db.select().from(scimTokens).where(eq(scimTokens.id, created.id));
    expect(row!.tokenHash).toBe(sha256(created.secret));
    expect(JSON.stringify(row)).not.toContain(created.secret);
    const listed = (await list(ACME)).find((t) => t.id === created.id)!;
    expect(listed).not.toHaveProperty('secret');
    expect(JSON.stringify(await list(ACME))).not.toContain(created.secret);
  });

  it('marks the token used by a call', async () => {
    const token = await scimTokenOf(ctx, ACME);
    expect((await scimCall(ctx.app, token.secret, 'GET', '/Users?count=1')).statusCode).toBe(200);
    expect((await list(ACME)).find((t) => t.id === token.id)!.lastUsedOn).toEqual(expect.any(String));
  });

  it('revokes a token: its next call is refused at once; revoking again changes nothing', async () => {
    const token = await scimTokenOf(ctx, ACME);
    expect((await scimCall(ctx.app, token.secret, 'GET', '/Users')).statusCode).toBe(200);
    expect((await ctx.as(ACME, { method: 'DELETE', url: `/api/scim/tokens/${token.id}` })).statusCode).toBe(204);
    const refused = await scimCall(ctx.app, token.secret, 'GET', '/Users');
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ status: '401', detail: SCIM_MESSAGES.unauthorized });
    const revokedOn = (await list(ACME)).find((t) => t.id === token.id)!.revokedOn;
    expect(revokedOn).toEqual(expect.any(String));
    expect((await ctx.as(ACME, { method: 'DELETE', url: `/api/scim/tokens/${token.id}` })).statusCode).toBe(204);
    expect((await list(ACME)).find((t) => t.id === token.id)!.revokedOn).toBe(revokedOn);
  });

  it("is the supplier's own: another supplier's token is not listed, nor revoked (404)", async () => {
    const theirs = await scimTokenOf(ctx, INTEGRATED);
    expect((await list(ACME)).some((t) => t.id === theirs.id)).toBe(false);
    const res = await ctx.as(ACME, { method: 'DELETE', url: `/api/scim/tokens/${theirs.id}` });
    expect(res.statusCode).toBe(404);
    expect(res.json().detail).toBe(SCIM_MESSAGES.tokenNotFound);
    expect((await scimCall(ctx.app, theirs.secret, 'GET', '/Users')).statusCode).toBe(200);
  });

  it('refuses a user who is not an Admin (403) and no session (401)', async () => {
    expect((await ctx.as(CLERK, { method: 'GET', url: '/api/scim/tokens' })).statusCode).toBe(403);
    expect((await ctx.as(CLERK, { method: 'POST', url: '/api/scim/tokens', payload: { name: 'X' } })).statusCode).toBe(403);
    expect((await ctx.as(CLERK, { method: 'DELETE', url: '/api/scim/tokens/1' })).statusCode).toBe(403);
    expect((await ctx.as(null, { method: 'GET', url: '/api/scim/tokens' })).statusCode).toBe(401);
  });

  it('refuses bad input with nothing made', async () => {
    const before = (await list(ACME)).length;
    expectValidationError(await ctx.as(ACME, { method: 'POST', url: '/api/scim/tokens', payload: { name: ' ' } }), '$.name');
    expectValidationError(await ctx.as(ACME, { method: 'POST', url: '/api/scim/tokens', payload: { name: 'x'.repeat(101) } }), '$.name');
    expect((await ctx.as(ACME, { method: 'POST', url: '/api/scim/tokens', payload: { name: 'A', scopes: [] } })).statusCode).toBe(400);
    expect((await ctx.as(ACME, { method: 'DELETE', url: '/api/scim/tokens/abc' })).statusCode).toBe(400);
    expect((await list(ACME)).length).toBe(before);
  });
});
