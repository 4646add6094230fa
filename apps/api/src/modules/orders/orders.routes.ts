// HTTP of the list-level order calls: schemas in, one query or service call, schemas out.
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
  printDetailsQuery,
  trackingImportRequest,
} from '@portal/contracts';
import { requireActor, requireProcessingActor } from '../../platform/auth.ts';
import { setContentRange } from '../../platform/grid-query.ts';
import { listOrderSummaries, recentOrderSummaries } from './order-summaries.queries.ts';
import { markProcessing } from './orders.service.ts';
import { carrierOptions, exportRows, printDetails } from './order-documents.queries.ts';
import { importInvoices, importTrackings, invoiceTemplate } from './order-imports.service.ts';

export const ordersRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    '/order-summaries',
    {
      schema: { tags: ['orders'], querystring: gridPageParams, response: { 200: z.array(orderSummary) } },
      // The schema stays for the OpenAPI document; the rows are typed OrderSummary built by toSummary, so running
      // zod over up to 500 rows per page (the busiest call) only costs time. The API tests check the shape.
      serializerCompiler: () => (data) => JSON.stringify(data),
    },
    async (request, reply) => {
      const actor = requireActor(request);
      const page = await listOrderSummaries(db, actor.supplierId, request.query, { totals: app.readCaches.gridTotals });
      setContentRange(reply, page.offset, page.rows.length, page.total);
      return page.rows;
    },
  );

  app.get('/order-summaries/recent', { schema: { tags: ['orders'], response: { 200: z.array(orderSummary) } } }, async (request) =>
    recentOrderSummaries(db, requireActor(request).supplierId),
  );

  app.put(
    '/orders/bulk/process',
    { schema: { tags: ['orders'], body: bulkProcessRequest, response: { 200: bulkProcessResult } } },
    async (request) => markProcessing(db, requireProcessingActor(request), request.body.orders),
  );

  app.post(
    '/orders/export',
    { schema: { tags: ['orders'], body: exportOrdersRequest, response: { 200: z.array(orderExportRow) } } },
    async (request) => exportRows(db, requireActor(request).supplierId, request.body.orderIds),
  );

  app.get(
    '/orders/print-details',
    { schema: { tags: ['orders'], querystring: printDetailsQuery, response: { 200: z.array(orderPrintDetail) } } },
    async (request) => printDetails(db, requireActor(request).supplierId, request.query.orderIds),
  );

  app.get('/carriers', { schema: { tags: ['orders'], response: { 200: z.array(carrierOption) } } }, async (request) => {
    requireActor(request);
    return carrierOptions(db);
  });

  app.get(
    '/orders/import/invoices/template',
    { schema: { tags: ['orders'], response: { 200: z.array(invoiceTemplateRow) } } },
    async (request) => invoiceTemplate(db, requireActor(request).supplierId),
  );

  app.post(
    '/orders/import/invoices',
    { schema: { tags: ['orders'], body: invoiceImportRequest, response: { 200: importResult } } },
    async (request) => importInvoices(db, requireProcessingActor(request), request.body.items),
  );

  app.post(
    '/orders/import/trackings',
    { schema: { tags: ['orders'], body: trackingImportRequest, response: { 200: importResult } } },
    async (request) => importTrackings(db, requireProcessingActor(request), request.body.items),
  );
};
