// Clears the figures of the last run, and after the suite writes docs/reliability.md from the scenarios' figures.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { postgresMissing } from './harness.ts';
import { writeReliabilityDoc } from './reliability-doc.ts';

const resultsDir = path.join(os.tmpdir(), 'fault-results');
/** Scenarios that record figures (a skipped one records why): 1, 2, 3, 4a, 4b, 5, 6, 8, 9, 10, 11, 12. */
const SCENARIOS = 12;

export function setup() {
  rmSync(resultsDir, { recursive: true, force: true });
  mkdirSync(resultsDir, { recursive: true });
  const missing = postgresMissing();
  if (missing) console.warn(missing);
}

export async function teardown() {
  if (!existsSync(resultsDir)) return;
  const figures = readdirSync(resultsDir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => JSON.parse(readFileSync(path.join(resultsDir, f), 'utf8')) as Record<string, unknown>);
  // a run of some files only (npm run test:faults -- sigterm) leaves the document as the last full run wrote it
  if (figures.length >= SCENARIOS) await writeReliabilityDoc(figures);
  else console.warn(`fault suite: ${figures.length} of ${SCENARIOS} scenarios measured; docs/reliability.md left as it was`);
}
