// Crash safety between keeping a partner's file and applying it (docs/decisions/edi.md, "Crash safety"): the process
// dying after the file's documents were applied and its 997 kept, before the commit, leaves nothing, so the partner's resend is applied
// (once), not answered as a duplicate; two receivers given the same file at once apply it once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { ediInterchanges, orders } from '../../db/schema/index.ts';
import { sqlRows, useTestApp } from '../../../test/test-app.ts';
import { makeOrder } from '../../../test/order-factory.ts';
import { addTradingPartner, partnerFile } from '../../../test/edi-partner.ts';
import { write855 } from './edi-855.ts';
import { receiveInterchange } from './edi-receive.service.ts';

const ctx = useTestApp();
const NOW = new Date('2026-03-05T15:00:00Z');
let supplierId = 0;

/**
 * The process dies after the file's documents were applied and its 997 kept, before the commit: the interchange's last
 * write (its state) fails for the control number given, as the dying process's transaction never commits. An error
 * no rule raised, so nothing of the file may remain.
 */
const KILLED_AT = 700_001;

beforeAll(async () => {
  supplierId = ctx.seed.supplierIds.integrated;
  await addTradingPartner(ctx.database.db, supplierId, NOW);
  await ctx.database.db.execute(
    sql.raw(`
    create function portal_test_killed() returns trigger language plpgsql as $$
    begin
      if new.direction = 'inbound' and new.control_number = ${KILLED_AT} and new.state <> 'received'
        and exists (select 1 from portal_test_kill) then
        raise exception 'killed between applying the file and its commit';
      end if;
      return new;
    end $$`),
  );
  await ctx.database.db.execute(sql.raw('create table portal_test_kill (armed boolean)'));
  await ctx.database.db.execute(
    sql.raw('create trigger portal_test_killed before update on edi_interchanges for each row execute function portal_test_killed()'),
  );
});

afterAll(async () => {
  await ctx.database.db.execute(sql.raw('drop trigger portal_test_killed on edi_interchanges'));
});

const orderRow = async (id: number) => (await ctx.database.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const historyOf = (id: number) =>
  sqlRows<{ action: string }>(ctx.database, sql`select action from order_history where order_id = ${id} order by id`);
const interchangesNumbered = (controlNumber: number) =>
  ctx.database.db
    .select({ id: ediInterchanges.id, direction: ediInterchanges.direction, state: ediInterchanges.state })
    .from(ediInterchanges)
    .where(and(eq(ediInterchanges.supplierId, supplierId), eq(ediInterchanges.controlNumber, controlNumber)));
const acknowledgementsOf = (interchangeId: number) =>
  ctx.database.db
    .select({ id: ediInterchanges.id })
    .from(ediInterchanges)
    .where(and(eq(ediInterchanges.supplierId, supplierId), eq(ediInterchanges.acknowledgesId, interchangeId)));

async function an855(controlNumber: number) {
  const order = await makeOrder(ctx.database.db, supplierId, { shippingMethod: 'SupplierGround' });
  const po = (await orderRow(order.id)).purchaseOrderNumber;
  const raw = partnerFile(
    '855',
    write855({ purchaseOrderNumber: po, orderDate: '2026-03-01', supplierOrderNumber: 'SO-CRASH' }),
    controlNumber,
    NOW,
  );
  return { order, raw };
}

describe('a crash between keeping an inbound file and applying it', () => {
  it('leaves nothing, so the resend is applied once and not taken for a duplicate', async () => {
    const { order, raw } = await an855(KILLED_AT);
    const before = await orderRow(order.id);
    const historyBefore = await historyOf(order.id);

    await ctx.database.db.execute(sql.raw('insert into portal_test_kill values (true)'));
    const killed = (await receiveInterchange(ctx.database.db, supplierId, raw, NOW).catch((error: unknown) => error)) as Error;
    // the database's words, under the query builder's "Failed query" (the update of the interchange's state)
    expect(String((killed.cause as Error | undefined)?.message ?? killed.message)).toMatch(
      /killed between applying the file and its commit/,
    );
    await ctx.database.db.execute(sql.raw('delete from portal_test_kill'));
    expect(await orderRow(order.id)).toEqual(before);
    expect(await historyOf(order.id)).toEqual(historyBefore);
    expect(await interchangesNumbered(KILLED_AT)).toEqual([]);

    const resent = await receiveInterchange(ctx.database.db, supplierId, raw, NOW);
    expect(resent).toMatchObject({ state: 'accepted', duplicate: false });
    expect(resent.acknowledgement).toContain('AK5*A~');
    expect(await orderRow(order.id)).toMatchObject({
      status: 'AwaitingShipment',
      supplierOrderNumber: 'SO-CRASH',
      version: before.version + 1,
    });
    expect((await historyOf(order.id)).map((h) => h.action)).toEqual([...historyBefore.map((h) => h.action), 'process']);
    expect(await interchangesNumbered(KILLED_AT)).toEqual([{ id: resent.interchangeId, direction: 'inbound', state: 'accepted' }]);
    expect(await acknowledgementsOf(resent.interchangeId)).toHaveLength(1);

    // and once applied, a third copy is the duplicate
    expect(await receiveInterchange(ctx.database.db, supplierId, raw, NOW)).toMatchObject({
      duplicate: true,
      interchangeId: resent.interchangeId,
    });
    expect(await historyOf(order.id)).toHaveLength(historyBefore.length + 1);
  });

  it('a file given to two receivers at once is applied by one; the other finds the duplicate', async () => {
    const { order, raw } = await an855(700_002);
    const historyBefore = await historyOf(order.id);
    const results = await Promise.all([
      receiveInterchange(ctx.database.db, supplierId, raw, NOW),
      receiveInterchange(ctx.database.db, supplierId, raw, NOW),
    ]);
    expect(results.map((r) => r.duplicate).sort()).toEqual([false, true]);
    expect(results[0]!.interchangeId).toBe(results[1]!.interchangeId);
    expect(await historyOf(order.id)).toHaveLength(historyBefore.length + 1);
    expect(await acknowledgementsOf(results[0]!.interchangeId)).toHaveLength(1);
  });
});
