// GET /ops/orders/{orderId}: the console's read-only order page (docs/decisions/console-words.md, "PO numbers").
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { opsOrderView, orderIdParams } from '@portal/contracts';
import { OPS_TAGS, requireOperator } from '../../../ops/index.ts';
import { getOpsOrder } from './order-view.service.ts';

export const orderViewOpsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/orders/:orderId',
    {
      schema: {
        operationId: 'getOpsOrder',
        summary: 'An order of any supplier',
        success:
          "The order as its supplier's order page shows it (addresses, stored amounts, invoices, cancellation), its supplier, its items with their trackings and its activity.",
        tags: OPS_TAGS,
        params: orderIdParams,
        response: { 200: opsOrderView },
        errors: [404],
      },
    },
    async (request) => {
      requireOperator(request);
      return getOpsOrder(app.database.db, request.params.orderId);
    },
  );
};
