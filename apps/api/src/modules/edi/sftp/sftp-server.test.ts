// EDI over SFTP with real SFTP clients (ssh2-sftp-client over ssh2's Client, and OpenSSH's `sftp` when installed)
// against the portal's server on a free port (docs/decisions/edi.md, "SFTP"): a partner uploads its 855, 856 and 810
// and finds each one's 997 in its outbound folder; wrong users and keys are refused; nothing outside its own folders is
// reachable; a partial upload is not applied; a repeated upload is a duplicate.
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import ssh2 from 'ssh2';
import SftpClient from 'ssh2-sftp-client';
import { EDI_FILE_MAX_BYTES, type InvoiceRequest } from '@portal/contracts';
import { ediInterchanges, ediTradingPartners, orders } from '../../../db/schema/index.ts';
import { OPERATOR, sqlRows, useTestAppWithFiles } from '../../../../test/test-app.ts';
import { makeOrder } from '../../../../test/order-factory.ts';
import { addTradingPartner, partnerFile } from '../../../../test/edi-partner.ts';
import { write810 } from '../edi-810.ts';
import { write855 } from '../edi-855.ts';
import { write856 } from '../edi-856.ts';
import { SFTP_MAX_FAILED_SIGN_INS } from './sftp-server.ts';
import { SFTP_WORDS } from './sftp-session.ts';
import { ed25519KeyPair } from '../ssh-keys.ts';

const ctx = useTestAppWithFiles({ SFTP_PORT: '0', SFTP_HOST: '127.0.0.1' });
const NOW = new Date('2026-03-05T15:00:00Z');
const PASSWORD = 'integrated-sftp-secret-1';
const KEY = ed25519KeyPair('integrated-translator');
const OTHER_KEY = ed25519KeyPair('somebody-else');
const ACME_PASSWORD = 'acme-sftp-secret-123';
let supplierId = 0;
let control = 800_000;
const clients: SftpClient[] = [];

const port = () => ctx.app.ediSftp!.address()!.port;

async function connect(options: { username: string; password?: string; privateKey?: string }): Promise<SftpClient> {
  // quiet: the server ends the connections of refused sign-ins and at the app's close
  const client = new SftpClient('partner', { error: () => undefined, end: () => undefined, close: () => undefined });
  clients.push(client);
  await client.connect({ host: '127.0.0.1', port: port(), readyTimeout: 10_000, ...options });
  return client;
}
const asIntegrated = () => connect({ username: 'integrated-edi', privateKey: KEY.private });

const orderRow = async (id: number) => (await ctx.database.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const historyLength = async (id: number) =>
  (await sqlRows<{ n: number }>(ctx.database, sql`select count(*)::int as n from order_history where order_id = ${id}`))[0]!.n;
const inboundNumbered = (controlNumber: number) =>
  ctx.database.db
    .select({ id: ediInterchanges.id, state: ediInterchanges.state, reason: ediInterchanges.reason })
    .from(ediInterchanges)
    .where(
      and(
        eq(ediInterchanges.supplierId, supplierId),
        eq(ediInterchanges.direction, 'inbound'),
        eq(ediInterchanges.controlNumber, controlNumber),
      ),
    );
/** ssh2's own client, one request at a time: for what ssh2-sftp-client does not do (a write left unclosed, a gap). */
async function rawSftp() {
  const client = new ssh2.Client();
  await new Promise<void>((resolve, reject) =>
    client
      .once('ready', resolve)
      .once('error', reject)
      .connect({ host: '127.0.0.1', port: port(), username: 'integrated-edi', privateKey: KEY.private }),
  );
  const sftp = await new Promise<ssh2.SFTPWrapper>((resolve, reject) => client.sftp((error, s) => (error ? reject(error) : resolve(s))));
  const done = (resolve: () => void, reject: (e: Error) => void) => (error?: Error | null) => (error ? reject(error) : resolve());
  return {
    client,
    open: (name: string) =>
      new Promise<Buffer>((resolve, reject) => sftp.open(name, 'w', (error, h) => (error ? reject(error) : resolve(h)))),
    write: (handle: Buffer, data: Buffer, at: number) =>
      new Promise<void>((resolve, reject) => sftp.write(handle, data, 0, data.length, at, done(resolve, reject))),
    close: (handle: Buffer) => new Promise<void>((resolve, reject) => sftp.close(handle, done(resolve, reject))),
  };
}
const inboundCount = async () =>
  (
    await ctx.database.db
      .select({ id: ediInterchanges.id })
      .from(ediInterchanges)
      .where(and(eq(ediInterchanges.supplierId, supplierId), eq(ediInterchanges.direction, 'inbound')))
  ).length;
const outboundNames = async (client: SftpClient) => (await client.list('/outbound')).map((f) => f.name).sort();

beforeAll(async () => {
  supplierId = ctx.seed.supplierIds.integrated;
  await addTradingPartner(ctx.database.db, supplierId, NOW);
  await addTradingPartner(ctx.database.db, ctx.seed.supplierIds.acme, NOW, { qualifier: 'ZZ', id: 'ACMEHOME' });
  // the console's partner setup: a key and a password for Integrated's partner, a password for Acme's
  for (const [supplier, body] of [
    [supplierId, { userName: 'integrated-edi', password: PASSWORD, publicKeys: [KEY.public] }],
    [ctx.seed.supplierIds.acme, { userName: 'acme-edi', password: ACME_PASSWORD, publicKeys: [] }],
  ] as const) {
    const res = await ctx.as(OPERATOR, { method: 'PUT', url: `/api/ops/suppliers/${supplier}/edi-partner/sftp-account`, payload: body });
    expect(res.statusCode).toBe(200);
  }
});

afterAll(async () => {
  await Promise.allSettled(clients.map((c) => c.end()));
});

async function an855(po: string, controlNumber = ++control) {
  return Buffer.from(
    partnerFile(
      '855',
      write855({ purchaseOrderNumber: po, orderDate: '2026-03-01', supplierOrderNumber: `SO-${controlNumber}` }),
      controlNumber,
      NOW,
    ),
  );
}

describe('the SFTP server', () => {
  it('presents the host key kept in DATA_DIR (made at the first start)', async () => {
    const hostKey = ssh2.utils.parseKey(readFileSync(path.join(ctx.dataDir, 'sftp', 'host_key')));
    const expected = (Array.isArray(hostKey) ? hostKey[0] : hostKey) as ssh2.ParsedKey;
    let seen: Buffer | undefined;
    await connect({
      username: 'integrated-edi',
      privateKey: KEY.private,
      hostVerifier: (key: Buffer) => {
        seen = key;
        return true;
      },
    } as never);
    expect(seen?.equals(expected.getPublicSSH())).toBe(true);
  });

  it("takes a partner's 855, 856 and 810 from inbound, applies each, and answers each with a 997 in outbound", async () => {
    const order = await makeOrder(ctx.database.db, supplierId, {
      shippingMethod: 'SupplierGround',
      items: [{ quantity: 1, price: '20.00' }],
    });
    const po = (await orderRow(order.id)).purchaseOrderNumber;
    const client = await connect({ username: 'integrated-edi', password: PASSWORD });
    expect((await client.list('/')).map((f) => [f.name, f.type])).toEqual([
      ['inbound', 'd'],
      ['outbound', 'd'],
    ]);
    const before = await outboundNames(client);

    await client.put(await an855(po), '/inbound/po-855.x12');
    expect(await orderRow(order.id)).toMatchObject({ status: 'AwaitingShipment', supplierOrderNumber: `SO-${control}` });
    const shipments = [{ orderLineId: order.itemIds[0]!, carrierId: 2, otherCarrierName: null, trackingNumbers: ['1Z999AA10123456784'] }];
    const notice = write856({ shipmentId: 'S-1', shipDate: '2026-03-05', orders: [{ purchaseOrderNumber: po, command: shipments }] });
    await client.put(Buffer.from(partnerFile('856', notice, ++control, NOW)), 'inbound/asn.x12');
    expect((await orderRow(order.id)).status).toBe('Invoicing');
    const invoice: InvoiceRequest = {
      invoiceNumber: 'SFTP-1',
      invoiceDate: '2026-03-05',
      tax: '0.00',
      discount: '0.00',
      shippingCost: '0.00',
      handlingFee: null,
    };
    const total = (await orderRow(order.id)).total;
    await client.put(
      Buffer.from(partnerFile('810', write810({ purchaseOrderNumber: po, statedTotal: total, command: invoice }), ++control, NOW)),
      '/inbound/inv.x12',
    );
    expect(await orderRow(order.id)).toMatchObject({ status: 'Complete', invoiceNumber: 'SFTP-1' });

    // three 997s, named by their control numbers, each accepting its file's group
    const added = (await outboundNames(client)).filter((n) => !before.includes(n));
    expect(added).toHaveLength(3);
    expect(added.every((n) => /^\d{9}\.997\.x12$/.test(n))).toBe(true);
    const acks = await Promise.all(added.map(async (n) => String(await client.get(`/outbound/${n}`))));
    expect(acks.map((a) => /AK1\*(\w\w)\*/.exec(a)![1]).sort()).toEqual(['IN', 'PR', 'SH']);
    for (const ack of acks) expect(ack).toContain('AK9*A*1*1*1~');

    // removing a file collects it: it leaves the folder, its interchange stays
    await client.delete(`/outbound/${added[0]}`);
    expect(await outboundNames(client)).not.toContain(added[0]);
    const [collected] = await ctx.database.db
      .select({ collectedOn: ediInterchanges.collectedOn, state: ediInterchanges.state })
      .from(ediInterchanges)
      .where(
        and(
          eq(ediInterchanges.supplierId, supplierId),
          eq(ediInterchanges.controlNumber, Number(added[0]!.slice(0, 9))),
          eq(ediInterchanges.direction, 'outbound'),
        ),
      );
    expect(collected).toMatchObject({ state: 'sent', collectedOn: expect.any(Date) });
    await expect(client.delete(`/outbound/${added[0]}`)).rejects.toThrow(/No such file/);
  });

  it('a file sent again is a duplicate: nothing changes and no second 997 appears', async () => {
    const order = await makeOrder(ctx.database.db, supplierId, { shippingMethod: 'SupplierGround' });
    const file = await an855((await orderRow(order.id)).purchaseOrderNumber);
    const client = await asIntegrated();
    await client.put(file, '/inbound/first.x12');
    const outbound = await outboundNames(client);
    const history = await historyLength(order.id);
    const version = (await orderRow(order.id)).version;
    await client.put(file, '/inbound/again.x12');
    expect(await outboundNames(client)).toEqual(outbound);
    expect(await historyLength(order.id)).toBe(history);
    expect((await orderRow(order.id)).version).toBe(version);
    expect(await inboundNumbered(control)).toHaveLength(1);
  });

  it("refuses a wrong password, an unknown user, a key that is not the partner's, and a disabled partner", async () => {
    await expect(connect({ username: 'integrated-edi', password: 'not-the-password-1' })).rejects.toThrow(/authentication/i);
    await expect(connect({ username: 'nobody-edi', password: PASSWORD })).rejects.toThrow(/authentication/i);
    await expect(connect({ username: 'integrated-edi', privateKey: OTHER_KEY.private })).rejects.toThrow(/authentication/i);
    // Acme's password is not Integrated's, nor the other way round
    await expect(connect({ username: 'acme-edi', password: PASSWORD })).rejects.toThrow(/authentication/i);
    await ctx.database.db
      .update(ediTradingPartners)
      .set({ enabled: false })
      .where(eq(ediTradingPartners.supplierId, ctx.seed.supplierIds.acme));
    try {
      await expect(connect({ username: 'acme-edi', password: ACME_PASSWORD })).rejects.toThrow(/authentication/i);
    } finally {
      await ctx.database.db
        .update(ediTradingPartners)
        .set({ enabled: true })
        .where(eq(ediTradingPartners.supplierId, ctx.seed.supplierIds.acme));
    }
    await (await connect({ username: 'acme-edi', password: ACME_PASSWORD })).end();
  });

  it(`closes a connection after ${SFTP_MAX_FAILED_SIGN_INS} wrong passwords`, async () => {
    let attempts = 0;
    let ready = false;
    const client = new ssh2.Client();
    const closed = new Promise<void>((resolve) => {
      client.on('error', () => undefined);
      client.on('close', () => resolve());
    });
    client.on('ready', () => (ready = true));
    client.connect({
      host: '127.0.0.1',
      port: port(),
      username: 'integrated-edi',
      // a client that never gives up: the server ends it
      authHandler: (_methods, _partial, next) => {
        attempts++;
        next({ type: 'password', username: 'integrated-edi', password: `wrong-password-${attempts}` });
      },
    });
    await closed;
    expect(ready).toBe(false);
    expect(attempts).toBeGreaterThanOrEqual(SFTP_MAX_FAILED_SIGN_INS);
    expect(attempts).toBeLessThanOrEqual(SFTP_MAX_FAILED_SIGN_INS + 1);
  });

  it("keeps a partner in its own folders: nothing above its root, and another partner's files are not its", async () => {
    const order = await makeOrder(ctx.database.db, supplierId, { shippingMethod: 'SupplierGround' });
    await (await asIntegrated()).put(await an855((await orderRow(order.id)).purchaseOrderNumber), '/inbound/for-acme-test.x12');
    const integratedFiles = await outboundNames(await asIntegrated());
    expect(integratedFiles.length).toBeGreaterThan(0);

    const acme = await connect({ username: 'acme-edi', password: ACME_PASSWORD });
    expect(await outboundNames(acme)).toEqual([]);
    await expect(acme.get(`/outbound/${integratedFiles[0]}`)).rejects.toThrow(/No such file/);
    await expect(acme.delete(`/outbound/${integratedFiles[0]}`)).rejects.toThrow(/No such file/);
    await expect(acme.list('/..')).rejects.toThrow(SFTP_WORDS.outside);
    await expect(acme.list('/../integrated-edi/outbound')).rejects.toThrow(SFTP_WORDS.outside);
    await expect(acme.put(Buffer.from('x'), '/../integrated-edi/inbound/x.x12')).rejects.toThrow(SFTP_WORDS.outside);
    await expect(acme.list('/integrated-edi')).rejects.toThrow(/No such file/);
    await expect(acme.put(Buffer.from('x'), '/outbound/mine.x12')).rejects.toThrow(SFTP_WORDS.outboundReadOnly);
    await expect(acme.mkdir('/inbound/sub')).rejects.toThrow();
    // and Integrated's files are still there, uncollected
    expect(await outboundNames(await asIntegrated())).toEqual(integratedFiles);
  });

  it('does not apply a partial upload: a connection lost before the close, a file with a gap, a truncated interchange', async () => {
    const order = await makeOrder(ctx.database.db, supplierId, { shippingMethod: 'SupplierGround' });
    const file = await an855((await orderRow(order.id)).purchaseOrderNumber);
    const history = await historyLength(order.id);
    const inboundBefore = await inboundCount();

    // the connection dies after half the file was written: never closed, never received
    const dropped = await rawSftp();
    const half = await dropped.open('/inbound/half.x12');
    await dropped.write(half, file.subarray(0, Math.floor(file.length / 2)), 0);
    dropped.client.end();
    await new Promise((resolve) => dropped.client.on('close', () => resolve(undefined)));

    // a file written with a gap (its first bytes never sent), then closed: refused at the close
    const gap = await rawSftp();
    const gapped = await gap.open('/inbound/gap.x12');
    await gap.write(gapped, file.subarray(10), 10);
    await expect(gap.close(gapped)).rejects.toThrow(SFTP_WORDS.partial);
    gap.client.end();

    expect(await inboundNumbered(control)).toEqual([]);
    expect(await historyLength(order.id)).toBe(history);

    // a file cut short and closed is received and refused whole (no IEA): nothing applied, its number still free
    const client = await asIntegrated();
    await client.put(file.subarray(0, file.length - 20), '/inbound/cut.x12');
    expect(await orderRow(order.id)).toMatchObject({ status: 'NeedsProcessing', supplierOrderNumber: null });
    await client.put(file, '/inbound/whole.x12');
    expect(await inboundNumbered(control)).toMatchObject([{ state: 'accepted' }]);
    expect(await historyLength(order.id)).toBe(history + 1);
    // of the four uploads, the cut one (rejected) and the whole one were received: the half and the gapped were not
    expect(await inboundCount()).toBe(inboundBefore + 2);
  });

  it(`refuses a file over ${EDI_FILE_MAX_BYTES / 1024 / 1024} MiB and a file name it does not take`, async () => {
    const client = await asIntegrated();
    await expect(client.put(Buffer.alloc(EDI_FILE_MAX_BYTES + 1, 0x41), '/inbound/huge.x12')).rejects.toThrow(/larger than 16 MiB/);
    await expect(client.put(Buffer.from('x'), '/inbound/bad name!.x12')).rejects.toThrow(SFTP_WORDS.inboundName);
  });
});

const sftpBinary = ['/usr/bin/sftp', '/usr/local/bin/sftp'].find((p) => existsSync(p));

describe.skipIf(!sftpBinary)("OpenSSH's sftp client", () => {
  it('uploads an 855 in batch mode with its key, lists, fetches and removes the 997', async () => {
    const order = await makeOrder(ctx.database.db, supplierId, { shippingMethod: 'SupplierGround' });
    const dir = mkdtempSync(path.join(os.tmpdir(), 'portal-sftp-'));
    try {
      writeFileSync(path.join(dir, 'id'), KEY.private, { mode: 0o600 });
      writeFileSync(path.join(dir, 'po.x12'), await an855((await orderRow(order.id)).purchaseOrderNumber));
      const before = await outboundNames(await asIntegrated());
      const run = (commands: string) => {
        writeFileSync(path.join(dir, 'batch'), commands);
        return promisify(execFile)(
          sftpBinary!,
          [
            '-b',
            path.join(dir, 'batch'),
            '-i',
            path.join(dir, 'id'),
            '-P',
            String(port()),
            '-o',
            'StrictHostKeyChecking=no',
            '-o',
            `UserKnownHostsFile=${path.join(dir, 'known_hosts')}`,
            '-o',
            'BatchMode=yes',
            '-o',
            'IdentitiesOnly=yes',
            'integrated-edi@127.0.0.1',
          ],
          { cwd: dir, timeout: 30_000 },
        );
      };
      await run('put po.x12 inbound/\n');
      expect((await orderRow(order.id)).status).toBe('AwaitingShipment');
      const [ack] = (await outboundNames(await asIntegrated())).filter((n) => !before.includes(n));
      const listed = await run('ls -1 outbound\n');
      expect(listed.stdout).toContain(ack);
      await run(`get outbound/${ack} ack.x12\nrm outbound/${ack}\n`);
      expect(readFileSync(path.join(dir, 'ack.x12'), 'utf8')).toContain('AK5*A~');
      expect(await outboundNames(await asIntegrated())).not.toContain(ack);
      // a batch that climbs out of its root fails
      await expect(run('ls ../\n')).rejects.toThrow();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
