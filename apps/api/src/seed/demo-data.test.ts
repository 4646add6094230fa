// The demo reads like a real supplier's month (docs/decisions/demo-data.md): the operator's invoice review holds a few
// recent additional invoices of their own amounts, and credit requests come in at working-hour times over many days.
import { eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { calculateAdditionalInvoiceTotal } from '@portal/contracts';
import { useTestApp } from '../../test/test-app.ts';
import { creditRequests, invoices } from '../db/schema/index.ts';

const ctx = useTestApp();
const DAY_MS = 86_400_000;
/** At most this many waiting invoices of one supplier share an amount. */
const SAME_AMOUNT_MAX = 2;

describe('demo data', () => {
  it("fills the operator's invoice review with a few recent additional invoices of varied amounts", async () => {
    const waiting = await ctx.database.db
      .select({
        supplierId: invoices.supplierId,
        createdOn: invoices.invoiceCreationDate,
        total: invoices.total,
        shippingCost: invoices.shippingCost,
        handlingFee: invoices.handlingFee,
        tax: invoices.tax,
        discount: invoices.discount,
      })
      .from(invoices)
      .where(eq(invoices.inReview, true));
    expect(waiting.length).toBeGreaterThanOrEqual(3);
    expect(waiting.length).toBeLessThanOrEqual(40);

    const perAmount = new Map<string, number>();
    for (const w of waiting) perAmount.set(`${w.supplierId} ${w.total}`, (perAmount.get(`${w.supplierId} ${w.total}`) ?? 0) + 1);
    expect(Math.max(...perAmount.values())).toBeLessThanOrEqual(SAME_AMOUNT_MAX);

    const now = ctx.app.clock.now().getTime();
    for (const w of waiting) {
      expect(now - w.createdOn!.getTime()).toBeLessThan(30 * DAY_MS);
      // the total is the sum of its lines, as the portal computes an additional invoice's
      expect(w.total).toBe(calculateAdditionalInvoiceTotal(w));
    }
  });

  it('has credit requests come in at working-hour times over many days, none at midnight', async () => {
    const open = await ctx.database.db
      .select({ createdOn: creditRequests.createdOn })
      .from(creditRequests)
      .where(isNull(creditRequests.creditMemoId));
    const all = await ctx.database.db.select({ createdOn: creditRequests.createdOn }).from(creditRequests);
    expect(open.length).toBeGreaterThan(0);
    const atMidnight = all.filter((r) => r.createdOn.getUTCHours() === 0 && r.createdOn.getUTCMinutes() === 0);
    expect(atMidnight).toEqual([]);
    expect(new Set(all.map((r) => r.createdOn.toISOString().slice(11, 16))).size).toBeGreaterThan(10);
    expect(new Set(open.map((r) => r.createdOn.toISOString().slice(0, 10))).size).toBeGreaterThan(5);
  });
});
