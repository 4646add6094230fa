// PostgreSQL backends terminated, then the server crashed and restarted, under 200 requests/s of reads and writes:
// the API process stays up, answers 503 in the error shape while the database is away (never a 500), every write it
// acknowledged is in the database afterwards, none is half applied, and errors stop within 5 s of the database's return.
import { describe, expect, it } from 'vitest';
import { postgresMissing, recordFigures, signIn, sleep, startLoad, summarize, withPortalOnCluster } from './harness.ts';

const missing = postgresMissing();
const scenario = withPortalOnCluster(5441);

describe.skipIf(missing)('PostgreSQL terminated and restarted under load', () => {
  it('keeps the process up, loses no acknowledged write, half-applies none, recovers within 5 s', async () => {
    const portal = await scenario.start({ port: 3401, dataPrefix: 'fault-db-' });
    const cluster = scenario.cluster;
    const token = await signIn(portal.baseUrl);

    const load = startLoad({ baseUrl: portal.baseUrl, token, tag: 'db' });
    await sleep(3_000);
    // every open connection of the portal cut, as an administrator or a failover does
    const terminated = await cluster.query<{ pid: number }>(
      `select pid, pg_terminate_backend(pid) from pg_stat_activity where datname = 'portal' and pid <> pg_backend_pid()`,
    );
    await sleep(2_000);
    // then the server itself goes down hard (no checkpoint) for 3 s and comes back through crash recovery
    const downAt = performance.now();
    cluster.stop('immediate');
    await sleep(3_000);
    cluster.start();
    const backAt = performance.now();
    await sleep(8_000);
    const outcomes = await load.stop();

    const figures = summarize(outcomes);
    const afterBack = outcomes.filter((o) => o.sentAt >= backAt);
    const failedAfterBack = afterBack.filter((o) => o.status < 200 || o.status >= 300);
    const lastError = failedAfterBack.reduce((latest, o) => Math.max(latest, o.doneAt), backAt);
    const recoverySeconds = Number(((lastError - backAt) / 1000).toFixed(2));

    // acknowledged writes, checked by id and e-mail; each user's creation and its audit row are one transaction
    const acknowledged = outcomes.filter((o) => o.kind === 'write' && o.status === 201);
    const rows = await cluster.query<{ id: number; email: string; audits: string; links: string }>(
      `select u.id, u.email, (select count(*) from user_changes c where c.user_id = u.id and c.action = 'create') as audits,
              (select count(*) from password_tokens t where t.user_id = u.id and t.purpose = 'create') as links
         from users u where u.email like 'load-db-%'`,
      [],
      'portal',
    );
    const stored = new Map(rows.map((r) => [r.email, r]));
    // acknowledged: the user, its audit row and its create-password link (issued after the commit) are all there
    const lost = acknowledged.filter((o) => stored.get(o.email!)?.id !== o.id || Number(stored.get(o.email!)?.links) < 1);
    const halfApplied = rows.filter((r) => Number(r.audits) !== 1);

    recordFigures('1 database terminated and restarted', {
      ...figures,
      achievedRatePerSecond: Math.round(outcomes.length / ((performance.now() - downAt + 5_000) / 1000)),
      skippedAtInFlightCap: load.skipped(),
      backendsTerminated: terminated.length,
      databaseDownSeconds: Number(((backAt - downAt) / 1000).toFixed(2)),
      writesLost: lost.length,
      writesHalfApplied: halfApplied.length,
      writesStoredButUnacknowledged: rows.length - acknowledged.length,
      recoverySeconds,
      processStayedUp: portal.alive(),
    });

    expect(portal.alive(), portal.log()).toBe(true);
    expect(terminated.length).toBeGreaterThan(0);
    expect(acknowledged.length).toBeGreaterThan(100);
    expect(lost).toEqual([]);
    expect(halfApplied).toEqual([]);
    // while the database was away the API answered 503 in the error shape, not 500 and not a dropped connection
    expect(outcomes.filter((o) => o.status === 0 || o.status >= 500).every((o) => o.status === 503)).toBe(true);
    expect(outcomes.filter((o) => o.status === 503).length).toBeGreaterThan(0);
    expect(figures.badShape).toBe(0);
    expect(recoverySeconds).toBeLessThan(5);
    // and it serves normally afterwards
    expect(afterBack.filter((o) => o.sentAt > backAt + 5_000).every((o) => o.status >= 200 && o.status < 300)).toBe(true);
  });
});
