// Order intake: a purchase order created by an operator's call, idempotent on the PO number, bad input on every field.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ACME, expectValidationError, OPERATOR, useTestApp } from '../../../../test/test-app.ts';
import { orderHistory, orderItems, orders as ordersTable } from '../../../db/schema/index.ts';

const ctx = useTestApp();
let counter = 0;
const body = (extra: Record<string, unknown> = {}) => ({
  supplierId: ctx.seed.supplierIds.acme,
  purchaseOrderNumber: `PO-IN-${Date.now() % 1_000_000}-${++counter}`,
  channel: 'Amazon',
  shippingMethod: 'BisonFedex',
  promisedShippingDate: '2026-12-01',
  shippingCost: '7.50',
  customer: { firstName: 'Dana', lastName: 'Doe', company: null, phone: '+1 555 0100' },
  address: { address1: '5 Elm Street', city: 'Columbus', state: 'OH', zip: '43004', country: 'US' },
  items: [
    { productId: 901, sku: 'SKU-IN-1', productName: 'Cedar planter', quantity: 2, pricePerUnit: '19.99' },
    { productId: 902, sku: 'SKU-IN-2', productName: 'Garden hose', quantity: 1, pricePerUnit: 12 },
  ],
  ...extra,
});
const post = (payload: unknown, email: string | null = OPERATOR) =>
  ctx.as(email, { method: 'POST', url: '/api/ops/orders', payload: payload as object });

describe('POST /ops/orders', () => {
  it('creates the order with its items and a created history row; the supplier sees it', async () => {
    const payload = body();
    const res = await post(payload);
    expect(res.statusCode).toBe(200);
    const created = res.json();
    expect(created).toMatchObject({
      created: true,
      purchaseOrderNumber: payload.purchaseOrderNumber,
      status: 'NeedsProcessing',
      // 51.98 items + 7.50 shipping − 1.04 allowance (Acme's 1.5 % 0.78 and 0.5 % 0.26; docs/decisions/order-money.md)
      total: '58.44',
    });
    const items = await ctx.database.db.select().from(orderItems).where(eq(orderItems.orderId, created.id)).orderBy(orderItems.id);
    expect(items.map((i) => [i.sku, i.quantity, i.pricePerUnit])).toEqual([
      ['SKU-IN-1', 2, '19.99'],
      ['SKU-IN-2', 1, '12.00'],
    ]);
    const history = await ctx.database.db.select().from(orderHistory).where(eq(orderHistory.orderId, created.id));
    expect(history).toEqual([expect.objectContaining({ action: 'created', userId: ctx.seed.userIds[OPERATOR] })]);
    const detail = await ctx.as(ACME, { method: 'GET', url: `/api/orders/${created.id}` });
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toMatchObject({ purchaseOrderStatus: 'NeedsProcessing', purchasedFrom: 'Amazon', customerName: 'Dana Doe' });
  });

  it('is idempotent: the same body answers the first order (created false), another body 409, at once too', async () => {
    const payload = body();
    const first = await post(payload);
    expect(first.json()).toMatchObject({ created: true });
    const reordered = { ...payload, items: payload.items, shippingCost: 7.5, address: { ...payload.address } };
    const repeat = await post(reordered);
    expect(repeat.statusCode).toBe(200);
    expect(repeat.json()).toEqual({ ...first.json(), created: false });
    const other = await post({ ...payload, channel: 'eBay' });
    expect(other.statusCode).toBe(409);

    const racing = body();
    const answers = await Promise.all([post(racing), post(racing)]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    expect(answers.map((a) => a.json().created).sort()).toEqual([false, true]);
    expect(answers[0]!.json().id).toBe(answers[1]!.json().id);
  });

  it('keeps a PO number to one order across suppliers (the unique key is per supplier): 409 for another supplier, at once too', async () => {
    const payload = body();
    const other = { ...payload, supplierId: ctx.seed.supplierIds.integrated };
    expect((await post(payload)).statusCode).toBe(200);
    expect((await post(other)).statusCode).toBe(409);

    const racing = body();
    const answers = await Promise.all([post(racing), post({ ...racing, supplierId: ctx.seed.supplierIds.integrated })]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const orders = await ctx.database.db
      .select({ id: ordersTable.id })
      .from(ordersTable)
      .where(eq(ordersTable.purchaseOrderNumber, racing.purchaseOrderNumber));
    expect(orders).toHaveLength(1);
  });

  it('refuses supplier users (403) and calls without a session (401)', async () => {
    expect((await post(body(), ACME)).statusCode).toBe(403);
    expect((await post(body(), null)).statusCode).toBe(401);
  });

  it.each([
    ['$.supplierId', { supplierId: 'x' }],
    ['$.supplierId', { supplierId: 999999 }],
    ['$.purchaseOrderNumber', { purchaseOrderNumber: '' }],
    ['$.purchaseOrderNumber', { purchaseOrderNumber: 'PO 1/2' }],
    ['$.channel', { channel: '' }],
    ['$.shippingMethod', { shippingMethod: 'Teleport' }],
    ['$.shippingMethod', { shippingMethod: 'Unknown' }],
    ['$.promisedShippingDate', { promisedShippingDate: '2026-02-30' }],
    ['$.shippingCost', { shippingCost: '-1' }],
    ['$.customer.firstName', { customer: { lastName: 'Doe' } }],
    ['$.customer.lastName', { customer: { firstName: 'Dana', lastName: '  ' } }],
    ['$.address.address1', { address: { city: 'C', state: 'OH', zip: '1' } }],
    ['$.address.city', { address: { address1: 'a', state: 'OH', zip: '1' } }],
    ['$.address.state', { address: { address1: 'a', city: 'C', zip: '1' } }],
    ['$.address.zip', { address: { address1: 'a', city: 'C', state: 'OH', zip: '#!' } }],
    ['$.address.country', { address: { address1: 'a', city: 'C', state: 'OH', zip: '1', country: 'usa' } }],
    ['$.items', { items: [] }],
    ['$.items[0].productId', { items: [{ sku: 'S', productName: 'P', quantity: 1, pricePerUnit: '1' }] }],
    ['$.items[0].sku', { items: [{ productId: 1, productName: 'P', quantity: 1, pricePerUnit: '1' }] }],
    ['$.items[0].productName', { items: [{ productId: 1, sku: 'S', quantity: 1, pricePerUnit: '1' }] }],
    ['$.items[0].quantity', { items: [{ productId: 1, sku: 'S', productName: 'P', quantity: 0, pricePerUnit: '1' }] }],
    ['$.items[0].pricePerUnit', { items: [{ productId: 1, sku: 'S', productName: 'P', quantity: 1, pricePerUnit: '1.234' }] }],
    ['$.items[0].pricePerUnit', { items: [{ productId: 1, sku: 'S', productName: 'P', quantity: 1, pricePerUnit: 0 }] }],
  ])('answers 400 at %s for bad input', async (path, extra) => {
    expectValidationError(await post(body(extra)), path);
  });
});
