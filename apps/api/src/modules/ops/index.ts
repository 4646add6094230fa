// The operations console's public entry (docs/decisions/ops-console.md): the calls of the marketplace's operators under /api/ops.
export { opsRoutes } from './ops.routes.ts';
export { OPS_TAGS } from './ops-docs.ts';
