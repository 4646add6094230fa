// The dashboard's TanStack Query keys, all under ['dashboard', ...]. Shared (lib/) because another area refreshes them:
// the orders' event stream invalidates the order counts (dashboardKeys.statsAll()) when an order changes.
export const dashboardKeys = {
  all: ['dashboard'] as const,
  /** Every month's order counts: the prefix of stats(). */
  statsAll: () => ['dashboard', 'stats'] as const,
  stats: (currentMonthStart: string) => [...dashboardKeys.statsAll(), currentMonthStart] as const,
  salesMetrics: (currentMonthStart: string) => ['dashboard', 'sales-metrics', currentMonthStart] as const,
  salesByChannel: () => ['dashboard', 'sales-by-channel'] as const,
  ordersByChannel: () => ['dashboard', 'orders-by-channel'] as const,
  topItems: () => ['dashboard', 'top-items'] as const,
  topItemsBySales: () => ['dashboard', 'top-items-by-sales'] as const,
  ddrStatistics: () => ['dashboard', 'ddr-statistics'] as const,
};
