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
import { noContent, type RouteDeclaration } from '../../../platform/openapi/route-docs.ts';
import { cancelOrder } from './order-cancellation.service.ts';
import { createAdditionalInvoice, createInvoice } from './order-invoice.service.ts';
import { requestPriceChange } from './order-price-change.service.ts';
import { saveShipments, saveSupplierOrderNumber } from './order-process.service.ts';

const tags = ['order detail'];
const params = orderIdParams;

const saveSupplierOrderNumberRoute = {
  config: { audience: 'orderProcessor' },
  schema: {
    operationId: 'saveSupplierOrderNumber',
    summary: 'Process an order: save the supplier order number',
    tags,
    params,
    body: supplierOrderNumberRequest,
    response: { 204: noContent },
    success: 'The supplier order number is saved (a new order moves to Awaiting shipment).',
    errors: [403, 404, 409],
  },
} satisfies RouteDeclaration;

const saveShipmentsRoute = {
  config: { audience: 'orderProcessor' },
  schema: {
    operationId: 'saveShipments',
    summary: 'Ship an order: carriers and tracking numbers of its items',
    tags,
    params,
    body: orderShipmentsRequest,
    response: { 204: noContent },
    success: 'The shipments are saved.',
    errors: [403, 404, 409],
  },
} satisfies RouteDeclaration;

const createInvoiceRoute = {
  config: { audience: 'orderProcessor', idempotent: true },
  schema: {
    operationId: 'createInvoice',
    summary: 'Invoice an order',
    tags,
    params,
    body: invoiceRequest,
    response: { 200: z.number().int() },
    success: 'The id of the new invoice.',
    errors: [403, 404, 409],
  },
} satisfies RouteDeclaration;

const createAdditionalInvoiceRoute = {
  config: { audience: 'orderProcessor', idempotent: true },
  schema: {
    operationId: 'createAdditionalInvoice',
    summary: 'Additional invoice of an order',
    tags,
    params,
    body: additionalInvoiceRequest,
    response: { 200: z.number().int() },
    success: 'The id of the new invoice.',
    errors: [403, 404, 409],
  },
} satisfies RouteDeclaration;

const cancelOrderRoute = {
  config: { audience: 'orderProcessor', idempotent: true },
  schema: {
    operationId: 'cancelOrder',
    summary: 'Cancel an order',
    tags,
    params,
    body: cancellationRequest,
    response: { 204: noContent },
    success: 'The order is cancelled.',
    errors: [403, 404, 409],
  },
} satisfies RouteDeclaration;

const requestPriceChangeRoute = {
  config: { audience: 'orderProcessor', idempotent: true },
  schema: {
    operationId: 'requestPriceChange',
    summary: 'Request a price change of items',
    tags,
    params,
    body: priceChangeRequest,
    response: { 200: z.number().int() },
    success: 'The id of the new price change request.',
    errors: [403, 404, 409],
  },
} satisfies RouteDeclaration;

export const orderProcessRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.put('/orders/:orderId/details', saveSupplierOrderNumberRoute, async (request, reply) => {
    await saveSupplierOrderNumber(db, requireProcessingActor(request), request.params.orderId, request.body, app.clock.now());
    return reply.status(204).send();
  });
  app.put('/orders/:orderId/shipments', saveShipmentsRoute, async (request, reply) => {
    await saveShipments(db, requireProcessingActor(request), request.params.orderId, request.body, app.clock.now());
    return reply.status(204).send();
  });
  app.post('/orders/:orderId/invoice', createInvoiceRoute, async (request) =>
    createInvoice(db, requireProcessingActor(request), request.params.orderId, request.body, app.clock.now()),
  );
  app.post('/orders/:orderId/invoice/additional', createAdditionalInvoiceRoute, async (request) =>
    createAdditionalInvoice(db, requireProcessingActor(request), request.params.orderId, request.body, app.clock.now()),
  );
  app.post('/orders/:orderId/cancellation', cancelOrderRoute, async (request, reply) => {
    await cancelOrder(db, requireProcessingActor(request), request.params.orderId, request.body, app.clock.now());
    return reply.status(204).send();
  });
  app.post('/orders/:orderId/price-change-requests', requestPriceChangeRoute, async (request) =>
    requestPriceChange(db, requireProcessingActor(request), request.params.orderId, request.body, app.clock.now()),
  );
};
