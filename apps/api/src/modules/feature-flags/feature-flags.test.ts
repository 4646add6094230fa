import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { FEATURE_FLAGS } from '@portal/contracts';
import { useTestApp } from '../../../test/test-app.ts';
import { featureFlags, supplierMemberships, users } from '../../db/schema/index.ts';
import { isFeatureOn, setFlagOverride } from './index.ts';

const ctx = useTestApp();

describe('GET /feature-flags', () => {
  it('lists the seven flags of the spec, all on in the demo, with their group', async () => {
    const res = await ctx.as('clerk@acme.test', { method: 'GET', url: '/api/feature-flags' });
    expect(res.statusCode).toBe(200);
    const flags = res.json() as { feature: string; isEnabled: boolean; group: string | null }[];
    expect(flags.map((f) => f.feature).sort()).toEqual([...FEATURE_FLAGS].sort());
    expect(flags.every((f) => f.isEnabled)).toBe(true);
    expect(flags.find((f) => f.feature === 'CreditRequests')).toEqual({ feature: 'CreditRequests', isEnabled: true, group: 'Accounting' });
  });

  it('needs a session', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/feature-flags' })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/feature-flags/values' })).statusCode).toBe(401);
  });
});

describe('GET /feature-flags/values', () => {
  it('maps each flag to whether it is on, following the table', async () => {
    await ctx.database.db.update(featureFlags).set({ isEnabled: false }).where(eq(featureFlags.feature, 'BillOfLading'));
    try {
      const res = await ctx.as('admin@integrated.test', { method: 'GET', url: '/api/feature-flags/values' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ ...Object.fromEntries(FEATURE_FLAGS.map((f) => [f, true])), BillOfLading: false });
    } finally {
      await ctx.database.db.update(featureFlags).set({ isEnabled: true }).where(eq(featureFlags.feature, 'BillOfLading'));
    }
  });
});

describe('per-supplier feature flags', () => {
  const supplierOf = async (email: string) => {
    const [row] = await ctx.database.db
      .select({ supplierId: supplierMemberships.supplierId })
      .from(supplierMemberships)
      .innerJoin(users, eq(users.id, supplierMemberships.userId))
      .where(eq(users.userName, email));
    return row!.supplierId!;
  };

  it("answers a supplier's own override in both calls and leaves another supplier on the default", async () => {
    const acme = await supplierOf('admin@acme.test');
    await setFlagOverride(ctx.database.db, acme, 'CreditRequests', false, (await userIdOf('admin@acme.test'))!, new Date());
    try {
      const acmeValues = (await ctx.as('clerk@acme.test', { method: 'GET', url: '/api/feature-flags/values' })).json();
      expect(acmeValues.CreditRequests).toBe(false);
      const acmeList = (await ctx.as('admin@acme.test', { method: 'GET', url: '/api/feature-flags' })).json() as {
        feature: string;
        isEnabled: boolean;
      }[];
      expect(acmeList.find((f) => f.feature === 'CreditRequests')!.isEnabled).toBe(false);
      const other = (await ctx.as('admin@integrated.test', { method: 'GET', url: '/api/feature-flags/values' })).json();
      expect(other.CreditRequests).toBe(true);
      expect(await isFeatureOn(ctx.database.db, acme, 'CreditRequests')).toBe(false);
      expect(await isFeatureOn(ctx.database.db, await supplierOf('admin@integrated.test'), 'CreditRequests')).toBe(true);
    } finally {
      await setFlagOverride(ctx.database.db, acme, 'CreditRequests', null, 0, new Date());
    }
    expect((await ctx.as('clerk@acme.test', { method: 'GET', url: '/api/feature-flags/values' })).json().CreditRequests).toBe(true);
  });

  it('an override on wins over a default turned off, for that supplier only', async () => {
    const integrated = await supplierOf('admin@integrated.test');
    await ctx.database.db.update(featureFlags).set({ isEnabled: false }).where(eq(featureFlags.feature, 'RepresentativesPage'));
    await setFlagOverride(ctx.database.db, integrated, 'RepresentativesPage', true, (await userIdOf('admin@integrated.test'))!, new Date());
    try {
      expect((await ctx.as('admin@integrated.test', { method: 'GET', url: '/api/feature-flags/values' })).json().RepresentativesPage).toBe(
        true,
      );
      expect((await ctx.as('admin@acme.test', { method: 'GET', url: '/api/feature-flags/values' })).json().RepresentativesPage).toBe(false);
    } finally {
      await setFlagOverride(ctx.database.db, integrated, 'RepresentativesPage', null, 0, new Date());
      await ctx.database.db.update(featureFlags).set({ isEnabled: true }).where(eq(featureFlags.feature, 'RepresentativesPage'));
    }
  });

  const userIdOf = async (email: string) => {
    const [row] = await ctx.database.db.select({ id: users.id }).from(users).where(eq(users.userName, email));
    return row?.id;
  };
});
