// SIGTERM of one of two API processes behind haproxy under 200 requests/s: the draining process answers its readiness
// check 503, so haproxy takes it out before its listener closes, and haproxy retries a request whose connection failed
// on the other process: no client meets a reset or a missing answer, and every acknowledged write is stored.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { postgresMissing, recordFigures, signIn, sleep, startLoad, summarize, tempDir, withPortalOnCluster } from './harness.ts';

const HAPROXY = process.env.HAPROXY_BIN ?? '/usr/sbin/haproxy';
const missing = postgresMissing() ?? (existsSync(HAPROXY) ? null : `haproxy not found at ${HAPROXY} (set HAPROXY_BIN)`);
const scenario = withPortalOnCluster(55403);
const PROXY_PORT = 55431;
let haproxy: ChildProcess | undefined;

afterAll(() => {
  haproxy?.kill('SIGKILL');
});

function startHaproxy(upstreams: number[]): ChildProcess {
  const config = path.join(tempDir('fault-haproxy-'), 'haproxy.cfg');
  writeFileSync(
    config,
    [
      'global',
      '  maxconn 1024',
      'defaults',
      '  mode http',
      '  timeout connect 2s',
      '  timeout client 30s',
      '  timeout server 30s',
      '  retries 3',
      '  option redispatch 1',
      // a request whose connection failed or was closed without an answer goes to the other process
      '  retry-on conn-failure empty-response',
      'frontend portal',
      `  bind 127.0.0.1:${PROXY_PORT}`,
      '  default_backend api',
      'backend api',
      '  balance roundrobin',
      '  option httpchk GET /api/ready',
      '  http-check expect status 200',
      // a busy machine answers a check late now and then: two failures in a row take a process out, one success brings it back
      '  timeout check 2s',
      '  default-server inter 300 fall 2 rise 1',
      ...upstreams.map((port, i) => `  server api${i} 127.0.0.1:${port} check`),
      '',
    ].join('\n'),
  );
  return spawn(HAPROXY, ['-f', config, '-db'], { stdio: ['ignore', 'ignore', 'pipe'] });
}

describe.skipIf(missing)('SIGTERM of one process behind haproxy', () => {
  it('takes the draining process out before its listener closes: no client meets a reset', async () => {
    const a = await scenario.start({ port: 55413, dataPrefix: 'fault-drain-a-' });
    const b = await scenario.start({ port: 55414, dataPrefix: 'fault-drain-b-' });
    haproxy = startHaproxy([a.port, b.port]);
    const proxyUrl = `http://127.0.0.1:${PROXY_PORT}`;
    let token = '';
    for (let tries = 0; !token && tries < 50; tries++) token = await signIn(proxyUrl).catch(() => sleep(200).then(() => ''));
    expect(token).not.toBe('');

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
