// The scorecard's keys, shared (lib/) because the orders' event stream refreshes them: a change to an order (or the
// server's `performance-changed`) refetches the open scorecard and the dashboard's banner (docs/decisions/performance.md,
// "Screens"). Only these few bytes load with the shell.
export const performanceKeys = {
  all: ['performance'] as const,
  scorecard: () => ['performance', 'scorecard'] as const,
};
