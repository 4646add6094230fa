// The demo's year of payments writes the order history the portal's own calls write (docs/decisions/payments.md,
// "Demo data"): a demo order's activity goes on past its invoice, through its deduction's dispute to its payment.
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { supplierDayOf, type OrderHistoryEntry, type PaymentInvoiceRow } from '@portal/contracts';
import { ACME, OPERATOR, sqlRows, useTestApp } from '../../test/test-app.ts';
import { DEMO_REJECTION_NOTE } from './invoice-decisions.ts';

const ctx = useTestApp();

describe('seedPayments', () => {
  it("writes a paid order's history: invoice with its due date, accepted, scheduled, deduction posted, paid in RMT-…, disputed, reversed", async () => {
    const acme = ctx.seed.supplierIds.acme;
    const [reversed] = await sqlRows<{ orderId: number }>(
      ctx.database,
      sql`select order_id as "orderId" from order_history where supplier_id = ${acme} and action = 'deductionReversed'
          and order_id in (select order_id from order_history where action = 'invoicePaid') order by id limit 1`,
    );
    expect(reversed, 'a seeded paid order with a reversed deduction').toBeDefined();
    const res = await ctx.as(ACME, { method: 'GET', url: `/api/orders/${reversed!.orderId}/history` });
    expect(res.statusCode, res.body).toBe(200);
    const entries = res
      .json<OrderHistoryEntry[]>()
      .toSorted((a, b) => a.createdOn.localeCompare(b.createdOn) || a.id - b.id)
      .filter((e) => e.action.startsWith('invoice') || e.action.startsWith('deduction'));
    expect(entries.map((e) => e.action)).toEqual([
      'invoice',
      'invoiceAcceptedForPayment',
      'invoiceScheduled',
      'deductionPosted',
      'invoicePaid',
      'deductionDisputed',
      'deductionReversed',
    ]);
    const [invoice, accepted, scheduled, posted, paid, disputed, reversal] = entries;
    expect(invoice!.detail.dueDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // accepted by the portal on submission (no user: the marketplace), at the invoice’s time; scheduled with its due date
    expect(accepted).toMatchObject({ userName: 'Marketplace', createdOn: invoice!.createdOn, detail: { acceptance: 'OnSubmission' } });
    expect(accepted!.detail.acceptedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(scheduled!.detail.dueDate).toBe(invoice!.detail.dueDate);
    expect(posted!.detail).toMatchObject({ deductionNumber: expect.stringMatching(/^DED-\d{6}$/) });
    expect(paid!.detail).toMatchObject({ remittanceNumber: expect.stringMatching(/^RMT-\d{6}$/), paymentDate: expect.any(String) });
    expect(disputed!.detail.deductionNumber).toBe(posted!.detail.deductionNumber);
    expect(reversal!.detail).toMatchObject({
      deductionNumber: posted!.detail.deductionNumber,
      decision: 'Accepted',
      amount: posted!.detail.amount,
    });
  });

  it('shows every invoice status in the demo, a rejection with its reason and an acceptance by the review', async () => {
    const statuses = new Set<string>();
    for (let offset = 0; ; offset += 500) {
      const page = await ctx.as(ACME, { method: 'GET', url: `/api/payments/invoices?limit=500&offset=${offset}` });
      expect(page.statusCode, page.body).toBe(200);
      const rows = page.json<PaymentInvoiceRow[]>();
      for (const r of rows) statuses.add(r.status);
      if (rows.length < 500) break;
    }
    expect([...statuses].sort()).toEqual(['Paid', 'PaidLessDeductions', 'Rejected', 'Scheduled', 'Submitted']);
    const [decided] = await sqlRows<{ rejected: number; byReview: number; note: string }>(
      ctx.database,
      sql`select count(*) filter (where review_status = 'Rejected')::int as rejected,
            count(*) filter (where review_status = 'Accepted' and accepted_on is not null)::int as "byReview",
            max(review_note) as note
          from invoices where supplier_id = ${ctx.seed.supplierIds.acme} and types = 'AdditionalInvoice'`,
    );
    expect(decided).toMatchObject({ rejected: 1, byReview: 1, note: DEMO_REJECTION_NOTE });
  });

  it('writes an invoicePaid entry for every invoice a seeded remittance paid, and a deductionPosted one for every deduction', async () => {
    const acme = ctx.seed.supplierIds.acme;
    const [counts] = await sqlRows<{ lines: number; paid: number; deductions: number; posted: number }>(
      ctx.database,
      sql`select
        (select count(*)::int from remittance_lines where supplier_id = ${acme} and kind = 'Invoice') as lines,
        (select count(*)::int from order_history where supplier_id = ${acme} and action = 'invoicePaid') as paid,
        (select count(*)::int from deductions where supplier_id = ${acme}) as deductions,
        (select count(*)::int from order_history where supplier_id = ${acme} and action = 'deductionPosted') as posted`,
    );
    expect(counts!.lines).toBeGreaterThan(0);
    expect(counts!.paid).toBe(counts!.lines);
    expect(counts!.posted).toBe(counts!.deductions);
  });

  it("raises the demo's rule deductions from real facts with their basis, and a return damage names its credit memo with a PDF", async () => {
    const acme = ctx.seed.supplierIds.acme;
    const rows = await sqlRows<{
      type: string;
      raisedByRule: boolean;
      evidence: Record<string, unknown>;
      ruleBasis: string | null;
      baseAmount: string | null;
      memoFile: string | null;
    }>(
      ctx.database,
      sql`select d.type, d.raised_by_rule as "raisedByRule", d.evidence, d.rule_basis as "ruleBasis", d.base_amount::text as "baseAmount",
            (select file_name from credit_memos m where m.supplier_id = d.supplier_id and m.id = (d.evidence->>'creditMemoId')::int) as "memoFile"
          from deductions d where d.supplier_id = ${acme}`,
    );
    expect(rows.length).toBeGreaterThan(0);
    // no made-up evidence: every deduction's facts are real ones
    expect(rows.filter((r) => 'demo' in r.evidence)).toEqual([]);
    const byRule = rows.filter((r) => r.raisedByRule);
    expect(byRule.length).toBeGreaterThan(0);
    for (const r of byRule) {
      expect(r.ruleBasis).toMatch(/^(Percent|Flat)$/);
      expect(r.baseAmount).not.toBeNull();
    }
    for (const r of byRule.filter((x) => x.type === 'LateShipment'))
      expect(String(r.evidence.shipDate) > String(r.evidence.promisedShipDate)).toBe(true);
    const damage = rows.filter((r) => r.type === 'ReturnDamage');
    expect(damage.length).toBeGreaterThan(0);
    for (const r of damage) {
      expect(r.evidence.creditMemoNumber).toEqual(expect.stringMatching(/^CM-/));
      expect(r.memoFile).toEqual(expect.stringMatching(/\.pdf$/));
    }
  });

  it("takes the rules in effect on the install's day: a first rules' run charges no fact from before it", async () => {
    const rules = await sqlRows<{ effectiveFrom: string }>(
      ctx.database,
      sql`select effective_from::text as "effectiveFrom" from deduction_rules where supplier_id is null`,
    );
    expect(rules.length).toBeGreaterThan(0);
    const today = supplierDayOf(ctx.app.clock.now());
    const [before] = await sqlRows<{ n: number }>(ctx.database, sql`select count(*)::int as n from deductions`);
    const res = await ctx.as(OPERATOR, { method: 'POST', url: '/api/ops/payments/deductions/raise', payload: { asOf: today } });
    expect(res.statusCode, res.body).toBe(200);
    const fresh = await sqlRows<{ evidence: { shipDate?: string; cancellation?: { approvedOn: string } } }>(
      ctx.database,
      sql`select evidence from deductions order by id offset ${before!.n}`,
    );
    for (const r of fresh) {
      const factDay = r.evidence.shipDate ?? supplierDayOf(new Date(r.evidence.cancellation!.approvedOn));
      expect(factDay >= rules[0]!.effectiveFrom).toBe(true);
    }
  });
});
