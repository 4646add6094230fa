// The fault suite (npm run test:faults): real PostgreSQL 15 clusters and portal processes on loopback, one file at a
// time (they kill and restart things), each scenario bounded; its figures go to docs/reliability.md (global-setup.ts).
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'faults',
    root: import.meta.dirname,
    include: ['**/*.fault.ts'],
    environment: 'node',
    pool: 'forks',
    fileParallelism: false,
    testTimeout: 180_000,
    hookTimeout: 60_000,
    globalSetup: ['./global-setup.ts'],
  },
});
