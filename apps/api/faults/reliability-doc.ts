// docs/reliability.md: written by the fault suite from the figures it measured (never edited by hand).
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import * as prettier from 'prettier';
import { REPO_DIR } from './harness.ts';

const HEADER = `# Reliability figures

Written by the fault suite (\`npm run test:faults\`, \`apps/api/faults/\`) from what it measured on its last run; do not
edit by hand. Each scenario starts its own PostgreSQL 15 cluster (ports 5441-5449) and portal processes (3401-3419) on
loopback, drives them with a paced load generator (200 requests/s: 70 % orders-list reads, 30 % user-create writes with
unique e-mails, at most 100 in flight), injects its fault, and then checks the database for every write the portal
acknowledged (by id and e-mail). Rules and reasoning: docs/decisions/reliability.md.

- **acknowledged**: writes answered 201; **lost**: acknowledged but not in the database afterwards (must be 0);
  **half applied**: a user row without its audit row or the reverse, an import partly applied (must be 0).
- **recovery seconds**: from the moment the fault ends (database back, process restarted) to the last failed answer.
- Figures vary from run to run with the machine's load; the tests assert the promises, not these exact numbers.
`;

function cell(value: unknown): string {
  if (value && typeof value === 'object') {
    return Object.entries(value)
      .map(([k, v]) => `${k}: ${String(v)}`)
      .join(', ');
  }
  return String(value);
}

export async function writeReliabilityDoc(figures: Record<string, unknown>[], now = new Date()): Promise<void> {
  const sections = figures.map((f) => {
    const { scenario, ...rest } = f;
    const rows = Object.entries(rest).map(([k, v]) => `| ${k} | ${cell(v)} |`);
    return `## ${String(scenario)}\n\n| figure | value |\n| --- | --- |\n${rows.join('\n')}\n`;
  });
  const text = `${HEADER}\nLast run: ${now.toISOString().slice(0, 16).replace('T', ' ')} UTC, Node ${process.version}, ${process.platform}.\n\n${sections.join('\n')}`;
  const file = path.join(REPO_DIR, 'docs', 'reliability.md');
  // formatted as the repository's prettier check expects, so a committed run passes `prettier --check .`
  writeFileSync(file, await prettier.format(text, { ...(await prettier.resolveConfig(file)), filepath: file }));
}
