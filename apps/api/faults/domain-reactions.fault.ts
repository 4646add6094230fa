// Domain events' after-commit reactions (platform/events) through two API processes on one PostgreSQL, with SIGKILL:
// changes committed by a process that dies before reacting are reacted to by the other (nothing lost), and two workers
// draining at once, one of them killed mid-drain, write each reaction's mail once (nothing twice). The reaction here is
// the scorecard alert's mail: an operator's strict standards for a supplier raise its figures, a return to the global
// standards lowers them, and each rise is one mail per active Admin.
import { describe, expect, it } from 'vitest';
import { postgresMissing, recordFigures, signIn, sleep, withPortalOnCluster, type Portal } from './harness.ts';

const missing = postgresMissing();
const scenario = withPortalOnCluster(5449);
const STRICT = {
  onTimeShipment: { target: 100, good: 100 },
  validTracking: { target: 100, good: 100 },
  cancellation: { target: 0, good: 0 },
  processingTime: { target: 0, good: 0 },
  invoiceAccuracy: { target: 100, good: 100 },
};
const ALERT_MAILS = `select count(*)::int as n from outbox where subject like '% is in trouble' or subject like '% is projected to be in trouble'`;

describe.skipIf(missing)('domain reactions through two processes and SIGKILL', () => {
  it('reacts once to every committed event: none lost with a dead process, none repeated by two workers', async () => {
    // A reacts to nothing (its worker off): what it commits waits for another process
    // (the scorecard's hourly loop off in every process: only the standards below raise alerts)
    const quiet = { PERFORMANCE_WORKER: 'false' };
    const a = await scenario.start({ port: 3417, dataPrefix: 'fault-reactions-a-', env: { ...quiet, REACTIONS_WORKER: 'false' } });
    const cluster = scenario.cluster;
    const query = async (text: string, values: unknown[] = []) => cluster.query<Record<string, number>>(text, values, 'portal');
    // from no waiting reaction (the seed's first alerts are another test's)
    await query(`delete from domain_event_reactions`);
    const [acme] = await query(
      `select m.supplier_id as id from users u join supplier_memberships m on m.user_id = u.id where u.email = 'admin@acme.test'`,
    );
    const [admins] = await query(
      `select count(*)::int as n from supplier_memberships where supplier_id = $1 and is_admin and is_active and accepted_on is not null`,
      [acme!.id],
    );
    const mailsBefore = (await query(ALERT_MAILS))[0]!.n!;
    const token = await signIn(a.baseUrl, 'ops@marketplace.test');
    const standards = `${a.baseUrl}/api/ops/performance/standards/suppliers/${acme!.id}`;
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    // strict, then global again, ten times, and strict at the end: each strict raises the figures the global standards
    // leave in range; only the last rises are still true when the mails are written, the others are superseded
    for (let i = 0; i < 10; i++) {
      const put = await fetch(standards, { method: 'PUT', headers, body: JSON.stringify(STRICT) });
      expect(put.status, await put.clone().text()).toBe(200);
      const back = await fetch(standards, { method: 'DELETE', headers: { authorization: headers.authorization } });
      expect(back.status, await back.clone().text()).toBe(200);
    }
    const last = await fetch(standards, { method: 'PUT', headers, body: JSON.stringify(STRICT) });
    expect(last.status, await last.clone().text()).toBe(200);
    // an order change through A: its in-transaction reactions (the activity row, the scorecard's facts) commit with it
    const [order] = await query(`select id from orders where supplier_id = $1 and status = 'NeedsProcessing' order by id limit 1`, [
      acme!.id,
    ]);
    const supplierToken = await signIn(a.baseUrl);
    const processed = await fetch(`${a.baseUrl}/api/orders/bulk/process`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${supplierToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ orders: [order!.id] }),
    });
    expect(processed.status, await processed.clone().text()).toBe(200);
    const [waiting] = await query(`select count(*)::int as n from domain_event_reactions where subscriber = 'performance.alert-mail'`);
    const rises = waiting!.n!;
    expect(rises).toBeGreaterThanOrEqual(11);
    // the rises still true (the figure's alert and since as the rise left them): one mail each per active Admin
    const [current] = await query(
      `select count(*)::int as n from domain_event_reactions r
         join performance_alerts a on a.supplier_id = (r.event ->> 'supplierId')::int and a.figure = r.event ->> 'figure'
        where r.subscriber = 'performance.alert-mail' and a.alert = r.event ->> 'alert' and a.since = (r.event ->> 'raisedAt')::timestamptz`,
    );
    const stillTrue = current!.n!;
    expect(stillTrue).toBeGreaterThanOrEqual(1);
    // the change's process dies before any reaction ran
    a.child.kill('SIGKILL');
    await a.exited;

    // what the change's transaction held is there without any process: the activity row and the order's facts
    const [held] = await query(
      `select (select count(*)::int from order_history where order_id = $1 and action = 'process') as activity,
              (select count(*)::int from performance_order_facts where order_id = $1) as facts`,
      [order!.id],
    );
    expect(held).toEqual({ activity: 1, facts: 1 });

    // two workers drain at once (B, C); B is killed while they drain, C finishes
    const reacting = { ...quiet, REACTIONS_WORKER: 'true', REACTIONS_POLL_MS: '50' };
    const portals: Portal[] = await Promise.all([
      scenario.start({ port: 3418, dataPrefix: 'fault-reactions-b-', env: reacting }),
      scenario.start({ port: 3419, dataPrefix: 'fault-reactions-c-', env: reacting }),
    ]);
    const [b] = portals;
    const startedAt = performance.now();
    // kill B as soon as the reactions started to run (some done, not all)
    let killedWith = -1;
    for (let i = 0; i < 400 && killedWith < 0; i++) {
      const left = (await query(`select count(*)::int as n from domain_event_reactions`))[0]!.n!;
      if (left < rises) {
        b!.child.kill('SIGKILL');
        await b!.exited;
        killedWith = rises - left;
      } else await sleep(5);
    }
    // C drains what is left, B's unfinished claim included
    let left = rises;
    for (let i = 0; i < 600 && left > 0; i++) {
      left = (await query(`select count(*)::int as n from domain_event_reactions`))[0]!.n!;
      if (left > 0) await sleep(50);
    }
    const drainedMs = Math.round(performance.now() - startedAt);
    const mails = (await query(ALERT_MAILS))[0]!.n! - mailsBefore;
    expect(left).toBe(0);
    expect(mails).toBe(stillTrue * admins!.n!);

    recordFigures('11 domain reactions: the changing process killed before reacting, a worker killed mid-drain', {
      reactions: rises,
      activeAdmins: admins!.n,
      risesStillTrue: stillTrue,
      mailsExpected: stillTrue * admins!.n!,
      mailsWritten: mails,
      reactionsDoneWhenWorkerKilled: killedWith,
      drainedMs,
    });
  });
});
