// The integrations module's public entry: API tokens and webhook endpoints (Settings > Integrations), the API-token
// authenticator the session guard is given (app.ts), its reactions to the domain events webhooks carry (the outbox's
// rows, in the event's transaction) and the delivery worker.
export { integrationsRoutes } from './integrations.routes.ts';
export { ApiTokenAuth } from './api-token-auth.ts';
export { integrationsSubscribers } from './webhooks.subscribers.ts';
export { registerWebhookWorker } from './webhook-lifecycle.ts';
