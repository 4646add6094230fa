// `npm test -w e2e` (the E2E step of `npm test`): the two lanes of lanes.ts side by side, each a Playwright run with its
// own portal on its own port (E2E_PORT and E2E_PORT + 1) and database. Each line is printed with its lane's tag as it
// comes; a summary of both runs at the end. Fails when either lane fails. Arguments go to both runs (a spec's name runs
// it in its lane; the other lane then finds nothing, which passes).
import { spawn, spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createInterface } from 'node:readline';

const base = Number(process.env.E2E_PORT ?? 3100);
const lanes = [
  { lane: 'a', port: base },
  { lane: 'b', port: base + 1 },
];

function runLane({ lane, port }) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn('npx', ['playwright', 'test', '--pass-with-no-tests', ...process.argv.slice(2)], {
      cwd: import.meta.dirname,
      env: { ...process.env, E2E_LANE: lane, E2E_PORT: String(port) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const tail = [];
    for (const stream of [child.stdout, child.stderr])
      createInterface({ input: stream }).on('line', (line) => {
        console.log(`[lane ${lane}] ${line}`);
        if (line.trim()) tail.push(line);
        if (tail.length > 6) tail.shift();
      });
    child.on('close', (code, signal) => resolve({ lane, status: code ?? (signal ? 1 : 0), seconds: (Date.now() - started) / 1000, tail }));
  });
}

/**
 * The demo data, seeded once for both lanes (each lane's portal starts from a copy: playwright.config.ts): two seeds at
 * once were ~27 s of a core each at the start of the run, where the lanes' tests could not begin anyway.
 */
function seedOnce() {
  const dir = `/tmp/portal-e2e-seed-${base}`;
  rmSync(dir, { recursive: true, force: true });
  const started = Date.now();
  const seeded = spawnSync('npm', ['run', 'seed', '--silent', '-w', 'apps/api'], {
    cwd: `${import.meta.dirname}/..`,
    env: { ...process.env, DATA_DIR: dir, NODE_ENV: 'test', LOG_LEVEL: 'warn' },
    stdio: 'inherit',
  });
  if (seeded.status !== 0) process.exit(seeded.status ?? 1);
  console.log(`[lanes] demo data seeded once in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return dir;
}

if (!process.env.E2E_REUSE) process.env.E2E_SEEDED_DIR = seedOnce();
const results = await Promise.all(lanes.map(runLane));
console.log('\n[lanes] E2E');
for (const r of results) {
  console.log(`[lanes]   lane ${r.lane}: ${r.status === 0 ? 'passed' : `FAILED (${r.status})`} in ${r.seconds.toFixed(1)} s`);
  for (const line of r.tail) console.log(`[lanes]     ${line}`);
}
process.exit(results.find((r) => r.status !== 0)?.status ?? 0);
