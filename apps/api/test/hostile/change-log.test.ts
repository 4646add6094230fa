// The change log the hostile and tenancy suites read "nothing changed" from (change-log.ts): it must see every kind of
// write, with its supplier, through the app (as portal_app on PostgreSQL) and directly, and nothing that did not happen.
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { ACME, sqlRows, useTestApp } from '../test-app.ts';
import { installChangeLog, LEDGER_TABLES, type ChangeLog } from './change-log.ts';

describe('the change log of the hostile suites', () => {
  const ctx = useTestApp();
  let log: ChangeLog;
  const run = (query: ReturnType<typeof sql>) => ctx.database.db.execute(query);

  it('watches every table but the ledgers that record refusals', async () => {
    log = await installChangeLog(ctx.database);
    const all = (
      await sqlRows<{ name: string }>(
        ctx.database,
        sql`select tablename as name from pg_tables where schemaname = 'public' and left(tablename, 2) <> '__'`,
      )
    ).map((t) => t.name);
    expect(log.tables.length).toBeGreaterThan(40);
    expect(log.tables).toContain('orders');
    expect(log.tables).toContain('users');
    expect([...all].filter((t) => !log.tables.includes(t)).every((t) => LEDGER_TABLES.test(t))).toBe(true);
  });

  it("logs a write the app makes, with the row's supplier", async () => {
    const mark = await log.mark();
    const res = await ctx.as(ACME, {
      method: 'POST',
      url: '/api/supplier-users',
      payload: { email: 'change.log@acme.test', firstName: 'Change', lastName: 'Log' },
    });
    expect(res.statusCode).toBe(201);
    expect(await log.mark()).toBeGreaterThan(mark);
    expect(await log.since(mark)).toContainEqual({ table: 'supplier_memberships', supplier: String(ctx.seed.supplierIds.acme) });
  });

  it('logs inserts, updates and deletes, and nothing for a write that matched no row or rolled back', async () => {
    const integrated = ctx.seed.supplierIds.integrated;
    let mark = await log.mark();
    await run(sql`update orders set updated_on = updated_on where id = -1`);
    await expect(
      ctx.database.db.transaction(async (tx) => {
        await tx.execute(sql`update orders set updated_on = updated_on where supplier_id = ${integrated}`);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await log.mark()).toBe(mark);

    await run(sql`update orders set updated_on = updated_on where id = (select min(id) from orders where supplier_id = ${integrated})`);
    expect(await log.since(mark)).toEqual([{ table: 'orders', supplier: String(integrated) }]);
    mark = await log.mark();
    await run(sql`insert into carriers (id, name) values (987654, 'Change Log Freight')`);
    await run(sql`delete from carriers where name = 'Change Log Freight'`);
    expect(await log.since(mark)).toEqual([{ table: 'carriers', supplier: '' }]);
  });
});
