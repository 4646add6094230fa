// The console itself: who is signed in and the overview of the queues.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { operatorProfile, opsOption, opsOverview } from '@portal/contracts';
import type { RouteDeclaration } from '../../platform/openapi/route-docs.ts';
import * as consoleService from './console.service.ts';
import { requireOperator } from './operator-guard.ts';
import { OPS_TAGS } from './ops-docs.ts';
import type { QueueCounter } from './queue-counts.ts';

const getOperatorRoute = {
  schema: {
    operationId: 'getOperator',
    summary: 'The signed-in operator',
    success: 'The signed-in operator (the console header); supplier users are refused with 403.',
    tags: OPS_TAGS,
    response: { 200: operatorProfile },
  },
} satisfies RouteDeclaration;

const getOpsOverviewRoute = {
  schema: {
    operationId: 'getOpsOverview',
    summary: 'Requests waiting per queue',
    success: 'How many requests wait in each queue of the console, by queue key.',
    tags: OPS_TAGS,
    response: { 200: opsOverview },
  },
} satisfies RouteDeclaration;

const listOpsSupplierOptionsRoute = {
  schema: {
    operationId: 'listOpsSupplierOptions',
    summary: 'Suppliers to choose from',
    success: 'Every supplier, by name (the console forms choose one).',
    tags: OPS_TAGS,
    response: { 200: z.array(opsOption) },
  },
} satisfies RouteDeclaration;

const listOpsCarrierOptionsRoute = {
  schema: {
    operationId: 'listOpsCarrierOptions',
    summary: 'Carriers to book LTL shipments with',
    success: 'Every carrier, by name.',
    tags: OPS_TAGS,
    response: { 200: z.array(opsOption) },
  },
} satisfies RouteDeclaration;

export const consoleRoutes: FastifyPluginAsyncZod<{ queueCounters: QueueCounter[] }> = async (app, { queueCounters }) => {
  const db = app.database.db;

  app.get('/me', getOperatorRoute, async (request) => consoleService.operatorProfile(requireOperator(request)));
  app.get('/overview', getOpsOverviewRoute, async (request) => {
    requireOperator(request);
    return consoleService.opsOverview(db, queueCounters, app.clock.now());
  });
  app.get('/supplier-options', listOpsSupplierOptionsRoute, async (request) => {
    requireOperator(request);
    return consoleService.supplierOptions(db);
  });
  app.get('/carrier-options', listOpsCarrierOptionsRoute, async (request) => {
    requireOperator(request);
    return consoleService.carrierOptions(db);
  });
};
