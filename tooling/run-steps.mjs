// `npm test`'s runner: the checks in order, each timed, with a table of the times at the end (CI prints it; docs/operations.md).
// The static checks (the five typechecks, lint, format) run two at a time, as the machine has two cores: each one's output
// is printed whole when it ends, so nothing interleaves. Then the unit/API/web tests, the build, the budgets and E2E.
// The first failing step stops the run with its exit code, after the table of what ran.
import { spawn } from 'node:child_process';
import { availableParallelism, cpus } from 'node:os';

const npx = (...args) => ['npx', args];
const npm = (...args) => ['npm', args];

/** Checks that read the tree only: order-free, run side by side. */
const staticSteps = [
  ['typecheck contracts', npx('tsc', '-p', 'packages/contracts')],
  ['typecheck api', npx('tsc', '-p', 'apps/api')],
  ['typecheck web', npx('tsc', '-p', 'apps/web')],
  ['typecheck e2e', npx('tsc', '-p', 'e2e')],
  ['typecheck tooling', npx('tsc', '-p', 'tooling')],
  ['lint', npm('run', 'lint', '--silent')],
  ['format', npm('run', 'format:check', '--silent')],
];
/** Then one after another: each one needs the machine. */
const serialSteps = [
  ['unit, web and API tests (vitest)', npx('vitest', 'run')],
  ['build', npm('run', 'build', '--silent')],
  ['budgets', npm('run', 'budgets', '--silent')],
  ['E2E (Playwright, Chromium)', npm('run', 'test', '-w', 'e2e', '--silent')],
];

const only = process.argv.slice(2);
const pick = (steps) => (only.length ? steps.filter(([name]) => only.some((word) => name.startsWith(word))) : steps);

const times = [];
const seconds = (ms) => (ms / 1000).toFixed(1);
/** All cores' busy and total time so far: a step's share of busy cores shows whether work beside it would fit. */
const coreTimes = () =>
  cpus().reduce(
    (sum, { times: t }) => ({
      busy: sum.busy + t.user + t.nice + t.sys + t.irq,
      total: sum.total + t.user + t.nice + t.sys + t.irq + t.idle,
    }),
    { busy: 0, total: 0 },
  );
const busyPercent = (from) => {
  const now = coreTimes();
  const total = now.total - from.total;
  return total > 0 ? Math.round((100 * (now.busy - from.busy)) / total) : 0;
};

function run([name, [command, args]], { capture }) {
  const started = Date.now();
  const cores = coreTimes();
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: capture ? ['ignore', 'pipe', 'pipe'] : 'inherit', env: process.env });
    const chunks = [];
    if (capture) {
      child.stdout.on('data', (c) => chunks.push(c));
      child.stderr.on('data', (c) => chunks.push(c));
    }
    child.on('close', (code, signal) => {
      const ms = Date.now() - started;
      const status = code ?? (signal ? 1 : 0);
      times.push({ name, ms, status, busy: busyPercent(cores) });
      if (capture && chunks.length) process.stdout.write(Buffer.concat(chunks));
      console.log(`[step] ${name}: ${status === 0 ? 'passed' : `FAILED (${code ?? signal})`} in ${seconds(ms)} s`);
      resolve(status);
    });
  });
}

function report() {
  const width = Math.max(...times.map((t) => t.name.length));
  console.log('\n[steps] npm test');
  for (const t of times)
    console.log(
      `[steps]   ${t.name.padEnd(width)}  ${seconds(t.ms).padStart(7)} s  cpu ${String(t.busy).padStart(3)}%  ${t.status === 0 ? 'ok' : 'FAILED'}`,
    );
  console.log(`[steps]   ${'total'.padEnd(width)}  ${seconds(Date.now() - begun).padStart(7)} s`);
}

const begun = Date.now();
let failed = 0;
const queue = [...pick(staticSteps)];
const lanes = Math.max(1, Math.min(2, availableParallelism()));
await Promise.all(
  Array.from({ length: lanes }, async () => {
    while (queue.length) {
      const status = await run(queue.shift(), { capture: true });
      if (status !== 0 && !failed) failed = status;
    }
  }),
);
for (const step of failed ? [] : pick(serialSteps)) {
  const status = await run(step, { capture: false });
  if (status !== 0) {
    failed = status;
    break;
  }
}
report();
process.exit(failed);
