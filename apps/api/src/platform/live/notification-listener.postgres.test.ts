// The LISTEN session on DATABASE_DIRECT_URL (docs/scaling.md: queries may go through PgBouncer in transaction mode,
// LISTEN may not). Runs with TEST_DATABASE_URL only.
import { afterAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { useTestApp } from '../../../test/test-app.ts';
import { openDatabase, type Database } from '../../db/client.ts';
import { listenForNotifications, type NotificationListener } from './notification-listener.ts';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

describe.skipIf(!onPostgres)('LISTEN on the direct connection', () => {
  const ctx = useTestApp();
  let database: Database | undefined;
  let listener: NotificationListener | undefined;
  afterAll(async () => {
    await listener?.close();
    await database?.close();
  });

  it('listens through DATABASE_DIRECT_URL, not through the query pool', async () => {
    const url = (ctx.database.raw as pg.Pool).options.connectionString!;
    const tag = `portal_direct_${process.pid}`;
    const direct = new URL(url);
    direct.searchParams.set('application_name', tag);
    database = await openDatabase({ databaseUrl: url, directUrl: direct.toString(), ownerUrl: ctx.ownerUrl, dataDir: null });
    listener = await listenForNotifications(database, [{ channel: 'order_changed', notify: () => undefined }], ctx.app.log);
    const sessions = async () =>
      (
        await (ctx.database.raw as pg.Pool).query<{ query: string }>(
          `select query from pg_stat_activity where application_name = $1 and datname = current_database()`,
          [tag],
        )
      ).rows;
    let found = await sessions();
    for (let i = 0; i < 50 && !found.some((s) => /^listen/i.test(s.query)); i++) {
      await new Promise((r) => setTimeout(r, 20));
      found = await sessions();
    }
    expect(found.some((s) => /^listen/i.test(s.query))).toBe(true);
    // and the queries do not use the direct connection
    const pool = database.db.$client as unknown as pg.Pool;
    const { rows } = await pool.query<{ name: string }>(`select current_setting('application_name') as name`);
    expect(rows[0]!.name).not.toBe(tag);
  });
});
