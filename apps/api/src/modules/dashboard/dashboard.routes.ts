// GET calls of the dashboard and insights (spec 7 "Dashboard and lookups"): HTTP only, the service does the rest.
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
import * as dashboard from './dashboard.service.ts';

const tags = ['dashboard'];

export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  // Dashboard figures tolerate a second of lag: the read replica when one is configured (docs/scaling.md).
  const db = app.database.readDb;

  app.get(
    '/suppliers/stats',
    {
      config: { answerCache: 'readDb' },
      schema: {
        operationId: 'getSupplierStats',
        summary: 'Supplier statistics',
        success:
          'The dashboard cards: orders this month, to ship and late, month-to-date sales and their difference, pending credit requests, last inventory processed date.',
        tags,
        querystring: supplierStatsQuery,
        response: { 200: supplierStats },
      },
    },
    async (request) => {
      const { supplierId } = requireActor(request);
      const now = app.clock.now();
      const { currentMonthStart } = request.query;
      const month = currentMonthStart
        ? dashboard.monthStartOf(currentMonthStart)
        : dashboard.zoneMonthStart(dashboard.DEFAULT_STATS_ZONE, now);
      return dashboard.supplierStats(db, supplierId, month, now);
    },
  );

  app.get(
    '/supplier-sales-metrics',
    {
      config: { answerCache: 'readDb' },
      schema: {
        operationId: 'getSupplierSalesMetrics',
        summary: 'Sales metrics',
        success: 'Daily sales of this month and the month before in the caller time zone, with their totals.',
        tags,
        querystring: salesMetricsQuery,
        response: { 200: salesMetrics },
      },
    },
    async (request) =>
      dashboard.salesMetrics(
        db,
        requireActor(request).supplierId,
        dashboard.monthStartOf(request.query.currentMonthStart),
        app.clock.now(),
      ),
  );

  app.get(
    '/supplier-sales-by-channel',
    {
      config: { answerCache: 'readDb' },
      schema: {
        operationId: 'listSupplierSalesByChannel',
        summary: 'Sales by channel',
        success: 'Sales of the last twelve months by channel (purchasedFrom of the order), with the share of each.',
        tags,
        response: { 200: z.array(salesByChannel) },
      },
    },
    async (request) => dashboard.salesByChannel(db, requireActor(request).supplierId, app.clock.now()),
  );

  app.get(
    '/supplier-orders-by-channel',
    {
      config: { answerCache: 'readDb' },
      schema: {
        operationId: 'listSupplierOrdersByChannel',
        summary: 'Orders by channel',
        success: 'Order counts of the last twelve months by channel.',
        tags,
        response: { 200: z.array(ordersByChannel) },
      },
    },
    async (request) => dashboard.ordersByChannel(db, requireActor(request).supplierId, app.clock.now()),
  );

  app.get(
    '/supplier-top-items',
    {
      config: { answerCache: 'readDb' },
      schema: {
        operationId: 'listSupplierTopItems',
        summary: 'Top items sold',
        success: 'The five SKUs with the most units sold in the last twelve months, with product name and image.',
        tags,
        response: { 200: z.array(topItem) },
      },
    },
    async (request) => dashboard.topItems(db, requireActor(request).supplierId, app.clock.now()),
  );

  app.get(
    '/supplier-top-items-by-sales',
    {
      config: { answerCache: 'readDb' },
      schema: {
        operationId: 'listSupplierTopItemsBySales',
        summary: 'Top items by sales',
        success: 'The SKUs with the highest sales in the last twelve months, with their share, units, product name and image.',
        tags,
        response: { 200: z.array(topItemBySales) },
      },
    },
    async (request) => dashboard.topItemsBySales(db, requireActor(request).supplierId, app.clock.now()),
  );

  app.get(
    '/supplier-damage-defect-return-statistics',
    {
      config: { answerCache: 'readDb' },
      schema: {
        operationId: 'getSupplierDamageDefectReturnStatistics',
        summary: 'Damage, defect and return cases',
        success: 'Counts of damage, defect and return cases of the last twelve months.',
        tags,
        response: { 200: z.array(ddrStatistic) },
      },
    },
    async (request) => dashboard.ddrStatistics(db, requireActor(request).supplierId, app.clock.now()),
  );
};
