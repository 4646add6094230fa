// The delivery worker's place in the app: one per process (app.webhookWorker), started when the app is ready if
// WEBHOOKS_WORKER allows (tests drive it with drain()), stopped when the app closes.
import type { FastifyInstance } from 'fastify';
import { WebhookWorker } from './webhook-worker.ts';

declare module 'fastify' {
  interface FastifyInstance {
    webhookWorker: WebhookWorker;
  }
}

export function registerWebhookWorker(app: FastifyInstance): void {
  const worker = new WebhookWorker({
    database: app.database,
    clock: { now: () => app.clock.now() },
    mailer: app.mailer,
    allowPrivate: app.config.webhooks.allowPrivate,
    disableAfter: app.config.webhooks.disableAfter,
    pollMs: app.config.webhooks.pollMs,
    publicUrl: app.config.publicUrl,
    log: app.log,
  });
  app.decorate('webhookWorker', worker);
  if (app.config.webhooks.worker) app.addHook('onReady', async () => worker.start());
  app.addHook('onClose', async () => worker.stop());
}
