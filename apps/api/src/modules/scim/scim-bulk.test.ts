// SCIM's leftovers through the real server and database: the per-token limit a minute (429 in SCIM's body with
// Retry-After; a bulk counts its operations; another token keeps its own count), POST .search, /Bulk (bulkId references,
// each operation on its own, failOnErrors, the limits: 413), POST /Groups (an existing role: 409 with the words to link
// it; a new name refused), meta.lastModified as the last change and meta.version as ETag with If-Match.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { SCIM_CALLS_PER_MINUTE, SCIM_LIMIT_MESSAGES, SCIM_MESSAGES } from '@portal/contracts';
import { ACME, INTEGRATED, sqlRows, useTestApp } from '../../../test/test-app.ts';
import { createUser } from '../../../test/user-factory.ts';
import { ERROR_SCHEMA, patchOps, scimCall, scimTokenOf, scimUser } from '../../../test/scim-calls.ts';
import { scimTokenCalls, supplierMemberships } from '../../db/schema/index.ts';
import { ENTRA, OKTA } from './fixtures/idp-requests.ts';

const ctx = useTestApp();
let token: { id: number; secret: string };
beforeAll(async () => {
  token = await scimTokenOf(ctx, ACME);
});
const scim = (method: string, url: string, body?: unknown, headers: Record<string, string> = {}) =>
  headers['if-match'] === undefined
    ? scimCall(ctx.app, token.secret, method, url, body)
    : ctx.app.inject({
        method: method as 'PUT',
        url: `/scim/v2${url}`,
        headers: {
          authorization: `Bearer ${token.secret}`,
          ...(body === undefined ? {} : { 'content-type': 'application/scim+json' }),
          ...headers,
        },
        ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
      });
const unique = (name: string) => `${name}-${Math.random().toString(36).slice(2, 8)}@scim.test`;
const BULK = 'urn:ietf:params:scim:api:messages:2.0:BulkRequest';
const SEARCH = 'urn:ietf:params:scim:api:messages:2.0:SearchRequest';
const bulk = (Operations: unknown[], extra: Record<string, unknown> = {}) =>
  scim('POST', '/Bulk', { schemas: [BULK], Operations, ...extra });
const acmeMembership = async (userId: number) =>
  (
    await ctx.database.db
      .select()
      .from(supplierMemberships)
      .where(and(eq(supplierMemberships.userId, userId), eq(supplierMemberships.supplierId, ctx.seed.supplierIds.acme)))
  )[0];

function expectScimError(res: { statusCode: number; json(): unknown }, status: number, scimType?: string) {
  expect(res.statusCode).toBe(status);
  const body = res.json() as Record<string, unknown>;
  expect(body).toMatchObject({ schemas: [ERROR_SCHEMA], status: String(status), detail: expect.any(String) });
  if (scimType) expect(body.scimType).toBe(scimType);
  return body;
}

/** The token's count in the clock's minute (as every process sees it). */
async function callsThisMinute(tokenId: number, at: Date) {
  const minute = new Date(at.getTime() - (at.getTime() % 60_000));
  const [row] = await ctx.database.db
    .select({ calls: scimTokenCalls.calls })
    .from(scimTokenCalls)
    .where(and(eq(scimTokenCalls.tokenId, tokenId), eq(scimTokenCalls.windowStart, minute)));
  return row?.calls ?? 0;
}

describe('the limit per token and minute', () => {
  it(`answers the ${SCIM_CALLS_PER_MINUTE + 1}th call of a minute 429 in SCIM's body with Retry-After; the next minute passes`, async () => {
    const limited = await scimTokenOf(ctx, ACME, 'Limited');
    const other = await scimTokenOf(ctx, ACME, 'Other');
    const start = new Date('2099-03-01T10:00:15Z');
    const clock = vi.spyOn(ctx.app.clock, 'now').mockReturnValue(start);
    try {
      expect((await scimCall(ctx.app, limited.secret, 'GET', '/Users?count=0')).statusCode).toBe(200);
      expect(await callsThisMinute(limited.id, start)).toBe(1);
      // the minute's other calls, as another process would have counted them
      await ctx.database.db.update(scimTokenCalls).set({ calls: SCIM_CALLS_PER_MINUTE }).where(eq(scimTokenCalls.tokenId, limited.id));
      const refused = await scimCall(ctx.app, limited.secret, 'POST', '/Users', scimUser(unique('refused')));
      const body = expectScimError(refused, 429);
      expect(body.detail).toBe(SCIM_LIMIT_MESSAGES.throttled);
      expect(refused.headers['retry-after']).toBe('45');
      expect(String(refused.headers['content-type'])).toMatch(/^application\/scim\+json/);
      expect(await sqlRows(ctx.database, sql`select 1 from users where user_name like 'refused-%'`)).toEqual([]);
      // another token of the same supplier keeps its own count
      expect((await scimCall(ctx.app, other.secret, 'GET', '/Users?count=0')).statusCode).toBe(200);
      clock.mockReturnValue(new Date('2099-03-01T10:01:00Z'));
      expect((await scimCall(ctx.app, limited.secret, 'GET', '/Users?count=0')).statusCode).toBe(200);
    } finally {
      clock.mockRestore();
    }
  });

  it('counts each operation of a bulk, and refuses a bulk over what is left of the minute (nothing done)', async () => {
    const limited = await scimTokenOf(ctx, ACME, 'Bulk limited');
    const start = new Date('2099-03-02T10:00:30Z');
    const clock = vi.spyOn(ctx.app.clock, 'now').mockReturnValue(start);
    const call = (body: unknown) => scimCall(ctx.app, limited.secret, 'POST', '/Bulk', body);
    const three = (prefix: string) => ({
      schemas: [BULK],
      Operations: [1, 2, 3].map((n) => ({ method: 'POST', bulkId: `u${n}`, path: '/Users', data: scimUser(unique(`${prefix}${n}`)) })),
    });
    try {
      expect((await call(three('counted'))).statusCode).toBe(200);
      expect(await callsThisMinute(limited.id, start)).toBe(3);
      await ctx.database.db
        .update(scimTokenCalls)
        .set({ calls: SCIM_CALLS_PER_MINUTE - 2 })
        .where(eq(scimTokenCalls.tokenId, limited.id));
      // the request itself fits (599), its three operations do not (601)
      expectScimError(await call(three('over')), 429);
      expect(await sqlRows(ctx.database, sql`select 1 from users where user_name like 'over%'`)).toEqual([]);
    } finally {
      clock.mockRestore();
    }
  });

  it('says the limit in ServiceProviderConfig (the token scheme: SCIM has no attribute for it)', async () => {
    const config = (await scim('GET', '/ServiceProviderConfig')).json();
    expect(config.authenticationSchemes[0].description).toContain(`${SCIM_CALLS_PER_MINUTE} calls a minute`);
  });
});

describe('POST .search', () => {
  let alice: { id: string; userName: string };
  beforeAll(async () => {
    alice = (await scim('POST', '/Users', scimUser(unique('Searched'), { externalId: 'ext-searched' }))).json();
  });

  it('finds Users by the same filters and pages as GET', async () => {
    const filter = `userName eq "${alice.userName.toUpperCase()}"`;
    const res = await scim('POST', '/Users/.search', { schemas: [SEARCH], filter, startIndex: 1, count: 10 });
    expect(res.statusCode).toBe(200);
    const got = res.json();
    expect(got).toEqual((await scim('GET', `/Users?filter=${encodeURIComponent(filter)}&startIndex=1&count=10`)).json());
    expect(got).toMatchObject({ totalResults: 1, Resources: [{ id: alice.id }] });
    const page = (await scim('POST', '/Users/.search', { schemas: [SEARCH], startIndex: 2, count: 1 })).json();
    expect(page).toMatchObject({ startIndex: 2, itemsPerPage: 1 });
    expect((await scim('POST', '/Users/.search', { schemas: [SEARCH], count: 0 })).json().Resources).toEqual([]);
  });

  it('searches Users and Groups at the root, each type asked of what it keeps', async () => {
    const both = (await scim('POST', '/.search', { schemas: [SEARCH], filter: 'displayName eq "Admin"' })).json();
    expect(both.Resources.map((r: { id: string }) => r.id)).toContain('admin');
    const users = (await scim('POST', '/.search', { schemas: [SEARCH], filter: 'externalId eq "ext-searched"' })).json();
    expect(users).toMatchObject({ totalResults: 1, Resources: [{ id: alice.id }] });
    const groups = (
      await scim('POST', '/.search', { schemas: [SEARCH], filter: 'members.value eq "0"', excludedAttributes: ['members'] })
    ).json();
    expect(groups.totalResults).toBe(0);
  });

  it.each([
    ['no schemas', { filter: 'userName pr' }, 'invalidValue'],
    ['the wrong schema', { schemas: ['urn:x'] }, 'invalidValue'],
    ['a count that is text', { schemas: [SEARCH], count: '10' }, 'invalidValue'],
    ['a filter that does not parse', { schemas: [SEARCH], filter: 'userName eq' }, 'invalidFilter'],
    ['an attribute not kept', { schemas: [SEARCH], filter: 'title eq "x"' }, 'invalidFilter'],
  ])('refuses %s (400 %s)', async (_, body, scimType) => {
    expectScimError(await scim('POST', '/Users/.search', body), 400, scimType);
    expectScimError(await scim('POST', '/.search', body), 400, scimType);
  });

  it("never finds another supplier's people", async () => {
    const theirs = (
      await scimCall(ctx.app, (await scimTokenOf(ctx, INTEGRATED)).secret, 'POST', '/Users', scimUser(unique('theirs')))
    ).json();
    const found = (await scim('POST', '/.search', { schemas: [SEARCH], filter: `userName eq "${theirs.userName}"` })).json();
    expect(found.totalResults).toBe(0);
  });
});

describe('POST /Bulk', () => {
  it('makes a person and makes them Admin through their bulkId, each operation answered', async () => {
    const email = unique('bulk.admin');
    const res = await bulk([
      { method: 'PATCH', path: '/Groups/admin', data: patchOps({ op: 'add', path: 'members', value: [{ value: 'bulkId:ann' }] }) },
      { method: 'POST', path: '/Users', bulkId: 'ann', data: scimUser(email) },
    ]);
    expect(res.statusCode).toBe(200);
    const { schemas, Operations } = res.json();
    expect(schemas).toEqual(['urn:ietf:params:scim:api:messages:2.0:BulkResponse']);
    // answered in the request's order; the PATCH ran after the POST it names
    expect(Operations).toEqual([
      { method: 'PATCH', status: '204', location: expect.stringMatching(/\/scim\/v2\/Groups\/admin$/) },
      {
        method: 'POST',
        bulkId: 'ann',
        status: '201',
        location: expect.stringMatching(/\/scim\/v2\/Users\/\d+$/),
        version: expect.any(String),
      },
    ]);
    const id = Number(String(Operations[1].location).split('/').pop());
    expect(await acmeMembership(id)).toMatchObject({ isAdmin: true, isActive: true });
  });

  it('runs each operation on its own: a refused one is answered with its error, the others done', async () => {
    const kept = unique('kept');
    const res = await bulk([
      { method: 'POST', path: '/Users', bulkId: 'bad', data: { schemas: ['urn:x'], userName: 'nope' } },
      { method: 'POST', path: '/Users', bulkId: 'good', data: scimUser(kept) },
      { method: 'PATCH', path: '/Users/bulkId:bad', data: patchOps({ op: 'replace', path: 'active', value: false }) },
      { method: 'DELETE', path: '/Users/999999999' },
      { method: 'PUT', path: '/Groups/admin', data: {} },
      { method: 'DELETE', path: '/Nothing/1' },
    ]);
    expect(res.statusCode).toBe(200);
    const ops = res.json().Operations as { status: string; response?: { scimType?: string; detail?: string } }[];
    expect(ops.map((o) => [o.status, o.response?.scimType])).toEqual([
      ['400', 'invalidValue'],
      ['201', undefined],
      ['409', 'invalidValue'],
      ['404', undefined],
      ['405', undefined],
      ['404', undefined],
    ]);
    expect(ops[2]!.response!.detail).toBe(SCIM_LIMIT_MESSAGES.unknownBulkId('bad'));
    expect(await sqlRows(ctx.database, sql`select 1 from users where user_name = ${kept.toLowerCase()}`)).toHaveLength(1);
  });

  it('refuses a method outside POST, PUT, PATCH and DELETE as the whole request (400), nothing done', async () => {
    const never = unique('get.never');
    const res = await bulk([
      { method: 'POST', path: '/Users', bulkId: 'n', data: scimUser(never) },
      { method: 'GET', path: '/Users' },
    ]);
    expectScimError(res, 400, 'invalidSyntax');
    expect(await sqlRows(ctx.database, sql`select 1 from users where user_name = ${never.toLowerCase()}`)).toEqual([]);
  });

  it('stops after failOnErrors refusals and answers only what ran', async () => {
    const never = unique('never');
    const res = await bulk(
      [
        { method: 'DELETE', path: '/Users/999999998' },
        { method: 'DELETE', path: '/Users/999999997' },
        { method: 'POST', path: '/Users', bulkId: 'late', data: scimUser(never) },
      ],
      { failOnErrors: 2 },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().Operations.map((o: { status: string }) => o.status)).toEqual(['404', '404']);
    expect(await sqlRows(ctx.database, sql`select 1 from users where user_name = ${never.toLowerCase()}`)).toEqual([]);
  });

  it("answers another supplier's person 404 in the operation, changing nothing", async () => {
    const theirs = await createUser(ctx.database.db, { supplierId: ctx.seed.supplierIds.integrated });
    const res = await bulk([
      { method: 'PATCH', path: `/Users/${theirs.id}`, data: patchOps({ op: 'replace', path: 'active', value: false }) },
      { method: 'PATCH', path: '/Groups/admin', data: patchOps({ op: 'add', path: 'members', value: [{ value: String(theirs.id) }] }) },
    ]);
    expect(res.json().Operations.map((o: { status: string }) => o.status)).toEqual(['404', '404']);
    const [row] = await ctx.database.db
      .select()
      .from(supplierMemberships)
      .where(and(eq(supplierMemberships.userId, theirs.id), eq(supplierMemberships.supplierId, ctx.seed.supplierIds.integrated)));
    expect(row).toMatchObject({ isActive: true, isAdmin: false });
  });

  it('refuses more operations than maxOperations and a body over maxPayloadSize (413), nothing done', async () => {
    const email = unique('too.many');
    const ops = Array.from({ length: 101 }, (_, i) => ({
      method: 'POST',
      path: '/Users',
      bulkId: `b${i}`,
      data: scimUser(`${i}-${email}`),
    }));
    const tooMany = expectScimError(await bulk(ops), 413);
    expect(tooMany.detail).toBe(SCIM_LIMIT_MESSAGES.tooManyOperations(101));
    const big = [{ method: 'POST', path: '/Users', bulkId: 'big', data: scimUser(email, { title: 'x'.repeat(1_100_000) }) }];
    expect(expectScimError(await bulk(big), 413).detail).toBe(SCIM_LIMIT_MESSAGES.tooLarge);
    expect(await sqlRows(ctx.database, sql`select 1 from users where user_name like ${`%${email.toLowerCase()}`}`)).toEqual([]);
  });

  it.each([
    ['no schemas', { Operations: [{ method: 'DELETE', path: '/Users/1' }] }],
    ['no operations', { schemas: [BULK], Operations: [] }],
    ['a POST without its bulkId', { schemas: [BULK], Operations: [{ method: 'POST', path: '/Users', data: {} }] }],
    [
      'a bulkId twice',
      {
        schemas: [BULK],
        Operations: [
          { method: 'POST', path: '/Users', bulkId: 'x', data: {} },
          { method: 'POST', path: '/Users', bulkId: 'x', data: {} },
        ],
      },
    ],
    ['failOnErrors 0', { schemas: [BULK], failOnErrors: 0, Operations: [{ method: 'DELETE', path: '/Users/1' }] }],
  ])('refuses %s (400 invalidSyntax)', async (_, body) => {
    expectScimError(await scim('POST', '/Bulk', body), 400, 'invalidSyntax');
  });
});

describe('POST /Groups (a Group Push)', () => {
  it('answers an existing role 409 uniqueness with the words to link it, whatever the case', async () => {
    const res = await scim('POST', '/Groups', OKTA.groupCreate('admin'));
    expect(expectScimError(res, 409, 'uniqueness').detail).toBe(SCIM_MESSAGES.groupExists('Admin'));
    // what Okta's link then finds: the group by its name
    const found = (await scim('GET', `/Groups?filter=${encodeURIComponent('displayName eq "Admin"')}`)).json();
    expect(found).toMatchObject({ totalResults: 1, Resources: [{ id: 'admin' }] });
  });

  it("answers Entra ID's group creation the same: a role's name 409, another name 400 with the words", async () => {
    expect(expectScimError(await scim('POST', '/Groups', ENTRA.groupCreate('User')), 409, 'uniqueness').detail).toBe(
      SCIM_MESSAGES.groupExists('User'),
    );
    expect(expectScimError(await scim('POST', '/Groups', ENTRA.groupCreate('Sales')), 400, 'invalidValue').detail).toBe(
      SCIM_MESSAGES.groupNotMade('Sales'),
    );
  });

  it('refuses a new name with the words why; bad input is 400', async () => {
    expect(expectScimError(await scim('POST', '/Groups', OKTA.groupCreate('Buyers')), 400, 'invalidValue').detail).toBe(
      SCIM_MESSAGES.groupNotMade('Buyers'),
    );
    expectScimError(await scim('POST', '/Groups', { schemas: ['urn:x'], displayName: 'Admin' }), 400, 'invalidValue');
    expectScimError(await scim('POST', '/Groups', { schemas: OKTA.groupCreate('x').schemas }), 400, 'invalidValue');
    expect((await scim('GET', '/Groups')).json().totalResults).toBe(2);
  });
});

describe('meta.lastModified and meta.version', () => {
  it('moves lastModified to the time of each change of the person or the membership, and the version with it', async () => {
    const made = new Date('2099-04-01T08:00:00Z');
    const clock = vi.spyOn(ctx.app.clock, 'now').mockReturnValue(made);
    try {
      const created = await scim('POST', '/Users', scimUser(unique('dated')));
      const user = created.json();
      expect(user.meta).toMatchObject({ created: made.toISOString(), lastModified: made.toISOString() });
      expect(created.headers.etag).toBe(user.meta.version);
      const renamedAt = new Date('2099-04-02T09:30:00Z');
      clock.mockReturnValue(renamedAt);
      const renamed = (
        await scim('PATCH', `/Users/${user.id}`, patchOps({ op: 'replace', path: 'name.familyName', value: 'Later' }))
      ).json();
      expect(renamed.meta).toMatchObject({ created: made.toISOString(), lastModified: renamedAt.toISOString() });
      expect(renamed.meta.version).not.toBe(user.meta.version);
      const madeAdminAt = new Date('2099-04-03T10:00:00Z');
      clock.mockReturnValue(madeAdminAt);
      await scim('PATCH', '/Groups/admin', patchOps({ op: 'add', path: 'members', value: [{ value: user.id }] }));
      const admin = await scim('GET', `/Users/${user.id}`);
      expect(admin.json().meta.lastModified).toBe(madeAdminAt.toISOString());
      expect(admin.headers.etag).toBe(admin.json().meta.version);
      // a call that changes nothing leaves both as they are
      clock.mockReturnValue(new Date('2099-04-04T10:00:00Z'));
      const same = (await scim('PATCH', `/Users/${user.id}`, patchOps({ op: 'replace', path: 'name.familyName', value: 'Later' }))).json();
      expect(same.meta).toMatchObject({ lastModified: madeAdminAt.toISOString(), version: admin.json().meta.version });
    } finally {
      clock.mockRestore();
    }
  });

  it('stamps a change made outside the users administration too (a trigger)', async () => {
    const user = (await scim('POST', '/Users', scimUser(unique('stamped')))).json();
    await ctx.database.db
      .update(supplierMemberships)
      .set({ acceptedOn: new Date('2099-05-01T00:00:00Z') })
      .where(and(eq(supplierMemberships.userId, Number(user.id)), eq(supplierMemberships.supplierId, ctx.seed.supplierIds.acme)));
    const after = (await scim('GET', `/Users/${user.id}`)).json();
    expect(Date.parse(after.meta.lastModified)).toBeGreaterThan(Date.parse(user.meta.lastModified));
  });

  it('applies a change with If-Match of the current version and refuses a stale one with 412, nothing changed', async () => {
    const user = (await scim('POST', '/Users', scimUser(unique('etag')))).json();
    const change = patchOps({ op: 'replace', path: 'name.givenName', value: 'First' });
    const first = await scim('PATCH', `/Users/${user.id}`, change, { 'if-match': user.meta.version });
    expect(first.statusCode).toBe(200);
    const stale = await scim('PATCH', `/Users/${user.id}`, patchOps({ op: 'replace', path: 'name.givenName', value: 'Second' }), {
      'if-match': user.meta.version,
    });
    expectScimError(stale, 412);
    expectScimError(await scim('DELETE', `/Users/${user.id}`, undefined, { 'if-match': user.meta.version }), 412);
    expect((await scim('GET', `/Users/${user.id}`)).json().name.givenName).toBe('First');
    // a bulk operation's version is its If-Match
    const res = await bulk([{ method: 'DELETE', path: `/Users/${user.id}`, version: user.meta.version }]);
    expect(res.json().Operations[0].status).toBe('412');
    const group = await scim('GET', '/Groups/user');
    expect(group.headers.etag).toBe(group.json().meta.version);
  });
});
