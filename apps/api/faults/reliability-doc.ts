// docs/reliability.md: written by the fault suite from the figures it measured (never edited by hand).
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import * as prettier from 'prettier';
import { REPO_DIR } from './harness.ts';

const HEADER = `# Reliability figures

Written by the fault suite (\`npm run test:faults\`, \`apps/api/faults/\`) from what it measured on its last run; do not
edit by hand. Each scenario starts its own PostgreSQL 15 cluster (ports 5441-5450) and portal
processes (3401-3421, SFTP on 3422, haproxy on 3431 for 9 and 3432 for 10; every port below the kernel's ephemeral range, 32768-60999, so no outgoing connection can hold one) on loopback, drives them with a paced load generator (200
requests/s: 70 % orders-list reads, 30 % user-create writes with unique e-mails, at most 100 in flight), injects its
fault, and then checks the database for every write the portal acknowledged (by id and e-mail). Rules and reasoning: docs/decisions/reliability.md.

- **acknowledged**: writes answered 201; **lost**: acknowledged but not in the database afterwards (must be 0);
  **half applied**: a user row without its audit row or the reverse, an import partly applied (must be 0).
- **recovery seconds**: from the moment the fault ends (database back, process restarted) to the last failed answer.
- Figures vary from run to run with the machine's load; the tests assert the promises, not these exact numbers.
`;

/** What the portal promises and the test of each (kept by every run of the suite; edit it here). */
const PROMISES = `## Promises

Each promise and the test that proves it (design: docs/decisions/reliability-promises.md).

| promise | proved by |
| --- | --- |
| A throttle's check and count are one step: of 20 wrong passwords for one user sent at once, 10 are refused as wrong and 10 answered 429; of 12 reset requests at once, 5 pass | \`apps/api/src/modules/auth/throttle.test.ts\` ("counts attempts sent at once", "counts mail requests sent at once") |
| An Idempotency-Key request whose transaction fails (at its commit) stores nothing, its key included: the retry runs at once and creates once | \`apps/api/src/platform/idempotency.test.ts\` ("keeps nothing of a request whose transaction fails at its commit") |
| A committed keyed write is replayed, never run again, 10 minutes and 23 hours later (injected clock) | \`apps/api/src/platform/idempotency.test.ts\` ("replays a committed answer and never runs the call again") |
| Two requests with one key sent at once: one runs, the other replays its answer or is told to retry (409) | \`apps/api/src/platform/idempotency.test.ts\` ("runs one of two requests with one key sent at once", "creates once when the same request arrives several times at once") |
| A keyed write cut by a PostgreSQL outage (503) is retried with its key after the restart and settles at once (201, stored once); one cut by SIGKILL of its process is retried through the other process and settles at once; a committed write whose answer was lost with its process is replayed by the other process | \`apps/api/faults/idempotency.fault.ts\` (scenario 8 below; measured 55-140 ms to the 201 over two runs; before this design: 409 on every retry for 5 minutes) |
| An API token makes at most 600 calls per clock minute across all processes, also sent at once; then 429 from every process until the minute ends | \`apps/api/src/modules/integrations/api-tokens.test.ts\` ("counts a token's calls across two processes on one database") |
| The same through haproxy (round robin) and two real processes on PostgreSQL: of 650 calls of one token in bursts of 50 sent at once, exactly 600 are answered 2xx (by both processes) and 50 answered 429 in the error shape with Retry-After, the seconds left in the minute; then each process refuses the token on its own | \`apps/api/faults/api-token-limit.fault.ts\` (scenario 10 below) |
| Cost of that count: one upsert per token call, 2.0 ms on PostgreSQL 15 over loopback (a \`select 1\` round trip: 0.5 ms), 4.9 ms on in-memory PGlite (round trip 1.9 ms); 3,000 calls each on the shared 2-core machine | measured with a small loop over \`api_token_calls\` (docs/decisions/reliability-promises.md) |
| A reset link or sign-in code asked for just before the process dies (its mail not yet written) is mailed by the sweep of any process 5-10 s later, once; the link and the code work | \`apps/api/src/modules/auth/mail-requests.test.ts\` |
| Every mail is an outbox row; with SMTP the mail worker delivers it once, marks it sent | \`apps/api/src/platform/mail/mail-worker.test.ts\` ("delivers a reset mail asked for by a request once") against a real SMTP server (\`smtp-server\`) |
| An operator's decision (and a credit request, an invitation, a supplier change) and its mail to the supplier commit together: a mail that cannot be written leaves the decision undone, and a retry decides once | \`apps/api/src/modules/orders/detail/ops/decisions.test.ts\` ("commits the decision and its mail together") |
| The SMTP server down for 20 s, then up: the mail arrives once, after the backoff (10 s, 20 s) | \`apps/api/src/platform/mail/mail-worker.test.ts\` ("retries while the SMTP server is down") |
| Two workers (two processes) draining at once send each mail once | \`apps/api/src/platform/mail/mail-worker.test.ts\` ("sends each mail once with two workers") |
| Sent mail rows are deleted after the retention period (30 days); the dev outbox (no SMTP) is never delivered | \`apps/api/src/platform/mail/mail-worker.test.ts\` ("deletes sent rows after the retention period", "never delivers the dev outbox") |
| Webhook deliveries resume after a restart; backoff for 24 h and disable-after-three with its mail run on the injected clock; two workers send once | \`apps/api/src/modules/integrations/webhooks.test.ts\` ("arrives at least once across a portal restart", "is retried with exponential backoff ...", "is sent once when two workers ...") |
| An operator's change of a supplier's feature flag reaches that supplier's open pages through the event stream at once (\`feature-flags-changed\`, the flags reloaded), and no other supplier's | \`apps/api/src/modules/orders/live/events.test.ts\` ("tells the supplier's open streams at once ..."), \`apps/web/src/app/layout/live-updates.test.tsx\` ("reloads the feature flags at once ...") |
| What follows a committed change after its commit (a domain event's reaction: the scorecard alert's mail) is neither lost nor repeated: the changing process killed before any reaction, the reactions are run by another; two processes draining at once, one killed mid-drain, write each mail once; what the change's transaction held (the order's activity row, its scorecard facts) is there without any process | \`apps/api/faults/domain-reactions.fault.ts\` (scenario 11 below), \`apps/api/src/platform/events/domain-events.test.ts\` |
| A partner's EDI file is kept and applied in one transaction: a process killed after applying it and before the commit leaves nothing (no interchange, no order change, no 997), and the resend is applied once, not answered as a duplicate; the same file given to two receivers at once is applied once; an SFTP upload never closed, or with a gap, is not received; a real API process killed with SIGKILL while its SFTP upload is being applied (held on the file's last order) leaves nothing, and the partner's resend to the restarted portal is applied once with one 997 | \`apps/api/src/modules/edi/edi-receive-crash.test.ts\`, \`apps/api/src/modules/edi/sftp/sftp-server.test.ts\` ("does not apply a partial upload"; docs/decisions/edi.md, "Crash safety"), \`apps/api/faults/edi-sftp-kill.fault.ts\` (scenario 12 below) |
| While draining after SIGTERM, new requests get 503; behind haproxy (readiness check \`GET /api/ready\` every 300 ms, two failures take a process out, retry on a failed connection) no client meets a reset: 0 of about 360 requests sent after the signal in two runs, 39-49 answered 503 in the error shape before haproxy took the process out | \`apps/api/src/platform/shutdown.test.ts\`, \`apps/api/faults/sigterm.fault.ts\`, \`apps/api/faults/proxy-drain.fault.ts\` (scenario 9 below) |

`;

function cell(value: unknown): string {
  if (value && typeof value === 'object') {
    return Object.entries(value)
      .map(([k, v]) => `${k}: ${String(v)}`)
      .join(', ');
  }
  return String(value);
}

/** One scenario's section: its figures as a table. */
export function scenarioSection(f: Record<string, unknown>): string {
  const { scenario, ...rest } = f;
  const rows = Object.entries(rest).map(([k, v]) => `| ${k} | ${cell(v)} |`);
  return `## ${String(scenario)}\n\n| figure | value |\n| --- | --- |\n${rows.join('\n')}\n`;
}

export async function writeReliabilityDoc(figures: Record<string, unknown>[], now = new Date()): Promise<void> {
  const sections = figures.map(scenarioSection);
  const text = `${HEADER}\n${PROMISES}\nLast run: ${now.toISOString().slice(0, 16).replace('T', ' ')} UTC, Node ${process.version}, ${process.platform}.\n\n${sections.join('\n')}`;
  const file = path.join(REPO_DIR, 'docs', 'reliability.md');
  // formatted as the repository's prettier check expects, so a committed run passes `prettier --check .`
  writeFileSync(file, await prettier.format(text, { ...(await prettier.resolveConfig(file)), filepath: file }));
}
