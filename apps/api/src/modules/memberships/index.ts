// The memberships module's public entry: the person's calls and the console's view (app.ts registers them).
export { membershipsRoutes } from './memberships.routes.ts';
export { membershipsOpsRoutes } from './ops/memberships.ops.routes.ts';
