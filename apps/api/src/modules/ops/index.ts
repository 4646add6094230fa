// The operations console's public entry (issue 18): the calls of the marketplace's operators under /api/ops.
export { opsRoutes } from './ops.routes.ts';
export { OPS_TAGS } from './ops-docs.ts';
