// Idempotent writes cut by a fault settle within seconds (docs/decisions/reliability-promises.md): an operator's credit
// request held up by a lock when PostgreSQL stops, or when its process is killed with SIGKILL, is retried with its key
// (after the restart, through the other process) and stored once; a committed request whose answer was lost with its
// process is replayed by the other process, never run again.
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { postgresMissing, recordFigures, signIn, sleep, withPortalOnCluster, type Portal } from './harness.ts';

const missing = postgresMissing();
const scenario = withPortalOnCluster(5446);
const OPERATOR = 'ops@marketplace.test';
const held: pg.Client[] = [];

afterAll(async () => {
  for (const client of held) await client.end().catch(() => undefined);
});

interface Answer {
  status: number;
  replayed: boolean;
  id?: number;
}

async function raiseCredit(portal: Portal, token: string, key: string, po: string, reason: string): Promise<Answer> {
  try {
    const res = await fetch(`${portal.baseUrl}/api/ops/credit-requests`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'idempotency-key': key },
      body: JSON.stringify({ purchaseOrderNumber: po, amount: '4.50', reasonForCredit: reason }),
      signal: AbortSignal.timeout(10_000),
    });
    const body = (await res.json().catch(() => null)) as { id?: number } | null;
    return { status: res.status, replayed: res.headers.get('idempotent-replayed') === 'true', id: body?.id };
  } catch {
    return { status: 0, replayed: false };
  }
}

/** Retries with the same key until the answer is neither "in progress" (409) nor "unavailable" (503, no answer). */
async function retryUntilSettled(send: () => Promise<Answer>, limitMs: number) {
  const started = performance.now();
  const answers: number[] = [];
  for (;;) {
    const answer = await send();
    answers.push(answer.status);
    if (answer.status !== 409 && answer.status !== 503 && answer.status !== 0) {
      return { answer, answers, settledMs: Math.round(performance.now() - started) };
    }
    if (performance.now() - started > limitMs) return { answer, answers, settledMs: Math.round(performance.now() - started) };
    await sleep(250);
  }
}

/** A session that holds `orders` locked, so a credit request waits inside its transaction until the fault comes. */
async function lockOrders(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => undefined);
  await client.connect();
  held.push(client);
  await client.query('begin');
  await client.query('lock table orders in access exclusive mode');
  return client;
}

async function waitForLockWaiter(query: (text: string) => Promise<{ n: number }[]>): Promise<void> {
  for (let waited = 0; waited < 10_000; waited += 100) {
    const [row] = await query(`select count(*)::int as n from pg_stat_activity where datname = 'portal' and wait_event_type = 'Lock'`);
    if (row!.n > 0) return;
    await sleep(100);
  }
  throw new Error('the credit request never waited for the lock');
}

describe.skipIf(missing)('idempotent writes after a fault', () => {
  it('a write cut by a database outage or a killed process settles within seconds and is stored once', async () => {
    const a = await scenario.start({ port: 3410, dataPrefix: 'fault-idem-a-' });
    const b = await scenario.start({ port: 3411, dataPrefix: 'fault-idem-b-' });
    const cluster = scenario.cluster;
    const query = <T>(text: string) => cluster.query<T>(text, [], 'portal');
    const [order] = await query<{ po: string }>(
      `select o.purchase_order_number as po from orders o join suppliers s on s.id = o.supplier_id order by o.id limit 1`,
    );
    const po = order!.po;
    const stored = async (reason: string) =>
      (
        await cluster.query<{ n: number }>(
          `select count(*)::int as n from credit_requests where reason_for_credit = $1`,
          [reason],
          'portal',
        )
      )[0]!.n;

    // 1. the database stops while the request waits inside its transaction; retried with its key once it is back
    let token = await signIn(a.baseUrl, OPERATOR);
    const lock1 = await lockOrders(cluster.url('portal'));
    const cut = raiseCredit(a, token, 'fault-outage-1', po, 'Cut by an outage');
    await waitForLockWaiter(query);
    cluster.stop('immediate');
    const duringOutage = await cut;
    await lock1.end().catch(() => undefined);
    await sleep(1_000);
    cluster.start();
    const afterOutage = await retryUntilSettled(() => raiseCredit(a, token, 'fault-outage-1', po, 'Cut by an outage'), 20_000);

    // 2. the process is killed with SIGKILL while the request waits; retried with its key through the other process
    token = await signIn(b.baseUrl, OPERATOR);
    const lock2 = await lockOrders(cluster.url('portal'));
    const killed = raiseCredit(a, token, 'fault-kill-1', po, 'Cut by SIGKILL');
    await waitForLockWaiter(query);
    a.child.kill('SIGKILL');
    await a.exited;
    const duringKill = await killed;
    await lock2.query('commit');
    const afterKill = await retryUntilSettled(() => raiseCredit(b, token, 'fault-kill-1', po, 'Cut by SIGKILL'), 20_000);

    // 3. committed, but its answer lost with its process: the other process replays it and runs nothing again
    const c = await scenario.start({ port: 3412, dataPrefix: 'fault-idem-c-' });
    const committed = await raiseCredit(c, token, 'fault-committed-1', po, 'Committed, answer lost');
    c.child.kill('SIGKILL');
    await c.exited;
    const replay = await raiseCredit(b, token, 'fault-committed-1', po, 'Committed, answer lost');

    recordFigures('8 idempotent writes after a fault', {
      outageFirstAnswer: duringOutage.status,
      outageRetryAnswers: afterOutage.answers.join(' '),
      outageSettledMs: afterOutage.settledMs,
      killFirstAnswer: duringKill.status,
      killRetryAnswers: afterKill.answers.join(' '),
      killSettledMs: afterKill.settledMs,
      committedReplayed: replay.replayed,
    });

    expect(duringOutage.status).toBe(503);
    expect(afterOutage.answer.status).toBe(201);
    expect(afterOutage.answer.replayed).toBe(false);
    expect(afterOutage.settledMs).toBeLessThan(10_000);
    expect(await stored('Cut by an outage')).toBe(1);

    expect(duringKill.status).toBe(0);
    expect(afterKill.answer.status).toBe(201);
    expect(afterKill.answer.replayed).toBe(false);
    expect(afterKill.settledMs).toBeLessThan(5_000);
    expect(await stored('Cut by SIGKILL')).toBe(1);

    expect(committed.status).toBe(201);
    expect(replay).toEqual({ status: 201, replayed: true, id: committed.id });
    expect(await stored('Committed, answer lost')).toBe(1);
    expect(b.alive(), b.log()).toBe(true);
  });
});
