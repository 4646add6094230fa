// The EDI part of `npm run bench:api` (BENCH_ONLY=edi; docs/decisions/edi.md, "Speed"): one partner's interchange of
// 10,000 ship notices (856s, one order each, every line shipped with a carrier its shipping method offers) applied at 1,000,000 orders by the
// receive the SFTP server calls at a file's close (receiveInterchange: kept, the notices checked by the orders area's
// own ship step's rules and the accepted written together, their events published once, its 997 written, one
// transaction). The whole run is in a transaction the
// bench rolls back, the partner included, so the bench database is left as it was found (the next part, the next run).
import os from 'node:os';
import { carrierIdsOffered, EDI_DOCUMENTS, OTHER_CARRIER_ID } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { openDatabase, resultRows, type Db } from '../src/db/client.ts';
import { ediTradingPartners } from '../src/db/schema/index.ts';
import { installPortalSubscribers } from '../src/domain-subscribers.ts';
import { MARKETPLACE_EDI_PARTY, receiveInterchange, translateInbound, write856, writeInterchange } from '../src/modules/edi/index.ts';

/** The target: 10,000 notices in one interchange applied within a minute. */
export const EDI_TARGET_NOTICES = 10_000;
/** BENCH_EDI_NOTICES: fewer for a quicker run, judged by its rate (edi-report.ts). */
export const EDI_BENCH_NOTICES = Number(process.env.BENCH_EDI_NOTICES ?? EDI_TARGET_NOTICES);
export const EDI_TARGET_SECONDS = 60;
const PARTNER = { qualifier: 'ZZ', id: 'BENCHPARTNER' };

export interface EdiBenchReport {
  notices: number;
  lines: number;
  fileMegabytes: number;
  /** Writing the file (the partner's side, not the portal's). */
  writeSeconds: number;
  /** Reading and checking it alone (translateInbound: envelopes, guide, the commands' schemas), no database. */
  readSeconds: number;
  /** receiveInterchange whole: read, kept, every notice applied, the 997, the state. */
  receiveSeconds: number;
  state: string;
  accepted: number;
  /** The first refusals' words, when some notices were refused. */
  refusals: string | null;
  acknowledgementKilobytes: number;
  loadAverage: number;
  loadAverageAfter: number;
}

class RolledBack extends Error {}

/** The supplier's newest orders awaiting shipment with no tracking yet, and their line ids. */
async function ordersToShip(db: Db, supplierId: number, n: number) {
  return resultRows<{ po: string; method: string; lines: number[] }>(
    await db.execute(sql`
      select o.purchase_order_number as po, o.shipping_method as method, array_agg(i.id order by i.id) as lines
        from (select id, purchase_order_number, shipping_method from orders o
               where o.supplier_id = ${supplierId} and o.status = 'AwaitingShipment'
                 and not exists (select 1 from trackings t where t.supplier_id = o.supplier_id and t.order_id = o.id)
               order by o.id desc limit ${n}) o
        join order_items i on i.supplier_id = ${supplierId} and i.order_id = o.id
       group by o.id, o.purchase_order_number, o.shipping_method
       order by o.id`),
  );
}

function carrierFor(method: string): { carrierId: number; otherCarrierName: string | null } {
  const carrierId = carrierIdsOffered(method)[0] ?? OTHER_CARRIER_ID;
  return { carrierId, otherCarrierName: carrierId === OTHER_CARRIER_ID ? 'Bench courier' : null };
}

const seconds = (from: bigint) => Number(process.hrtime.bigint() - from) / 1e9;

export async function runEdiBench(url: string, supplierId: number, day: string): Promise<EdiBenchReport> {
  // the orders area's steps publish their domain events (and run their in-transaction reactions) as in the API
  installPortalSubscribers();
  const database = await openDatabase({ databaseUrl: url, dataDir: null });
  const loadAverage = os.loadavg()[0]!;
  try {
    const picked = await ordersToShip(database.db, supplierId, EDI_BENCH_NOTICES);
    if (picked.length < EDI_BENCH_NOTICES)
      throw new Error(`only ${picked.length} orders awaiting shipment without tracking; the bench needs ${EDI_BENCH_NOTICES}`);
    const now = new Date();
    let started = process.hrtime.bigint();
    let tracking = 0;
    const raw = writeInterchange({
      sender: PARTNER,
      receiver: MARKETPLACE_EDI_PARTY,
      controlNumber: 1,
      test: false,
      at: now,
      functionalId: EDI_DOCUMENTS['856'].functionalId,
      transactions: picked.map((o, i) => ({
        setId: '856' as const,
        segments: write856({
          shipmentId: `BENCH-${i + 1}`,
          shipDate: day,
          orders: [
            {
              purchaseOrderNumber: o.po,
              // a carrier the order's shipping method offers (the ship step refuses another)
              command: o.lines.map((orderLineId) => ({
                orderLineId,
                ...carrierFor(o.method),
                trackingNumbers: [`1ZBENCH${String(++tracking).padStart(11, '0')}`],
              })),
            },
          ],
        }),
      })),
    });
    const writeSeconds = seconds(started);
    started = process.hrtime.bigint();
    translateInbound(raw);
    const readSeconds = seconds(started);

    let report: Omit<EdiBenchReport, 'loadAverageAfter'> | null = null;
    try {
      await database.db.transaction(async (tx) => {
        await tx.insert(ediTradingPartners).values({
          supplierId,
          isaQualifier: PARTNER.qualifier,
          isaId: PARTNER.id,
          documents: ['856', '997'],
          createdOn: now,
          updatedOn: now,
        });
        const begun = process.hrtime.bigint();
        const received = await receiveInterchange(tx as unknown as Db, supplierId, raw, now);
        const receiveSeconds = seconds(begun);
        const ack = received.acknowledgement ?? '';
        report = {
          notices: picked.length,
          lines: tracking,
          fileMegabytes: Buffer.byteLength(raw) / 2 ** 20,
          writeSeconds,
          readSeconds,
          receiveSeconds,
          state: received.state,
          accepted: (ack.match(/^AK5\*A/gm) ?? []).length,
          refusals: received.reason?.slice(0, 400) ?? null,
          acknowledgementKilobytes: Buffer.byteLength(ack) / 1024,
          loadAverage,
        };
        // nothing of the run stays: the bench database is shared by every part and every run
        throw new RolledBack();
      });
    } catch (error) {
      if (!(error instanceof RolledBack)) throw error;
    }
    if (!report) throw new Error('the EDI bench measured nothing');
    return { ...(report as Omit<EdiBenchReport, 'loadAverageAfter'>), loadAverageAfter: os.loadavg()[0]! };
  } finally {
    await database.close();
  }
}
