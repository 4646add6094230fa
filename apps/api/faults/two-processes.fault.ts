// Two API processes on one PostgreSQL behind a small round-robin proxy: an order changed through one reaches an
// event-stream client of the other, and the other's next read of it shows the change (its kept answer is not served:
// platform/caches/answer-cache.ts); one killed with SIGKILL under load loses no acknowledged write and the other keeps
// serving.
import type http from 'node:http';
import { afterAll, describe, expect, it } from 'vitest';
import { openEventStream } from '../test/sse-client.ts';
import { postgresMissing, recordFigures, signIn, sleep, startLoad, startProxy, summarize, withPortalOnCluster } from './harness.ts';

const missing = postgresMissing();
const scenario = withPortalOnCluster(5443);
let proxy: http.Server | undefined;

afterAll(() => {
  proxy?.closeAllConnections();
  proxy?.close();
});

describe.skipIf(missing)('two API processes on one PostgreSQL', () => {
  it('fans an order change out to the other process and survives losing one process under load', async () => {
    // the first process migrates and seeds; the second finds the data there
    const a = await scenario.start({ port: 3403, dataPrefix: 'fault-two-a-' });
    const b = await scenario.start({ port: 3404, dataPrefix: 'fault-two-b-' });
    const cluster = scenario.cluster;
    proxy = await startProxy(3420, [a.port, b.port]);
    const proxyUrl = 'http://127.0.0.1:3420';

    // an order changed through A reaches an event stream held by B
    const token = await signIn(proxyUrl);
    const [order] = await cluster.query<{ id: number }>(
      `select o.id from orders o join supplier_memberships m on m.supplier_id = o.supplier_id join users u on u.id = m.user_id
        where u.email = 'admin@acme.test' and o.status = 'NeedsProcessing' order by o.id limit 1`,
      [],
      'portal',
    );
    expect(order).toBeDefined();
    // B keeps its answer of the order page (the second read is the kept bytes)
    const readThroughB = async () => {
      const answer = await fetch(`${b.baseUrl}/api/orders/${order!.id}`, { headers: { authorization: `Bearer ${token}` } });
      expect(answer.status).toBe(200);
      return ((await answer.json()) as { purchaseOrderStatus: string }).purchaseOrderStatus;
    };
    expect(await readThroughB()).toBe('NeedsProcessing');
    expect(await readThroughB()).toBe('NeedsProcessing');
    const stream = await openEventStream(b.baseUrl, token);
    expect(stream.status).toBe(200);
    const changedAt = performance.now();
    const res = await fetch(`${a.baseUrl}/api/orders/bulk/process`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ orders: [order!.id] }),
    });
    expect(res.status, await res.clone().text()).toBe(200);
    // read-your-writes across processes: B's very next read, sent the moment A answered, shows what A wrote
    const [written] = await cluster.query<{ status: string }>(`select status from orders where id = $1`, [order!.id], 'portal');
    expect(written!.status).not.toBe('NeedsProcessing');
    expect(await readThroughB()).toBe(written!.status);
    const frame = await stream.next(5_000);
    const fanOutMs = Math.round(performance.now() - changedAt);
    expect(frame.event).toBe('order-changed');
    expect(JSON.parse(frame.data!)).toEqual({ orderId: order!.id });
    stream.close();

    // load through the proxy; A dies without warning halfway
    const load = startLoad({ baseUrl: proxyUrl, token, tag: 'two' });
    await sleep(3_000);
    const killedAt = performance.now();
    a.child.kill('SIGKILL');
    await a.exited;
    await sleep(4_000);
    const outcomes = await load.stop();

    const acknowledged = outcomes.filter((o) => o.kind === 'write' && o.status === 201);
    const rows = await cluster.query<{ id: number; email: string; audits: string }>(
      `select u.id, u.email, (select count(*) from user_changes c where c.user_id = u.id and c.action = 'create') as audits
         from users u where u.email like 'load-two-%'`,
      [],
      'portal',
    );
    const stored = new Map(rows.map((r) => [r.email, r.id]));
    const lost = acknowledged.filter((o) => stored.get(o.email!) !== o.id);
    const halfApplied = rows.filter((r) => Number(r.audits) !== 1);
    const afterKill = outcomes.filter((o) => o.sentAt > killedAt);
    const failedAfterKill = afterKill.filter((o) => o.status < 200 || o.status >= 300);
    const lastFailure = failedAfterKill.reduce((latest, o) => Math.max(latest, o.doneAt), killedAt);

    recordFigures('3 two processes, one killed', {
      ...summarize(outcomes),
      eventFanOutMs: fanOutMs,
      writesLost: lost.length,
      writesHalfApplied: halfApplied.length,
      failedAfterKill: failedAfterKill.length,
      recoverySeconds: Number(((lastFailure - killedAt) / 1000).toFixed(2)),
      survivorServing: b.alive(),
    });

    expect(b.alive(), b.log()).toBe(true);
    expect(acknowledged.length).toBeGreaterThan(50);
    expect(lost).toEqual([]);
    expect(halfApplied).toEqual([]);
    // only the requests A held when it died can fail (502 from the proxy); everything sent a moment later succeeds
    expect(afterKill.filter((o) => o.sentAt > killedAt + 1_000 && (o.status < 200 || o.status >= 300))).toEqual([]);
    expect(afterKill.length).toBeGreaterThan(100);
    expect((await fetch(`${b.baseUrl}/api/ready`)).status).toBe(200);
  });
});
