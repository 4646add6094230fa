// The payments module's public entry (docs/decisions/payments.md): the supplier's /api/payments routes and the
// console's /api/ops/payments routes app.ts registers.
export { paymentsRoutes } from './payments.routes.ts';
export { paymentsOpsRoutes } from './ops/payments-ops.routes.ts';
/** The run itself, for the seed's year of runs and the reconciliation property test. */
export { computeRun, postRun } from './payment-run.ts';
/** Deductions and disputes: the supplier's calls, the console's, and the console's disputes counter. */
export { deductionsRoutes } from './deductions.routes.ts';
export { deductionsOpsRoutes } from './ops/deductions-ops.routes.ts';
export { PAYMENTS_QUEUE_COUNTERS } from './ops/dispute-decisions.service.ts';
/** The seed posts its deductions as the portal does (with their history); its disputes go on posted deductions. */
export { POSTED_DEDUCTION_COLUMNS, postDeductions, type NewDeduction, type PostedDeduction } from './deduction-posting.ts';
/** The rules' facts on a batch of orders (the seed raises the demo's deductions through the real engine). */
export { ruleDeductionsOf, type RuleOf } from './ops/deduction-raise.service.ts';
/** The area's reactions to domain events: a deduction on a voided tracking number is withdrawn. */
export { paymentsSubscribers } from './payments.subscribers.ts';
/** A posted remittance with every line as its advice shows it: what EDI's 820 is written from (modules/edi). */
export { getRemittanceWithLines, type RemittanceWithLines } from './payments.queries.ts';
