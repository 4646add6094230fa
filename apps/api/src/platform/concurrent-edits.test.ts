// Optimistic concurrency where two people edit the same thing (company contacts, a user's name): a write based on an
// older version (If-Match) is refused with 412 in the error shape and the other person's change stays.
import { describe, expect, it } from 'vitest';
import { apiErrorSchema, CONCURRENCY_MESSAGES, ifMatchHeader, type CompanyContacts, type SupplierUser } from '@portal/contracts';
import { ACME, CLERK, useTestApp } from '../../test/test-app.ts';
import { createUser } from '../../test/user-factory.ts';

const ctx = useTestApp();

const contactOf = (contactType: string, name: string, email: string) => ({ name, email, phone: '212-555-0100', contactType, cc: [] });
const mainBody = (name: string) => ({
  primaryContact: contactOf('PrimaryContact', name, 'pat@acme.test'),
  accountManager: null,
  accountReceivable: null,
  orderingHandlingFulfillment: null,
  customerService: null,
});
const getContacts = async () => (await ctx.as(CLERK, { method: 'GET', url: '/api/supplier-contacts' })).json() as CompanyContacts;
const putMain = (email: string, name: string, version?: string) =>
  ctx.as(email, {
    method: 'PUT',
    url: '/api/supplier-contacts/contacts',
    headers: version ? ifMatchHeader(version) : {},
    payload: mainBody(name),
  });
const putOther = (name: string, version?: string) =>
  ctx.as(ACME, {
    method: 'PUT',
    url: '/api/supplier-contacts/other-contacts',
    headers: version ? ifMatchHeader(version) : {},
    payload: { otherContacts: [{ name, email: 'data@acme.test', phone: '212-555-0100', contactType: 'ProductData' }] },
  });

const expect412 = (res: { statusCode: number; json(): unknown }) => {
  expect(res.statusCode).toBe(412);
  expect(apiErrorSchema.parse(res.json())).toMatchObject({ status: 412, detail: CONCURRENCY_MESSAGES.changedMeanwhile });
};

describe('company contacts', () => {
  it("refuses a save based on what another person changed meanwhile, keeping the other person's change", async () => {
    const read = await getContacts();
    // two people opened the dialog on the same version; the first saves
    const first = await putMain(ACME, 'First Writer', read.version);
    expect(first.statusCode).toBe(204);
    expect(first.headers.etag).toBe(`"${(await getContacts()).version}"`);
    // the second, still on the old version, is refused
    expect412(await putMain(CLERK, 'Second Writer', read.version));
    expect(await getContacts()).toMatchObject({ primaryContact: { name: 'First Writer' } });
    // the main and the additional contacts are one version: a stale additional-contacts save is refused too
    expect412(await putOther('Stale Other', read.version));
    expect((await getContacts()).otherContacts.some((c) => c.name === 'Stale Other')).toBe(false);
  });

  it('accepts a save on the current version and chains on the answered ETag', async () => {
    const read = await getContacts();
    const saved = await putMain(ACME, 'Chained One', read.version);
    expect(saved.statusCode).toBe(204);
    const etag = String(saved.headers.etag).replaceAll('"', '');
    expect((await putOther('Chained Other', etag)).statusCode).toBe(204);
    expect((await getContacts()).otherContacts.map((c) => c.name)).toEqual(['Chained Other']);
  });

  it('of two saves at the same moment on the same version, exactly one wins', async () => {
    const { version } = await getContacts();
    const answers = await Promise.all([putMain(ACME, 'Racer A', version), putMain(CLERK, 'Racer B', version)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([204, 412]);
    const winner = answers[0]!.statusCode === 204 ? 'Racer A' : 'Racer B';
    expect((await getContacts()).primaryContact?.name).toBe(winner);
  });

  it('applies a save without If-Match as before (clients that do not send it)', async () => {
    expect((await putMain(ACME, 'No Precondition')).statusCode).toBe(204);
    expect((await getContacts()).primaryContact?.name).toBe('No Precondition');
  });
});

describe("a user's name", () => {
  const rename = (userId: number, firstName: string, version?: string) =>
    ctx.as(ACME, {
      method: 'PUT',
      url: `/api/supplier-users/${userId}`,
      headers: version ? ifMatchHeader(version) : {},
      payload: { firstName, lastName: 'Edited' },
    });
  const listed = async (userId: number) =>
    ((await ctx.as(ACME, { method: 'GET', url: '/api/supplier-users' })).json() as SupplierUser[]).find((u) => u.id === userId)!;

  it('refuses a rename based on an older name and keeps the newer one', async () => {
    const user = await createUser(ctx.database.db, { supplierId: ctx.seed.supplierIds.acme });
    const read = await listed(user.id);
    const first = await rename(user.id, 'Newer', read.version);
    expect(first.statusCode).toBe(200);
    const renamed = first.json() as SupplierUser;
    expect(renamed.version).not.toBe(read.version);
    expect(renamed.version).toBe((await listed(user.id)).version);
    expect412(await rename(user.id, 'Older', read.version));
    expect((await listed(user.id)).firstName).toBe('Newer');
    // the answered version is current: the next rename on it applies
    expect((await rename(user.id, 'Newest', renamed.version)).statusCode).toBe(200);
  });

  it('lets exactly one of two renames on the same version through', async () => {
    const user = await createUser(ctx.database.db, { supplierId: ctx.seed.supplierIds.acme });
    const { version } = await listed(user.id);
    const answers = await Promise.all([rename(user.id, 'Left', version), rename(user.id, 'Right', version)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 412]);
  });

  it('documents If-Match and 412 on the edits', async () => {
    const paths = (
      ctx.app.swagger() as unknown as { paths: Record<string, Record<string, { parameters?: { name: string }[]; responses: object }>> }
    ).paths;
    for (const [url, method] of [
      ['/api/supplier-contacts/contacts', 'put'],
      ['/api/supplier-contacts/other-contacts', 'put'],
      ['/api/supplier-users/{userId}', 'put'],
    ] as const) {
      const op = paths[url]![method]!;
      expect(op.parameters?.map((p) => p.name)).toContain('If-Match');
      expect(op.responses).toHaveProperty('412');
    }
  });
});
