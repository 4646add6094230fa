// The randomized tenancy suite (issue 20, "Tenancy and access"): 1,000 requests of a random actor x a random route of
// the app's route table x ids of the caller's own or another supplier -> no other supplier's data in any answer,
// another supplier's ids are "not found", every route's role rule holds, and a missing, forged or expired token is
// refused with 401. Routes come from the route table at test time, so routes added later are covered as they come.
// The seed is printed with every failure: TENANCY_SEED=<seed> replays a run.
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { ACME, CLERK, INTEGRATED, sqlRows, useTestApp } from '../../../test/test-app.ts';
import { SeededRandom } from '../../seed/random.ts';

const RUNS = 1000;
const SEED = Number(process.env.TENANCY_SEED ?? Date.now() % 2 ** 31);

type ActorKind = 'acmeAdmin' | 'acmeClerk' | 'integratedAdmin' | 'operator' | 'none' | 'forged' | 'expired' | 'algNone';
type Supplier = 'acme' | 'integrated';
const SUPPLIER_OF: Partial<Record<ActorKind, Supplier>> = { acmeAdmin: 'acme', acmeClerk: 'acme', integratedAdmin: 'integrated' };

/**
 * Role rules by route: users administration is for Admins; every write under /api/orders changes orders (the export
 * and the print sheets only read) and is refused for a supplier with an active integration; /api/ops is for operators.
 */
function deniedBy(actor: ActorKind, method: string, url: string): boolean {
  if (url.startsWith('/api/ops/') || url === '/api/ops') return actor !== 'operator';
  if (url.startsWith('/api/supplier-users')) return actor === 'acmeClerk';
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
  const ctx = useTestApp();

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
    type IdPool = Record<'orderId' | 'item' | 'shipmentRequestId' | 'batchNumber' | 'userId', string[]>;
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
        // never the actors themselves: a random admin call must not deactivate or demote the caller of later requests
        userId: (
          await sqlRows<{ id: string }>(
            db,
            sql`select id::text as id from users where supplier_id = ${id} and lower(user_name) not in (${ACME}, ${CLERK}, ${INTEGRATED})`,
          )
        ).map((u) => u.id),
      };
      poNumbers[s] = new Set(
        (await sqlRows<{ po: string }>(db, sql`select purchase_order_number as po from orders where supplier_id = ${id}`)).map((o) => o.po),
      );
      emails[s] = new Set(
        (await sqlRows<{ e: string }>(db, sql`select lower(email) as e from users where supplier_id = ${id}`)).map((u) => u.e),
      );
    }
    expect(pool.integrated.orderId.length, 'the integrated supplier has orders to probe with').toBeGreaterThan(0);
    expect(pool.acme.orderId.length).toBeGreaterThan(0);

    const routes = ctx.app.registeredRoutes.filter(callable);
    const hasOps = routes.some((x) => x.url === '/api/ops/me');
    const operatorEmail = hasOps
      ? (
          await sqlRows<{ u: string }>(
            db,
            sql`select user_name as u from users where supplier_id is null and is_active order by id limit 1`,
          )
        )[0]?.u
      : undefined;
    const actors: ActorKind[] = ['acmeAdmin', 'acmeClerk', 'integratedAdmin', 'none', 'forged', 'expired', 'algNone'];
    if (operatorEmail) actors.push('operator');

    const acmeToken = await ctx.tokenFor(ACME);
    const [acmeUser] = await sqlRows<{ id: number; tv: number }>(
      db,
      sql`select id, token_version as tv from users where user_name = ${ACME}`,
    );
    const tokens: Record<ActorKind, string | null> = {
      acmeAdmin: acmeToken,
      acmeClerk: await ctx.tokenFor(CLERK),
      integratedAdmin: await ctx.tokenFor(INTEGRATED),
      operator: operatorEmail ? await ctx.tokenFor(operatorEmail) : null,
      none: null,
      // the Acme admin's token with its signature changed
      forged: acmeToken.slice(0, -4) + (acmeToken.endsWith('AAAA') ? 'BBBB' : 'AAAA'),
      // signed with the right key, expired a day ago
      expired: await ctx.app.accessTokens.sign({ userId: acmeUser!.id, tokenVersion: acmeUser!.tv }, new Date(Date.now() - 2 * 86_400_000)),
      // the same claims, unsigned
      algNone: `${b64url({ alg: 'none', typ: 'JWT' })}.${acmeToken.split('.')[1]}.`,
    };

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
        countryCode: 'US',
        name: 'none.svg',
        invitationToken: 'not-a-token',
      };
      const usesTenantId = /:(orderId|orderItemId|shipmentRequestId|batchNumber|userId)\b/.test(route.url);
      const url = route.url.replace(/:([A-Za-z]+)/g, (_, p: string) => encodeURIComponent(params[p] ?? '1'));
      const headers: Record<string, string> = {};
      const token = tokens[actor];
      if (token) headers.authorization = `Bearer ${token}`;
      // the id-selection reads take their ids in the query or body
      const selection = r.pick(pool[idsOf].orderId);
      const query = url === '/api/orders/print-details' ? { orderIds: selection } : undefined;
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
      const call = `#${run} ${actor} ${route.method} ${url}${query ? `?orderIds=${selection}` : ''} (ids of ${idsOf}) -> ${res.statusCode}`;
      const fail = (why: string) => failures.push(`${call}: ${why} [seed ${SEED}] ${res.body.slice(0, 200)}`);

      if (res.statusCode >= 500) fail('a server error');
      if (res.statusCode >= 400 && res.headers['content-type']?.toString().includes('json')) {
        const body = res.json() as { status?: number; title?: string };
        if (body.status !== res.statusCode || typeof body.title !== 'string') fail("an error not in the spec's shape");
      }
      // no other supplier's PO numbers or users in any answer
      if (supplier) {
        const other: Supplier = supplier === 'acme' ? 'integrated' : 'acme';
        const text = res.body;
        const leakedPo = (text.match(/PO-[A-Z0-9-]+/g) ?? []).find((po) => poNumbers[other].has(po));
        if (leakedPo) fail(`leaks ${other}'s order ${leakedPo}`);
        const leakedEmail = (text.toLowerCase().match(/[a-z0-9._+-]+@[a-z0-9.-]+\.[a-z]+/g) ?? []).find((e) => emails[other].has(e));
        if (leakedEmail) fail(`leaks ${other}'s user ${leakedEmail}`);
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
      if (foreign && (usesTenantId || query || url === '/api/orders/export')) {
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
});
