// Which database engine a Vitest project of the API runs on (vitest.config.ts, global-setup.ts): PostgreSQL when
// TEST_DATABASE_URL is set, else the embedded PGlite; the `api-embedded` project runs its files on PGlite whatever
// the environment says (its workers see TEST_DATABASE_URL empty). docs/decisions/testing.md, "One engine per run".
export const EMBEDDED_PROJECT = 'api-embedded';

export type TestEngine = 'postgres' | 'pglite';

export function engineOf(projectName: string, testDatabaseUrl: string | undefined): TestEngine {
  return projectName !== EMBEDDED_PROJECT && testDatabaseUrl ? 'postgres' : 'pglite';
}
