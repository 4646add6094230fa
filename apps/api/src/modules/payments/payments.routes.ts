// HTTP of the supplier's payments calls (/api/payments, docs/decisions/payments.md): the overview, the invoices and
// remittances grids, one remittance, its lines (a grid of their own) and its advice (PDF, spreadsheet). An Admin's calls (or an API
// token's, whose scope the token check asks for), 404 while the Payments flag is off for the supplier.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  gridPageParams,
  paymentInvoiceRow,
  paymentsOverview,
  remittanceDetail,
  remittanceIdParams,
  remittanceLineRow,
  remittanceSummary,
} from '@portal/contracts';
import type { Actor } from '../../platform/auth.ts';
import { requirePaymentsActor } from './payments-access.ts';
import { CONTENT_RANGE_HEADER_DOCS, setContentRange } from '../../platform/grid-query.ts';
import { renderRemittanceAdvicePdf, renderRemittanceAdviceXlsx } from './remittance-advice.ts';
import {
  getRemittance,
  getRemittanceWithLines,
  listPaymentInvoices,
  listRemittanceLines,
  listRemittances,
  paymentsOverview as readOverview,
  type GridRows,
  type PaymentsGridOptions,
  type RemittanceWithLines,
} from './payments.queries.ts';
import type { Db } from '../../db/client.ts';
import type { GridQueryInput } from '../../platform/grid-query.ts';

/** A grid's page of the supplier's rows; `params`: the path's parameters of a grid under one record. */
type GridList<Row, Params> = (
  db: Db,
  supplierId: number,
  input: GridQueryInput,
  params: Params & PaymentsGridOptions,
) => Promise<GridRows<Row>>;

const tags = ['payments'];

export const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  /** The supplier's Admin (or an API token) while the flag is on (payments-access.ts). */
  const payer = (request: FastifyRequest): Promise<Actor> => requirePaymentsActor(db, request);

  app.get(
    '/payments/overview',
    {
      schema: {
        operationId: 'getPaymentsOverview',
        summary: 'Payments overview',
        tags,
        response: { 200: paymentsOverview },
        success:
          'The next payment (its date and expected amount), the accepted unpaid invoices by days past due, the open deductions and the disputes waiting for a decision.',
        errors: [403, 404],
      },
    },
    async (request) => readOverview(db, (await payer(request)).supplierId, app.clock.now(), app.readCaches.paymentsOverviews),
  );

  /**
   * GET <path>: one page of a grid of the supplier's (`params`: of the record the grid is under); the rows in the
   * body, the range and total in Content-Range.
   */
  const gridRoute = <Row, Params extends object = object>(
    path: string,
    operationId: string,
    summary: string,
    description: string,
    row: z.ZodType<Row>,
    list: GridList<Row, Params>,
    params?: z.ZodType<Params>,
  ) =>
    app.get(
      path,
      {
        schema: {
          operationId,
          summary,
          tags,
          ...(params ? { params } : {}),
          querystring: gridPageParams,
          response: { 200: z.array(row) },
          success: { description, headers: CONTENT_RANGE_HEADER_DOCS },
          errors: [403, 404],
        },
      },
      async (request, reply) => {
        const page = await list(db, (await payer(request)).supplierId, request.query, {
          ...(request.params as Params),
          totals: app.readCaches.gridTotals,
        });
        setContentRange(reply, page.offset, page.rows.length, page.total);
        return page.rows;
      },
    );

  gridRoute(
    '/payments/invoices',
    'listPaymentInvoices',
    'Invoices and their payment: one page of the grid',
    "One page of the supplier's invoices with their payment status, acceptance, due date and the remittance that paid them; the total is in Content-Range.",
    paymentInvoiceRow,
    listPaymentInvoices,
  );
  gridRoute(
    '/payments/remittances',
    'listRemittances',
    'Remittances: one page of the grid',
    "One page of the supplier's remittances; the total is in Content-Range.",
    remittanceSummary,
    listRemittances,
  );

  app.get(
    '/payments/remittances/:remittanceId',
    {
      schema: {
        operationId: 'getRemittance',
        summary: 'One remittance',
        tags,
        params: remittanceIdParams,
        response: { 200: remittanceDetail },
        success:
          'The remittance without its lines: its figures (the sum of its lines) and how many lines it has; the lines are read page by page from its lines call.',
        errors: [403, 404],
      },
    },
    async (request) => getRemittance(db, (await payer(request)).supplierId, request.params.remittanceId),
  );

  gridRoute(
    '/payments/remittances/:remittanceId/lines',
    'listRemittanceLines',
    "A remittance's lines: one page of the grid",
    "One page of the remittance's lines (invoices paid, deductions, reversals, credit memos), in the order they were written unless sorted; the total is in Content-Range.",
    remittanceLineRow,
    listRemittanceLines,
    remittanceIdParams,
  );

  /** The advice of one remittance as a file: its media type and how it is rendered. */
  const advice = (ext: 'pdf' | 'xlsx', type: string, render: (r: RemittanceWithLines) => Promise<Uint8Array> | Uint8Array) =>
    app.get(
      `/payments/remittances/:remittanceId/advice.${ext}`,
      {
        schema: {
          operationId: ext === 'pdf' ? 'getRemittanceAdvicePdf' : 'getRemittanceAdviceXlsx',
          summary: `Remittance advice (${ext === 'pdf' ? 'PDF' : 'spreadsheet'})`,
          tags,
          params: remittanceIdParams,
          success: { description: 'The remittance and its lines with their totals, as a file to save.', mediaType: type },
          errors: [403, 404],
        },
      },
      async (request, reply) => {
        const r = await getRemittanceWithLines(db, (await payer(request)).supplierId, request.params.remittanceId);
        const bytes = Buffer.from(await render(r));
        return reply.type(type).header('content-disposition', `attachment; filename="${r.remittanceNumber}.${ext}"`).send(bytes);
      },
    );
  advice('pdf', 'application/pdf', renderRemittanceAdvicePdf);
  advice('xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', renderRemittanceAdviceXlsx);
};
