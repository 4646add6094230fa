// The console itself: who is signed in and the overview of the queues.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { asc } from 'drizzle-orm';
import { z } from 'zod';
import { operatorProfile, opsOption, opsOverview, type OperatorProfile, type OpsOverview } from '@portal/contracts';
import { carriers, suppliers } from '../../db/schema/index.ts';
import { requireOperator } from './operator-guard.ts';
import { OPS_TAGS } from './ops-docs.ts';
import { queueCounts, type QueueCounter } from './queue-counts.ts';

export const consoleRoutes: FastifyPluginAsyncZod<{ queueCounters: QueueCounter[] }> = async (app, { queueCounters }) => {
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
      return { queues: await queueCounts(app.database.db, queueCounters) };
    },
  );

  app.get(
    '/supplier-options',
    {
      schema: {
        operationId: 'listOpsSupplierOptions',
        summary: 'Suppliers to choose from',
        success: 'Every supplier, by name (the console forms choose one).',
        tags: OPS_TAGS,
        response: { 200: z.array(opsOption) },
      },
    },
    async (request) => {
      requireOperator(request);
      const rows = await app.database.db
        .select({ value: suppliers.id, label: suppliers.name })
        .from(suppliers)
        .orderBy(asc(suppliers.name));
      return rows;
    },
  );

  app.get(
    '/carrier-options',
    {
      schema: {
        operationId: 'listOpsCarrierOptions',
        summary: 'Carriers to book LTL shipments with',
        success: 'Every carrier, by name.',
        tags: OPS_TAGS,
        response: { 200: z.array(opsOption) },
      },
    },
    async (request) => {
      requireOperator(request);
      return app.database.db.select({ value: carriers.id, label: carriers.name }).from(carriers).orderBy(asc(carriers.name));
    },
  );
};
