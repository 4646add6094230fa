// The cases module's public entry (docs/decisions/cases.md): the supplier's /api/cases routes, the console's
// /api/ops/cases routes app.ts registers, and the area's reactions to its events (the answer mail).
export { casesRoutes } from './cases.routes.ts';
export { casesOpsRoutes } from './ops/cases-ops.routes.ts';
export { caseCategoriesOpsRoutes } from './ops/case-categories.routes.ts';
export { casesSubscribers } from './cases.subscribers.ts';
/** Its reactions to the decisions taken from a case (a dispute's: the case gets the decision and is resolved). */
export { caseDecisionSubscribers } from './ops/case-decisions.ts';
/** The live stream's cases signal (cases-changed), which app.ts gives the platform's stream. */
export { casesChangedSource } from './cases-changed-source.ts';
/** The console overview's counter: the cases past their target or about to breach. */
export { CASES_QUEUE_COUNTERS } from './ops/cases.queue.ts';
/** The console's live signal of the cases (ops-cases-changed on GET /api/ops/events). */
export { opsCasesChangedSource } from './ops/ops-cases-changed-source.ts';
