// Past one process (docs/scaling.md): the settings for PgBouncer and the replica (the LISTEN session on
// DATABASE_DIRECT_URL is tested with its listener, platform/live/notification-listener.postgres.test.ts).
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';

describe('scaling settings', () => {
  it('reads DATABASE_DIRECT_URL, DATABASE_READ_URL, DATABASE_OWNER_URL and DATABASE_PREPARED_STATEMENTS', () => {
    const base = { NODE_ENV: 'test', DATA_DIR: '/tmp/portal-test-unused' };
    expect(loadConfig(base)).toMatchObject({ databasePreparedStatements: true, databaseDirectUrl: undefined, databaseReadUrl: undefined });
    expect(
      loadConfig({
        ...base,
        DATABASE_URL: 'postgres://u:p@127.0.0.1:6432/db',
        DATABASE_DIRECT_URL: 'postgres://u:p@127.0.0.1:5432/db',
        DATABASE_READ_URL: 'postgres://u:p@127.0.0.1:5433/db',
        DATABASE_PREPARED_STATEMENTS: 'false',
      }),
    ).toMatchObject({
      databaseUrl: 'postgres://u:p@127.0.0.1:6432/db',
      databaseDirectUrl: 'postgres://u:p@127.0.0.1:5432/db',
      databaseReadUrl: 'postgres://u:p@127.0.0.1:5433/db',
      databasePreparedStatements: false,
    });
    expect(() => loadConfig({ ...base, DATABASE_PREPARED_STATEMENTS: 'no' })).toThrow(/DATABASE_PREPARED_STATEMENTS/);
    expect(
      loadConfig({
        ...base,
        DATABASE_URL: 'postgres://portal_api:p@db:5432/portal',
        DATABASE_OWNER_URL: 'postgres://portal:p@db:5432/portal',
      }),
    ).toMatchObject({ databaseUrl: 'postgres://portal_api:p@db:5432/portal', databaseOwnerUrl: 'postgres://portal:p@db:5432/portal' });
    expect(() => loadConfig({ ...base, DATABASE_OWNER_URL: 'not a url' })).toThrow(/DATABASE_OWNER_URL/);
  });
});
