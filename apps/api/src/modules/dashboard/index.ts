// The dashboard module's public face: the Fastify plugin with the dashboard and insights calls.
export { dashboardRoutes } from './dashboard.routes.ts';
