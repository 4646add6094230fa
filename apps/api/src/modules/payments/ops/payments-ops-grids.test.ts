// The console's payments grids through the real server and database: the disputes queue and the posted runs page,
// sort and filter on the server by the grid query (limit, offset, query), answer the total in Content-Range, refuse a
// bad query with 400 in the error shape, and answer only operators (401 without a session, 403 for supplier users).
import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { DisputeQueueRow, PaymentRunSummary } from '@portal/contracts';
import {
  ACME,
  CLERK,
  contentRangeTotal,
  expectValidationError,
  gridGet,
  INTEGRATED,
  OPERATOR,
  useTestApp,
} from '../../../../test/test-app.ts';
import { makeOrder } from '../../../../test/order-factory.ts';
import { openDeduction } from '../../../../test/payments-factory.ts';
import { orders } from '../../../db/schema/index.ts';

const ctx = useTestApp();
const DISPUTES = '/api/ops/payments/disputes';
const RUNS = '/api/ops/payments/runs';
/** More waiting disputes than the queue's old single page of 100. */
const WAITING = 130;

beforeAll(async () => {
  const db = ctx.database.db;
  const acme = ctx.seed.supplierIds.acme;
  const order = await makeOrder(db, acme, { status: 'Complete' });
  const [{ purchaseOrderNumber }] = (await db
    .select({ purchaseOrderNumber: orders.purchaseOrderNumber })
    .from(orders)
    .where(sql`${orders.id} = ${order.id}`)) as [{ purchaseOrderNumber: string }];
  const ids: number[] = [];
  for (let i = 0; i < WAITING; i++) ids.push(await openDeduction(db, acme, { orderId: order.id, purchaseOrderNumber }, `${i + 1}.00`));
  // one waiting dispute per deduction, a minute apart (the oldest first in the queue)
  await db.execute(sql`
    insert into disputes (supplier_id, deduction_id, attempt, reason, comment, created_on)
    select ${acme}, d.id, 1, 'WrongAmount', 'Bulk dispute ' || d.n, timestamptz '2030-01-01T00:00:00Z' + d.n * interval '1 minute'
    from unnest(${sql.raw(`array[${ids.join(',')}]::int[]`)}) with ordinality as d(id, n)`);
  for (let day = 1; day <= 3; day++)
    await db.execute(sql`
      insert into payment_runs (run_date, posted_on, supplier_count, gross, deductions, net)
      values (${`2029-0${day}-15`}, now(), ${day}, ${`${day}00.00`}, '0.00', ${`${day}00.00`})`);
});

describe('GET /api/ops/payments/disputes (a grid page)', () => {
  it('pages past the first 100 disputes on the server, waiting ones first and the oldest first, with the total', async () => {
    const first = await gridGet(ctx, OPERATOR, DISPUTES, { limit: '100' });
    expect(first.statusCode, first.body).toBe(200);
    const total = contentRangeTotal(first);
    expect(total).toBeGreaterThan(100);
    expect(first.headers['content-range']).toBe(`items 0-99/${total}`);
    const second = await gridGet(ctx, OPERATOR, DISPUTES, { limit: '100', offset: '100' });
    expect(second.statusCode, second.body).toBe(200);
    expect(second.headers['content-range']).toBe(`items 100-${total - 1}/${total}`);
    const rows = [...first.json<DisputeQueueRow[]>(), ...second.json<DisputeQueueRow[]>()];
    expect(new Set(rows.map((r) => r.disputeId)).size).toBe(total);
    const bulk = rows.filter((r) => r.comment.startsWith('Bulk dispute '));
    expect(bulk).toHaveLength(WAITING);
    expect(bulk.map((r) => r.comment)).toEqual(Array.from({ length: WAITING }, (_, i) => `Bulk dispute ${i + 1}`));
    const firstDecided = rows.findIndex((r) => r.decision !== null);
    expect(rows.slice(0, firstDecided).every((r) => r.decision === null)).toBe(true);
    expect(rows.slice(firstDecided).every((r) => r.decision !== null)).toBe(true);
  });

  it('sorts and filters on the server by the grid query', async () => {
    const byAmount = await gridGet(ctx, OPERATOR, DISPUTES, {
      limit: '3',
      query: { sortModel: [{ colId: 'amount', sort: 'desc' }], filterModel: { waiting: { filterType: 'boolean', type: 'true' } } },
    });
    expect(byAmount.statusCode, byAmount.body).toBe(200);
    expect(byAmount.json<DisputeQueueRow[]>().map((r) => r.amount)).toEqual(['130.00', '129.00', '128.00']);
    const decided = await gridGet(ctx, OPERATOR, DISPUTES, {
      query: { filterModel: { waiting: { filterType: 'boolean', type: 'false' } } },
    });
    expect(decided.json<DisputeQueueRow[]>().length).toBeGreaterThan(0);
    expect(decided.json<DisputeQueueRow[]>().every((r) => r.decision !== null)).toBe(true);
    const one = await gridGet(ctx, OPERATOR, DISPUTES, {
      query: {
        filterModel: {
          supplierName: { filterType: 'text', type: 'contains', filter: 'ACME' },
          amount: { filterType: 'number', type: 'equals', filter: 7 },
        },
      },
    });
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json<DisputeQueueRow[]>().map((r) => r.comment)).toEqual(['Bulk dispute 7']);
    expect(contentRangeTotal(one)).toBe(1);
    const none = await gridGet(ctx, OPERATOR, DISPUTES, {
      query: { filterModel: { supplierName: { filterType: 'text', type: 'contains', filter: 'no such supplier' } } },
    });
    expect(none.json()).toEqual([]);
    expect(none.headers['content-range']).toBe('items */0');
  });

  it('refuses a bad grid query with 400 in the error shape', async () => {
    expectValidationError(await gridGet(ctx, OPERATOR, DISPUTES, { query: { sortModel: [{ colId: 'comment', sort: 'asc' }] } }), '$.query');
    expectValidationError(
      await gridGet(ctx, OPERATOR, DISPUTES, { query: { filterModel: { decision: { filterType: 'set', values: ['Maybe'] } } } }),
      '$.query',
    );
    expectValidationError(await gridGet(ctx, OPERATOR, DISPUTES, { query: 'not json' }), '$.query');
    expectValidationError(await gridGet(ctx, OPERATOR, DISPUTES, { limit: '501' }), '$.limit');
    expectValidationError(await gridGet(ctx, OPERATOR, DISPUTES, { offset: '-1' }), '$.offset');
  });
});

describe('GET /api/ops/payments/runs (a grid page)', () => {
  it('pages the posted runs, the newest date first, and sorts and filters them on the server', async () => {
    const all = await gridGet(ctx, OPERATOR, RUNS);
    expect(all.statusCode, all.body).toBe(200);
    const dates = all.json<PaymentRunSummary[]>().map((r) => r.runDate);
    expect(dates).toEqual([...dates].sort().reverse());
    const total = contentRangeTotal(all);
    expect(total).toBe(dates.length);
    const page = await gridGet(ctx, OPERATOR, RUNS, { limit: '1', offset: '1' });
    expect(page.json<PaymentRunSummary[]>().map((r) => r.runDate)).toEqual([dates[1]]);
    expect(page.headers['content-range']).toBe(`items 1-1/${total}`);
    const bySuppliers = await gridGet(ctx, OPERATOR, RUNS, {
      query: {
        sortModel: [{ colId: 'supplierCount', sort: 'asc' }],
        filterModel: { runDate: { filterType: 'date', type: 'inRange', dateFrom: '2029-01-01', dateTo: '2029-12-31' } },
      },
    });
    expect(bySuppliers.json<PaymentRunSummary[]>().map((r) => [r.runDate, r.supplierCount, r.net])).toEqual([
      ['2029-01-15', 1, '100.00'],
      ['2029-02-15', 2, '200.00'],
      ['2029-03-15', 3, '300.00'],
    ]);
  });

  it('refuses a bad grid query with 400 in the error shape', async () => {
    expectValidationError(await gridGet(ctx, OPERATOR, RUNS, { query: { sortModel: [{ colId: 'postedBy', sort: 'asc' }] } }), '$.query');
    expectValidationError(
      await gridGet(ctx, OPERATOR, RUNS, {
        query: { filterModel: { runDate: { filterType: 'date', type: 'equals', dateFrom: '15/01/2029' } } },
      }),
      '$.query',
    );
    expectValidationError(await gridGet(ctx, OPERATOR, RUNS, { limit: '0' }), '$.limit');
  });
});

describe('who may call them', () => {
  it.each([DISPUTES, RUNS])('%s: 401 without a session, 403 for supplier users, 200 for an operator', async (url) => {
    expect((await gridGet(ctx, null, url)).statusCode).toBe(401);
    for (const user of [ACME, CLERK, INTEGRATED]) {
      const res = await gridGet(ctx, user, url, { query: { sortModel: [{ colId: 'nope', sort: 'asc' }] } });
      // the audience is checked before the input: a supplier's bad query is 403, not 400
      expect(res.statusCode).toBe(403);
    }
    expect((await gridGet(ctx, OPERATOR, url)).statusCode).toBe(200);
  });
});
