// The suppliers queue: the grid, supplierCanProcessOrders (mailed, seen by the supplier's next call), per-supplier
// feature flags (one supplier's override leaves the others on the default) and the representative.
import { describe, expect, it } from 'vitest';
import type { OpsSupplier, OpsSupplierFlag } from '@portal/contracts';
import { ACME, CLERK, expectValidationError, gridGet, INTEGRATED, OPERATOR, useTestApp } from '../../../../test/test-app.ts';
import { outboxFor } from '../../../../test/auth-calls.ts';
import { isFeatureOn } from '../../feature-flags/index.ts';

const ctx = useTestApp();

const ops = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  ctx.as(OPERATOR, { method, url: `/api/ops${url}`, ...(payload ? { payload } : {}) });
const acme = () => ctx.seed.supplierIds.acme;
const integrated = () => ctx.seed.supplierIds.integrated;
const flagsOf = async (email: string) =>
  (await ctx.as(email, { method: 'GET', url: '/api/feature-flags/values' })).json() as Record<string, boolean>;

describe('access', () => {
  it.each([
    ['GET', '/suppliers'],
    ['GET', '/suppliers/1'],
    ['PUT', '/suppliers/1/process-orders'],
    ['GET', '/suppliers/1/feature-flags'],
    ['PUT', '/suppliers/1/feature-flags/CreditRequests'],
    ['GET', '/suppliers/1/representative'],
    ['PUT', '/suppliers/1/representative'],
    ['DELETE', '/suppliers/1/representative'],
  ])('%s /api/ops%s: 401 without a session, 403 for supplier users', async (method, url) => {
    const request = { method: method as 'GET', url: `/api/ops${url}`, payload: method === 'PUT' ? {} : undefined };
    expect((await ctx.app.inject(request)).statusCode).toBe(401);
    expect((await ctx.as(ACME, request)).statusCode).toBe(403);
  });
});

describe('suppliers grid', () => {
  it('lists the suppliers, filtered and sorted on the server', async () => {
    const all = await gridGet(ctx, OPERATOR, '/api/ops/suppliers', { query: { sortModel: [{ colId: 'name', sort: 'asc' }] } });
    expect(all.statusCode).toBe(200);
    const names = (all.json() as OpsSupplier[]).map((s) => s.name);
    expect(names).toEqual([...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
    expect(names).toContain('Acme Home Goods');
    const filtered = await gridGet(ctx, OPERATOR, '/api/ops/suppliers', {
      query: { filterModel: { supplierCanProcessOrders: { filterType: 'boolean', type: 'false' } } },
    });
    expect((filtered.json() as OpsSupplier[]).map((s) => s.id)).toContain(integrated());
    expect((filtered.json() as OpsSupplier[]).map((s) => s.id)).not.toContain(acme());
    expectValidationError(
      await gridGet(ctx, OPERATOR, '/api/ops/suppliers', { query: { sortModel: [{ colId: 'nope', sort: 'asc' }] } }),
      '$.query',
    );
    expect((await ops('GET', '/suppliers/999999')).statusCode).toBe(404);
  });
});

describe('active users', () => {
  it("counts a supplier's active users as the Users screen lists them, in the grid and on the supplier's page", async () => {
    const listed = (await ctx.as(ACME, { method: 'GET', url: '/api/supplier-users' })).json() as { isActive: boolean }[];
    const active = listed.filter((u) => u.isActive).length;
    // the demo's Acme: Alice, Carl, the person with an authenticator app and the agent of two suppliers active, the
    // former user deactivated
    expect([listed.length, active]).toEqual([5, 4]);
    const grid = (await gridGet(ctx, OPERATOR, '/api/ops/suppliers', {})).json() as OpsSupplier[];
    expect(grid.find((s) => s.id === acme())!.activeUserCount).toBe(active);
    expect(((await ops('GET', `/suppliers/${acme()}`)).json() as OpsSupplier).activeUserCount).toBe(active);
    const integratedUsers = (await ctx.as(INTEGRATED, { method: 'GET', url: '/api/supplier-users' })).json() as { isActive: boolean }[];
    expect(grid.find((s) => s.id === integrated())!.activeUserCount).toBe(integratedUsers.filter((u) => u.isActive).length);
  });
});

describe('PUT /ops/suppliers/{id}/process-orders', () => {
  it("changes the flag, mails the supplier's active Admins once, and the supplier's next call sees it", async () => {
    const before = (await outboxFor(ctx.app, INTEGRATED)).length;
    const res = await ops('PUT', `/suppliers/${integrated()}/process-orders`, { supplierCanProcessOrders: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: integrated(), supplierCanProcessOrders: true });
    const me = await ctx.as(INTEGRATED, { method: 'GET', url: '/api/current-user' });
    expect(JSON.stringify(me.json())).toContain('"supplierCanProcessOrders":true');
    const mails = await outboxFor(ctx.app, INTEGRATED);
    expect(mails.length).toBe(before + 1);
    expect(mails.at(-1)!.subject).toBe('You can now process orders in the Supplier Portal');
    // the same value again: nothing changes, nothing mailed
    expect((await ops('PUT', `/suppliers/${integrated()}/process-orders`, { supplierCanProcessOrders: true })).statusCode).toBe(200);
    expect((await outboxFor(ctx.app, INTEGRATED)).length).toBe(before + 1);
    await ops('PUT', `/suppliers/${integrated()}/process-orders`, { supplierCanProcessOrders: false });
  });

  it('refuses bad input and unknown suppliers', async () => {
    expectValidationError(await ops('PUT', `/suppliers/${acme()}/process-orders`, {}), '$.supplierCanProcessOrders');
    expectValidationError(
      await ops('PUT', `/suppliers/${acme()}/process-orders`, { supplierCanProcessOrders: 'yes' }),
      '$.supplierCanProcessOrders',
    );
    expect((await ops('PUT', '/suppliers/999999/process-orders', { supplierCanProcessOrders: true })).statusCode).toBe(404);
    expectValidationError(await ops('PUT', '/suppliers/abc/process-orders', { supplierCanProcessOrders: true }), '$.supplierId');
  });
});

describe('per-supplier feature flags', () => {
  it("turns a flag off for one supplier: its two flag calls answer off, another supplier's stay on", async () => {
    const res = await ops('PUT', `/suppliers/${acme()}/feature-flags/CreditRequests`, { isEnabled: false });
    expect(res.statusCode).toBe(200);
    expect((res.json() as OpsSupplierFlag[]).find((f) => f.feature === 'CreditRequests')).toEqual({
      feature: 'CreditRequests',
      group: 'Accounting',
      defaultEnabled: true,
      override: false,
      isEnabled: false,
    });
    expect((await flagsOf(CLERK)).CreditRequests).toBe(false);
    const list = (await ctx.as(ACME, { method: 'GET', url: '/api/feature-flags' })).json() as { feature: string; isEnabled: boolean }[];
    expect(list.find((f) => f.feature === 'CreditRequests')!.isEnabled).toBe(false);
    expect((await flagsOf(INTEGRATED)).CreditRequests).toBe(true);
    const grid = (await gridGet(ctx, OPERATOR, '/api/ops/suppliers', {})).json() as OpsSupplier[];
    expect(grid.find((s) => s.id === acme())!.overrideCount).toBe(1);

    // back to the default
    const cleared = await ops('PUT', `/suppliers/${acme()}/feature-flags/CreditRequests`, { isEnabled: null });
    expect((cleared.json() as OpsSupplierFlag[]).find((f) => f.feature === 'CreditRequests')).toMatchObject({
      override: null,
      isEnabled: true,
    });
    expect((await flagsOf(CLERK)).CreditRequests).toBe(true);
  });

  it("the server's flag checks (isFeatureOn, used by accounting) read the supplier's value", async () => {
    const flags = (await ops('GET', `/suppliers/${acme()}/feature-flags`)).json() as OpsSupplierFlag[];
    expect(flags.map((f) => f.feature)).toContain('GenerateCreditMemoForAgreement');
    await ops('PUT', `/suppliers/${acme()}/feature-flags/GenerateCreditMemoForAgreement`, { isEnabled: false });
    expect(await isFeatureOn(ctx.database.db, acme(), 'GenerateCreditMemoForAgreement')).toBe(false);
    expect(await isFeatureOn(ctx.database.db, integrated(), 'GenerateCreditMemoForAgreement')).toBe(true);
    await ops('PUT', `/suppliers/${acme()}/feature-flags/GenerateCreditMemoForAgreement`, { isEnabled: null });
  });

  it('refuses bad input, unknown flags and unknown suppliers; flag changes are not mailed', async () => {
    const before = (await outboxFor(ctx.app, ACME)).length;
    expectValidationError(await ops('PUT', `/suppliers/${acme()}/feature-flags/CreditRequests`, {}), '$.isEnabled');
    expectValidationError(await ops('PUT', `/suppliers/${acme()}/feature-flags/CreditRequests`, { isEnabled: 'off' }), '$.isEnabled');
    expectValidationError(await ops('PUT', `/suppliers/${acme()}/feature-flags/NoSuchFlag`, { isEnabled: true }), '$.feature');
    expect((await ops('PUT', '/suppliers/999999/feature-flags/CreditRequests', { isEnabled: true })).statusCode).toBe(404);
    expect((await ops('GET', '/suppliers/999999/feature-flags')).statusCode).toBe(404);
    await ops('PUT', `/suppliers/${acme()}/feature-flags/BillOfLading`, { isEnabled: true });
    await ops('PUT', `/suppliers/${acme()}/feature-flags/BillOfLading`, { isEnabled: null });
    expect((await outboxFor(ctx.app, ACME)).length).toBe(before);
  });
});

describe('representative', () => {
  const rep = { displayName: 'Rhea Rep', position: 'Partner manager', email: 'rhea@marketplace.test', phoneNumber: '+1 212 555 0199' };

  it('sets what GET /supplier-representative answers the supplier, mails its Admins, and removes it', async () => {
    const before = (await outboxFor(ctx.app, INTEGRATED)).length;
    const res = await ops('PUT', `/suppliers/${integrated()}/representative`, { ...rep, imageUrl: '' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ...rep, imageUrl: null });
    expect((await ctx.as(INTEGRATED, { method: 'GET', url: '/api/supplier-representative' })).json()).toEqual({ ...rep, imageUrl: null });
    expect((await ops('GET', `/suppliers/${integrated()}/representative`)).json()).toEqual({ ...rep, imageUrl: null });
    expect((await outboxFor(ctx.app, INTEGRATED)).at(-1)!.subject).toBe('Your representative at the marketplace');
    expect((await outboxFor(ctx.app, INTEGRATED)).length).toBe(before + 1);
    // another supplier's representative is untouched
    const acmeRep = (await ctx.as(ACME, { method: 'GET', url: '/api/supplier-representative' })).json() as { displayName?: string } | null;
    expect(acmeRep?.displayName).not.toBe('Rhea Rep');

    expect((await ops('DELETE', `/suppliers/${integrated()}/representative`)).statusCode).toBe(204);
    expect((await ctx.as(INTEGRATED, { method: 'GET', url: '/api/supplier-representative' })).json()).toBeNull();
  });

  it('refuses bad input on every field and unknown suppliers', async () => {
    const put = (body: object) => ops('PUT', `/suppliers/${acme()}/representative`, body);
    expectValidationError(await put({ ...rep, displayName: '' }), '$.displayName');
    expectValidationError(await put({ ...rep, position: 'x'.repeat(101) }), '$.position');
    expectValidationError(await put({ ...rep, email: 'nope' }), '$.email');
    expectValidationError(await put({ ...rep, phoneNumber: 'call me' }), '$.phoneNumber');
    expectValidationError(await put({ ...rep, imageUrl: 'http://insecure.test/a.png' }), '$.imageUrl');
    expect((await put({ ...rep, extra: 1 })).statusCode).toBe(400);
    expect((await ops('PUT', '/suppliers/999999/representative', rep)).statusCode).toBe(404);
    expect((await ops('GET', '/suppliers/999999/representative')).statusCode).toBe(404);
    expect((await ops('DELETE', '/suppliers/999999/representative')).statusCode).toBe(404);
  });
});
