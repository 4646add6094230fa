// Sending: a new order of a supplier whose trading partner takes 850s is placed with it as an 850 after the order's
// commit, once, in the partner's outbound mailbox with the partner's next control number; a supplier without such a
// partner (none, disabled, not taking 850s) gets nothing. The 850 reads back as the order was placed.
import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { EdiFunctionalAck, EdiPurchaseOrder } from '@portal/contracts';
import { ediInterchanges, ediTradingPartners } from '../../db/schema/index.ts';
import { OPERATOR, useTestApp } from '../../../test/test-app.ts';
import { EDI_DOCUMENTS } from '@portal/contracts';
import { readInterchange, writeInterchange } from './x12-envelope.ts';
import { read850 } from './edi-850.ts';
import { write997 } from './edi-997.ts';
import { MARKETPLACE_EDI_PARTY } from './edi-outbound.service.ts';
import { receiveInterchange } from './edi-receive.service.ts';

const ctx = useTestApp();
const NOW = new Date('2026-03-05T15:00:00Z');
const PARTNER = { qualifier: 'ZZ', id: 'INTEGRATED' };
let counter = 0;

const intake = async (supplierId: number) => {
  const purchaseOrderNumber = `PO-EDI-${++counter}`;
  const res = await ctx.as(OPERATOR, {
    method: 'POST',
    url: '/api/ops/orders',
    payload: {
      supplierId,
      purchaseOrderNumber,
      channel: 'Amazon',
      shippingMethod: 'SupplierGround',
      promisedShippingDate: '2026-12-01',
      shippingCost: '7.50',
      customer: { firstName: 'Dana', lastName: 'Doe', company: 'Doe Garden Co', phone: '+1 555 0100' },
      address: { address1: '5 Elm Street', address2: 'Suite 2', city: 'Columbus', state: 'OH', zip: '43004', country: 'US' },
      items: [
        { productId: 901, sku: 'SKU-EDI-1', productName: 'Cedar planter', quantity: 2, pricePerUnit: '19.99' },
        { productId: 902, sku: 'SKU-EDI-2', productName: 'Garden hose', quantity: 1, pricePerUnit: 12 },
      ],
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  return { id: res.json<{ id: number }>().id, purchaseOrderNumber };
};

const sentTo = (supplierId: number) =>
  ctx.database.db
    .select()
    .from(ediInterchanges)
    .where(and(eq(ediInterchanges.supplierId, supplierId), eq(ediInterchanges.direction, 'outbound')))
    .orderBy(ediInterchanges.id);

function purchaseOrderIn(raw: string): EdiPurchaseOrder {
  const read = readInterchange(raw);
  if (!read.ok) throw new Error(read.reason);
  expect(read.interchange.sender).toEqual(MARKETPLACE_EDI_PARTY);
  expect(read.interchange.receiver).toEqual(PARTNER);
  const po = read850(read.interchange.groups[0]!.transactions[0]!.segments);
  if (!po.ok) throw new Error(po.reason);
  return po.document;
}

const integrated = () => ctx.seed.supplierIds.integrated;
const setPartner = (values: Partial<typeof ediTradingPartners.$inferInsert>) =>
  ctx.database.db.update(ediTradingPartners).set(values).where(eq(ediTradingPartners.supplierId, integrated()));

beforeAll(async () => {
  await ctx.database.db.insert(ediTradingPartners).values({
    supplierId: integrated(),
    isaQualifier: PARTNER.qualifier,
    isaId: PARTNER.id,
    documents: ['850', '855', '856', '810', '997'],
    createdOn: NOW,
    updatedOn: NOW,
  });
});

describe('sending an 850 for a new order', () => {
  it('places the order with its partner once, after commit, as the order was placed; the next one takes the next number', async () => {
    const first = await intake(integrated());
    expect(await sentTo(integrated())).toEqual([]);
    expect(await ctx.app.domainReactions.drain()).toBeGreaterThan(0);
    const [sent] = await sentTo(integrated());
    expect(sent).toMatchObject({ documentType: '850', state: 'sent', testMode: false, acknowledgesId: null });
    expect(purchaseOrderIn(sent!.raw)).toMatchObject({
      purchaseOrderNumber: first.purchaseOrderNumber,
      shippingMethod: 'SupplierGround',
      promisedShippingDate: '2026-12-01',
      shippingCost: '7.50',
      shipTo: {
        name: 'Dana Doe',
        company: 'Doe Garden Co',
        address1: '5 Elm Street',
        address2: 'Suite 2',
        city: 'Columbus',
        state: 'OH',
        zip: '43004',
        country: 'US',
      },
      lines: [
        expect.objectContaining({ sku: 'SKU-EDI-1', productName: 'Cedar planter', quantity: 2, unitPrice: '19.99' }),
        expect.objectContaining({ sku: 'SKU-EDI-2', productName: 'Garden hose', quantity: 1, unitPrice: '12.00' }),
      ],
    });
    // the reaction ran once: a second drain sends nothing again
    await ctx.app.domainReactions.drain();
    expect(await sentTo(integrated())).toHaveLength(1);

    const second = await intake(integrated());
    await ctx.app.domainReactions.drain();
    const both = await sentTo(integrated());
    expect(both.map((s) => s.controlNumber)).toEqual([sent!.controlNumber, sent!.controlNumber! + 1]);
    expect(purchaseOrderIn(both[1]!.raw).purchaseOrderNumber).toBe(second.purchaseOrderNumber);
  });

  it('sends nothing to a supplier without a partner, nor to a partner disabled or not taking 850s', async () => {
    const acme = ctx.seed.supplierIds.acme;
    await intake(acme);
    await ctx.app.domainReactions.drain();
    expect(await sentTo(acme)).toEqual([]);

    const before = (await sentTo(integrated())).length;
    await setPartner({ documents: ['855', '856', '810', '997'] });
    await intake(integrated());
    await ctx.app.domainReactions.drain();
    await setPartner({ documents: ['850', '855', '856', '810', '997'], enabled: false });
    await intake(integrated());
    await ctx.app.domainReactions.drain();
    expect(await sentTo(integrated())).toHaveLength(before);
    await setPartner({ enabled: true });
  });
});

/** The partner's 997 of the portal's interchange `controlNumber` (its one 850): accepted, or rejected with AK5 5. */
function partner997(controlNumber: number, status: 'A' | 'R', inbound: number): string {
  const ack: EdiFunctionalAck = {
    functionalId: 'PO',
    groupControlNumber: String(controlNumber),
    transactions: [{ transactionSetId: '850', controlNumber: '0001', status, codes: status === 'R' ? ['5'] : [], segments: [] }],
    status,
    included: 1,
    received: 1,
    accepted: status === 'A' ? 1 : 0,
    codes: [],
  };
  return writeInterchange({
    sender: PARTNER,
    receiver: MARKETPLACE_EDI_PARTY,
    controlNumber: inbound,
    test: false,
    at: NOW,
    functionalId: EDI_DOCUMENTS['997'].functionalId,
    transactions: [{ setId: '997', segments: write997(ack) }],
  });
}

describe("the partner's 997 of a sent interchange", () => {
  it("marks it acknowledged, or rejected with the partner's words; a repeat changes nothing; an unknown one is refused", async () => {
    await setPartner({ enabled: true, documents: ['850', '855', '856', '810', '997'] });
    await intake(integrated());
    await intake(integrated());
    await ctx.app.domainReactions.drain();
    const [accepted, rejected] = (await sentTo(integrated())).slice(-2);
    const stateOf = async (id: number) => (await sentTo(integrated())).find((s) => s.id === id)!;

    const first = await receiveInterchange(ctx.database.db, integrated(), partner997(accepted!.controlNumber!, 'A', 9001), NOW);
    expect(first).toMatchObject({ state: 'accepted', acknowledgement: null });
    expect(await stateOf(accepted!.id)).toMatchObject({ state: 'acknowledged', reason: null });

    await receiveInterchange(ctx.database.db, integrated(), partner997(rejected!.controlNumber!, 'R', 9002), NOW);
    expect(await stateOf(rejected!.id)).toMatchObject({ state: 'rejected', reason: 'Rejected by the partner: 850 0001 (AK5 5).' });
    // a later 997 of an answered interchange changes nothing
    await receiveInterchange(ctx.database.db, integrated(), partner997(rejected!.controlNumber!, 'A', 9003), NOW);
    expect(await stateOf(rejected!.id)).toMatchObject({ state: 'rejected' });

    const unknown = await receiveInterchange(ctx.database.db, integrated(), partner997(999_999, 'A', 9004), NOW);
    expect(unknown.state).toBe('rejected');
    expect(unknown.reason).toContain('No interchange 999999 was sent to this partner (AK102).');
  });
});
