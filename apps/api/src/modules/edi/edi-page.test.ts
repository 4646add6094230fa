// The supplier's EDI page calls and the console's partner setup (docs/decisions/edi.md, "The EDI page", "The partner
// setup"): who may call them (Admins with the Edi flag on; operators), bad input on every field of the setup, another
// supplier's interchange 404, the interchanges grid with its states and reasons, the raw file to view and to download,
// and the test mode switch: a partner's file in test mode is checked and acknowledged, applied to nothing.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  EDI_DOCUMENTS,
  EDI_PARTNER_MESSAGES,
  type EdiDocumentType,
  type EdiInterchangeDetail,
  type EdiInterchangeSummary,
  type EdiPartnerOverview,
  type EdiTradingPartner,
} from '@portal/contracts';
import { makeOrder } from '../../../test/order-factory.ts';
import {
  ACME,
  CLERK,
  contentRangeTotal,
  expectValidationError,
  gridGet,
  INTEGRATED,
  OPERATOR,
  useTestApp,
} from '../../../test/test-app.ts';
import { orders } from '../../db/schema/index.ts';
import { setFlagOverride } from '../feature-flags/index.ts';
import { write855 } from './edi-855.ts';
import { MARKETPLACE_EDI_PARTY, receiveInterchange } from './edi-receive.service.ts';
import { writeInterchange, type X12SegmentData } from './x12-envelope.ts';

const ctx = useTestApp();
const NOW = new Date('2026-03-05T15:00:00Z');
afterEach(() => vi.restoreAllMocks());
const integrated = () => ctx.seed.supplierIds.integrated;
const acme = () => ctx.seed.supplierIds.acme;
const call = (email: string | null, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  ctx.as(email, { method, url: `/api${url}`, ...(payload === undefined ? {} : { payload: payload as object }) });
const partnerUrl = (supplierId: number) => `/ops/suppliers/${supplierId}/edi-partner`;
const SETUP = { isaQualifier: 'zz', isaId: 'integrated', gsId: '', documents: ['850', '855', '997'], enabled: true, testMode: false };

let control = 500;
function file(setId: EdiDocumentType, segments: X12SegmentData[]): string {
  return writeInterchange({
    sender: { qualifier: 'ZZ', id: 'INTEGRATED' },
    receiver: MARKETPLACE_EDI_PARTY,
    controlNumber: ++control,
    test: false,
    at: NOW,
    functionalId: EDI_DOCUMENTS[setId].functionalId,
    transactions: [{ setId, segments }],
  });
}
const orderRow = async (id: number) => (await ctx.database.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const ack855 = async (orderId: number, supplierOrderNumber: string) =>
  file(
    '855',
    write855({ purchaseOrderNumber: (await orderRow(orderId)).purchaseOrderNumber, orderDate: '2026-03-01', supplierOrderNumber }),
  );

describe("the console's partner setup", () => {
  it('has none at first; sets one up with the ids upper-case and an empty GS id as none; changes it in place', async () => {
    expect((await call(OPERATOR, 'GET', partnerUrl(integrated()))).json()).toBeNull();
    const created = await call(OPERATOR, 'PUT', partnerUrl(integrated()), SETUP);
    expect(created.statusCode, created.body).toBe(200);
    const partner = created.json<EdiTradingPartner>();
    expect(partner).toMatchObject({ isaQualifier: 'ZZ', isaId: 'INTEGRATED', gsId: null, documents: ['850', '855', '997'], enabled: true });
    const changed = await call(OPERATOR, 'PUT', partnerUrl(integrated()), { ...SETUP, gsId: 'int-gs', testMode: true });
    expect(changed.json<EdiTradingPartner>()).toMatchObject({ partnerId: partner.partnerId, gsId: 'INT-GS', testMode: true });
    expect((await call(OPERATOR, 'GET', partnerUrl(integrated()))).json()).toMatchObject({ partnerId: partner.partnerId, gsId: 'INT-GS' });
    await call(OPERATOR, 'PUT', partnerUrl(integrated()), SETUP);
  });

  it.each([
    ['isaQualifier', 'Z', EDI_PARTNER_MESSAGES.isaQualifier],
    ['isaQualifier', 'Z*', EDI_PARTNER_MESSAGES.isaQualifier],
    ['isaId', '', EDI_PARTNER_MESSAGES.isaId],
    ['isaId', 'A*B', EDI_PARTNER_MESSAGES.isaId],
    ['isaId', 'X'.repeat(16), EDI_PARTNER_MESSAGES.isaId],
    ['gsId', 'X', EDI_PARTNER_MESSAGES.gsId],
    ['gsId', 'A B', EDI_PARTNER_MESSAGES.gsId],
    ['documents', [], EDI_PARTNER_MESSAGES.documents],
    ['documents', ['850', '850'], EDI_PARTNER_MESSAGES.documents],
    ['documents', ['999'], undefined],
    ['enabled', 'yes', undefined],
    ['testMode', null, undefined],
  ] as const)('refuses %s = %j with the field named, changing nothing', async (field, value, message) => {
    const before = (await call(OPERATOR, 'GET', partnerUrl(integrated()))).json();
    const res = await call(OPERATOR, 'PUT', partnerUrl(integrated()), { ...SETUP, [field]: value });
    // a document the portal does not know is refused on its place in the list
    expectValidationError(res, field === 'documents' && message === undefined ? '$.documents[0]' : `$.${field}`, message);
    expect((await call(OPERATOR, 'GET', partnerUrl(integrated()))).json()).toEqual(before);
  });

  it('answers 404 for an unknown supplier, 403 for supplier users', async () => {
    expect((await call(OPERATOR, 'GET', partnerUrl(2_147_483_647))).statusCode).toBe(404);
    expect((await call(OPERATOR, 'PUT', partnerUrl(2_147_483_647), SETUP)).statusCode).toBe(404);
    for (const email of [ACME, INTEGRATED]) {
      expect((await call(email, 'GET', partnerUrl(integrated()))).statusCode).toBe(403);
      expect((await call(email, 'PUT', partnerUrl(integrated()), SETUP)).statusCode).toBe(403);
    }
  });
});

describe("the supplier's EDI page", () => {
  let accepted = 0;
  let orderId = 0;
  beforeAll(async () => {
    await call(OPERATOR, 'PUT', partnerUrl(integrated()), SETUP);
    orderId = (await makeOrder(ctx.database.db, integrated(), { shippingMethod: 'SupplierGround' })).id;
    accepted = (await receiveInterchange(ctx.database.db, integrated(), await ack855(orderId, 'SO-1'), NOW)).interchangeId;
    const other = (await makeOrder(ctx.database.db, acme())).id;
    // another supplier's PO: rejected with the reason in words
    await receiveInterchange(ctx.database.db, integrated(), await ack855(other, 'SO-2'), NOW);
  });

  const SUPPLIER_CALLS = ['/edi/partner', '/edi/interchanges', '/edi/interchanges/1', '/edi/interchanges/1/file'];

  it.each(SUPPLIER_CALLS)('GET /api%s: 401 without a session, 403 for a clerk and an operator', async (url) => {
    expect((await call(null, 'GET', url)).statusCode).toBe(401);
    expect((await call(CLERK, 'GET', url)).statusCode).toBe(403);
    expect((await call(OPERATOR, 'GET', url)).statusCode).toBe(403);
  });

  it('refuses an API token, whatever its scopes: the page is the signed-in Admin’s', async () => {
    const created = await call(INTEGRATED, 'POST', '/integrations/api-tokens', { name: 'edi-probe', scopes: ['read', 'orders:write'] });
    expect(created.statusCode, created.body).toBe(201);
    const secret = created.json<{ secret: string }>().secret;
    for (const url of SUPPLIER_CALLS)
      expect((await ctx.app.inject({ method: 'GET', url: `/api${url}`, headers: { authorization: `Bearer ${secret}` } })).statusCode).toBe(
        403,
      );
  });

  it('answers 404 on every call while the Edi flag is off for the supplier', async () => {
    const admin = ctx.seed.userIds[INTEGRATED]!;
    await setFlagOverride(ctx.database.db, integrated(), 'Edi', false, admin, NOW);
    try {
      for (const url of SUPPLIER_CALLS) expect((await call(INTEGRATED, 'GET', url)).statusCode).toBe(404);
      expect((await call(INTEGRATED, 'PUT', '/edi/partner/test-mode')).statusCode).toBe(404);
      expect((await call(INTEGRATED, 'DELETE', '/edi/partner/test-mode')).statusCode).toBe(404);
    } finally {
      await setFlagOverride(ctx.database.db, integrated(), 'Edi', null, admin, NOW);
    }
    expect((await call(INTEGRATED, 'GET', '/edi/partner')).statusCode).toBe(200);
  });

  it('shows the partner with what it exchanged; a supplier without one sees none', async () => {
    const overview = (await call(INTEGRATED, 'GET', '/edi/partner')).json<EdiPartnerOverview>();
    expect(overview).toMatchObject({ partner: { isaQualifier: 'ZZ', isaId: 'INTEGRATED', testMode: false }, received: 2, sent: 2 });
    expect((await call(ACME, 'GET', '/edi/partner')).json()).toEqual({ partner: null, received: 0, sent: 0 });
  });

  it('lists the interchanges newest first with their states and reasons, filtered by the grid', async () => {
    const res = await gridGet(ctx, INTEGRATED, '/api/edi/interchanges');
    expect(res.statusCode, res.body).toBe(200);
    const rows = res.json<EdiInterchangeSummary[]>();
    expect(contentRangeTotal(res)).toBe(4);
    const inbound = rows.filter((r) => r.direction === 'inbound');
    expect(inbound.map((r) => r.state).sort()).toEqual(['accepted', 'rejected']);
    expect(inbound.find((r) => r.state === 'rejected')!.reason).toMatch(/Order PO-.* not found\./);
    expect(inbound.find((r) => r.interchangeId === accepted)).toMatchObject({
      documentType: '855',
      controlNumber: expect.stringMatching(/^\d{9}$/),
    });
    const acks = rows.filter((r) => r.direction === 'outbound');
    expect(acks.map((r) => r.documentType)).toEqual(['997', '997']);
    expect(acks.map((r) => r.acknowledgesId).sort()).toEqual(inbound.map((r) => r.interchangeId).sort());
    const filtered = await gridGet(ctx, INTEGRATED, '/api/edi/interchanges', {
      query: { filterModel: { state: { filterType: 'set', values: ['rejected'] } } },
    });
    expect(filtered.json<EdiInterchangeSummary[]>().map((r) => r.state)).toEqual(['rejected']);
    const bad = await gridGet(ctx, INTEGRATED, '/api/edi/interchanges', {
      query: { filterModel: { state: { filterType: 'set', values: ['lost'] } } },
    });
    expect(bad.statusCode).toBe(400);
    expect((await gridGet(ctx, ACME, '/api/edi/interchanges')).json()).toEqual([]);
  });

  it('shows one interchange with its raw file and downloads it; another supplier’s is 404', async () => {
    const res = await call(INTEGRATED, 'GET', `/edi/interchanges/${accepted}`);
    expect(res.statusCode, res.body).toBe(200);
    const detail = res.json<EdiInterchangeDetail>();
    expect(detail.raw).toMatch(/^ISA\*/);
    expect(detail.raw).toContain('ST*855*0001');
    const download = await call(INTEGRATED, 'GET', `/edi/interchanges/${accepted}/file`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toMatch(/^application\/edi-x12/);
    expect(download.headers['content-disposition']).toBe(`attachment; filename="inbound-${detail.controlNumber}.edi"`);
    expect(download.body).toBe(detail.raw);
    for (const url of [`/edi/interchanges/${accepted}`, `/edi/interchanges/${accepted}/file`])
      expect((await call(ACME, 'GET', url)).statusCode).toBe(404);
    expect((await call(INTEGRATED, 'GET', '/edi/interchanges/0')).statusCode).toBe(400);
  });

  it('test mode: the Admin switches it; a file is then checked and acknowledged, applied to nothing', async () => {
    expect((await call(CLERK, 'PUT', '/edi/partner/test-mode')).statusCode).toBe(403);
    expect((await call(CLERK, 'DELETE', '/edi/partner/test-mode')).statusCode).toBe(403);
    expect((await call(ACME, 'PUT', '/edi/partner/test-mode')).statusCode).toBe(404);
    const on = await call(INTEGRATED, 'PUT', '/edi/partner/test-mode');
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json<EdiTradingPartner>().testMode).toBe(true);
    try {
      const order = await makeOrder(ctx.database.db, integrated(), { shippingMethod: 'SupplierGround' });
      const before = await orderRow(order.id);
      const result = await receiveInterchange(ctx.database.db, integrated(), await ack855(order.id, 'SO-T'), NOW);
      expect(result).toMatchObject({ state: 'accepted', duplicate: false });
      // the 997 answering it is a test interchange too
      expect(result.acknowledgement).toMatch(/^ISA(\*[^*]*){14}\*T\*/);
      expect(await orderRow(order.id)).toMatchObject({
        status: before.status,
        version: before.version,
        supplierOrderNumber: before.supplierOrderNumber,
      });
      const row = (await call(INTEGRATED, 'GET', `/edi/interchanges/${result.interchangeId}`)).json<EdiInterchangeDetail>();
      expect(row).toMatchObject({ state: 'accepted', testMode: true });
    } finally {
      const off = await call(INTEGRATED, 'DELETE', '/edi/partner/test-mode');
      expect(off.json<EdiTradingPartner>().testMode).toBe(false);
    }
  });
});
