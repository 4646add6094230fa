// The demo's deduction rules and disputes: the global rules are seeded, and the disputes leave one deduction in each
// state a dispute can leave it in, each as the supplier's calls show it.
import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { DISPUTE_MESSAGES, supplierDayOf, type DeductionDetailWithLinks, type DeductionRulesView } from '@portal/contracts';
import { ACME, OPERATOR, sqlRows, useTestApp } from '../../test/test-app.ts';
import { makeOrder } from '../../test/order-factory.ts';
import { deductions } from '../db/schema/index.ts';
import { DEMO_DEDUCTION_RULES, seedDeductionDisputes } from './payment-disputes.ts';

const ctx = useTestApp();

describe('seedDeductionsDemo', () => {
  it("seeds the global rules, in effect from the install's day", async () => {
    const view = (await ctx.as(OPERATOR, { method: 'GET', url: '/api/ops/payments/rules' })).json<DeductionRulesView>();
    const today = supplierDayOf(ctx.app.clock.now());
    expect(view.global).toEqual(DEMO_DEDUCTION_RULES.map((r) => ({ ...r, effectiveFrom: today })));
  });

  it('leaves deductions waiting, upheld, reversed, waiting a second time and upheld twice, with their history', async () => {
    const acme = ctx.seed.supplierIds.acme;
    const posted: (typeof deductions.$inferSelect)[] = [];
    for (let i = 0; i < 5; i++) {
      const order = await makeOrder(ctx.database.db, acme, { status: 'Complete' });
      const res = await ctx.as(OPERATOR, {
        method: 'POST',
        url: '/api/ops/payments/deductions',
        payload: { supplierId: acme, orderId: order.id, type: 'Freight', amount: '9.99', reason: 'Seeded' },
      });
      expect(res.statusCode, res.body).toBe(201);
      const [row] = await ctx.database.db
        .select()
        .from(deductions)
        .where(eq(deductions.id, res.json<{ deductionId: number }>().deductionId));
      posted.push(row!);
    }
    const [ids] = await sqlRows<{ admin: number; operator: number }>(
      ctx.database,
      sql`select (select id from users where email = ${ACME}) as admin, (select id from users where email = ${OPERATOR}) as operator`,
    );
    await ctx.database.db.transaction((tx) => seedDeductionDisputes(tx, posted, ids!.admin, ids!.operator, ctx.app.clock.now()));
    const details = await Promise.all(
      posted.map(async (d) =>
        (await ctx.as(ACME, { method: 'GET', url: `/api/payments/deductions/${d.id}` })).json<DeductionDetailWithLinks>(),
      ),
    );
    expect(details.map((d) => [d.status, d.disputes.map((x) => x.decision), d.disputeProblem])).toEqual([
      ['Disputed', [null], DISPUTE_MESSAGES.waiting],
      ['Upheld', ['Upheld'], null],
      ['Reversed', ['Accepted'], DISPUTE_MESSAGES.reversed],
      ['Disputed', ['Upheld', null], DISPUTE_MESSAGES.waiting],
      ['Upheld', ['Upheld', 'Upheld'], DISPUTE_MESSAGES.maxReached],
    ]);
    const actions = await sqlRows<{ action: string }>(
      ctx.database,
      sql`select action from order_history where order_id = ${posted[3]!.orderId} order by id`,
    );
    expect(actions.map((a) => a.action)).toEqual(['deductionPosted', 'deductionDisputed', 'deductionUpheld', 'deductionDisputed']);
  });
});
