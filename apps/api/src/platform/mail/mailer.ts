// One way to send mail: a row in the outbox table, written in the caller's transaction when it passes one. With
// SMTP_URL the mail worker delivers the rows (mail-worker.ts); without it they stay as the dev outbox.
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../clock.ts';
import type { Mailer } from './mail-message.ts';
import { MailWorker } from './mail-worker.ts';
import { OutboxMailer } from './outbox-mailer.ts';
import { SmtpTransport } from './smtp-mailer.ts';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
    /** Delivers the outbox over SMTP; null without SMTP_URL. */
    mailWorker: MailWorker | null;
  }
}

export function createMailer(config: AppConfig, database: Database, log?: { warn(msg: string): void }, clock?: Clock): Mailer {
  if (config.smtpUrl) return new OutboxMailer(database.db, true, clock);
  // Without SMTP in production, codes and links would reach nobody: say so at start.
  if (config.env === 'production') log?.warn('SMTP_URL is not set: mail is stored in the outbox table and not delivered');
  return new OutboxMailer(database.db);
}

/** The outbox's delivery when SMTP_URL is set: started with the app (MAIL_WORKER), stopped when it closes. */
export function registerMailWorker(app: FastifyInstance): void {
  const { smtpUrl, mailFrom, mail } = app.config;
  const worker = smtpUrl
    ? new MailWorker({
        database: app.database,
        clock: { now: () => app.clock.now() },
        transport: new SmtpTransport(smtpUrl, mailFrom),
        pollMs: mail.pollMs,
        retentionDays: mail.retentionDays,
        log: app.log,
      })
    : null;
  app.decorate('mailWorker', worker);
  if (!worker) return;
  if (mail.worker) app.addHook('onReady', async () => worker.start());
  app.addHook('onClose', async () => worker.stop());
}
