// Reconciliation to the cent (docs/decisions/payments.md): a random history of invoices, deductions, reversals,
// credit memos and runs of a supplier of its own, posted through the run's service, leaves every remittance equal to
// the sum of its lines, and per supplier sum(remittance nets) = sum(paid invoices) - sum(applied deductions)
// + sum(paid reversals) - sum(applied memos).
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { addCalendarDays, money, PAYMENTS_MESSAGES } from '@portal/contracts';
import { useTestApp } from '../../../test/test-app.ts';
import { acceptedInvoice, blankSupplier, creditMemo, openDeduction, type InvoicedOrder } from '../../../test/payments-factory.ts';
import { creditMemos, deductions, invoices, remittanceLines, remittances } from '../../db/schema/index.ts';
import { postRun } from './index.ts';

const ctx = useTestApp();

const cents = (min: number, max: number) => fc.integer({ min, max }).map((c) => (c / 100).toFixed(2));
const step = fc.oneof(
  fc.record({ kind: fc.constant('invoice' as const), total: cents(1, 50_000), dueIn: fc.integer({ min: 0, max: 3 }) }),
  fc.record({
    kind: fc.constant('deduction' as const),
    amount: cents(1, 9_000),
    order: fc.nat(),
    status: fc.constantFrom('Open', 'Disputed', 'Upheld'),
  }),
  fc.record({ kind: fc.constant('decide' as const), deduction: fc.nat(), to: fc.constantFrom('Reversed', 'Upheld') }),
  fc.record({ kind: fc.constant('memo' as const), amount: cents(1, 20_000) }),
  fc.record({ kind: fc.constant('run' as const) }),
);

let runDay = 0;
/** Run dates no other iteration takes (a run's date is unique across the marketplace). */
const nextRunDate = () => addCalendarDays('2040-01-01', runDay++);

describe('a random history of a supplier', () => {
  it('reconciles to the cent: each remittance is its lines, and the nets are the invoices less deductions plus reversals less memos', async () => {
    const db = ctx.database.db;
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 14 }), async (steps) => {
        const supplierId = await blankSupplier(db);
        const orders: InvoicedOrder[] = [];
        const made: number[] = [];
        let today = nextRunDate();
        for (const s of [...steps, { kind: 'run' as const }]) {
          if (s.kind === 'invoice')
            orders.push(await acceptedInvoice(db, supplierId, { total: s.total, dueDate: addCalendarDays(today, s.dueIn) }));
          else if (s.kind === 'deduction' && orders.length)
            made.push(await openDeduction(db, supplierId, orders[s.order % orders.length]!, s.amount, { status: s.status }));
          else if (s.kind === 'decide' && made.length)
            await db
              .update(deductions)
              .set({ status: s.to })
              .where(
                and(
                  eq(deductions.supplierId, supplierId),
                  eq(deductions.id, made[s.deduction % made.length]!),
                  sql`${deductions.status} <> 'Reversed'`,
                ),
              );
          else if (s.kind === 'memo') await creditMemo(db, supplierId, s.amount);
          else if (s.kind === 'run') {
            // a run that would pay no supplier is refused (nothing written): the history goes on as without it
            await postRun(db, today, null, new Date(`${today}T12:00:00Z`)).catch((error: unknown) => {
              if (!(error instanceof Error && error.message === PAYMENTS_MESSAGES.runNothingToPay)) throw error;
            });
            today = nextRunDate();
          }
        }

        const mine = await db.select().from(remittances).where(eq(remittances.supplierId, supplierId));
        const lines = await db.select().from(remittanceLines).where(eq(remittanceLines.supplierId, supplierId));
        for (const r of mine) {
          const own = lines.filter((l) => l.remittanceId === r.id);
          expect(money.sum(own.map((l) => l.net))).toBe(r.net);
          expect(money.sub(r.gross, r.deductions)).toBe(r.net);
          expect(money.compare(r.net, 0)).toBe(1);
        }
        const paidIds = lines.flatMap((l) => (l.kind === 'Invoice' ? [l.invoiceId!] : []));
        const paid = paidIds.length
          ? await db
              .select({ total: invoices.total })
              .from(invoices)
              .where(and(eq(invoices.supplierId, supplierId), inArray(invoices.id, paidIds)))
          : [];
        const applied = await db
          .select({ amount: deductions.amount })
          .from(deductions)
          .where(and(eq(deductions.supplierId, supplierId), isNotNull(deductions.appliedRemittanceId)));
        const reversed = await db
          .select({ amount: deductions.amount })
          .from(deductions)
          .where(and(eq(deductions.supplierId, supplierId), isNotNull(deductions.reversalRemittanceId)));
        const memoIds = lines.flatMap((l) => (l.kind === 'CreditMemo' ? [l.creditMemoId!] : []));
        const memos = memoIds.length
          ? await db
              .select({ amount: creditMemos.amount })
              .from(creditMemos)
              .where(and(eq(creditMemos.supplierId, supplierId), inArray(creditMemos.id, memoIds)))
          : [];
        const expected = money.sub(
          money.add(
            money.sub(money.sum(paid.map((i) => i.total)), money.sum(applied.map((d) => d.amount))),
            money.sum(reversed.map((d) => d.amount)),
          ),
          money.sum(memos.map((m) => m.amount)),
        );
        expect(money.sum(mine.map((r) => r.net))).toBe(expected);
        // nothing paid or applied twice
        expect(new Set(paidIds).size).toBe(paidIds.length);
        expect(new Set(memoIds).size).toBe(memoIds.length);
      }),
      { numRuns: 15 },
    );
  }, 240_000);
});
