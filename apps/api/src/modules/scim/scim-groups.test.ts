// SCIM Groups: the roles Admin and User of the token's supplier; members added and removed change a person's role
// through the users administration (the last Admin stays: 409, the whole PATCH undone); another supplier's person is
// 404; a group's name cannot change.
import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { USER_MESSAGES, type AuditEvent } from '@portal/contracts';
import { ACME, CLERK, INTEGRATED, gridGet, useTestApp } from '../../../test/test-app.ts';
import { createUser } from '../../../test/user-factory.ts';
import { ERROR_SCHEMA, patchOps, scimCall, scimTokenOf } from '../../../test/scim-calls.ts';
import { supplierMemberships, suppliers } from '../../db/schema/index.ts';

const ctx = useTestApp();
let token: string;
beforeAll(async () => {
  token = (await scimTokenOf(ctx, ACME)).secret;
});
const scim = (method: string, url: string, body?: unknown) => scimCall(ctx.app, token, method, url, body);
const acmeUser = (opts: { isAdmin?: boolean } = {}) => createUser(ctx.database.db, { supplierId: ctx.seed.supplierIds.acme, ...opts });
const isAdmin = async (userId: number, supplierId = ctx.seed.supplierIds.acme) =>
  (
    await ctx.database.db
      .select({ isAdmin: supplierMemberships.isAdmin })
      .from(supplierMemberships)
      .where(and(eq(supplierMemberships.userId, userId), eq(supplierMemberships.supplierId, supplierId)))
  )[0]?.isAdmin;
const memberIds = (group: { members?: { value: string }[] }) => (group.members ?? []).map((m) => m.value);

describe('GET /Groups', () => {
  it("lists the two roles with the supplier's people as members", async () => {
    const res = await scim('GET', '/Groups');
    expect(res.statusCode).toBe(200);
    const list = res.json() as { totalResults: number; Resources: { id: string; displayName: string; members: { value: string }[] }[] };
    expect(list.totalResults).toBe(2);
    const [admin, user] = list.Resources;
    expect(admin).toMatchObject({ id: 'admin', displayName: 'Admin' });
    expect(user).toMatchObject({ id: 'user', displayName: 'User' });
    expect(memberIds(admin!)).toContain(String(ctx.seed.userIds[ACME]));
    expect(memberIds(user!)).toContain(String(ctx.seed.userIds[CLERK]));
    const everyone = [...memberIds(admin!), ...memberIds(user!)];
    expect(everyone).not.toContain(String(ctx.seed.userIds[INTEGRATED]));
  });

  it('filters by displayName, leaves the members out when asked, and gets one group', async () => {
    const res = await scim('GET', `/Groups?excludedAttributes=members&filter=${encodeURIComponent('displayName eq "admin"')}`);
    expect(res.json()).toMatchObject({ totalResults: 1, Resources: [{ id: 'admin', displayName: 'Admin' }] });
    expect(res.json().Resources[0]).not.toHaveProperty('members');
    expect((await scim('GET', '/Groups/user')).json()).toMatchObject({ id: 'user', displayName: 'User' });
    expect((await scim('GET', '/Groups/admin?excludedAttributes=members')).json()).not.toHaveProperty('members');
  });

  it('answers 404 for another group and 400 for a bad filter', async () => {
    const res = await scim('GET', '/Groups/owners');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ schemas: [ERROR_SCHEMA], status: '404' });
    expect((await scim('GET', `/Groups?filter=${encodeURIComponent('title eq "x"')}`)).json()).toMatchObject({
      status: '400',
      scimType: 'invalidFilter',
    });
  });
});

describe('PATCH /Groups/{id}', () => {
  it('adding a member to Admin grants the role, removing them takes it; both in the audit log by SCIM', async () => {
    const person = await acmeUser();
    expect(
      (await scim('PATCH', '/Groups/admin', patchOps({ op: 'add', path: 'members', value: [{ value: String(person.id) }] }))).statusCode,
    ).toBe(204);
    expect(await isAdmin(person.id)).toBe(true);
    expect(memberIds((await scim('GET', '/Groups/admin')).json())).toContain(String(person.id));
    expect((await scim('GET', `/Users/${person.id}`)).json().groups).toEqual([
      expect.objectContaining({ value: 'admin', display: 'Admin' }),
    ]);
    expect((await scim('PATCH', '/Groups/admin', patchOps({ op: 'remove', path: `members[value eq "${person.id}"]` }))).statusCode).toBe(
      204,
    );
    expect(await isAdmin(person.id)).toBe(false);
    await ctx.app.afterResponse.idle();
    const log = (
      await gridGet(ctx, ACME, '/api/audit/events', {
        query: { filterModel: { userName: { filterType: 'text', type: 'equals', filter: person.email } } },
      })
    ).json() as AuditEvent[];
    expect(log.map((e) => [e.action, e.byUserName])).toEqual([
      ['scim-admin-revoked', 'SCIM'],
      ['scim-admin-granted', 'SCIM'],
    ]);
  });

  it('adding a member to User takes the Admin role (Okta remove with a value list too)', async () => {
    const a = await acmeUser({ isAdmin: true });
    const b = await acmeUser({ isAdmin: true });
    expect(
      (await scim('PATCH', '/Groups/user', patchOps({ op: 'Add', path: 'members', value: [{ value: String(a.id) }] }))).statusCode,
    ).toBe(204);
    expect(await isAdmin(a.id)).toBe(false);
    expect(
      (await scim('PATCH', '/Groups/admin', patchOps({ op: 'remove', path: 'members', value: [{ value: String(b.id) }] }))).statusCode,
    ).toBe(204);
    expect(await isAdmin(b.id)).toBe(false);
  });

  it('refuses to take the role from the last active Admin (409): the whole PATCH is undone', async () => {
    const [supplier] = await ctx.database.db.insert(suppliers).values({ name: 'Group Lone Co' }).returning({ id: suppliers.id });
    const admin = await createUser(ctx.database.db, { supplierId: supplier!.id, isAdmin: true });
    const other = await createUser(ctx.database.db, { supplierId: supplier!.id });
    const lone = (await scimTokenOf(ctx, admin.email)).secret;
    const res = await scimCall(
      ctx.app,
      lone,
      'PATCH',
      '/Groups/admin',
      patchOps(
        { op: 'add', path: 'members', value: [{ value: String(other.id) }] },
        { op: 'remove', path: 'members', value: [{ value: String(admin.id) }, { value: String(other.id) }] },
      ),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ schemas: [ERROR_SCHEMA], status: '409', detail: USER_MESSAGES.lastAdmin });
    expect(await isAdmin(admin.id, supplier!.id)).toBe(true);
    expect(await isAdmin(other.id, supplier!.id)).toBe(false);
  });

  it("answers 404 for another supplier's person, nothing changed", async () => {
    const theirs = ctx.seed.userIds[INTEGRATED]!;
    const res = await scim('PATCH', '/Groups/user', patchOps({ op: 'add', path: 'members', value: [{ value: String(theirs) }] }));
    expect(res.statusCode).toBe(404);
    expect(await isAdmin(theirs, ctx.seed.supplierIds.integrated)).toBe(true);
  });

  it('refuses a new name, leaving User without joining Admin, and bad bodies (400)', async () => {
    const person = await acmeUser();
    const rename = await scim('PATCH', '/Groups/admin', patchOps({ op: 'replace', value: { displayName: 'Owners' } }));
    expect(rename.json()).toMatchObject({ status: '400', scimType: 'mutability' });
    const leave = await scim('PATCH', '/Groups/user', patchOps({ op: 'remove', path: `members[value eq "${person.id}"]` }));
    expect(leave.json()).toMatchObject({ status: '400', scimType: 'mutability' });
    const badMembers = await scim('PATCH', '/Groups/admin', patchOps({ op: 'add', path: 'members', value: 'everyone' }));
    expect(badMembers.json()).toMatchObject({ status: '400', scimType: 'invalidValue' });
    expect((await scim('PATCH', '/Groups/admin', { Operations: [] })).json()).toMatchObject({ status: '400', scimType: 'invalidSyntax' });
    expect((await scim('PATCH', '/Groups/owners', patchOps({ op: 'add', path: 'members', value: [] }))).statusCode).toBe(404);
    expect(await isAdmin(person.id)).toBe(false);
  });

  it('a same-name replace (Okta sends the group back) changes nothing', async () => {
    const res = await scim('PATCH', '/Groups/admin', patchOps({ op: 'replace', value: { id: 'admin', displayName: 'Admin' } }));
    expect(res.statusCode).toBe(204);
    expect(await isAdmin(ctx.seed.userIds[ACME]!)).toBe(true);
  });
});
