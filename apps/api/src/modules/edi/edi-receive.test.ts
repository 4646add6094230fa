// Applying a partner's file to the supplier's orders through the orders area's own services: the sender checked (the
// ISA's and each group's GS02), duplicates left alone, another supplier's PO refused with a 997, a rejected document
// changing nothing, and the three steps through EDI leaving an order and its money as the same steps through the
// portal's calls do.
import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { EDI_DOCUMENTS, type EdiDocumentType, type InvoiceRequest, type OrderShipmentsRequest } from '@portal/contracts';
import { ediTradingPartners, invoices, orders, trackings } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/auth.ts';
import { sqlRows, useTestApp } from '../../../test/test-app.ts';
import { makeOrder } from '../../../test/order-factory.ts';
import { createInvoice, saveShipments, saveSupplierOrderNumber } from '../orders/index.ts';
import { writeInterchange, type X12SegmentData } from './x12-envelope.ts';
import { write855 } from './edi-855.ts';
import { write856 } from './edi-856.ts';
import { write810 } from './edi-810.ts';
import { MARKETPLACE_EDI_PARTY, receiveInterchange } from './edi-receive.service.ts';

const ctx = useTestApp();
const NOW = new Date('2026-03-05T15:00:00Z');
const PARTNER = { qualifier: 'ZZ', id: 'INTEGRATED' };
let supplierId = 0;
let control = 100;

function file(setId: EdiDocumentType, segments: X12SegmentData[], sender = PARTNER, controlNumber = ++control): string {
  return writeInterchange({
    sender,
    receiver: MARKETPLACE_EDI_PARTY,
    controlNumber,
    test: false,
    at: NOW,
    functionalId: EDI_DOCUMENTS[setId].functionalId,
    transactions: [{ setId, segments }],
  });
}

const orderRow = async (id: number) => (await ctx.database.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const poOf = async (id: number) => (await orderRow(id)).purchaseOrderNumber;
const historyOf = (id: number) =>
  sqlRows<{ action: string; detail: Record<string, unknown> }>(
    ctx.database,
    sql`select action, detail from order_history where order_id = ${id} order by id`,
  );

beforeAll(async () => {
  supplierId = ctx.seed.supplierIds.integrated;
  await ctx.database.db.insert(ediTradingPartners).values({
    supplierId,
    isaQualifier: PARTNER.qualifier,
    isaId: PARTNER.id,
    documents: ['850', '855', '856', '810', '997'],
    createdOn: NOW,
    updatedOn: NOW,
  });
});

describe('receiving an EDI file', () => {
  it('an 855 marks the order as processing with the supplier order number, via EDI in its activity, and is acknowledged', async () => {
    const order = await makeOrder(ctx.database.db, supplierId, { shippingMethod: 'SupplierGround' });
    const raw = file(
      '855',
      write855({ purchaseOrderNumber: await poOf(order.id), orderDate: '2026-03-01', supplierOrderNumber: 'SO-5501' }),
    );
    const result = await receiveInterchange(ctx.database.db, supplierId, raw, NOW);
    expect(result).toMatchObject({ state: 'accepted', reason: null, duplicate: false });
    expect(result.acknowledgement).toContain('AK1*PR*');
    expect(result.acknowledgement).toContain('AK5*A~');
    expect(await orderRow(order.id)).toMatchObject({ status: 'AwaitingShipment', supplierOrderNumber: 'SO-5501' });
    const history = await historyOf(order.id);
    expect(history.at(-1)).toMatchObject({ action: 'process', detail: { via: `EDI 855, interchange 000000${control}` } });

    // the same interchange again: found, nothing applied twice
    const before = await orderRow(order.id);
    const again = await receiveInterchange(ctx.database.db, supplierId, raw, NOW);
    expect(again).toMatchObject({ duplicate: true, interchangeId: result.interchangeId, state: 'accepted', acknowledgement: null });
    expect((await orderRow(order.id)).version).toBe(before.version);
    expect(await historyOf(order.id)).toHaveLength(history.length);
  });

  it('a test interchange (ISA15 T) is checked and acknowledged, never applied', async () => {
    const order = await makeOrder(ctx.database.db, supplierId, { shippingMethod: 'SupplierGround' });
    const raw = file('855', write855({ purchaseOrderNumber: await poOf(order.id), orderDate: '2026-03-01', supplierOrderNumber: 'SO-T1' }));
    const test = raw.replace(/\*0\*P\*>~/, '*0*T*>~');
    const result = await receiveInterchange(ctx.database.db, supplierId, test, NOW);
    expect(result).toMatchObject({ state: 'accepted', duplicate: false });
    expect(result.acknowledgement).toMatch(/\*0\*T\*>~[\s\S]*AK5\*A~/);
    expect(await orderRow(order.id)).toMatchObject({ status: 'NeedsProcessing', supplierOrderNumber: null });
  });

  it("a step the order's state refuses (an 855 for a shipped order) is rejected with the portal's words and changes nothing", async () => {
    const order = await makeOrder(ctx.database.db, supplierId, { status: 'Invoicing', shippingMethod: 'SupplierGround' });
    const before = await orderRow(order.id);
    const raw = file(
      '855',
      write855({ purchaseOrderNumber: before.purchaseOrderNumber, orderDate: '2026-03-01', supplierOrderNumber: 'SO-9' }),
    );
    const result = await receiveInterchange(ctx.database.db, supplierId, raw, NOW);
    expect(result.state).toBe('rejected');
    expect(result.reason).toMatch(/^855 0001: .*Invoicing/);
    expect(result.acknowledgement).toContain('AK3*BAK*2**8~\nAK4*3*324*7*');
    expect(await orderRow(order.id)).toEqual(before);
  });

  it("a file from a sender other than the supplier's partner is refused whole and changes nothing", async () => {
    const order = await makeOrder(ctx.database.db, supplierId, { shippingMethod: 'SupplierGround' });
    const raw = file('855', write855({ purchaseOrderNumber: await poOf(order.id), orderDate: '2026-03-01', supplierOrderNumber: 'SO-1' }), {
      qualifier: 'ZZ',
      id: 'ACMEHOME',
    });
    const result = await receiveInterchange(ctx.database.db, supplierId, raw, NOW);
    expect(result).toMatchObject({ state: 'rejected', acknowledgement: null });
    expect(result.reason).toMatch(/^006: The sender ZZ\/ACMEHOME is not/);
    expect(await orderRow(order.id)).toMatchObject({ status: 'NeedsProcessing', supplierOrderNumber: null });
  });

  it("a group whose GS02 is not the partner's GS id is rejected whole with AK9 code 7 and changes nothing", async () => {
    const order = await makeOrder(ctx.database.db, supplierId, { shippingMethod: 'SupplierGround' });
    const po = await poOf(order.id);
    const from = (gsId: string) =>
      writeInterchange({
        sender: PARTNER,
        senderGsId: gsId,
        receiver: MARKETPLACE_EDI_PARTY,
        controlNumber: ++control,
        test: false,
        at: NOW,
        functionalId: EDI_DOCUMENTS['855'].functionalId,
        transactions: [
          { setId: '855', segments: write855({ purchaseOrderNumber: po, orderDate: '2026-03-01', supplierOrderNumber: 'SO-GS' }) },
        ],
      });
    // the partner has no GS id: its ISA id is its application code
    const other = await receiveInterchange(ctx.database.db, supplierId, from('OTHERAPP'), NOW);
    expect(other.state).toBe('rejected');
    expect(other.reason).toContain("AK9 7: Invalid application sender's code");
    expect(other.acknowledgement).toContain('AK5*R~\nAK9*R*1*1*0*7~');
    expect(await orderRow(order.id)).toMatchObject({ status: 'NeedsProcessing', supplierOrderNumber: null });

    // with its GS id set, that is the code its files must carry, and its ISA id no longer is
    await ctx.database.db.update(ediTradingPartners).set({ gsId: 'INTGS' }).where(eq(ediTradingPartners.supplierId, supplierId));
    try {
      const isaId = await receiveInterchange(ctx.database.db, supplierId, from(PARTNER.id), NOW);
      expect(isaId.acknowledgement).toContain('AK9*R*1*1*0*7~');
      expect(await orderRow(order.id)).toMatchObject({ status: 'NeedsProcessing' });
      const gsId = await receiveInterchange(ctx.database.db, supplierId, from('INTGS'), NOW);
      expect(gsId).toMatchObject({ state: 'accepted', reason: null });
      expect(gsId.acknowledgement).toContain('AK9*A*1*1*1~');
      expect(await orderRow(order.id)).toMatchObject({ status: 'AwaitingShipment', supplierOrderNumber: 'SO-GS' });
    } finally {
      await ctx.database.db.update(ediTradingPartners).set({ gsId: null }).where(eq(ediTradingPartners.supplierId, supplierId));
    }
  });

  it("an 856 naming another supplier's PO is refused with a 997 and nothing changes", async () => {
    const foreign = await makeOrder(ctx.database.db, ctx.seed.supplierIds.acme, {
      status: 'AwaitingShipment',
      shippingMethod: 'SupplierGround',
    });
    const notice = {
      shipmentId: 'S-1',
      shipDate: '2026-03-05',
      orders: [
        {
          purchaseOrderNumber: await poOf(foreign.id),
          command: [{ orderLineId: foreign.itemIds[0]!, carrierId: 2, otherCarrierName: null, trackingNumbers: ['1Z999AA10123456784'] }],
        },
      ],
    };
    const result = await receiveInterchange(ctx.database.db, supplierId, file('856', write856(notice)), NOW);
    expect(result.state).toBe('rejected');
    expect(result.reason).toContain(`Order ${await poOf(foreign.id)} not found.`);
    expect(result.acknowledgement).toContain('AK3*PRF*5**8~\nAK4*1*324*7*');
    expect(result.acknowledgement).toContain('AK5*R*5~\nAK9*R*1*1*0~');
    expect(await orderRow(foreign.id)).toMatchObject({ status: 'AwaitingShipment' });
    expect(await ctx.database.db.select().from(trackings).where(eq(trackings.orderId, foreign.id))).toEqual([]);
  });

  it('an 810 whose stated total is not the invoice step total is rejected and changes nothing', async () => {
    const order = await makeOrder(ctx.database.db, supplierId, { status: 'Invoicing', shippingMethod: 'SupplierGround' });
    const invoice = {
      purchaseOrderNumber: await poOf(order.id),
      statedTotal: '999.99',
      command: {
        invoiceNumber: 'EDI-INV-1',
        invoiceDate: '2026-03-05',
        tax: '1.00',
        discount: '0.00',
        shippingCost: '5.00',
        handlingFee: null,
      },
    };
    const result = await receiveInterchange(ctx.database.db, supplierId, file('810', write810(invoice)), NOW);
    expect(result.state).toBe('rejected');
    expect(result.reason).toMatch(/The invoice's total is \d+\.\d{2}, not 999\.99 \(TDS01\)/);
    expect(await orderRow(order.id)).toMatchObject({ status: 'Invoicing', invoiceNumber: null });
    expect(await ctx.database.db.select().from(invoices).where(eq(invoices.orderId, order.id))).toEqual([]);
  });

  it('855, 856 and 810 through EDI leave the order and its money as the same steps through the portal calls', async () => {
    const spec = {
      shippingMethod: 'SupplierGround',
      items: [
        { quantity: 2, price: '19.99' },
        { quantity: 1, price: '5.05' },
      ],
    };
    const viaPortal = await makeOrder(ctx.database.db, supplierId, spec);
    const viaEdi = await makeOrder(ctx.database.db, supplierId, spec);
    const admin: Actor = {
      userId: ctx.seed.userIds['admin@integrated.test']!,
      supplierId,
      userName: 'admin@integrated.test',
      name: 'Ian Integrated',
      roles: [],
      isAdmin: true,
      supplierCanProcessOrders: true,
    };
    const shipments = (itemIds: number[]): OrderShipmentsRequest => [
      { orderLineId: itemIds[0]!, carrierId: 2, otherCarrierName: null, trackingNumbers: ['1Z999AA10123456784'] },
      { orderLineId: itemIds[1]!, carrierId: 4, otherCarrierName: 'Roadie', trackingNumbers: ['RD-1', 'RD-2'] },
    ];
    const invoice: InvoiceRequest = {
      invoiceNumber: 'INV-77',
      invoiceDate: '2026-03-05',
      tax: '3.10',
      discount: '1.00',
      shippingCost: '7.50',
      handlingFee: null,
    };

    await saveSupplierOrderNumber(ctx.database.db, admin, viaPortal.id, { supplierOrderNumber: 'SO-77' }, NOW);
    await saveShipments(ctx.database.db, admin, viaPortal.id, shipments(viaPortal.itemIds), NOW);
    await createInvoice(ctx.database.db, admin, viaPortal.id, invoice, NOW);
    const portal = await orderRow(viaPortal.id);
    const [portalInvoice] = await ctx.database.db
      .select({ total: invoices.total })
      .from(invoices)
      .where(eq(invoices.orderId, viaPortal.id));

    const po = await poOf(viaEdi.id);
    const steps = [
      file('855', write855({ purchaseOrderNumber: po, orderDate: '2026-03-01', supplierOrderNumber: 'SO-77' })),
      file(
        '856',
        write856({ shipmentId: 'S-77', shipDate: '2026-03-05', orders: [{ purchaseOrderNumber: po, command: shipments(viaEdi.itemIds) }] }),
      ),
      file('810', write810({ purchaseOrderNumber: po, statedTotal: portalInvoice!.total, command: invoice })),
    ];
    for (const raw of steps)
      expect(await receiveInterchange(ctx.database.db, supplierId, raw, NOW)).toMatchObject({ state: 'accepted', reason: null });
    const edi = await orderRow(viaEdi.id);

    const money = (o: typeof portal) => ({
      status: o.status,
      supplierOrderNumber: o.supplierOrderNumber,
      invoiceNumber: o.invoiceNumber,
      total: o.total,
      totalCost: o.totalCost,
      supplierTotal: o.supplierTotal,
      shippingCost: o.shippingCost,
      tax: o.tax,
      discount: o.discount,
      version: o.version,
    });
    expect(money(edi)).toEqual(money(portal));
    expect(edi.status).toBe('Complete');
    const invoiceOf = async (orderId: number) => {
      const [row] = await ctx.database.db
        .select()
        .from(invoices)
        .where(and(eq(invoices.supplierId, supplierId), eq(invoices.orderId, orderId)));
      return { ...row!, id: 0, orderId: 0 };
    };
    expect(await invoiceOf(viaEdi.id)).toEqual(await invoiceOf(viaPortal.id));
    const trackingsOf = async (orderId: number, itemIds: number[]) =>
      (await ctx.database.db.select().from(trackings).where(eq(trackings.orderId, orderId)))
        .map((t) => [itemIds.indexOf(t.orderItemId), t.carrierId, t.otherCarrierName, t.trackingNumber])
        .sort();
    expect(await trackingsOf(viaEdi.id, viaEdi.itemIds)).toEqual(await trackingsOf(viaPortal.id, viaPortal.itemIds));
    const actions = async (id: number) => (await historyOf(id)).map((h) => h.action);
    expect(await actions(viaEdi.id)).toEqual(await actions(viaPortal.id));
  });
});
