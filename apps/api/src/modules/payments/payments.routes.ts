// HTTP of the supplier's payments calls (/api/payments, docs/decisions/payments.md).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const paymentsRoutes: FastifyPluginAsyncZod = async () => {};
