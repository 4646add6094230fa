// The dashboard's order-count keys, apart from api.ts because the shell loads them with the dashboard's live hook
// (use-dashboard-events.ts): only these few bytes load with the shell. api.ts extends this factory with its other keys
// (all under ['dashboard', ...]).
export const dashboardKeys = {
  all: ['dashboard'] as const,
  /** Every month's order counts and the unprocessed orders: the prefix of stats() and unprocessed(). */
  statsAll: () => ['dashboard', 'stats'] as const,
  stats: (currentMonthStart: string) => ['dashboard', 'stats', currentMonthStart] as const,
  /** "Unprocessed orders": the newest that need processing and how many there are (an order count too). */
  unprocessed: () => ['dashboard', 'stats', 'unprocessed'] as const,
};
