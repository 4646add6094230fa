// The bench's payments history (`npm run seed -- --orders N`): consistent to the cent, every deduction type and
// dispute state, no invoice paid twice, the newest invoices left Scheduled for the bench's run.
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { DEDUCTION_TYPES, deductionAmount, money } from '@portal/contracts';
import { sqlRows, useTestApp } from '../../test/test-app.ts';
import { seedBulkOrders } from './bulk-orders.ts';
import { BULK_DEDUCTION_AMOUNTS, bulkDeductionAmounts, seedBulkPayments, weeklyRunDates } from './bulk-payments.ts';

const ctx = useTestApp();

describe('weeklyRunDates', () => {
  it('ends on the last day, 7 days apart, oldest first', () => {
    expect(weeklyRunDates('2026-03-06', 3)).toEqual(['2026-02-20', '2026-02-27', '2026-03-06']);
  });

  it('leaves out the dates already taken', () => {
    expect(weeklyRunDates('2026-03-06', 3, new Set(['2026-02-27']))).toEqual(['2026-02-20', '2026-03-06']);
  });
});

describe('bulkDeductionAmounts', () => {
  it("is the contracts' deductionAmount of each type at each price, once per price", () => {
    const table = bulkDeductionAmounts(['24.99', '24.99', '899.00']);
    expect(table).toHaveLength(DEDUCTION_TYPES.length * 2);
    expect(table).toContainEqual({
      type: 'LateShipment',
      price: '899.00',
      amount: deductionAmount(BULK_DEDUCTION_AMOUNTS.LateShipment, '899.00'),
    });
    expect(table).toContainEqual({ type: 'Freight', price: '24.99', amount: '12.50' });
  });
});

describe('seedBulkPayments', () => {
  it('pays all but the newest invoices in weekly runs whose remittances add up to their lines, once', async () => {
    const supplierId = ctx.seed.supplierIds.integrated;
    const db = ctx.database.db;
    await seedBulkOrders(db, supplierId, 3000);
    const result = await seedBulkPayments(db, supplierId, 300);
    expect(result).not.toBeNull();
    expect(result!.unpaidInvoices).toBeGreaterThanOrEqual(300);
    expect(result!.paidInvoices).toBeGreaterThan(1000);
    expect(result!.runs).toBeGreaterThan(10);
    expect(result!.disputes).toBeGreaterThan(0);

    const remittances = await sqlRows<{
      net: string;
      gross: string;
      deductions: string;
      lines: string;
      line_gross: string;
      line_deductions: string;
    }>(
      ctx.database,
      sql`select r.net, r.gross, r.deductions, sum(l.net)::text as lines, sum(l.gross)::text as line_gross, sum(l.deductions)::text as line_deductions
          from remittances r join remittance_lines l on l.supplier_id = r.supplier_id and l.remittance_id = r.id
          where r.supplier_id = ${supplierId} group by r.supplier_id, r.id`,
    );
    expect(remittances.length).toBe(result!.runs);
    for (const r of remittances) {
      expect(money.toFixed(r.lines)).toBe(r.net);
      expect(money.toFixed(r.line_gross)).toBe(r.gross);
      expect(money.toFixed(r.line_deductions)).toBe(r.deductions);
    }
    // each applied deduction is held back from its order's invoice in the remittance that paid it
    const [mismatch] = await sqlRows<{ n: number }>(
      ctx.database,
      sql`select count(*)::int as n from remittance_lines l
          where l.supplier_id = ${supplierId} and l.deductions <> coalesce((select sum(d.amount) from deductions d
            where d.supplier_id = l.supplier_id and d.order_id = l.order_id and d.applied_remittance_id = l.remittance_id), 0)`,
    );
    expect(mismatch!.n).toBe(0);
    const states = await sqlRows<{ type: string; status: string }>(
      ctx.database,
      sql`select distinct type, status from deductions where supplier_id = ${supplierId} and evidence ? 'bulkSeed'`,
    );
    expect(new Set(states.map((s) => s.type))).toEqual(new Set(DEDUCTION_TYPES));
    for (const status of ['Open', 'Reversed', 'Upheld']) expect(states.map((s) => s.status)).toContain(status);
    // seeded once
    expect(await seedBulkPayments(db, supplierId, 300)).toBeNull();
  });
});
