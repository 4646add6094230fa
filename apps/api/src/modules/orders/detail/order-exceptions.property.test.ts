// A random sequence of the order page's calls and its self-service exceptions (docs/decisions/order-exceptions.md),
// at random moments, leaves the order in a state its state machine allows: every status move in its activity is a
// transition of ORDER_TRANSITIONS, every refusal is a 409 or a 400 (never a 500), and its money is unchanged.
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FULFILLMENT_STATUSES, ORDER_TRANSITIONS, type FulfillmentStatus } from '@portal/contracts';
import { ACME, useTestAppWithFiles } from '../../../../test/test-app.ts';
import { facilityIdsOf, makeOrder } from '../../../../test/order-factory.ts';
import { orderHistory, orders } from '../../../db/schema/index.ts';

const ctx = useTestAppWithFiles();
const START = new Date('2026-03-10T15:00:00Z');
afterEach(() => vi.restoreAllMocks());

const step = fc.record({
  call: fc.constantFrom('process', 'ship', 'label', 'replaceLabel', 'undoProcessing', 'undoShipment', 'changeShipFrom', 'facts'),
  minutesLater: fc.integer({ min: 0, max: 20 }),
  carrierId: fc.constantFrom(1, 2, 3),
});
const MONEY = ['totalCost', 'total', 'supplierTotal', 'calculatedShippingCost', 'calculatedHandlingFee', 'calculatedAllowance'] as const;
const allowed = (from: string, to: string) =>
  Object.values(ORDER_TRANSITIONS[from as FulfillmentStatus] ?? {}).includes(to as FulfillmentStatus);

describe('a random sequence of exceptions on one order', () => {
  it('keeps the order in states its state machine allows and its money unchanged', async () => {
    const db = ctx.database.db;
    const facilities = await facilityIdsOf(db, ctx.seed.supplierIds.acme);
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 10 }), async (steps) => {
        let now = START;
        vi.spyOn(ctx.app.clock, 'now').mockImplementation(() => now);
        const { id, itemIds } = await makeOrder(db, ctx.seed.supplierIds.acme, { shippingMethod: 'SupplierGround' });
        const read = async () => (await db.select().from(orders).where(eq(orders.id, id)))[0]!;
        const before = await read();
        const call = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
          ctx.as(ACME, { method, url: `/api/orders/${id}${url}`, ...(payload ? { payload } : {}) });
        for (const s of steps) {
          now = new Date(now.getTime() + s.minutesLater * 60_000);
          const facts = (await call('GET', '/exceptions')).json();
          const day = now.toISOString().slice(0, 10);
          const res = await {
            process: () => call('PUT', '/details', { supplierOrderNumber: 'SO-1' }),
            ship: () =>
              call(
                'PUT',
                '/shipments',
                itemIds.map((orderLineId) => ({ orderLineId, carrierId: 2, trackingNumbers: ['1Z999AA10123456784'] })),
              ),
            label: () =>
              ctx.as(ACME, {
                method: 'POST',
                url: '/api/orders/bulk/shipping-labels',
                payload: { orderIds: [id], format: 'Paper4X6', shippingDate: day },
              }),
            replaceLabel: () =>
              call('POST', '/shipping-labels/replacement', {
                voidedLabel: facts.label?.fileName ?? 'none.pdf',
                carrierId: s.carrierId,
                shipDate: day,
              }),
            undoProcessing: () => call('POST', '/processing/undo'),
            undoShipment: () => call('POST', '/shipments/undo', { reason: 'Entered by mistake' }),
            changeShipFrom: () => call('PUT', '/ship-from', { supplierFacilityId: facilities[s.carrierId % facilities.length] }),
            facts: () => call('GET', '/exceptions'),
          }[s.call]();
          expect([200, 204, 400, 409], `${s.call}: ${res.body}`).toContain(res.statusCode);
        }
        const after = await read();
        expect(FULFILLMENT_STATUSES).toContain(after.status);
        for (const column of MONEY) expect(after[column], column).toBe(before[column]);
        const moves = (await db.select().from(orderHistory).where(eq(orderHistory.orderId, id))).map(
          (h) => h.detail as { from?: string; to?: string },
        );
        for (const move of moves) if (move.from && move.to) expect(allowed(move.from, move.to), `${move.from} -> ${move.to}`).toBe(true);
        vi.restoreAllMocks();
      }),
      { numRuns: 12 },
    );
  });
});
