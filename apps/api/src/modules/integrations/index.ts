// The integrations module's public entry: API tokens and webhook endpoints (Settings > Integrations), the API-token
// authenticator the session guard is given (app.ts), the webhook
// outbox's writers (called by the order history and credit requests) and its delivery worker.
export { integrationsRoutes } from './integrations.routes.ts';
export { ApiTokenAuth } from './api-token-auth.ts';
export { enqueueOrderEvents, enqueueSupplierEvent } from './webhook-outbox.ts';
export { registerWebhookWorker } from './webhook-lifecycle.ts';
