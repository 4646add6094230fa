// independentReads (docs/decisions/house.md, "One statement at a time on a connection"): side by side on the pool's
// connections, one after another on one connection (a transaction's, a request's that holds one, PGlite's).
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { useTestApp } from '../../test/test-app.ts';
import { takeOverlappingStatements } from '../../test/one-statement-at-a-time.ts';
import { resultRows, type Db, type Tx } from './client.ts';
import { independentReads } from './independent-reads.ts';
import { beginRequestTransaction, runWithRequestSlot } from './request-transaction.ts';
import { tenantContext } from './tenant-context.ts';

const ctx = useTestApp();
const onPostgres = () => ctx.database.kind === 'postgres';

/** A read that answers its connection's backend (held a moment, so a read beside it cannot reuse the connection). */
const backend = (db: Db | Tx) => async () =>
  resultRows<{ pid: number }>(await db.execute(sql`select pg_backend_pid() as pid, pg_sleep(0.02)`))[0]!.pid;

describe('independent reads', () => {
  it('answer their results in the order given', async () => {
    const db = ctx.database.db;
    const value = (n: number) => async () => resultRows<{ n: number }>(await db.execute(sql`select ${n}::int as n`))[0]!.n;
    expect(await independentReads(db, value(1), value(2), value(3))).toEqual([1, 2, 3]);
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)('run side by side on the pool: each on a connection of its own', async () => {
    expect(onPostgres()).toBe(true);
    const db = ctx.database.db;
    const [a, b] = await independentReads(db, backend(db), backend(db));
    expect(a).not.toBe(b);
  });

  it('run one after another in a transaction, on its connection, none sent while another runs', async () => {
    takeOverlappingStatements();
    const [a, b] = await ctx.database.db.transaction(async (tx) => independentReads(tx, backend(tx), backend(tx)));
    expect(a).toBe(b);
    expect(takeOverlappingStatements()).toEqual([]);
  });

  it('run one after another in a request that holds a transaction (an idempotent write)', async () => {
    takeOverlappingStatements();
    const db = ctx.database.db;
    const pids = await new Promise<number[]>((resolve, reject) =>
      runWithRequestSlot(() => {
        tenantContext
          .run({ supplierId: ctx.seed.supplierIds.acme, operator: false }, async () => {
            const transaction = await beginRequestTransaction(ctx.database);
            try {
              return await independentReads(db, backend(db), backend(db));
            } finally {
              await transaction.rollback();
            }
          })
          .then(resolve, reject);
      }),
    );
    expect(pids[0]).toBe(pids[1]);
    expect(takeOverlappingStatements()).toEqual([]);
  });
});
