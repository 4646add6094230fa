import { and, asc, eq, inArray, isNotNull, like, or } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestAppWithFiles } from '../../test/test-app.ts';
import { isValidTrackingForCarrier, voidLabelBlockedReason, type OrderExceptionFacts } from '@portal/contracts';
import { orderHistory, orderItems, orderLabels, orders, supplierMemberships, trackings, users } from '../db/schema/index.ts';
import { storeScenarioDocuments } from './order-scenarios.ts';
import { storeDemoDocuments } from './demo-documents.ts';

/** Rows the marketplace writes when an invoice is submitted: its acceptance and its schedule (no user). */
const MARKETPLACE_ACTIONS = new Set(['invoiceAcceptedForPayment', 'invoiceScheduled']);

const ctx = useTestAppWithFiles();
const ACME = 'admin@acme.test';

// the demo's documents as the server's start stores them (the booked scenario's bill of lading, the labels' PDFs)
beforeAll(async () => {
  await storeDemoDocuments(ctx.database.db, ctx.app.storage, ctx.app.clock);
});

const detailOf = async (po: string) => {
  const [o] = await ctx.database.db.select({ id: orders.id }).from(orders).where(eq(orders.purchaseOrderNumber, po));
  return (await ctx.as(ACME, { method: 'GET', url: `/api/orders/${o!.id}` })).json();
};

describe('demo order scenarios', () => {
  it('seeds every workflow state the order page shows, one of each shipping method', async () => {
    expect(await detailOf('PO-3000001')).toMatchObject({ purchaseOrderStatus: 'NeedsProcessing', needsPriceChangeRequestDecision: true });
    expect(await detailOf('PO-3000002')).toMatchObject({ purchaseOrderStatus: 'Invoicing', orderPriceChangeRequestStatus: 'Approved' });
    expect((await detailOf('PO-3000003')).cancellation).toMatchObject({ status: 'InReview', reason: 'OutOfStockWithRestock' });
    expect(await detailOf('PO-3000004')).toMatchObject({ shippingMethod: ['BisonLtl'], shipmentRequestStatus: 'NeedsReview' });
    const complete = await detailOf('PO-3000006');
    expect(complete).toMatchObject({ purchaseOrderStatus: 'Complete', hasInvoice: true });
    expect(complete.invoicesInReview).toHaveLength(1);
    expect(complete.invoicesAgreements).toHaveLength(2);
    expect(await detailOf('PO-3000007')).toMatchObject({
      shippingMethod: ['BisonFedex'],
      hasLabel: false,
      purchaseOrderStatus: 'AwaitingShipment',
    });
    const ltlReady = await detailOf('PO-3000009');
    expect(ltlReady).toMatchObject({
      shippingMethod: ['BisonLtl'],
      purchaseOrderStatus: 'AwaitingShipment',
      shipmentRequestStatus: null,
      bolFileName: null,
    });
    expect(ltlReady.promisedShippingDate > new Date().toISOString().slice(0, 10)).toBe(true);
    const methods = await ctx.database.db
      .select({ m: orders.shippingMethod })
      .from(orders)
      .where(like(orders.purchaseOrderNumber, 'PO-300000%'));
    expect(new Set(methods.map((r) => r.m))).toEqual(
      new Set(['BisonFedex', 'BisonUps', 'BisonLtl', 'SupplierGround', 'SupplierLtl', 'Unknown']),
    );
  });

  it("gives each named order the activity of what happened to it, as the order page's actions write it", async () => {
    const historyOf = async (po: string) => {
      const [o] = await ctx.database.db.select({ id: orders.id }).from(orders).where(eq(orders.purchaseOrderNumber, po));
      const res = await ctx.as(ACME, { method: 'GET', url: `/api/orders/${o!.id}/history` });
      expect(res.statusCode).toBe(200);
      // newest first, as the page shows it
      return (res.json() as { action: string; detail: Record<string, unknown>; userName: string; createdOn: string }[]).reverse();
    };
    const complete = await historyOf('PO-3000006');
    expect(complete.map((h) => h.action)).toEqual([
      'process',
      'ship',
      'invoice',
      'invoiceAcceptedForPayment',
      'invoiceScheduled',
      'additionalInvoice',
    ]);
    expect(complete[2]!.detail).toMatchObject({ invoiceNumber: 'INV-5006', from: 'Invoicing', to: 'Complete' });
    expect(complete[5]!.detail).toMatchObject({ invoiceNumber: 'INV-5006-A', handlingFee: '15.00', total: '15.00' });
    // the supplier's own actions; the invoice's acceptance and schedule are the marketplace's (the system on submission)
    expect(complete.filter((h) => !MARKETPLACE_ACTIONS.has(h.action)).every((h) => h.userName !== 'Marketplace')).toBe(true);
    const times = complete.map((h) => h.createdOn);
    expect([...times].sort()).toEqual(times);
    expect((await historyOf('PO-3000001')).map((h) => h.action)).toEqual(['priceChange']);
    const approved = await historyOf('PO-3000002');
    expect(approved.map((h) => [h.action, h.userName === 'Marketplace'])).toEqual([
      ['priceChange', false],
      ['priceChangeApproved', true],
      ['process', false],
      ['ship', false],
    ]);
    expect((await historyOf('PO-3000003')).map((h) => h.action)).toEqual(['cancel']);
    expect((await historyOf('PO-3000004')).map((h) => h.action)).toEqual(['process', 'ltl']);
    expect((await historyOf('PO-3000008')).map((h) => h.action)).toEqual(['process', 'ship']);
    // no named order says "No activity yet"
    for (let n = 1; n <= 9; n++) expect((await historyOf(`PO-300000${n}`)).length, `PO-300000${n}`).toBeGreaterThan(0);
  });

  it('books the LTL scenario at start with its bill of lading stored and readable', async () => {
    const booked = await detailOf('PO-3000005');
    expect(booked).toMatchObject({ shipmentRequestStatus: 'BookingConfirmed' });
    expect(booked.bolFileName).toMatch(/^\d{14}__bill-of-lading-PO-3000005\.pdf$/);
    const shipment = await ctx.as(ACME, { method: 'GET', url: `/api/shipment-requests/${booked.shipmentRequestId}` });
    expect(shipment.json()).toMatchObject({ carrierName: 'Estes', warehouseName: 'Acme Freight Center' });
    expect(await ctx.app.storage.exists(`${ctx.seed.supplierIds.acme}/${booked.bolFileName}`)).toBe(true);
    // Idempotent: a second start finds nothing left to book.
    await storeScenarioDocuments(ctx.database.db, ctx.app.storage, ctx.app.clock);
    expect((await detailOf('PO-3000005')).version).toBe(booked.version);
  });
});

describe('demo order activity', () => {
  const db = () => ctx.database.db;
  const historyOf = async (orderId: number) =>
    db().select().from(orderHistory).where(eq(orderHistory.orderId, orderId)).orderBy(asc(orderHistory.createdOn), asc(orderHistory.id));

  it('records what each status implies, by the supplier admin, in order between the order and today', async () => {
    const acme = ctx.seed.supplierIds.acme;
    const admin = ctx.seed.userIds[ACME];
    const sample = await db()
      .select({
        id: orders.id,
        status: orders.status,
        createdOn: orders.createdOn,
        invoiceNumber: orders.invoiceNumber,
        cancelReason: orders.cancelReason,
      })
      .from(orders)
      .where(
        and(
          eq(orders.supplierId, acme),
          inArray(orders.status, ['NeedsProcessing', 'AwaitingShipment', 'Invoicing', 'Complete', 'Canceled']),
          like(orders.purchaseOrderNumber, 'PO-1%'),
        ),
      )
      .orderBy(asc(orders.id))
      .limit(150);
    const expected: Record<string, string[]> = {
      NeedsProcessing: [],
      AwaitingShipment: ['process'],
      Invoicing: ['process', 'ship'],
      Complete: ['process', 'ship', 'invoice', 'invoiceAcceptedForPayment', 'invoiceScheduled'],
      Canceled: ['cancel'],
    };
    const seen = new Set<string>();
    const today = new Date();
    // the payments story after the invoice (paid, deductions, disputes) is the payments seed's: seed/payments.test.ts;
    // an additional invoice the marketplace rejected is the invoice decisions' (seed/invoice-decisions.ts) and a case
    // about the order the cases' (seed/cases.ts): which orders they take moves with the seed's day
    const payments = new Set([
      'invoicePaid',
      'deductionPosted',
      'deductionDisputed',
      'deductionReversed',
      'deductionUpheld',
      'additionalInvoice',
      'invoiceRejected',
      'caseOpened',
    ]);
    for (const o of sample) {
      const whole = await historyOf(o.id);
      // an additional invoice's own acceptance and schedule follow its row: the invoice decisions' story, as above
      const additional = whole.findIndex((h) => h.action === 'additionalInvoice');
      const history = (additional < 0 ? whole : whole.slice(0, additional)).filter((h) => !payments.has(h.action));
      const actions = history.map((h) => h.action);
      // an order awaiting shipment with one item tracked already has a partial shipment
      if (o.status === 'AwaitingShipment' && actions.includes('ship')) expect(actions).toEqual(['process', 'ship']);
      else expect(actions, `${o.status} order ${o.id}: ${actions.join(', ')}`).toEqual(expected[o.status]);
      seen.add(o.status);
      for (const [i, h] of history.entries()) {
        const bySystem = MARKETPLACE_ACTIONS.has(h.action);
        expect(h.userId).toBe(bySystem ? null : admin);
        expect(h.createdOn.getTime()).toBeGreaterThan(o.createdOn.getTime());
        expect(h.createdOn.getTime()).toBeLessThan(today.getTime());
        // the acceptance and the schedule are written with the invoice, at its time
        if (i > 0) expect(h.createdOn.getTime()).toBeGreaterThanOrEqual(history[i - 1]!.createdOn.getTime() + (bySystem ? 0 : 1));
      }
      const detail = (action: string) => history.find((h) => h.action === action)?.detail as Record<string, unknown> | undefined;
      if (o.status === 'Complete')
        expect(detail('invoice')).toMatchObject({ invoiceNumber: o.invoiceNumber, from: 'Invoicing', to: 'Complete' });
      if (o.status === 'Canceled') expect(detail('cancel')).toMatchObject({ reason: o.cancelReason, to: 'Canceled' });
      if (o.status === 'Invoicing' || o.status === 'Complete') {
        const tracked = await db()
          .select({ trackingNumber: trackings.trackingNumber, createdOn: trackings.createdOn })
          .from(trackings)
          .where(eq(trackings.orderId, o.id));
        const shipped = (detail('ship')!.shipments as { trackingNumbers: string[] }[]).flatMap((s) => s.trackingNumbers);
        expect(shipped.sort()).toEqual(tracked.map((t) => t.trackingNumber).sort());
        // the trackings were entered when the order shipped
        const shipAt = history.find((h) => h.action === 'ship')!.createdOn.getTime();
        for (const t of tracked) expect(t.createdOn.getTime()).toBe(shipAt);
      }
    }
    expect([...seen].sort()).toEqual(Object.keys(expected).sort());
  });
});

// The orders list offers a download for every label or bill of lading an order names (DownloadShippingFilesFromList),
// so a demo name without its stored file is a broken action.
describe('demo documents', () => {
  it('every label and bill of lading file an order names can be downloaded by its supplier', async () => {
    const named = await ctx.database.db
      .select({ po: orders.purchaseOrderNumber, supplierId: orders.supplierId, label: orders.labelFileName, bol: orders.bolFileName })
      .from(orders)
      .where(or(isNotNull(orders.labelFileName), isNotNull(orders.bolFileName)));
    // the booked LTL scenario's bill of lading at least
    expect(named.length).toBeGreaterThan(0);
    const admins = await ctx.database.db
      .select({ supplierId: supplierMemberships.supplierId, userName: users.userName })
      .from(users)
      .innerJoin(supplierMemberships, eq(supplierMemberships.userId, users.id))
      .where(eq(supplierMemberships.isAdmin, true));
    const userOf = new Map(admins.map((u) => [u.supplierId, u.userName]));

    const missing: string[] = [];
    for (const order of named) {
      for (const fileName of [order.label, order.bol]) {
        if (!fileName) continue;
        const res = await ctx.as(userOf.get(order.supplierId)!, {
          method: 'POST',
          url: '/api/documents/download-url',
          payload: { value: fileName },
        });
        if (res.statusCode !== 200) missing.push(`${order.po}: ${fileName} (${res.statusCode})`);
      }
    }
    expect(missing).toEqual([]);
  });
});

describe('demo labels', () => {
  it("every labelled order awaiting shipment carries the label's record, voidable on its ship date", async () => {
    const acme = ctx.seed.supplierIds.acme;
    const labelled = await ctx.database.db
      .select({ id: orders.id, po: orders.purchaseOrderNumber, labelFileName: orders.labelFileName })
      .from(orders)
      .where(and(eq(orders.supplierId, acme), eq(orders.status, 'AwaitingShipment'), eq(orders.hasLabel, true)))
      .orderBy(asc(orders.id));
    expect(labelled.length).toBeGreaterThan(2);
    for (const order of labelled) {
      const facts = (await ctx.as(ACME, { method: 'GET', url: `/api/orders/${order.id}/exceptions` })).json() as OrderExceptionFacts;
      expect(facts.label, order.po).not.toBeNull();
      expect(facts.label!.fileName).toBe(order.labelFileName);
      const [row] = await ctx.database.db
        .select()
        .from(orderLabels)
        .where(and(eq(orderLabels.supplierId, acme), eq(orderLabels.orderId, order.id)));
      expect(row).toMatchObject({ fileName: order.labelFileName, shippingDate: facts.label!.shipDate });
      const tracked = await ctx.database.db
        .select({ carrierId: trackings.carrierId, trackingNumber: trackings.trackingNumber })
        .from(trackings)
        .where(
          and(
            eq(trackings.supplierId, acme),
            eq(trackings.orderId, order.id),
            inArray(trackings.trackingNumber, facts.label!.trackingNumbers),
          ),
        );
      expect(tracked).toHaveLength(facts.label!.trackingNumbers.length);
      expect(
        tracked.every(
          (t) => t.carrierId === 1 && isValidTrackingForCarrier({ carrierId: 1, otherCarrierName: null, trackingNumber: t.trackingNumber }),
        ),
      ).toBe(true);
      // noon in New York on its ship date: not picked up yet, so the order page offers to void it
      expect(voidLabelBlockedReason(facts, new Date(`${facts.label!.shipDate}T17:00:00Z`))).toBeNull();
    }
  });
});

describe('demo product pictures', () => {
  it('every item of every demo order has a picture the portal serves', async () => {
    const urls = await ctx.database.db.selectDistinct({ url: orderItems.imageUrl }).from(orderItems);
    expect(urls.filter((u) => !u.url)).toEqual([]);
    const broken: string[] = [];
    for (const { url } of urls) {
      const res = await ctx.app.inject({ method: 'GET', url: url! });
      if (res.statusCode !== 200 || !res.headers['content-type']?.toString().startsWith('image/svg+xml'))
        broken.push(`${url} (${res.statusCode})`);
    }
    expect(broken).toEqual([]);
  });
});
