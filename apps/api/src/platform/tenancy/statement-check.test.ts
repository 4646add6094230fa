// The statement check itself: it must fail a statement that forgets the supplier filter, else it proves nothing.
import { describe, expect, it } from 'vitest';
import { checkStatement, checkStatements, TENANT_TABLES } from './statement-check.ts';

const reasons = (text: string) => checkStatement(text).map((v) => `${v.table}: ${v.reason}`);

describe('statement check (supplier_id on every tenant statement)', () => {
  it('knows the tenant tables from the schema, users and reference tables aside', () => {
    for (const t of [
      'orders',
      'order_items',
      'trackings',
      'order_history',
      'invoices',
      'credit_requests',
      'supplier_contacts',
      'user_changes',
    ])
      expect(TENANT_TABLES).toContain(t);
    for (const t of ['users', 'suppliers', 'carriers', 'outbox', 'refresh_tokens']) expect(TENANT_TABLES).not.toContain(t);
  });

  it('refuses a read, update or delete without the supplier filter', () => {
    expect(reasons('select "id" from "order_items" where "order_items"."order_id" = $1')).toEqual([
      'order_items: no supplier_id condition on it',
    ]);
    expect(reasons('update "orders" set "status" = $1 where "orders"."id" = $2')).toEqual(['orders: no supplier_id condition on it']);
    expect(reasons('delete from trackings where order_id = $1')).toEqual(['trackings: no supplier_id condition on it']);
    // the supplier column in the select list is no filter
    expect(reasons('select "orders"."id", "orders"."supplier_id" from "orders" where "orders"."id" = $1')).toHaveLength(1);
  });

  it('refuses a join that does not carry the supplier to the joined tenant table', () => {
    expect(reasons('select 1 from orders o join order_items i on i.order_id = o.id where o.supplier_id = $1')).toEqual([
      'order_items: no supplier_id condition on it',
    ]);
    expect(
      reasons('select 1 from orders o join order_items i on i.supplier_id = o.supplier_id and i.order_id = o.id where o.supplier_id = $1'),
    ).toEqual([]);
  });

  it('refuses an insert that does not name supplier_id', () => {
    expect(reasons('insert into "order_history" ("id", "order_id", "action") values (default, $1, $2)')).toEqual([
      'order_history: an insert that does not name supplier_id',
    ]);
    expect(reasons('insert into "order_history" ("id", "supplier_id", "order_id", "action") values (default, $1, $2, $3)')).toEqual([]);
  });

  it('accepts the forms the code base uses: qualified, bare, IN lists, subqueries, quoted names', () => {
    expect(reasons('select "id" from "orders" where ("orders"."id" = $1 and "orders"."supplier_id" = $2)')).toEqual([]);
    expect(reasons('select id from orders where supplier_id = $1 and id = any($2)')).toEqual([]);
    expect(
      reasons(
        'update "order_items" set "status" = $1 where ("order_items"."supplier_id" in ($2) and "order_items"."order_id" in ($3, $4))',
      ),
    ).toEqual([]);
    expect(
      reasons(
        'select (select sum(n) from dashboard_unshipped where supplier_id = $1) as a, (select sum(n) from dashboard_sales_slots where supplier_id = $2) as b',
      ),
    ).toEqual([]);
    // a string that merely contains the words is no filter
    expect(reasons("select id from orders where cancel_reason = 'supplier_id = 1'")).toHaveLength(1);
    // tables that are not one supplier's data need nothing
    expect(reasons('select * from carriers')).toEqual([]);
    expect(reasons('select * from "users" where "users"."id" = $1')).toEqual([]);
  });

  it('reports each statement once', () => {
    const bad = 'select * from trackings where order_id = $1';
    expect(checkStatements([bad, bad, 'select 1'])).toHaveLength(1);
  });
});
