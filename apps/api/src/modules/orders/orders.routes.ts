// HTTP of the list-level order calls: schemas in, one query or service call, schemas out.
import type { FastifyError, FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  bulkProcessRequest,
  bulkProcessResult,
  carrierOption,
  exportOrdersRequest,
  gridPageParams,
  importResult,
  invoiceImportRequest,
  invoiceTemplateRow,
  orderExportRow,
  orderPrintDetail,
  orderSummary,
  performanceOrdersFilter,
  printDetailsQuery,
  trackingImportRequest,
} from '@portal/contracts';
import { requireActor, requireProcessingActor } from '../../platform/auth.ts';
import { HttpError } from '../../platform/errors.ts';
import type { RouteDeclaration } from '../../platform/openapi/route-docs.ts';
import { CONTENT_RANGE_HEADER_DOCS, setContentRange } from '../../platform/grid-query.ts';
import { carrierOptions } from './carriers/carrier-options.queries.ts';
import { exportRows } from './export/order-export.queries.ts';
import { importInvoices, importTrackings, invoiceTemplate } from './list/order-imports.service.ts';
import { jsonArray, recentOrderSummaries } from './list/order-summaries.queries.ts';
import { markProcessing, orderSummariesPage, type OrdersBehindFigure } from './list/orders.service.ts';
import { printDetails } from './print/order-print.queries.ts';

/**
 * Body limit of the import calls. 2,000 rows (MAX_IMPORT_ROWS) of a real invoice file are about 0.4 MB and of 40-character
 * cells 0.9 MB, near Fastify's default 1 MiB; the widest request the schema takes in plain text (every cell at its 200
 * characters) is 3.3 MB, so 4 MiB lets any such request through (docs/decisions/orders.md, Imports).
 */
export const IMPORT_BODY_LIMIT_MB = 4;
export const IMPORT_BODY_TOO_LARGE = `The import is larger than ${IMPORT_BODY_LIMIT_MB} MB; split the file and import the parts one at a time.`;
const importCall = {
  bodyLimit: IMPORT_BODY_LIMIT_MB * 1024 * 1024,
  // Fastify's own answer would be 'Request body is too large' under the title Bad Request; thrown errors go on to the
  // app's error handler, which answers them in the API's error shape.
  errorHandler: (error: FastifyError) => {
    throw error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' ? new HttpError(413, 'Payload Too Large', IMPORT_BODY_TOO_LARGE) : error;
  },
};

const PERFORMANCE_FILTER_FIELDS = Object.keys(performanceOrdersFilter.shape) as (keyof typeof performanceOrdersFilter.shape)[];
export const PERFORMANCE_FILTER_TOGETHER =
  'performanceFigure, performanceWindow and performanceOutcome go together: give all three or none.';

/**
 * The list's query: the grid's page and query, and optionally the orders behind a scorecard figure (all three
 * performance fields or none; docs/decisions/performance.md, "The orders behind a figure"), ANDed with the grid query.
 */
export const orderSummariesQuery = gridPageParams.extend(performanceOrdersFilter.partial().shape).superRefine((q, ctx) => {
  const given = PERFORMANCE_FILTER_FIELDS.filter((f) => q[f] !== undefined);
  if (given.length === 0 || given.length === PERFORMANCE_FILTER_FIELDS.length) return;
  for (const f of PERFORMANCE_FILTER_FIELDS)
    if (q[f] === undefined) ctx.addIssue({ code: 'custom', message: PERFORMANCE_FILTER_TOGETHER, path: [f] });
});

// Both list calls answer the JSON PostgreSQL builds (SUMMARY_FIELDS in list/order-summary-columns.ts): sent as it is, so
// no serializer and no zod check runs on the way out (docs/decisions/orders-list-at-scale.md). The response schema is
// declared for the OpenAPI document; order-summaries.test.ts checks every row of the supplier against orderSummary.strict().
const sendSummariesJson = (reply: FastifyReply, json: string) => reply.type('application/json; charset=utf-8').send(json);

const tags = ['orders'];

const listOrderSummariesRoute = {
  config: { answerCache: 'primary' },
  schema: {
    operationId: 'listOrderSummaries',
    summary: 'Orders list: one page of the grid',
    tags,
    querystring: orderSummariesQuery,
    response: { 200: z.array(orderSummary) },
    success: {
      description:
        "One page of the supplier's orders; the total is in Content-Range. With the performance fields, only the orders behind that scorecard figure (its total is the figure's count).",
      headers: CONTENT_RANGE_HEADER_DOCS,
    },
  },
} satisfies RouteDeclaration;

const listRecentOrderSummariesRoute = {
  schema: {
    operationId: 'listRecentOrderSummaries',
    summary: 'Recent orders',
    tags,
    response: { 200: z.array(orderSummary) },
    success: "The supplier's newest orders that need processing, newest first.",
  },
} satisfies RouteDeclaration;

const markOrdersProcessingRoute = {
  config: { audience: 'orderProcessor' },
  schema: {
    operationId: 'markOrdersProcessing',
    summary: 'Mark orders as processing',
    tags,
    body: bulkProcessRequest,
    response: { 200: bulkProcessResult },
    success: 'Whether every order changed, and why each other one did not.',
    errors: [403],
  },
} satisfies RouteDeclaration;

const exportOrdersRoute = {
  schema: {
    operationId: 'exportOrders',
    summary: 'Export orders',
    tags,
    body: exportOrdersRequest,
    response: { 200: z.array(orderExportRow) },
    success: 'The export rows of the orders, one per item.',
    errors: [404],
  },
} satisfies RouteDeclaration;

const getOrderPrintDetailsRoute = {
  schema: {
    operationId: 'getOrderPrintDetails',
    summary: 'Print details of orders',
    tags,
    querystring: printDetailsQuery,
    response: { 200: z.array(orderPrintDetail) },
    success: 'What the printable order sheets show, one per order.',
    errors: [404],
  },
} satisfies RouteDeclaration;

const listCarriersRoute = {
  schema: {
    operationId: 'listCarriers',
    summary: 'Carriers',
    tags,
    response: { 200: z.array(carrierOption) },
    success: 'The carriers as value and label.',
  },
} satisfies RouteDeclaration;

const getInvoiceImportTemplateRoute = {
  schema: {
    operationId: 'getInvoiceImportTemplate',
    summary: 'Invoice import template',
    tags,
    response: { 200: z.array(invoiceTemplateRow) },
    success: "The template's rows: the supplier's orders in Invoicing, one row per order.",
  },
} satisfies RouteDeclaration;

/** An import (invoices, tracking numbers): the larger body limit of importCall, how many orders and rows it imported. */
const importRoute = <Body extends z.ZodType>(operationId: string, summary: string, body: Body) =>
  ({
    config: { audience: 'orderProcessor', idempotent: true },
    ...importCall,
    schema: {
      operationId,
      summary,
      tags,
      body,
      response: { 200: importResult },
      success: 'How many orders and rows were imported.',
      errors: [403, 413],
    },
  }) satisfies RouteDeclaration;

const importInvoicesRoute = importRoute('importInvoices', 'Import invoices', invoiceImportRequest);
const importTrackingsRoute = importRoute('importTrackings', 'Import tracking numbers', trackingImportRequest);

export const ordersRoutes: FastifyPluginAsyncZod<{ ordersBehindFigure: OrdersBehindFigure }> = async (app, { ordersBehindFigure }) => {
  const db = app.database.db;
  // Exports and print details are heavy reads that tolerate a second of lag: the read replica when one is configured
  // (docs/scaling.md); an order created a moment ago may not be there yet (404, as for an unknown order).
  const readDb = app.database.readDb;
  const listCaches = { totals: app.readCaches.gridTotals, cursors: app.readCaches.pageCursors };

  app.get('/order-summaries', listOrderSummariesRoute, async (request, reply) => {
    const page = await orderSummariesPage(
      db,
      requireActor(request).supplierId,
      request.query,
      listCaches,
      ordersBehindFigure,
      app.clock.now(),
    );
    setContentRange(reply, page.offset, page.rows.length, page.total);
    return sendSummariesJson(reply, jsonArray(page.rows));
  });
  app.get('/order-summaries/recent', listRecentOrderSummariesRoute, async (request, reply) =>
    sendSummariesJson(reply, await recentOrderSummaries(db, requireActor(request).supplierId)),
  );
  app.put('/orders/bulk/process', markOrdersProcessingRoute, async (request) =>
    markProcessing(db, requireProcessingActor(request), request.body.orders, app.clock.now()),
  );
  app.post('/orders/export', exportOrdersRoute, async (request) =>
    exportRows(readDb, requireActor(request).supplierId, request.body.orderIds),
  );
  app.get('/orders/print-details', getOrderPrintDetailsRoute, async (request) =>
    printDetails(readDb, requireActor(request).supplierId, request.query.orderIds),
  );
  app.get('/carriers', listCarriersRoute, async (request) => {
    requireActor(request);
    return carrierOptions(db);
  });
  app.get('/orders/import/invoices/template', getInvoiceImportTemplateRoute, async (request) =>
    invoiceTemplate(db, requireActor(request).supplierId, app.clock.now()),
  );
  app.post('/orders/import/invoices', importInvoicesRoute, async (request) =>
    importInvoices(db, requireProcessingActor(request), request.body.items, app.clock.now()),
  );
  app.post('/orders/import/trackings', importTrackingsRoute, async (request) =>
    importTrackings(db, requireProcessingActor(request), request.body.items, app.clock.now()),
  );
};
