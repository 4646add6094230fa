import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { expectValidationError, sqlRows, useTestApp } from '../../../test/test-app.ts';
import { createUser, type TestUser } from '../../../test/user-factory.ts';
import { currentUser, postAccessTokens } from '../../../test/auth-calls.ts';
import { openEventStream, type SseConnection } from '../../../test/sse-client.ts';

const ctx = useTestApp();

const CHROME_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

const newUser = (supplier: 'acme' | 'integrated' = 'acme') => createUser(ctx.database.db, { supplierId: ctx.seed.supplierIds[supplier] });

async function signIn(user: TestUser, userAgent: string) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/access-tokens',
    payload: { username: user.email, password: user.password },
    headers: { 'user-agent': userAgent },
    remoteAddress: '10.0.11.1',
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { accessToken: string; refreshToken: string };
}

const call = (token: string, method: 'GET' | 'DELETE' | 'POST', url: string) =>
  ctx.app.inject({ method, url, headers: { authorization: `Bearer ${token}` } });
const list = async (token: string) =>
  (await call(token, 'GET', '/api/sessions')).json() as { id: string; device: string; current: boolean }[];

describe('the Sessions page', () => {
  it('lists the signed-in devices in words, this one marked', async () => {
    const user = await newUser();
    const laptop = await signIn(user, CHROME_WINDOWS);
    await signIn(user, SAFARI_IPHONE);
    const sessions = await list(laptop.accessToken);
    expect(sessions).toHaveLength(2);
    expect(sessions.map((s) => s.device).sort()).toEqual(['Chrome on Windows', 'Safari on iPhone']);
    expect(sessions.find((s) => s.current)?.device).toBe('Chrome on Windows');
    expect(sessions.filter((s) => s.current)).toHaveLength(1);
  });

  it('keeps a session one entry through its refreshes', async () => {
    const user = await newUser();
    const first = await signIn(user, CHROME_WINDOWS);
    const refreshed = await postAccessTokens(ctx.app, { refreshToken: first.refreshToken });
    const sessions = await list(refreshed.json().accessToken);
    expect(sessions).toHaveLength(1);
    expect(sessions[0]).toMatchObject({ device: 'Chrome on Windows', current: true });
  });

  it('ends another session at once: its access token and refresh token are refused; ending it again is 409', async () => {
    const user = await newUser();
    const mine = await signIn(user, CHROME_WINDOWS);
    const other = await signIn(user, SAFARI_IPHONE);
    expect((await currentUser(ctx.app, other.accessToken)).statusCode).toBe(200);
    const target = (await list(mine.accessToken)).find((s) => !s.current)!;
    expect((await call(mine.accessToken, 'DELETE', `/api/sessions/${target.id}`)).statusCode).toBe(204);
    expect((await currentUser(ctx.app, other.accessToken)).statusCode).toBe(401);
    expect((await postAccessTokens(ctx.app, { refreshToken: other.refreshToken })).statusCode).toBe(400);
    expect((await currentUser(ctx.app, mine.accessToken)).statusCode).toBe(200);
    expect(await list(mine.accessToken)).toHaveLength(1);
    expect((await call(mine.accessToken, 'DELETE', `/api/sessions/${target.id}`)).statusCode).toBe(409);
  });

  it("answers 404 for another person's session, of the same supplier or another, and changes nothing", async () => {
    const user = await newUser();
    const mine = await signIn(user, CHROME_WINDOWS);
    for (const supplier of ['acme', 'integrated'] as const) {
      const someone = await newUser(supplier);
      const theirs = await signIn(someone, SAFARI_IPHONE);
      const [theirSession] = await list(theirs.accessToken);
      expect((await call(mine.accessToken, 'DELETE', `/api/sessions/${theirSession!.id}`)).statusCode).toBe(404);
      expect((await currentUser(ctx.app, theirs.accessToken)).statusCode).toBe(200);
    }
    expect((await call(mine.accessToken, 'DELETE', `/api/sessions/${randomUUID()}`)).statusCode).toBe(404);
  });

  it('refuses a session id that is not one (400)', async () => {
    const mine = await signIn(await newUser(), CHROME_WINDOWS);
    expectValidationError(await call(mine.accessToken, 'DELETE', '/api/sessions/not-a-uuid'), '$.sessionId');
  });

  it('ends all the others and keeps this one', async () => {
    const user = await newUser();
    const mine = await signIn(user, CHROME_WINDOWS);
    const others = [await signIn(user, SAFARI_IPHONE), await signIn(user, SAFARI_IPHONE)];
    const res = await call(mine.accessToken, 'POST', '/api/sessions/end-others');
    expect(res.json()).toEqual({ ended: 2 });
    for (const other of others) expect((await currentUser(ctx.app, other.accessToken)).statusCode).toBe(401);
    expect((await list(mine.accessToken)).map((s) => s.current)).toEqual([true]);
    expect((await call(mine.accessToken, 'POST', '/api/sessions/end-others')).json()).toEqual({ ended: 0 });
  });

  it("writes the end of another supplier's session of the person into that supplier's audit log", async () => {
    const acme = ctx.seed.supplierIds.acme;
    const integrated = ctx.seed.supplierIds.integrated;
    const person = await createUser(ctx.database.db, { supplierId: acme, alsoOf: [{ supplierId: integrated }] });
    const mine = await signIn(person, CHROME_WINDOWS);
    const switchTo = async (token: string, supplierId: number) => {
      const res = await call(token, 'POST', `/api/memberships/${supplierId}/session`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { accessToken: string };
    };
    const asAcme = await switchTo(mine.accessToken, acme);
    const asIntegrated = await switchTo(mine.accessToken, integrated);
    const sessionOf = async (token: string) => (await list(token)).find((s) => s.current)!.id;
    const integratedSession = await sessionOf(asIntegrated.accessToken);
    expect((await call(asAcme.accessToken, 'DELETE', `/api/sessions/${integratedSession}`)).statusCode).toBe(204);
    expect((await currentUser(ctx.app, asIntegrated.accessToken)).statusCode).toBe(401);
    const ended = () =>
      sqlRows<{ supplier_id: number; by_user_id: number | null }>(
        ctx.database,
        sql`select supplier_id, by_user_id from audit_events where user_id = ${person.id} and action = 'session-ended' order by id`,
      );
    expect(await ended()).toEqual([{ supplier_id: integrated, by_user_id: null }]);

    // ending the others: each in the audit log of the supplier its session worked for
    const mineSupplier = (
      (await call(mine.accessToken, 'GET', '/api/memberships')).json() as { supplierId: number; current: boolean }[]
    ).find((m) => m.current)!.supplierId;
    const again = await switchTo(asAcme.accessToken, integrated);
    const res = await call(asAcme.accessToken, 'POST', '/api/sessions/end-others');
    expect(res.json()).toEqual({ ended: 2 });
    expect((await currentUser(ctx.app, again.accessToken)).statusCode).toBe(401);
    expect((await ended()).map((r) => r.supplier_id).sort()).toEqual([integrated, mineSupplier, integrated].sort());
  });

  it('needs a session', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/sessions' })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/sessions/end-others' })).statusCode).toBe(401);
  });
});

describe("the ended session's live stream", () => {
  let baseUrl: string;
  const open: SseConnection[] = [];
  beforeAll(async () => {
    baseUrl = await ctx.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(() => {
    for (const c of open) c.close();
  });

  it('is sent session-ended and closed; the stream of the session that ended it stays open', async () => {
    const user = await newUser();
    const mine = await signIn(user, CHROME_WINDOWS);
    const other = await signIn(user, SAFARI_IPHONE);
    const theirs = await openEventStream(baseUrl, other.accessToken);
    const ours = await openEventStream(baseUrl, mine.accessToken);
    open.push(theirs, ours);
    const target = (await list(mine.accessToken)).find((s) => !s.current)!;
    expect((await call(mine.accessToken, 'DELETE', `/api/sessions/${target.id}`)).statusCode).toBe(204);
    expect((await theirs.next(5000)).event).toBe('session-ended');
    await theirs.ended;
    expect(await ours.quietFor(200)).toBe(true);
  });
});
