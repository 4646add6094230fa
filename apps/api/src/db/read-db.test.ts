// The read replica's calls (docs/scaling.md "Read replica"): exports, print details and the dashboard read through
// `database.readDb`; every other call, writes and the reads that follow them, through the primary `db`. Proved with a
// "replica" whose data differs: an app over the primary with the other database as its read handle.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { ACME, useTestApp } from '../../test/test-app.ts';
import { orders } from './schema/index.ts';
import type { OrderExportRow, OrderPrintDetail, OrderSummary } from '@portal/contracts';

const primary = useTestApp();
const replica = useTestApp();
let app: FastifyInstance;
let orderId: number;
let primaryPo: string;

beforeAll(async () => {
  const [order] = await primary.database.db
    .select({ id: orders.id, po: orders.purchaseOrderNumber })
    .from(orders)
    .where(eq(orders.supplierId, primary.seed.supplierIds.acme))
    .orderBy(desc(orders.createdOn), desc(orders.id))
    .limit(1);
  orderId = order!.id;
  primaryPo = order!.po;
  // the "replica" lags in its own way: another PO number for the order, and no dashboard aggregates at all
  await replica.database.db.update(orders).set({ purchaseOrderNumber: 'PO-ON-REPLICA' }).where(eq(orders.id, orderId));
  await replica.database.db.execute(
    sql`truncate dashboard_sales_slots, dashboard_channel_months, dashboard_item_months, dashboard_unshipped, dashboard_ddr_months`,
  );
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: '/tmp/portal-test-unused' });
  app = await buildApp(config, { ...primary.database, readDb: replica.database.db });
  await app.ready();
}, 120_000);

afterAll(async () => {
  await app?.close();
});

const call = async (method: 'GET' | 'POST', url: string, payload?: unknown) =>
  app.inject({ method, url, payload: payload as object, headers: { authorization: `Bearer ${await primary.accessTokenFor(ACME)}` } });

describe('read replica routing', () => {
  it('answers exports and print details from the read handle', async () => {
    const exported = await call('POST', '/api/orders/export', { orderIds: [orderId] });
    expect(exported.statusCode).toBe(200);
    expect((exported.json() as OrderExportRow[]).map((r) => r.purchaseOrderNumber)).toContain('PO-ON-REPLICA');
    const printed = await call('GET', `/api/orders/print-details?orderIds=${orderId}`);
    expect(printed.statusCode).toBe(200);
    expect((printed.json() as OrderPrintDetail[])[0]!.purchaseOrderNumber).toBe('PO-ON-REPLICA');
  });

  it('answers the dashboard from the read handle', async () => {
    for (const url of ['/api/supplier-top-items', '/api/supplier-sales-by-channel']) {
      const fromApp = await call('GET', url);
      const fromReplica = await replica.as(ACME, { method: 'GET', url });
      const fromPrimary = await primary.as(ACME, { method: 'GET', url });
      expect(fromApp.statusCode, url).toBe(200);
      expect(fromApp.json(), url).toEqual(fromReplica.json());
      expect(fromApp.json(), url).not.toEqual(fromPrimary.json());
    }
  });

  it('answers the orders list and an order’s detail from the primary', async () => {
    const detail = await call('GET', `/api/orders/${orderId}`);
    expect(detail.statusCode).toBe(200);
    expect(JSON.stringify(detail.json())).toContain(primaryPo);
    expect(JSON.stringify(detail.json())).not.toContain('PO-ON-REPLICA');
    const list = await call('GET', `/api/order-summaries?limit=500`);
    const rows = list.json() as OrderSummary[];
    expect(rows.find((o) => o.id === orderId)?.orderIdForSearch).toBe(primaryPo);
  });
});
