// A deduction on a voided tracking number (docs/decisions/order-exceptions.md) through the real server and database:
// a shipment confirmed with an invalid number, the rules' InvalidTracking deduction raised on it, then the shipment
// undone (its numbers voided). An open, undisputed, unremitted deduction is withdrawn (Reversed, never taken) with a
// line in the order's activity, once; a disputed or remitted one stays.
import { and, desc, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACME, useTestApp } from '../../../test/test-app.ts';
import { makeOrder } from '../../../test/order-factory.ts';
import { deductions, orderHistory, remittances } from '../../db/schema/index.ts';
import { complianceOrdersAfter } from '../orders/index.ts';
import { postDeductions } from './deduction-posting.ts';
import { ruleDeductionsOf } from './ops/deduction-raise.service.ts';

const ctx = useTestApp();
const NOW = new Date('2026-03-10T15:00:00Z'); // Tuesday, 11:00 in New York
const SHIP_DAY = '2026-03-10';

afterEach(() => vi.restoreAllMocks());

const at = (time: Date) => vi.spyOn(ctx.app.clock, 'now').mockReturnValue(time);
const call = (method: 'PUT' | 'POST', url: string, payload?: unknown) =>
  ctx.as(ACME, { method, url: `/api${url}`, ...(payload === undefined ? {} : { payload: payload as object }) });
const acme = () => ctx.seed.supplierIds.acme;
/** The rule the tests charge: a flat $25 for invalid tracking, in effect since the year's start. */
const invalidTrackingRule = () => ({
  ruleId: 1,
  scope: 'Global' as const,
  basis: 'Flat' as const,
  value: '25',
  effectiveFrom: '2026-01-01',
});

/** An Acme order shipped today with `numbers` (FedEx) on its one item, and the rules' deduction raised on it. */
async function shippedAndDeducted(numbers: string[]) {
  const { id, itemIds } = await makeOrder(ctx.database.db, acme(), {
    shippingMethod: 'SupplierGround',
    createdOn: new Date('2026-03-09T15:00:00Z'),
    promisedShippingDate: '2026-03-20',
    items: [{ quantity: 1, price: '30.00' }],
  });
  at(NOW);
  expect((await call('PUT', `/orders/${id}/details`, { supplierOrderNumber: `SO-${id}` })).statusCode).toBe(204);
  const shipped = await call('PUT', `/orders/${id}/shipments`, [{ orderLineId: itemIds[0], carrierId: 1, trackingNumbers: numbers }]);
  expect(shipped.statusCode, shipped.body).toBe(204);
  // the rules' engine on this order alone (the console's raise runs it over every order)
  const batch = await complianceOrdersAfter(ctx.database.db, id - 1, 1);
  const found = await ruleDeductionsOf(ctx.database.db, batch, SHIP_DAY, (_, type) =>
    type === 'InvalidTracking' ? invalidTrackingRule() : null,
  );
  const [posted] = await ctx.database.db.transaction((tx) => postDeductions(tx, found, null, NOW));
  expect(posted).toMatchObject({ orderId: id, type: 'InvalidTracking', amount: '25.00' });
  return { id, deductionId: posted!.id, deductionNumber: posted!.deductionNumber };
}

const deduction = async (id: number) =>
  (
    await ctx.database.db
      .select()
      .from(deductions)
      .where(and(eq(deductions.supplierId, acme()), eq(deductions.id, id)))
  )[0]!;
const activity = async (orderId: number) =>
  ctx.database.db.select().from(orderHistory).where(eq(orderHistory.orderId, orderId)).orderBy(desc(orderHistory.id));
const undoShipment = (id: number) => call('POST', `/orders/${id}/shipments/undo`, { reason: 'Entered for the wrong order.' });

describe('a deduction on a tracking number the supplier voids', () => {
  it('is withdrawn while open, undisputed and unremitted: Reversed, with a line in the activity naming the number', async () => {
    const { id, deductionId, deductionNumber } = await shippedAndDeducted(['123']);
    at(new Date(NOW.getTime() + 3_600_000));
    expect((await undoShipment(id)).statusCode).toBe(204);
    const after = await deduction(deductionId);
    expect(after).toMatchObject({ status: 'Reversed', appliedRemittanceId: null, reversalRemittanceId: null });
    expect(after.reversedOn).toEqual(new Date(NOW.getTime() + 3_600_000));
    const [latest, undone] = await activity(id);
    expect(undone).toMatchObject({ action: 'shipmentUndone' });
    expect(latest).toMatchObject({
      action: 'deductionWithdrawn',
      detail: { deductionId, deductionNumber, type: 'InvalidTracking', amount: '25.00', voidedTrackingNumbers: ['123'] },
    });
    // the supplier's deduction page reads it as reversed
    const page = await ctx.as(ACME, { method: 'GET', url: `/api/payments/deductions/${deductionId}` });
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({ status: 'Reversed' });
  });

  it('stays when its evidence names the voided number as valid (its basis was another item or number)', async () => {
    const { id, deductionId } = await shippedAndDeducted(['123']);
    // the number it was raised on is corrected by hand in the evidence: only valid numbers are voided now
    await ctx.database.db
      .update(deductions)
      .set({ evidence: { trackings: [{ trackingNumber: '123', valid: true }] } })
      .where(and(eq(deductions.supplierId, acme()), eq(deductions.id, deductionId)));
    expect((await undoShipment(id)).statusCode).toBe(204);
    expect(await deduction(deductionId)).toMatchObject({ status: 'Open', reversedOn: null });
    expect((await activity(id)).map((h) => h.action)).not.toContain('deductionWithdrawn');
  });

  it('stays when the supplier disputed it: the dispute decides', async () => {
    const { id, deductionId } = await shippedAndDeducted(['456']);
    const disputed = await ctx.as(ACME, {
      method: 'POST',
      url: `/api/payments/deductions/${deductionId}/disputes`,
      payload: { reason: 'TrackingWasValid', comment: 'The number was mistyped; the right one is attached.', files: [] },
    });
    expect(disputed.statusCode, disputed.body).toBe(201);
    expect((await undoShipment(id)).statusCode).toBe(204);
    expect(await deduction(deductionId)).toMatchObject({ status: 'Disputed', reversedOn: null });
    expect((await activity(id)).map((h) => h.action)).not.toContain('deductionWithdrawn');
  });

  it('stays when a remittance already took it: the supplier disputes it to get it back', async () => {
    const { id, deductionId } = await shippedAndDeducted(['789']);
    const [remittance] = await ctx.database.db
      .select({ id: remittances.id })
      .from(remittances)
      .where(eq(remittances.supplierId, acme()))
      .limit(1);
    await ctx.database.db
      .update(deductions)
      .set({ appliedRemittanceId: remittance!.id })
      .where(and(eq(deductions.supplierId, acme()), eq(deductions.id, deductionId)));
    expect((await undoShipment(id)).statusCode).toBe(204);
    expect(await deduction(deductionId)).toMatchObject({ status: 'Open', reversedOn: null, appliedRemittanceId: remittance!.id });
  });
});
