import { describe, expect, it, vi } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import { ACME, CLERK, expectValidationError, INTEGRATED, sqlRows, useTestApp } from '../../../test/test-app.ts';
import {
  addCalendarDays,
  latestUsDay,
  ORDER_WORKFLOW_MESSAGES,
  type BulkProcessResult,
  type CarrierOption,
  type InvoiceTemplateRow,
  type OrderExportRow,
  type OrderPrintDetail,
} from '@portal/contracts';

const ctx = useTestApp();
const FORBIDDEN = 'This action falls out of your scope of responsibilities. Please contact your superior.';
const rows = <T>(query: SQL) => sqlRows<T>(ctx.database, query);
type OrderRow = { id: number; po: string; status: string; created: string; items: number };
/** Orders of a supplier in a status, oldest id first, skipping ids already used by other tests. */
const used = new Set<number>();
async function take(supplier: 'acme' | 'integrated', status: string, n: number, extra: SQL = sql`true`): Promise<OrderRow[]> {
  const found = await rows<OrderRow>(sql`
    select o.id, o.purchase_order_number as po, o.status, to_char(o.created_on at time zone 'UTC', 'YYYY-MM-DD') as created,
      (select count(*)::int from order_items i where i.order_id = o.id) as items
    from orders o where o.supplier_id = ${ctx.seed.supplierIds[supplier]} and o.status = ${status} and (${extra})
    order by o.id`);
  const free = found.filter((o) => !used.has(o.id)).slice(0, n);
  if (free.length < n) throw new Error(`seed has too few ${status} orders`);
  free.forEach((o) => used.add(o.id));
  return free;
}
const statusOf = async (id: number) => (await rows<{ status: string }>(sql`select status from orders where id = ${id}`))[0]!.status;
/** A New York day (the invoice date's rule reads US days) this many days from the app's clock. */
const day = (offsetDays: number) => addCalendarDays(latestUsDay(ctx.app.clock.now()), offsetDays);

describe('PUT /orders/bulk/process', () => {
  const put = (email: string | null, payload: unknown) =>
    ctx.as(email, { method: 'PUT', url: '/api/orders/bulk/process', payload: payload as object });

  it('marks NeedsProcessing orders as awaiting shipment with the PO number as supplier order number, and records history', async () => {
    const picked = await take('acme', 'NeedsProcessing', 2);
    const res = await put(CLERK, { orders: picked.map((o) => o.id) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ allSuccess: true, failedOrders: {} });
    for (const o of picked) {
      const [row] = await rows<{ status: string; son: string; version: number }>(
        sql`select status, supplier_order_number as son, version from orders where id = ${o.id}`,
      );
      expect(row).toEqual({ status: 'AwaitingShipment', son: o.po, version: 2 });
      const history = await rows<{ action: string }>(sql`select action from order_history where order_id = ${o.id}`);
      expect(history.map((h) => h.action)).toEqual(['process']);
    }
  });

  it('processes what it can and reports other statuses, unknown ids and other suppliers’ ids as failed', async () => {
    const [np] = await take('acme', 'NeedsProcessing', 1);
    const [done] = await take('acme', 'Complete', 1);
    const [foreign] = await take('integrated', 'NeedsProcessing', 1);
    const res = await put(ACME, { orders: [np!.id, done!.id, foreign!.id, 99999999] });
    expect(res.statusCode).toBe(200);
    const body = res.json() as BulkProcessResult;
    expect(body.allSuccess).toBe(false);
    expect(body.failedOrders).toEqual({
      [done!.id]: 'Only orders that are in `Needs Processing` status can be marked as processing.',
      [foreign!.id]: 'Order not found.',
      99999999: 'Order not found.',
    });
    expect(await statusOf(np!.id)).toBe('AwaitingShipment');
    expect(await statusOf(done!.id)).toBe('Complete');
    expect(await statusOf(foreign!.id)).toBe('NeedsProcessing');
  });

  it('refuses the integrated supplier (no manual processing) with 403 and changes nothing', async () => {
    const [o] = await take('integrated', 'NeedsProcessing', 1);
    const res = await put(INTEGRATED, { orders: [o!.id] });
    expect(res.statusCode).toBe(403);
    expect(res.json().detail).toBe(FORBIDDEN);
    expect(await statusOf(o!.id)).toBe('NeedsProcessing');
  });

  it('refuses an empty list, more than 250 ids, non-numeric ids and no session', async () => {
    expectValidationError(await put(ACME, { orders: [] }), '$.orders', 'Minimum is 1');
    expectValidationError(await put(ACME, { orders: Array.from({ length: 251 }, (_, i) => i + 1) }), '$.orders', 'Maximum is 250');
    expectValidationError(await put(ACME, { orders: ['x'] }), '$.orders[0]');
    expectValidationError(await put(ACME, {}), '$.orders');
    expect((await put(null, { orders: [1] })).statusCode).toBe(401);
  });
});

describe('POST /orders/export', () => {
  const post = (email: string | null, payload: unknown) =>
    ctx.as(email, { method: 'POST', url: '/api/orders/export', payload: payload as object });

  it('answers one row per line item with the spec’s fields', async () => {
    const picked = await take('acme', 'Complete', 3);
    const res = await post(ACME, { orderIds: picked.map((o) => o.id) });
    expect(res.statusCode).toBe(200);
    const body = res.json() as OrderExportRow[];
    expect(body).toHaveLength(picked.reduce((a, o) => a + o.items, 0));
    expect(new Set(body.map((r) => r.purchaseOrderNumber))).toEqual(new Set(picked.map((o) => o.po)));
    expect(Object.keys(body[0]!).sort()).toEqual(
      [
        'purchaseOrderNumber',
        'orderDate',
        'customerName',
        'customerPhone',
        'address1',
        'address2',
        'address3',
        'city',
        'state',
        'zip',
        'company',
        'sku',
        'productName',
        'productCost',
        'qtyNeeded',
        'uom',
        'shipForm',
        'supplierOrderNumber',
        'shippingMethod',
      ].sort(),
    );
    expect(body[0]!.shipForm).toMatch(/^Acme .+ - ACM-.+, .+ - \d{5}$/);
  });

  it('answers 404 when any id belongs to another supplier, and 400 for no ids', async () => {
    const [mine] = await take('acme', 'Complete', 1);
    const [foreign] = await take('integrated', 'Complete', 1);
    expect((await post(ACME, { orderIds: [mine!.id, foreign!.id] })).statusCode).toBe(404);
    expectValidationError(await post(ACME, { orderIds: [] }), '$.orderIds');
    expect((await post(null, { orderIds: [mine!.id] })).statusCode).toBe(401);
  });
});

describe('GET /orders/print-details', () => {
  const get = (email: string | null, url: string) => ctx.as(email, { method: 'GET', url });

  it('answers print details in the order asked, from repeated keys or a comma list', async () => {
    const picked = await take('acme', 'Invoicing', 2);
    const [a, b] = picked.map((o) => o.id);
    const res = await get(ACME, `/api/orders/print-details?orderIds=${b}&orderIds=${a}`);
    expect(res.statusCode).toBe(200);
    const body = res.json() as OrderPrintDetail[];
    expect(body.map((d) => d.orderId)).toEqual([b, a]);
    expect(body[0]!.orderItems[0]!.trackingNumbers.length).toBeGreaterThan(0);
    expect(body[0]!.shippingAddress.recipientName).not.toBe('');
    const comma = await get(ACME, `/api/orders/print-details?orderIds=${a},${b}`);
    expect((comma.json() as OrderPrintDetail[]).map((d) => d.orderId)).toEqual([a, b]);
  });

  it('refuses more than 250 orders, none, another supplier’s order and no session', async () => {
    const many = Array.from({ length: 251 }, (_, i) => `orderIds=${i + 1}`).join('&');
    expectValidationError(await get(ACME, `/api/orders/print-details?${many}`), '$.orderIds', 'Maximum is 250');
    expectValidationError(await get(ACME, '/api/orders/print-details'), '$.orderIds');
    const [foreign] = await take('integrated', 'Invoicing', 1);
    expect((await get(ACME, `/api/orders/print-details?orderIds=${foreign!.id}`)).statusCode).toBe(404);
    expect((await get(null, `/api/orders/print-details?orderIds=1`)).statusCode).toBe(401);
  });
});

describe('GET /carriers', () => {
  it('lists carriers with Other (4) last', async () => {
    const res = await ctx.as(CLERK, { method: 'GET', url: '/api/carriers' });
    const body = res.json() as CarrierOption[];
    expect(body.at(-1)).toEqual({ value: 4, label: 'Other' });
    expect(body.map((c) => c.label)).toContain('FedEx');
    expect((await ctx.as(null, { method: 'GET', url: '/api/carriers' })).statusCode).toBe(401);
  });
});

describe('GET /product-images/:name', () => {
  it('draws a public SVG for a product image name and 404s anything else', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/product-images/chair.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/image\/svg\+xml/);
    expect(res.body).toContain('<svg');
    // the picture never changes under its name: browsers keep it (Lighthouse's uses-long-cache-ttl)
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await ctx.app.inject({ method: 'GET', url: '/api/product-images/..%2Fsecret' })).statusCode).toBe(404);
  });
});

describe('invoice import', () => {
  const template = async (email = ACME) =>
    (await ctx.as(email, { method: 'GET', url: '/api/orders/import/invoices/template' })).json() as InvoiceTemplateRow[];
  const post = (email: string | null, items: unknown[]) =>
    ctx.as(email, { method: 'POST', url: '/api/orders/import/invoices', payload: { items } });
  const row = (t: InvoiceTemplateRow, over: Record<string, unknown> = {}) => ({
    purchaseOrderNumber: t.poNumber,
    invoiceNumber: `INV-T-${t.poNumber}`,
    // yesterday in UTC is never after New York's today (the server's "not in the future" day)
    invoiceDate: day(-1),
    shippingCost: t.shippingCost,
    discount: t.discount,
    tax: t.tax,
    handlingFee: t.handlingFee,
    totalAmount: t.totalAmount,
    ...over,
  });
  const templateFor = async (po: string) => (await template()).find((t) => t.poNumber === po)!;

  it('lists the supplier’s orders in Invoicing as template rows', async () => {
    const acme = await template();
    const invoicing = await rows<{ po: string }>(
      sql`select purchase_order_number as po from orders where supplier_id = ${ctx.seed.supplierIds.acme} and status = 'Invoicing'`,
    );
    expect(acme.map((t) => t.poNumber).sort()).toEqual(invoicing.map((o) => o.po).sort());
    expect(acme[0]).toMatchObject({ invoiceNumber: '', invoiceDate: '', discount: '0.00', tax: '0.00' });
    expect((await template(INTEGRATED)).every((t) => t.poNumber.startsWith('PO-2'))).toBe(true);
  });

  it('completes each order with the total computed on the server', async () => {
    const picked = await take('acme', 'Invoicing', 2, sql`price_change_request_status is null and created_on < now() - interval '1 day'`);
    const ts = await Promise.all(picked.map((o) => templateFor(o.po)));
    // the portal's clock, ten minutes behind the database's: the invoices are entered at the portal's time
    const enteredAt = new Date(ctx.app.clock.now().getTime() - 10 * 60_000);
    const clock = vi.spyOn(ctx.app.clock, 'now').mockReturnValue(enteredAt);
    const res = await post(CLERK, [row(ts[0]!, { tax: '1.50', totalAmount: null }), row(ts[1]!)]);
    clock.mockRestore();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ importedOrders: 2, importedRows: 2 });
    const [o] = await rows<{ status: string; invoiced_total: string; supplier_total: string; invoice_number: string }>(
      sql`select status, invoiced_total, supplier_total, invoice_number from orders where id = ${picked[0]!.id}`,
    );
    const expectedTotal = (Number(ts[0]!.totalAmount) + 1.5).toFixed(2);
    expect(o).toEqual({
      status: 'Complete',
      invoiced_total: expectedTotal,
      supplier_total: expectedTotal,
      invoice_number: `INV-T-${picked[0]!.po}`,
    });
    const inv = await rows<{ total: string; entered: Date }>(
      sql`select total, invoice_creation_date as entered from invoices where order_id = ${picked[0]!.id}`,
    );
    expect(inv.map((i) => i.total)).toEqual([expectedTotal]);
    expect(new Date(inv[0]!.entered).toISOString()).toBe(enteredAt.toISOString());
    expect(await statusOf(picked[1]!.id)).toBe('Complete');
  });

  it('applies nothing when any row is wrong and answers every row error at its path', async () => {
    const picked = await take('acme', 'Invoicing', 4, sql`price_change_request_status is null and created_on < now() - interval '1 day'`);
    const ts = await Promise.all(picked.map((o) => templateFor(o.po)));
    const [foreign] = await take('integrated', 'Invoicing', 1);
    const [complete] = await take('acme', 'Complete', 1);
    const res = await post(ACME, [
      row(ts[0]!),
      row(ts[1]!, { invoiceNumber: 'bad*number' }),
      row(ts[2]!, { invoiceDate: day(2) }),
      row(ts[3]!, { totalAmount: '1.00', tax: '-1' }),
      { ...row(ts[0]!), purchaseOrderNumber: foreign!.po },
      { ...row(ts[0]!), purchaseOrderNumber: complete!.po },
      row(ts[0]!),
      row(ts[1]!, { purchaseOrderNumber: 'PO-404', invoiceDate: '2026-02-30', shippingCost: 'abc', discount: '' }),
    ]);
    expect(res.statusCode).toBe(400);
    const errors = res.json().errors as Record<string, string[]>;
    expect(errors).toMatchObject({
      '$.items[1].invoiceNumber': ['Invalid format'],
      '$.items[2].invoiceDate': ['Invoice date cannot be in the future'],
      '$.items[3].tax': ['Minimum is 0'],
      '$.items[4].purchaseOrderNumber': ['Order not found.'],
      '$.items[5].purchaseOrderNumber': ['The order is in Complete status; invoices can be imported only for orders in Invoicing status.'],
      '$.items[6].purchaseOrderNumber': ['This PO number appears more than once in the file.'],
      '$.items[7].purchaseOrderNumber': ['Order not found.'],
      '$.items[7].invoiceDate': ['Invalid date'],
      '$.items[7].shippingCost': ['Invalid format'],
      '$.items[7].discount': ['Field is required'],
    });
    expect(Object.keys(errors).some((k) => k.startsWith('$.items[0].'))).toBe(false);
    for (const o of picked) expect(await statusOf(o.id)).toBe('Invoicing');
  });

  it('checks the given total, a negative total and the order creation date', async () => {
    const [o] = await take('acme', 'Invoicing', 1, sql`price_change_request_status is null and created_on < now() - interval '1 day'`);
    const t = await templateFor(o!.po);
    const mismatch = await post(ACME, [row(t, { totalAmount: '0.01' })]);
    expectValidationError(mismatch, '$.items[0].totalAmount', `Total amount does not match the calculated total ${t.totalAmount}.`);
    expectValidationError(
      await post(ACME, [row(t, { discount: '999999.00', totalAmount: '' })]),
      '$.items[0].discount',
      "A total of the order can't be negative",
    );
    expectValidationError(
      await post(ACME, [row(t, { invoiceDate: '2000-01-01' })]),
      '$.items[0].invoiceDate',
      'Invoice date cannot be before the order creation date',
    );
    expect(await statusOf(o!.id)).toBe('Invoicing');
  });

  it('reads the creation day as the invoice step does: a US day, not the UTC one', async () => {
    // Created at 02:00 UTC three days ago: the evening before in every US zone. That US day is a valid invoice date
    // (the UTC day of creation is one day later); the day before it is not.
    const [o] = await take('acme', 'Invoicing', 1, sql`price_change_request_status is null`);
    await ctx.database.db.execute(
      sql`update orders set created_on = date_trunc('day', now() - interval '3 days') + interval '2 hours' where id = ${o!.id}`,
    );
    // the UTC day the database's now() falls on, four and five days back (its clock is the app's: both the system's)
    const utcDay = ctx.app.clock.now().toISOString().slice(0, 10);
    const usDay = addCalendarDays(utcDay, -4);
    const dayBefore = addCalendarDays(utcDay, -5);
    const t = await templateFor(o!.po);
    expectValidationError(
      await post(ACME, [row(t, { invoiceDate: dayBefore })]),
      '$.items[0].invoiceDate',
      'Invoice date cannot be before the order creation date',
    );
    expect(await statusOf(o!.id)).toBe('Invoicing');
    const res = await post(ACME, [row(t, { invoiceDate: usDay })]);
    expect(res.statusCode).toBe(200);
    expect(await statusOf(o!.id)).toBe('Complete');
  });

  it('refuses the integrated supplier with 403, an empty file with 400 and no session with 401', async () => {
    const [o] = await take('integrated', 'Invoicing', 1);
    const t = (await template(INTEGRATED)).find((x) => x.poNumber === o!.po)!;
    expect((await post(INTEGRATED, [row(t)])).statusCode).toBe(403);
    expect(await statusOf(o!.id)).toBe('Invoicing');
    expectValidationError(await post(ACME, []), '$.items');
    expect((await post(null, [])).statusCode).toBe(401);
  });
});

describe('tracking import', () => {
  const post = (email: string | null, items: unknown[]) =>
    ctx.as(email, { method: 'POST', url: '/api/orders/import/trackings', payload: { items } });
  const untracked = sql`not exists (select 1 from trackings t where t.order_id = o.id)`;
  const skusOf = async (id: number) =>
    (await rows<{ sku: string }>(sql`select sku from order_items where order_id = ${id} order by id`)).map((r) => r.sku);

  it('adds trackings per SKU and moves the order to Invoicing once every item is tracked', async () => {
    const [o] = await take(
      'acme',
      'AwaitingShipment',
      1,
      sql`${untracked} and o.shipping_method = 'BisonFedex' and (select count(*) from order_items i where i.order_id = o.id) >= 2`,
    );
    const skus = await skusOf(o!.id);
    // the demo order's own activity (processed) comes before
    const [before] = await rows<{ last: number | null }>(sql`select max(id) as last from order_history where order_id = ${o!.id}`);
    const first = await post(CLERK, [{ purchaseOrderNumber: o!.po, sku: skus[0], carrier: 'fedex', trackingNumber: '123456789012' }]);
    expect(first.statusCode).toBe(200);
    expect(await statusOf(o!.id)).toBe('AwaitingShipment');
    const rest = await post(CLERK, [{ purchaseOrderNumber: o!.po, sku: '', carrier: 'FedEx', trackingNumber: '123456789013' }]);
    expect(rest.json()).toEqual({ importedOrders: 1, importedRows: 1 });
    expect(await statusOf(o!.id)).toBe('Invoicing');
    const tracks = await rows<{ n: number }>(sql`select count(*)::int as n from trackings where order_id = ${o!.id}`);
    expect(tracks[0]!.n).toBe(1 + skus.length);
    const history = await rows<{ action: string }>(
      sql`select action from order_history where order_id = ${o!.id} and id > ${Number(before?.last ?? 0)} order by id`,
    );
    expect(history.map((h) => h.action)).toEqual(['importTracking', 'importTracking']);
  });

  it('applies nothing when any row is wrong and answers every row error at its path', async () => {
    const [ok, other] = await take('acme', 'AwaitingShipment', 2, sql`${untracked} and o.shipping_method = 'BisonFedex'`);
    const [foreign] = await take('integrated', 'AwaitingShipment', 1);
    const [invoicing] = await take('acme', 'Invoicing', 1);
    const [ups] = await take('acme', 'AwaitingShipment', 1, sql`${untracked} and o.shipping_method = 'BisonUps'`);
    const res = await post(ACME, [
      { purchaseOrderNumber: ok!.po, sku: null, carrier: 'FedEx', trackingNumber: '111111111111' },
      { purchaseOrderNumber: other!.po, sku: 'NOPE-SKU', carrier: 'FedEx', trackingNumber: '222' },
      { purchaseOrderNumber: other!.po, carrier: 'Pony Express', trackingNumber: 'bad tracking!' },
      { purchaseOrderNumber: foreign!.po, carrier: 'UPS', trackingNumber: '333' },
      { purchaseOrderNumber: invoicing!.po, carrier: 'Other', trackingNumber: '' },
      // a carrier the order's items do not offer (docs/decisions/order-detail.md, "Carriers of an item")
      { purchaseOrderNumber: ups!.po, carrier: 'FedEx', trackingNumber: '123456789012' },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      '$.items[1].sku': ['This SKU is not an item of the order.'],
      '$.items[2].carrier': ['Unknown carrier. Use one of: FedEx, UPS, USPS, DHL, Estes, XPO Logistics.'],
      '$.items[2].trackingNumber': ['Invalid tracking number provided'],
      '$.items[3].purchaseOrderNumber': ['Order not found.'],
      '$.items[4].purchaseOrderNumber': [
        'The order is in Invoicing status; trackings can be imported only for orders in Awaiting shipment status.',
      ],
      '$.items[4].trackingNumber': ['Field is required'],
      '$.items[4].carrier': ["Name the carrier: 'Other' needs a carrier name, which the order page records."],
      '$.items[5].carrier': [ORDER_WORKFLOW_MESSAGES.carrierNotOffered],
    });
    const tracks = await rows<{ n: number }>(sql`select count(*)::int as n from trackings where order_id in (${ok!.id}, ${other!.id})`);
    expect(tracks[0]!.n).toBe(0);
    expect(await statusOf(ok!.id)).toBe('AwaitingShipment');
  });

  it('refuses the integrated supplier with 403 and no session with 401', async () => {
    const [o] = await take('integrated', 'AwaitingShipment', 1);
    expect((await post(INTEGRATED, [{ purchaseOrderNumber: o!.po, carrier: 'UPS', trackingNumber: '1' }])).statusCode).toBe(403);
    expect((await post(null, [])).statusCode).toBe(401);
    expectValidationError(await post(ACME, [{ purchaseOrderNumber: 'PO-1' }]), '$.items[0].trackingNumber');
  });
});
