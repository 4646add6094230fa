// Credit requests raised by an operator: on the order of a purchase order number, with RMA details and a note whose
// file the supplier can open; the supplier sees it in its own grid and its Admins are mailed.
import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { CreditRequestSummary, OpsCreditRequest } from '@portal/contracts';
import { ACME, CLERK, expectValidationError, gridGet, INTEGRATED, OPERATOR, useTestAppWithFiles } from '../../../../test/test-app.ts';
import { outboxFor } from '../../../../test/auth-calls.ts';
import { orders } from '../../../db/schema/index.ts';

const ctx = useTestAppWithFiles();
const PDF = Buffer.from('%PDF-1.4\n% a tiny test file\n%%EOF\n');

const ops = (method: 'GET' | 'POST', url: string, payload?: object) =>
  ctx.as(OPERATOR, { method, url: `/api/ops${url}`, ...(payload ? { payload } : {}) });

async function acmePo(): Promise<string> {
  const [row] = await ctx.database.db
    .select({ po: orders.purchaseOrderNumber })
    .from(orders)
    .where(and(eq(orders.supplierId, ctx.seed.supplierIds.acme)))
    .limit(1);
  return row!.po;
}

describe('access', () => {
  it.each([
    ['GET', '/credit-requests'],
    ['POST', '/credit-requests'],
    ['POST', '/credit-requests/upload-url'],
  ])('%s /api/ops%s: 401 without a session, 403 for supplier users', async (method, url) => {
    const request = { method: method as 'GET', url: `/api/ops${url}`, payload: method === 'POST' ? {} : undefined };
    expect((await ctx.app.inject(request)).statusCode).toBe(401);
    expect((await ctx.as(ACME, request)).statusCode).toBe(403);
    expect((await ctx.as(INTEGRATED, request)).statusCode).toBe(403);
  });
});

describe('POST /ops/credit-requests', () => {
  it("answers a retry with the operator's Idempotency-Key with the first request, raising one credit request", async () => {
    const po = await acmePo();
    const raise = () =>
      ctx.as(OPERATOR, {
        method: 'POST',
        url: '/api/ops/credit-requests',
        headers: { 'idempotency-key': 'ops-credit-retry-1' },
        payload: { purchaseOrderNumber: po, amount: '3.25', reasonForCredit: 'Retried by the marketplace' },
      });
    const first = await raise();
    expect(first.statusCode, first.body).toBe(201);
    const again = await raise();
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json<OpsCreditRequest>().id).toBe(first.json<OpsCreditRequest>().id);
    const grid = await gridGet(ctx, ACME, '/api/accounting/supplier-credit-requests', {
      query: { filterModel: { purchaseOrderNumber: { filterType: 'text', type: 'equals', filter: po } } },
    });
    expect((grid.json() as CreditRequestSummary[]).filter((r) => r.reasonForCredit === 'Retried by the marketplace')).toHaveLength(1);
  });

  it("raises an open request with RMA and a note whose file the supplier opens, shown in the supplier's grid, mailed to its Admins", async () => {
    const po = await acmePo();
    const fileName = '20261124T210000000Z_rma-photos.pdf';
    const url = await ops('POST', '/credit-requests/upload-url', { purchaseOrderNumber: po, fileName });
    expect(url.statusCode).toBe(200);
    const put = await ctx.app.inject({
      method: 'PUT',
      url: url.json<string>(),
      payload: PDF,
      headers: { 'x-ms-blob-type': 'BlockBlob', 'content-type': 'application/pdf' },
    });
    expect(put.statusCode).toBe(201);
    const mailsBefore = (await outboxFor(ctx.app, ACME)).length;

    const res = await ops('POST', '/credit-requests', {
      purchaseOrderNumber: po,
      amount: '12.5',
      reasonForCredit: 'Returned damaged',
      rma: { rmaNumber: 'RMA-OPS-1', trackingNumber: '1Z999', deliveryDate: '2026-11-20' },
      note: { comment: 'Photos attached', fileNames: [fileName] },
    });
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json() as OpsCreditRequest;
    expect(created).toMatchObject({
      supplierId: ctx.seed.supplierIds.acme,
      purchaseOrderNumber: po,
      amount: '12.50',
      sourceType: 'Process',
      rmaNumber: 'RMA-OPS-1',
      isCovered: false,
    });

    const supplierGrid = await gridGet(ctx, CLERK, '/api/accounting/supplier-credit-requests', {
      query: { filterModel: { purchaseOrderNumber: { filterType: 'text', type: 'equals', filter: po } } },
    });
    const mine = (supplierGrid.json() as CreditRequestSummary[]).find((r) => r.id === created.id)!;
    expect(mine).toMatchObject({ amount: '12.50', reasonForCredit: 'Returned damaged' });
    expect(mine.rmaDetails[0]).toMatchObject({ rmaNumber: 'RMA-OPS-1', trackingNumber: '1Z999', deliveryDate: '2026-11-20' });
    expect(mine.notes).toEqual([{ type: 'Bison', comment: 'Photos attached', fileNames: [fileName] }]);
    const download = await ctx.as(CLERK, { method: 'POST', url: '/api/documents/download-url', payload: { value: fileName } });
    expect(download.statusCode).toBe(200);

    const mails = await outboxFor(ctx.app, ACME);
    expect(mails.length).toBe(mailsBefore + 1);
    expect(mails.at(-1)!.subject).toBe(`Credit request on ${po}`);
    expect(await outboxFor(ctx.app, CLERK)).toEqual([]);

    const grid = await gridGet(ctx, OPERATOR, '/api/ops/credit-requests', {
      query: {
        filterModel: {
          supplierName: { filterType: 'text', type: 'contains', filter: 'acme' },
          isCovered: { filterType: 'boolean', type: 'false' },
        },
      },
    });
    expect(grid.statusCode, grid.body).toBe(200);
    expect((grid.json() as OpsCreditRequest[]).some((r) => r.id === created.id)).toBe(true);
    // unsorted: newest first (the seed's requests can be dated later today than this one, so compare the dates)
    const unsorted = (await ops('GET', '/credit-requests')).json() as OpsCreditRequest[];
    const raisedOn = unsorted.map((r) => Date.parse(r.createdOn));
    expect(raisedOn).toEqual([...raisedOn].sort((a, b) => b - a));
    expect(unsorted.map((r) => r.id)).toContain(created.id);
  });

  it('refuses bad input on every field', async () => {
    const po = await acmePo();
    const valid = { purchaseOrderNumber: po, amount: '10.00', reasonForCredit: 'Short shipped' };
    const post = (body: object) => ops('POST', '/credit-requests', body);
    expectValidationError(await post({ ...valid, purchaseOrderNumber: '' }), '$.purchaseOrderNumber');
    expectValidationError(
      await post({ ...valid, purchaseOrderNumber: 'NO-SUCH-PO' }),
      '$.purchaseOrderNumber',
      'No order has this purchase order number.',
    );
    for (const amount of ['', '0', '0.001', '-1', 'abc', '12.345']) expectValidationError(await post({ ...valid, amount }), '$.amount');
    expectValidationError(await post({ ...valid, amount: '1000000.01' }), '$.amount', 'The amount is at most 1,000,000.00');
    expectValidationError(await post({ ...valid, reasonForCredit: ' ' }), '$.reasonForCredit');
    expectValidationError(await post({ ...valid, reasonForCredit: 'x'.repeat(501) }), '$.reasonForCredit');
    expectValidationError(await post({ ...valid, rma: { rmaNumber: '' } }), '$.rma.rmaNumber');
    expectValidationError(await post({ ...valid, rma: { rmaNumber: 'R1', deliveryDate: '20/11/2026' } }), '$.rma.deliveryDate');
    expectValidationError(await post({ ...valid, rma: { rmaNumber: 'R1', trackingNumber: 'x'.repeat(51) } }), '$.rma.trackingNumber');
    expectValidationError(await post({ ...valid, note: { comment: '' } }), '$.note.comment');
    expectValidationError(await post({ ...valid, note: { comment: 'c', fileNames: ['a/b.pdf'] } }), '$.note.fileNames[0]');
    expectValidationError(
      await post({ ...valid, note: { comment: 'c', fileNames: ['never-uploaded.pdf'] } }),
      '$.note.fileNames[0]',
      'The file "never-uploaded.pdf" was not uploaded.',
    );
    expect((await post({ ...valid, extra: true })).statusCode).toBe(400);
    expectValidationError(await ops('POST', '/credit-requests/upload-url', { purchaseOrderNumber: po, fileName: 'x.exe' }), '$.fileName');
    expectValidationError(
      await ops('POST', '/credit-requests/upload-url', { purchaseOrderNumber: 'NO-SUCH-PO', fileName: 'x.pdf' }),
      '$.purchaseOrderNumber',
    );
  });
});
