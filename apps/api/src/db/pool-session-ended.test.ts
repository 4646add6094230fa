// PostgreSQL (TEST_DATABASE_URL) ends the session of a connection the pool has handed to a transaction
// (pg_terminate_backend, a restart): the transaction fails as "database unavailable" (503), the process goes on, and
// the pool's next query works. Before, the server's FATAL arriving between two statements was an 'error' event with no
// listener on the checked-out client, which ended the process (found by apps/api/faults/database-restart.fault.ts).
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.ts';
import { isDatabaseUnavailable } from '../platform/errors.ts';
import { resultRows } from './client.ts';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

describe.skipIf(!onPostgres)('a pooled session ended by the server mid-transaction', () => {
  const ctx = useTestApp();

  it('fails the transaction as unavailable and leaves the process and the pool working', async () => {
    const db = ctx.database.db;
    const uncaught: unknown[] = [];
    const onUncaught = (error: unknown) => uncaught.push(error);
    process.on('uncaughtException', onUncaught);
    try {
      const outcome = await db
        .transaction(async (tx) => {
          const [row] = resultRows<{ pid: number }>(await tx.execute(sql`select pg_backend_pid() as pid`));
          // from another pooled connection, as an administrator or a failover does
          await db.execute(sql`select pg_terminate_backend(${row!.pid})`);
          // the FATAL arrives while no statement of this transaction runs
          await new Promise((resolve) => setTimeout(resolve, 300));
          await tx.execute(sql`select 1`);
        })
        .then(
          () => 'committed',
          (error: unknown) => error,
        );
      expect(outcome).not.toBe('committed');
      expect(isDatabaseUnavailable(outcome)).toBe(true);
      expect(uncaught).toEqual([]);
      expect(resultRows<{ one: number }>(await db.execute(sql`select 1 as one`))).toEqual([{ one: 1 }]);
    } finally {
      process.off('uncaughtException', onUncaught);
    }
  });
});
