// One person, several suppliers (docs/decisions/auth.md, "Memberships"): sign-in and choice, switching, invitations,
// removal, and that a token for one supplier never reads another's data.
import { describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { MEMBERSHIP_MESSAGES, USER_MESSAGES, type MembershipView, type OpsPersonMemberships, type SupplierUser } from '@portal/contracts';
import { ACME, CLERK, INTEGRATED, OPERATOR, expectValidationError, sqlRows, useTestApp } from '../../../test/test-app.ts';
import { currentUser, outboxFor, postAccessTokens } from '../../../test/auth-calls.ts';
import { createUser, type TestUser } from '../../../test/user-factory.ts';
import { supplierMemberships } from '../../db/schema/index.ts';
import { DEMO_MULTI_SUPPLIER_PERSON, DEMO_PASSWORD } from '../../seed/demo.ts';

const ctx = useTestApp();

const AGENT = DEMO_MULTI_SUPPLIER_PERSON.email;
const acmeId = () => ctx.seed.supplierIds.acme;
const integratedId = () => ctx.seed.supplierIds.integrated;
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const call = (token: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  ctx.app.inject({ method, url: `/api${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });
type Session = { accessToken: string; refreshToken: string; chooseSupplier?: boolean };
const signIn = async (username: string, password: string): Promise<Session> => {
  const res = await postAccessTokens(ctx.app, { username, password });
  expect(res.statusCode).toBe(200);
  return res.json();
};
const memberships = async (token: string) => (await call(token, 'GET', '/memberships')).json() as MembershipView[];
const switchTo = (token: string, supplierId: number) => call(token, 'POST', `/memberships/${supplierId}/session`);
/** A person of Acme and the integrated supplier (their own, so a test may change them). */
const twoSupplierPerson = (opts: { acmeAdmin?: boolean } = {}) =>
  createUser(ctx.database.db, { supplierId: acmeId(), isAdmin: opts.acmeAdmin ?? false, alsoOf: [{ supplierId: integratedId() }] });
const orderIdsOf = async (supplierId: number) =>
  new Set((await sqlRows<{ id: number }>(ctx.database, sql`select id from orders where supplier_id = ${supplierId}`)).map((o) => o.id));
/** The orders list's first page as the token's supplier sees it: each order's id and supplier. */
const summaries = async (token: string) => {
  const res = await call(token, 'GET', '/order-summaries');
  expect(res.statusCode).toBe(200);
  return res.json() as { id: number; supplierId: number }[];
};

describe('signing in as a person of several suppliers', () => {
  it('opens a session and asks for the choice; a person of one supplier signs in as before', async () => {
    const agent = await signIn(AGENT, DEMO_PASSWORD);
    expect(agent.chooseSupplier).toBe(true);
    expect((await currentUser(ctx.app, agent.accessToken)).statusCode).toBe(200);
    const clerk = await signIn(CLERK, DEMO_PASSWORD);
    expect(clerk).not.toHaveProperty('chooseSupplier');
  });

  it('lists the suppliers by name, the current one marked', async () => {
    const agent = await signIn(AGENT, DEMO_PASSWORD);
    const list = await memberships(agent.accessToken);
    expect(list.map((m) => [m.supplierId, m.status])).toEqual(
      expect.arrayContaining([
        [acmeId(), 'active'],
        [integratedId(), 'active'],
      ]),
    );
    expect(list).toHaveLength(2);
    expect(list.filter((m) => m.current)).toHaveLength(1);
  });

  it('switches to the other supplier without signing in again: its orders, never the first one', async () => {
    const agent = await signIn(AGENT, DEMO_PASSWORD);
    const acmeToken = (await switchTo(agent.accessToken, acmeId())).json() as Session;
    const switched = await switchTo(acmeToken.accessToken, integratedId());
    expect(switched.statusCode).toBe(200);
    const integratedToken = (switched.json() as Session).accessToken;
    expect((await memberships(integratedToken)).find((m) => m.current)?.supplierId).toBe(integratedId());

    const [acmeOrders, integratedOrders] = [await orderIdsOf(acmeId()), await orderIdsOf(integratedId())];
    const seenAsIntegrated = await summaries(integratedToken);
    expect(seenAsIntegrated.length).toBeGreaterThan(0);
    expect(seenAsIntegrated.every((o) => o.supplierId === integratedId() && integratedOrders.has(o.id) && !acmeOrders.has(o.id))).toBe(
      true,
    );
    const seenAsAcme = await summaries(acmeToken.accessToken);
    expect(seenAsAcme.length).toBeGreaterThan(0);
    expect(seenAsAcme.every((o) => o.supplierId === acmeId() && acmeOrders.has(o.id))).toBe(true);
    // an Acme order by id with the integrated supplier's token: not found
    const [acmeOrder] = await sqlRows<{ id: number }>(ctx.database, sql`select id from orders where supplier_id = ${acmeId()} limit 1`);
    expect((await call(integratedToken, 'GET', `/orders/${acmeOrder!.id}`)).statusCode).toBe(404);
    expect((await call(acmeToken.accessToken, 'GET', `/orders/${acmeOrder!.id}`)).statusCode).toBe(200);
  });

  it("keeps each supplier's refresh token with its supplier", async () => {
    const agent = await signIn(AGENT, DEMO_PASSWORD);
    const integrated = (await switchTo(agent.accessToken, integratedId())).json() as Session;
    const refreshed = await postAccessTokens(ctx.app, { refreshToken: integrated.refreshToken });
    expect(refreshed.statusCode).toBe(200);
    const list = await memberships((refreshed.json() as Session).accessToken);
    expect(list.find((m) => m.current)?.supplierId).toBe(integratedId());
  });

  it("opens the latest session's supplier at the next sign-in", async () => {
    const person = await twoSupplierPerson();
    const first = await signIn(person.email, person.password);
    await switchTo(first.accessToken, integratedId());
    const again = await signIn(person.email, person.password);
    expect((await memberships(again.accessToken)).find((m) => m.current)?.supplierId).toBe(integratedId());
  });

  it('refuses a token that names no supplier for a person of several (which one would it be?)', async () => {
    const token = await ctx.accessTokenFor(AGENT);
    expect((await call(token, 'GET', '/current-user')).statusCode).toBe(401);
    expect((await call(await ctx.accessTokenFor(AGENT, integratedId()), 'GET', '/current-user')).statusCode).toBe(200);
  });
});

describe('switching supplier', () => {
  it('refuses a supplier the person does not belong to (404), and names nothing of it', async () => {
    const clerk = await signIn(CLERK, DEMO_PASSWORD);
    const res = await switchTo(clerk.accessToken, integratedId());
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ status: 404, detail: MEMBERSHIP_MESSAGES.notAMember });
    expect((await switchTo(clerk.accessToken, 2_000_000_000)).statusCode).toBe(404);
  });

  it('refuses a token naming a supplier without a membership (a forged sup claim): 401', async () => {
    const clerkId = ctx.seed.userIds[CLERK]!;
    const forged = await ctx.app.accessTokens.sign({ userId: clerkId, tokenVersion: 0, supplierId: integratedId() });
    expect((await call(forged, 'GET', '/current-user')).statusCode).toBe(401);
  });

  it.each(['abc', '0', '-1', '1.5', '99999999999'])('answers 400 for the supplier id %s', async (id) => {
    const clerk = await ctx.accessTokenFor(CLERK);
    const res = await call(clerk, 'POST', `/memberships/${id}/session`);
    expectValidationError(res, '$.supplierId');
  });

  it('needs a session (401) and is not for operators (403)', async () => {
    expect((await ctx.app.inject({ method: 'POST', url: `/api/memberships/${acmeId()}/session` })).statusCode).toBe(401);
    expect((await ctx.as(OPERATOR, { method: 'GET', url: '/api/memberships' })).statusCode).toBe(403);
  });

  it('refuses a supplier whose membership was deactivated, and its tokens at once', async () => {
    const person = await twoSupplierPerson();
    const first = await signIn(person.email, person.password);
    const asIntegrated = (await switchTo(first.accessToken, integratedId())).json() as Session;
    const asAcme = (await switchTo(asIntegrated.accessToken, acmeId())).json() as Session;
    expect((await ctx.as(INTEGRATED, { method: 'POST', url: `/api/supplier-users/${person.id}/deactivate` })).statusCode).toBe(204);
    expect((await call(asIntegrated.accessToken, 'GET', '/current-user')).statusCode).toBe(401);
    expect((await postAccessTokens(ctx.app, { refreshToken: asIntegrated.refreshToken })).statusCode).toBe(400);
    expect((await switchTo(asAcme.accessToken, integratedId())).statusCode).toBe(404);
    // the Acme membership goes on
    expect((await call(asAcme.accessToken, 'GET', '/current-user')).statusCode).toBe(200);
    const again = await signIn(person.email, person.password);
    expect(again).not.toHaveProperty('chooseSupplier');
  });
});

describe('invitations of a person who already has an account', () => {
  const invite = (email: string, as = ACME) => ctx.as(as, { method: 'POST', url: '/api/supplier-users', payload: { email } });

  it('adds a membership the person accepts: no second account, no access before accepting', async () => {
    const person = await createUser(ctx.database.db, { supplierId: integratedId() });
    const res = await invite(person.email.toUpperCase());
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ id: person.id, invitationPending: true, isActive: true, isAdmin: false });
    const mail = (await outboxFor(ctx.app, person.email)).at(-1)!;
    expect(mail.subject).toBe('Invitation to work for Acme Home Goods');
    expect(mail.text).toContain('/choose-supplier');
    expect(mail.text).not.toContain('password-create');
    const people = await sqlRows<{ n: number }>(
      ctx.database,
      sql`select count(*)::int as n from users where lower(email) = ${person.email}`,
    );
    expect(people[0]!.n).toBe(1);

    const session = await signIn(person.email, person.password);
    expect(session).not.toHaveProperty('chooseSupplier');
    expect((await memberships(session.accessToken)).find((m) => m.supplierId === acmeId())?.status).toBe('invited');
    expect((await switchTo(session.accessToken, acmeId())).statusCode).toBe(404);

    expect((await call(session.accessToken, 'POST', `/memberships/${acmeId()}/acceptance`)).statusCode).toBe(204);
    const twice = await call(session.accessToken, 'POST', `/memberships/${acmeId()}/acceptance`);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().detail).toBe(MEMBERSHIP_MESSAGES.alreadyAccepted);
    expect((await switchTo(session.accessToken, acmeId())).statusCode).toBe(200);
    const users = (await ctx.as(ACME, { method: 'GET', url: '/api/supplier-users' })).json() as SupplierUser[];
    expect(users.find((u) => u.id === person.id)).toMatchObject({ invitationPending: false });
  });

  it('lets a person whose every membership is inactive sign in to accept an invitation: the sign-in accepts it', async () => {
    const person = await createUser(ctx.database.db, { supplierId: integratedId(), isActive: false });
    const refused = await postAccessTokens(ctx.app, { username: person.email, password: person.password });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().detail).toBe('This account is inactive. Please contact your company administrator.');
    expect((await invite(person.email)).statusCode).toBe(201);

    const session = await signIn(person.email, person.password);
    expect(session).not.toHaveProperty('chooseSupplier');
    // the invited supplier's session, its membership accepted; the inactive one stays inactive and unlisted
    expect(await memberships(session.accessToken)).toEqual([
      expect.objectContaining({ supplierId: acmeId(), status: 'active', current: true, isAdmin: false }),
    ]);
    const acmeOrders = await orderIdsOf(acmeId());
    expect((await summaries(session.accessToken)).every((o) => acmeOrders.has(o.id))).toBe(true);
    expect((await switchTo(session.accessToken, integratedId())).statusCode).toBe(404);
    const [row] = await ctx.database.db
      .select()
      .from(supplierMemberships)
      .where(and(eq(supplierMemberships.userId, person.id), eq(supplierMemberships.supplierId, acmeId())));
    expect(row!.acceptedOn).not.toBeNull();
    // the sign-in is in the inviting supplier's audit log
    const audit = await sqlRows<{ supplier_id: number; action: string }>(
      ctx.database,
      sql`select supplier_id, action from audit_events where user_id = ${person.id} and action = 'signed-in'`,
    );
    expect(audit).toEqual([{ supplier_id: acmeId(), action: 'signed-in' }]);
  });

  it('keeps refusing a person whose memberships are all inactive and who has no invitation waiting', async () => {
    const person = await createUser(ctx.database.db, {
      supplierId: integratedId(),
      isActive: false,
      alsoOf: [{ supplierId: acmeId(), isActive: false, pending: true }],
    });
    const res = await postAccessTokens(ctx.app, { username: person.email, password: person.password });
    expect(res.json().detail).toBe('This account is inactive. Please contact your company administrator.');
  });

  it('refuses to accept what was never offered (404)', async () => {
    const clerk = await ctx.accessTokenFor(CLERK);
    const res = await call(clerk, 'POST', `/memberships/${integratedId()}/acceptance`);
    expect(res.statusCode).toBe(404);
    expect(res.json().detail).toBe(MEMBERSHIP_MESSAGES.noInvitation);
  });

  it("refuses an e-mail already of the supplier, and an operator's", async () => {
    expectValidationError(await invite(CLERK), '$.email', USER_MESSAGES.userNameTaken);
    expectValidationError(await invite(OPERATOR), '$.email', USER_MESSAGES.userNameTaken);
  });

  it('does not count a pending invitation as an admin for the last-admin rule', async () => {
    const person = await createUser(ctx.database.db, { supplierId: integratedId() });
    expect((await invite(person.email)).statusCode).toBe(201);
    expect((await ctx.as(ACME, { method: 'POST', url: `/api/supplier-users/${person.id}/grant-admin` })).statusCode).toBe(204);
    const [row] = await ctx.database.db
      .select()
      .from(supplierMemberships)
      .where(and(eq(supplierMemberships.userId, person.id), eq(supplierMemberships.supplierId, acmeId())));
    expect(row).toMatchObject({ isAdmin: true, acceptedOn: null });
    // the invitee cannot act as an Admin of Acme before accepting
    const session = await signIn(person.email, person.password);
    expect((await call(session.accessToken, 'GET', '/supplier-users')).statusCode).toBe(403);
  });
});

describe('removing a membership', () => {
  const remove = (userId: number, as = ACME) => ctx.as(as, { method: 'DELETE', url: `/api/supplier-users/${userId}` });

  it("ends the person's sessions for that supplier at once and leaves their other supplier alone", async () => {
    const person: TestUser = await twoSupplierPerson();
    const first = await signIn(person.email, person.password);
    const asAcme = (await switchTo(first.accessToken, acmeId())).json() as Session;
    const asIntegrated = (await switchTo(first.accessToken, integratedId())).json() as Session;
    expect((await remove(person.id)).statusCode).toBe(204);
    expect((await call(asAcme.accessToken, 'GET', '/current-user')).statusCode).toBe(401);
    expect((await postAccessTokens(ctx.app, { refreshToken: asAcme.refreshToken })).statusCode).toBe(400);
    expect((await call(asIntegrated.accessToken, 'GET', '/current-user')).statusCode).toBe(200);
    expect((await memberships(asIntegrated.accessToken)).map((m) => m.supplierId)).toEqual([integratedId()]);
    const list = (await ctx.as(ACME, { method: 'GET', url: '/api/supplier-users' })).json() as SupplierUser[];
    expect(list.some((u) => u.id === person.id)).toBe(false);
    const changes = await sqlRows<{ action: string }>(
      ctx.database,
      sql`select action from user_changes where user_id = ${person.id} and supplier_id = ${acmeId()}`,
    );
    expect(changes.map((c) => c.action)).toEqual(['remove']);
    // removed twice: there is nothing left to remove
    expect((await remove(person.id)).statusCode).toBe(404);
  });

  it("refuses the own membership (403), a clerk (403), another supplier's user (404), the last active admin (409)", async () => {
    expect((await remove(ctx.seed.userIds[ACME]!)).statusCode).toBe(403);
    const target = await createUser(ctx.database.db, { supplierId: acmeId() });
    expect((await remove(target.id, CLERK)).statusCode).toBe(403);
    expect((await remove(ctx.seed.userIds[INTEGRATED]!)).statusCode).toBe(404);
    expect((await remove(target.id)).statusCode).toBe(204);
  });
});

describe("the console's view of a supplier's people", () => {
  it('lists each person with every membership they have', async () => {
    const res = await ctx.as(OPERATOR, { method: 'GET', url: `/api/ops/suppliers/${acmeId()}/people` });
    expect(res.statusCode).toBe(200);
    const agent = (res.json() as OpsPersonMemberships[]).find((p) => p.email === AGENT)!;
    expect(agent.memberships.map((m) => m.supplierId).sort()).toEqual([acmeId(), integratedId()].sort());
    expect(agent.memberships.every((m) => m.isActive && !m.invitationPending)).toBe(true);
  });

  it('is for operators (403 for a supplier Admin), 404 for an unknown supplier', async () => {
    expect((await ctx.as(ACME, { method: 'GET', url: `/api/ops/suppliers/${acmeId()}/people` })).statusCode).toBe(403);
    expect((await ctx.as(OPERATOR, { method: 'GET', url: '/api/ops/suppliers/2000000000/people' })).statusCode).toBe(404);
  });
});
