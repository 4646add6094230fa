// Dashboard and insights calls (spec 7 "Dashboard and lookups"): per call a fetcher, a queryOptions factory and a
// hook; keys under ['dashboard', ...] (the order counts' in dashboard-keys.ts, which the shell's live hook loads). The month-bound calls send the browser's local month start with its offset.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import {
  ddrStatistic,
  localMonthStart,
  orderSummary,
  ordersByChannel,
  parseContentRangeTotal,
  salesByChannel,
  salesMetrics,
  supplierStats,
  topItem,
  topItemBySales,
} from '@portal/contracts';
import { dashboardKeys as sharedDashboardKeys } from './dashboard-keys.ts';
import { ApiError, authorizedFetch, http } from '../../lib/http.ts';

export const dashboardKeys = {
  ...sharedDashboardKeys,
  salesMetrics: (currentMonthStart: string) => ['dashboard', 'sales-metrics', currentMonthStart] as const,
  salesByChannel: () => ['dashboard', 'sales-by-channel'] as const,
  ordersByChannel: () => ['dashboard', 'orders-by-channel'] as const,
  topItems: () => ['dashboard', 'top-items'] as const,
  topItemsBySales: () => ['dashboard', 'top-items-by-sales'] as const,
  ddrStatistics: () => ['dashboard', 'ddr-statistics'] as const,
  paymentsOverview: () => ['dashboard', 'payments-overview'] as const,
};

export const fetchSupplierStats = async (currentMonthStart: string) =>
  supplierStats.parse(await http('/suppliers/stats', { query: { currentMonthStart } }));
export const supplierStatsQueryOptions = (currentMonthStart = localMonthStart()) =>
  queryOptions({ queryKey: dashboardKeys.stats(currentMonthStart), queryFn: () => fetchSupplierStats(currentMonthStart) });
export const useSupplierStats = () => useQuery(supplierStatsQueryOptions());

export const fetchSalesMetrics = async (currentMonthStart: string) =>
  salesMetrics.parse(await http('/supplier-sales-metrics', { query: { currentMonthStart } }));
export const salesMetricsQueryOptions = (currentMonthStart = localMonthStart()) =>
  queryOptions({ queryKey: dashboardKeys.salesMetrics(currentMonthStart), queryFn: () => fetchSalesMetrics(currentMonthStart) });
export const useSalesMetrics = () => useQuery(salesMetricsQueryOptions());

export const fetchSalesByChannel = async () => z.array(salesByChannel).parse(await http('/supplier-sales-by-channel'));
export const salesByChannelQueryOptions = () => queryOptions({ queryKey: dashboardKeys.salesByChannel(), queryFn: fetchSalesByChannel });
export const useSalesByChannel = (enabled: boolean) => useQuery({ ...salesByChannelQueryOptions(), enabled });

export const fetchOrdersByChannel = async () => z.array(ordersByChannel).parse(await http('/supplier-orders-by-channel'));
export const ordersByChannelQueryOptions = () => queryOptions({ queryKey: dashboardKeys.ordersByChannel(), queryFn: fetchOrdersByChannel });
export const useOrdersByChannel = (enabled: boolean) => useQuery({ ...ordersByChannelQueryOptions(), enabled });

export const fetchTopItems = async () => z.array(topItem).parse(await http('/supplier-top-items'));
export const topItemsQueryOptions = () => queryOptions({ queryKey: dashboardKeys.topItems(), queryFn: fetchTopItems });
export const useTopItems = () => useQuery(topItemsQueryOptions());

export const fetchTopItemsBySales = async () => z.array(topItemBySales).parse(await http('/supplier-top-items-by-sales'));
export const topItemsBySalesQueryOptions = () => queryOptions({ queryKey: dashboardKeys.topItemsBySales(), queryFn: fetchTopItemsBySales });
export const useTopItemsBySales = () => useQuery(topItemsBySalesQueryOptions());

export const fetchDdrStatistics = async () => z.array(ddrStatistic).parse(await http('/supplier-damage-defect-return-statistics'));
export const ddrStatisticsQueryOptions = () => queryOptions({ queryKey: dashboardKeys.ddrStatistics(), queryFn: fetchDdrStatistics });
export const useDdrStatistics = () => useQuery(ddrStatisticsQueryOptions());

/** Path of the "Unprocessed orders" rows (the 10 newest orders that need processing). */
export const RECENT_ORDERS_PATH = '/order-summaries/recent';
/** How many orders need processing: the orders list's total (Content-Range) for that status, one row asked. */
export const NEEDS_PROCESSING_COUNT_PATH = `/order-summaries?${new URLSearchParams({
  query: JSON.stringify({ sortModel: [], filterModel: { fulfillmentStatus: { filterType: 'set', values: ['NeedsProcessing'] } } }),
  limit: '1',
  offset: '0',
})}`;

async function fetchNeedsProcessingCount(): Promise<number> {
  const response = await authorizedFetch(NEEDS_PROCESSING_COUNT_PATH, { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new ApiError(response.status, await response.text());
  return parseContentRangeTotal(response.headers.get('Content-Range')) ?? 0;
}

/** The panel's rows and the true number waiting, so it never reads "10 of 10" while a hundred wait. */
export const fetchUnprocessedOrders = async () => {
  const [rows, total] = await Promise.all([
    http(RECENT_ORDERS_PATH).then((body) => z.array(orderSummary).parse(body)),
    fetchNeedsProcessingCount(),
  ]);
  return { rows, total: Math.max(total, rows.length) };
};
export const unprocessedOrdersQueryOptions = () => queryOptions({ queryKey: dashboardKeys.unprocessed(), queryFn: fetchUnprocessedOrders });
export const useUnprocessedOrders = () => useQuery(unprocessedOrdersQueryOptions());
