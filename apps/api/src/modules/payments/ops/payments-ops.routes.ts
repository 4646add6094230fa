// HTTP of the console's payments calls (/api/ops/payments, docs/decisions/payments.md).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const paymentsOpsRoutes: FastifyPluginAsyncZod = async () => {};
