import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import { ACME, contentRangeTotal, expectValidationError, gridGet, INTEGRATED, sqlRows, useTestApp } from '../../../../test/test-app.ts';
import { orderSummary, type OrderSummary } from '@portal/contracts';

const ctx = useTestApp();
const rows = <T>(query: SQL) => sqlRows<T>(ctx.database, query);
const countAcme = async (predicate: SQL) =>
  Number(
    (
      await rows<{ n: number }>(
        sql`select count(*)::int as n from orders where supplier_id = ${ctx.seed.supplierIds.acme} and (${predicate})`,
      )
    )[0]!.n,
  );

const list = (email: string | null, params: Record<string, unknown> = {}) => gridGet(ctx, email, '/api/order-summaries', params);
const totalOf = contentRangeTotal;

describe('GET /order-summaries paging', () => {
  it('refuses a call without a session', async () => {
    expect((await list(null)).statusCode).toBe(401);
  });

  it('answers the first 50 of the supplier’s orders, newest first, with Content-Range', async () => {
    const res = await list(ACME);
    expect(res.statusCode).toBe(200);
    const body = res.json() as OrderSummary[];
    const total = await countAcme(sql`true`);
    expect(res.headers['content-range']).toBe(`items 0-49/${total}`);
    expect(body).toHaveLength(50);
    expect(body.every((o) => o.supplierId === ctx.seed.supplierIds.acme)).toBe(true);
    for (let i = 1; i < body.length; i++) {
      const [a, b] = [body[i - 1]!, body[i]!];
      expect(a.createdOn > b.createdOn || (a.createdOn === b.createdOn && a.id > b.id)).toBe(true);
    }
    expect(body[0]).toMatchObject({
      displayName: `${body[0]!.firstName} ${body[0]!.lastName}`,
      supplierTotal: expect.stringMatching(/^\d+\.\d{2}$/),
    });
  });

  it('answers each order’s own values: creation time to the millisecond (UTC ISO), exact total, names and flags', async () => {
    const body = (await list(ACME, { limit: '200' })).json() as OrderSummary[];
    const ids = body.map((o) => o.id);
    const stored = await rows<Record<string, unknown>>(
      sql`select id, purchase_order_number, to_char(created_on at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created,
                 supplier_total::text as total, customer_first_name, customer_last_name, status, has_invoice_in_review,
                 coalesce(price_change_request_status = 'Pending', false) as price_pending, invoice_number
          from orders where id in (${sql.join(
            ids.map((id) => sql`${id}`),
            sql`, `,
          )})`,
    );
    const byId = new Map(stored.map((r) => [Number(r.id), r]));
    for (const o of body) {
      const r = byId.get(o.id)!;
      expect(o).toMatchObject({
        orderIdForSearch: r.purchase_order_number,
        createdOn: r.created,
        supplierTotal: r.total,
        firstName: r.customer_first_name,
        lastName: r.customer_last_name,
        fulfillmentStatus: r.status,
        hasInvoiceInReview: r.has_invoice_in_review,
        hasPriceChangeInReview: r.price_pending,
        invoiceNumber: r.invoice_number,
      });
    }
  });

  it('answers rows of exactly the contract’s shape (the route skips zod on the way out)', async () => {
    const body = (await list(ACME, { limit: '500' })).json() as unknown[];
    expect(body).toHaveLength(500);
    for (const row of body) expect(orderSummary.strict().safeParse(row).success).toBe(true);
  });

  it('answers every one of the supplier’s rows in the contract’s shape, page by page (the raw JSON path, docs/decisions/orders-list-at-scale.md)', async () => {
    const total = await countAcme(sql`true`);
    let seen = 0;
    for (let offset = 0; offset < total; offset += 500) {
      const body = (await list(ACME, { limit: '500', offset: String(offset) })).json() as unknown[];
      for (const row of body) {
        const parsed = orderSummary.strict().safeParse(row);
        expect(parsed.success, JSON.stringify({ row, issues: parsed.error?.issues })).toBe(true);
      }
      seen += body.length;
    }
    expect(seen).toBe(total);
  });

  it('pages on with offset and answers an empty page past the end as items */total', async () => {
    const first = (await list(ACME, { limit: '10' })).json() as OrderSummary[];
    const second = await list(ACME, { limit: '10', offset: '10' });
    const total = totalOf(second);
    expect(second.headers['content-range']).toBe(`items 10-19/${total}`);
    const ids = new Set(first.map((o) => o.id));
    expect((second.json() as OrderSummary[]).some((o) => ids.has(o.id))).toBe(false);
    const past = await list(ACME, { offset: String(total + 5) });
    expect(past.json()).toEqual([]);
    expect(past.headers['content-range']).toBe(`items */${total}`);
  });

  it('accepts a limit of 500 and refuses limit and offset out of range', async () => {
    expect((await list(ACME, { limit: '500' })).json()).toHaveLength(500);
    expectValidationError(await list(ACME, { limit: '501' }), '$.limit');
    expectValidationError(await list(ACME, { limit: '0' }), '$.limit');
    expectValidationError(await list(ACME, { offset: '-1' }), '$.offset');
    expectValidationError(await list(ACME, { limit: 'abc' }), '$.limit');
  });
});

describe('GET /order-summaries compression', () => {
  it('compresses a page for a browser that accepts brotli and keeps its items range', async () => {
    const plain = await list(ACME);
    const res = await ctx.as(ACME, { method: 'GET', url: '/api/order-summaries', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-range']).toBe(plain.headers['content-range']);
    expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(brotliDecompressSync(res.rawPayload).toString())).toEqual(plain.json());
  });
});

describe('GET /order-summaries in the OpenAPI document', () => {
  it('still documents the 200 answer as an array of order summaries', async () => {
    const doc = (await ctx.as(null, { method: 'GET', url: '/api/openapi.json' })).json() as {
      paths: Record<
        string,
        { get?: { responses?: Record<string, { content?: Record<string, { schema?: { type?: string; items?: { $ref?: string } } }> }> } }
      >;
      components: { schemas: Record<string, { properties?: object }> };
    };
    const schema = doc.paths['/api/order-summaries']?.get?.responses?.['200']?.content?.['application/json']?.schema;
    expect(schema?.type).toBe('array');
    expect(schema?.items?.$ref).toBe('#/components/schemas/OrderSummary');
    expect(Object.keys(doc.components.schemas.OrderSummary?.properties ?? {})).toEqual(Object.keys(orderSummary.shape));
  });
});

describe('GET /order-summaries bad queries', () => {
  it('refuses text that is not JSON', async () => {
    expectValidationError(await list(ACME, { query: '{"sortModel":' }), '$.query', 'The query must be JSON of {sortModel, filterModel}.');
  });
  it('refuses unknown columns in sort and filter', async () => {
    expectValidationError(
      await list(ACME, { query: { sortModel: [{ colId: 'supplier_id', sort: 'asc' }] } }),
      '$.query',
      "Unknown sort column 'supplier_id'.",
    );
    expectValidationError(
      await list(ACME, { query: { filterModel: { 'id; drop table orders': { filterType: 'text', type: 'equals', filter: 'x' } } } }),
      '$.query',
      "Unknown filter column 'id; drop table orders'.",
    );
  });
  it('refuses unknown operators and filters of the wrong kind', async () => {
    expectValidationError(
      await list(ACME, { query: { filterModel: { orderIdForSearch: { filterType: 'text', type: 'like', filter: 'PO' } } } }),
      '$.query',
      "Unknown text filter 'like' on column 'orderIdForSearch'.",
    );
    expectValidationError(
      await list(ACME, { query: { filterModel: { supplierTotal: { filterType: 'text', type: 'equals', filter: '1' } } } }),
      '$.query',
      "Column 'supplierTotal' takes a number filter, not 'text'.",
    );
    expectValidationError(
      await list(ACME, { query: { filterModel: { fulfillmentStatus: { filterType: 'set', values: ['Shipped'] } } } }),
      '$.query',
      "Unknown value 'Shipped' for column 'fulfillmentStatus'.",
    );
  });
});

describe('GET /order-summaries filters', () => {
  const acmePo = (n: number) => `PO-${1000000 + n}`;
  type Case = [name: string, filterModel: Record<string, unknown>, predicate: SQL];
  const cases = (): Case[] => [
    [
      'PO equals',
      { orderIdForSearch: { filterType: 'text', type: 'equals', filter: acmePo(42).toLowerCase() } },
      sql`purchase_order_number = ${acmePo(42)}`,
    ],
    [
      'PO notEqual',
      { orderIdForSearch: { filterType: 'text', type: 'notEqual', filter: acmePo(42) } },
      sql`purchase_order_number <> ${acmePo(42)}`,
    ],
    [
      'PO startsWith',
      { orderIdForSearch: { filterType: 'text', type: 'startsWith', filter: 'po-100001' } },
      sql`purchase_order_number like 'PO-100001%'`,
    ],
    // The bound after '9' is ':' (the next code point), and '%' is a character like any other, not a wildcard.
    [
      'PO startsWith ending in 9',
      { orderIdForSearch: { filterType: 'text', type: 'startsWith', filter: 'PO-100009' } },
      sql`purchase_order_number like 'PO-100009%'`,
    ],
    ['PO startsWith with %', { orderIdForSearch: { filterType: 'text', type: 'startsWith', filter: 'PO-1%' } }, sql`false`],
    ['PO endsWith', { orderIdForSearch: { filterType: 'text', type: 'endsWith', filter: '77' } }, sql`purchase_order_number like '%77'`],
    [
      'PO contains',
      { orderIdForSearch: { filterType: 'text', type: 'contains', filter: '0012' } },
      sql`purchase_order_number like '%0012%'`,
    ],
    [
      'PO notContains',
      { orderIdForSearch: { filterType: 'text', type: 'notContains', filter: '1' } },
      sql`purchase_order_number not like '%1%'`,
    ],
    [
      'name contains',
      { displayName: { filterType: 'text', type: 'contains', filter: 'SMITH' } },
      sql`lower(customer_first_name || ' ' || customer_last_name) like '%smith%'`,
    ],
    ['name startsWith', { displayName: { filterType: 'text', type: 'startsWith', filter: 'Mary ' } }, sql`customer_first_name = 'Mary'`],
    [
      'invoice startsWith',
      { invoiceNumber: { filterType: 'text', type: 'startsWith', filter: 'INV-10001' } },
      sql`invoice_number like 'INV-10001%'`,
    ],
    ['invoice contains', { invoiceNumber: { filterType: 'text', type: 'contains', filter: '0001' } }, sql`invoice_number like '%0001%'`],
    ['invoice blank', { invoiceNumber: { filterType: 'text', type: 'blank' } }, sql`invoice_number is null`],
    ['invoice notBlank', { invoiceNumber: { filterType: 'text', type: 'notBlank' } }, sql`invoice_number is not null`],
    ['total equals', { supplierTotal: { filterType: 'number', type: 'equals', filter: 24.99 } }, sql`supplier_total = 24.99`],
    ['total notEqual', { supplierTotal: { filterType: 'number', type: 'notEqual', filter: 24.99 } }, sql`supplier_total <> 24.99`],
    ['total greaterThan', { supplierTotal: { filterType: 'number', type: 'greaterThan', filter: 500 } }, sql`supplier_total > 500`],
    [
      'total greaterThanOrEqual',
      { supplierTotal: { filterType: 'number', type: 'greaterThanOrEqual', filter: 189 } },
      sql`supplier_total >= 189`,
    ],
    ['total lessThan', { supplierTotal: { filterType: 'number', type: 'lessThan', filter: 50 } }, sql`supplier_total < 50`],
    ['total lessThanOrEqual', { supplierTotal: { filterType: 'number', type: 'lessThanOrEqual', filter: 50 } }, sql`supplier_total <= 50`],
    [
      'total inRange',
      { supplierTotal: { filterType: 'number', type: 'inRange', filter: 100, filterTo: 200 } },
      sql`supplier_total between 100 and 200`,
    ],
    ['total blank', { supplierTotal: { filterType: 'number', type: 'blank' } }, sql`false`],
    ['total notBlank', { supplierTotal: { filterType: 'number', type: 'notBlank' } }, sql`true`],
    [
      'status set',
      { fulfillmentStatus: { filterType: 'set', values: ['NeedsProcessing', 'AwaitingShipment', 'Invoicing'] } },
      sql`status in ('NeedsProcessing','AwaitingShipment','Invoicing')`,
    ],
    ['shipping type set', { shippingType: { filterType: 'set', values: ['Ltl'] } }, sql`shipping_type = 'Ltl'`],
    ['invoice in review', { hasInvoiceInReview: { filterType: 'text', type: 'true' } }, sql`has_invoice_in_review`],
    [
      'price change in review',
      { hasPriceChangeInReview: { filterType: 'text', type: 'true' } },
      sql`price_change_request_status = 'Pending'`,
    ],
    [
      'no price change in review',
      { hasPriceChangeInReview: { filterType: 'text', type: 'false' } },
      sql`price_change_request_status is distinct from 'Pending'`,
    ],
    ['no invoice in review', { hasInvoiceInReview: { filterType: 'text', type: 'false' } }, sql`not has_invoice_in_review`],
    [
      'combined OR',
      {
        orderIdForSearch: {
          filterType: 'text',
          operator: 'OR',
          conditions: [
            { filterType: 'text', type: 'equals', filter: acmePo(1) },
            { filterType: 'text', type: 'equals', filter: acmePo(2) },
          ],
        },
      },
      sql`purchase_order_number in (${acmePo(1)}, ${acmePo(2)})`,
    ],
    [
      'two columns',
      {
        fulfillmentStatus: { filterType: 'set', values: ['Complete'] },
        supplierTotal: { filterType: 'number', type: 'greaterThan', filter: 300 },
      },
      sql`status = 'Complete' and supplier_total > 300`,
    ],
  ];
  it('answers the same total as SQL for every operator', async () => {
    for (const [name, filterModel, predicate] of cases()) {
      const res = await list(ACME, { query: { filterModel }, limit: '500' });
      expect(res.statusCode, name).toBe(200);
      const expected = await countAcme(predicate);
      expect(totalOf(res), name).toBe(expected);
      expect((res.json() as unknown[]).length, name).toBe(Math.min(expected, 500));
    }
  });
  it('finds at least one row for the selective operators (the seed covers them)', async () => {
    for (const predicate of [
      sql`invoice_number like 'INV-10001%'`,
      sql`has_invoice_in_review`,
      sql`price_change_request_status = 'Pending'`,
      sql`shipping_type = 'Ltl'`,
    ])
      expect(await countAcme(predicate)).toBeGreaterThan(0);
  });

  it('filters dates by whole UTC days', async () => {
    const [first] = await rows<{ day: string }>(
      sql`select to_char(created_on at time zone 'UTC', 'YYYY-MM-DD') as day from orders where supplier_id = ${ctx.seed.supplierIds.acme} order by created_on desc offset 30 limit 1`,
    );
    const day = first!.day;
    const dayExpr = sql`(created_on at time zone 'UTC')::date`;
    const dateCases: [string, Record<string, unknown>, SQL][] = [
      ['equals', { type: 'equals', dateFrom: `${day} 00:00:00`, dateTo: null }, sql`${dayExpr} = ${day}::date`],
      ['notEqual', { type: 'notEqual', dateFrom: day }, sql`${dayExpr} <> ${day}::date`],
      ['greaterThan', { type: 'greaterThan', dateFrom: day }, sql`${dayExpr} > ${day}::date`],
      ['lessThan', { type: 'lessThan', dateFrom: day }, sql`${dayExpr} < ${day}::date`],
      ['inRange', { type: 'inRange', dateFrom: day, dateTo: `${day} 00:00:00` }, sql`${dayExpr} = ${day}::date`],
      ['blank', { type: 'blank' }, sql`false`],
      ['notBlank', { type: 'notBlank' }, sql`true`],
    ];
    for (const [name, f, predicate] of dateCases) {
      const res = await list(ACME, { query: { filterModel: { createdOn: { filterType: 'date', ...f } } } });
      expect(totalOf(res), name).toBe(await countAcme(predicate));
    }
    expect(await countAcme(sql`${dayExpr} = ${day}::date`)).toBeGreaterThan(0);
    expectValidationError(
      await list(ACME, { query: { filterModel: { createdOn: { filterType: 'date', type: 'equals', dateFrom: '2026-02-30' } } } }),
      '$.query',
    );
  });

  it('sorts by each sortable column with a stable tiebreaker', async () => {
    // every Acme order (default order), to sort here independently of the server
    const all: OrderSummary[] = [];
    for (let offset = 0; ; offset += 500) {
      const page = (await list(ACME, { limit: '500', offset: String(offset) })).json() as OrderSummary[];
      all.push(...page);
      if (page.length < 500) break;
    }
    expect(all).toHaveLength(await countAcme(sql`true`));
    // the key each column sorts by on the server (order-summaries.queries.ts); null is the largest value as in SQL
    const keyOf: Record<string, (o: OrderSummary) => string | number | null> = {
      orderIdForSearch: (o) => o.orderIdForSearch,
      createdOn: (o) => o.createdOn, // UTC ISO with milliseconds: text order is time order
      displayName: (o) => `${o.firstName} ${o.lastName}`.toLowerCase(),
      invoiceNumber: (o) => o.invoiceNumber,
      supplierTotal: (o) => Number(o.supplierTotal),
      shippingType: (o) => o.shippingType,
      fulfillmentStatus: (o) => o.fulfillmentStatus,
    };
    const compareKeys = (a: string | number | null, b: string | number | null) =>
      a === b ? 0 : a === null ? 1 : b === null ? -1 : a < b ? -1 : 1;
    const PAGE = 200;
    for (const [colId, key] of Object.entries(keyOf)) {
      for (const sort of ['asc', 'desc'] as const) {
        const sign = sort === 'asc' ? 1 : -1;
        // the spec's tiebreaker: the id, in the direction of the sort
        const expected = [...all].sort((a, b) => sign * compareKeys(key(a), key(b)) || sign * (a.id - b.id)).slice(0, PAGE);
        const res = await list(ACME, { query: { sortModel: [{ colId, sort }] }, limit: String(PAGE) });
        expect(res.statusCode, `${colId} ${sort}`).toBe(200);
        const body = res.json() as OrderSummary[];
        expect(
          body.map((o) => [key(o), o.id]),
          `${colId} ${sort}`,
        ).toEqual(expected.map((o) => [key(o), o.id]));
      }
    }
    // the pages compared above hold runs of equal keys, so the tiebreaker's order was checked, not only the column's
    const byStatus = [...all].sort((a, b) => compareKeys(a.fulfillmentStatus, b.fulfillmentStatus) || a.id - b.id).slice(0, PAGE);
    expect(byStatus.filter((o, i) => i > 0 && o.fulfillmentStatus === byStatus[i - 1]!.fulfillmentStatus).length).toBeGreaterThan(PAGE / 2);
    const byPo = (
      await list(ACME, { query: { sortModel: [{ colId: 'orderIdForSearch', sort: 'asc' }] }, limit: '3' })
    ).json() as OrderSummary[];
    expect(byPo.map((o) => o.orderIdForSearch)).toEqual(['PO-1000001', 'PO-1000002', 'PO-1000003']);
  });
});

describe('GET /order-summaries tenancy', () => {
  it('shows another supplier only its own orders, whatever the filter', async () => {
    const res = await list(INTEGRATED, { limit: '500' });
    const body = res.json() as OrderSummary[];
    expect(body.length).toBeGreaterThan(0);
    expect(body.every((o) => o.supplierId === ctx.seed.supplierIds.integrated)).toBe(true);
    const acmeOnly = await list(INTEGRATED, {
      query: { filterModel: { orderIdForSearch: { filterType: 'text', type: 'equals', filter: 'PO-1000001' } } },
    });
    expect(acmeOnly.json()).toEqual([]);
    expect(acmeOnly.headers['content-range']).toBe('items */0');
  });

  it('answers the same page to two suppliers each with its own orders (compiled statements are per supplier)', async () => {
    const page = { limit: '20', query: { sortModel: [{ colId: 'supplierTotal', sort: 'desc' }] } };
    for (const [email, supplier] of [
      [ACME, 'acme'],
      [INTEGRATED, 'integrated'],
      [ACME, 'acme'],
    ] as const) {
      const res = await list(email, page);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      const body = res.json() as OrderSummary[];
      expect(body.length).toBeGreaterThan(0);
      expect(body.every((o) => o.supplierId === ctx.seed.supplierIds[supplier])).toBe(true);
      expect(totalOf(res)).toBe(
        Number(
          (await rows<{ n: number }>(sql`select count(*)::int as n from orders where supplier_id = ${ctx.seed.supplierIds[supplier]}`))[0]!
            .n,
        ),
      );
    }
  });
});

describe('GET /order-summaries/recent', () => {
  it('answers the supplier’s 10 newest orders that need processing', async () => {
    const res = await ctx.as(ACME, { method: 'GET', url: '/api/order-summaries/recent' });
    expect(res.statusCode).toBe(200);
    const body = res.json() as OrderSummary[];
    expect(body.length).toBe(Math.min(10, await countAcme(sql`status = 'NeedsProcessing'`)));
    expect(body.every((o) => o.fulfillmentStatus === 'NeedsProcessing' && o.supplierId === ctx.seed.supplierIds.acme)).toBe(true);
    expect(body.map((o) => o.createdOn)).toEqual([...body.map((o) => o.createdOn)].sort().reverse());
    for (const row of body) expect(orderSummary.strict().safeParse(row).success).toBe(true);
  });
  it('refuses a call without a session', async () => {
    expect((await ctx.as(null, { method: 'GET', url: '/api/order-summaries/recent' })).statusCode).toBe(401);
  });
});
