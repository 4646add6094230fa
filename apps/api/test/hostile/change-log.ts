// "Nothing changed": a row trigger on every watched table of a test's own database appends (table, supplier) to an
// append-only log in its own schema, so whether a request changed anything is ONE indexed read (the log's newest
// sequence number), not a digest of every table after every request. Row triggers fire only for rows actually
// inserted, updated or deleted (an update matching no row logs nothing) and their rows roll back with the transaction
// that wrote them, so a refusal that rolled back its work leaves no entry. Used by the hostile input and the
// randomized tenancy suites; docs/decisions/hostile-input.md.
import { sql, type SQL } from 'drizzle-orm';
import { resultRows, type Database } from '../../src/db/client.ts';

/**
 * Tables a refused request may legitimately write: sign-in throttles count failed attempts, the idempotency
 * reservation of a refused call is taken and released, logs and metrics record the refusal. And the suppliers' data
 * versions with their touches (migration 0038): written only with a change of a watched table, never on their own.
 */
export const LEDGER_TABLES = /attempt|throttle|idempotency|log|metric|^supplier_data_(?:versions|touches)$/;

export interface Change {
  table: string;
  /** The row's supplier_id ('' for a table without one). */
  supplier: string;
}

export interface ChangeLog {
  /** The newest entry's number: equal before and after a request that changed nothing. */
  mark(): Promise<number>;
  /** The changes logged after `mark`. */
  since(mark: number): Promise<Change[]>;
  /** The watched tables (every public base table but the ledgers and migration bookkeeping). */
  tables: string[];
}

const sqlRows = async <T>(database: Database, query: SQL): Promise<T[]> => resultRows<T>(await database.db.execute(query));

/** Installs the log and its triggers (idempotent per database) and returns its reader. */
export async function installChangeLog(database: Database): Promise<ChangeLog> {
  const tables = (
    await sqlRows<{ name: string }>(
      database,
      sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' and left(table_name, 2) <> '__' order by 1`,
    )
  )
    .map((t) => t.name)
    .filter((n) => !LEDGER_TABLES.test(n));
  const statements = [
    'create schema if not exists hostile_watch',
    'create table if not exists hostile_watch.changes (seq bigserial primary key, tbl text not null, supplier text not null)',
    // security definer: the requests of the PostgreSQL run write as portal_app, which has no rights on this schema
    `create or replace function hostile_watch.log_change() returns trigger language plpgsql security definer as $$
       begin
         insert into hostile_watch.changes (tbl, supplier)
           values (TG_TABLE_NAME, coalesce((case when TG_OP = 'DELETE' then to_jsonb(OLD) else to_jsonb(NEW) end) ->> 'supplier_id', ''));
         return null;
       end $$`,
    ...tables.flatMap((t) => [
      `drop trigger if exists hostile_watch_change on "${t}"`,
      `create trigger hostile_watch_change after insert or update or delete on "${t}" for each row execute function hostile_watch.log_change()`,
    ]),
  ];
  for (const statement of statements) await database.db.execute(sql.raw(statement));
  return {
    tables,
    // on the driver itself: through drizzle and the app's statement hooks the same read costs several times as much
    mark: async () => {
      const { rows } = await (database.raw as { query(text: string): Promise<{ rows: Array<{ seq: unknown }> }> }).query(
        'select max(seq) as seq from hostile_watch.changes',
      );
      return Number(rows[0]?.seq ?? 0);
    },
    since: async (mark) =>
      sqlRows<Change>(
        database,
        sql`select tbl as "table", supplier from hostile_watch.changes where seq > ${mark} group by tbl, supplier order by 1, 2`,
      ),
  };
}
