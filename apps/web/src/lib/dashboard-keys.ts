// The dashboard's order-count keys, shared (lib/) because another area refreshes them: the orders' event stream
// invalidates every month's counts (dashboardKeys.statsAll()) when an order changes. The dashboard area's api.ts
// extends this factory with its other keys (all under ['dashboard', ...]); only these few bytes load with the shell.
export const dashboardKeys = {
  all: ['dashboard'] as const,
  /** Every month's order counts and the unprocessed orders: the prefix of stats() and unprocessed(). */
  statsAll: () => ['dashboard', 'stats'] as const,
  stats: (currentMonthStart: string) => ['dashboard', 'stats', currentMonthStart] as const,
  /** "Unprocessed orders": the newest that need processing and how many there are (an order count too). */
  unprocessed: () => ['dashboard', 'stats', 'unprocessed'] as const,
};
