// Reads of the order page: detail, items, carrier options of an item, history.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { carrierOption, orderDetail, orderHistoryEntry, orderIdParams, orderItem, orderItemParams } from '@portal/contracts';
import { z } from 'zod';
import { requireActor } from '../../../platform/auth.ts';
import type { RouteDeclaration } from '../../../platform/openapi/route-docs.ts';
import { getItemCarriers, getOrderDetail, getOrderHistory, getOrderItems } from './order-detail.service.ts';

const tags = ['order detail'];

const getOrderRoute = {
  config: { answerCache: 'primary' },
  schema: {
    operationId: 'getOrder',
    summary: 'Order detail',
    tags,
    params: orderIdParams,
    response: { 200: orderDetail },
    success: 'The order with its addresses, totals, invoices, cancellation and what the supplier may do next.',
    errors: [404],
  },
} satisfies RouteDeclaration;

const listOrderItemsRoute = {
  config: { answerCache: 'primary' },
  schema: {
    operationId: 'listOrderItems',
    summary: 'Items of an order',
    tags,
    params: orderIdParams,
    response: { 200: z.array(orderItem) },
    success: "The order's items with their prices and tracking numbers.",
    errors: [404],
  },
} satisfies RouteDeclaration;

const listOrderItemCarriersRoute = {
  schema: {
    operationId: 'listOrderItemCarriers',
    summary: 'Carriers of an order item',
    tags,
    params: orderItemParams,
    response: { 200: z.array(carrierOption) },
    success: "The carriers the item can ship with as value and label; 'Other' (id 4) last.",
    errors: [404],
  },
} satisfies RouteDeclaration;

const listOrderHistoryRoute = {
  config: { answerCache: 'primary' },
  schema: {
    operationId: 'listOrderHistory',
    summary: 'Activity of an order',
    tags,
    params: orderIdParams,
    response: { 200: z.array(orderHistoryEntry) },
    success: "The order's activity (status changes and who made them), in time order.",
    errors: [404],
  },
} satisfies RouteDeclaration;

export const orderDetailRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get('/orders/:orderId', getOrderRoute, async (request) => getOrderDetail(db, requireActor(request), request.params.orderId));
  app.get('/orders/:orderId/order-items', listOrderItemsRoute, async (request) =>
    getOrderItems(db, requireActor(request), request.params.orderId),
  );
  app.get('/orders/:orderId/order-items/:orderItemId/carriers', listOrderItemCarriersRoute, async (request) =>
    getItemCarriers(db, requireActor(request), request.params.orderId, request.params.orderItemId),
  );
  app.get('/orders/:orderId/history', listOrderHistoryRoute, async (request) =>
    getOrderHistory(db, requireActor(request), request.params.orderId),
  );
};
