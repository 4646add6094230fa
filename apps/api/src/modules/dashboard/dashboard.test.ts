// The dashboard and insights calls against fixtures whose figures the test computes on its own (a small reference
// model below), for callers east and west of UTC, an empty supplier, one with only cancelled orders, and suppliers
// whose orders must never count.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { money, type SalesMetrics, type SupplierStats } from '@portal/contracts';
import { ddrCases, orderItems, orders, suppliers } from '../../db/schema/index.ts';
import { ACME, expectValidationError, INTEGRATED, useTestApp } from '../../../test/test-app.ts';
import { createUser } from '../../../test/user-factory.ts';

const ctx = useTestApp();
const NOW = new Date('2026-03-15T12:00:00Z');
const EAST = '2026-03-01T00:00:00+09:00';
const WEST = '2026-03-01T00:00:00-08:00';

interface Fixture {
  created: string;
  status: string;
  total: string;
  channel: string | null;
  promised?: string | null;
  items: { sku: string; name: string; quantity: number; price: string }[];
}

const FIXTURES: Fixture[] = [
  // Mar 1 01:00 in Tokyo, still Feb 28 in Los Angeles
  {
    created: '2026-02-28T16:00:00Z',
    status: 'Complete',
    total: '100.00',
    channel: 'Amazon',
    items: [{ sku: 'SKU-A', name: 'Alpha chair', quantity: 2, price: '40.00' }],
  },
  {
    created: '2026-03-01T07:00:00Z',
    status: 'NeedsProcessing',
    total: '50.00',
    channel: 'Wayfair',
    promised: null,
    items: [{ sku: 'SKU-B', name: 'Beta lamp', quantity: 1, price: '50.00' }],
  },
  {
    created: '2026-03-10T10:00:00Z',
    status: 'Invoicing',
    total: '25.50',
    channel: null,
    items: [
      { sku: 'SKU-A', name: 'Alpha chair', quantity: 1, price: '20.00' },
      { sku: 'SKU-C', name: 'Gamma rug with a long name', quantity: 3, price: '1.50' },
    ],
  },
  {
    created: '2026-02-05T12:00:00Z',
    status: 'Canceled',
    total: '40.00',
    channel: 'Amazon',
    items: [{ sku: 'SKU-A', name: 'Alpha chair', quantity: 9, price: '40.00' }],
  },
  {
    created: '2026-02-10T03:00:00Z',
    status: 'AwaitingShipment',
    total: '10.25',
    channel: 'Amazon',
    promised: '2026-03-01',
    items: [{ sku: 'SKU-D', name: 'Delta towel', quantity: 5, price: '2.05' }],
  },
  {
    created: '2026-03-14T23:30:00Z',
    status: 'New',
    total: '7.00',
    channel: 'eBay',
    items: [{ sku: 'SKU-E', name: 'Epsilon', quantity: 7, price: '1.00' }],
  },
  // Feb 1 05:00 in Tokyo, Jan 31 in Los Angeles
  {
    created: '2026-01-31T20:00:00Z',
    status: 'Complete',
    total: '30.00',
    channel: 'Amazon',
    items: [{ sku: 'SKU-B', name: 'Beta lamp', quantity: 1, price: '30.00' }],
  },
  {
    created: '2026-03-12T12:00:00Z',
    status: 'AwaitingShipment',
    total: '5.00',
    channel: 'eBay',
    promised: '2026-03-15',
    items: [{ sku: 'SKU-F', name: 'Phi pillow', quantity: 1, price: '5.00' }],
  },
  {
    created: '2026-03-13T12:00:00Z',
    status: 'NeedsProcessing',
    total: '12.00',
    channel: 'Amazon',
    promised: null,
    items: [{ sku: 'SKU-B', name: 'Beta lamp', quantity: 1, price: '12.00' }],
  },
  {
    created: '2026-02-20T12:00:00Z',
    status: 'ProductNotAvailable',
    total: '99.00',
    channel: 'Target',
    items: [{ sku: 'SKU-Z', name: 'Zeta', quantity: 1, price: '99.00' }],
  },
  // before the year window of the channel and item figures (April 2025 onwards)
  {
    created: '2025-03-20T12:00:00Z',
    status: 'Complete',
    total: '500.00',
    channel: 'Target',
    items: [{ sku: 'SKU-OLD', name: 'Old sofa', quantity: 4, price: '125.00' }],
  },
];

const SALE = new Set(['NeedsProcessing', 'AwaitingShipment', 'Invoicing', 'Complete']);
const sales = () => FIXTURES.filter((f) => SALE.has(f.status));

/** The reference: the same figures from the fixture list with plain date arithmetic. */
function expectedFor(offsetMinutes: number, monthStartUtc: number, previousStartUtc: number, previousDays: number) {
  const local = (iso: string) => new Date(new Date(iso).getTime() + offsetMinutes * 60_000);
  const monthOf = (d: Date) => `${d.getUTCFullYear()}-${d.getUTCMonth()}`;
  const thisMonth = monthOf(new Date(monthStartUtc + offsetMinutes * 60_000));
  const lastMonth = monthOf(new Date(previousStartUtc + offsetMinutes * 60_000));
  const nowLocal = new Date(NOW.getTime() + offsetMinutes * 60_000);
  const today = nowLocal.toISOString().slice(0, 10);
  const elapsed = NOW.getTime() - monthStartUtc;
  const current = Array.from({ length: nowLocal.getUTCDate() }, () => '0.00');
  const previous = Array.from({ length: previousDays }, () => '0.00');
  let monthOrders = 0;
  let previousSpan = '0.00';
  for (const f of sales()) {
    const d = local(f.created);
    if (monthOf(d) === thisMonth) {
      current[d.getUTCDate() - 1] = money.add(current[d.getUTCDate() - 1], f.total);
      monthOrders += 1;
    } else if (monthOf(d) === lastMonth) {
      previous[d.getUTCDate() - 1] = money.add(previous[d.getUTCDate() - 1], f.total);
      if (new Date(f.created).getTime() - previousStartUtc < elapsed) previousSpan = money.add(previousSpan, f.total);
    }
  }
  const unshipped = FIXTURES.filter((f) => f.status === 'NeedsProcessing' || f.status === 'AwaitingShipment');
  const stats: SupplierStats = {
    needToShipOrderCount: unshipped.length,
    currentMonthOrderCount: monthOrders,
    lateShipmentOrderCount: unshipped.filter((f) => f.promised && f.promised < today).length,
    lastInventoryProcessedOnDate: '2026-03-14T06:30:00.000Z',
    monthToDateSales: money.sum(current),
    monthToDateSalesDifference: money.sub(money.sum(current), previousSpan),
    pendingCreditRequestsTotal: '0.00',
  };
  const metrics: SalesMetrics = {
    totalSalesLastMonth: money.sum(current),
    totalSalesPreviousMonth: money.sum(previous),
    salesFromLastMonth: current,
    salesFromPreviousMonth: previous,
  };
  return { stats, metrics };
}

let fixtureUser: string;
let emptyUser: string;
let cancelledUser: string;

async function supplierWithUser(name: string, lastInventory: Date | null = null) {
  const [s] = await ctx.database.db
    .insert(suppliers)
    .values({ name, lastInventoryProcessedOn: lastInventory })
    .returning({ id: suppliers.id });
  const user = await createUser(ctx.database.db, { supplierId: s!.id });
  return { supplierId: s!.id, email: user.email };
}

let poSeq = 0;
async function insertFixture(supplierId: number, f: Fixture) {
  const [o] = await ctx.database.db
    .insert(orders)
    .values({
      supplierId,
      purchaseOrderNumber: `PO-DASH-${supplierId}-${++poSeq}`,
      status: f.status,
      customerFirstName: 'Dana',
      customerLastName: 'Board',
      address1: '1 Main St',
      city: 'Austin',
      state: 'TX',
      zip: '78701',
      purchasedFrom: f.channel,
      createdOn: new Date(f.created),
      promisedShippingDate: f.promised ?? null,
      total: f.total,
      supplierTotal: f.total,
    })
    .returning({ id: orders.id });
  const items = await ctx.database.db
    .insert(orderItems)
    .values(
      f.items.map((it, i) => ({
        supplierId,
        orderId: o!.id,
        productId: i + 1,
        productName: it.name,
        sku: it.sku,
        quantity: it.quantity,
        pricePerUnit: it.price,
        imageUrl: `/api/product-images/${it.sku}.svg`,
        status: f.status,
      })),
    )
    .returning({ id: orderItems.id });
  return { orderId: o!.id, itemIds: items.map((i) => i.id) };
}

beforeAll(async () => {
  vi.spyOn(ctx.app.clock, 'now').mockImplementation(() => NOW);
  const fixture = await supplierWithUser('Fixture Co', new Date('2026-03-14T06:30:00Z'));
  fixtureUser = fixture.email;
  const placed = [];
  for (const f of FIXTURES) placed.push(await insertFixture(fixture.supplierId, f));
  const [first, , third] = placed;
  await ctx.database.db.insert(ddrCases).values([
    {
      supplierId: fixture.supplierId,
      orderId: first!.orderId,
      orderItemId: first!.itemIds[0],
      type: 'Damage',
      createdOn: new Date('2026-03-02T10:00:00Z'),
    },
    { supplierId: fixture.supplierId, orderId: third!.orderId, type: 'Damage', createdOn: new Date('2026-03-11T10:00:00Z') },
    { supplierId: fixture.supplierId, orderId: third!.orderId, type: 'Return', createdOn: new Date('2026-03-12T10:00:00Z') },
    // before the window
    { supplierId: fixture.supplierId, orderId: first!.orderId, type: 'Defect', createdOn: new Date('2025-01-01T10:00:00Z') },
  ]);
  // the same kind of orders for the demo suppliers on the same days: never counted for Fixture Co
  for (const f of FIXTURES.slice(0, 3)) {
    await insertFixture(ctx.seed.supplierIds.integrated, f);
    await insertFixture(ctx.seed.supplierIds.acme, f);
  }
  emptyUser = (await supplierWithUser('Empty Co')).email;
  const cancelled = await supplierWithUser('Cancelled Co');
  cancelledUser = cancelled.email;
  for (const f of FIXTURES.slice(0, 4))
    await insertFixture(cancelled.supplierId, { ...f, status: f === FIXTURES[0] ? 'ProductNotAvailable' : 'Canceled' });
});
afterAll(() => vi.restoreAllMocks());

const get = (email: string | null, url: string, query?: Record<string, string>) => ctx.as(email, { method: 'GET', url, query });

describe('GET /suppliers/stats and /supplier-sales-metrics', () => {
  // Tokyo: Mar 1 starts Feb 28 15:00 UTC; Feb 1 started Jan 31 15:00 UTC; February has 28 days
  const east = expectedFor(9 * 60, Date.UTC(2026, 1, 28, 15), Date.UTC(2026, 0, 31, 15), 28);
  // Los Angeles in winter: Mar 1 starts 08:00 UTC
  const west = expectedFor(-8 * 60, Date.UTC(2026, 2, 1, 8), Date.UTC(2026, 1, 1, 8), 28);

  it('places orders in the days of a caller east of UTC (+09:00)', async () => {
    const stats = await get(fixtureUser, '/api/suppliers/stats', { currentMonthStart: EAST });
    expect(stats.statusCode).toBe(200);
    expect(stats.json()).toEqual(east.stats);
    const metrics = await get(fixtureUser, '/api/supplier-sales-metrics', { currentMonthStart: EAST });
    expect(metrics.json()).toEqual(east.metrics);
    // spot checks of the reference itself: Tokyo's Mar 1 holds the 16:00 and 07:00 UTC orders of Feb 28 / Mar 1
    expect(east.metrics.salesFromLastMonth[0]).toBe('150.00');
    expect(east.metrics.salesFromLastMonth).toHaveLength(15);
    expect(east.metrics.salesFromPreviousMonth[0]).toBe('30.00');
    expect(east.stats).toMatchObject({
      currentMonthOrderCount: 5,
      monthToDateSales: '192.50',
      needToShipOrderCount: 4,
      lateShipmentOrderCount: 1,
    });
  });

  it('places orders in the days of a caller west of UTC (-08:00)', async () => {
    expect((await get(fixtureUser, '/api/suppliers/stats', { currentMonthStart: WEST })).json()).toEqual(west.stats);
    expect((await get(fixtureUser, '/api/supplier-sales-metrics', { currentMonthStart: WEST })).json()).toEqual(west.metrics);
    // in Los Angeles the two orders fall on Feb 28 and the Jan 31 one is outside both months
    expect(west.metrics.salesFromPreviousMonth[27]).toBe('150.00');
    expect(west.metrics.totalSalesPreviousMonth).toBe('160.25');
    expect(west.stats).toMatchObject({ currentMonthOrderCount: 3, monthToDateSales: '42.50', monthToDateSalesDifference: '32.25' });
  });

  it('uses New York months for the stats when the caller sends no month start', async () => {
    const res = await get(fixtureUser, '/api/suppliers/stats');
    // New York in early March 2026 is -05:00
    expect(res.json()).toEqual(expectedFor(-5 * 60, Date.UTC(2026, 2, 1, 5), Date.UTC(2026, 1, 1, 5), 28).stats);
  });

  it('answers zeros for a supplier without orders and for one with only cancelled orders', async () => {
    for (const email of [emptyUser, cancelledUser]) {
      expect((await get(email, '/api/suppliers/stats', { currentMonthStart: EAST })).json()).toEqual({
        needToShipOrderCount: 0,
        currentMonthOrderCount: 0,
        lateShipmentOrderCount: 0,
        lastInventoryProcessedOnDate: null,
        monthToDateSales: '0.00',
        monthToDateSalesDifference: '0.00',
        pendingCreditRequestsTotal: '0.00',
      });
      const metrics = (await get(email, '/api/supplier-sales-metrics', { currentMonthStart: WEST })).json() as SalesMetrics;
      expect(metrics.totalSalesLastMonth).toBe('0.00');
      expect(metrics.totalSalesPreviousMonth).toBe('0.00');
      expect(metrics.salesFromLastMonth).toEqual(Array(15).fill('0.00'));
      expect(metrics.salesFromPreviousMonth).toEqual(Array(28).fill('0.00'));
    }
  });

  it('answers a past month in full (all its days)', async () => {
    const res = await get(fixtureUser, '/api/supplier-sales-metrics', { currentMonthStart: '2026-02-01T00:00:00Z' });
    const body = res.json() as SalesMetrics;
    expect(body.salesFromLastMonth).toHaveLength(28);
    expect(body.salesFromPreviousMonth).toHaveLength(31);
    expect(body.salesFromLastMonth[27]).toBe('100.00');
    expect(body.salesFromPreviousMonth[30]).toBe('30.00');
  });

  it.each([
    ['missing', undefined, 'Field is required'],
    ['empty', '', 'Invalid format'],
    ['a date without a time', '2026-03-01', 'Invalid format'],
    ['a time without an offset', '2026-03-01T00:00:00', 'Invalid format'],
    ['not a date', 'March', 'Invalid format'],
    ['month 13', '2026-13-01T00:00:00Z', 'Invalid format'],
    ['the second day', '2026-03-02T00:00:00+09:00', 'Must be the first day of a month at 00:00 in its own time zone.'],
    ['not midnight', '2026-03-01T01:00:00Z', 'Must be the first day of a month at 00:00 in its own time zone.'],
    [
      'an offset beyond +14:00',
      '2026-03-01T00:00:00+15:00',
      'The time zone offset must be between -12:00 and +14:00 in steps of 15 minutes.',
    ],
    [
      'an offset not in quarter hours',
      '2026-03-01T00:00:00+05:10',
      'The time zone offset must be between -12:00 and +14:00 in steps of 15 minutes.',
    ],
  ])('refuses a currentMonthStart that is %s with the error shape', async (_name, value, message) => {
    const query = value === undefined ? undefined : { currentMonthStart: value };
    const res = await get(ACME, '/api/supplier-sales-metrics', query);
    expectValidationError(res, '$.currentMonthStart', message);
    expect(res.json()).toMatchObject({ title: expect.any(String), status: 400, detail: 'Some fields are incomplete or incorrect.' });
    if (value !== undefined) expectValidationError(await get(ACME, '/api/suppliers/stats', query), '$.currentMonthStart', message);
  });

  it('refuses a repeated currentMonthStart', async () => {
    const res = await ctx.as(ACME, {
      method: 'GET',
      url: `/api/supplier-sales-metrics?currentMonthStart=${encodeURIComponent(EAST)}&currentMonthStart=${encodeURIComponent(WEST)}`,
    });
    expectValidationError(res, '$.currentMonthStart');
  });
});

describe('year-long figures (channels, top items, DDR cases)', () => {
  const inWindow = () => sales().filter((f) => f.created >= '2025-04-01');

  it('sales and order counts by channel, unnamed channels as Other', async () => {
    const byChannel = new Map<string, { orders: number; sales: string }>();
    for (const f of inWindow()) {
      const key = f.channel ?? 'Other';
      const c = byChannel.get(key) ?? { orders: 0, sales: '0.00' };
      byChannel.set(key, { orders: c.orders + 1, sales: money.add(c.sales, f.total) });
    }
    const total = money.sum([...byChannel.values()].map((c) => c.sales));
    const expectedSales = [...byChannel.entries()]
      .sort((a, b) => money.compare(b[1].sales, a[1].sales))
      .map(([label, c]) => ({ label, sales: c.sales, value: Math.round((Number(c.sales) * 1000) / Number(total)) / 10 }));
    expect((await get(fixtureUser, '/api/supplier-sales-by-channel')).json()).toEqual(expectedSales);
    expect(expectedSales.map((c) => c.label)).toEqual(['Amazon', 'Wayfair', 'Other', 'eBay']);
    const expectedOrders = [...byChannel.entries()]
      .map(([label, c]) => ({ label, value: c.orders }))
      .sort((a, b) => b.value - a.value || a.label.localeCompare(b.label));
    expect((await get(fixtureUser, '/api/supplier-orders-by-channel')).json()).toEqual(expectedOrders);
  });

  it('top items by units and by sales with product name and image', async () => {
    const bySku = new Map<string, { quantity: number; sales: string; name: string }>();
    for (const f of inWindow())
      for (const it of f.items) {
        const c = bySku.get(it.sku) ?? { quantity: 0, sales: '0.00', name: it.name };
        bySku.set(it.sku, {
          quantity: c.quantity + it.quantity,
          sales: money.add(c.sales, money.mul(it.price, it.quantity)),
          name: it.name,
        });
      }
    const all = [...bySku.entries()].map(([sku, c]) => ({ sku, ...c }));
    const total = money.sum(all.map((i) => i.sales));
    const byUnits = [...all]
      .sort((a, b) => b.quantity - a.quantity || money.compare(b.sales, a.sales) || a.sku.localeCompare(b.sku))
      .slice(0, 5);
    expect((await get(fixtureUser, '/api/supplier-top-items')).json()).toEqual(
      byUnits.map((i) => ({ label: i.sku, value: i.quantity, productName: i.name, imageUrl: `/api/product-images/${i.sku}.svg` })),
    );
    const bySales = [...all]
      .sort((a, b) => money.compare(b.sales, a.sales) || b.quantity - a.quantity || a.sku.localeCompare(b.sku))
      .slice(0, 5);
    expect((await get(fixtureUser, '/api/supplier-top-items-by-sales')).json()).toEqual(
      bySales.map((i) => ({
        label: i.sku,
        sales: i.sales,
        salesPercentage: Math.round((Number(i.sales) * 1000) / Number(total)) / 10,
        imageUrl: `/api/product-images/${i.sku}.svg`,
        productName: i.name,
        value: i.quantity,
      })),
    );
    expect(byUnits[0]).toMatchObject({ sku: 'SKU-D', quantity: 5 });
  });

  it('damage, defect and return cases of the window, every type listed', async () => {
    expect((await get(fixtureUser, '/api/supplier-damage-defect-return-statistics')).json()).toEqual([
      { type: 'Damage', count: 2 },
      { type: 'Defect', count: 0 },
      { type: 'Return', count: 1 },
    ]);
  });

  it('answers empty lists and zero cases for the empty and the cancelled-only supplier', async () => {
    for (const email of [emptyUser, cancelledUser]) {
      for (const url of [
        '/api/supplier-sales-by-channel',
        '/api/supplier-orders-by-channel',
        '/api/supplier-top-items',
        '/api/supplier-top-items-by-sales',
      ])
        expect((await get(email, url)).json()).toEqual([]);
      expect((await get(email, '/api/supplier-damage-defect-return-statistics')).json()).toEqual([
        { type: 'Damage', count: 0 },
        { type: 'Defect', count: 0 },
        { type: 'Return', count: 0 },
      ]);
    }
  });

  it("never counts another supplier's orders: the demo suppliers' figures do not move with Fixture Co's", async () => {
    const before = await get(INTEGRATED, '/api/supplier-top-items');
    const [fixture] = await ctx.database.db.select({ id: suppliers.id }).from(suppliers).where(eq(suppliers.name, 'Fixture Co'));
    await insertFixture(fixture!.id, {
      created: '2026-03-14T12:00:00Z',
      status: 'Complete',
      total: '9999.00',
      channel: 'Wayfair',
      items: [{ sku: 'IOS-TNT-DOM-4', name: 'Tent', quantity: 500, price: '1.00' }],
    });
    expect((await get(INTEGRATED, '/api/supplier-top-items')).json()).toEqual(before.json());
    const integratedTop = (await get(INTEGRATED, '/api/supplier-top-items')).json() as { label: string; value: number }[];
    expect(integratedTop.every((i) => i.label.startsWith('IOS-') || i.label.startsWith('SKU-'))).toBe(true);
  });
});

describe('sessions', () => {
  it.each([
    '/api/suppliers/stats',
    `/api/supplier-sales-metrics?currentMonthStart=${encodeURIComponent(EAST)}`,
    '/api/supplier-sales-by-channel',
    '/api/supplier-top-items',
    '/api/supplier-top-items-by-sales',
    '/api/supplier-orders-by-channel',
    '/api/supplier-damage-defect-return-statistics',
  ])('%s answers 401 without a token', async (url) => {
    const res = await ctx.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ status: 401 });
  });
});
