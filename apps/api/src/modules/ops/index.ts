// The operations console's public entry: the /api/ops plugin app.ts registers with the console's areas and queue
// counters, and what each area's operator routes use (the guard, the two route shapes, the tag, the counter's shape).
// The areas' decisions live beside their domains (docs/decisions/house.md, docs/decisions/ops-console.md).
export { opsRoutes, type OpsOptions } from './ops.routes.ts';
export { requireOperator } from './operator-guard.ts';
export { opsDecisionRoute, opsGridRoute } from './ops-route-shapes.ts';
export { OPS_TAGS } from './ops-docs.ts';
export type { QueueCounter } from './queue-counts.ts';
export type { Operator } from '../../platform/operator.ts';
