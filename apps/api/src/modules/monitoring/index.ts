// The monitoring module's public entry: the browser's monitoring configuration route app.ts registers.
export { monitoringRoutes } from './monitoring.routes.ts';
export { monitoringConfigFromEnv, monitoringConnectSources } from './monitoring-config.ts';
