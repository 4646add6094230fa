import { existsSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { ACME, CLERK, INTEGRATED, sqlRows, useTestAppWithFiles } from './test-app.ts';

describe('useTestAppWithFiles', () => {
  let dataDir = '';
  // registered before the fixture's hooks, so it runs after them (vitest runs after-hooks as a stack)
  afterAll(() => {
    expect(dataDir).not.toBe('');
    expect(existsSync(dataDir)).toBe(false);
  });
  const ctx = useTestAppWithFiles({ FILE_UPLOAD_MAX_MB: '1' });

  it('builds the app on the seeded database with its own DATA_DIR and the given settings', async () => {
    dataDir = ctx.dataDir;
    expect(existsSync(dataDir)).toBe(true);
    expect(ctx.app.config.dataDir).toBe(path.resolve(dataDir));
    expect(ctx.app.config.fileUploadMaxBytes).toBe(1024 * 1024);
    const res = await ctx.as(CLERK, { method: 'GET', url: '/api/current-user' });
    expect(res.statusCode).toBe(200);
  });

  it('reads raw SQL rows and knows the demo users', async () => {
    const found = await sqlRows<{ user_name: string }>(
      ctx.database,
      sql`select user_name from users where user_name in (${ACME}, ${CLERK}, ${INTEGRATED}) order by user_name`,
    );
    expect(found.map((r) => r.user_name)).toEqual([ACME, INTEGRATED, CLERK].sort());
  });
});
