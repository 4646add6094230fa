// SCIM Users through the real server and database: the token's supplier only (another supplier's person is 404), a
// known e-mail gets a membership and no second account, filters and pages, PUT and PATCH, deactivation and removal
// ending that supplier's sessions at once, the last Admin kept, bad input refused in SCIM's error body with nothing
// changed, every change in the Admin's audit log by "SCIM".
import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { SCIM_MESSAGES, USER_MESSAGES, type AuditEvent } from '@portal/contracts';
import { ACME, INTEGRATED, gridGet, sqlRows, useTestApp } from '../../../test/test-app.ts';
import { createUser, type TestUser } from '../../../test/user-factory.ts';
import { lastMailedToken, postAccessTokens } from '../../../test/auth-calls.ts';
import { ERROR_SCHEMA, patchOps, scimCall, scimTokenOf, scimUser, USER_SCHEMA } from '../../../test/scim-calls.ts';
import { supplierMemberships, suppliers, users } from '../../db/schema/index.ts';

const ctx = useTestApp();
let token: string;
beforeAll(async () => {
  token = (await scimTokenOf(ctx, ACME)).secret;
});
const scim = (method: string, url: string, body?: unknown) => scimCall(ctx.app, token, method, url, body);
const acmeUser = (opts: { isAdmin?: boolean; isActive?: boolean } = {}) =>
  createUser(ctx.database.db, { supplierId: ctx.seed.supplierIds.acme, ...opts });
const membership = async (userId: number, supplierId = ctx.seed.supplierIds.acme) =>
  (
    await ctx.database.db
      .select()
      .from(supplierMemberships)
      .where(and(eq(supplierMemberships.userId, userId), eq(supplierMemberships.supplierId, supplierId)))
  )[0];
const unique = (name: string) => `${name}-${Math.random().toString(36).slice(2, 8)}@scim.test`;

/** A signed-in session of the person, and whether its access token still works. */
async function sessionOf(user: TestUser, supplierId?: number) {
  let session = (await postAccessTokens(ctx.app, { username: user.email, password: user.password })).json() as {
    accessToken: string;
    refreshToken: string;
  };
  // a person of several suppliers: a session for that one (the profile menu's switch)
  if (supplierId !== undefined)
    session = (
      await ctx.app.inject({
        method: 'POST',
        url: `/api/memberships/${supplierId}/session`,
        headers: { authorization: `Bearer ${session.accessToken}` },
      })
    ).json();
  const works = async () =>
    (await ctx.app.inject({ method: 'GET', url: '/api/current-user', headers: { authorization: `Bearer ${session.accessToken}` } }))
      .statusCode === 200;
  const refreshes = async () => (await postAccessTokens(ctx.app, { refreshToken: session.refreshToken })).statusCode === 200;
  return { works, refreshes };
}

/** The Admin's audit log rows about one person. */
async function auditOf(email: string): Promise<AuditEvent[]> {
  await ctx.app.afterResponse.idle();
  const res = await gridGet(ctx, ACME, '/api/audit/events', {
    query: { filterModel: { userName: { filterType: 'text', type: 'equals', filter: email } } },
  });
  return res.json();
}

function expectScimError(
  res: { statusCode: number; headers: Record<string, unknown>; json(): unknown },
  status: number,
  scimType?: string,
) {
  expect(res.statusCode).toBe(status);
  expect(String(res.headers['content-type'])).toMatch(/^application\/scim\+json/);
  const body = res.json() as Record<string, unknown>;
  expect(body).toMatchObject({ schemas: [ERROR_SCHEMA], status: String(status), detail: expect.any(String) });
  if (scimType) expect(body.scimType).toBe(scimType);
  else expect(body).not.toHaveProperty('scimType');
  return body;
}

describe('the token', () => {
  it('refuses no token, a wrong one, an API token and a session token (401 in SCIM body, WWW-Authenticate)', async () => {
    for (const bearer of [null, 'scim_not-a-real-token', 'sp_live_abc', await ctx.accessTokenFor(ACME)]) {
      const res = await scimCall(ctx.app, bearer, 'GET', '/Users');
      expectScimError(res, 401);
      expect(res.headers['www-authenticate']).toBe('Bearer realm="SCIM"');
    }
  });

  it('answers the discovery documents', async () => {
    const config = await scim('GET', '/ServiceProviderConfig');
    expect(config.statusCode).toBe(200);
    expect(String(config.headers['content-type'])).toMatch(/^application\/scim\+json/);
    expect(config.json()).toMatchObject({
      patch: { supported: true },
      filter: { supported: true },
      bulk: { supported: true, maxOperations: 100, maxPayloadSize: 1_048_576 },
      etag: { supported: true },
    });
    expect((await scim('GET', '/ResourceTypes')).json()).toMatchObject({ totalResults: 2 });
    expect((await scim('GET', '/ResourceTypes/User')).json()).toMatchObject({ endpoint: '/Users', schema: USER_SCHEMA });
    expect((await scim('GET', `/Schemas/${USER_SCHEMA}`)).json()).toMatchObject({ id: USER_SCHEMA, name: 'User' });
    expectScimError(await scim('GET', '/Schemas/urn:nope'), 404);
    expectScimError(await scim('GET', '/Nothing'), 404);
  });
});

describe('POST /Users', () => {
  it('makes a person with a membership of the token supplier, mails the password-create link, logs it by SCIM', async () => {
    const email = unique('New.Person');
    const res = await scim('POST', '/Users', scimUser(email, { externalId: 'okta-001', name: { givenName: 'New', familyName: 'Person' } }));
    expect(res.statusCode).toBe(201);
    const user = res.json();
    expect(user).toMatchObject({
      schemas: [USER_SCHEMA],
      userName: email.toLowerCase(),
      externalId: 'okta-001',
      name: { givenName: 'New', familyName: 'Person' },
      emails: [{ value: email, primary: true }],
      active: true,
      groups: [{ value: 'user', display: 'User' }],
      meta: { resourceType: 'User' },
    });
    expect(res.headers.location).toBe(user.meta.location);
    expect(user.meta.location).toMatch(new RegExp(`/scim/v2/Users/${user.id}$`));
    expect(await membership(Number(user.id))).toMatchObject({ isActive: true, isAdmin: false, externalId: 'okta-001' });
    expect(await lastMailedToken(ctx.app, email)).toEqual(expect.any(String));
    expect((await scim('GET', `/Users/${user.id}`)).json()).toEqual(user);
    expect(await auditOf(email.toLowerCase())).toEqual([
      expect.objectContaining({ action: 'scim-created', actionLabel: 'Added by provisioning', byUserName: 'SCIM', ip: '10.0.54.1' }),
    ]);
  });

  it('gives a person who already has an account a membership, not a second account', async () => {
    const theirs = await createUser(ctx.database.db, { supplierId: ctx.seed.supplierIds.integrated });
    const res = await scim('POST', '/Users', scimUser(theirs.email.toUpperCase()));
    expect(res.statusCode).toBe(201);
    expect(res.json().id).toBe(String(theirs.id));
    const accounts = await sqlRows<{ n: number }>(
      ctx.database,
      sql`select count(*)::int as n from users where lower(user_name) = ${theirs.email}`,
    );
    expect(accounts[0]!.n).toBe(1);
    // an invitation the person accepts, as when an Admin adds them
    expect(await membership(theirs.id)).toMatchObject({ acceptedOn: null });
    expect(await membership(theirs.id, ctx.seed.supplierIds.integrated)).toMatchObject({ isActive: true });
    expect((await auditOf(theirs.email)).map((e) => e.action)).toEqual(['scim-invited']);
  });

  it('makes an inactive membership when active is false', async () => {
    const res = await scim('POST', '/Users', scimUser(unique('inactive'), { active: false }));
    expect(res.statusCode).toBe(201);
    expect(res.json().active).toBe(false);
    expect(await membership(Number(res.json().id))).toMatchObject({ isActive: false });
  });

  it('refuses a person already of the supplier, or a taken externalId: 409 uniqueness', async () => {
    expectScimError(await scim('POST', '/Users', scimUser(ACME)), 409, 'uniqueness');
    await scim('POST', '/Users', scimUser(unique('first'), { externalId: 'dup-1' }));
    const email = unique('second');
    expectScimError(await scim('POST', '/Users', scimUser(email, { externalId: 'dup-1' })), 409, 'uniqueness');
    expect(await sqlRows(ctx.database, sql`select 1 from users where user_name = ${email.toLowerCase()}`)).toEqual([]);
  });

  it.each([
    ['no schemas', { userName: 'a@b.test' }],
    ['the wrong schema', { schemas: ['urn:x'], userName: 'a@b.test' }],
    ['no userName', { schemas: [USER_SCHEMA] }],
    ['a userName that is no e-mail', { schemas: [USER_SCHEMA], userName: 'jdoe' }],
    ['a bad e-mail', { schemas: [USER_SCHEMA], userName: 'a@b.test', emails: [{ value: 'nope', primary: true }] }],
    ['a name too long', { schemas: [USER_SCHEMA], userName: 'a@b.test', name: { givenName: 'x'.repeat(51) } }],
    ['active not a boolean', { schemas: [USER_SCHEMA], userName: 'a@b.test', active: 'yes' }],
  ])('refuses %s (400 invalidValue), nothing made', async (_, body) => {
    expectScimError(await scim('POST', '/Users', body), 400, 'invalidValue');
    expect(await sqlRows(ctx.database, sql`select 1 from users where user_name = 'a@b.test'`)).toEqual([]);
  });

  it('refuses a body that is not JSON (400 invalidSyntax)', async () => {
    expectScimError(await scim('POST', '/Users', '{"schemas": ['), 400, 'invalidSyntax');
  });
});

describe('GET /Users', () => {
  let alice: { id: string; userName: string };
  beforeAll(async () => {
    alice = (await scim('POST', '/Users', scimUser(unique('Alice'), { externalId: 'ext-alice' }))).json();
    await scim('POST', '/Users', scimUser(unique('bob'), { externalId: 'ext-bob', active: false }));
  });

  it('filters by userName (any case), emails.value, emails[value eq], externalId and active', async () => {
    const ids = async (filter: string) =>
      ((await scim('GET', `/Users?filter=${encodeURIComponent(filter)}`)).json() as { Resources: { id: string }[] }).Resources.map(
        (r) => r.id,
      );
    expect(await ids(`userName eq "${alice.userName.toUpperCase()}"`)).toEqual([alice.id]);
    expect(await ids(`emails.value eq "${alice.userName}"`)).toEqual([alice.id]);
    expect(await ids(`emails[value eq "${alice.userName}"]`)).toEqual([alice.id]);
    expect(await ids('externalId eq "ext-alice"')).toEqual([alice.id]);
    expect(await ids('externalId eq "EXT-ALICE"')).toEqual([]);
    const inactive = await ids('active eq false');
    expect(inactive.length).toBeGreaterThanOrEqual(2);
    expect(inactive).not.toContain(alice.id);
    expect(await ids(`userName eq "${alice.userName}" and active eq true`)).toEqual([alice.id]);
  });

  it("never answers another supplier's people", async () => {
    const res = await scim('GET', `/Users?filter=${encodeURIComponent(`userName eq "${INTEGRATED}"`)}`);
    expect(res.json()).toMatchObject({ totalResults: 0, Resources: [] });
    const all = (await scim('GET', '/Users?count=200')).json() as { Resources: { userName: string }[] };
    expect(all.Resources.some((r) => r.userName === INTEGRATED)).toBe(false);
    expect(all.Resources.some((r) => r.userName === ACME)).toBe(true);
  });

  it('pages with startIndex and count', async () => {
    const all = (await scim('GET', '/Users')).json() as { totalResults: number; Resources: { id: string }[] };
    const page = (await scim('GET', '/Users?startIndex=2&count=2')).json();
    expect(page).toMatchObject({ totalResults: all.totalResults, startIndex: 2, itemsPerPage: 2 });
    expect(page.Resources.map((r: { id: string }) => r.id)).toEqual(all.Resources.slice(1, 3).map((r) => r.id));
    expect((await scim('GET', '/Users?count=0')).json()).toMatchObject({ totalResults: all.totalResults, itemsPerPage: 0, Resources: [] });
    expect((await scim('GET', '/Users?startIndex=0&count=1')).json()).toMatchObject({ startIndex: 1, itemsPerPage: 1 });
  });

  it('refuses a bad filter, an unknown attribute and a bad page (400)', async () => {
    expectScimError(await scim('GET', `/Users?filter=${encodeURIComponent('userName eq')}`), 400, 'invalidFilter');
    expectScimError(await scim('GET', `/Users?filter=${encodeURIComponent('userName xx "a"')}`), 400, 'invalidFilter');
    expectScimError(await scim('GET', `/Users?filter=${encodeURIComponent('password eq "a"')}`), 400, 'invalidFilter');
    expectScimError(await scim('GET', '/Users?count=many'), 400, 'invalidValue');
    expectScimError(await scim('GET', '/Users?startIndex=1.5'), 400, 'invalidValue');
  });
});

describe("another supplier's person", () => {
  it('is not found on every call (404), and stays as it was', async () => {
    const other = ctx.seed.userIds[INTEGRATED]!;
    expectScimError(await scim('GET', `/Users/${other}`), 404);
    expectScimError(await scim('PUT', `/Users/${other}`, scimUser(INTEGRATED, { active: false })), 404);
    expectScimError(await scim('PATCH', `/Users/${other}`, patchOps({ op: 'replace', value: { active: false } })), 404);
    expectScimError(await scim('DELETE', `/Users/${other}`), 404);
    expectScimError(await scim('GET', '/Users/not-a-number'), 404);
    expectScimError(await scim('GET', '/Users/99999999999'), 404);
    expect(await membership(other, ctx.seed.supplierIds.integrated)).toMatchObject({ isActive: true, isAdmin: true });
  });
});

describe('PUT and PATCH /Users/{id}', () => {
  it('PUT changes the names, the e-mail and externalId', async () => {
    const person = await acmeUser();
    const email = unique('renamed');
    const res = await scim(
      'PUT',
      `/Users/${person.id}`,
      scimUser(email, { externalId: 'put-1', name: { givenName: 'Put', familyName: 'Name' } }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      userName: email.toLowerCase(),
      externalId: 'put-1',
      name: { givenName: 'Put', familyName: 'Name' },
    });
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, person.id));
    expect(row).toMatchObject({ email, userName: email.toLowerCase(), firstName: 'Put', lastName: 'Name' });
    expect((await auditOf(email.toLowerCase())).map((e) => e.action)).toEqual(['scim-changed']);
  });

  it('refuses a new e-mail for a person of several suppliers (403) and one that another person has (409)', async () => {
    const several = await createUser(ctx.database.db, {
      supplierId: ctx.seed.supplierIds.acme,
      alsoOf: [{ supplierId: ctx.seed.supplierIds.integrated }],
    });
    const res = expectScimError(await scim('PUT', `/Users/${several.id}`, scimUser(unique('moved'))), 403);
    expect(res.detail).toBe(USER_MESSAGES.emailOfSeveral);
    const alone = await acmeUser();
    expectScimError(
      await scim('PATCH', `/Users/${alone.id}`, patchOps({ op: 'replace', path: 'emails[type eq "work"].value', value: ACME })),
      409,
      'uniqueness',
    );
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, alone.id));
    expect(row!.email).toBe(alone.email);
  });

  it('PATCH active false deactivates the membership and ends its sessions and refresh tokens at once', async () => {
    const person = await acmeUser();
    const session = await sessionOf(person);
    expect(await session.works()).toBe(true);
    const res = await scim('PATCH', `/Users/${person.id}`, patchOps({ op: 'replace', value: { active: false } }));
    expect(res.statusCode).toBe(200);
    expect(res.json().active).toBe(false);
    expect(await session.works()).toBe(false);
    expect(await session.refreshes()).toBe(false);
    expect(await membership(person.id)).toMatchObject({ isActive: false });
    expect((await auditOf(person.email)).map((e) => [e.action, e.byUserName])).toEqual([
      ['scim-deactivated', 'SCIM'],
      ['signed-in', null],
    ]);
    // active again: a new sign-in works
    expect((await scim('PATCH', `/Users/${person.id}`, patchOps({ op: 'replace', path: 'active', value: true }))).json().active).toBe(true);
    expect(await (await sessionOf(person)).works()).toBe(true);
  });

  it("deactivation keeps the person's other suppliers' sessions", async () => {
    const person = await createUser(ctx.database.db, {
      supplierId: ctx.seed.supplierIds.integrated,
      alsoOf: [{ supplierId: ctx.seed.supplierIds.acme }],
    });
    const theirs = await sessionOf(person, ctx.seed.supplierIds.integrated);
    const ours = await sessionOf(person, ctx.seed.supplierIds.acme);
    expect(await theirs.works()).toBe(true);
    expect(await ours.works()).toBe(true);
    expect((await scim('PATCH', `/Users/${person.id}`, patchOps({ op: 'replace', path: 'active', value: false }))).statusCode).toBe(200);
    expect(await membership(person.id)).toMatchObject({ isActive: false });
    expect(await membership(person.id, ctx.seed.supplierIds.integrated)).toMatchObject({ isActive: true });
    expect(await theirs.works()).toBe(true);
    expect(await theirs.refreshes()).toBe(true);
    expect(await ours.works()).toBe(false);
  });

  it('PATCH replaces the name and externalId, and removes externalId', async () => {
    const person = await acmeUser();
    const res = await scim(
      'PATCH',
      `/Users/${person.id}`,
      patchOps({ op: 'replace', path: 'name.givenName', value: 'Given' }, { op: 'add', path: 'externalId', value: 'p-1' }),
    );
    expect(res.json()).toMatchObject({ name: { givenName: 'Given', familyName: 'Factory' }, externalId: 'p-1' });
    const removed = await scim('PATCH', `/Users/${person.id}`, patchOps({ op: 'remove', path: 'externalId' }));
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).not.toHaveProperty('externalId');
    expect(await membership(person.id)).toMatchObject({ externalId: null });
  });

  it('refuses a bad PATCH (400), nothing changed', async () => {
    const person = await acmeUser();
    expectScimError(
      await scim('PATCH', `/Users/${person.id}`, { Operations: [{ op: 'replace', value: { active: false } }] }),
      400,
      'invalidSyntax',
    );
    expectScimError(
      await scim('PATCH', `/Users/${person.id}`, patchOps({ op: 'move', path: 'active', value: false })),
      400,
      'invalidSyntax',
    );
    expectScimError(await scim('PATCH', `/Users/${person.id}`, patchOps()), 400, 'invalidSyntax');
    expectScimError(
      await scim('PATCH', `/Users/${person.id}`, patchOps({ op: 'replace', path: 'active', value: 'perhaps' })),
      400,
      'invalidValue',
    );
    expectScimError(
      await scim('PATCH', `/Users/${person.id}`, patchOps({ op: 'replace', path: 'name.givenName', value: 'x'.repeat(51) })),
      400,
      'invalidValue',
    );
    expect(await membership(person.id)).toMatchObject({ isActive: true });
  });

  it('keeps the last active Admin: deactivating them is refused (409), nothing changed', async () => {
    const [supplier] = await ctx.database.db.insert(suppliers).values({ name: 'Lone SCIM Co' }).returning({ id: suppliers.id });
    const admin = await createUser(ctx.database.db, { supplierId: supplier!.id, isAdmin: true });
    const lone = (await scimTokenOf(ctx, admin.email)).secret;
    const res = await scimCall(ctx.app, lone, 'PATCH', `/Users/${admin.id}`, patchOps({ op: 'replace', value: { active: false } }));
    const body = expectScimError(res, 409);
    expect(body.detail).toBe(USER_MESSAGES.lastAdmin);
    expectScimError(await scimCall(ctx.app, lone, 'DELETE', `/Users/${admin.id}`), 409);
    expect(await membership(admin.id, supplier!.id)).toMatchObject({ isActive: true, isAdmin: true });
  });
});

describe('DELETE /Users/{id}', () => {
  it('removes the membership and ends its sessions at once; the person stays; again is 404', async () => {
    const person = await acmeUser();
    const session = await sessionOf(person);
    const res = await scim('DELETE', `/Users/${person.id}`);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect(await session.works()).toBe(false);
    expect(await session.refreshes()).toBe(false);
    expect(await membership(person.id)).toBeUndefined();
    expect(await sqlRows(ctx.database, sql`select 1 from users where id = ${person.id}`)).toHaveLength(1);
    expectScimError(await scim('DELETE', `/Users/${person.id}`), 404);
    expect(SCIM_MESSAGES.userNotFound(String(person.id))).toContain(String(person.id));
  });
});
