// HTTP of the supplier's payments calls (/api/payments, docs/decisions/payments.md): the overview, the invoices and
// remittances grids, one remittance, its lines (a grid of their own) and its advice (PDF, spreadsheet). An Admin's calls (or an API
// token's, whose scope the token check asks for), 404 while the Payments flag is off for the supplier.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  gridPageParams,
  paymentCalendarView,
  paymentInvoiceRow,
  paymentsOverview,
  remittanceDetail,
  remittanceIdParams,
  remittanceLineRow,
  remittanceSummary,
} from '@portal/contracts';
import { requirePaymentsActor } from './payments-access.ts';
import { CONTENT_RANGE_HEADER_DOCS, gridPageRows } from '../../platform/grid-query.ts';
import type { RouteDeclaration } from '../../platform/openapi/route-docs.ts';
import { REMITTANCE_ADVICE_FORMATS, remittanceAdviceFile, type RemittanceAdviceFormat } from './remittance-advice.ts';
import {
  getRemittance,
  listPaymentInvoices,
  listRemittanceLines,
  listRemittances,
  paymentsOverview as readOverview,
  type GridRows,
  type PaymentsGridOptions,
} from './payments.queries.ts';
import type { Db } from '../../db/client.ts';
import { readPaymentCalendar } from './payment-calendar.service.ts';
import type { GridQueryInput } from '../../platform/grid-query.ts';

type PaymentsApp = Parameters<FastifyPluginAsyncZod>[0];

/** A grid's page of the supplier's rows; `params`: the path's parameters of a grid under one record. */
type GridList<Row, Params> = (
  db: Db,
  supplierId: number,
  input: GridQueryInput,
  params: Params & PaymentsGridOptions,
) => Promise<GridRows<Row>>;

/** A grid of the supplier's (`params`: of the record the grid is under), declared; its list is given where registered. */
interface PaymentsGridRoute<Row, Params extends object> {
  path: string;
  operationId: string;
  summary: string;
  description: string;
  row: z.ZodType<Row>;
  params?: z.ZodType<Params>;
  list: GridList<Row, Params>;
}

const tags = ['payments'];

/**
 * GET <path>: one page of a grid of the supplier's (the caller: the supplier's Admin, or an API token, while the flag
 * is on: payments-access.ts); the rows in the body, the range and total in Content-Range.
 */
function paymentsGridRoute<Row, Params extends object = object>(app: PaymentsApp, route: PaymentsGridRoute<Row, Params>) {
  const db = app.database.db;
  app.get(
    route.path,
    {
      schema: {
        operationId: route.operationId,
        summary: route.summary,
        tags,
        ...(route.params ? { params: route.params } : {}),
        querystring: gridPageParams,
        response: { 200: z.array(route.row) },
        success: { description: route.description, headers: CONTENT_RANGE_HEADER_DOCS },
        errors: [403, 404],
      },
    },
    async (request, reply) =>
      gridPageRows(
        reply,
        await route.list(db, (await requirePaymentsActor(db, request)).supplierId, request.query, {
          ...(request.params as Params),
          totals: app.readCaches.gridTotals,
        }),
      ),
  );
}

const getPaymentCalendarRoute = {
  schema: {
    operationId: 'getPaymentCalendar',
    summary: 'Payment calendar',
    tags,
    response: { 200: paymentCalendarView },
    success:
      "The marketplace's run days of each month and its holidays (a run day on a weekend or holiday is paid on the business day before), with the sentences that explain them.",
    errors: [403, 404],
  },
} satisfies RouteDeclaration;

const getPaymentsOverviewRoute = {
  schema: {
    operationId: 'getPaymentsOverview',
    summary: 'Payments overview',
    tags,
    response: { 200: paymentsOverview },
    success:
      'The next payment (its date and expected amount), the accepted unpaid invoices by days past due, the open deductions and the disputes waiting for a decision.',
    errors: [403, 404],
  },
} satisfies RouteDeclaration;

const listPaymentInvoicesRoute = {
  path: '/payments/invoices',
  operationId: 'listPaymentInvoices',
  summary: 'Invoices and their payment: one page of the grid',
  description:
    "One page of the supplier's invoices with their payment status, acceptance, due date and the remittance that paid them; the total is in Content-Range.",
  row: paymentInvoiceRow,
};

const listRemittancesRoute = {
  path: '/payments/remittances',
  operationId: 'listRemittances',
  summary: 'Remittances: one page of the grid',
  description: "One page of the supplier's remittances; the total is in Content-Range.",
  row: remittanceSummary,
};

const getRemittanceRoute = {
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
} satisfies RouteDeclaration;

const listRemittanceLinesRoute = {
  path: '/payments/remittances/:remittanceId/lines',
  operationId: 'listRemittanceLines',
  summary: "A remittance's lines: one page of the grid",
  description:
    "One page of the remittance's lines (invoices paid, deductions, reversals, credit memos), in the order they were written unless sorted; the total is in Content-Range.",
  row: remittanceLineRow,
  params: remittanceIdParams,
};

/** The advice of one remittance as a file, in one format. */
const remittanceAdviceRoute = (format: RemittanceAdviceFormat) =>
  ({
    schema: {
      operationId: format === 'pdf' ? 'getRemittanceAdvicePdf' : 'getRemittanceAdviceXlsx',
      summary: `Remittance advice (${format === 'pdf' ? 'PDF' : 'spreadsheet'})`,
      tags,
      params: remittanceIdParams,
      success: {
        description: 'The remittance and its lines with their totals, as a file to save.',
        mediaType: REMITTANCE_ADVICE_FORMATS[format].mediaType,
      },
      errors: [403, 404],
    },
  }) satisfies RouteDeclaration;

export const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  /** The supplier of the caller: its Admin (or an API token) while the flag is on (payments-access.ts). */
  const supplierOf = async (request: Parameters<typeof requirePaymentsActor>[1]) => (await requirePaymentsActor(db, request)).supplierId;

  app.get('/payments/calendar', getPaymentCalendarRoute, async (request) => {
    await supplierOf(request);
    return readPaymentCalendar(db);
  });
  app.get('/payments/overview', getPaymentsOverviewRoute, async (request) =>
    readOverview(db, await supplierOf(request), app.clock.now(), app.readCaches.paymentsOverviews),
  );
  paymentsGridRoute(app, { ...listPaymentInvoicesRoute, list: listPaymentInvoices });
  paymentsGridRoute(app, { ...listRemittancesRoute, list: listRemittances });
  app.get('/payments/remittances/:remittanceId', getRemittanceRoute, async (request) =>
    getRemittance(db, await supplierOf(request), request.params.remittanceId),
  );
  paymentsGridRoute(app, { ...listRemittanceLinesRoute, list: listRemittanceLines });
  for (const format of ['pdf', 'xlsx'] as const) {
    app.get(`/payments/remittances/:remittanceId/advice.${format}`, remittanceAdviceRoute(format), async (request, reply) => {
      const file = await remittanceAdviceFile(db, await supplierOf(request), request.params.remittanceId, format);
      return reply
        .type(REMITTANCE_ADVICE_FORMATS[format].mediaType)
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .send(file.bytes);
    });
  }
};
