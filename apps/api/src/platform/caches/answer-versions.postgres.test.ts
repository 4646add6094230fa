// The suppliers' data versions behind the answer cache (migration 0038; docs/decisions/request-cost.md, "The answer
// cache") on the PostgreSQL server, with several connections at once: a version changes when a change commits and not
// before, the version row is locked for the commit only, two transactions over several suppliers never deadlock, the
// requests' role reads versions and writes none, and every tenant table announces its changes.
import { describe, expect, it } from 'vitest';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { databaseSession, sqlRows, useTestApp } from '../../../test/test-app.ts';
import { TENANT_TABLES } from '../tenancy/statement-check.ts';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

/** Tenant tables no kept answer reads, which change on their own (migration 0038). */
const NOT_VERSIONED = new Set(['api_tokens', 'webhook_attempts', 'webhook_deliveries', 'webhook_endpoints', 'user_changes']);

describe.skipIf(!onPostgres)('supplier data versions on PostgreSQL', () => {
  const ctx = useTestApp();
  const acme = () => ctx.seed.supplierIds.acme;
  const integrated = () => ctx.seed.supplierIds.integrated;

  /** A session of the test database as its owner (as another process or the marketplace's side would write). */
  const session = () => databaseSession(ctx, 'owner', `set statement_timeout = '5s'; set lock_timeout = '3s'`);

  const versionOf = async (c: pg.ClientBase, supplierId: number) =>
    (await c.query<{ v: string | null }>('select version::text as v from supplier_data_versions where supplier_id = $1', [supplierId]))
      .rows[0]?.v ?? null;

  const oneOrderOf = async (c: pg.ClientBase, supplierId: number, skip = 0) =>
    (await c.query<{ id: number }>('select id from orders where supplier_id = $1 order by id offset $2 limit 1', [supplierId, skip]))
      .rows[0]!.id;

  it('gives the supplier a new version when a change commits, not before, and none when it rolls back', async () => {
    const [writer, reader] = [await session(), await session()];
    try {
      const id = await oneOrderOf(writer, acme());
      await writer.query('update orders set updated_on = updated_on where id = $1', [id]);
      const before = await versionOf(reader, acme());
      expect(before).toMatch(/^\d+$/);

      await writer.query('begin');
      await writer.query('update orders set updated_on = updated_on where id = $1', [id]);
      const txid = (await writer.query<{ x: string }>('select pg_current_xact_id()::text as x')).rows[0]!.x;
      expect(await versionOf(reader, acme())).toBe(before);
      await writer.query('commit');
      expect(await versionOf(reader, acme())).toBe(txid);
      expect(await versionOf(reader, integrated())).not.toBe(txid);

      await writer.query('begin');
      await writer.query('update orders set updated_on = updated_on where id = $1', [id]);
      await writer.query('rollback');
      expect(await versionOf(reader, acme())).toBe(txid);
      // nothing is left behind of a transaction's touches
      expect((await reader.query('select 1 from supplier_data_touches')).rowCount).toBe(0);
    } finally {
      await Promise.all([writer.end(), reader.end()]);
    }
  });

  it('locks the version row for the commit only: a long transaction does not hold up the supplier’s other writes', async () => {
    const [long, other] = [await session(), await session()];
    try {
      await long.query('begin');
      await long.query('update orders set updated_on = updated_on where id = $1', [await oneOrderOf(long, acme())]);
      // while `long` is open, another write of the same supplier commits at once (lock_timeout 3 s otherwise)
      await other.query('update orders set updated_on = updated_on where id = $1', [await oneOrderOf(other, acme(), 1)]);
      const afterOther = await versionOf(other, acme());
      await long.query('commit');
      expect(await versionOf(other, acme())).not.toBe(afterOther);
    } finally {
      await Promise.all([long.end(), other.end()]);
    }
  });

  it('commits two transactions that changed two suppliers in opposite orders (the versions are written in supplier order)', async () => {
    const [a, b] = [await session(), await session()];
    try {
      const [acmeOrder, integratedOrder] = [await oneOrderOf(a, acme()), await oneOrderOf(a, integrated())];
      await a.query('begin');
      await b.query('begin');
      await a.query('update orders set updated_on = updated_on where id = $1', [acmeOrder]);
      await b.query('update orders set updated_on = updated_on where id = $1', [integratedOrder]);
      await a.query('update orders set updated_on = updated_on where id = $1', [await oneOrderOf(a, integrated(), 1)]);
      await b.query('update orders set updated_on = updated_on where id = $1', [await oneOrderOf(b, acme(), 1)]);
      await Promise.all([a.query('commit'), b.query('commit')]);
      const versions = [await versionOf(a, acme()), await versionOf(a, integrated())];
      expect(versions.every((v) => v !== null)).toBe(true);
    } finally {
      await Promise.all([a.end(), b.end()]);
    }
  });

  it('lets the requests’ role read the versions and write neither them nor the touches', async () => {
    const login = await databaseSession(ctx, 'login');
    try {
      await login.query('select supplier_id, version from supplier_data_versions limit 1');
      await expect(login.query(`update supplier_data_versions set version = '1'`)).rejects.toThrow(/permission denied/);
      await expect(login.query(`insert into supplier_data_touches values ('1', 1)`)).rejects.toThrow(/permission denied/);
      await expect(login.query('select portal_touch_supplier_data(array[1])')).resolves.toBeDefined();
    } finally {
      await login.end();
    }
  });

  it('has the version triggers on every tenant table, users, memberships and suppliers (a new table with supplier_id needs them)', async () => {
    const rows = await sqlRows<{ table: string; n: number }>(
      ctx.database,
      sql`select c.relname as table, count(*)::int as n from pg_trigger t join pg_class c on c.oid = t.tgrelid
          where t.tgname like '%_data_version_%' group by c.relname`,
    );
    const counts = new Map(rows.map((r) => [r.table, r.n]));
    const expected = [...TENANT_TABLES].filter((t) => !NOT_VERSIONED.has(t)).concat(['users', 'supplier_memberships', 'suppliers']);
    for (const table of expected) expect(counts.get(table), table).toBe(4);
    for (const table of NOT_VERSIONED) expect(counts.get(table), table).toBeUndefined();
    const [unversioned] = await sqlRows<{ n: number }>(
      ctx.database,
      sql`select count(*)::int as n from suppliers s where not exists (select 1 from supplier_data_versions v where v.supplier_id = s.id)`,
    );
    expect(unversioned!.n).toBe(0);
  });

  it('gives every supplier a new version when a versioned table is truncated', async () => {
    const c = await session();
    try {
      const before = await versionOf(c, integrated());
      await c.query('begin');
      await c.query('truncate supplier_representatives');
      const txid = (await c.query<{ x: string }>('select pg_current_xact_id()::text as x')).rows[0]!.x;
      await c.query('rollback');
      expect(await versionOf(c, integrated())).toBe(before);
      await c.query('begin');
      await c.query('create temp table kept_representatives as select * from supplier_representatives');
      await c.query('truncate supplier_representatives');
      await c.query('insert into supplier_representatives select * from kept_representatives');
      const committed = (await c.query<{ x: string }>('select pg_current_xact_id()::text as x')).rows[0]!.x;
      await c.query('commit');
      expect(txid).not.toBe(committed);
      expect(await versionOf(c, integrated())).toBe(committed);
      expect(await versionOf(c, acme())).toBe(committed);
    } finally {
      await c.end();
    }
  });
});
