// The size limits of the invoice and tracking imports: at most 2,000 rows (the contracts' rule, said with its own
// message at $.items) in a body of at most 4 MB (413 with a message of its own above that).
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MESSAGES } from '@portal/contracts';
import { ACME, CLERK, sqlRows, useTestApp } from '../../../test/test-app.ts';
import { shipsWith } from '../../../test/order-factory.ts';
import { IMPORT_BODY_TOO_LARGE } from './orders.routes.ts';

const ctx = useTestApp();
const IMPORTS = ['/api/orders/import/invoices', '/api/orders/import/trackings'] as const;
const post = (url: string, items: unknown[]) => ctx.as(CLERK, { method: 'POST', url, payload: { items } });
const bytes = (items: unknown[]) => Buffer.byteLength(JSON.stringify({ items }));
/** `text` padded with spaces to `width` characters: the server trims cells, so the padding changes only the size. */
const cell = (text: string, width: number) => text.padEnd(width, ' ');

const invoiceRow = (i: number, width = 0) => ({
  purchaseOrderNumber: cell(`PO-404-${i}`, width),
  invoiceNumber: cell(`INV-${i}`, width),
  invoiceDate: cell('2026-01-02', width),
  shippingCost: cell('5.00', width),
  discount: cell('0', width),
  tax: cell('1.25', width),
  handlingFee: cell('0', width),
  totalAmount: cell('', width),
});
const trackingRow = (i: number) => ({ purchaseOrderNumber: `PO-404-${i}`, sku: null, carrier: 'UPS', trackingNumber: `1Z${i}` });
const rowsOf = <T>(n: number, row: (i: number) => T) => Array.from({ length: n }, (_, i) => row(i));

describe('import row limit', () => {
  it('answers a request of 2,001 rows with 400 and the row limit at $.items, on both imports', async () => {
    const requests: [string, (i: number) => object][] = [
      [IMPORTS[0], invoiceRow],
      [IMPORTS[1], trackingRow],
    ];
    for (const [url, row] of requests) {
      const res = await post(url, rowsOf(2001, row));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        title: 'Bad Request',
        status: 400,
        detail: MESSAGES.formGeneric,
        errors: { '$.items': ['The file has 2,001 rows; at most 2,000 rows can be imported at once.'] },
      });
    }
  });

  it('imports 2,000 tracking rows of a real file in one call', async () => {
    const orders = await sqlRows<{ id: number; po: string; sku: string }>(
      ctx.database,
      sql`select o.id, o.purchase_order_number as po, (select min(i.sku) from order_items i where i.order_id = o.id) as sku
        from orders o where o.supplier_id = ${ctx.seed.supplierIds.acme} and o.status = 'AwaitingShipment' and ${shipsWith('FedEx')}
          and not exists (select 1 from trackings t where t.order_id = o.id)
        order by o.id limit 20`,
    );
    expect(orders).toHaveLength(20);
    // 100 parcels per order, one SKU each: the orders stay in Awaiting shipment unless that SKU is their only item
    const items = rowsOf(2000, (i) => {
      const o = orders[i % 20]!;
      return { purchaseOrderNumber: o.po, sku: o.sku, carrier: 'FedEx', trackingNumber: `7946${String(i).padStart(8, '0')}` };
    });
    const res = await post(IMPORTS[1], items);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ importedOrders: 20, importedRows: 2000 });
    const [tracked] = await sqlRows<{ n: number }>(
      ctx.database,
      sql`select count(*)::int as n from trackings where order_id in (${sql.join(
        orders.map((o) => sql`${o.id}`),
        sql`, `,
      )})`,
    );
    expect(tracked!.n).toBe(2000);
  });
});

describe('import body limit', () => {
  it('reads 2,000 rows at the widest the schema takes (every cell 200 characters, over 3 MB) and answers their rows', async () => {
    const items = rowsOf(2000, (i) => invoiceRow(i, 200));
    expect(bytes(items)).toBeGreaterThan(3 * 1024 * 1024);
    const res = await post(IMPORTS[0], items);
    expect(res.statusCode).toBe(400);
    const errors = res.json().errors as Record<string, string[]>;
    expect(errors['$.items[0].purchaseOrderNumber']).toEqual(['Order not found.']);
    expect(errors['$.items[1999].purchaseOrderNumber']).toEqual(['Order not found.']);
    expect(errors['$.items']).toBeUndefined();
  });

  it('answers a body over 4 MB with 413 and says what to do, on both imports', async () => {
    // 2,500 rows of 200-character cells: 4.3 MB, refused before it is read as rows
    const items = rowsOf(2500, (i) => invoiceRow(i, 200));
    expect(bytes(items)).toBeGreaterThan(4 * 1024 * 1024);
    for (const url of IMPORTS) {
      const res = await post(url, items);
      expect(res.statusCode).toBe(413);
      expect(res.json()).toEqual({ title: 'Payload Too Large', status: 413, detail: IMPORT_BODY_TOO_LARGE });
    }
    expect(IMPORT_BODY_TOO_LARGE).toBe('The import is larger than 4 MB; split the file and import the parts one at a time.');
  });

  it('keeps the API error shape for the other refusals of an import call', async () => {
    const res = await ctx.as(ACME, { method: 'POST', url: IMPORTS[1], payload: { items: [{ purchaseOrderNumber: 'PO-1' }] } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ title: 'Bad Request', status: 400, errors: { '$.items[0].trackingNumber': ['Field is required'] } });
    expect((await ctx.as(null, { method: 'POST', url: IMPORTS[1], payload: { items: [] } })).statusCode).toBe(401);
  });
});
