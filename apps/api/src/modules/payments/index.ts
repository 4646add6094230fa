// The payments module's public entry (docs/decisions/payments.md): the supplier's /api/payments routes and the
// console's /api/ops/payments routes app.ts registers.
export { paymentsRoutes } from './payments.routes.ts';
export { paymentsOpsRoutes } from './ops/payments-ops.routes.ts';
