// SIGTERM of one of two API processes behind haproxy under 200 requests/s: the draining process answers its readiness
// check 503, so haproxy takes it out before its listener closes, and haproxy retries a request whose connection failed
// on the other process: no client meets a reset or a missing answer, and every acknowledged write is stored.
import { describe, expect, it } from 'vitest';
import { haproxyMissing, postgresMissing, recordFigures, sleep, startLoad, summarize, withTwoPortalsBehindHaproxy } from './harness.ts';

const missing = postgresMissing() ?? haproxyMissing();
const scenario = withTwoPortalsBehindHaproxy({
  clusterPort: 5447,
  proxyPort: 3431,
  portalPorts: [3413, 3414],
  dataPrefix: 'fault-drain-',
});

describe.skipIf(missing)('SIGTERM of one process behind haproxy', () => {
  it('takes the draining process out before its listener closes: no client meets a reset', async () => {
    const { a, b, token } = await scenario.start();
    const proxyUrl = scenario.proxyUrl;

    const load = startLoad({ baseUrl: proxyUrl, token, tag: 'drain' });
    await sleep(3_000);
    const signalAt = performance.now();
    a.child.kill('SIGTERM');
    const exit = await a.exited;
    await sleep(2_000);
    const outcomes = await load.stop();

    const afterSignal = outcomes.filter((o) => o.sentAt >= signalAt);
    const resets = outcomes.filter((o) => o.status === 0);
    const acknowledged = outcomes.filter((o) => o.kind === 'write' && o.status === 201);
    const rows = await scenario.cluster.query<{ id: number; email: string }>(
      `select id, email from users where email like 'load-drain-%'`,
      [],
      'portal',
    );
    const stored = new Map(rows.map((r) => [r.email, r.id]));
    const lost = acknowledged.filter((o) => stored.get(o.email!) !== o.id);

    recordFigures('9 SIGTERM behind haproxy', {
      ...summarize(outcomes),
      sentAfterSignal: afterSignal.length,
      answersAfterSignal: summarize(afterSignal).byStatus,
      resets: resets.length,
      writesLost: lost.length,
      exitCode: exit.code,
      exitSeconds: Number(((exit.at - signalAt) / 1000).toFixed(2)),
    });

    expect(exit.code, a.log()).toBe(0);
    expect(afterSignal.length).toBeGreaterThan(200);
    expect(resets.map((o) => o.error)).toEqual([]);
    expect(lost).toEqual([]);
    expect(outcomes.filter((o) => o.badShape)).toEqual([]);
    expect(b.alive(), b.log()).toBe(true);
  });
});
