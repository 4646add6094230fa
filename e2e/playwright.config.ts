import { defineConfig } from '@playwright/test';
import { US_TIME_ZONE } from './fixtures/us-day.ts';
import { laneFilter } from './lanes.ts';

const port = Number(process.env.E2E_PORT ?? 3100);
const dataDir = `/tmp/portal-e2e-${port}`;
const seededDir = process.env.E2E_SEEDED_DIR;

export default defineConfig({
  testDir: './tests',
  // `npm test -w e2e` runs two lanes side by side (run-lanes.mjs, lanes.ts), each on its own portal and database
  ...laneFilter(process.env.E2E_LANE),
  // each lane keeps its own results: a run clears its output folder when it starts, which would delete the other
  // lane's traces mid-run
  outputDir: process.env.E2E_LANE ? `test-results/lane-${process.env.E2E_LANE}` : 'test-results',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    // A US supplier's browser: "today" of the date pickers is a US day, as the server's date rules expect.
    timezoneId: US_TIME_ZONE,
    locale: 'en-US',
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
    // a trace records every test while it runs (screencast, DOM snapshots): a large share of the suite's CPU. Off by
    // default; E2E_TRACE=retain-on-failure (or on) to read a failure's trace. Failures keep their screenshot and
    // error context either way.
    trace: (process.env.E2E_TRACE as 'on' | 'retain-on-failure' | undefined) ?? 'off',
    screenshot: 'only-on-failure',
  },
  webServer: {
    // A fresh database per run. Cleared by the server command, not here: workers re-load this file. When the lanes'
    // runner seeded the demo data once (E2E_SEEDED_DIR, run-lanes.mjs), each lane starts from a copy of it.
    command: `rm -rf ${dataDir} && ${seededDir ? `cp -a ${seededDir} ${dataDir} && ` : ''}npm run start -w apps/api`,
    cwd: '..',
    url: `http://localhost:${port}/api/ready`,
    reuseExistingServer: !!process.env.E2E_REUSE,
    stdout: 'pipe',
    stderr: 'pipe',
    timeout: 120_000,
    // webhooks: the worker runs and may post to the specs' local receivers (integrations.spec.ts)
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      WEBHOOKS_WORKER: 'true',
      WEBHOOKS_ALLOW_PRIVATE: 'true',
      WEBHOOKS_POLL_MS: '200',
      // two lanes run two portals at once: no metrics listener (it has one fixed port)
      METRICS_PORT: '0',
    },
  },
});
