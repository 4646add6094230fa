// The fault suite (npm run test:faults): real PostgreSQL 15 clusters and portal processes on loopback, each scenario
// bounded; its figures go to docs/reliability.md (global-setup.ts). Two files at a time: each scenario has its own
// cluster ports, portal ports, data folders and figures file (reliability-doc.ts lists the ports), and kills and
// restarts only its own processes; most of a scenario is waiting for a restart, an outage or a drain (alone on the
// 2-core machine: 390 s one at a time, 173 s two at a time).
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'faults',
    root: import.meta.dirname,
    include: ['**/*.fault.ts'],
    environment: 'node',
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 180_000,
    hookTimeout: 60_000,
    globalSetup: ['./global-setup.ts'],
  },
});
