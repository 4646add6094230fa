// The performance module's public entry (docs/decisions/performance.md): the supplier's scorecard route and the
// console's (standards, every supplier's scorecard), the orders
// list's filter for the orders behind a figure, the refresh the orders' history calls in every order change's
// transaction, and the backfill of facts the seeds and the API's start run. It imports no orders code (the orders
// area calls it), so the facts are read from the orders' tables in SQL of its own.
export { performanceRoutes } from './performance.routes.ts';
/** The scorecard as the route answers it (the benchmark's scenario). */
export { readScorecard } from './performance.service.ts';
export { performanceOpsRoutes } from './ops/performance-ops.routes.ts';
/** The console's table of every supplier's scorecard as its route reads it (the benchmark's scenario). */
export { listScorecards } from './ops/performance-scorecards.queries.ts';
export { performanceOrderIds } from './orders-filter.ts';
export { refreshPerformance } from './refresh.ts';
/** The app's alert mail (its mailer and public address), which every order change hands to the refresh. */
export { alertMailOf, type AlertMail } from './alerts.ts';
export { backfillOrderFacts } from './order-facts.ts';
/** The hourly loop (alerts as the window moves) and its one run, which tests and the seed call. */
export { performanceTick, registerPerformanceLoop } from './alert-loop.ts';
/** The live stream's scorecard signal (performance-changed), which app.ts gives the platform's stream. */
export { performanceChangedSource } from './performance-changed-source.ts';
