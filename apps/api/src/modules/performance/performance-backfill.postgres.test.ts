// The backfill of orders without facts beside a large transaction that refreshes the facts of the same orders
// (docs/decisions/performance.md, "Maintained counts": the supplier's facts lock). Two connections: runs with
// TEST_DATABASE_URL only, since PGlite serves one connection and cannot hold a transaction open beside another.
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sqlRows, useTestApp } from '../../../test/test-app.ts';
import { makeOrder } from '../../../test/order-factory.ts';
import { resultRows } from '../../db/client.ts';
import { performanceDays, performanceOrderFacts } from '../../db/schema/index.ts';
import { backfillOrderFacts, refreshPerformance } from './index.ts';
import { decideOrderFacts, readOrderRaw } from './order-facts.ts';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

describe.skipIf(!onPostgres)('the backfill beside a transaction refreshing the same orders', () => {
  const ctx = useTestApp();

  /** Resolves once a session of the database other than `pid` waits for a lock (the backfill, blocked). */
  async function someoneWaitsBeside(pid: number): Promise<void> {
    for (let i = 0; i < 500; i++) {
      const [row] = await sqlRows<{ n: number }>(
        ctx.database,
        sql`select count(*)::int as n from pg_stat_activity
            where datname = current_database() and wait_event_type = 'Lock' and pid <> ${pid}`,
      );
      if (row!.n > 0) return;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error('the backfill never waited for the open transaction');
  }

  it('both finish with the facts and the daily counts of the orders decided once', async () => {
    const supplierId = ctx.seed.supplierIds.acme;
    const received = new Date('2031-03-03T15:00:00Z');
    // written straight into the tables: orders without facts, as an existing database has them before the backfill
    const [a, b, c] = [
      await makeOrder(ctx.database.db, supplierId, { createdOn: received }),
      await makeOrder(ctx.database.db, supplierId, { createdOn: received }),
      await makeOrder(ctx.database.db, supplierId, { createdOn: received }),
    ];
    let backfill: Promise<number> | undefined;
    await ctx.database.db.transaction(async (tx) => {
      const { pid } = resultRows<{ pid: number }>(await tx.execute(sql`select pg_backend_pid() as pid`))[0]!;
      // the large transaction refreshes the newest order first, then (below) the oldest: the reverse of the backfill's
      // id order, which without the lock deadlocked on the facts' unique index
      await refreshPerformance(tx, [{ supplierId, orderId: c!.id }], received);
      backfill = backfillOrderFacts(ctx.database.db);
      await someoneWaitsBeside(pid);
      await refreshPerformance(tx, [{ supplierId, orderId: a!.id }], received);
    });
    expect(await backfill).toBeGreaterThanOrEqual(3);

    const keys = [a, b, c].map((o) => ({ supplierId, orderId: o!.id }));
    const decided = (await readOrderRaw(ctx.database.db, keys)).map(decideOrderFacts);
    const stored = await ctx.database.db
      .select()
      .from(performanceOrderFacts)
      .where(and(eq(performanceOrderFacts.supplierId, supplierId), eq(performanceOrderFacts.receivedOn, '2031-03-03')));
    expect(stored.map((f) => f.orderId).sort()).toEqual(keys.map((k) => k.orderId).sort());
    for (const d of decided) expect(stored.find((f) => f.orderId === d.orderId)).toMatchObject(d);
    const [day] = await ctx.database.db
      .select()
      .from(performanceDays)
      .where(
        and(eq(performanceDays.supplierId, supplierId), eq(performanceDays.figure, 'cancellation'), eq(performanceDays.day, '2031-03-03')),
      );
    expect(day).toMatchObject({ counted: 3, missed: 0 });
  });
});
