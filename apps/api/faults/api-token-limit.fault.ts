// An API token's 600 calls a minute hold across real processes (docs/decisions/reliability-promises.md, "API tokens"):
// 650 calls of one token in bursts sent at once through haproxy, round robin over two portal processes on one
// PostgreSQL, get exactly 600 answers 2xx (from both processes) and 50 answers 429 in the error shape, whose
// Retry-After is the time left in the minute. The processes run on the system clock, so the next minute is not waited
// for: the Retry-After says when it starts (the next minute passing again is proved on the injected clock in
// apps/api/src/modules/integrations/api-tokens.test.ts).
import { API_TOKEN_CALLS_PER_MINUTE } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { haproxyMissing, isErrorShape, postgresMissing, recordFigures, withTwoPortalsBehindHaproxy } from './harness.ts';

const missing = postgresMissing() ?? haproxyMissing();
const scenario = withTwoPortalsBehindHaproxy({
  clusterPort: 5448,
  proxyPort: 3432,
  portalPorts: [3415, 3416],
  dataPrefix: 'fault-token-',
});
const CALLS = 650;
const BURST = 50;

interface Call {
  status: number;
  servedBy: string;
  retryAfter: string | null;
  badShape: boolean;
  sentAt: number;
  doneAt: number;
}

async function call(url: string, secret: string): Promise<Call> {
  const sentAt = Date.now();
  const res = await fetch(`${url}/api/feature-flags`, {
    headers: { authorization: `Bearer ${secret}` },
    signal: AbortSignal.timeout(15_000),
  });
  const body: unknown = await res.json().catch(() => null);
  return {
    status: res.status,
    servedBy: res.headers.get('x-served-by') ?? '',
    retryAfter: res.headers.get('retry-after'),
    badShape: !res.ok && !isErrorShape(body, res.status),
    sentAt,
    doneAt: Date.now(),
  };
}

function countBy(calls: Call[], key: (c: Call) => string): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const c of calls) counts[key(c)] = (counts[key(c)] ?? 0) + 1;
  return counts;
}

const minuteEnd = (ms: number) => ms - (ms % 60_000) + 60_000;

async function createToken(url: string, session: string): Promise<{ id: number; secret: string }> {
  const res = await fetch(`${url}/api/integrations/api-tokens`, {
    method: 'POST',
    headers: { authorization: `Bearer ${session}`, 'content-type': 'application/json' },
    body: JSON.stringify({ name: `Fault suite ${Date.now()}`, scopes: ['read'] }),
  });
  if (res.status !== 201) throw new Error(`token not created: ${res.status} ${await res.text()}`);
  return (await res.json()) as { id: number; secret: string };
}

/** 650 calls of a new token in bursts sent at once through the proxy, then one call to each process directly. */
async function bursts(proxyUrl: string, session: string, direct: string[]) {
  const token = await createToken(proxyUrl, session);
  const started = Date.now();
  const calls: Call[] = [];
  for (let sent = 0; sent < CALLS; sent += BURST) {
    calls.push(...(await Promise.all(Array.from({ length: Math.min(BURST, CALLS - sent) }, () => call(proxyUrl, token.secret)))));
  }
  const burstsDone = Date.now();
  const afterwards = await Promise.all(direct.map((url) => call(url, token.secret)));
  return { token, calls, afterwards, started, burstsDone, finished: Date.now() };
}

describe.skipIf(missing)("an API token's limit through two processes behind haproxy", () => {
  it('answers exactly 600 calls of a minute 2xx, from both processes, and the rest 429 with the time to wait', async () => {
    const begun = performance.now();
    const { a, b, token: session } = await scenario.start();
    const proxyUrl = scenario.proxyUrl;
    const startSeconds = (performance.now() - begun) / 1000;

    // The processes count by their clock's minute, which the suite does not move. Bursts that cross a minute's end are
    // run again with a new token: they start just after that end, so the minute has room for them (no waiting).
    let run = await bursts(proxyUrl, session, [a.baseUrl, b.baseUrl]);
    let attempts = 1;
    if (minuteEnd(run.started) !== minuteEnd(run.finished)) {
      run = await bursts(proxyUrl, session, [a.baseUrl, b.baseUrl]);
      attempts++;
    }
    const { token, calls, afterwards } = run;

    const passed = calls.filter((c) => c.status >= 200 && c.status < 300);
    const refused = calls.filter((c) => c.status === 429);
    const servedBy = countBy(passed, (c) => c.servedBy);
    const windows = await scenario.cluster.query<{ calls: number }>(
      'select calls from api_token_calls where token_id = $1',
      [token.id],
      'portal',
    );
    // Retry-After is the server's seconds to the minute's end, rounded up: between what was left when the answer
    // arrived and what was left (plus the rounding) when the call was sent
    const wrongWait = refused.filter((c) => {
      const wait = Number(c.retryAfter) * 1000;
      return !(wait >= minuteEnd(c.sentAt) - c.doneAt && wait < minuteEnd(c.sentAt) - c.sentAt + 1000);
    });

    recordFigures('10 API-token limit through two processes behind haproxy', {
      calls: calls.length,
      burst: BURST,
      attempts,
      burstsSeconds: Number(((run.burstsDone - run.started) / 1000).toFixed(2)),
      startSeconds: Number(startSeconds.toFixed(1)),
      byStatus: countBy(calls, (c) => String(c.status)),
      passedByProcess: servedBy,
      retryAfterSeconds: [...new Set(refused.map((c) => c.retryAfter))].join(' '),
      badShape: calls.filter((c) => c.badShape).length,
      afterwardsDirect: afterwards.map((c) => c.status).join(' '),
    });

    expect(minuteEnd(run.started)).toBe(minuteEnd(run.finished));
    expect(passed).toHaveLength(API_TOKEN_CALLS_PER_MINUTE);
    expect(refused).toHaveLength(CALLS - API_TOKEN_CALLS_PER_MINUTE);
    expect(Object.keys(servedBy).sort()).toEqual(['api0', 'api1']);
    expect(calls.filter((c) => c.badShape)).toEqual([]);
    expect(wrongWait).toEqual([]);
    expect(afterwards.map((c) => c.status)).toEqual([429, 429]);
    // one count for the minute, every call in it (the refused ones too), whichever process took it
    expect(windows.map((w) => w.calls)).toEqual([CALLS + afterwards.length]);
    expect(a.alive() && b.alive()).toBe(true);
  });
});
