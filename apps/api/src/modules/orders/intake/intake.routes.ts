// Order intake: POST /ops/orders creates a purchase order for a supplier. The marketplace's systems call it with an
// operator account's token (docs/decisions/ops-queues.md); the console's "New order" form calls it by hand.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { orderIntakeRequest, orderIntakeResponse } from '@portal/contracts';
import { createOrderFromIntake } from '../core/order-intake.service.ts';
import { OPS_TAGS, requireOperator } from '../../ops/index.ts';

export const orderIntakeOpsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/orders',
    {
      config: { idempotent: true },
      schema: {
        operationId: 'createOpsOrder',
        summary: 'Create a purchase order for a supplier (order intake)',
        tags: OPS_TAGS,
        body: orderIntakeRequest,
        response: { 200: orderIntakeResponse },
        errors: [409],
        success:
          'The order (created true), or the first order when the same body was sent before with this purchase order number (created false: idempotent); another body with a known number is a 409.',
      },
    },
    async (request) => {
      const operator = requireOperator(request);
      const result = await createOrderFromIntake(app.database.db, request.body, operator.userId, app.clock.now());
      return { created: result.created, ...result.order };
    },
  );
};
