// GET calls of the dashboard and insights (spec 7 "Dashboard and lookups"): HTTP only, the service does the rest.
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ddrStatistic,
  ordersByChannel,
  salesByChannel,
  salesMetrics,
  salesMetricsQuery,
  supplierStats,
  supplierStatsQuery,
  topItem,
  topItemBySales,
} from '@portal/contracts';
import { requireActor } from '../../platform/auth.ts';
import type { RouteDeclaration } from '../../platform/openapi/route-docs.ts';
import * as dashboard from './dashboard.service.ts';

const tags = ['dashboard'];

// Every dashboard answer is kept in the answer cache until the supplier's data changes (docs/decisions/request-cost.md).
const config = { answerCache: 'readDb' } as const;

const getSupplierStatsRoute = {
  config,
  schema: {
    operationId: 'getSupplierStats',
    summary: 'Supplier statistics',
    success:
      'The dashboard cards: orders this month, to ship and late, month-to-date sales and their difference, pending credit requests, last inventory processed date.',
    tags,
    querystring: supplierStatsQuery,
    response: { 200: supplierStats },
  },
} satisfies RouteDeclaration;

const getSupplierSalesMetricsRoute = {
  config,
  schema: {
    operationId: 'getSupplierSalesMetrics',
    summary: 'Sales metrics',
    success: 'Daily sales of this month and the month before in the caller time zone, with their totals.',
    tags,
    querystring: salesMetricsQuery,
    response: { 200: salesMetrics },
  },
} satisfies RouteDeclaration;

const listSupplierSalesByChannelRoute = {
  config,
  schema: {
    operationId: 'listSupplierSalesByChannel',
    summary: 'Sales by channel',
    success: 'Sales of the last twelve months by channel (purchasedFrom of the order), with the share of each.',
    tags,
    response: { 200: z.array(salesByChannel) },
  },
} satisfies RouteDeclaration;

const listSupplierOrdersByChannelRoute = {
  config,
  schema: {
    operationId: 'listSupplierOrdersByChannel',
    summary: 'Orders by channel',
    success: 'Order counts of the last twelve months by channel.',
    tags,
    response: { 200: z.array(ordersByChannel) },
  },
} satisfies RouteDeclaration;

const listSupplierTopItemsRoute = {
  config,
  schema: {
    operationId: 'listSupplierTopItems',
    summary: 'Top items sold',
    success: 'The five SKUs with the most units sold in the last twelve months, with product name and image.',
    tags,
    response: { 200: z.array(topItem) },
  },
} satisfies RouteDeclaration;

const listSupplierTopItemsBySalesRoute = {
  config,
  schema: {
    operationId: 'listSupplierTopItemsBySales',
    summary: 'Top items by sales',
    success: 'The SKUs with the highest sales in the last twelve months, with their share, units, product name and image.',
    tags,
    response: { 200: z.array(topItemBySales) },
  },
} satisfies RouteDeclaration;

const getSupplierDamageDefectReturnStatisticsRoute = {
  config,
  schema: {
    operationId: 'getSupplierDamageDefectReturnStatistics',
    summary: 'Damage, defect and return cases',
    success: 'Counts of damage, defect and return cases of the last twelve months.',
    tags,
    response: { 200: z.array(ddrStatistic) },
  },
} satisfies RouteDeclaration;

export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  // Dashboard figures tolerate a second of lag: the read replica when one is configured (docs/scaling.md).
  const db = app.database.readDb;
  const supplierOf = (request: FastifyRequest) => requireActor(request).supplierId;

  app.get('/suppliers/stats', getSupplierStatsRoute, async (request) =>
    dashboard.supplierStatsOfMonth(db, supplierOf(request), request.query.currentMonthStart, app.clock.now()),
  );
  app.get('/supplier-sales-metrics', getSupplierSalesMetricsRoute, async (request) =>
    dashboard.salesMetrics(db, supplierOf(request), dashboard.monthStartOf(request.query.currentMonthStart), app.clock.now()),
  );
  app.get('/supplier-sales-by-channel', listSupplierSalesByChannelRoute, async (request) =>
    dashboard.salesByChannel(db, supplierOf(request), app.clock.now()),
  );
  app.get('/supplier-orders-by-channel', listSupplierOrdersByChannelRoute, async (request) =>
    dashboard.ordersByChannel(db, supplierOf(request), app.clock.now()),
  );
  app.get('/supplier-top-items', listSupplierTopItemsRoute, async (request) =>
    dashboard.topItems(db, supplierOf(request), app.clock.now()),
  );
  app.get('/supplier-top-items-by-sales', listSupplierTopItemsBySalesRoute, async (request) =>
    dashboard.topItemsBySales(db, supplierOf(request), app.clock.now()),
  );
  app.get('/supplier-damage-defect-return-statistics', getSupplierDamageDefectReturnStatisticsRoute, async (request) =>
    dashboard.ddrStatistics(db, supplierOf(request), app.clock.now()),
  );
};
