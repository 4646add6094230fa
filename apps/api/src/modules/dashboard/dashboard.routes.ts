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
  const db = app.database.db;

  app.get('/suppliers/stats', { schema: { tags, querystring: supplierStatsQuery, response: { 200: supplierStats } } }, async (request) => {
    const { supplierId } = requireActor(request);
    const now = app.clock.now();
    const { currentMonthStart } = request.query;
    const month = currentMonthStart ? dashboard.monthStartOf(currentMonthStart) : dashboard.zoneMonthStart(dashboard.DEFAULT_STATS_ZONE, now);
    return dashboard.supplierStats(db, supplierId, month, now);
  });

  app.get('/supplier-sales-metrics', { schema: { tags, querystring: salesMetricsQuery, response: { 200: salesMetrics } } }, async (request) =>
    dashboard.salesMetrics(db, requireActor(request).supplierId, dashboard.monthStartOf(request.query.currentMonthStart), app.clock.now()),
  );

  app.get('/supplier-sales-by-channel', { schema: { tags, response: { 200: z.array(salesByChannel) } } }, async (request) =>
    dashboard.salesByChannel(db, requireActor(request).supplierId, app.clock.now()),
  );

  app.get('/supplier-orders-by-channel', { schema: { tags, response: { 200: z.array(ordersByChannel) } } }, async (request) =>
    dashboard.ordersByChannel(db, requireActor(request).supplierId, app.clock.now()),
  );

  app.get('/supplier-top-items', { schema: { tags, response: { 200: z.array(topItem) } } }, async (request) =>
    dashboard.topItems(db, requireActor(request).supplierId, app.clock.now()),
  );

  app.get('/supplier-top-items-by-sales', { schema: { tags, response: { 200: z.array(topItemBySales) } } }, async (request) =>
    dashboard.topItemsBySales(db, requireActor(request).supplierId, app.clock.now()),
  );

  app.get('/supplier-damage-defect-return-statistics', { schema: { tags, response: { 200: z.array(ddrStatistic) } } }, async (request) =>
    dashboard.ddrStatistics(db, requireActor(request).supplierId, app.clock.now()),
  );
};
