// The performance module's public entry (docs/decisions/performance.md): the supplier's scorecard route and the
// console's (standards, every supplier's scorecard), the orders
// list's filter for the orders behind a figure, its reactions to the orders' domain events (the facts and alerts in
// the change's transaction, the alert mail after it), and the backfill of facts the seeds and the API's start run. It
// imports no orders code and the orders area none of it: it subscribes to the orders' events, and reads the facts
// from the orders' tables in SQL of its own.
export { performanceRoutes } from './performance.routes.ts';
/** The scorecard as the route answers it (the benchmark's scenario). */
export { readScorecard } from './performance.service.ts';
export { performanceOpsRoutes } from './ops/performance-ops.routes.ts';
/** The console's table of every supplier's scorecard as its route reads it (the benchmark's scenario). */
export { listScorecards } from './ops/performance-scorecards.queries.ts';
export { performanceOrderIds } from './orders-filter.ts';
/** The seed's refresh of orders it changed by plain SQL (no event). */
export { refreshPerformance } from './refresh.ts';
export { performanceSubscribers } from './performance.subscribers.ts';
export { backfillOrderFacts, refreshOrderFacts } from './order-facts.ts';
/** The hourly loop (alerts as the window moves) and its one run, which tests and the seed call. */
export { performanceTick, registerPerformanceLoop } from './alert-loop.ts';
/** The live stream's scorecard signal (performance-changed), which app.ts gives the platform's stream. */
export { performanceChangedSource } from './performance-changed-source.ts';
