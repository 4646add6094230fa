// The randomized tenancy suite (docs/decisions/tenancy.md): 1,000 requests of a random actor x a random route of
// the app's route table x ids of the caller's own or another supplier -> no other supplier's data in any answer,
// another supplier's ids are "not found", every route's role rule holds, and a missing, forged or expired token is
// refused with 401. Routes come from the route table at test time, so routes added later are covered as they come.
// The seed is printed with every failure: TENANCY_SEED=<seed> replays a run.
import { describe, expect, it } from 'vitest';
import { earliestUsDay, PERFORMANCE_FIGURES } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { ACME, CLERK, INTEGRATED, OPERATOR, sqlRows, useTestAppWithFiles } from '../../../test/test-app.ts';
import { SeededRandom } from '../../seed/random.ts';
import { installChangeLog, type ChangeLog } from '../../../test/hostile/change-log.ts';

const RUNS = 1000;
const SEED = Number(process.env.TENANCY_SEED ?? Date.now() % 2 ** 31);

type ActorKind = 'acmeAdmin' | 'acmeClerk' | 'integratedAdmin' | 'operator' | 'none' | 'forged' | 'expired' | 'algNone';
type Supplier = 'acme' | 'integrated';
const SUPPLIER_OF: Partial<Record<ActorKind, Supplier>> = { acmeAdmin: 'acme', acmeClerk: 'acme', integratedAdmin: 'integrated' };

/**
 * Role rules by route: users administration and payments are for Admins; every write under /api/orders changes orders (the export
 * and the print sheets only read) and is refused for a supplier with an active integration; /api/ops is for operators.
 */
function deniedBy(actor: ActorKind, method: string, url: string): boolean {
  if (url.startsWith('/api/ops/') || url === '/api/ops') return actor !== 'operator';
  if (url.startsWith('/api/supplier-users')) return actor === 'acmeClerk';
  // payments are for the supplier's Admins (docs/decisions/payments.md)
  if (url.startsWith('/api/payments')) return actor === 'acmeClerk';
  const orderWrite = method !== 'GET' && url.startsWith('/api/orders') && url !== '/api/orders/export';
  return orderWrite && actor === 'integratedAdmin';
}

/** Routes a random request may call: not the event stream (it stays open), dev helpers, the docs or wildcard routes. */
function callable(route: { method: string; url: string }): boolean {
  const { method, url } = route;
  if (method === 'HEAD' || method === 'OPTIONS' || !url.startsWith('/api/')) return false;
  if (url.includes('*') || url.startsWith('/api/docs') || url.startsWith('/api/dev/') || url.includes('/dev/')) return false;
  return url !== '/api/events' && !url.endsWith('/events');
}

const b64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('randomized tenancy and access (1,000 requests)', () => {
  // with files: the body sweep covers credit requests with an uploaded memo
  const ctx = useTestAppWithFiles();
  let changes: ChangeLog;
  let mark = 0;
  /** The tables of the given suppliers' rows changed since the last call (change-log.ts). */
  const changedOf = async (...supplierIds: number[]): Promise<string[]> => {
    const after = await changes.mark();
    if (after === mark) return [];
    const rows = await changes.since(mark);
    mark = after;
    return rows.filter((c) => supplierIds.map(String).includes(c.supplier)).map((c) => `${c.table} (supplier ${c.supplier})`);
  };

  it(`leaks nothing across suppliers, answers another supplier's ids with 404 and keeps every role rule (seed ${SEED})`, async () => {
    const r = new SeededRandom(SEED);
    const db = ctx.database;
    const ids = async (table: string, supplierId: number) =>
      (
        await sqlRows<{ id: string }>(
          db,
          sql`select id::text as id from ${sql.identifier(table)} where supplier_id = ${supplierId} order by id limit 50`,
        )
      ).map((x) => x.id);
    const supplierIds: Record<Supplier, number> = { acme: ctx.seed.supplierIds.acme, integrated: ctx.seed.supplierIds.integrated };
    type IdPool = Record<
      'orderId' | 'item' | 'shipmentRequestId' | 'batchNumber' | 'userId' | 'deductionId' | 'remittanceId' | 'caseId',
      string[]
    >;
    const pool = {} as Record<Supplier, IdPool>;
    const poNumbers = {} as Record<Supplier, Set<string>>;
    const emails = {} as Record<Supplier, Set<string>>;
    for (const s of ['acme', 'integrated'] as const) {
      const id = supplierIds[s];
      const items = await sqlRows<{ id: string; order_id: string }>(
        db,
        sql`select id::text, order_id::text from order_items where supplier_id = ${id} order by id limit 50`,
      );
      pool[s] = {
        orderId: await ids('orders', id),
        item: items.map((i) => `${i.order_id}/${i.id}`),
        shipmentRequestId: await ids('shipment_requests', id),
        batchNumber: await ids('label_batches', id),
        deductionId: await ids('deductions', id),
        remittanceId: await ids('remittances', id),
        caseId: await ids('cases', id),
        // never the actors themselves: a random admin call must not deactivate or demote the caller of later requests;
        // only people of this supplier alone (a person of both suppliers is rightly found by either)
        userId: (
          await sqlRows<{ id: string }>(
            db,
            sql`select u.id::text as id from users u join supplier_memberships m on m.user_id = u.id where m.supplier_id = ${id} and lower(u.user_name) not in (${ACME}, ${CLERK}, ${INTEGRATED}) and not exists (select 1 from supplier_memberships b where b.user_id = u.id and b.supplier_id <> ${id})`,
          )
        ).map((u) => u.id),
      };
      poNumbers[s] = new Set(
        (await sqlRows<{ po: string }>(db, sql`select purchase_order_number as po from orders where supplier_id = ${id}`)).map((o) => o.po),
      );
      emails[s] = new Set(
        (
          await sqlRows<{ e: string }>(
            db,
            sql`select lower(u.email) as e from users u join supplier_memberships m on m.user_id = u.id where m.supplier_id = ${id} and not exists (select 1 from supplier_memberships b where b.user_id = u.id and b.supplier_id <> ${id})`,
          )
        ).map((u) => u.e),
      );
    }
    expect(pool.integrated.orderId.length, 'the integrated supplier has orders to probe with').toBeGreaterThan(0);
    expect(pool.acme.orderId.length).toBeGreaterThan(0);

    const routes = ctx.app.registeredRoutes.filter(callable);
    const hasOps = routes.some((x) => x.url === '/api/ops/me');
    const operatorEmail = hasOps
      ? (await sqlRows<{ u: string }>(db, sql`select user_name as u from users where is_operator and is_active order by id limit 1`))[0]?.u
      : undefined;
    const actors: ActorKind[] = ['acmeAdmin', 'acmeClerk', 'integratedAdmin', 'none', 'forged', 'expired', 'algNone'];
    if (operatorEmail) actors.push('operator');

    const acmeAccessToken = await ctx.accessTokenFor(ACME);
    const [acmeUser] = await sqlRows<{ id: number; tv: number }>(
      db,
      sql`select id, token_version as tv from users where user_name = ${ACME}`,
    );
    const tokens: Record<ActorKind, string | null> = {
      acmeAdmin: acmeAccessToken,
      acmeClerk: await ctx.accessTokenFor(CLERK),
      integratedAdmin: await ctx.accessTokenFor(INTEGRATED),
      operator: operatorEmail ? await ctx.accessTokenFor(operatorEmail) : null,
      none: null,
      // the Acme admin's token with its signature changed
      forged: acmeAccessToken.slice(0, -4) + (acmeAccessToken.endsWith('AAAA') ? 'BBBB' : 'AAAA'),
      // signed with the right key, expired a day ago
      expired: await ctx.app.accessTokens.sign(
        { userId: acmeUser!.id, tokenVersion: acmeUser!.tv },
        new Date(ctx.app.clock.now().getTime() - 2 * 86_400_000),
      ),
      // the same claims, unsigned
      algNone: `${b64url({ alg: 'none', typ: 'JWT' })}.${acmeAccessToken.split('.')[1]}.`,
    };

    changes = await installChangeLog(db);
    mark = await changes.mark();
    const failures: string[] = [];
    const counts = { foreign: 0, denied: 0, unauthenticated: 0, total: 0 };
    for (let run = 0; run < RUNS; run++) {
      const actor = r.pick(actors);
      const route = r.pick(routes);
      const supplier = SUPPLIER_OF[actor];
      // ids of another supplier most of the time; the caller's own otherwise
      const foreign = supplier !== undefined && r.chance(0.7);
      const idsOf: Supplier =
        supplier === undefined
          ? r.pick(['acme', 'integrated'] as const)
          : foreign
            ? supplier === 'acme'
              ? 'integrated'
              : 'acme'
            : supplier;
      const item = r.pick(pool[idsOf].item.length ? pool[idsOf].item : ['1/1']).split('/');
      const params: Record<string, string> = {
        orderId: route.url.includes(':orderItemId') ? item[0]! : r.pick(pool[idsOf].orderId),
        orderItemId: item[1]!,
        shipmentRequestId: r.pick(pool[idsOf].shipmentRequestId.length ? pool[idsOf].shipmentRequestId : ['999999']),
        batchNumber: r.pick(pool[idsOf].batchNumber.length ? pool[idsOf].batchNumber : ['00000000-0000-4000-8000-000000000000']),
        userId: r.pick(pool[idsOf].userId.length ? pool[idsOf].userId : ['999999']),
        deductionId: r.pick(pool[idsOf].deductionId.length ? pool[idsOf].deductionId : ['999999']),
        remittanceId: r.pick(pool[idsOf].remittanceId.length ? pool[idsOf].remittanceId : ['999999']),
        caseId: r.pick(pool[idsOf].caseId.length ? pool[idsOf].caseId : ['999999']),
        // the console's calls on one supplier (operators only; anyone else is 403 before the id is read)
        supplierId: String(supplierIds[idsOf]),
        countryCode: 'US',
        name: 'none.svg',
        invitationToken: 'not-a-token',
      };
      const usesTenantId = /:(orderId|orderItemId|shipmentRequestId|batchNumber|userId|deductionId|remittanceId|caseId)\b/.test(route.url);
      const url = route.url.replace(/:([A-Za-z]+)/g, (_, p: string) => encodeURIComponent(params[p] ?? '1'));
      const headers: Record<string, string> = {};
      const token = tokens[actor];
      if (token) headers.authorization = `Bearer ${token}`;
      // the id-selection reads take their ids in the query or body
      const selection = r.pick(pool[idsOf].orderId);
      // the orders list also behind a scorecard figure (the performance filter reads the facts of the caller's orders)
      const query: Record<string, string> | undefined =
        url === '/api/orders/print-details'
          ? { orderIds: selection }
          : url === '/api/order-summaries' && r.chance(0.5)
            ? { performanceFigure: r.pick(PERFORMANCE_FIGURES), performanceWindow: '90', performanceOutcome: r.pick(['counted', 'missed']) }
            : undefined;
      const payload =
        route.method === 'GET' || route.method === 'DELETE'
          ? undefined
          : url === '/api/orders/export'
            ? { orderIds: [Number(selection)] }
            : {};
      const res = await ctx.app.inject({
        method: route.method as 'GET',
        url,
        headers,
        ...(query ? { query } : {}),
        ...(payload ? { payload } : {}),
      });
      counts.total++;
      const call = `#${run} ${actor} ${route.method} ${url}${query ? `?${new URLSearchParams(query).toString()}` : ''} (ids of ${idsOf}) -> ${res.statusCode}`;
      const fail = (why: string) => failures.push(`${call}: ${why} [seed ${SEED}] ${res.body.slice(0, 200)}`);

      if (res.statusCode >= 500) fail('a server error');
      if (res.statusCode >= 400 && res.headers['content-type']?.toString().includes('json')) {
        const body = res.json() as { status?: number; title?: string };
        if (body.status !== res.statusCode || typeof body.title !== 'string') fail("an error not in the spec's shape");
      }
      // no other supplier's PO numbers or users in any answer
      if (supplier) {
        const other: Supplier = supplier === 'acme' ? 'integrated' : 'acme';
        // the API document is one text for every caller, written in the code: its request examples name demo records
        // by design (platform/openapi/request-examples.ts); no database row reaches it
        const text = url.startsWith('/api/openapi') ? '' : res.body;
        const leakedPo = (text.match(/PO-[A-Z0-9-]+/g) ?? []).find((po) => poNumbers[other].has(po));
        if (leakedPo) fail(`leaks ${other}'s order ${leakedPo}`);
        const leakedEmail = (text.toLowerCase().match(/[a-z0-9._+-]+@[a-z0-9.-]+\.[a-z]+/g) ?? []).find((e) => emails[other].has(e));
        if (leakedEmail) fail(`leaks ${other}'s user ${leakedEmail}`);
        // nothing of the other supplier changed by a supplier's request, whatever it answered
        const touched = await changedOf(supplierIds[other]);
        if (touched.length) fail(`changed ${other}'s ${touched.join(', ')}`);
      } else if (actor !== 'operator') {
        // nobody (no valid token) changes any supplier's rows
        const touched = await changedOf(supplierIds.acme, supplierIds.integrated);
        if (touched.length) fail(`changed ${touched.join(', ')} without a valid token`);
      } else {
        mark = await changes.mark();
      }
      if (['none', 'forged', 'expired', 'algNone'].includes(actor)) {
        counts.unauthenticated++;
        if (!route.public && res.statusCode !== 401) fail('a guarded route without a valid token must answer 401');
        continue;
      }
      if (deniedBy(actor, route.method, route.url)) {
        counts.denied++;
        // refused by role; a body that fails validation is refused first (400): never an answer
        if (
          res.statusCode !== 403 &&
          !(res.statusCode === 400 && payload) &&
          !(route.url.startsWith('/api/ops') && [401, 404].includes(res.statusCode))
        )
          fail('the role rule must refuse it with 403');
        continue;
      }
      // the print details take ids in the query; the performance filter takes none (the caller's own facts decide)
      const idsInQuery = url === '/api/orders/print-details';
      if (foreign && (usesTenantId || idsInQuery || url === '/api/orders/export')) {
        counts.foreign++;
        const allowed = route.method === 'GET' ? [404] : [400, 404];
        if (!allowed.includes(res.statusCode)) fail(`another supplier's id must be ${allowed.join(' or ')}`);
      }
    }
    expect(failures, `seed ${SEED}: ${failures.length} failures`).toEqual([]);
    // the run exercised every kind of check
    // (foreign ids: about 4-6 % of the requests since the operations console added its routes to the table)
    expect(counts.foreign).toBeGreaterThan(20);
    expect(counts.denied).toBeGreaterThan(10);
    expect(counts.unauthenticated).toBeGreaterThan(200);
  }, 180_000);

  it("refuses another supplier's ids inside request bodies on every route that takes ids in its body, changing nothing of theirs", async () => {
    const db = ctx.database;
    changes ??= await installChangeLog(db);
    const supplierIds: Record<Supplier, number> = { acme: ctx.seed.supplierIds.acme, integrated: ctx.seed.supplierIds.integrated };
    const one = async (query: ReturnType<typeof sql>) => (await sqlRows<{ id: number }>(db, query))[0]?.id;
    // a credit request for the integrated supplier (the seed raises none), raised as the marketplace does
    const [integratedOrder] = await sqlRows<{ po: string }>(
      db,
      sql`select purchase_order_number as po from orders where supplier_id = ${supplierIds.integrated} order by id limit 1`,
    );
    const raised = await ctx.as(OPERATOR, {
      method: 'POST',
      url: '/api/ops/credit-requests',
      payload: { purchaseOrderNumber: integratedOrder!.po, amount: '3.25', reasonForCredit: 'Tenancy sweep' },
    });
    expect(raised.statusCode).toBe(201);
    // a memo file the cover accepts by its bytes (a %PDF- header and an %%EOF marker)
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n', 'latin1');

    // ids of each supplier in the states where the route would otherwise go ahead: the foreign id is the only fault
    type BodyIds = Record<'awaiting' | 'needsProcessing' | 'fedex' | 'ltl' | 'priceChange' | 'item' | 'facility', number> & {
      creditRequest: { id: number; orderId: number };
      memoFile: string;
    };
    const idsOf = {} as Record<Supplier, BodyIds>;
    for (const s of ['acme', 'integrated'] as const) {
      const id = supplierIds[s];
      const awaiting = (await one(
        sql`select o.id from orders o where o.supplier_id = ${id} and o.status = 'AwaitingShipment' and exists (select 1 from order_items i where i.order_id = o.id) order by o.id limit 1`,
      ))!;
      const awaitingBy = async (method: string) =>
        (await one(
          sql`select o.id from orders o where o.supplier_id = ${id} and o.status = 'AwaitingShipment' and o.shipping_method = ${method} and not exists (select 1 from shipment_requests r where r.order_id = o.id) order by o.id limit 1`,
        )) ?? awaiting;
      const [creditRequest] = await sqlRows<{ id: number; orderId: number }>(
        db,
        sql`select id, order_id as "orderId" from credit_requests where supplier_id = ${id} and credit_memo_id is null order by id limit 1`,
      );
      const memoFile = `20260101000000__tenancy-${s}.pdf`;
      const admin = s === 'acme' ? ACME : INTEGRATED;
      const uploadUrl = await ctx.as(admin, { method: 'POST', url: '/api/documents/upload-url', payload: { value: memoFile } });
      expect(uploadUrl.statusCode).toBe(200);
      const put = await ctx.app.inject({
        method: 'PUT',
        url: uploadUrl.json<string>(),
        payload: pdf,
        headers: { 'x-ms-blob-type': 'BlockBlob', 'content-type': 'application/pdf' },
      });
      expect(put.statusCode).toBe(201);
      idsOf[s] = {
        awaiting,
        needsProcessing: (await one(
          sql`select id from orders where supplier_id = ${id} and status = 'NeedsProcessing' order by id limit 1`,
        ))!,
        fedex: await awaitingBy('BisonFedex'),
        ltl: await awaitingBy('BisonLtl'),
        priceChange:
          (await one(
            sql`select id from orders where supplier_id = ${id} and status = 'AwaitingShipment' and price_change_request_status is null order by id limit 1`,
          )) ?? awaiting,
        item: (await one(sql`select id from order_items where order_id = ${awaiting} order by id limit 1`))!,
        facility: (await one(sql`select id from supplier_facilities where supplier_id = ${id} and is_active order by id limit 1`))!,
        creditRequest: creditRequest!,
        memoFile,
      };
    }
    // "today" by the server's own rule and clock: the earliest US day is today for "not before today" (shipping dates)
    // and never after today for "not in the future" (memo dates), at any hour of the run
    const day = earliestUsDay(ctx.app.clock.now());
    const pkg = { packageType: 'Box', width: 10, height: 10, depth: 10, weight: 5, boxes: 1 };
    const pallet = { packageType: 'Pallet', width: 40, height: 48, depth: 40, weight: 350, quantity: 2 };
    const cover = (own: BodyIds, line: { creditRequestId: number; orderId: number }) => ({
      creditMemoNumber: `CM-TENANCY-${line.creditRequestId}-${line.orderId}`,
      creditMemoDate: day,
      creditMemoFileName: own.memoFile,
      creditRequestsToCover: [{ ...line, amountToCover: '1.00', sourceType: 'Process' }],
    });
    /** Not found: the answer the portal gives for another supplier's id wherever it is. */
    const notFound = (res: { statusCode: number }) => (res.statusCode === 404 ? null : 'must answer 404');
    /** A case category (the marketplace's list, no supplier's): a case's link is the only supplier's id it carries. */
    const categoryId = (await one(sql`select id from case_categories where active order by position limit 1`))!;
    /** A field error at the id: the route checks the id belongs to the order in the path (the order is the caller's). */
    const fieldError = (path: string) => (res: { statusCode: number; json(): unknown }) => {
      if (res.statusCode === 404) return null;
      const errors = (res.json() as { errors?: Record<string, string[]> }).errors ?? {};
      return res.statusCode === 400 && errors[path] ? null : `must answer 404 or 400 at ${path}`;
    };
    interface BodyProbe {
      /** The route as the document names it, and the id field probed. */
      operation: string;
      field: string;
      request(own: BodyIds, foreign: BodyIds): { url: string; payload: unknown };
      expect(res: { statusCode: number; json(): unknown }, foreign: BodyIds): string | null;
    }
    const probes: BodyProbe[] = [
      {
        operation: 'POST /api/orders/export',
        field: 'orderIds',
        request: (own, foreign) => ({ url: '/api/orders/export', payload: { orderIds: [own.awaiting, foreign.awaiting] } }),
        expect: notFound,
      },
      {
        operation: 'POST /api/orders/bulk/shipping-labels',
        field: 'orderIds',
        request: (own, foreign) => ({
          url: '/api/orders/bulk/shipping-labels',
          payload: { orderIds: [own.awaiting, foreign.awaiting], format: 'Paper4X6', shippingDate: day },
        }),
        expect: notFound,
      },
      {
        // a bulk call answers per order: the foreign one is "Order not found." (the caller's own may go ahead)
        operation: 'PUT /api/orders/bulk/process',
        field: 'orders',
        request: (own, foreign) => ({
          url: '/api/orders/bulk/process',
          payload: { orders: [own.needsProcessing, foreign.needsProcessing] },
        }),
        expect: (res, foreign) =>
          res.statusCode === 200 &&
          (res.json() as { failedOrders?: Record<string, string> }).failedOrders?.[foreign.needsProcessing] === 'Order not found.'
            ? null
            : "must report the other supplier's order as not found",
      },
      {
        operation: 'PUT /api/orders/{orderId}/shipments',
        field: 'orderLineId',
        request: (own, foreign) => ({
          url: `/api/orders/${own.awaiting}/shipments`,
          payload: [{ orderLineId: foreign.item, carrierId: 1, trackingNumbers: ['1Z999AA10123456784'] }],
        }),
        expect: fieldError('$[0].orderLineId'),
      },
      {
        operation: 'POST /api/orders/{orderId}/price-change-requests',
        field: 'orderItemId',
        request: (own, foreign) => ({
          url: `/api/orders/${own.priceChange}/price-change-requests`,
          payload: [{ orderItemId: foreign.item, newPrice: '1.00' }],
        }),
        expect: fieldError('$[0].orderItemId'),
      },
      {
        operation: 'POST /api/orders/{orderId}/shipping-labels/print',
        field: 'supplierFacilityId',
        request: (own, foreign) => ({
          url: `/api/orders/${own.fedex}/shipping-labels/print`,
          payload: { supplierFacilityId: foreign.facility, packages: [pkg], estimatedValue: 10, date: day },
        }),
        expect: notFound,
      },
      {
        operation: 'POST /api/orders/ltl-shipments/{orderId}',
        field: 'supplierFacilityId',
        request: (own, foreign) => ({
          url: `/api/orders/ltl-shipments/${own.ltl}`,
          payload: {
            supplierFacilityId: foreign.facility,
            earliestPickup: '09:00',
            latestPickup: '15:00',
            shippingDate: day,
            items: [{ productId: 500, sku: 'SKU-1', packages: [pallet] }],
          },
        }),
        expect: notFound,
      },
      {
        // an order that still needs processing: nothing names its warehouse yet, so the facility is what is judged
        operation: 'PUT /api/orders/{orderId}/ship-from',
        field: 'supplierFacilityId',
        request: (own, foreign) => ({
          url: `/api/orders/${own.needsProcessing}/ship-from`,
          payload: { supplierFacilityId: foreign.facility },
        }),
        expect: notFound,
      },
      {
        operation: 'POST /api/cases',
        field: 'link.id',
        request: (_own, foreign) => ({
          url: '/api/cases',
          payload: { categoryId, subject: 'Tenancy sweep', message: 'About this order.', link: { kind: 'order', id: foreign.awaiting } },
        }),
        expect: notFound,
      },
      {
        operation: 'POST /api/accounting/supplier-credit-requests/cover-preview',
        field: 'creditRequests[].id',
        request: (own, foreign) => ({
          url: '/api/accounting/supplier-credit-requests/cover-preview',
          payload: { creditRequests: [{ id: foreign.creditRequest.id, sourceType: 'Process' }] },
        }),
        expect: notFound,
      },
      {
        operation: 'POST /api/accounting/supplier-credit-requests/cover',
        field: 'creditRequestsToCover[].creditRequestId',
        request: (own, foreign) => ({
          url: '/api/accounting/supplier-credit-requests/cover',
          payload: cover(own, { creditRequestId: foreign.creditRequest.id, orderId: foreign.creditRequest.orderId }),
        }),
        expect: notFound,
      },
      {
        operation: 'POST /api/accounting/supplier-credit-requests/cover',
        field: 'creditRequestsToCover[].orderId',
        request: (own, foreign) => ({
          url: '/api/accounting/supplier-credit-requests/cover',
          payload: cover(own, { creditRequestId: own.creditRequest.id, orderId: foreign.creditRequest.orderId }),
        }),
        // the caller's own credit request with another supplier's order: the pair does not match
        expect: fieldError('$.creditRequestsToCover[0].orderId'),
      },
    ];

    // every operation of the document with a supplier's id in its body is probed (a route added later fails here
    // until it is): ids of global tables (carriers, products) and the operators' routes (across suppliers) are out
    const doc = ctx.app.swagger() as unknown as {
      paths: Record<string, Record<string, { requestBody?: { content?: Record<string, { schema?: unknown }> } }>>;
      components?: { schemas?: Record<string, unknown> };
    };
    const idFields = (schema: unknown, depth = 0): string[] => {
      let node = schema as Record<string, unknown> | undefined;
      for (let i = 0; node?.$ref && i < 10; i++) node = doc.components?.schemas?.[String(node.$ref).split('/').pop()!] as typeof node;
      if (!node || depth > 6) return [];
      const nested = [...((node.anyOf ?? node.oneOf ?? node.allOf ?? []) as unknown[]), node.items].flatMap((n) =>
        n ? idFields(n, depth + 1) : [],
      );
      const props = Object.entries((node.properties ?? {}) as Record<string, unknown>);
      return [...nested, ...props.flatMap(([k, v]) => [...(/(Id|Ids)$|^id$|^orders$/.test(k) ? [k] : []), ...idFields(v, depth + 1)])];
    };
    // (and an identity provider's `clientId`: the portal's name at the supplier's provider, no record of the portal; a
    // SAML IdP's `entityId`: the provider's own name, no record of the portal either)
    const GLOBAL_IDS = new Set(['carrierId', 'productId', 'clientId', 'entityId']);
    // a passkey's answer carries the authenticator's credential id (`id`, base64url), no supplier's record: another
    // person's credential is refused whoever's it is (modules/second-factor/passkeys.test.ts: "another person's"); new
    // recovery codes and the app's removal are confirmed by any factor, a passkey's answer among them (factor-confirmation.ts)
    const WEBAUTHN_ANSWERS = new Set([
      'POST /api/second-factor/recovery-codes',
      'POST /api/second-factor/removal',
      'POST /api/passkeys',
      'POST /api/passkeys/sign-in',
      'POST /api/passkeys/sign-in/enrolment',
      'POST /api/passkeys/{passkeyId}/removal',
    ]);
    const withIds = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods)
        .filter(
          ([, op]) =>
            !path.startsWith('/api/ops') && idFields(op.requestBody?.content?.['application/json']?.schema).some((f) => !GLOBAL_IDS.has(f)),
        )
        .map(([method]) => `${method.toUpperCase()} ${path}`)
        .filter((operation) => !WEBAUTHN_ANSWERS.has(operation)),
    );
    expect(withIds.length).toBeGreaterThan(5);
    expect([...new Set(probes.map((p) => p.operation))].sort()).toEqual([...new Set(withIds)].sort());

    const actors: Array<[string, Supplier, ActorKind]> = [
      [ACME, 'acme', 'acmeAdmin'],
      [CLERK, 'acme', 'acmeClerk'],
      [INTEGRATED, 'integrated', 'integratedAdmin'],
    ];
    const failures: string[] = [];
    mark = await changes.mark();
    for (const probe of probes) {
      for (const [email, supplier, kind] of actors) {
        const other: Supplier = supplier === 'acme' ? 'integrated' : 'acme';
        const { url, payload } = probe.request(idsOf[supplier], idsOf[other]);
        const method = probe.operation.split(' ')[0]!;
        const res = await ctx.as(email, { method: method as 'POST', url, payload: payload as object });
        const call = `${email} ${method} ${url} with ${other}'s ${probe.field} -> ${res.statusCode} ${res.body.slice(0, 200)}`;
        const touched = await changedOf(supplierIds[other]);
        if (touched.length) failures.push(`${call}: changed ${other}'s ${touched.join(', ')}`);
        const problem = deniedBy(kind, method, url)
          ? res.statusCode === 403
            ? null
            : 'the role rule must refuse it with 403'
          : probe.expect(res, idsOf[other]);
        if (problem) failures.push(`${call}: ${problem}`);
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);
});
