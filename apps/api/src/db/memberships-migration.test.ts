// Migration 0050 (one person, several suppliers) on data of the shape before it: every supplier user becomes a person
// with one accepted membership carrying their supplier, role and activation; ids, passwords and sessions stay.
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const migrations = new URL('./migrations/', import.meta.url);
const journal = JSON.parse(readFileSync(new URL('meta/_journal.json', migrations), 'utf8')) as { entries: { tag: string }[] };
const tags = journal.entries.map((e) => e.tag);
const apply = (db: PGlite, tag: string) =>
  db.exec(readFileSync(new URL(`${tag}.sql`, migrations), 'utf8').replaceAll('--> statement-breakpoint', ''));

describe('migration 0050_memberships', () => {
  const db = new PGlite({ extensions: { pg_trgm } });
  const ids = {} as Record<'acme' | 'other' | 'admin' | 'former' | 'operator', number>;

  beforeAll(async () => {
    for (const tag of tags.slice(0, tags.indexOf('0050_memberships'))) await apply(db, tag);
    const one = async (text: string, params: unknown[] = []) => (await db.query<{ id: number }>(text, params)).rows[0]!.id;
    ids.acme = await one(`insert into suppliers (name) values ('Acme') returning id`);
    ids.other = await one(`insert into suppliers (name) values ('Other') returning id`);
    ids.admin = await one(
      `insert into users (supplier_id, user_name, email, password_hash, is_admin, token_version) values ($1, 'a@acme.test', 'a@acme.test', 'hash-a', true, 3) returning id`,
      [ids.acme],
    );
    ids.former = await one(
      `insert into users (supplier_id, user_name, email, password_hash, is_active) values ($1, 'f@other.test', 'f@other.test', 'hash-f', false) returning id`,
      [ids.other],
    );
    ids.operator = await one(
      `insert into users (supplier_id, is_operator, user_name, email, password_hash) values (null, true, 'ops@m.test', 'ops@m.test', 'hash-o') returning id`,
    );
    await db.query(
      `insert into refresh_tokens (user_id, family_id, token_hash, expires_on, created_on) values ($1, 'fam-a', 'h1', now() + interval '1 day', now()), ($2, 'fam-o', 'h2', now() + interval '1 day', now())`,
      [ids.admin, ids.operator],
    );
    await apply(db, '0050_memberships');
  });
  afterAll(() => db.close());

  it('gives every supplier user one accepted membership with their supplier, role and activation', async () => {
    const rows = (
      await db.query<{ user_id: number; supplier_id: number; is_admin: boolean; is_active: boolean; accepted: boolean }>(
        `select user_id, supplier_id, is_admin, is_active, accepted_on is not null as accepted from supplier_memberships order by user_id`,
      )
    ).rows;
    expect(rows).toEqual([
      { user_id: ids.admin, supplier_id: ids.acme, is_admin: true, is_active: true, accepted: true },
      { user_id: ids.former, supplier_id: ids.other, is_admin: false, is_active: false, accepted: true },
    ]);
  });

  it('keeps the people with their ids, passwords and token versions; operators have no membership', async () => {
    const people = (
      await db.query<{ id: number; password_hash: string; token_version: number; is_active: boolean; is_operator: boolean }>(
        `select id, password_hash, token_version, is_active, is_operator from users order by id`,
      )
    ).rows;
    expect(people).toEqual([
      { id: ids.admin, password_hash: 'hash-a', token_version: 3, is_active: true, is_operator: false },
      // the deactivation is the membership's now; the person's own switch is on
      { id: ids.former, password_hash: 'hash-f', token_version: 0, is_active: true, is_operator: false },
      { id: ids.operator, password_hash: 'hash-o', token_version: 0, is_active: true, is_operator: true },
    ]);
    const columns = (await db.query<{ c: string }>(`select column_name as c from information_schema.columns where table_name = 'users'`))
      .rows;
    expect(columns.map((c) => c.c)).not.toEqual(expect.arrayContaining(['supplier_id']));
    expect(columns.map((c) => c.c)).not.toEqual(expect.arrayContaining(['is_admin']));
  });

  it("gives the open sessions their user's supplier (none for an operator's)", async () => {
    const sessions = (
      await db.query<{ family_id: string; supplier_id: number | null }>(
        `select family_id, supplier_id from refresh_tokens order by family_id`,
      )
    ).rows;
    expect(sessions).toEqual([
      { family_id: 'fam-a', supplier_id: ids.acme },
      { family_id: 'fam-o', supplier_id: null },
    ]);
  });

  it('announces a membership change to the caches as a change of its person', async () => {
    const heard: string[] = [];
    const stop = await db.listen('cache_invalidated', (payload) => heard.push(payload));
    await db.query(`update supplier_memberships set is_admin = false where user_id = $1`, [ids.admin]);
    await expect.poll(() => heard).toContain(`user:${ids.admin}`);
    await stop();
  });
});
