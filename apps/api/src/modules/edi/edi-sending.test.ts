// The 820 and the 860 (docs/decisions/edi.md, "Sending"): a posted remittance is sent to the partner that takes 820s
// after the run's commit, once, its payment the advice's figure to the cent; a marketplace decision that changes a
// placed order (a price change approved, a cancellation approved) is sent as an 860 after commit, once; a declined
// one, a partner that does not take the document, a disabled one and a supplier without one get nothing. A partner in
// test mode is sent test interchanges (ISA15 'T').
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { remittanceTotals, type EdiDocumentType, type PaymentRunPosted } from '@portal/contracts';
import { makeOrder } from '../../../test/order-factory.ts';
import { acceptedInvoice, openDeduction } from '../../../test/payments-factory.ts';
import { ACME, OPERATOR, sqlRows, useTestApp } from '../../../test/test-app.ts';
import { ediInterchanges, ediTradingPartners, remittances } from '../../db/schema/index.ts';
import { read820 } from './edi-820.ts';
import { read860 } from './edi-860.ts';
import { readInterchange } from './x12-envelope.ts';

const ctx = useTestApp();
const NOW = new Date('2031-03-05T15:00:00Z');
afterEach(() => vi.restoreAllMocks());
const fixClock = (at = NOW) => vi.spyOn(ctx.app.clock, 'now').mockReturnValue(at);
const integrated = () => ctx.seed.supplierIds.integrated;
const acme = () => ctx.seed.supplierIds.acme;
const call = (email: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
  ctx.as(email, { method, url: `/api${url}`, ...(payload === undefined ? {} : { payload: payload as object }) });

const setPartner = async (supplierId: number, documents: EdiDocumentType[], more: { enabled?: boolean; testMode?: boolean } = {}) => {
  const res = await call(OPERATOR, 'PUT', `/ops/suppliers/${supplierId}/edi-partner`, {
    isaQualifier: 'ZZ',
    isaId: `PARTNER${supplierId}`,
    gsId: `GS${supplierId}`,
    documents,
    enabled: more.enabled ?? true,
    testMode: more.testMode ?? false,
  });
  expect(res.statusCode, res.body).toBe(200);
};

const sent = (supplierId: number, type: EdiDocumentType) =>
  ctx.database.db
    .select()
    .from(ediInterchanges)
    .where(
      and(eq(ediInterchanges.supplierId, supplierId), eq(ediInterchanges.direction, 'outbound'), eq(ediInterchanges.documentType, type)),
    )
    .orderBy(ediInterchanges.id);

function documentIn(raw: string) {
  const read = readInterchange(raw);
  if (!read.ok) throw new Error(read.reason);
  return read.interchange;
}

beforeAll(async () => {
  await setPartner(integrated(), ['850', '820', '997']);
  await setPartner(acme(), ['850', '860', '855', '997']);
});

describe('the 820 of a posted remittance', () => {
  let runDay = 0;
  const postRun = async () => {
    const runDate = `2033-01-${String(++runDay).padStart(2, '0')}`;
    fixClock(new Date(`${runDate}T17:00:00Z`));
    const res = await call(OPERATOR, 'POST', '/ops/payments/runs', { runDate, offCycle: true, reason: 'EDI test run' });
    expect(res.statusCode, res.body).toBe(200);
    return { runDate, posted: res.json<PaymentRunPosted>() };
  };

  it('sends the remittance once after commit, line by line, its payment the advice’s net to the cent', async () => {
    const db = ctx.database.db;
    const first = await acceptedInvoice(db, integrated(), { total: '120.45', dueDate: '2033-01-01' });
    await openDeduction(db, integrated(), first, '20.40', { postedOn: new Date('2032-12-20T12:00:00Z') });
    await acceptedInvoice(db, integrated(), { total: '0.10', dueDate: '2033-01-01' });
    const before = (await sent(integrated(), '820')).length;
    const { runDate, posted } = await postRun();
    const number = posted.suppliers.find((s) => s.supplierId === integrated())!.remittanceNumber!;
    // after commit: nothing until the reactions run
    expect(await sent(integrated(), '820')).toHaveLength(before);
    await ctx.app.domainReactions.drain();
    await ctx.app.domainReactions.drain();
    const all = await sent(integrated(), '820');
    expect(all).toHaveLength(before + 1);
    const interchange = documentIn(all.at(-1)!.raw);
    expect(interchange.receiver).toEqual({ qualifier: 'ZZ', id: `PARTNER${integrated()}` });
    expect(interchange.test).toBe(false);
    const advice = read820(interchange.groups[0]!.transactions[0]!.segments);
    if (!advice.ok) throw new Error(advice.reason);
    const [stored] = await db
      .select()
      .from(remittances)
      .where(and(eq(remittances.supplierId, integrated()), eq(remittances.remittanceNumber, number)));
    expect(advice.document).toMatchObject({ remittanceNumber: number, paymentDate: runDate, methodReference: stored!.methodReference });
    expect(advice.document.lines).toHaveLength(stored!.lineCount);
    // BPR02 is the lines' net by remittanceTotals: the stored remittance's (and so the advice PDF's) figure
    const bpr = interchange.groups[0]!.transactions[0]!.segments.find((s) => s.tag === 'BPR')!;
    expect(bpr.elements[1]).toBe(stored!.net);
    expect(remittanceTotals(advice.document.lines)).toEqual({ gross: stored!.gross, deductions: stored!.deductions, net: stored!.net });
    expect(advice.document.lines.find((l) => l.invoiceNumber === `INV-P-${first.orderId}`)).toMatchObject({
      kind: 'Invoice',
      gross: '120.45',
      deductions: '20.40',
      net: '100.05',
      heldBack: [expect.objectContaining({ type: 'Freight', amount: '20.40' })],
    });
  });

  it('sends nothing to a supplier without a partner taking 820s; a partner in test mode gets a test interchange', async () => {
    const db = ctx.database.db;
    await acceptedInvoice(db, acme(), { total: '50.00', dueDate: '2033-01-02' });
    await acceptedInvoice(db, integrated(), { total: '60.00', dueDate: '2033-01-02' });
    await setPartner(integrated(), ['850', '820', '997'], { testMode: true });
    const acmeBefore = (await sent(acme(), '820')).length;
    const before = (await sent(integrated(), '820')).length;
    await postRun();
    await ctx.app.domainReactions.drain();
    expect(await sent(acme(), '820')).toHaveLength(acmeBefore);
    const all = await sent(integrated(), '820');
    expect(all).toHaveLength(before + 1);
    expect(all.at(-1)!.testMode).toBe(true);
    expect(documentIn(all.at(-1)!.raw).test).toBe(true);
    // GS03 is the partner's GS id
    expect(all.at(-1)!.raw).toContain(`GS*RA*PORTALMKT*GS${integrated()}*`);
    await setPartner(integrated(), ['850', '820', '997']);
  });
});

describe('the 860 of a marketplace decision', () => {
  const waitingReactions = async (subscriber: string) =>
    (
      await sqlRows<{ n: number }>(
        ctx.database,
        sql`select count(*)::int as n from domain_event_reactions where subscriber = ${subscriber}`,
      )
    )[0]!.n;

  async function priceChangeOrder() {
    const { id, itemIds } = await makeOrder(ctx.database.db, acme(), {
      status: 'AwaitingShipment',
      items: [
        { quantity: 2, price: '10.00' },
        { quantity: 1, price: '4.00' },
      ],
    });
    const res = await call(ACME, 'POST', `/orders/${id}/price-change-requests`, [{ orderItemId: itemIds[0], newPrice: '12.5' }]);
    expect(res.statusCode, res.body).toBe(200);
    return { id, itemIds };
  }
  async function canceledOrder() {
    const { id, itemIds } = await makeOrder(ctx.database.db, acme(), {
      status: 'AwaitingShipment',
      items: [{ quantity: 3, price: '7.25' }],
    });
    const res = await call(ACME, 'POST', `/orders/${id}/cancellation`, { reason: 'OutOfStockWithRestock', restockDate: '2031-04-20' });
    expect(res.statusCode, res.body).toBe(204);
    return { id, itemIds };
  }
  const poOf = async (orderId: number) =>
    (await sqlRows<{ po: string }>(ctx.database, sql`select purchase_order_number as po from orders where id = ${orderId}`))[0]!.po;
  const lastChange = async () => {
    const raw = (await sent(acme(), '860')).at(-1)!.raw;
    const change = read860(documentIn(raw).groups[0]!.transactions[0]!.segments);
    if (!change.ok) throw new Error(change.reason);
    return change.document;
  };

  it('an approved price change: the changed line at its new price, once, after commit', async () => {
    fixClock();
    const { id, itemIds } = await priceChangeOrder();
    const before = (await sent(acme(), '860')).length;
    expect((await call(OPERATOR, 'POST', `/ops/price-changes/${id}/approve`)).statusCode).toBe(204);
    expect(await sent(acme(), '860')).toHaveLength(before);
    await ctx.app.domainReactions.drain();
    await ctx.app.domainReactions.drain();
    expect(await sent(acme(), '860')).toHaveLength(before + 1);
    expect(await lastChange()).toEqual({
      purchaseOrderNumber: await poOf(id),
      changeDate: '2031-03-05',
      kind: 'PriceChange',
      lines: [{ lineId: itemIds[0], sku: expect.any(String), quantity: 2, unitPrice: '12.50' }],
    });
  });

  it('an approved cancellation: every line deleted; a declined one and a declined price change send nothing', async () => {
    fixClock();
    const canceled = await canceledOrder();
    const before = (await sent(acme(), '860')).length;
    expect((await call(OPERATOR, 'POST', `/ops/cancellations/${canceled.id}/approve`)).statusCode).toBe(204);
    await ctx.app.domainReactions.drain();
    expect(await sent(acme(), '860')).toHaveLength(before + 1);
    expect(await lastChange()).toEqual({
      purchaseOrderNumber: await poOf(canceled.id),
      changeDate: '2031-03-05',
      kind: 'Cancellation',
      lines: [{ lineId: canceled.itemIds[0], sku: expect.any(String), quantity: 3, unitPrice: '7.25' }],
    });

    const declined = await canceledOrder();
    const repriced = await priceChangeOrder();
    await ctx.app.domainReactions.drain();
    const waiting = await waitingReactions('edi.order-change');
    expect((await call(OPERATOR, 'POST', `/ops/cancellations/${declined.id}/decline`)).statusCode).toBe(204);
    expect((await call(OPERATOR, 'POST', `/ops/price-changes/${repriced.id}/decline`)).statusCode).toBe(204);
    // a decision that leaves the order as placed is given no reaction at all
    expect(await waitingReactions('edi.order-change')).toBe(waiting);
    await ctx.app.domainReactions.drain();
    expect(await sent(acme(), '860')).toHaveLength(before + 1);
  });

  it('sends nothing to a partner that does not take 860s, nor to a disabled one', async () => {
    fixClock();
    const before = (await sent(acme(), '860')).length;
    await setPartner(acme(), ['850', '855', '997']);
    const first = await canceledOrder();
    expect((await call(OPERATOR, 'POST', `/ops/cancellations/${first.id}/approve`)).statusCode).toBe(204);
    await ctx.app.domainReactions.drain();
    await setPartner(acme(), ['850', '860', '855', '997'], { enabled: false });
    const second = await canceledOrder();
    expect((await call(OPERATOR, 'POST', `/ops/cancellations/${second.id}/approve`)).statusCode).toBe(204);
    await ctx.app.domainReactions.drain();
    expect(await sent(acme(), '860')).toHaveLength(before);
    await ctx.database.db
      .update(ediTradingPartners)
      .set({ enabled: true, documents: ['850', '860', '855', '997'] })
      .where(eq(ediTradingPartners.supplierId, acme()));
  });
});
