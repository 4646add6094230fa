import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest's default is one worker less than the machine's cores: on this 2-core machine the files ran one at a time
    // (767 s of CI for about 540 s of tests). Two workers keep both cores busy (docs/decisions/testing.md).
    maxWorkers: 2,
    projects: [
      { test: { name: 'contracts', include: ['packages/contracts/src/**/*.test.ts'], environment: 'node' } },
      {
        test: {
          name: 'api',
          include: ['apps/api/src/**/*.test.ts', 'apps/api/test/**/*.test.ts', 'apps/api/bench/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30000,
          hookTimeout: 60000,
          pool: 'forks',
          // the demo data is seeded once per run into a template each file's database copies (apps/api/test/global-setup.ts)
          globalSetup: ['apps/api/test/global-setup.ts'],
        },
      },
      './apps/web/vitest.config.ts',
      // the lint rules' own tests: ESLint on small files at the paths that matter (tooling/lint-fixtures)
      {
        test: {
          name: 'tooling',
          include: ['tooling/**/*.test.ts', 'apps/web/build-tools/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30000,
        },
      },
    ],
  },
});
