// GET /ops/orders/{orderId}: the console's read-only order page reads any supplier's order as that supplier's own order
// page does (docs/decisions/console-words.md, "PO numbers"); operators only.
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { OpsOrderView } from '@portal/contracts';
import { ACME, CLERK, expectValidationError, INTEGRATED, OPERATOR, sqlRows, useTestApp } from '../../../../../test/test-app.ts';

const ctx = useTestApp();
const get = (email: string | null, url: string) => (email ? ctx.as(email, { method: 'GET', url }) : ctx.app.inject({ method: 'GET', url }));

/** An Acme order with an accepted invoice and a tracking number, so every block of the page has something. */
async function shippedInvoicedOrder(): Promise<number> {
  const [row] = await sqlRows<{ id: number }>(
    ctx.database,
    sql`select o.id from orders o
         where o.supplier_id = ${ctx.seed.supplierIds.acme}
           and exists (select 1 from trackings t where t.order_id = o.id)
           and exists (select 1 from invoices i where i.order_id = o.id)
         order by o.id limit 1`,
  );
  return row!.id;
}

describe('GET /ops/orders/{orderId}', () => {
  it("answers an operator with the order as its supplier's order page reads it, its supplier, items and activity", async () => {
    const id = await shippedInvoicedOrder();
    const res = await get(OPERATOR, `/api/ops/orders/${id}`);
    expect(res.statusCode).toBe(200);
    const view = res.json() as OpsOrderView;
    expect(view.supplier).toEqual({ id: ctx.seed.supplierIds.acme, name: 'Acme Home Goods' });
    expect(view.order).toEqual((await get(ACME, `/api/orders/${id}`)).json());
    expect(view.items).toEqual((await get(ACME, `/api/orders/${id}/order-items`)).json());
    expect(view.history).toEqual((await get(ACME, `/api/orders/${id}/history`)).json());
    expect(view.items.some((i) => i.trackings.length > 0)).toBe(true);
    expect(view.order.invoices.length + view.order.invoicesInReview.length).toBeGreaterThan(0);
  });

  it("reads another supplier's order too", async () => {
    const [row] = await sqlRows<{ id: number }>(
      ctx.database,
      sql`select id from orders where supplier_id = ${ctx.seed.supplierIds.integrated} order by id limit 1`,
    );
    const res = await get(OPERATOR, `/api/ops/orders/${row!.id}`);
    expect(res.statusCode).toBe(200);
    expect((res.json() as OpsOrderView).supplier.id).toBe(ctx.seed.supplierIds.integrated);
  });

  it('refuses supplier users with 403 (their own order too) and answers 401 without a session', async () => {
    const id = await shippedInvoicedOrder();
    for (const email of [ACME, CLERK, INTEGRATED]) {
      const res = await get(email, `/api/ops/orders/${id}`);
      expect(res.statusCode, email).toBe(403);
      expect(res.json()).toMatchObject({ status: 403, title: 'Forbidden' });
    }
    expect((await get(null, `/api/ops/orders/${id}`)).statusCode).toBe(401);
  });

  it('answers 404 for an unknown order and 400 for an id that is not one', async () => {
    const unknown = await get(OPERATOR, '/api/ops/orders/2147483647');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ status: 404, title: 'Not Found' });
    for (const bad of ['abc', '0', '-1', '2147483648']) expectValidationError(await get(OPERATOR, `/api/ops/orders/${bad}`), '$.orderId');
  });

  it('is in the API document with its answers', async () => {
    const doc = (await get(null, '/api/openapi.json')).json() as {
      paths: Record<string, Record<string, { operationId: string; tags: string[]; responses: Record<string, unknown> }>>;
    };
    const operation = doc.paths['/api/ops/orders/{orderId}']!.get!;
    expect(operation.operationId).toBe('getOpsOrder');
    expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining(['200', '400', '401', '403', '404']));
  });
});
