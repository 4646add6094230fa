// The order's changing calls (process, ship, invoice, additional invoice, cancel, price change): HTTP only.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  additionalInvoiceRequest,
  cancellationRequest,
  invoiceRequest,
  orderIdParams,
  orderShipmentsRequest,
  priceChangeRequest,
  supplierOrderNumberRequest,
} from '@portal/contracts';
import { z } from 'zod';
import { requireProcessingActor } from '../../../platform/auth.ts';
import { cancelOrder } from './order-cancellation.service.ts';
import { createAdditionalInvoice, createInvoice } from './order-invoice.service.ts';
import { requestPriceChange } from './order-price-change.service.ts';
import { saveShipments, saveSupplierOrderNumber } from './order-process.service.ts';

export const orderProcessRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const tags = ['order detail'];
  const params = orderIdParams;
  app.put('/orders/:orderId/details', { schema: { tags, params, body: supplierOrderNumberRequest } }, async (request, reply) => {
    await saveSupplierOrderNumber(db, requireProcessingActor(request), request.params.orderId, request.body, app.clock.now());
    return reply.status(204).send();
  });
  app.put('/orders/:orderId/shipments', { schema: { tags, params, body: orderShipmentsRequest } }, async (request, reply) => {
    await saveShipments(db, requireProcessingActor(request), request.params.orderId, request.body, app.clock.now());
    return reply.status(204).send();
  });
  app.post('/orders/:orderId/invoice', { schema: { tags, params, body: invoiceRequest, response: { 200: z.number().int() } } }, async (request) =>
    createInvoice(db, requireProcessingActor(request), request.params.orderId, request.body, app.clock.now()),
  );
  app.post(
    '/orders/:orderId/invoice/additional',
    { schema: { tags, params, body: additionalInvoiceRequest, response: { 200: z.number().int() } } },
    async (request) => createAdditionalInvoice(db, requireProcessingActor(request), request.params.orderId, request.body, app.clock.now()),
  );
  app.post('/orders/:orderId/cancellation', { schema: { tags, params, body: cancellationRequest } }, async (request, reply) => {
    await cancelOrder(db, requireProcessingActor(request), request.params.orderId, request.body, app.clock.now());
    return reply.status(204).send();
  });
  app.post(
    '/orders/:orderId/price-change-requests',
    { schema: { tags, params, body: priceChangeRequest, response: { 200: z.number().int() } } },
    async (request) => requestPriceChange(db, requireProcessingActor(request), request.params.orderId, request.body, app.clock.now()),
  );
};
