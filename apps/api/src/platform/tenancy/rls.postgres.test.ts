// Row-level security as the second layer behind the services' supplier filters (docs/decisions/row-level-security.md). Only
// on the PostgreSQL server (TEST_DATABASE_URL): PGlite runs as a superuser, where the policies prove nothing.
import { describe, expect, it, onTestFinished } from 'vitest';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import {
  ACME,
  databaseSession,
  forgetRecordedStatements,
  INTEGRATED,
  sqlRows,
  TEST_APP_ROLE,
  TEST_LOGIN_ROLE,
  useTestApp,
} from '../../../test/test-app.ts';
import { orders, orderItems } from '../../db/schema/index.ts';
import { queryWithPrelude } from '../../db/preluded-query.ts';
import { asSystem, signTenantSettings, tenantContext, tenantPrelude } from '../../db/tenant-context.ts';
import { TENANT_TABLES } from './statement-check.ts';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

describe.skipIf(!onPostgres)('row-level security on PostgreSQL', () => {
  const ctx = useTestApp();
  const acme = () => ctx.seed.supplierIds.acme;
  const integrated = () => ctx.seed.supplierIds.integrated;

  /** Sets a transaction's tenant settings as the app's client does: signed with the secret the owner reads. */
  async function setTenant(c: pg.ClientBase, settings: { supplierId?: number; operator?: boolean }): Promise<void> {
    const [{ secret }] = (await sqlRows<{ secret: string }>(ctx.database, sql`select secret from tenant_context_secret`)) as [
      { secret: string },
    ];
    const supplier = settings.supplierId === undefined ? '' : String(settings.supplierId);
    const operator = settings.operator ? 'on' : 'off';
    await c.query(
      `select set_config('app.supplier_id', $1, true), set_config('app.operator', $2, true), set_config('app.tenant_sig', $3, true)`,
      [supplier, operator, signTenantSettings(secret, supplier, operator)],
    );
  }

  /** A raw session of the test database as the app role with the given settings, inside one transaction. */
  async function asAppRole<T>(settings: { supplierId?: number; operator?: boolean }, run: (c: pg.PoolClient) => Promise<T>): Promise<T> {
    const client = await (ctx.database.raw as pg.Pool).connect();
    try {
      await client.query('begin');
      await client.query(`set local role ${TEST_APP_ROLE}`);
      await setTenant(client, settings);
      return await run(client);
    } finally {
      await client.query('rollback');
      client.release();
    }
  }

  /** A session of the test database as the requests' LOGIN role itself (no owner around), closed afterwards. */
  async function asLoginRole<T>(run: (c: pg.Client) => Promise<T>): Promise<T> {
    const client = await databaseSession(ctx, 'login');
    try {
      return await run(client);
    } finally {
      await client.end();
    }
  }

  describe('the login role (DATABASE_URL of production)', () => {
    it('has no BYPASSRLS, is no superuser, owns no table and is a member of nothing but portal_app', async () => {
      const [role] = await sqlRows<{ rolbypassrls: boolean; rolsuper: boolean; rolcanlogin: boolean; owned: number; memberOf: string[] }>(
        ctx.database,
        sql`select r.rolbypassrls, r.rolsuper, r.rolcanlogin,
                   (select count(*)::int from pg_class c where c.relowner = r.oid) as owned,
                   array(select g.rolname::text from pg_auth_members m join pg_roles g on g.oid = m.roleid where m.member = r.oid) as "memberOf"
            from pg_roles r where r.rolname = ${TEST_LOGIN_ROLE.user}`,
      );
      expect(role).toEqual({ rolbypassrls: false, rolsuper: false, rolcanlogin: true, owned: 0, memberOf: [TEST_APP_ROLE] });
      const [owner] = await sqlRows<{ owner: string }>(
        ctx.database,
        sql`select tableowner as owner from pg_tables where tablename = 'orders'`,
      );
      expect(owner!.owner).not.toBe(TEST_LOGIN_ROLE.user);
    });

    it('the app sends requests through it and the system through the owner', async () => {
      const whoAmI = async () => (await sqlRows<{ u: string }>(ctx.database, sql`select current_user as u`))[0]!.u;
      const inRequest = await tenantContext.run({ supplierId: acme(), operator: false }, whoAmI);
      expect(inRequest).toBe(TEST_LOGIN_ROLE.user);
      const system = await tenantContext.run({ supplierId: acme(), operator: false }, () => asSystem(whoAmI));
      expect(system).not.toBe(TEST_LOGIN_ROLE.user);
      expect(await whoAmI()).toBe(system);
    });

    it('a query without WHERE sees one supplier; with no supplier set, none', async () => {
      await asLoginRole(async (c) => {
        await c.query('begin');
        await setTenant(c, { supplierId: acme() });
        const { rows } = await c.query<{ supplier_id: number }>('select distinct supplier_id from orders');
        expect(rows.map((r) => r.supplier_id)).toEqual([acme()]);
        await c.query('commit');
        // the setting was LOCAL: the next transaction on the same connection sees nothing
        expect((await c.query('select id from orders')).rowCount).toBe(0);
        expect((await c.query('select id from order_items')).rowCount).toBe(0);
      });
    });

    it('cannot become the owner, turn row-level security off, or leave it by any other role', async () => {
      const [owner] = await sqlRows<{ owner: string }>(
        ctx.database,
        sql`select tableowner as owner from pg_tables where tablename = 'orders'`,
      );
      await asLoginRole(async (c) => {
        await expect(c.query(`set role "${owner!.owner}"`)).rejects.toMatchObject({ code: '42501' });
        await expect(c.query(`set session authorization "${owner!.owner}"`)).rejects.toMatchObject({ code: '42501' });
        await expect(c.query('alter table orders disable row level security')).rejects.toMatchObject({ code: '42501' });
        await expect(c.query('drop policy tenant_isolation on orders')).rejects.toMatchObject({ code: '42501' });
        await expect(c.query('set row_security = off; select id from orders')).rejects.toMatchObject({ code: '42501' });
        // its one role, portal_app, has no BYPASSRLS either: still one supplier
        await c.query('begin');
        await c.query(`set local role ${TEST_APP_ROLE}`);
        await setTenant(c, { supplierId: integrated() });
        const { rows } = await c.query<{ supplier_id: number }>('select distinct supplier_id from orders');
        expect(rows.map((r) => r.supplier_id)).toEqual([integrated()]);
        await c.query('rollback');
      });
    });

    it('ignores tenant settings it changes itself: another supplier, the operator flag or a signature of its own', async () => {
      await asLoginRole(async (c) => {
        const visible = async () =>
          (await c.query<{ supplier_id: number }>('select distinct supplier_id from orders')).rows.map((r) => r.supplier_id);
        await c.query('begin');
        await setTenant(c, { supplierId: acme() });
        expect(await visible()).toEqual([acme()]);
        // what SQL injected into a request's statement could do: set_config is open to every role
        await c.query(`select set_config('app.supplier_id', $1, true)`, [String(integrated())]);
        expect(await visible()).toEqual([]);
        await c.query(`select set_config('app.supplier_id', $1, true), set_config('app.operator', 'on', true)`, [String(acme())]);
        expect(await visible()).toEqual([]);
        await c.query(`select set_config('app.operator', 'off', true), set_config('app.tenant_sig', $1, true)`, ['0'.repeat(64)]);
        expect(await visible()).toEqual([]);
        // a write under forged settings is refused like any other supplier's
        await expect(
          c.query('insert into supplier_key_contacts (supplier_id, topic, email) values ($1, $2, $3)', [
            acme(),
            'rls-forged',
            'x@example.test',
          ]),
        ).rejects.toMatchObject({ code: '42501' });
        await c.query('rollback');
      });
    });

    it('cannot read the secret the settings are signed with, nor call the check itself', async () => {
      await asLoginRole(async (c) => {
        await expect(c.query('select secret from tenant_context_secret')).rejects.toMatchObject({ code: '42501' });
        await expect(c.query('select portal_tenant_settings_signed()')).rejects.toMatchObject({ code: '42501' });
      });
    });
  });

  describe('the settings in the round trip of their statement (docs/decisions/request-cost.md)', () => {
    const preludeOf = async (supplierId: number) => {
      const [{ secret }] = (await sqlRows<{ secret: string }>(ctx.database, sql`select secret from tenant_context_secret`)) as [
        { secret: string },
      ];
      return tenantPrelude({ supplierId, operator: false }, secret)!;
    };
    const settingNow = async (c: pg.ClientBase) =>
      (await c.query<{ s: string | null }>(`select current_setting('app.supplier_id', true) as s`)).rows[0]!.s ?? '';

    it('holds for the statement only: its rows, its fields, and nothing of the settings after the Sync', async () => {
      const prelude = await preludeOf(acme());
      await asLoginRole(async (c) => {
        const result = await queryWithPrelude(c, prelude, ['select distinct supplier_id from orders where id > $1', [0]]);
        expect(result.rows).toEqual([{ supplier_id: acme() }]);
        expect(result.fields.map((f) => f.name)).toEqual(['supplier_id']);
        expect(result.command).toBe('SELECT');
        // drizzle's form: a config with rowMode 'array'
        const arrays = await queryWithPrelude(c, prelude, [
          { text: 'select count(*)::int, min(supplier_id) from orders', rowMode: 'array' },
        ]);
        expect(arrays.rows).toEqual([[expect.any(Number), acme()]]);
        // the implicit transaction ended at the Sync, and the LOCAL settings with it
        expect(await settingNow(c)).toBe('');
        expect((await c.query('select id from orders')).rowCount).toBe(0);
      });
    });

    it('a write is applied once, and a failing statement fails whole, leaving the connection usable and unset', async () => {
      const prelude = await preludeOf(acme());
      await asLoginRole(async (c) => {
        const topic = 'rls-prelude';
        const inserted = await queryWithPrelude(c, prelude, [
          'insert into supplier_key_contacts (supplier_id, topic, email) values ($1, $2, $3) returning supplier_id',
          [acme(), topic, 'prelude@example.test'],
        ]);
        expect(inserted.rows).toEqual([{ supplier_id: acme() }]);
        // another supplier's row under these settings: refused by the policy, nothing written
        await expect(
          queryWithPrelude(c, prelude, [
            'insert into supplier_key_contacts (supplier_id, topic, email) values ($1, $2, $3)',
            [integrated(), topic, 'prelude@example.test'],
          ]),
        ).rejects.toMatchObject({ code: '42501' });
        await expect(queryWithPrelude(c, prelude, ['select 1 / (count(*) - count(*)) from orders', []])).rejects.toMatchObject({
          code: '22012',
        });
        expect(await settingNow(c)).toBe('');
        const written = await queryWithPrelude(c, prelude, ['select supplier_id from supplier_key_contacts where topic = $1', [topic]]);
        expect(written.rows).toEqual([{ supplier_id: acme() }]);
        await queryWithPrelude(c, prelude, ['delete from supplier_key_contacts where topic = $1', [topic]]);
      });
    });

    it('inside BEGIN the settings stay for the rest of the transaction and end with it', async () => {
      const prelude = await preludeOf(integrated());
      await asLoginRole(async (c) => {
        await c.query('begin');
        const first = await queryWithPrelude(c, prelude, ['select distinct supplier_id from orders where id > $1', [0]]);
        expect(first.rows).toEqual([{ supplier_id: integrated() }]);
        expect((await c.query('select distinct supplier_id from order_items')).rows).toEqual([{ supplier_id: integrated() }]);
        await c.query('commit');
        expect(await settingNow(c)).toBe('');
      });
    });

    it("the app's requests make one round trip per statement on a tenant table", async () => {
      const pool = ctx.database.raw as pg.Pool;
      // every message the pool's connections send, by type: a Sync or a simple Query is a round trip
      const sent: string[] = [];
      // a request's connection (outside a request the pool hands out the owner's)
      const client = await tenantContext.run({ supplierId: acme(), operator: false }, () => pool.connect());
      const connection = (client as unknown as { connection: { stream: { write: (...a: unknown[]) => boolean } } }).connection;
      const write = connection.stream.write.bind(connection.stream);
      connection.stream.write = (chunk: unknown, ...rest: unknown[]) => {
        if (Buffer.isBuffer(chunk))
          for (let i = 0; i < chunk.length; i += 1 + chunk.readInt32BE(i + 1)) sent.push(String.fromCharCode(chunk[i]!));
        return write(chunk, ...rest);
      };
      client.release();
      onTestFinished(() => void (connection.stream.write = write));
      // pg-pool hands out its most recently released idle connection first: the request's statement takes this one
      const rows = await tenantContext.run({ supplierId: acme(), operator: false }, () =>
        sqlRows<{ n: number }>(ctx.database, sql`select count(*)::int as n from ${orders} where ${orders.id} > ${0}`),
      );
      expect(rows[0]!.n).toBeGreaterThan(0);
      forgetRecordedStatements(); // that statement leaves the supplier to the policy on purpose
      // one pipeline: the settings' Parse/Bind/Execute, then the statement's, then one Sync; no BEGIN, no COMMIT
      expect(sent.filter((t) => t === 'S' || t === 'Q')).toEqual(['S']);
      expect(sent.filter((t) => t === 'E')).toHaveLength(2);
    });
  });

  describe('the settings statement named (docs/decisions/request-cost.md)', () => {
    /** The message types a connection of the pool writes while `run` uses it. */
    async function messagesOf(run: (c: pg.PoolClient) => Promise<void>): Promise<string[]> {
      // a request's connection: the login role (outside a request the pool hands out the owner's)
      const client = await tenantContext.run({ supplierId: acme(), operator: false }, () => (ctx.database.raw as pg.Pool).connect());
      const connection = (client as unknown as { connection: { stream: { write: (...a: unknown[]) => boolean } } }).connection;
      const write = connection.stream.write.bind(connection.stream);
      const sent: string[] = [];
      connection.stream.write = (chunk: unknown, ...rest: unknown[]) => {
        if (Buffer.isBuffer(chunk))
          for (let i = 0; i < chunk.length; i += 1 + chunk.readInt32BE(i + 1)) sent.push(String.fromCharCode(chunk[i]!));
        return write(chunk, ...rest);
      };
      try {
        await run(client);
      } finally {
        connection.stream.write = write;
        client.release();
      }
      return sent;
    }
    const preludeFor = async (supplierId: number) => {
      const [{ secret }] = (await sqlRows<{ secret: string }>(ctx.database, sql`select secret from tenant_context_secret`)) as [
        { secret: string },
      ];
      return tenantPrelude({ supplierId, operator: false }, secret)!;
    };
    const suppliersSeen = async (c: pg.PoolClient, supplierId: number, named: boolean) =>
      (await queryWithPrelude(c, await preludeFor(supplierId), ['select distinct supplier_id as s from orders', []], named)).rows.map(
        (r: { s: number }) => r.s,
      );

    it('is parsed once per connection, and each statement still sees its own supplier only', async () => {
      let seen: number[][] = [];
      const sent = await messagesOf(async (c) => {
        seen = [await suppliersSeen(c, acme(), true), await suppliersSeen(c, integrated(), true)];
        // a failing statement leaves the named settings usable
        await expect(
          queryWithPrelude(c, await preludeFor(acme()), ['select 1 / (count(*) - count(*)) from orders', []], true),
        ).rejects.toMatchObject({ code: '22012' });
        seen.push(await suppliersSeen(c, acme(), true));
      });
      expect(seen).toEqual([[acme()], [integrated()], [acme()]]);
      // Parse: settings + statement the first time (if this connection had not parsed them before), the statement alone after
      expect(sent.filter((t) => t === 'P').length).toBeGreaterThanOrEqual(4);
      expect(sent.filter((t) => t === 'P').length).toBeLessThanOrEqual(5);
      expect(sent.filter((t) => t === 'S')).toHaveLength(4);
    });

    it('is parsed with every statement where statements may not be named', async () => {
      const sent = await messagesOf(async (c) => {
        await suppliersSeen(c, acme(), false);
        await suppliersSeen(c, acme(), false);
      });
      expect(sent.filter((t) => t === 'P')).toHaveLength(4);
    });
  });

  it('runs the requests as a role without BYPASSRLS', async () => {
    const [role] = await sqlRows<{ rolbypassrls: boolean; rolsuper: boolean }>(
      ctx.database,
      sql`select rolbypassrls, rolsuper from pg_roles where rolname = ${TEST_APP_ROLE}`,
    );
    expect(role).toEqual({ rolbypassrls: false, rolsuper: false });
  });

  it('has a policy on every tenant table (a new table with supplier_id needs one)', async () => {
    const rows = await sqlRows<{ relname: string; relrowsecurity: boolean; policies: number }>(
      ctx.database,
      sql`select c.relname, c.relrowsecurity, (select count(*)::int from pg_policy p where p.polrelid = c.oid) as policies
          from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public' and c.relkind = 'r'`,
    );
    const missing = [...TENANT_TABLES].filter((t) => {
      const row = rows.find((r) => r.relname === t);
      return !row?.relrowsecurity || row.policies === 0;
    });
    expect(missing).toEqual([]);
    expect(TENANT_TABLES.size).toBeGreaterThan(25);
    // and the policy reads the verified settings (migration 0027), never current_setting itself
    const policies = await sqlRows<{ table: string; qual: string; check: string }>(
      ctx.database,
      sql`select tablename as "table", qual, with_check as "check" from pg_policies where schemaname = 'public'`,
    );
    const unverified = policies.filter(
      (p) =>
        TENANT_TABLES.has(p.table) &&
        ![p.qual, p.check].every((e) => e?.includes('portal_tenant_supplier()') && !e.includes('current_setting')),
    );
    expect(unverified.map((p) => p.table)).toEqual([]);
  });

  it('a query without WHERE sees one supplier on every tenant table', async () => {
    await asAppRole({ supplierId: acme() }, async (c) => {
      for (const table of TENANT_TABLES) {
        const { rows } = await c.query<{ foreign: number }>(
          `select count(*) filter (where supplier_id <> $1)::int as foreign from ${table}`,
          [acme()],
        );
        expect({ table, foreign: rows[0]!.foreign }).toEqual({ table, foreign: 0 });
      }
      const { rows } = await c.query<{ n: number }>('select count(*)::int as n from orders');
      expect(rows[0]!.n).toBeGreaterThan(0);
    });
    // the owner (the system: migrations, seed) sees both suppliers' orders
    const [both] = await sqlRows<{ n: number }>(ctx.database, sql`select count(distinct supplier_id)::int as n from orders`);
    expect(both!.n).toBeGreaterThanOrEqual(2);
  });

  it('no supplier set: no tenant row at all; an operator sees every supplier', async () => {
    expect(await asAppRole({}, async (c) => (await c.query('select id from orders')).rowCount)).toBe(0);
    const suppliers = await asAppRole({ operator: true }, async (c) => (await c.query('select distinct supplier_id from orders')).rowCount);
    expect(suppliers).toBeGreaterThanOrEqual(2);
  });

  it("refuses to write another supplier's row, or to move a row to another supplier", async () => {
    const insert = asAppRole({ supplierId: acme() }, (c) =>
      c.query('insert into supplier_key_contacts (supplier_id, topic, email) values ($1, $2, $3)', [
        integrated(),
        'rls-test',
        'x@example.test',
      ]),
    );
    await expect(insert).rejects.toMatchObject({ code: '42501' });
    const move = asAppRole({ supplierId: acme() }, (c) =>
      c.query('update orders set supplier_id = $1 where id = (select min(id) from orders)', [integrated()]),
    );
    await expect(move).rejects.toMatchObject({ code: '42501' });
    // another supplier's rows are invisible to an update: nothing changes
    const touched = await asAppRole(
      { supplierId: acme() },
      async (c) => (await c.query(`update orders set cancel_reason = 'x' where supplier_id = $1`, [integrated()])).rowCount,
    );
    expect(touched).toBe(0);
  });

  it("the app's client sets the request's supplier: a statement and a transaction without WHERE see only its rows", async () => {
    const db = ctx.database.db;
    // these statements leave out the supplier filter on purpose (the statement check would fail the file)
    onTestFinished(forgetRecordedStatements);
    const seen = await tenantContext.run({ supplierId: integrated(), operator: false }, async () => {
      const plain = await db.selectDistinct({ s: orders.supplierId }).from(orders);
      const inTx = await db.transaction(async (tx) => tx.selectDistinct({ s: orderItems.supplierId }).from(orderItems));
      return { plain: plain.map((r) => r.s), inTx: inTx.map((r) => r.s) };
    });
    expect(seen).toEqual({ plain: [integrated()], inTx: [integrated()] });
    // a request before sign-in (no supplier yet) sees no tenant row
    const none = await tenantContext.run(
      { supplierId: null, operator: false },
      async () => await db.select({ id: orders.id }).from(orders),
    );
    expect(none).toEqual([]);
  });

  it('requests of both suppliers work under it', async () => {
    for (const email of [ACME, INTEGRATED]) {
      const res = await ctx.as(email, { method: 'GET', url: '/api/order-summaries' });
      expect(res.statusCode).toBe(200);
      expect((res.json() as unknown[]).length).toBeGreaterThan(0);
    }
  });
});
