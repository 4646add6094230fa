// Reads of the order page: detail, items, carrier options of an item, history.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { carrierOption, orderDetail, orderHistoryEntry, orderIdParams, orderItem, orderItemParams } from '@portal/contracts';
import { z } from 'zod';
import { requireActor } from '../../../platform/auth.ts';
import { getItemCarriers, getOrderDetail, getOrderHistory, getOrderItems } from './order-detail.service.ts';

export const orderDetailRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const tags = ['order detail'];
  app.get('/orders/:orderId', { schema: { tags, params: orderIdParams, response: { 200: orderDetail } } }, async (request) =>
    getOrderDetail(db, requireActor(request), request.params.orderId, app.clock.now()),
  );
  app.get('/orders/:orderId/order-items', { schema: { tags, params: orderIdParams, response: { 200: z.array(orderItem) } } }, async (request) =>
    getOrderItems(db, requireActor(request), request.params.orderId),
  );
  app.get(
    '/orders/:orderId/order-items/:orderItemId/carriers',
    { schema: { tags, params: orderItemParams, response: { 200: z.array(carrierOption) } } },
    async (request) => getItemCarriers(db, requireActor(request), request.params.orderId, request.params.orderItemId),
  );
  app.get('/orders/:orderId/history', { schema: { tags, params: orderIdParams, response: { 200: z.array(orderHistoryEntry) } } }, async (request) =>
    getOrderHistory(db, requireActor(request), request.params.orderId),
  );
};
