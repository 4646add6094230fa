// The payments module's public entry (docs/decisions/payments.md): the supplier's /api/payments routes and the
// console's /api/ops/payments routes app.ts registers.
export { paymentsRoutes } from './payments.routes.ts';
export { paymentsOpsRoutes } from './ops/payments-ops.routes.ts';
/** The run itself, for the seed's year of runs and the reconciliation property test. */
export { computeRun, postRun } from './payment-run.ts';
