// Users administration: Admins of the same supplier only, own-row and last-admin rules, add with the create-password
// mail, deactivation ending sessions at once, the change record.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { USER_MESSAGES, type SupplierUser } from '@portal/contracts';
import { ACME, CLERK, INTEGRATED, expectValidationError, sqlRows, useTestApp } from '../../../test/test-app.ts';
import { createUser } from '../../../test/user-factory.ts';
import { lastMailedToken, postAccessTokens } from '../../../test/auth-calls.ts';
import { openEventStream, type SseConnection } from '../../../test/sse-client.ts';
import { supplierMemberships, suppliers } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/auth.ts';
import { changeUserState, removeUser } from './users.service.ts';

const ctx = useTestApp();
const acmeUser = (opts: { isAdmin?: boolean; isActive?: boolean } = {}) =>
  createUser(ctx.database.db, { supplierId: ctx.seed.supplierIds.acme, ...opts });
const post = (email: string | null, url: string, payload?: object) => ctx.as(email, { method: 'POST', url: `/api${url}`, payload });
/** The person's membership of the supplier (Acme unless said): where their role and activation live. */
const userRow = async (id: number, supplierId = ctx.seed.supplierIds.acme) =>
  (
    await ctx.database.db
      .select()
      .from(supplierMemberships)
      .where(and(eq(supplierMemberships.userId, id), eq(supplierMemberships.supplierId, supplierId)))
  )[0]!;
const signIn = async (username: string, password: string) =>
  (await postAccessTokens(ctx.app, { username, password })).json() as { accessToken: string; refreshToken: string };

describe('who may call', () => {
  it.each([
    ['GET', '/supplier-users'],
    ['POST', '/supplier-users'],
    ['PUT', '/supplier-users/1'],
    ['POST', '/supplier-users/1/grant-admin'],
    ['POST', '/supplier-users/1/revoke-admin'],
    ['POST', '/supplier-users/1/activate'],
    ['POST', '/supplier-users/1/deactivate'],
    ['DELETE', '/supplier-users/1'],
  ] as const)('refuses a user who is not an Admin: %s %s is 403', async (method, url) => {
    const payload = method === 'GET' ? undefined : url.endsWith('users') ? { email: 'x@y.test' } : { firstName: 'A', lastName: 'B' };
    const res = await ctx.as(CLERK, {
      method,
      url: `/api${url}`,
      ...(payload && !url.includes('-admin') && !url.endsWith('activate') ? { payload } : {}),
    });
    expect(res.statusCode).toBe(403);
  });

  it('needs a session', async () => {
    expect((await ctx.as(null, { method: 'GET', url: '/api/supplier-users' })).statusCode).toBe(401);
  });

  it("answers 404 for another supplier's user, on every call", async () => {
    const other = ctx.seed.userIds[INTEGRATED]!;
    expect(
      (await ctx.as(ACME, { method: 'PUT', url: `/api/supplier-users/${other}`, payload: { firstName: 'A', lastName: 'B' } })).statusCode,
    ).toBe(404);
    for (const action of ['grant-admin', 'revoke-admin', 'activate', 'deactivate'])
      expect((await post(ACME, `/supplier-users/${other}/${action}`)).statusCode).toBe(404);
    expect((await ctx.as(ACME, { method: 'DELETE', url: `/api/supplier-users/${other}` })).statusCode).toBe(404);
    expect((await userRow(other, ctx.seed.supplierIds.integrated)).isActive).toBe(true);
  });
});

describe('GET /supplier-users', () => {
  it("lists the admin's supplier's users only", async () => {
    const list = (await ctx.as(ACME, { method: 'GET', url: '/api/supplier-users' })).json() as SupplierUser[];
    expect(list.map((u) => u.userName)).toEqual(expect.arrayContaining([ACME, CLERK, 'former@acme.test']));
    expect(list.some((u) => u.userName === INTEGRATED)).toBe(false);
    expect(list.find((u) => u.userName === 'former@acme.test')).toMatchObject({ isActive: false, isAdmin: false });
  });
});

describe('POST /supplier-users', () => {
  it('creates an active non-admin user, mails a password-create link that works, and the user signs in', async () => {
    const res = await post(ACME, '/supplier-users', { email: 'New.Person@Acme.test', firstName: 'New', lastName: 'Person' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ userName: 'new.person@acme.test', email: 'New.Person@Acme.test', isActive: true, isAdmin: false });
    const token = await lastMailedToken(ctx.app, 'New.Person@Acme.test');
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/password-create',
      payload: { passwordCreateToken: token, newPassword: 'Brand-new-pass-9', confirmPassword: 'Brand-new-pass-9' },
    });
    expect(created.statusCode).toBe(200);
    expect(created.json()).toEqual({ userName: 'new.person@acme.test' });
    expect((await signIn('new.person@acme.test', 'Brand-new-pass-9')).accessToken).toEqual(expect.any(String));
    const [change] = await sqlRows<{ action: string; changed_by: number }>(
      ctx.database,
      sql`select action, changed_by from user_changes where user_id = ${res.json().id}`,
    );
    expect(change).toEqual({ action: 'create', changed_by: ctx.seed.userIds[ACME] });
  });

  it('creates a user with the e-mail only (names optional)', async () => {
    const res = await post(ACME, '/supplier-users', { email: 'only.email@acme.test' });
    expect(res.json()).toMatchObject({ firstName: '', lastName: '' });
  });

  // a person of another supplier is invited instead (memberships.test.ts); an operator's e-mail is never a supplier's
  it.each(['CLERK@ACME.TEST', 'clerk@acme.test', ' Ops@Marketplace.test '])(
    "refuses a user name of this supplier in any case, or an operator's: %s",
    async (email) => {
      expectValidationError(await post(ACME, '/supplier-users', { email }), '$.email', USER_MESSAGES.userNameTaken);
    },
  );

  it.each([
    ['$.email', { email: 'not-an-email' }],
    ['$.email', { email: '' }],
    ['$.email', {}],
    ['$.firstName', { email: 'fn@acme.test', firstName: 'x'.repeat(51) }],
    ['$.lastName', { email: 'ln@acme.test', lastName: 'x'.repeat(51) }],
  ])('refuses bad input at %s', async (path, payload) => {
    expectValidationError(await post(ACME, '/supplier-users', payload), path);
  });
});

describe('PUT /supplier-users/{userId}', () => {
  it('renames a user (the own row too) and records the change', async () => {
    const target = await acmeUser();
    const res = await ctx.as(ACME, {
      method: 'PUT',
      url: `/api/supplier-users/${target.id}`,
      payload: { firstName: 'Rena', lastName: 'Med' },
    });
    expect(res.json()).toMatchObject({ firstName: 'Rena', lastName: 'Med' });
    const [change] = await sqlRows<{ details: unknown }>(ctx.database, sql`select details from user_changes where user_id = ${target.id}`);
    expect(change!.details).toEqual({ firstName: ['Fay', 'Rena'], lastName: ['Factory', 'Med'] });
    const own = ctx.seed.userIds[ACME]!;
    const self = await ctx.as(ACME, {
      method: 'PUT',
      url: `/api/supplier-users/${own}`,
      payload: { firstName: 'Alice', lastName: 'Admin' },
    });
    expect(self.statusCode).toBe(200);
  });

  it.each([
    ['$.firstName', { firstName: '', lastName: 'B' }],
    ['$.firstName', { lastName: 'B' }],
    ['$.lastName', { firstName: 'A', lastName: '   ' }],
    ['$.lastName', { firstName: 'A', lastName: 'x'.repeat(51) }],
  ])('refuses bad input at %s', async (path, payload) => {
    const target = ctx.seed.userIds[CLERK]!;
    expectValidationError(await ctx.as(ACME, { method: 'PUT', url: `/api/supplier-users/${target}`, payload }), path);
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    expect(
      (await ctx.as(ACME, { method: 'PUT', url: '/api/supplier-users/999999', payload: { firstName: 'A', lastName: 'B' } })).statusCode,
    ).toBe(404);
    expect(
      (await ctx.as(ACME, { method: 'PUT', url: '/api/supplier-users/abc', payload: { firstName: 'A', lastName: 'B' } })).statusCode,
    ).toBe(400);
  });
});

describe('activate, deactivate, grant and revoke', () => {
  it('grants and revokes admin rights, recording each change', async () => {
    const target = await acmeUser();
    expect((await post(ACME, `/supplier-users/${target.id}/grant-admin`)).statusCode).toBe(204);
    expect((await userRow(target.id)).isAdmin).toBe(true);
    expect((await post(ACME, `/supplier-users/${target.id}/revoke-admin`)).statusCode).toBe(204);
    expect((await userRow(target.id)).isAdmin).toBe(false);
    const changes = await sqlRows<{ action: string }>(
      ctx.database,
      sql`select action from user_changes where user_id = ${target.id} order by id`,
    );
    expect(changes.map((c) => c.action)).toEqual(['grant-admin', 'revoke-admin']);
  });

  it.each(['grant-admin', 'revoke-admin', 'activate', 'deactivate'])("refuses the caller's own %s (403)", async (action) => {
    const res = await post(ACME, `/supplier-users/${ctx.seed.userIds[ACME]}/${action}`);
    expect(res.statusCode).toBe(403);
    expect(res.json().detail).toBe(USER_MESSAGES.ownState);
    expect(await userRow(ctx.seed.userIds[ACME]!)).toMatchObject({ isActive: true, isAdmin: true });
  });

  it('deactivation ends the access and refresh tokens at once; activation lets the user sign in again', async () => {
    const target = await acmeUser();
    const session = await signIn(target.email, target.password);
    const me = () =>
      ctx.app.inject({ method: 'GET', url: '/api/current-user', headers: { authorization: `Bearer ${session.accessToken}` } });
    expect((await me()).statusCode).toBe(200);
    expect((await post(ACME, `/supplier-users/${target.id}/deactivate`)).statusCode).toBe(204);
    expect((await me()).statusCode).toBe(401);
    const refreshed = await postAccessTokens(ctx.app, { refreshToken: session.refreshToken });
    expect(refreshed.statusCode).toBe(400);
    expect((await postAccessTokens(ctx.app, { username: target.email, password: target.password })).statusCode).toBe(400);
    expect((await post(ACME, `/supplier-users/${target.id}/activate`)).statusCode).toBe(204);
    // the old refresh token stays revoked; a new sign-in works
    expect((await postAccessTokens(ctx.app, { refreshToken: session.refreshToken })).statusCode).toBe(400);
    expect((await signIn(target.email, target.password)).accessToken).toEqual(expect.any(String));
  });

  it('keeps the last active admin: a stale admin cannot revoke or deactivate them (409)', async () => {
    const [supplier] = await ctx.database.db.insert(suppliers).values({ name: 'Lone Admin Co' }).returning({ id: suppliers.id });
    const a = await createUser(ctx.database.db, { supplierId: supplier!.id, isAdmin: true });
    const b = await createUser(ctx.database.db, { supplierId: supplier!.id, isAdmin: true });
    // b's rights were revoked a moment ago, but b's request was already past the guard (the race the lock settles)
    await ctx.database.db.update(supplierMemberships).set({ isAdmin: false }).where(eq(supplierMemberships.userId, b.id));
    const staleB: Actor = {
      userId: b.id,
      supplierId: supplier!.id,
      userName: b.email,
      name: 'B',
      roles: ['Admin'],
      isAdmin: true,
      supplierCanProcessOrders: true,
    };
    for (const change of ['revoke-admin', 'deactivate'] as const)
      await expect(changeUserState(ctx.database.db, staleB, a.id, change, new Date())).rejects.toMatchObject({
        status: 409,
        detail: USER_MESSAGES.lastAdmin,
      });
    await expect(removeUser(ctx.database.db, staleB, a.id, new Date())).rejects.toMatchObject({
      status: 409,
      detail: USER_MESSAGES.lastAdmin,
    });
    // granting back is refused too: b is no longer an admin
    await expect(changeUserState(ctx.database.db, staleB, a.id, 'grant-admin', new Date())).rejects.toMatchObject({ status: 403 });
    expect(await userRow(a.id, supplier!.id)).toMatchObject({ isAdmin: true, isActive: true });
  });

  it('two admins revoking each other at once leave one admin', async () => {
    const [supplier] = await ctx.database.db.insert(suppliers).values({ name: 'Two Admins Co' }).returning({ id: suppliers.id });
    const a = await createUser(ctx.database.db, { supplierId: supplier!.id, isAdmin: true });
    const b = await createUser(ctx.database.db, { supplierId: supplier!.id, isAdmin: true });
    const results = await Promise.all([
      post(a.email, `/supplier-users/${b.id}/revoke-admin`),
      post(b.email, `/supplier-users/${a.id}/revoke-admin`),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([204, expect.any(Number)]);
    expect([403, 409]).toContain(results.map((r) => r.statusCode).find((s) => s !== 204));
    const admins = await sqlRows<{ n: number }>(
      ctx.database,
      sql`select count(*)::int as n from supplier_memberships where supplier_id = ${supplier!.id} and is_admin`,
    );
    expect(admins[0]!.n).toBe(1);
  });

  it('answers 204 and records nothing when the state is already so', async () => {
    const target = await acmeUser();
    expect((await post(ACME, `/supplier-users/${target.id}/activate`)).statusCode).toBe(204);
    const changes = await sqlRows(ctx.database, sql`select 1 from user_changes where user_id = ${target.id}`);
    expect(changes).toEqual([]);
  });
});

describe('the session signal on the event stream', () => {
  let baseUrl: string;
  const open: SseConnection[] = [];
  beforeAll(async () => {
    baseUrl = await ctx.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(() => {
    for (const c of open) c.close();
  });

  it("sends session-ended and closes the deactivated user's stream; other users' streams stay open", async () => {
    const target = await acmeUser();
    const theirs = await openEventStream(baseUrl, (await signIn(target.email, target.password)).accessToken);
    const clerks = await openEventStream(baseUrl, await ctx.accessTokenFor(CLERK));
    open.push(theirs, clerks);
    expect(theirs.status).toBe(200);
    expect((await post(ACME, `/supplier-users/${target.id}/deactivate`)).statusCode).toBe(204);
    expect((await theirs.next(5000)).event).toBe('session-ended');
    await theirs.ended;
    expect(await clerks.quietFor(200)).toBe(true);
  });
});
