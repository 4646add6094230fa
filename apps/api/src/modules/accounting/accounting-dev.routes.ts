// POST /dev/accounting/credit-requests: raises open credit requests for the signed-in supplier, as the marketplace
// would, so E2E tests work on records of their own. Registered only outside production (app.ts), never in the API
// document (openapi-document.ts leaves out /api/dev/).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireActor } from '../../platform/auth.ts';
import { newestCompleteOrders } from '../orders/index.ts';
import { raiseCreditRequest } from './credit-requests.service.ts';

export const accountingDevRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/dev/accounting/credit-requests',
    {
      schema: {
        operationId: 'raiseDevCreditRequests',
        summary: 'Raise credit requests (development only)',
        tags: ['Development'],
        body: z.strictObject({ count: z.number().int().min(1).max(10), reason: z.string().min(1).max(200) }),
        response: { 200: z.array(z.object({ id: z.number(), purchaseOrderNumber: z.string() })) },
        success: "The new open credit requests on the supplier's newest completed orders.",
      },
    },
    async (request) => {
      const { supplierId } = requireActor(request);
      const db = app.database.db;
      const recent = await newestCompleteOrders(db, supplierId, request.body.count);
      const now = app.clock.now();
      const raised = [];
      for (const [i, order] of recent.entries()) {
        const id = await raiseCreditRequest(
          db,
          supplierId,
          {
            orderId: order.id,
            sourceType: 'Process',
            amount: `${12 + i}.50`,
            reasonForCredit: request.body.reason,
            rma: {
              rmaNumber: `RMA-E2E-${now.getTime()}-${i}`,
              trackingNumber: '794612345678',
              deliveryDate: now.toISOString().slice(0, 10),
            },
            notes: [{ type: 'CustomerSupport', comment: `${request.body.reason}: customer note`, fileNames: [] }],
          },
          now,
        );
        raised.push({ id, purchaseOrderNumber: order.po });
      }
      return raised;
    },
  );
};
