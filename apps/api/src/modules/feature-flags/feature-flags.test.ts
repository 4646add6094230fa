import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { FEATURE_FLAGS } from '@portal/contracts';
import { useTestApp } from '../../../test/test-app.ts';
import { featureFlags } from '../../db/schema/index.ts';

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
