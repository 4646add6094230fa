import { describe, expect, it } from 'vitest';
import { ACME, CLERK, INTEGRATED, contentRangeTotal, gridGet, useTestApp } from '../../../test/test-app.ts';
import { createUser } from '../../../test/user-factory.ts';
import { postAccessTokens } from '../../../test/auth-calls.ts';
import type { AuditEvent } from '@portal/contracts';

const ctx = useTestApp();

const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
const newUser = (supplier: 'acme' | 'integrated' = 'acme') => createUser(ctx.database.db, { supplierId: ctx.seed.supplierIds[supplier] });

/** The log's rows about one person, as the Admin reads them (the grid filtered by user name). */
async function entriesOf(admin: string, email: string): Promise<AuditEvent[]> {
  await ctx.app.afterResponse.idle();
  const res = await gridGet(ctx, admin, '/api/audit/events', {
    query: { filterModel: { userName: { filterType: 'text', type: 'equals', filter: email } } },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

describe('the audit log', () => {
  it('records a sign-in with its method, address and device, and a refused one', async () => {
    const user = await newUser();
    const wrong = await postAccessTokens(ctx.app, { username: user.email, password: 'Not-the-password-1' }, '10.0.12.1');
    expect(wrong.statusCode).toBe(400);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/access-tokens',
      payload: { username: user.email, password: user.password },
      headers: { 'user-agent': FIREFOX_LINUX },
      remoteAddress: '10.0.12.2',
    });
    expect(res.statusCode).toBe(200);
    const entries = await entriesOf(ACME, user.email);
    expect(entries).toEqual([
      expect.objectContaining({
        action: 'signed-in',
        actionLabel: 'Signed in',
        method: 'password',
        methodLabel: 'Password',
        ip: '10.0.12.2',
        device: 'Firefox on Linux',
      }),
      expect.objectContaining({
        action: 'sign-in-refused',
        actionLabel: 'Sign-in refused',
        method: 'password',
        ip: '10.0.12.1',
        byUserName: null,
      }),
    ]);
  });

  it('records an ended session', async () => {
    const user = await newUser();
    const a = (await postAccessTokens(ctx.app, { username: user.email, password: user.password })).json();
    await postAccessTokens(ctx.app, { username: user.email, password: user.password });
    const sessions = await ctx.app.inject({ method: 'GET', url: '/api/sessions', headers: { authorization: `Bearer ${a.accessToken}` } });
    const other = (sessions.json() as { id: string; current: boolean }[]).find((s) => !s.current)!;
    await ctx.app.inject({ method: 'DELETE', url: `/api/sessions/${other.id}`, headers: { authorization: `Bearer ${a.accessToken}` } });
    expect((await entriesOf(ACME, user.email)).map((e) => e.action)).toEqual(['session-ended', 'signed-in', 'signed-in']);
  });

  it("is the supplier's own: another supplier's Admin does not see it", async () => {
    const user = await newUser();
    await postAccessTokens(ctx.app, { username: user.email, password: user.password });
    expect(await entriesOf(ACME, user.email)).toHaveLength(1);
    expect(await entriesOf(INTEGRATED, user.email)).toEqual([]);
  });

  it('is refused to a user without the Admin role (403) and to no session (401)', async () => {
    expect((await gridGet(ctx, CLERK, '/api/audit/events')).statusCode).toBe(403);
    expect((await gridGet(ctx, null, '/api/audit/events')).statusCode).toBe(401);
  });

  it('pages, filters by action and refuses a bad query (400)', async () => {
    const user = await newUser();
    for (let i = 0; i < 3; i++) await postAccessTokens(ctx.app, { username: user.email, password: user.password });
    const page = await gridGet(ctx, ACME, '/api/audit/events', {
      limit: '2',
      query: {
        filterModel: {
          action: { filterType: 'set', values: ['signed-in'] },
          userName: { filterType: 'text', type: 'equals', filter: user.email },
        },
      },
    });
    expect(page.json()).toHaveLength(2);
    expect(contentRangeTotal(page)).toBe(3);
    expect(
      (await gridGet(ctx, ACME, '/api/audit/events', { query: { filterModel: { action: { filterType: 'set', values: ['bogus'] } } } }))
        .statusCode,
    ).toBe(400);
    expect((await gridGet(ctx, ACME, '/api/audit/events', { limit: '0' })).statusCode).toBe(400);
    expect((await gridGet(ctx, ACME, '/api/audit/events', { query: 'not json' })).statusCode).toBe(400);
  });
});
