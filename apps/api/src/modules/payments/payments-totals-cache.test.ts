// The payments grids' totals and the overview are kept in the read caches (docs/decisions/payments.md, "Speed"): each
// answer stays right after every kind of change of the supplier's payments, because the database announces the change
// (migration 0036) and the API drops what it kept. The pages asked for are full (a page of 1 row of several), so the
// total in Content-Range is the kept count, not one the page proves; without the drop these totals would be stale. The
// Payments flag the calls check first is kept too, and dropped on the flags' notifications.
import { describe, expect, it, vi } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { PaymentsOverview } from '@portal/contracts';
import { ACME, contentRangeTotal, gridGet, OPERATOR, useTestApp } from '../../../test/test-app.ts';
import { eventuallyEquals } from '../../../test/eventually.ts';
import { acceptedInvoice, openDeduction } from '../../../test/payments-factory.ts';
import { featureFlagOverrides, featureFlags, invoices } from '../../db/schema/index.ts';
import { setFlagOverride } from '../feature-flags/index.ts';
import { ReadCaches } from '../../platform/caches/read-caches.ts';

// on for PostgreSQL too (the test helper turns the caches off there unless a test asks for them)
const ctx = useTestApp({ GRID_TOTAL_CACHE_MS: '60000' });
const acme = () => ctx.seed.supplierIds.acme;

/** The total of a grid's first page of one row (a full page: the total is the counted one). */
async function totalOf(path: string, filterModel: object = {}): Promise<number> {
  const res = await gridGet(ctx, ACME, `/api/payments${path}`, { limit: '1', offset: '0', query: { filterModel, sortModel: [] } });
  expect(res.statusCode, res.body).toBe(200);
  expect(JSON.parse(res.body)).toHaveLength(1);
  return contentRangeTotal(res);
}

async function overview(): Promise<PaymentsOverview> {
  const res = await ctx.as(ACME, { method: 'GET', url: '/api/payments/overview' });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<PaymentsOverview>();
}

const ours = { invoiceNumber: { filterType: 'text', type: 'startsWith', filter: 'INV-CACHE-' } };
const scheduled = { ...ours, status: { filterType: 'set', values: ['Scheduled'] } };
const paid = { ...ours, status: { filterType: 'set', values: ['Paid'] } };

describe('payments totals kept until a change', () => {
  it('invoices grid: right after an invoice is added, paid by a run (its remittance and lines), and deleted', async () => {
    const invoice = (n: number) =>
      acceptedInvoice(ctx.database.db, acme(), { total: '40.00', dueDate: '2031-03-02', invoiceNumber: `INV-CACHE-${n}` });
    await invoice(1);
    await invoice(2);
    expect(await totalOf('/invoices', ours)).toBe(2);
    expect(await totalOf('/invoices', scheduled)).toBe(2);
    expect(ctx.app.readCaches.gridTotals.size).toBeGreaterThan(0);

    await invoice(3);
    expect(await eventuallyEquals(() => totalOf('/invoices', ours), 3)).toBe(3);
    expect(await eventuallyEquals(() => totalOf('/invoices', scheduled), 3)).toBe(3);

    const remittances = await totalOf('/remittances');
    // posted on its day, off the calendar (a run posts on a day that has come)
    const clock = vi.spyOn(ctx.app.clock, 'now').mockReturnValue(new Date('2031-03-02T17:00:00Z'));
    const run = await ctx.as(OPERATOR, {
      method: 'POST',
      url: '/api/ops/payments/runs',
      payload: { runDate: '2031-03-02', offCycle: true, reason: 'Test run' },
    });
    clock.mockRestore();
    expect(run.statusCode, run.body).toBe(200);
    expect(await eventuallyEquals(() => totalOf('/remittances'), remittances + 1)).toBe(remittances + 1);
    expect(await eventuallyEquals(() => totalOf('/invoices', paid), 3)).toBe(3);

    // an invoice of ours that is not paid, then gone (written straight to the database, as another process would)
    const fourth = await invoice(4);
    expect(await eventuallyEquals(() => totalOf('/invoices', ours), 4)).toBe(4);
    await ctx.database.db.delete(invoices).where(eq(invoices.id, fourth.invoiceId));
    expect(await eventuallyEquals(() => totalOf('/invoices', ours), 3)).toBe(3);
  });

  it('deductions grid and overview: right after a deduction is posted and after it is disputed', async () => {
    const order = await acceptedInvoice(ctx.database.db, acme(), { total: '90.00', dueDate: '2031-04-01', invoiceNumber: 'INV-CACHE-D' });
    const open = { status: { filterType: 'set', values: ['Open'] } };
    const disputed = { status: { filterType: 'set', values: ['Disputed'] } };
    const openBefore = await totalOf('/deductions', open);
    const disputedBefore = await totalOf('/deductions', disputed);
    const before = await overview();

    const deductionId = await openDeduction(ctx.database.db, acme(), order, '12.34');
    expect(await eventuallyEquals(() => totalOf('/deductions', open), openBefore + 1)).toBe(openBefore + 1);
    expect(await eventuallyEquals(async () => (await overview()).openDeductions.count, before.openDeductions.count + 1)).toBe(
      before.openDeductions.count + 1,
    );

    const res = await ctx.as(ACME, {
      method: 'POST',
      url: `/api/payments/deductions/${deductionId}/disputes`,
      payload: { reason: 'FreightNotOwed', comment: 'We shipped on our own account.' },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(await eventuallyEquals(() => totalOf('/deductions', disputed), disputedBefore + 1)).toBe(disputedBefore + 1);
    expect(await eventuallyEquals(() => totalOf('/deductions', open), openBefore)).toBe(openBefore);
    expect(await eventuallyEquals(async () => (await overview()).disputesWaiting, before.disputesWaiting + 1)).toBe(
      before.disputesWaiting + 1,
    );
  });
});

describe('the Payments flag kept until it changes', () => {
  const status = async () => (await ctx.as(ACME, { method: 'GET', url: '/api/payments/overview' })).statusCode;
  const setDefault = (on: boolean) =>
    ctx.database.db.update(featureFlags).set({ isEnabled: on }).where(eq(featureFlags.feature, 'Payments'));

  it('answers 404 right after the supplier’s override turns it off and 200 right after it is removed', async () => {
    expect(await status()).toBe(200);
    const admin = ctx.seed.userIds[ACME]!;
    await setFlagOverride(ctx.database.db, acme(), 'Payments', false, admin, new Date());
    try {
      expect(await eventuallyEquals(status, 404)).toBe(404);
    } finally {
      await setFlagOverride(ctx.database.db, acme(), 'Payments', null, admin, new Date());
    }
    expect(await eventuallyEquals(status, 200)).toBe(200);
  });

  it('follows a change of the flag’s default (every supplier’s)', async () => {
    const [flag] = await ctx.database.db.select().from(featureFlags).where(eq(featureFlags.feature, 'Payments'));
    const overridden = await ctx.database.db
      .select()
      .from(featureFlagOverrides)
      .where(and(eq(featureFlagOverrides.supplierId, acme()), eq(featureFlagOverrides.feature, 'Payments')));
    // Acme follows the default here; flip it the other way and back
    expect(overridden).toEqual([]);
    expect(await status()).toBe(flag!.isEnabled ? 200 : 404);
    await setDefault(!flag!.isEnabled);
    try {
      expect(await eventuallyEquals(status, flag!.isEnabled ? 404 : 200)).toBe(flag!.isEnabled ? 404 : 200);
    } finally {
      await setDefault(flag!.isEnabled);
    }
    expect(await eventuallyEquals(status, flag!.isEnabled ? 200 : 404)).toBe(flag!.isEnabled ? 200 : 404);
  });
});

describe('the payments group of the read caches', () => {
  it('drops one supplier’s payments totals and overview on its payments change, not its orders’ totals nor another supplier’s', () => {
    const caches = new ReadCaches({ actorMs: 1000, gridTotalMs: 1000 });
    const total = { total: 5, exact: true };
    caches.gridTotals.set('payments:1|invoices', ReadCaches.paymentsGroup(1), total);
    caches.gridTotals.set('payments:2|invoices', ReadCaches.paymentsGroup(2), total);
    caches.gridTotals.set('1|orders', ReadCaches.ordersGroup(1), total);
    caches.paymentsOverviews.set('payments:1|2030-06-15', ReadCaches.paymentsGroup(1), {} as PaymentsOverview);
    caches.invalidate('payments:1');
    expect(caches.gridTotals.get('payments:1|invoices')).toBeUndefined();
    expect(caches.paymentsOverviews.get('payments:1|2030-06-15')).toBeUndefined();
    expect(caches.gridTotals.get('payments:2|invoices')).toEqual(total);
    expect(caches.gridTotals.get('1|orders')).toEqual(total);
  });
});
