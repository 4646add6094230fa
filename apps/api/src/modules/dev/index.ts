// The dev module's public entry: the outbox route app.ts registers outside production only.
export { devRoutes } from './dev.routes.ts';
