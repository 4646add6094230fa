// The audit log's public entry: its routes (app.ts) and its subscriber to the audited events (domain-subscribers.ts).
export { auditRoutes } from './audit.routes.ts';
export { auditSubscribers } from './audit.subscribers.ts';
