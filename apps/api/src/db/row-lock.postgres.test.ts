// The row lock of a row about to change (db/row-lock.ts) on the PostgreSQL server, with two connections: it keeps two
// writers of the row in turn, and it lets an insert that refers to the row through at once, where FOR UPDATE (refused
// by lint) holds that insert until the lock's transaction ends.
import { describe, expect, it } from 'vitest';
import pg from 'pg';
import { databaseSession, useTestApp } from '../../test/test-app.ts';
import { ROW_LOCK } from './row-lock.ts';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

describe.skipIf(!onPostgres)('the row lock on PostgreSQL', () => {
  const ctx = useTestApp();

  const session = () => databaseSession(ctx, 'owner', `set lock_timeout = '1s'`);

  /** Holds the supplier's row with `lock` while `other` runs; what `other` met. */
  async function whileLocked(lock: string, other: (c: pg.Client) => Promise<unknown>): Promise<'through' | 'held'> {
    const [holder, contender] = [await session(), await session()];
    try {
      await holder.query('begin');
      await holder.query(`select id from suppliers where id = $1 for ${lock}`, [ctx.seed.supplierIds.acme]);
      await contender.query('begin');
      try {
        await other(contender);
        return 'through';
      } catch (error) {
        if ((error as { code?: string }).code === '55P03') return 'held';
        throw error;
      } finally {
        await contender.query('rollback');
        await holder.query('rollback');
      }
    } finally {
      await Promise.all([holder.end(), contender.end()]);
    }
  }

  const insertReferringRow = (c: pg.Client) =>
    c.query(`insert into supplier_key_contacts (supplier_id, topic, email) values ($1, 'row-lock-test', 'lock@acme.test')`, [
      ctx.seed.supplierIds.acme,
    ]);
  const lockAgain = (c: pg.Client) => c.query(`select id from suppliers where id = $1 for ${ROW_LOCK}`, [ctx.seed.supplierIds.acme]);

  it('lets an insert that refers to the locked row through at once', async () => {
    expect(await whileLocked(ROW_LOCK, insertReferringRow)).toBe('through');
    // what the lock replaced: FOR UPDATE holds that insert until the transaction ends
    expect(await whileLocked('update', insertReferringRow)).toBe('held');
  });

  it('keeps two writers of the row in turn', async () => {
    expect(await whileLocked(ROW_LOCK, lockAgain)).toBe('held');
  });
});
