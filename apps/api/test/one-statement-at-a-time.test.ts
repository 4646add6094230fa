// The PostgreSQL run's guard itself (one-statement-at-a-time.ts): it sees a statement sent while another of the same
// connection runs, and nothing when they go one after another.
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { takeOverlappingStatements } from './one-statement-at-a-time.ts';

describe.skipIf(!process.env.TEST_DATABASE_URL)('the guard of one statement at a time on a connection', () => {
  async function withClient(work: (client: pg.Client) => Promise<void>) {
    const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await client.connect();
    try {
      await work(client);
    } finally {
      await client.end();
    }
  }

  it('records the second of two statements sent side by side on one connection, with where it was sent', async () => {
    await withClient(async (client) => {
      await Promise.all([client.query('select 1 as first'), client.query('select 2 as second')]);
    });
    const found = takeOverlappingStatements();
    expect(found.map((o) => o.statement)).toEqual(['select 2 as second']);
    expect(found[0]!.stack).toContain('one-statement-at-a-time.test.ts');
  });

  it('records nothing for statements sent one after another, nor for two connections side by side', async () => {
    await withClient(async (client) => {
      await client.query('select 1');
      await client.query('select 2');
      await withClient(async (other) => {
        await Promise.all([client.query('select 3'), other.query('select 4')]);
      });
    });
    expect(takeOverlappingStatements()).toEqual([]);
  });
});
