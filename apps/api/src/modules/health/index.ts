// The health module's public entry: the liveness and readiness routes app.ts registers.
export { healthRoutes } from './health.routes.ts';
