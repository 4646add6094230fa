// The deduction rules through the real server and database: the console's rules (global and per supplier), the rules'
// run over the orders (late shipment, invalid tracking, late cancellation) once per order and rule, in keyset
// batches, concurrent runs, with evidence, order history and webhook rows.
import { describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { supplierDayOf, type DeductionRulesView, type RaiseDeductionsResponse } from '@portal/contracts';
import { ACME, CLERK, expectValidationError, INTEGRATED, OPERATOR, sqlRows, useTestApp } from '../../../../test/test-app.ts';
import { makeOrder } from '../../../../test/order-factory.ts';
import { deductions, orderCancellations, orderHistory, trackings, webhookEndpoints } from '../../../db/schema/index.ts';
import { raiseDeductions } from './deduction-raise.service.ts';

const ctx = useTestApp();
const ops = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  ctx.as(OPERATOR, { method, url: `/api/ops/payments${url}`, ...(payload ? { payload } : {}) });
const raise = (asOf = '2026-04-30') => ops('POST', '/deductions/raise', { asOf });

/** In effect from the year's start: the facts of the tests below (March 2026) are charged. */
const FROM = '2026-01-01';
const GLOBAL_RULES = [
  { type: 'LateShipment', basis: 'Percent', value: '3', enabled: true, effectiveFrom: FROM },
  { type: 'InvalidTracking', basis: 'Flat', value: '25', enabled: true, effectiveFrom: FROM },
  { type: 'LateCancellation', basis: 'Flat', value: '40.5', enabled: true, effectiveFrom: FROM },
];

async function setGlobalRules(rules: object[] = GLOBAL_RULES) {
  const res = await ops('PUT', '/rules', { supplierId: null, rules });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<DeductionRulesView>();
}

/** A shipped order (Complete): promised day, the moment it moved to Invoicing, and its items' trackings. */
async function shippedOrder(opts: {
  supplierId?: number;
  promised: string | null;
  shippedAt: string;
  tracking?: { carrierId: number; number: string; at?: string; otherCarrierName?: string }[] | null;
  items?: { quantity: number; price: string }[];
}) {
  const supplierId = opts.supplierId ?? ctx.seed.supplierIds.acme;
  const order = await makeOrder(ctx.database.db, supplierId, {
    status: 'Complete',
    promisedShippingDate: opts.promised,
    items: opts.items ?? [{ quantity: 2, price: '50.05' }],
  });
  await ctx.database.db.insert(orderHistory).values({
    supplierId,
    orderId: order.id,
    action: 'ship',
    detail: { from: 'AwaitingShipment', to: 'Invoicing' },
    createdOn: new Date(opts.shippedAt),
  });
  const tracking = opts.tracking === undefined ? [{ carrierId: 1, number: '123456789012' }] : opts.tracking;
  for (const itemId of order.itemIds)
    for (const t of tracking ?? [])
      await ctx.database.db.insert(trackings).values({
        supplierId,
        orderId: order.id,
        orderItemId: itemId,
        carrierId: t.carrierId,
        otherCarrierName: t.otherCarrierName ?? null,
        trackingNumber: t.number,
        createdOn: new Date(t.at ?? opts.shippedAt),
      });
  return order;
}

async function canceledOrder(previousStatus: string, status = 'Approved', supplierId = ctx.seed.supplierIds.acme) {
  const order = await makeOrder(ctx.database.db, supplierId, { status: 'Canceled', items: [{ quantity: 1, price: '80.00' }] });
  await ctx.database.db.insert(orderCancellations).values({
    supplierId,
    orderId: order.id,
    reason: 'CancelAtSellersRequest',
    previousStatus,
    status,
    createdOn: new Date('2026-03-02T15:00:00Z'),
    decidedOn: status === 'InReview' ? null : new Date('2026-03-03T15:00:00Z'),
  });
  return order;
}

const deductionsOf = (orderId: number) =>
  ctx.database.db.select().from(deductions).where(eq(deductions.orderId, orderId)).orderBy(deductions.type);

describe('access', () => {
  it.each([
    ['GET', '/rules'],
    ['PUT', '/rules'],
    ['POST', '/deductions/raise'],
  ])('%s /api/ops/payments%s: 401 without a session, 403 for supplier users', async (method, url) => {
    const request = { method: method as 'GET', url: `/api/ops/payments${url}`, payload: method === 'GET' ? undefined : {} };
    expect((await ctx.app.inject(request)).statusCode).toBe(401);
    for (const user of [ACME, CLERK, INTEGRATED]) expect((await ctx.as(user, request)).statusCode).toBe(403);
  });
});

describe('GET/PUT /ops/payments/rules', () => {
  it('keeps global rules and per-supplier overrides; the effective rule is the override, else the global one', async () => {
    const global = await setGlobalRules();
    expect(global.global.map((r) => [r.type, r.basis, r.value])).toEqual([
      ['LateShipment', 'Percent', '3.00'],
      ['InvalidTracking', 'Flat', '25.00'],
      ['LateCancellation', 'Flat', '40.50'],
    ]);
    const acme = ctx.seed.supplierIds.acme;
    const put = await ops('PUT', '/rules', {
      supplierId: acme,
      rules: [{ type: 'LateShipment', basis: 'Flat', value: 10, enabled: true, effectiveFrom: FROM }],
    });
    expect(put.statusCode, put.body).toBe(200);
    const view = (await ops('GET', `/rules?supplierId=${acme}`)).json<DeductionRulesView>();
    expect(view.supplierId).toBe(acme);
    expect(view.overrides).toEqual([{ type: 'LateShipment', basis: 'Flat', value: '10.00', enabled: true, effectiveFrom: FROM }]);
    expect(view.effective.map((r) => [r.type, r.basis, r.value])).toEqual([
      ['LateShipment', 'Flat', '10.00'],
      ['InvalidTracking', 'Flat', '25.00'],
      ['LateCancellation', 'Flat', '40.50'],
    ]);
    // the global view holds no supplier's overrides
    const plain = (await ops('GET', '/rules')).json<DeductionRulesView>();
    expect(plain.supplierId).toBeNull();
    expect(plain.overrides).toEqual([]);
    // an empty list removes the overrides
    expect((await ops('PUT', '/rules', { supplierId: acme, rules: [] })).json<DeductionRulesView>().overrides).toEqual([]);
  });

  it('refuses bad input on every field', async () => {
    const rule = { type: 'LateShipment', basis: 'Percent', value: '3', enabled: true };
    const put = (body: object) => ops('PUT', '/rules', body);
    expectValidationError(await put({ rules: [rule] }), '$.supplierId');
    expectValidationError(await put({ supplierId: 'x', rules: [rule] }), '$.supplierId');
    expectValidationError(await put({ supplierId: 99999999, rules: [rule] }), '$.supplierId', 'The supplier was not found.');
    expectValidationError(await put({ supplierId: null }), '$.rules');
    expectValidationError(await put({ supplierId: null, rules: [{ ...rule, type: 'Speeding' }] }), '$.rules[0].type');
    expectValidationError(await put({ supplierId: null, rules: [{ ...rule, basis: 'Half' }] }), '$.rules[0].basis');
    expectValidationError(await put({ supplierId: null, rules: [{ ...rule, value: '-1' }] }), '$.rules[0].value');
    expectValidationError(await put({ supplierId: null, rules: [{ ...rule, value: '1.234' }] }), '$.rules[0].value');
    expectValidationError(
      await put({ supplierId: null, rules: [{ ...rule, value: '100.01' }] }),
      '$.rules[0].value',
      'A percent is at most 100.',
    );
    expectValidationError(await put({ supplierId: null, rules: [{ ...rule, enabled: 'yes' }] }), '$.rules[0].enabled');
    expectValidationError(await put({ supplierId: null, rules: [{ ...rule, effectiveFrom: '2026-02-30' }] }), '$.rules[0].effectiveFrom');
    expectValidationError(await put({ supplierId: null, rules: [{ ...rule, effectiveFrom: 20260101 }] }), '$.rules[0].effectiveFrom');
    expectValidationError(await put({ supplierId: null, rules: [rule, rule] }), '$.rules[1].type', 'Each type takes one rule.');
    expectValidationError(await put({ supplierId: null, rules: [], extra: 1 }), '$');
    expectValidationError(await ops('GET', '/rules?supplierId=abc'), '$.supplierId');
    // an unknown supplier named by the query is not found (the document admits any id up to its bound)
    expect((await ops('GET', '/rules?supplierId=99999999')).statusCode).toBe(404);
  });
});

describe('effective date', () => {
  it('a rule saved without a day charges from today on; saved again it keeps its day', async () => {
    const today = ctx.app.clock.now();
    const withoutDay = GLOBAL_RULES.map(({ effectiveFrom: _, ...r }) => r);
    await setGlobalRules(GLOBAL_RULES);
    const kept = await setGlobalRules(withoutDay.map((r) => (r.type === 'LateShipment' ? { ...r, value: '4' } : r)));
    expect(kept.global.map((r) => r.effectiveFrom)).toEqual([FROM, FROM, FROM]);
    await setGlobalRules([]);
    const fresh = await setGlobalRules(withoutDay);
    expect(fresh.global.map((r) => r.effectiveFrom)).toEqual([supplierDayOf(today), supplierDayOf(today), supplierDayOf(today)]);
    await setGlobalRules();
  });

  it('charges no fact from before the rule took effect (a first run on a new install charges nothing old)', async () => {
    await setGlobalRules(GLOBAL_RULES.map((r) => ({ ...r, effectiveFrom: '2026-03-06' })));
    // shipped late on 03-05 (before the rule) and on 03-07 (after it)
    const before = await shippedOrder({ promised: '2026-03-01', shippedAt: '2026-03-05T18:00:00Z' });
    const after = await shippedOrder({ promised: '2026-03-01', shippedAt: '2026-03-07T18:00:00Z' });
    // the cancellation was approved on 03-03: before the rule
    const canceled = await canceledOrder('AwaitingShipment');
    expect((await raise()).statusCode).toBe(200);
    expect(await deductionsOf(before.id)).toEqual([]);
    expect((await deductionsOf(after.id)).map((d) => d.type)).toEqual(['LateShipment']);
    expect(await deductionsOf(canceled.id)).toEqual([]);
    await setGlobalRules();
  });
});

describe('POST /ops/payments/deductions/raise', () => {
  it('raises a late shipment, an invalid tracking and a late cancellation once each, with their evidence, history and webhooks', async () => {
    await setGlobalRules();
    const acme = ctx.seed.supplierIds.acme;
    const [admin] = await sqlRows<{ id: number }>(ctx.database, sql`select id from users where email = ${ACME}`);
    await ctx.database.db.insert(webhookEndpoints).values({
      supplierId: acme,
      url: 'https://hooks.example.com/payb',
      secret: 'whsec_test',
      events: ['deduction.posted'],
      createdBy: admin!.id,
    });
    // promised 03-05, left on 03-07 (New York), FedEx tracking valid: late shipment only; 3% of 100.10
    const late = await shippedOrder({ promised: '2026-03-05', shippedAt: '2026-03-07T18:00:00Z' });
    // on time, a UPS number of the wrong shape: invalid tracking only
    const badTracking = await shippedOrder({
      promised: '2026-03-05',
      shippedAt: '2026-03-05T18:00:00Z',
      tracking: [{ carrierId: 2, number: 'SCN100042' }],
    });
    // on time, a valid tracking recorded after the ship day only
    const trackedLater = await shippedOrder({
      promised: '2026-03-05',
      shippedAt: '2026-03-04T18:00:00Z',
      tracking: [{ carrierId: 1, number: '123456789012', at: '2026-03-09T18:00:00Z' }],
    });
    // on time with valid tracking (Other with its name): nothing
    const fine = await shippedOrder({
      promised: '2026-03-05',
      shippedAt: '2026-03-05T03:00:00Z',
      tracking: [{ carrierId: 4, number: 'OT-1', otherCarrierName: 'OnTrac' }],
    });
    const lateCancel = await canceledOrder('AwaitingShipment');
    const earlyCancel = await canceledOrder('NeedsProcessing');
    const rejected = await canceledOrder('AwaitingShipment', 'Rejected');
    // shipped after the day asked for: not yet a fact
    const future = await shippedOrder({ promised: '2026-05-01', shippedAt: '2026-05-03T18:00:00Z' });

    const res = await raise();
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json<RaiseDeductionsResponse>();
    expect(result.raised).toBeGreaterThanOrEqual(4);
    expect(result.byType.map((t) => t.type)).toEqual(['LateShipment', 'InvalidTracking', 'LateCancellation']);

    const [lateRow] = await deductionsOf(late.id);
    expect(lateRow).toMatchObject({ type: 'LateShipment', amount: '3.00', status: 'Open', raisedByRule: true, raisedBy: null });
    expect(lateRow!.deductionNumber).toMatch(/^DED-\d{6}$/);
    // the reason's days in the spec's date format, as the deduction page shows every other day
    expect(lateRow!.reason).toBe('Shipped on Mar 07, 2026, after the promised shipping date Mar 05, 2026.');
    expect(lateRow!.evidence).toMatchObject({ promisedShipDate: '2026-03-05', shipDate: '2026-03-07' });
    // the rule and its basis, stored beside the deduction: which rule took how much from what
    expect(lateRow).toMatchObject({ ruleScope: 'Global', ruleBasis: 'Percent', ruleValue: '3.00', baseAmount: '100.10' });
    expect(lateRow!.ruleId).toEqual(expect.any(Number));
    const [trackingRow] = await deductionsOf(badTracking.id);
    expect(trackingRow).toMatchObject({ type: 'InvalidTracking', amount: '25.00' });
    expect(trackingRow!.evidence).toMatchObject({
      shipDate: '2026-03-05',
      trackings: [{ carrierId: 2, carrierName: 'UPS', trackingNumber: 'SCN100042', valid: false, recordedOn: '2026-03-05' }],
    });
    expect((await deductionsOf(trackedLater.id)).map((d) => d.type)).toEqual(['InvalidTracking']);
    expect(await deductionsOf(fine.id)).toEqual([]);
    const [cancelRow] = await deductionsOf(lateCancel.id);
    expect(cancelRow).toMatchObject({ type: 'LateCancellation', amount: '40.50' });
    expect(cancelRow!.evidence).toMatchObject({ cancellation: { previousStatus: 'AwaitingShipment', reason: 'CancelAtSellersRequest' } });
    expect(await deductionsOf(earlyCancel.id)).toEqual([]);
    expect(await deductionsOf(rejected.id)).toEqual([]);
    expect(await deductionsOf(future.id)).toEqual([]);

    const history = await ctx.database.db
      .select()
      .from(orderHistory)
      .where(and(eq(orderHistory.orderId, late.id), eq(orderHistory.action, 'deductionPosted')));
    expect(history).toHaveLength(1);
    expect(history[0]!.detail).toMatchObject({
      deductionId: lateRow!.id,
      deductionNumber: lateRow!.deductionNumber,
      type: 'LateShipment',
      amount: '3.00',
    });
    const hooks = await sqlRows<{ event: string; data: { action: string; detail: { deductionNumber: string } } }>(
      ctx.database,
      sql`select event, data from webhook_deliveries where order_id = ${late.id} and event = 'deduction.posted'`,
    );
    expect(hooks.map((h) => h.data.detail.deductionNumber)).toEqual([lateRow!.deductionNumber]);

    // a second run raises nothing new
    const again = await raise();
    expect(again.json<RaiseDeductionsResponse>().raised).toBe(0);
    expect(await deductionsOf(late.id)).toHaveLength(1);
  });

  // Acme keeps these overrides for the tests below
  it('follows the supplier override and skips a disabled rule', async () => {
    await setGlobalRules();
    const acme = ctx.seed.supplierIds.acme;
    await ops('PUT', '/rules', {
      supplierId: acme,
      rules: [
        { type: 'LateShipment', basis: 'Flat', value: '12.34', enabled: true, effectiveFrom: FROM },
        { type: 'InvalidTracking', basis: 'Flat', value: '5', enabled: false, effectiveFrom: FROM },
      ],
    });
    const order = await shippedOrder({
      promised: '2026-03-05',
      shippedAt: '2026-03-08T18:00:00Z',
      tracking: [{ carrierId: 1, number: '42' }],
    });
    const other = await shippedOrder({
      supplierId: ctx.seed.supplierIds.integrated,
      promised: '2026-03-05',
      shippedAt: '2026-03-08T18:00:00Z',
      tracking: [{ carrierId: 1, number: '42' }],
    });
    expect((await raise()).statusCode).toBe(200);
    expect((await deductionsOf(order.id)).map((d) => [d.type, d.amount])).toEqual([['LateShipment', '12.34']]);
    expect((await deductionsOf(other.id)).map((d) => [d.type, d.amount])).toEqual([
      ['InvalidTracking', '25.00'],
      ['LateShipment', '3.00'],
    ]);
  });

  it('reads the orders in keyset batches and, run twice at once, raises each deduction once', async () => {
    await setGlobalRules();
    const orders = [];
    for (let i = 0; i < 5; i++) orders.push(await shippedOrder({ promised: '2026-03-05', shippedAt: '2026-03-09T18:00:00Z' }));
    const now = ctx.app.clock.now();
    const [a, b] = await Promise.all([
      raiseDeductions(ctx.database.db, '2026-04-30', now, 100),
      raiseDeductions(ctx.database.db, '2026-04-30', now, 1000),
    ]);
    expect(a.raised + b.raised).toBe(5);
    for (const o of orders) expect((await deductionsOf(o.id)).map((d) => d.type)).toEqual(['LateShipment']);
    const posted = await sqlRows<{ n: number }>(
      ctx.database,
      sql`select count(*)::int as n from order_history where action = 'deductionPosted' and order_id = any(${sql`array[${sql.join(
        orders.map((o) => sql`${o.id}`),
        sql`, `,
      )}]::int[]`})`,
    );
    expect(posted[0]!.n).toBe(5);
    // through the API, concurrently: nothing new, and no error
    const both = await Promise.all([raise(), raise()]);
    expect(both.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(both.map((r) => r.json<RaiseDeductionsResponse>().raised)).toEqual([0, 0]);
  });

  it('refuses a bad day', async () => {
    expectValidationError(await ops('POST', '/deductions/raise', {}), '$.asOf');
    expectValidationError(await raise('2026-02-30'), '$.asOf');
    expectValidationError(await raise('30/04/2026'), '$.asOf');
    expectValidationError(await ops('POST', '/deductions/raise', { asOf: '2026-04-30', extra: true }), '$');
  });
});

describe('the ship day lookup', () => {
  it('reads an order’s entry to Invoicing through the partial index order_history_shipped_idx', async () => {
    // the lateral lookup of compliance-facts.queries.ts, for one order (migration 0033)
    await ctx.database.db.execute(sql`analyze order_history`);
    const plan = await sqlRows<{ 'QUERY PLAN': string }>(
      ctx.database,
      sql`explain select h.created_on from order_history h
          where h.supplier_id = ${ctx.seed.supplierIds.acme} and h.order_id = 1 and h.detail ->> 'to' = 'Invoicing'
          order by h.created_on desc limit 1`,
    );
    expect(plan.map((r) => r['QUERY PLAN']).join('\n')).toContain('order_history_shipped_idx');
  });
});
