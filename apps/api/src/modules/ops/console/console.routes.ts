// The console itself: who is signed in and the overview of the queues.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { operatorProfile, opsOverview, type OperatorProfile, type OpsOverview } from '@portal/contracts';
import { requireOperator } from '../../../platform/operator.ts';
import { OPS_TAGS } from '../ops-docs.ts';
import { queueCounts } from './queue-counts.ts';

export const consoleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/me',
    {
      schema: {
        operationId: 'getOperator',
        summary: 'The signed-in operator',
        success: 'The signed-in operator (the console header); supplier users are refused with 403.',
        tags: OPS_TAGS,
        response: { 200: operatorProfile },
      },
    },
    async (request): Promise<OperatorProfile> => {
      const operator = requireOperator(request);
      return { id: operator.userId, userName: operator.userName, name: operator.name };
    },
  );

  app.get(
    '/overview',
    {
      schema: {
        operationId: 'getOpsOverview',
        summary: 'Requests waiting per queue',
        success: 'How many requests wait in each queue of the console, by queue key.',
        tags: OPS_TAGS,
        response: { 200: opsOverview },
      },
    },
    async (request): Promise<OpsOverview> => {
      requireOperator(request);
      return { queues: await queueCounts(app.database.db) };
    },
  );
};
