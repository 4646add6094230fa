// The answer cache's version read through PgBouncer < 1.21 in transaction mode, where a named statement parsed on one
// server connection is unknown on the next: with DATABASE_PREPARED_STATEMENTS=false it is sent unnamed (on PostgreSQL;
// PGlite never names it), and the cache still serves.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { ACME, sqlRows, useTestApp } from '../../../test/test-app.ts';

const ctx = useTestApp({ DATABASE_PREPARED_STATEMENTS: 'false' });

afterEach(() => vi.restoreAllMocks());

describe('the answer cache without named statements', () => {
  it('reads the version unnamed and still serves the kept answer', async () => {
    const [order] = await sqlRows<{ id: number }>(
      ctx.database,
      sql`select id from orders where supplier_id = ${ctx.seed.supplierIds.acme} order by id limit 1`,
    );
    const client = ctx.database.db.$client as unknown as { query: (...args: unknown[]) => unknown };
    const sent: unknown[] = [];
    const query = client.query.bind(client);
    vi.spyOn(client, 'query').mockImplementation((...args: unknown[]) => {
      sent.push(args[0]);
      return query(...args);
    });
    const hits = ctx.app.answerCache.hits;
    for (let i = 0; i < 2; i++) expect((await ctx.as(ACME, { method: 'GET', url: `/api/orders/${order!.id}` })).statusCode).toBe(200);
    expect(ctx.app.answerCache.hits).toBe(hits + 1);
    const versionReads = sent.filter((q) => JSON.stringify(q).includes('supplier_data_versions'));
    expect(versionReads).toHaveLength(2);
    expect(versionReads.every((q) => typeof q === 'string')).toBe(true);
  });
});
