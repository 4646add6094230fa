// EDI over SFTP with SIGKILL (docs/decisions/edi.md, "Crash safety"): a trading partner uploads a file of 855s to the
// portal's SFTP server (a real API process on PostgreSQL, SFTP on its own port); the process is killed after it took the
// file and began applying it (the interchange row written, the first orders changed) and before its commit. Nothing of
// the file remains; the partner, whose upload was not answered, sends it again to the restarted portal, which applies
// it once and answers it with one 997; a third copy is a duplicate. The moment of the kill is not guessed: the test
// holds the file's last order's row lock, so the receive waits on it, seen in pg_stat_activity, and is killed there.
import path from 'node:path';
import pg from 'pg';
import SftpClient from 'ssh2-sftp-client';
import { describe, expect, it } from 'vitest';
import { EDI_DOCUMENTS } from '@portal/contracts';
import { MARKETPLACE_EDI_PARTY, write855, writeInterchange } from '../src/modules/edi/index.ts';
import { DEMO_EDI_PARTNER } from '../src/seed/edi.ts';
import { postgresMissing, recordFigures, tempDir, withPortalOnCluster, type Portal } from './harness.ts';

const missing = postgresMissing();
const scenario = withPortalOnCluster(5450);
const API_PORT = 3421;
const SFTP_PORT = 3422;
const ORDERS = 5;
const CONTROL_NUMBER = 424242;
/** Every wait of the scenario is bounded (the suite's 180 s per test is the outer bound). */
const WAIT_MS = 30_000;

/** Polls `check` until it answers a value (not undefined), at most WAIT_MS: waiting on the database's own state. */
async function until<T>(what: string, check: () => Promise<T | undefined>): Promise<T> {
  const deadline = performance.now() + WAIT_MS;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (performance.now() > deadline) throw new Error(`waited ${WAIT_MS} ms for ${what}`);
    await new Promise((resolve) => setImmediate(resolve));
  }
}

async function upload(file: string): Promise<{ ok: boolean; error?: string }> {
  const client = new SftpClient('partner', { error: () => undefined, end: () => undefined, close: () => undefined });
  try {
    await client.connect({
      host: '127.0.0.1',
      port: SFTP_PORT,
      username: DEMO_EDI_PARTNER.sftpUserName,
      password: DEMO_EDI_PARTNER.sftpPassword,
      readyTimeout: 10_000,
    });
    await client.put(Buffer.from(file), `/inbound/asn-${CONTROL_NUMBER}.x12`);
    await client.end();
    return { ok: true };
  } catch (error) {
    // the server is gone: nothing to end politely
    void client.end().catch(() => undefined);
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}

/** A promise's answer, or a failure after WAIT_MS: a client that never hears of its dead server fails the test. */
const within = <T>(what: string, promise: Promise<T>): Promise<T> =>
  Promise.race([
    promise,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`waited ${WAIT_MS} ms for ${what}`)), WAIT_MS).unref()),
  ]);

async function outboundNames(): Promise<string[]> {
  const client = new SftpClient('partner', { error: () => undefined, end: () => undefined, close: () => undefined });
  await client.connect({
    host: '127.0.0.1',
    port: SFTP_PORT,
    username: DEMO_EDI_PARTNER.sftpUserName,
    password: DEMO_EDI_PARTNER.sftpPassword,
    readyTimeout: 10_000,
  });
  try {
    return (await client.list('/outbound')).map((f) => f.name).sort();
  } finally {
    await client.end().catch(() => undefined);
  }
}

describe.skipIf(missing)('EDI over SFTP: the process killed between taking a file and applying it', () => {
  it('leaves nothing of the file; the resend is applied once with one 997, a third copy is a duplicate', async () => {
    // one host key for both processes, as a deployment shares it (partners pin it)
    const env = {
      SFTP_PORT: String(SFTP_PORT),
      SFTP_HOST: '127.0.0.1',
      SFTP_HOST_KEY_FILE: path.join(tempDir('fault-edi-key-'), 'host_key'),
      REACTIONS_WORKER: 'false',
      PERFORMANCE_WORKER: 'false',
    };
    let portal: Portal = await scenario.start({ port: API_PORT, dataPrefix: 'fault-edi-a-', env });
    const cluster = scenario.cluster;
    const query = async <T = Record<string, unknown>>(text: string, values: unknown[] = []) => cluster.query<T>(text, values, 'portal');

    // the demo's partner (seed/edi.ts) and five of its supplier's orders that need processing
    const [partner] = await query<{ supplier_id: number; id: number }>(
      `select supplier_id, id from edi_trading_partners where isa_id = $1`,
      [DEMO_EDI_PARTNER.isaId],
    );
    expect(partner).toBeDefined();
    const picked = await query<{ id: number; po: string }>(
      `select id, purchase_order_number as po from orders where supplier_id = $1 and status = 'NeedsProcessing' order by id limit ${ORDERS}`,
      [partner!.supplier_id],
    );
    expect(picked).toHaveLength(ORDERS);
    const ids = picked.map((o) => o.id);
    const file = writeInterchange({
      sender: { qualifier: DEMO_EDI_PARTNER.isaQualifier, id: DEMO_EDI_PARTNER.isaId },
      senderGsId: DEMO_EDI_PARTNER.gsId,
      receiver: MARKETPLACE_EDI_PARTY,
      controlNumber: CONTROL_NUMBER,
      test: false,
      at: new Date(),
      functionalId: EDI_DOCUMENTS['855'].functionalId,
      transactions: picked.map((o, i) => ({
        setId: '855' as const,
        segments: write855({ purchaseOrderNumber: o.po, orderDate: '2026-03-01', supplierOrderNumber: `SO-FAULT-${i + 1}` }),
      })),
    });
    const state = async () =>
      (
        await query<{ inbound: number; acks: number; processed: number; activity: number }>(
          `select (select count(*)::int from edi_interchanges where supplier_id = $1 and direction = 'inbound' and control_number = $2) as inbound,
                  (select count(*)::int from edi_interchanges a join edi_interchanges i on i.supplier_id = a.supplier_id and i.id = a.acknowledges_id
                    where a.supplier_id = $1 and a.document_type = '997' and i.control_number = $2) as acks,
                  (select count(*)::int from orders where supplier_id = $1 and id = any($3::int[]) and status = 'AwaitingShipment') as processed,
                  (select count(*)::int from order_history where order_id = any($3::int[]) and action = 'process' and detail ->> 'via' = 'EDI 855, interchange 000424242') as activity`,
          [partner!.supplier_id, CONTROL_NUMBER, ids],
        )
      )[0]!;
    expect(await state()).toEqual({ inbound: 0, acks: 0, processed: 0, activity: 0 });

    // the last order's row held by another transaction: the receive applies the first four and waits on the fifth
    const holder = new pg.Client({ connectionString: cluster.url('portal') });
    await holder.connect();
    await holder.query('begin');
    await holder.query(`select id from orders where supplier_id = $1 and id = $2 for no key update`, [partner!.supplier_id, ids.at(-1)]);
    const holderPid = (await holder.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]!.pid;

    const sent = performance.now();
    const first = upload(file);
    const waiting = await until('the receive to wait on the held order', async () => {
      const [row] = await query<{ pid: number }>(
        `select pid from pg_stat_activity where datname = 'portal' and wait_event_type = 'Lock' and $1 = any(pg_blocking_pids(pid))`,
        [holderPid],
      );
      return row;
    });
    const receivingMs = Math.round(performance.now() - sent);
    // the file's transaction has its row and the first orders' changes, uncommitted
    const [inFlight] = await query<{ locks: number }>(
      `select count(*)::int as locks from pg_locks l join pg_class c on c.oid = l.relation where l.pid = $1 and c.relname = 'edi_interchanges'`,
      [waiting.pid],
    );
    expect(inFlight!.locks).toBeGreaterThan(0);
    portal.child.kill('SIGKILL');
    const killed = await portal.exited;
    expect(killed.signal).toBe('SIGKILL');
    await holder.query('rollback');
    await holder.end();
    const firstUpload = await within('the first upload to fail', first);
    // the partner was not told its file was taken
    expect(firstUpload.ok).toBe(false);
    // the dead process's backend ends with its connection: its transaction rolled back, nothing of the file remains
    await until('the killed backend to end', async () =>
      (await query(`select 1 from pg_stat_activity where pid = $1`, [waiting.pid])).length === 0 ? true : undefined,
    );
    expect(await state()).toEqual({ inbound: 0, acks: 0, processed: 0, activity: 0 });

    // the portal restarted; the partner sends the file again
    const restartStarted = performance.now();
    portal = await scenario.start({ port: API_PORT, dataPrefix: 'fault-edi-b-', env });
    const restartSeconds = Number(((performance.now() - restartStarted) / 1000).toFixed(2));
    const resent = await upload(file);
    expect(resent).toEqual({ ok: true });
    expect(await state()).toEqual({ inbound: 1, acks: 1, processed: ORDERS, activity: ORDERS });
    const [received] = await query<{ state: string }>(
      `select state from edi_interchanges where supplier_id = $1 and direction = 'inbound' and control_number = $2`,
      [partner!.supplier_id, CONTROL_NUMBER],
    );
    expect(received!.state).toBe('accepted');

    // a third copy: a duplicate, nothing applied or answered again
    expect(await upload(file)).toEqual({ ok: true });
    expect(await state()).toEqual({ inbound: 1, acks: 1, processed: ORDERS, activity: ORDERS });
    // the partner finds one 997 in its outbound folder
    const acks = (await outboundNames()).filter((name) => name.endsWith('.997.x12'));
    expect(acks).toHaveLength(1);

    recordFigures('12 EDI over SFTP: the process killed between taking a file and applying it', {
      transactionSets: ORDERS,
      killedWhileReceivingAfterMs: receivingMs,
      firstUploadAnswered: firstUpload.ok ? 'yes' : `no (${firstUpload.error ?? 'connection lost'})`,
      leftAfterKill: 'nothing (no interchange, no order changed, no 997)',
      restartSeconds,
      resendApplied: `${ORDERS} of ${ORDERS} orders, once`,
      acknowledgementsSent: acks.length,
      thirdCopy: 'duplicate, nothing applied',
    });
  });
});
