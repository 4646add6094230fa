// An order's money is one computation (contracts' orderMoney, docs/decisions/order-money.md): the seeded orders store
// its figures, and random orders built through the API give the same cents on every surface.
import { and, asc, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  addCalendarDays,
  AGREEMENT_TYPES,
  calculateItemsTotal,
  earliestUsDay,
  invoiceStepMoney,
  latestUsDay,
  money,
  orderMoney,
  orderMoneyDay,
} from '@portal/contracts';
import { ACME, OPERATOR, useTestApp } from '../../../../test/test-app.ts';
import {
  invoiceAgreements,
  invoices,
  orderItems,
  orders,
  supplierAgreements,
  webhookDeliveries,
  webhookEndpoints,
} from '../../../db/schema/index.ts';
import { seedBulkOrders } from '../../../seed/bulk-orders.ts';
import { approvePriceChange } from './order-price-change.service.ts';

const ctx = useTestApp();
afterEach(() => vi.restoreAllMocks());

const db = () => ctx.database.db;
const byKey = <T, K>(rows: T[], key: (r: T) => K) => {
  const map = new Map<K, T[]>();
  for (const r of rows) map.set(key(r), [...(map.get(key(r)) ?? []), r]);
  return map;
};

describe('the seeded orders', () => {
  it("store the figures orderMoney makes of their items, fees and agreements (the order's and its first invoice's)", async () => {
    // the benchmark's bulk orders too: a year of creation days across the agreements' periods (their invoices list
    // no agreements: the benchmark reads none)
    const demoOrderIds = new Set((await db().select({ id: orders.id }).from(orders)).map((o) => o.id));
    await seedBulkOrders(db(), ctx.seed.supplierIds.acme, 400);
    const [all, items, agreements, firstInvoices, invoiceAgreementRows] = await Promise.all([
      db().select().from(orders),
      db().select().from(orderItems).orderBy(asc(orderItems.id)),
      db().select().from(supplierAgreements).orderBy(asc(supplierAgreements.id)),
      db().select().from(invoices).where(eq(invoices.types, 'Invoice')),
      db().select().from(invoiceAgreements),
    ]);
    const itemsOf = byKey(items, (i) => i.orderId);
    const agreementsOf = byKey(agreements, (a) => a.supplierId);
    const invoiceOf = new Map(firstInvoices.map((i) => [i.orderId, i]));
    const agreementsOfInvoice = byKey(invoiceAgreementRows, (a) => a.invoiceId);
    const differences: string[] = [];
    const expectSame = (po: string, what: string, stored: string | null, computed: string) => {
      if (money.compare(stored ?? '0', computed) !== 0) differences.push(`${po} ${what}: stored ${stored}, computed ${computed}`);
    };
    for (const o of all) {
      const its = itemsOf.get(o.id) ?? [];
      const own = agreementsOf.get(o.supplierId) ?? [];
      const m = orderMoney({
        items: its,
        shippingCost: o.calculatedShippingCost,
        handlingFee: o.calculatedHandlingFee,
        agreements: own,
        day: orderMoneyDay(o.createdOn),
      });
      expectSame(o.purchaseOrderNumber, 'totalCost', o.totalCost, m.itemsTotal);
      expectSame(o.purchaseOrderNumber, 'calculatedAllowance', o.calculatedAllowance, m.allowance);
      expectSame(o.purchaseOrderNumber, 'total', o.total, m.total);
      const inv = invoiceOf.get(o.id);
      if (!inv) continue;
      const i = orderMoney({ items: its, ...inv, agreements: own, day: inv.invoiceDate! });
      expectSame(o.purchaseOrderNumber, 'invoice allowance', inv.allowance, i.allowance);
      expectSame(o.purchaseOrderNumber, 'invoice total', inv.total, i.total);
      expectSame(o.purchaseOrderNumber, 'invoicedTotal', o.invoicedTotal, i.total);
      expectSame(o.purchaseOrderNumber, 'allowanceInDiscount', o.allowanceInDiscount, i.allowance);
      const listed = agreementsOfInvoice.get(inv.id) ?? [];
      if (demoOrderIds.has(o.id))
        expectSame(o.purchaseOrderNumber, "invoice agreements' sum", inv.allowance, money.sum(listed.map((a) => a.allowanceAmount)));
    }
    expect(all.length).toBeGreaterThan(400);
    expect(differences).toEqual([]);
  });
});

describe('every surface of a random order', () => {
  const cents = (max: number, min = 0) => fc.integer({ min, max }).map((c) => (c / 100).toFixed(2));
  const agreementArb = fc.record({
    agreementType: fc.constantFrom(...AGREEMENT_TYPES),
    agreedOnPercentage: cents(999, 1),
    startOffset: fc.integer({ min: -4, max: 4 }),
    length: fc.option(fc.integer({ min: 0, max: 6 }), { nil: null }),
  });
  const orderArb = fc.record({
    items: fc.array(fc.record({ pricePerUnit: cents(99_999, 1), quantity: fc.integer({ min: 1, max: 12 }) }), {
      minLength: 1,
      maxLength: 3,
    }),
    shippingCost: cents(5_000),
    agreements: fc.array(agreementArb, { maxLength: 3 }),
    canEditHandlingFee: fc.boolean(),
    handlingFee: cents(1_000),
    tax: cents(3_000),
    discount: cents(2_000),
    daysLater: fc.integer({ min: 0, max: 4 }),
    invoiceDayBack: fc.integer({ min: 0, max: 4 }),
    /** An approved price change of the first item before the invoice. */
    newPrice: fc.option(cents(99_999, 1), { nil: null }),
    /** Invoiced by the invoice import instead of the invoice step. */
    byImport: fc.boolean(),
  });
  let run = 0;

  it('gives the same cents on the order page, the invoice step or import, the invoice row, the export, the activity and the webhook', async () => {
    const acme = ctx.seed.supplierIds.acme;
    const [endpoint] = await db()
      .insert(webhookEndpoints)
      .values({
        supplierId: acme,
        url: 'https://hooks.example.com/money',
        secret: 'whsec_m',
        events: ['order.created', 'order.changed'],
        createdBy: ctx.seed.userIds[ACME]!,
      })
      .returning();
    const clock = vi.spyOn(ctx.app.clock, 'now');
    await fc.assert(
      fc.asyncProperty(orderArb, async (r) => {
        const created = new Date(Date.UTC(2026, 2, 10, 15) + run * 86_400_000);
        const createdDay = earliestUsDay(created);
        await db().delete(supplierAgreements).where(eq(supplierAgreements.supplierId, acme));
        if (r.agreements.length)
          await db()
            .insert(supplierAgreements)
            .values(
              r.agreements.map((a) => {
                const startPeriodDate = addCalendarDays(createdDay, a.startOffset);
                return {
                  supplierId: acme,
                  agreementType: a.agreementType,
                  agreedOnPercentage: a.agreedOnPercentage,
                  startPeriodDate,
                  endPeriodDate: a.length === null ? null : addCalendarDays(startPeriodDate, a.length),
                };
              }),
            );
        const agreements = await db()
          .select()
          .from(supplierAgreements)
          .where(eq(supplierAgreements.supplierId, acme))
          .orderBy(asc(supplierAgreements.id));

        // intake (POST /ops/orders): the stored order
        clock.mockReturnValue(created);
        const intake = await ctx.as(OPERATOR, {
          method: 'POST',
          url: '/api/ops/orders',
          payload: {
            supplierId: acme,
            purchaseOrderNumber: `PO-MONEY-${++run}`,
            channel: 'Amazon',
            shippingMethod: 'BisonFedex',
            promisedShippingDate: '2027-01-01',
            shippingCost: r.shippingCost,
            customer: { firstName: 'Mo', lastName: 'Ney', company: null, phone: '+1 555 0100' },
            address: { address1: '5 Elm Street', city: 'Columbus', state: 'OH', zip: '43004', country: 'US' },
            items: r.items.map((it, i) => ({ productId: 7000 + i, sku: `SKU-M-${i}`, productName: `Item ${i}`, ...it })),
          },
        });
        expect(intake.statusCode).toBe(200);
        const id = intake.json().id as number;
        const calculated = orderMoney({ items: r.items, shippingCost: r.shippingCost, agreements, day: orderMoneyDay(created) });
        expect(intake.json().total).toBe(calculated.total);

        // the order page before the invoice
        const page = (await ctx.as(ACME, { method: 'GET', url: `/api/orders/${id}` })).json();
        expect(page).toMatchObject({
          totalCost: calculated.itemsTotal,
          calculatedAllowance: calculated.allowance,
          total: calculated.total,
        });
        expect(money.sum(page.agreements.map((a: { allowanceAmount: string }) => a.allowanceAmount))).toBe(page.calculatedAllowance);

        await db()
          .update(orders)
          .set({ status: 'Invoicing', canEditHandlingFee: r.canEditHandlingFee })
          .where(and(eq(orders.supplierId, acme), eq(orders.id, id)));

        // a price change approved by the marketplace: the stored figures follow the new price
        const items = r.newPrice === null ? r.items : r.items.map((it, i) => (i === 0 ? { ...it, pricePerUnit: r.newPrice! } : it));
        if (r.newPrice !== null) {
          const itemIds = (await ctx.as(ACME, { method: 'GET', url: `/api/orders/${id}/order-items` }))
            .json()
            .map((i: { id: number }) => i.id);
          const asked = await ctx.as(ACME, {
            method: 'POST',
            url: `/api/orders/${id}/price-change-requests`,
            payload: [{ orderItemId: itemIds[0], newPrice: r.newPrice }],
          });
          expect(asked.statusCode).toBe(200);
          await approvePriceChange(db(), id, created, null);
          const repriced = orderMoney({ items, shippingCost: r.shippingCost, agreements, day: orderMoneyDay(created) });
          expect((await ctx.as(ACME, { method: 'GET', url: `/api/orders/${id}` })).json()).toMatchObject({
            totalCost: repriced.itemsTotal,
            calculatedAllowance: repriced.allowance,
            total: repriced.total,
          });
        }

        // the export's rows are the items the total is made of
        const exported = (await ctx.as(ACME, { method: 'POST', url: '/api/orders/export', payload: { orderIds: [id] } })).json();
        expect(money.sum(exported.map((e: { productCost: string; qtyNeeded: number }) => money.mul(e.productCost, e.qtyNeeded)))).toBe(
          calculateItemsTotal(items),
        );

        // the invoice step: the web's computation over the allowance call's answer, then the invoice it sends (or the
        // invoice import's row with the step's total)
        const later = new Date(created.getTime() + r.daysLater * 86_400_000);
        clock.mockReturnValue(later);
        const invoiceDate = [addCalendarDays(latestUsDay(later), -r.invoiceDayBack), createdDay].sort().at(-1)!;
        const allowance = (
          await ctx.as(ACME, {
            method: 'POST',
            url: '/api/supplier-agreements/calculate-allowance',
            payload: { date: invoiceDate, amount: calculateItemsTotal(items) },
          })
        ).json();
        const fees = {
          shippingCost: r.shippingCost,
          tax: r.tax,
          discount: r.discount,
          handlingFee: r.canEditHandlingFee ? r.handlingFee : '0.00',
        };
        const step = invoiceStepMoney({ items, ...fees, allowance });
        // the allowance call answers orderMoney's allowance for the invoice date
        const server = orderMoney({ items, ...fees, agreements, day: invoiceDate });
        expect({ allowance: step.allowance, total: step.total }).toEqual({ allowance: server.allowance, total: server.total });
        const header = { invoiceNumber: `INV-M-${run}`, invoiceDate, tax: r.tax, discount: r.discount, shippingCost: r.shippingCost };
        const res = r.byImport
          ? await ctx.as(ACME, {
              method: 'POST',
              url: '/api/orders/import/invoices',
              payload: {
                items: [{ purchaseOrderNumber: `PO-MONEY-${run}`, ...header, handlingFee: r.handlingFee, totalAmount: step.total }],
              },
            })
          : await ctx.as(ACME, {
              method: 'POST',
              url: `/api/orders/${id}/invoice`,
              payload: { ...header, ...(r.canEditHandlingFee ? { handlingFee: r.handlingFee } : {}) },
            });
        if (money.compare(step.total, 0) < 0) {
          expect(res.statusCode).toBe(400);
          return;
        }
        expect(res.statusCode).toBe(200);

        // the invoice row, the order page after it, the activity and the webhook payload
        const [row] = await db().select().from(invoices).where(eq(invoices.orderId, id));
        expect(row).toMatchObject({
          itemsTotal: step.itemsTotal,
          shippingCost: step.shippingCost,
          handlingFee: step.handlingFee,
          discount: step.discount,
          tax: step.tax,
          allowance: step.allowance,
          total: step.total,
        });
        const after = (await ctx.as(ACME, { method: 'GET', url: `/api/orders/${id}` })).json();
        expect(after).toMatchObject({ invoicedTotal: step.total, allowanceInDiscount: step.allowance, invoicedTotalCost: step.itemsTotal });
        expect(money.sum(after.invoicesAgreements.map((a: { allowanceAmount: string }) => a.allowanceAmount))).toBe(step.allowance);
        const activity = (await ctx.as(ACME, { method: 'GET', url: `/api/orders/${id}/history` })).json();
        const action = r.byImport ? 'importInvoice' : 'invoice';
        // the import's activity names its total only; the invoice step's every line
        const lines = r.byImport ? { total: step.total } : { allowance: step.allowance, total: step.total };
        expect(activity.find((h: { action: string }) => h.action === action).detail).toMatchObject(lines);
        const deliveries = await db()
          .select()
          .from(webhookDeliveries)
          .where(and(eq(webhookDeliveries.endpointId, endpoint!.id), eq(webhookDeliveries.orderId, id)))
          .orderBy(asc(webhookDeliveries.id));
        const payloads = deliveries.map((d) => d.data as { action: string; detail: Record<string, string> });
        expect(payloads.find((p) => p.action === 'created')?.detail.total).toBe(calculated.total);
        expect(payloads.find((p) => p.action === action)?.detail).toMatchObject(lines);
      }),
      { numRuns: 25, seed: 20261126 },
    );
  });
});
