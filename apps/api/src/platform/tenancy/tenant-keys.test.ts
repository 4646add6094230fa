// Distribution-ready keys (docs/scaling.md, docs/decisions/tenancy.md "Keys"): Citus distributes a table by
// supplier_id only when the column is in its primary key, in every unique key, and in the foreign keys between
// distributed tables. Read from the catalog of the migrated database (PGlite, or PostgreSQL with TEST_DATABASE_URL),
// so a later migration that adds a key without supplier_id fails here.
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { sqlRows, useTestApp } from '../../../test/test-app.ts';
import type { Database } from '../../db/client.ts';
import { TENANT_TABLES } from '../../db/tenant-tables.ts';

interface KeyRow {
  table: string;
  name: string;
  kind: 'primary key' | 'unique' | 'foreign key';
  columns: string[];
  /** foreign keys: the referenced table and its columns, in the same order as `columns` */
  refTable: string | null;
  refColumns: string[] | null;
}

/** Every primary key, unique constraint, unique index and foreign key of the public schema's tables. */
async function keysOf(database: Database): Promise<KeyRow[]> {
  const cols = (rel: string, nums: string) =>
    sql.raw(`array(select a.attname::text from unnest(${nums}) with ordinality k(n, i)
                   join pg_attribute a on a.attrelid = ${rel} and a.attnum = k.n order by k.i)`);
  return sqlRows<KeyRow>(
    database,
    sql`select c.relname::text as "table", con.conname::text as name,
               case con.contype when 'p' then 'primary key' when 'u' then 'unique' else 'foreign key' end as kind,
               ${cols('con.conrelid', 'con.conkey')} as columns,
               r.relname::text as "refTable",
               case when con.contype = 'f' then ${cols('con.confrelid', 'con.confkey')} end as "refColumns"
        from pg_constraint con
        join pg_class c on c.oid = con.conrelid
        join pg_namespace n on n.oid = c.relnamespace
        left join pg_class r on r.oid = con.confrelid
        where n.nspname = 'public' and con.contype in ('p', 'u', 'f')
        union all
        -- unique indexes that are no constraint (drizzle's uniqueIndex), partial ones included
        select c.relname::text, ic.relname::text, 'unique',
               ${cols('i.indrelid', 'i.indkey::int2[]')}, null, null
        from pg_index i
        join pg_class c on c.oid = i.indrelid
        join pg_class ic on ic.oid = i.indexrelid
        join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and i.indisunique
          and not exists (select 1 from pg_constraint con where con.conindid = i.indexrelid)`,
  );
}

/** What keeps the given tenant tables from being distributed by supplier_id (empty: nothing). */
function distributionProblems(keys: KeyRow[], tenantTables: ReadonlySet<string>): string[] {
  const problems: string[] = [];
  for (const table of tenantTables) {
    if (!keys.some((k) => k.table === table && k.kind === 'primary key')) problems.push(`${table}: no primary key`);
  }
  for (const k of keys) {
    const tenant = tenantTables.has(k.table);
    const refTenant = k.refTable !== null && tenantTables.has(k.refTable);
    if (k.kind !== 'foreign key') {
      if (tenant && !k.columns.includes('supplier_id'))
        problems.push(`${k.table}: ${k.kind} ${k.name} (${k.columns.join(', ')}) lacks supplier_id`);
      continue;
    }
    if (tenant && refTenant) {
      const at = k.columns.indexOf('supplier_id');
      if (at < 0 || k.refColumns?.[at] !== 'supplier_id') {
        problems.push(
          `${k.table}: foreign key ${k.name} (${k.columns.join(', ')}) -> ${k.refTable} does not pair supplier_id with supplier_id`,
        );
      }
    } else if (!tenant && refTenant) {
      problems.push(`${k.table}: foreign key ${k.name} from a table that is not distributed to the tenant table ${k.refTable}`);
    }
  }
  return problems;
}

describe('distribution-ready keys', () => {
  const ctx = useTestApp();

  it('every tenant table: primary key, unique keys and tenant-to-tenant foreign keys include supplier_id', async () => {
    const keys = await keysOf(ctx.database);
    expect(distributionProblems(keys, TENANT_TABLES)).toEqual([]);
    // the check saw the real keys: the orders' primary key and an order child's composite foreign key
    expect(keys).toContainEqual(expect.objectContaining({ table: 'orders', kind: 'primary key', columns: ['supplier_id', 'id'] }));
    expect(keys).toContainEqual(
      expect.objectContaining({
        table: 'order_items',
        kind: 'foreign key',
        columns: ['supplier_id', 'order_id'],
        refTable: 'orders',
        refColumns: ['supplier_id', 'id'],
      }),
    );
  });

  it('reports a key without supplier_id (the check can fail)', async () => {
    // tables made for the test in a transaction that is rolled back (PGlite and PostgreSQL both run DDL in one)
    const probe = await ctx.database.db
      .transaction(async (tx) => {
        await tx.execute(sql`create table keys_probe_parent (id int primary key, supplier_id int not null, code text unique)`);
        await tx.execute(sql`create table keys_probe_child (id int, supplier_id int not null, parent_id int references keys_probe_parent (id),
                               primary key (supplier_id, id))`);
        await tx.execute(sql`create unique index keys_probe_child_uq on keys_probe_child (parent_id) where parent_id > 0`);
        const keys = await keysOf({ ...ctx.database, db: tx as never });
        throw Object.assign(new Error('rollback'), { keys });
      })
      .catch((error: { keys?: KeyRow[] }) => error.keys ?? []);
    const problems = distributionProblems(probe, new Set(['keys_probe_parent', 'keys_probe_child']));
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^keys_probe_parent: primary key .* \(id\) lacks supplier_id$/),
        expect.stringMatching(/^keys_probe_parent: unique .* \(code\) lacks supplier_id$/),
        expect.stringMatching(/^keys_probe_child: unique keys_probe_child_uq \(parent_id\) lacks supplier_id$/),
        expect.stringMatching(/^keys_probe_child: foreign key .* does not pair supplier_id with supplier_id$/),
      ]),
    );
    expect(problems).toHaveLength(4);
  });
});
